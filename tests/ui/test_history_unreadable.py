"""A history database that can no longer be read (closed, locked, failing) on the ways
into it that run in Qt's event loop: back from a replay to the History window, the
analysis of a match (History > Analyse the last match, the match-over box's Analyse my
play) and the stored review. No exception escapes (pytest-qt fails a test on one) and
the player is told."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.replay_helpers import stored_window
from tressette_gui.history import History
from tressette_gui.ui.dialogs.history_dialog import HistoryDialog
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def history_of(window: MainWindow) -> History:
    """The window's open history."""
    archive = window.history_flow.archive
    assert archive is not None and archive.history is not None
    return archive.history


def test_back_from_a_replay_to_an_unreadable_history(qtbot: QtBot, user_home: Path) -> None:
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    window.history_menu.show_history()
    dialog = window.dialog
    assert isinstance(dialog, HistoryDialog)
    dialog.table.setCurrentIndex(dialog.model.index(0, 0))
    dialog.replay_button.click()
    assert window.replay_mode.match_id == match_id
    history_of(window).close()
    window.replay_bar.closeRequested.emit()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith("The match history cannot be read: ")
    qtbot.waitUntil(lambda: not window.findChildren(HistoryDialog))  # none half-built
    assert not window.controller.replaying and window.scene.new_match_button.isVisible()


def test_analysing_a_match_of_an_unreadable_history(qtbot: QtBot, user_home: Path) -> None:
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    history_of(window).close()
    window.history_menu.analysis_action.trigger()  # enabled while the history was read
    assert window.statusBar().currentMessage() == (
        "The last match cannot be read from the history")
    assert not window.analysis.analyse_match(match_id)  # the match-over box's way
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith(f"Match {match_id} cannot be replayed: ")
    assert not window.controller.replaying


def test_a_stored_review_that_cannot_be_read(qtbot: QtBot, user_home: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    def failing(_match_id: int, _seat: int) -> None:
        raise sqlite3.OperationalError("disk I/O error")
    monkeypatch.setattr(history_of(window).analyses, "review", failing)
    window.replay_mode.start(match_id)
    assert window.replay_mode.match_id == match_id and window.controller.replaying
    assert window.statusBar().currentMessage() == (
        "The stored analysis cannot be read: disk I/O error")
