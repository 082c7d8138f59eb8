"""Two people at one screen (hot-seat) from a hot-seat playtest: a person's name is never
a bot's (the New match dialog, switching games), the setup and Settings say "Player 1"
and "the people at the table" instead of "You" and "me", and Resign names who resigns
(R10: the one whose turn it is)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, two_player, wait_turn
from tests.ui.test_new_match_dialog import choose_game, make
from tressette_gui.bots import LEVELS
from tressette_gui.engine import Rules
from tressette_gui.history import Profile
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.levels import bot_name
from tressette_gui.ui.session.match_setup import MatchSetup

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

ANNA, BRUNO = Profile(1, "Anna", "#c03030", None), Profile(2, "Bruno", "#2f62b8", None)
#: Every name a bot can have, at any seat of any game.
BOT_NAMES = {bot_name(level, seat, players) for level in LEVELS
             for players in (2, 4) for seat in range(1, players)}


def test_spizzichino_tressette_spizzichino_keeps_the_person_s_name(qtbot: QtBot) -> None:
    """The playtest's switch (shots 33, 34): Bruno stays Bruno, not "Beginner (East)"."""
    hot_seat = MatchSetup(Rules.for_variant("spizzichino"), ("Anna", "Bruno"), (None, None))
    dialog = make(qtbot, hot_seat, (ANNA, BRUNO))
    assert dialog.setup().names == ("Anna", "Bruno")
    choose_game(dialog, "tressette")
    assert dialog.setup().names[1] == "Beginner (East)"  # a bot plays East
    choose_game(dialog, "spizzichino")
    assert dialog.players.hot_seat and dialog.seat_names[0].isEnabled()
    setup = dialog.setup()
    assert setup.names == ("Anna", "Bruno") and setup.levels == (None, None)
    assert setup.profiles == (1, 2)  # Bruno's own profile: no new one named after a bot


def test_a_typed_name_comes_back_and_no_bot_s_name_ever_becomes_a_person_s(
        qtbot: QtBot) -> None:
    dialog = make(qtbot, None)  # four-player Tressette against bots, no profile
    choose_game(dialog, "spizzichino")
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))
    assert dialog.setup().names[1] == "Opponent"  # the default name, not a bot's
    dialog.seat_names[0].setEditText("Bea")
    for variant in ("tressette", "mazzetti", "tressette", "spizzichino"):
        choose_game(dialog, variant)  # the opponent stays a person with two players
        assert dialog.setup().names[1] == ("Beginner (East)" if variant == "tressette"
                                           else "Bea")
        if variant != "tressette":
            dialog.opponent.setCurrentIndex(dialog.opponent.findData("bot"))
            assert dialog.setup().names[1] in BOT_NAMES
            dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))
            assert dialog.setup().names[1] == "Bea"  # as typed, not offered anew


def words(button: QAbstractButton) -> str:
    """``button``'s text without its Alt-letter's "&"."""
    return button.text().replace("&", "")


def shown_labels(dialog: NewMatchDialog) -> list[str]:
    """The seats' labels shown, without their Alt-letters' "&"."""
    return [label.text().replace("&", "") for label in dialog.players.findChildren(QLabel)
            if label.isVisibleTo(dialog.players)]


def test_the_setup_words_the_seats_and_auto_declare_for_two_people(qtbot: QtBot) -> None:
    dialog = make(qtbot, two_player("spizzichino"))
    assert shown_labels(dialog) == ["You (South):", "Opponent:", "Opponent's name:"]
    assert words(dialog.auto_declare) == "Declare for me automatically"
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))
    assert shown_labels(dialog) == ["Player 1 (South):", "Opponent:", "Player 2:"]
    assert words(dialog.auto_declare) == "Declare automatically for the people at the table"
    choose_game(dialog, "tressette")  # no second person with four players
    assert shown_labels(dialog) == ["You (South):", "East:", "North (partner):", "West:"]
    assert words(dialog.auto_declare) == "Declare for me automatically"


def test_the_italian_setup_says_giocatore_1_and_the_people_at_the_table(
        qtbot: QtBot, qapp: QApplication) -> None:
    install_translator(qapp, "it")
    try:
        dialog = make(qtbot, two_player("spizzichino", hot_seat=True))
        assert shown_labels(dialog) == ["Giocatore 1 (Sud):", "Avversario:", "Giocatore 2:"]
        assert words(dialog.auto_declare) == "Accusa automaticamente per le persone al tavolo"
        dialog.opponent.setCurrentIndex(dialog.opponent.findData("bot"))
        assert shown_labels(dialog)[0] == "Tu (Sud):"
        assert words(dialog.auto_declare) == "Accusa per me automaticamente"
    finally:
        install_translator(qapp, "en")


def test_settings_word_auto_declare_for_the_match_on_the_table(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    action = window.menus.auto_declare_action
    assert action.text() == "&Declare for me automatically"
    window.start_match(two_player("spizzichino", hot_seat=True), seed=2)
    assert action.text() == "&Declare automatically for the people at the table"
    window.start_match(two_player("spizzichino"), seed=2)
    assert action.text() == "&Declare for me automatically"


def test_hot_seat_resign_names_the_person_whose_turn_it_is(qtbot: QtBot) -> None:  # R10
    window = make_window(qtbot)
    window.start_match(two_player("mazzetti", hot_seat=True), seed=5)
    wait_turn(qtbot, window)
    match = window.controller.match
    assert match is not None
    seat = match.seat_to_act()
    assert seat is not None
    name = ("Anna", "Bruno")[seat]
    window.menus.resign_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text() == (f"{name} resigns? It is {name}'s turn: the match counts as "
                          f"lost for {name}.")
    box.button(QMessageBox.StandardButton.Yes).click()
    assert match.resigned == seat
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert window.dialog is not None
    heading = window.dialog.findChild(QLabel, "winnerLabel")
    assert heading is not None and heading.text() == f"{name} resigns"
