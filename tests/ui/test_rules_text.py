"""rules_html: only the paragraphs that apply to the chosen rules (R3-R8); RulesDialog."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tressette_gui.engine import PRESETS, Rules
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.language.rules_text import rules_html


def test_every_preset_renders() -> None:
    for rules in PRESETS.values():
        html = rules_html(rules)
        assert "32 terzi" in html  # R1
        assert "3, 2, Asso, Re, Cavallo" in html  # R1 strength


def test_stock_only_for_spizzichino() -> None:  # R3.2
    assert "monte" in rules_html(Rules.for_variant("spizzichino"))
    assert "monte" not in rules_html(Rules.for_variant("tressette"))
    assert "monte" not in rules_html(Rules.for_variant("mazzetti"))


def test_piles_only_for_mazzetti() -> None:  # R3.3
    html = rules_html(Rules.for_variant("mazzetti"))
    assert "8 mazzetti (piles)" in html
    assert "pick up a face-up Asso, Due or Tre" in html
    assert "pile" not in rules_html(Rules.for_variant("spizzichino"))
    assert "pile" not in rules_html(Rules.for_variant("tressette"))


def test_signals_only_for_tressette_with_signals() -> None:  # R8
    assert "Busso" in rules_html(Rules.for_variant("tressette"))
    assert "Busso" not in rules_html(Rules.for_variant("tressette", signals=False))
    assert "Busso" not in rules_html(Rules.for_variant("spizzichino"))


def test_vinco_subito_only_when_on() -> None:  # R7
    assert "Vinco subito" not in rules_html(Rules.for_variant("tressette"))
    html = rules_html(Rules.for_variant("tressette", vinco_subito=True, target=31))
    assert "Vinco subito" in html
    assert "reaches 31" in html


def test_match_end_options() -> None:  # R7
    assert "played to 51 points" in rules_html(Rules.for_variant("spizzichino"))
    deals = Rules.for_variant("tressette", match_end="deals", deals=5)
    assert "lasts 5 deals" in rules_html(deals)
    assert "single deal" in rules_html(deals.replace(deals=1))
    assert "spareggi" in rules_html(deals)
    drawn = rules_html(deals.replace(tiebreak="draw"))
    assert "spareggi" not in drawn
    assert "match is drawn" in drawn


def test_declaration_timing() -> None:  # R5
    assert "first turn of the deal" in rules_html(Rules.for_variant("tressette"))
    drawn = rules_html(Rules.for_variant("spizzichino"))
    assert "upgraded" in drawn
    first = rules_html(Rules.for_variant("spizzichino", declare_drawn=False))
    assert "upgraded" not in first
    assert "first 10 cards count" in first
    off = rules_html(Rules.for_variant("spizzichino", declarations=False))
    assert "Napola" not in off
    assert "declarations) are off" in off


def test_optional_sections() -> None:  # R5 decima, R7 redeal, R6 cappotto
    plain = Rules.for_variant("tressette", collatondrione=False, redeal_under_one_point=False)
    assert "collatondrione" not in rules_html(plain)
    assert "new deal" not in rules_html(plain)
    assert "collatondrione" in rules_html(Rules.for_variant("tressette"))
    assert "new deal" in rules_html(Rules.for_variant("tressette"))
    assert "ends the match" not in rules_html(plain)
    assert "8 (stramazzone)" in rules_html(plain.replace(cappotto="wins_match"))
    two = rules_html(Rules.for_variant("mazzetti", cappotto="wins_match"))
    assert "3 (stramazzo)" in two
    assert "Cappottone" not in two


def test_deal_packet() -> None:  # R3.1
    assert "five cards at a time" in rules_html(PRESETS["Classico a posta"])
    assert "one card at a time" in rules_html(PRESETS["Tressette 21"])


def test_dialog_shows_text(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules.for_variant("mazzetti"))
    qtbot.addWidget(dialog)
    assert "Spizzichino a mazzetti" in dialog.windowTitle()
    assert "mazzetti (piles)" in dialog.browser.toPlainText()
