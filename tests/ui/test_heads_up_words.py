"""Wording of an Italian playtest (session 14): the rules of a two-player game name a
player, never a pair (coppia), where four players' rules name a side of two partners
(R3, R5, R6, R7)."""

from __future__ import annotations

import re
from html import unescape

import pytest
from PySide6.QtWidgets import QApplication

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
