"""Wording of an Italian regression playtest (session 13): the cappotto option's tooltip
for the game chosen, in the option's own words and with its stake (R6, R9); one verb,
"accusare", for declaring (R5); the log of the guided deal resigned (R10); the "This
match" lines on declarations (R5)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.test_guided import guided
from tests.ui.test_new_match_dialog import choose_game, make
from tressette_gui.engine import Rules
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.rules_text import rules_html

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

CATALOGUE = Path(__file__).resolve().parents[2] / "tressette_gui" / "i18n" / "tressette_it.ts"


@pytest.fixture(params=["en", "it"])
def language(request: pytest.FixtureRequest, qapp: QApplication) -> object:
    """Each language installed for one test, English again after it."""
    install_translator(qapp, request.param)
    yield request.param
    install_translator(qapp, "en")


def _cappotto(qtbot: QtBot, variant: str) -> tuple[str, list[str]]:
    """The cappotto option's tooltip and its choices' words, ``variant`` chosen."""
    dialog = make(qtbot)
    choose_game(dialog, variant)
    combo = dialog.choices["cappotto"]
    return combo.toolTip(), [combo.itemText(i) for i in range(combo.count())]


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])
def test_cappotto_tip_quotes_the_choices_it_explains(qtbot: QtBot, language: str,
                                                     variant: str) -> None:
    """Playtest shot 37: the tip quoted «Vince la partita», the option read "vincono la
    partita (posta 2 o 3)"."""
    tip, choices = _cappotto(qtbot, variant)
    assert len(choices) == 2
    for choice in choices:
        quoted = f"\u00ab{choice}\u00bb" if language == "it" else f"\u201c{choice}\u201d"
        assert quoted in tip


@pytest.mark.parametrize(("variant", "who", "stakes"), [
    ("spizzichino", "one player takes every trick", "cappotto 2, stramazzo 3."),
    ("mazzetti", "one player takes every trick", "cappotto 2, stramazzo 3."),
    ("tressette", "one side takes every trick",
     "cappotto 2, stramazzo 3, cappottone 6, stramazzone 8."),
])
def test_cappotto_tip_is_for_the_game_and_explains_the_stake(qtbot: QtBot, variant: str,
                                                             who: str, stakes: str) -> None:
    """Playtest shot 37: "a side" with two players, and the stake never said."""
    tip = _cappotto(qtbot, variant)[0]
    assert who in tip
    assert ("one side" in tip) is (variant == "tressette")
    assert "The stake is what the match is worth to players who play for a stake" in tip
    assert tip.endswith(f"When a sweep wins the match, the stake is: {stakes}")


def test_cappotto_tip_in_italian(qtbot: QtBot, qapp: QApplication) -> None:
    install_translator(qapp, "it")
    try:
        two, four = _cappotto(qtbot, "spizzichino")[0], _cappotto(qtbot, "tressette")[0]
    finally:
        install_translator(qapp, "en")
    assert two.startswith("Cappotto: un giocatore fa tutte le prese della smazzata; "
                          "stramazzo: un giocatore prende tutti i punti delle carte anche "
                          "se l'altro fa una presa.")
    assert "coppia" not in two and "Vince la partita" not in two
    assert four.startswith("Cappotto: una coppia fa tutte le prese")
    assert two.endswith("La posta è quanto vale la partita per chi gioca a posta: 1, o di "
                        "più quando un evento chiude la partita.\nQuando la partita si vince "
                        "con un cappotto, la posta è: cappotto 2, stramazzo 3.")


def test_declaring_is_accusare_in_the_whole_catalogue() -> None:
    """Playtest shot 30: the lesson said "dichiara ora" under a button "Accusa": every
    message about declaring (its English says "declar...") says it with "accusare",
    never "dichiarare"."""
    found = []
    for context in ET.parse(CATALOGUE).getroot().iter("context"):
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if translation is None or translation.get("type") == "vanished" \
                    or "declar" not in source.lower():
                continue
            texts = [translation.text or ""] + [form.text or ""
                                                 for form in translation.iter("numerusform")]
            found += [(source, text) for text in texts if "dichiar" in text.lower()]
    assert found == []


@pytest.mark.parametrize(("lang", "line"), [
    ("en", "Practice deal ended."), ("it", "Smazzata di prova chiusa.")])
def test_resigned_guided_deal_logs_practice_ended(qtbot: QtBot, qapp: QApplication,
                                                  tmp_path: Path, lang: str,
                                                  line: str) -> None:
    """Playtest shot 33: "Tester & Nord si arrendono, 0-0 dopo 0 smazzate" for a
    practice deal, which is no match and has no score."""
    install_translator(qapp, lang)
    try:
        window = guided(qtbot, tmp_path)
        window.menus.resign_action.trigger()
        box = window.dialog
        assert isinstance(box, QMessageBox)
        yes = box.button(QMessageBox.StandardButton.Yes)
        assert yes is not None
        yes.click()
        qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
        assert window.log.toPlainText().splitlines()[-1] == line
    finally:
        install_translator(qapp, "en")


def test_this_match_declarations_in_italian(qapp: QApplication) -> None:
    """Playtest shot 45: "Gli accusi valgono, anche delle combinazioni..." (the "Questa
    partita" section: the only place these lines are written)."""
    install_translator(qapp, "it")
    try:
        drawn = rules_html(Rules.for_variant("spizzichino"))
        first = rules_html(Rules.for_variant("spizzichino", declare_drawn=False))
    finally:
        install_translator(qapp, "en")
    assert ("Gli accusi valgono, anche quelli delle combinazioni completate con carte "
            "pescate dopo." in drawn)
    assert "Gli accusi valgono, ma solo quelli delle prime 10 carte." in first
