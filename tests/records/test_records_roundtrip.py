"""Records round trip (issue 2): writing a finished or unfinished match and
reading it back gives the same state, for all three variants (R3)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from tests.records.records_support import (
    assert_same,
    new_match,
    play_bots,
    play_random,
    round_trip,
    tressette_layout,
)
from tressette_gui.engine import (
    VARIANTS,
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Declare,
    PickUp,
    Play,
    Rank,
    Redeal,
    Rules,
    Signal,
    Suit,
    parse_cards,
)
from tressette_gui.records import FORMAT, VERSION, dumps, load, loads, save, to_record
from tressette_gui.records.schema import action_from_dict
from tressette_gui.records.writing import action_to_dict

SHORT = {"match_end": "deals", "deals": 2}


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_finished_match_round_trips(variant: str, seed: int) -> None:
    match = new_match(Rules.for_variant(variant, **SHORT), seed)
    play_random(match, random.Random(seed))
    assert match.result is not None
    copy = round_trip(match)
    assert_same(match, copy)
    assert copy.seat_to_act() is None


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("steps", [0, 1, 2, 3, 17, 41, 45, 60])
def test_unfinished_match_round_trips_and_continues_alike(variant: str, steps: int) -> None:
    """Mid-trick, between tricks, during pile choice, at a deal's start: the copy
    shows the same to every seat and the same actions give the same events."""
    match = new_match(Rules.for_variant(variant, target=31), 40 + steps)
    play_random(match, random.Random(steps), steps)
    assert match.result is None
    copy = round_trip(match)
    assert_same(match, copy)
    rng = random.Random(99)
    while match.result is None:
        action = rng.choice(match.legal_actions())
        assert copy.apply(action) == match.apply(action)
    assert_same(match, copy)


@pytest.mark.parametrize("variant", VARIANTS)
def test_bot_match_round_trips(variant: str) -> None:
    match = new_match(Rules.for_variant(variant, **SHORT), 11)
    play_bots(match, random.Random(5), 30)
    assert_same(match, round_trip(match))
    play_bots(match, random.Random(6))
    assert match.result is not None
    assert_same(match, round_trip(match))


def test_mazzetti_record_holds_pile_plays_and_pick_ups() -> None:
    """R3.3: plays from piles and picked-up honours are recorded and replayed."""
    match = new_match(Rules.for_variant("mazzetti", **SHORT), 3)
    play_bots(match, random.Random(3))
    actions = [a for d in to_record(match)["dealings"] for a in d["actions"]]
    assert any("choose_piles" in a for a in actions)
    assert any("pick_up" in a for a in actions)
    assert any("pile" in a for a in actions)
    assert_same(match, round_trip(match))


def test_resigned_match_round_trips() -> None:
    """R10: a resignation is recorded and replayed after the actions."""
    match = new_match(Rules.for_variant("tressette"), 8)
    play_random(match, random.Random(8), 13)
    match.resign(2)
    record = to_record(match)
    assert record["resigned"] == 2
    assert record["result"]["ended_by"] == "resign"
    assert_same(match, round_trip(match))


def test_voided_deal_round_trips() -> None:
    """R7: a deal voided by a redeal question is a dealing of the record."""
    dealer = 3
    poor = tressette_layout(dealer, "4c 5c 6c 7c 4d 5d 6d 7d 4s 5s")
    match = new_match(Rules.for_variant("tressette"), 5, dealer=dealer, layouts=(poor,))
    assert match.legal_actions() == (Redeal(True), Redeal(False))
    match.apply(Redeal(True))
    play_random(match, random.Random(1), 6)
    record = to_record(match)
    assert record["dealings"][0]["actions"] == [{"redeal": True}]
    assert len(record["dealings"]) == 2
    assert record["dealings"][1]["dealer"] == dealer
    assert_same(match, round_trip(match))


def test_collatondrione_round_trips() -> None:
    """R5: a napoletana decima ends the match before the first card."""
    layout = tressette_layout(0, "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc")
    match = new_match(Rules.for_variant("tressette"), 5, dealer=0, layouts=(layout,))
    assert match.result is not None and match.result.ended_by == "collatondrione"
    record = to_record(match)
    assert record["dealings"][0]["actions"] == []
    assert_same(match, round_trip(match))


def test_declarations_round_trip() -> None:
    """R5: declarations are actions of the record."""
    layout = tressette_layout(0, "Ac 2c 3c Ad As Ab 4d 5d 6d 7d")
    match = new_match(Rules.for_variant("tressette"), 5, dealer=0, layouts=(layout,))
    match.apply(Declare(Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE)))
    match.apply(Declare(Declaration(DeclarationKind.QUATERNA, rank=Rank.ASSO)))
    assert to_record(match)["dealings"][0]["actions"] == [
        {"declare": "napola", "suit": "c"}, {"declare": "quaterna", "rank": "A"}]
    assert_same(match, round_trip(match))


@pytest.mark.parametrize("action, form", [
    (Play(parse_cards("Ac")[0]), {"play": "Ac"}),
    (Play(parse_cards("3d")[0], 1), {"play": "3d", "pile": 1}),
    (Play(parse_cards("Rc")[0], None, Signal.BUSSO), {"play": "Rc", "signal": "busso"}),
    (PickUp(0), {"pick_up": 0}),
    (Declare(Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE)),
     {"declare": "napola", "suit": "c"}),
    (Declare(Declaration(DeclarationKind.TRIS, rank=Rank.ASSO)), {"declare": "tris", "rank": "A"}),
    (Redeal(True), {"redeal": True}),
    (ChoosePiles((0, 3), (5, 6)), {"choose_piles": {"hand": [0, 3], "front": [5, 6]}}),
])
def test_action_forms(action: object, form: dict[str, object]) -> None:
    """The documented JSON form of each action (docs/record-format.md)."""
    assert action_to_dict(action) == form  # type: ignore[arg-type]
    assert action_from_dict(form) == action


def test_dumps_is_versioned_json_and_loads_back() -> None:
    match = new_match(Rules.for_variant("spizzichino", **SHORT), 4)
    play_random(match, random.Random(4), 25)
    text = dumps(match)
    data = json.loads(text)
    assert (data["format"], data["version"]) == (FORMAT, VERSION) == ("tressette-record", 2)
    assert data["names"] == ["Ada", "Bo"]
    assert len(data["dealings"][0]["stock"]) == 20
    assert text.endswith("}\n") and max(len(line) for line in text.splitlines()) <= 100
    assert_same(match, loads(text))


def test_save_replaces_the_file_atomically(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_text("old content", encoding="utf-8")
    match = new_match(Rules.for_variant("mazzetti"), 6)
    play_random(match, random.Random(6), 9)
    save(match, path)
    assert os.listdir(tmp_path) == ["autosave.json"]  # no temporary file left behind
    assert_same(match, load(path))
    play_random(match, random.Random(7), 9)
    save(match, str(path))
    assert_same(match, load(path))


def test_save_into_an_unwritable_place_raises_oserror(tmp_path: Path) -> None:
    match = new_match(Rules.for_variant("tressette"), 1)
    (tmp_path / "file").write_text("not a folder")
    with pytest.raises(OSError):
        save(match, tmp_path / "file" / "record.json")
    assert (tmp_path / "file").read_text() == "not a folder"
