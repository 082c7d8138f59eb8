"""Where a player looks for the analysis of a match (a newcomer's playtest, session 12):
"Analyse my play" in the match-over box and History > Analyse the last match open the
match's replay with the analysis running; disabled, with the reason, when there is no
match in the history to analyse."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import resumed, start_app, write_prefs
from tests.ui.history_helpers import random_match
from tests.ui.replay_helpers import game_match, stored_window
from tests.ui.table_helpers import images, make_window, setup, wait_for_human
from tests.ui.test_analysis_view import QUICK
from tressette_gui.history import BotSeat, History, ProfileSeat
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def analyse_button(qtbot: QtBot, window: MainWindow) -> QPushButton:
    """The "Analyse my play" button of the match-over box the window shows."""
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    button = window.dialog.findChild(QPushButton, "analyseButton") if window.dialog else None
    assert button is not None and button.text() == "&Analyse my play"
    return button


def test_the_match_over_box_opens_the_analysis_of_that_match(qtbot: QtBot,
                                                             user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    window.analysis.settings = QUICK
    window.entry.resign()
    button = analyse_button(qtbot, window)
    stored = window.history_flow.last_stored
    assert stored is not None and button.isEnabled()
    with qtbot.waitSignal(window.analysis.job.finished, timeout=120_000) as done:
        button.click()
        assert window.dialog is None
        assert window.replay_mode.match_id == stored.match_id
        assert window.analysis.job.analysing == (stored.match_id, 0)
        assert window.analysis_pane.progress.isVisible()
    assert done.args[0].review is not None and done.args[0].review.complete


def test_a_match_not_in_the_history_cannot_be_analysed_and_says_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)  # no history
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.entry.resign()
    button = analyse_button(qtbot, window)
    assert not button.isEnabled()
    assert button.toolTip() == ("This match is not in the match history, so it cannot be "
                                "analysed.")


def test_a_match_resigned_before_any_choice_has_nothing_to_analyse(qtbot: QtBot,
                                                                   user_home: Path) -> None:
    """Resigned on the player's first turn (0 deals played, no card chosen): the match is
    stored, but "Analyse my play" is off and says there is nothing to analyse."""
    write_prefs(user_home, Preferences(animation_speed="off", player_name="Ada"))
    window = start_app(qtbot)
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.accept()
    wait_for_human(qtbot, window)
    window.entry.resign()
    button = analyse_button(qtbot, window)
    assert window.history_flow.last_stored is not None  # in the history all the same
    assert not button.isEnabled()
    assert button.toolTip() == "Nothing to analyse: the match ended before you chose a card."


def test_the_history_menu_analyses_the_last_match(qtbot: QtBot, user_home: Path) -> None:
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    window.analysis.settings = QUICK
    menu = window.history_menu
    menu.menu.aboutToShow.emit()
    action = menu.analysis_action
    assert action.isEnabled() and action in menu.menu.actions()
    assert f"match {match_id}" in action.toolTip()
    with qtbot.waitSignal(window.analysis.job.finished, timeout=120_000):
        action.trigger()
        assert window.replay_mode.match_id == match_id
        assert window.analysis.job.analysing == (match_id, 0)


def test_the_menu_entry_waits_for_a_match_in_the_history(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive.open(path))
    qtbot.addWidget(window)
    action = window.history_menu.analysis_action
    assert not action.isEnabled()
    assert action.toolTip() == "No match in the history yet: finish one to analyse it"
    match = game_match("spizzichino")
    with History(path) as history:
        ada = history.profiles.create("Ada", "#c03030").id
        match_id = history.matches.store(match, [ProfileSeat(ada), BotSeat("esperto")])
    window.history_menu.menu.aboutToShow.emit()
    assert action.isEnabled() and window.history_menu.last_match() == match_id


def test_the_menu_entry_is_off_when_the_last_match_has_nothing_to_analyse(
        qtbot: QtBot, tmp_path: Path) -> None:
    """The last match stored was resigned before Ada's first choice: History > Analyse
    is off, saying why as the match-over box does; a match played after turns it on."""
    path = tmp_path / "history.sqlite"
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive.open(path))
    qtbot.addWidget(window)
    menu, action = window.history_menu, window.history_menu.analysis_action
    with History(path) as history:
        ada = history.profiles.create("Ada", "#c03030").id
        resigned = random_match("spizzichino", 2, resign=0)  # no card played at all
        history.matches.store(resigned, [ProfileSeat(ada), BotSeat("esperto")])
    menu.menu.aboutToShow.emit()
    assert menu.last_match() is not None and not action.isEnabled()
    assert action.toolTip() == "Nothing to analyse: the match ended before you chose a card."
    with History(path) as history:
        match_id = history.matches.store(game_match("spizzichino"),
                                         [ProfileSeat(ada), BotSeat("esperto")])
    menu.menu.aboutToShow.emit()
    assert action.isEnabled() and f"match {match_id}" in action.toolTip()


def test_the_menu_entry_survives_a_database_that_cannot_be_read(
        qtbot: QtBot, qapp: QApplication, user_home: Path) -> None:
    """A language change does not read the database (the menu's words only), and when
    the menu opens on a database that cannot be read the entry is off: no exception in
    Qt's event loop (a closed connection made every retranslation raise)."""
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    menu = window.history_menu
    menu.menu.aboutToShow.emit()
    assert menu.analysis_action.isEnabled()
    history = window.history_flow.archive.history if window.history_flow.archive else None
    assert history is not None
    history.close()
    install_translator(qapp, "it")
    try:
        assert f"{match_id}" in menu.analysis_action.toolTip()  # the words follow
        menu.menu.aboutToShow.emit()
        assert not menu.analysis_action.isEnabled() and menu.last_match() is None
    finally:
        install_translator(qapp, "en")
