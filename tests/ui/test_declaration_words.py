"""The declarations as the table words them (R5), from a newcomer's playtest: the Score
dock's list follows the language (also after a switch mid-match), and a tris upgraded
to a quaterna reads as the upgrade it is, never as a quaterna worth 1 point."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.bots.bot_positions import layout
from tests.ui.language_helpers import assert_reworded
from tests.ui.table_helpers import make_window, setup
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declare,
    Declared,
    Match,
    Play,
    Rank,
    parse_cards,
)
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.seat_names import table_seats, texts
from tressette_gui.ui.language.texts import declaration_text, describe_event

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

QUATERNA = Declaration(DeclarationKind.QUATERNA, rank=Rank.TRE)


def test_the_score_dock_lists_declarations_in_the_language_installed(
        qtbot: QtBot, qapp: QApplication) -> None:
    """A match set up in English (bots named by level and seat), resumed in Italian,
    in which East declared a tris di Due: its line names East as the rest of the table
    does ("Principiante (Est)", not "Beginner (East)"), and again after a switch back
    to English mid-match."""
    base = setup(match_end="deals", deals=1)
    who = table_seats(base.names, base.levels)
    chosen = replace(base, names=texts(who), who=who)
    assert chosen.names[1] == "Beginner (East)"
    match = Match(chosen.rules, 0, chosen.names, dealer=3, layouts=[layout(
        chosen.rules, "4c 5c 6c 7c Fc Cc Rc 4d 5d 6d | 2c 2d 2s 4s 5s 6s 7s 4b 5b 6b")])
    match.apply(Play(Card.from_code("4c")))
    match.apply(Declare(Declaration(DeclarationKind.TRIS, rank=Rank.DUE)))  # East, R5
    install_translator(qapp, "it")
    try:
        window = make_window(qtbot)
        window.resume_match(match, chosen)
        assert window.scene.names[1] == "Principiante (Est)"
        qtbot.waitUntil(lambda: "Principiante (Est): +3 (tris di Due)"
                        in window.score_panel.text())
        assert "Beginner" not in window.score_panel.text()
        assert_reworded(qtbot, qapp, "en", window.score_panel.text,
                        "Beginner (East): +3 (tris di Due)", "Principiante")
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "upgrade", "line"), [
    ("en", "+1 (tris di Tre becomes quaterna: 4)", "Ada declares quaterna di Tre +1 (the "
     "tris di Tre becomes quaterna: 4): Tre di bastoni"),
    ("it", "+1 (tris di Tre diventa quaterna: 4)", "Ada accusa quaterna di Tre +1 (il "
     "tris di Tre diventa quaterna: 4): Tre di bastoni")])
def test_an_upgrade_to_quaterna_reads_as_one(qapp: QApplication, language: str, upgrade: str,
                                            line: str) -> None:
    """R5: a quaterna completing a tris declared before scores the difference, 1 point;
    the Score dock, the log (and every other list) say so; a quaterna declared at once
    is worth 4."""
    install_translator(qapp, language)
    try:
        assert declaration_text(1, QUATERNA) == upgrade
        assert declaration_text(4, QUATERNA) == "+4 (quaterna di Tre)"
        event = Declared(0, QUATERNA, tuple(parse_cards("3b")), 1)
        assert describe_event(event, ("Ada", "b", "c", "d")) == line
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "line"), [
    ("en", "Alex declares tris di Tre +3: Tre di denari, Tre di coppe, Tre di spade"),
    ("it", "Alex accusa tris di Tre +3: Tre di denari, Tre di coppe, Tre di spade")])
def test_the_log_words_a_declaration_once(qapp: QApplication, language: str,
                                          line: str) -> None:
    """R5, from a playtest: the log named the declaration and then its cards, each in
    brackets ("Alex declares +3 (tris di Tre) (Tre di denari, ...)"): now its name and
    worth, then its cards after a colon."""
    tris = Declaration(DeclarationKind.TRIS, rank=Rank.TRE)
    install_translator(qapp, language)
    try:
        event = Declared(0, tris, tuple(parse_cards("3d 3c 3s")), 3)
        assert describe_event(event, ("Alex", "b")) == line
    finally:
        install_translator(qapp, "en")
