"""Rule options (R3-R9): defaults per variant, validation and the presets."""

from __future__ import annotations

import json

import pytest

from tressette_gui.engine import PRESETS, Rules, RulesError, presets_for


def test_r3_variant_defaults() -> None:
    four = Rules.for_variant("tressette")
    assert (four.players, four.tricks_per_deal, four.target) == (4, 10, 21)
    assert four.redeal_under_one_point and four.signals and four.collatondrione
    for variant in ("spizzichino", "mazzetti"):
        two = Rules.for_variant(variant)
        assert (two.players, two.tricks_per_deal, two.target) == (2, 20, 51)
        assert not two.redeal_under_one_point and not two.signals
        assert two.declarations and two.declare_drawn and two.collatondrione


def test_r5_r6_r7_option_defaults() -> None:
    rules = Rules.for_variant("tressette")
    assert rules.deal_packet == 1
    assert (rules.cappotto, rules.match_end, rules.deals) == ("count", "points", 3)
    assert (rules.vinco_subito, rules.tiebreak) == (False, "spareggio")


def test_rules_round_trip_through_json() -> None:
    for rules in PRESETS.values():
        assert Rules.from_dict(json.loads(json.dumps(rules.to_dict()))) == rules


def test_from_dict_fills_missing_options_with_the_variant_defaults() -> None:
    assert Rules.from_dict({"variant": "mazzetti"}) == Rules.for_variant("mazzetti")
    assert Rules.from_dict({}) == Rules.for_variant("tressette")
    assert Rules.from_dict({"variant": "spizzichino", "target": 31}).target == 31


@pytest.mark.parametrize(("options", "message"), [
    ({"colour": "red"}, "unknown rule option 'colour'"),
    ({"target": 0}, "bad value 0 for rule option 'target'"),
    ({"target": "21"}, "bad value '21' for rule option 'target'"),
    ({"target": True}, "bad value True for rule option 'target'"),
    ({"deals": -1}, "bad value -1 for rule option 'deals'"),
    ({"deal_packet": 3}, "bad value 3 for rule option 'deal_packet'"),
    ({"cappotto": "always"}, "bad value 'always' for rule option 'cappotto'"),
    ({"match_end": "time"}, "bad value 'time' for rule option 'match_end'"),
    ({"tiebreak": "coin"}, "bad value 'coin' for rule option 'tiebreak'"),
    ({"declarations": "yes"}, "bad value 'yes' for rule option 'declarations'"),
    ({"vinco_subito": True, "match_end": "deals"}, "'vinco_subito' applies to points"),
])
def test_bad_options_are_clear_errors(options: dict[str, object], message: str) -> None:
    with pytest.raises(RulesError, match=message):
        Rules.for_variant("tressette", **options)


def test_bad_variant_and_bad_shapes_are_clear_errors() -> None:
    with pytest.raises(RulesError, match=r"'variant'.*tressette, spizzichino, mazzetti"):
        Rules.for_variant("briscola")
    with pytest.raises(RulesError, match="'variant'"):
        Rules.from_dict({"variant": "scopa"})
    with pytest.raises(RulesError, match="object of options"):
        Rules.from_dict(["tressette"])  # type: ignore[arg-type]
    with pytest.raises(RulesError, match="four players only"):
        Rules.for_variant("spizzichino", signals=True)


def test_replace_validates_and_rejects_unknown_options() -> None:
    rules = Rules.for_variant("tressette")
    assert rules.replace(target=31).target == 31
    with pytest.raises(RulesError, match="unknown rule option 'trumps'"):
        rules.replace(trumps=True)
    with pytest.raises(RulesError, match="'target'"):
        rules.replace(target=-5)


def test_presets_named_in_the_issue() -> None:
    assert PRESETS["Tressette 21"] == Rules.for_variant("tressette")
    classico = PRESETS["Classico a posta"]
    assert classico.variant == "tressette" and classico.cappotto == "wins_match"
    assert classico.redeal_under_one_point and classico.collatondrione
    assert classico.deal_packet == 5  # seed 004: five cards at a time
    spizz = PRESETS["Spizzichino 51 con buongioco"]
    assert (spizz.variant, spizz.target, spizz.declarations) == ("spizzichino", 51, True)
    mazz = PRESETS["Spizzichino a mazzetti 51"]
    assert (mazz.variant, mazz.target) == ("mazzetti", 51)


def test_presets_for_variant_keeps_display_order() -> None:
    names = list(presets_for("tressette"))
    assert names[0] == "Tressette 21" and "Classico a posta" in names
    assert all(r.variant == "mazzetti" for r in presets_for("mazzetti").values())
    assert presets_for("briscola") == {}


def test_auto_declare_is_a_retired_option_still_read() -> None:
    """Auto-declare is the player's preference, not a rule (issue 13): records and
    settings written before still carry it, and they still load."""
    old = {**Rules.for_variant("mazzetti").to_dict(), "auto_declare": False}
    assert "auto_declare" not in Rules.for_variant("mazzetti").to_dict()
    assert Rules.from_dict(old) == Rules.for_variant("mazzetti")
    with pytest.raises(RulesError, match="unknown rule option 'auto_declarer'"):
        Rules.from_dict({"auto_declarer": True})
