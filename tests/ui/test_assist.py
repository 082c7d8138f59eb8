"""Hints and undo against bots through the window (issue 16): asked on the bot thread,
the card glows with its reason, the match becomes unranked after one question; undo
gives back the earlier position and the same future; never in hot-seat."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import legal_cards, make_window, setup, two_player, wait_for_human
from tressette_gui.analysis import EvaluatorSettings
from tressette_gui.engine import Card, Match, Observation
from tressette_gui.records import to_record
from tressette_gui.ui.session.autosave import Autosave
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A quick evaluator for the tests (the app's hint takes about a second).
QUICK = EvaluatorSettings(samples=24, exact_samples=8)
YES = QMessageBox.StandardButton.Yes


def window_at_turn(qtbot: QtBot, seed: int = 3) -> MainWindow:
    window = make_window(qtbot)
    window.assist.assist.settings = QUICK
    window.start_match(setup(), seed=seed)
    wait_for_human(qtbot, window)
    return window


def say_yes(window: MainWindow) -> str:
    box = window.dialog
    assert isinstance(box, QMessageBox), box
    text = box.text()
    box.button(YES).click()
    return text


def running(window: MainWindow) -> Match:
    match = window.controller.match
    assert match is not None
    return match


def seen(window: MainWindow) -> Observation:
    obs = window.controller.observation()
    assert obs is not None
    return obs


def glowing(window: MainWindow) -> list[Card]:
    return [key.card for key, item in window.scene.cards.items()
            if isinstance(key, Face) and item.highlighted and key.card in seen(window).hand]


def test_a_hint_makes_a_card_glow_with_its_reason_after_one_question(qtbot: QtBot) -> None:
    window = window_at_turn(qtbot)
    assist = window.assist.assist
    assert window.controls.hint_button.isVisible() and window.controls.undo_button.isVisible()
    window.assist.ask_hint()
    assert not running(window).hints_used  # nothing before the answer
    with qtbot.waitSignal(assist.hinted, timeout=20_000) as hinted:
        assert "does not count in your standings" in say_yes(window)
    text = str(hinted.args[0])
    assert text.startswith("Hint: play the ") and "(" in text
    assert window.controls.prompt.text() == text and not window.statusBar().currentMessage()
    (card,) = glowing(window)
    assert card in legal_cards(seen(window)) and card.rank.italian in text
    assert running(window).hints_used and to_record(running(window))["hints_used"] is True
    with qtbot.waitSignal(assist.hinted, timeout=20_000):  # asked once a match only
        window.assist.ask_hint()
        assert window.dialog is None
    assert glowing(window) == [card]  # the same position gets the same hint


def held(window: MainWindow, key: Qt.Key, text: str) -> None:
    """The repeats of ``key`` held down, as they reach the table once a dialog closed:
    each a release and a press at one time (ms), flagged as repeats by Qt or not (X11
    events Qt read one by one)."""
    for time, flagged in ((1000, True), (1040, False), (1080, False)):
        for kind in (QEvent.Type.KeyRelease, QEvent.Type.KeyPress):
            event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text, flagged)
            event.setTimestamp(time)
            QApplication.sendEvent(window.view, event)


def test_a_key_held_to_answer_the_hint_question_plays_nothing(qtbot: QtBot) -> None:
    window = window_at_turn(qtbot)
    before = seen(window)
    window.assist.ask_hint()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    messages: list[str] = []
    window.statusBar().messageChanged.connect(messages.append)
    with qtbot.waitSignal(window.assist.assist.hinted, timeout=20_000):
        QTest.keyClick(box, Qt.Key.Key_Return)  # Yes, the default answer
        assert window.dialog is None
        held(window, Qt.Key.Key_Return, "\r")
        held(window, Qt.Key.Key_Y, "y")  # the English "&Yes"
    assert seen(window) == before and running(window).hints_used
    assert "No card for that key" not in messages
    assert len(glowing(window)) == 1


def test_no_hint_is_kept_when_the_human_played_meanwhile(qtbot: QtBot) -> None:
    window = window_at_turn(qtbot)
    running(window).hints_used = True
    assist = window.assist.assist
    with qtbot.waitSignal(window.controller.bots.bot_thread.evaluated, timeout=20_000):
        assert assist.hint() and assist.pending
        assert window.controller.human.play_card(legal_cards(seen(window))[0])
    wait_for_human(qtbot, window)
    assert not glowing(window) and not window.statusBar().currentMessage().startswith("Hint")


def test_hot_seat_offers_no_hint_and_no_undo(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=1)
    qtbot.waitUntil(lambda: window.controller.covered)
    window.controller.uncover()
    wait_for_human(qtbot, window)
    assert not window.assist.assist.offered
    assert not window.controls.hint_button.isVisible()
    window.assist.ask_hint()
    assert window.dialog is None
    assert window.statusBar().currentMessage() == "Hints are for a match against bots"
    window.assist.ask_undo()
    assert window.statusBar().currentMessage() == "Undo is for a match against bots"
    assert not running(window).hints_used and not running(window).undo_used


def test_undo_gives_back_the_position_and_the_same_future(qtbot: QtBot) -> None:
    window = window_at_turn(qtbot)
    window.assist.ask_undo()  # nothing played yet in this deal: no question
    assert window.dialog is None
    assert window.statusBar().currentMessage() == "Nothing to undo in this deal yet"
    for _ in range(4):
        before, card = seen(window), legal_cards(seen(window))[0]
        window.controller.human.play_card(card)
        wait_for_human(qtbot, window)
        after = seen(window)
        window.assist.ask_undo()
        if window.statusBar().currentMessage().startswith("No undo"):
            assert window.dialog is None
            continue  # a bot declared: its cards stay shown
        assert "does not count in your standings" in say_yes(window)
        wait_for_human(qtbot, window)
        assert seen(window) == before and running(window).undo_used
        assert to_record(running(window))["undo_used"] is True
        window.controller.human.play_card(card)
        wait_for_human(qtbot, window)
        assert seen(window) == after  # the bots answer as before
        return
    raise AssertionError("no undo in four turns")


def test_the_autosave_after_undo_resumes_where_the_undo_left(qtbot: QtBot,
                                                             tmp_path: Path) -> None:
    window = window_at_turn(qtbot, seed=5)
    window.flow.autosave = Autosave(tmp_path)
    running(window).undo_used = True  # asked before: no question
    for _ in range(4):
        before = seen(window)
        window.controller.human.play_card(legal_cards(before)[0])
        wait_for_human(qtbot, window)
        if window.assist.assist.undo():
            wait_for_human(qtbot, window)
            saved = Autosave(tmp_path).load()
            assert saved is not None
            assert saved[0].observe(0) == before and saved[0].undo_used
            return
    raise AssertionError("no undo in four turns")
