"""Wording of an Italian playtest (session 14): the rules of a two-player game name a
player, never a pair (coppia), where four players' rules name a side of two partners
(R3, R5, R6, R7); the cards that complete a combination later are drawn or picked up,
not taken (prese: won in a trick) (R5)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.test_new_match_dialog import make
from tressette_gui.engine import Rules
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.rules_text import rules_html


def _rules(qapp: QApplication, lang: str, variant: str) -> str:
    """The rules window's text (HTML, entities resolved) of ``variant`` in ``lang``
    (English again after)."""
    install_translator(qapp, lang)
    try:
        return unescape(rules_html(Rules.for_variant(variant)))
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize("variant", ["spizzichino", "mazzetti"])
def test_two_player_rules_name_no_pair(qapp: QApplication, variant: str) -> None:
    """Playtest: "Ogni coppia conta i terzi", "le due coppie si dividono 11 punti",
    "perde la coppia che..." in the rules of a heads-up game."""
    italian = _rules(qapp, "it", variant)
    assert re.findall(r"\w*coppi\w*", italian, re.IGNORECASE) == []
    assert "Ogni giocatore conta i terzi" in italian
    assert "i due giocatori si dividono sempre 11 punti" in italian
    english = _rules(qapp, "en", variant)
    assert re.findall(r"\b(?:sides?|pairs?)\b", english) == []
    assert "Each player counts the thirds" in english


def test_four_player_rules_keep_the_pair(qapp: QApplication) -> None:
    italian = _rules(qapp, "it", "tressette")
    for sentence in ("Ogni coppia conta i terzi", "le due coppie si dividono sempre 11 punti",
                     "perde la coppia che ne ha fatto l'ultima presa",
                     "alla coppia di chi accusa", "la sua coppia vince subito la partita"):
        assert sentence in italian
    assert "Each side counts the thirds" in _rules(qapp, "en", "tressette")


@pytest.mark.parametrize(("variant", "later"), [
    ("spizzichino", ("completate con carte pescate dopo", "con una carta pescata")),
    ("mazzetti", ("completate con carte raccolte dopo dai mazzetti",
                  "con una carta raccolta dai tuoi mazzetti")),
])
def test_cards_completing_a_combination_are_not_taken(qapp: QApplication, variant: str,
                                                      later: tuple[str, str]) -> None:
    """Playtest: "Accusa le combinazioni completate con carte prese dopo" read as cards
    won in tricks; the "Questa partita" line and the rules' paragraph say how the card
    came to the hand in this game."""
    italian = _rules(qapp, "it", variant)
    assert all(words in italian for words in later)
    assert "prese dopo" not in italian and "carta presa" not in italian
    english = _rules(qapp, "en", variant)
    assert "taken later" not in english and "a card you took" not in english


def test_new_match_option_says_drawn_or_picked_up(qtbot: QtBot, qapp: QApplication) -> None:
    english_dialog = make(qtbot)
    english = english_dialog.checks["declare_drawn"].text()
    install_translator(qapp, "it")
    try:
        italian_dialog = make(qtbot)
        italian = italian_dialog.checks["declare_drawn"].text()
    finally:
        install_translator(qapp, "en")
    assert italian == "Accu&sa le combinazioni completate con carte pescate o raccolte dopo"
    assert english == "Declare combinations completed &by cards drawn or picked up later"
