"""The questions around a match (window.session_flow): a running match is never
thrown away without asking, resigning asks first (R10), a demo is a demo only while
bots play every seat, Quit says when the match is saved, and after the match the
table offers a new one."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import NO, YES, answer, resumed, start_app
from tests.ui.replay_helpers import stored_window
from tests.ui.table_helpers import (
    images,
    make_window,
    setup,
    two_player,
    wait_for_human,
)
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.session.autosave import FILE_NAME
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")




def test_demo_asks_before_abandoning_a_match_and_no_keeps_it(qtbot: QtBot,
                                                              user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    running = window.controller.match
    assert running is not None
    running.hints_used = True  # unranked (R9): abandoned, it is dropped
    saved = (user_home / FILE_NAME).read_bytes()
    window.flow.start_demo()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text() == "Abandon the current match? It will not be saved."
    assert box.defaultButton() is box.button(NO)
    answer(window, NO)
    assert window.controller.match is running and window.controller.waiting_for_human
    assert window.setup.humans == (0,)
    assert (user_home / FILE_NAME).read_bytes() == saved
    window.flow.start_demo()
    answer(window, YES)
    assert window.controller.match is not running and not window.setup.humans
    history = window.history_flow.archive.history if window.history_flow.archive else None
    assert history is not None and history.matches.count() == 0  # not stored


def test_abandoning_a_ranked_match_counts_as_resigning(qtbot: QtBot,
                                                       user_home: Path) -> None:
    """A ranked match against a bot (R9) abandoned for a new one is resigned (R10) and
    stored as lost, the way Match > Resign does: abandoning does not dodge the loss."""
    window = resumed(qtbot, user_home)
    running = window.controller.match
    assert running is not None and window.history_flow.archive is not None
    history = window.history_flow.archive.history
    assert history is not None
    window.flow.start_demo()
    box = window.dialog
    assert isinstance(box, QMessageBox) and box.defaultButton() is box.button(NO)
    assert answer(window, NO) == (
        "Abandon the current match? It counts as resigning: a loss in your standings.")
    assert running.result is None and history.matches.count() == 0
    window.flow.start_demo()
    answer(window, YES)
    assert running.result is not None and running.result.ended_by == "resign"
    assert history.matches.count() == 1
    stored = window.history_flow.last_stored
    assert stored is not None and history.matches.load(stored.match_id).resigned == 0
    assert window.controller.match is not running and not window.setup.humans
    assert not (user_home / FILE_NAME).exists()  # the autosave went with it


def test_a_demo_is_nobodys_turn_and_its_bots_have_bots_names(qtbot: QtBot) -> None:
    """Match > Demo over a human's turn: the status line no longer says "Your turn", and
    seat 0, a bot now, is named as bots are (by level and seat), not as the player."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    assert window.statusBar().currentMessage() == "Your turn"
    statuses: list[str] = []
    window.controller.status.connect(statuses.append)
    window.flow.start_demo()
    answer(window, YES)
    assert window.statusBar().currentMessage() == ""
    match = window.controller.match
    assert match is not None
    qtbot.waitUntil(lambda: len(match.dealings[0].actions) >= 8)
    assert "Your turn" not in statuses and window.statusBar().currentMessage() != "Your turn"
    names = ("Beginner (South)", "Beginner (East)", "Beginner (North)", "Beginner (West)")
    assert window.setup.names == match.names == window.scene.names == names


def test_the_demo_command_names_every_seat_as_a_bot(qtbot: QtBot) -> None:
    window = start_app(qtbot, "--demo", "--level", "esperto", "--game", "spizzichino",
                       "--speed", "off")
    assert window.setup.names == ("Expert (South)", "Expert (North)")  # told apart
    assert window.statusBar().currentMessage() == ""


def test_new_match_dialog_asks_too(qtbot: QtBot, user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    running = window.controller.match
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    answer(window, NO)
    assert window.controller.match is running


def test_a_human_match_after_a_demo_is_not_a_demo(qtbot: QtBot) -> None:
    window = MainWindow(images(), demo=True, prefs=Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.controller.bots.pause_ms = 0
    window.preferences.demo_speed = "fast"  # tressette --demo --speed fast
    window.start_match(setup().demo(), seed=1)
    assert window.demo and window.director.speed == "fast"
    window.start_match(setup(), seed=1)  # Match > New match
    assert not window.demo  # end-of-deal summaries wait for OK
    assert window.director.speed == "off"  # the preferred speed, not the demo's


def test_resign_asks_first(qtbot: QtBot) -> None:  # R10
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.menus.resign_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text() == "Resign this match? It counts as lost."
    box.button(QMessageBox.StandardButton.No).click()
    match = window.controller.match
    assert match is not None and match.result is None and window.controller.waiting_for_human
    window.menus.resign_action.trigger()
    assert isinstance(window.dialog, QMessageBox)
    assert window.statusBar().currentMessage() == "Your turn"
    window.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert match.result is not None and match.result.ended_by == "resign"
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert window.statusBar().currentMessage() == ""  # nobody's turn any more


def test_quitting_a_saved_match_says_it_is_saved(qtbot: QtBot, user_home: Path) -> None:
    note = "The match is saved: you can resume it next time"
    window = resumed(qtbot, user_home)
    assert window.menus.quit_action.statusTip() == note  # shown while Quit is hovered
    window.close()  # immediate: nothing asked
    assert window.dialog is None
    assert window.log.toPlainText().splitlines()[-1] == note
    assert (user_home / FILE_NAME).exists()


def test_a_demo_has_nothing_saved_to_say(qtbot: QtBot, user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    window.flow.start_demo()
    answer(window, YES)
    assert window.menus.quit_action.statusTip() == ""


def test_after_the_match_a_new_match_button(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert window.dialog is not None
    window.dialog.reject()
    assert window.scene.new_match_button.isVisible()
    window.scene.newMatchClicked.emit()
    assert window.dialog is not None and window.dialog.windowTitle() == "New match"


def test_the_new_match_button_covers_no_card_left_on_the_table(qtbot: QtBot) -> None:
    """Resigning in the middle of a trick (R10) leaves its cards on the table: the New
    match button stands clear of them."""
    window = make_window(qtbot)
    for seed in range(20):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        if obs is not None and obs.trick:
            break
    else:
        raise AssertionError("no seed where a bot leads the first trick")
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert window.dialog is not None
    window.dialog.reject()
    button = window.scene.new_match_button
    cards = [item for item in window.scene.cards.values() if item.isVisible()]
    assert button.isVisible() and cards
    assert not any(button.sceneBoundingRect().intersects(item.sceneBoundingRect())
                   for item in cards)


def test_a_new_match_starts_a_fresh_log(qtbot: QtBot) -> None:
    """A new match started while one is on: its log holds its own lines only."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    assert "New match, number 3" in window.log.toPlainText()
    window.start_match(setup(), seed=4)
    wait_for_human(qtbot, window)
    lines = window.log.toPlainText().splitlines()
    assert lines[0] == "New match, number 4"
    assert not any("number 3" in line for line in lines)


def test_a_new_match_cancelled_on_an_empty_table_leaves_the_button(qtbot: QtBot) -> None:
    """The New match dialog cancelled with no match on the table (a save not resumed):
    the table's New match button is there to start one."""
    window = make_window(qtbot)
    assert not window.scene.new_match_button.isVisible()
    window.flow.ask_new_match()
    assert window.dialog is not None
    window.dialog.reject()
    assert window.scene.new_match_button.isVisible()


def test_resign_hint_and_undo_only_while_a_person_s_match_is_on(qtbot: QtBot) -> None:
    """Match > Resign, Hint and Undo are offered only while there is a match to resign
    (R10) or to help with: not on the empty table, not once the match is over; Hint and
    Undo not in a hot-seat match (two people, no bot)."""
    window = make_window(qtbot)
    menus = window.menus
    actions = (menus.resign_action, menus.hint_action, menus.undo_action)
    assert not any(a.isEnabled() for a in actions)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    assert menus.resign_action.isEnabled() and menus.hint_action.isEnabled()
    assert not menus.undo_action.isEnabled()  # on once there is a move to take back
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert not any(a.isEnabled() for a in actions)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=1)
    assert menus.resign_action.isEnabled()
    assert not menus.hint_action.isEnabled() and not menus.undo_action.isEnabled()


def test_abandoning_a_ranked_match_from_the_replay_viewer_counts_too(
        qtbot: QtBot, user_home: Path) -> None:
    """The match waiting behind the replay viewer is resigned all the same (R10)."""
    window, _stored, match_id = stored_window(qtbot, user_home, "spizzichino")
    window.start_match(two_player("spizzichino"), seed=4)
    wait_for_human(qtbot, window)
    running = window.controller.match
    assert running is not None and window.history_flow.archive is not None
    history = window.history_flow.archive.history
    assert history is not None and history.matches.count() == 1
    window.replay_mode.start(match_id)
    assert window.controller.replaying
    window.flow.start_demo()
    assert answer(window, YES) == (
        "Abandon the current match? It counts as resigning: a loss in your standings.")
    assert running.result is not None and running.result.ended_by == "resign"
    assert history.matches.count() == 2 and not window.controller.replaying
    assert not window.setup.humans  # the demo is on
