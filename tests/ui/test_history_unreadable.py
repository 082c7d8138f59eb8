"""A history database that can no longer be read (closed, locked, failing) on the ways
into it that run in Qt's event loop: back from a replay to the History window, the
analysis of a match (History > Analyse the last match, the match-over box's Analyse my
play), the stored review, the History, Standings, Statistics and Profiles windows
opened and, while open, reading on (pages, filters, order, a game or player chosen,
export, import, a profile made, renamed, recoloured or deleted). No exception escapes
(pytest-qt fails a test on one), what is shown stays and the player is told (once)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QComboBox, QDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.history_helpers import filled
from tests.ui.replay_helpers import stored_window
from tressette_gui.history import History, HistoryFilter
from tressette_gui.ui.dialogs.history_dialog import HistoryDialog
from tressette_gui.ui.dialogs.history_model import DATE, POINTS, HistoryModel
from tressette_gui.ui.dialogs.profiles_dialog import ProfilesDialog
from tressette_gui.ui.dialogs.standings_dialog import StandingsDialog
from tressette_gui.ui.dialogs.statistics_dialog import StatisticsDialog
from tressette_gui.ui.session.match_archive import MatchArchive
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


UNREAD = "The match history cannot be read: "


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    """A history of 4 matches, closed at the end (closing twice does no harm)."""
    opened, _ada, _bo = filled(tmp_path / "history.sqlite", 4)
    yield opened
    opened.close()


def test_a_page_that_cannot_be_read(qtbot: QtBot, history: History) -> None:
    model = HistoryModel(history.browser, HistoryFilter(), page=1)
    model.fetchMore()
    shown = model.match_row(0)
    history.close()
    with qtbot.waitSignal(model.unreadable) as told:
        model.fetchMore()
    assert told.args is not None and "closed" in told.args[0]
    assert model.problem == told.args[0]
    assert model.rowCount() == 1 and model.match_row(0) == shown
    assert not model.canFetchMore()  # the view does not ask again and again
    with qtbot.assertNotEmitted(model.unreadable):  # told once
        model.fetchMore()
        assert not model.set_view(HistoryFilter(descending=False))
    assert model.view == HistoryFilter() and model.match_row(0) == shown


def test_the_history_window_keeps_its_list(qtbot: QtBot, history: History) -> None:
    dialog = HistoryDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    rows = [dialog.model.match_row(r) for r in range(dialog.model.rowCount())]
    assert len(rows) == 4 and dialog.count.text() == "Matches: 4"
    history.close()
    dialog.games.setCurrentIndex(1)  # a filter
    assert dialog.count.text().startswith(UNREAD)
    assert dialog.games.currentIndex() == 0  # back to the list shown
    dialog.table.horizontalHeader().sectionClicked.emit(POINTS)  # an order
    header = dialog.table.horizontalHeader()
    assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (
        DATE, Qt.SortOrder.DescendingOrder)
    assert [dialog.model.match_row(r) for r in range(dialog.model.rowCount())] == rows
    assert dialog.model.view == HistoryFilter()
    assert not dialog.export(rows[0].match_id, history.path.parent / "match.json")
    assert dialog.message.startswith("The match could not be exported: ")


def test_an_import_into_an_unreadable_history(qtbot: QtBot, history: History,
                                              tmp_path: Path) -> None:
    dialog = HistoryDialog(history)
    qtbot.addWidget(dialog)
    record = tmp_path / "match.json"
    assert dialog.export(dialog.model.match_row(0).match_id, record)
    history.close()
    assert dialog.import_files([record]) == 1
    assert dialog.message.startswith("match.json: ")


def _one_box(qtbot: QtBot, dialog: QDialog, combo: QComboBox) -> None:
    """Choosing on ``combo`` after the history closed keeps the choice shown and tells
    the problem in one message box, however often the player chooses."""
    for index in (1, 2):
        combo.setCurrentIndex(index)
        assert combo.currentIndex() == 0
    boxes = dialog.findChildren(QMessageBox)
    assert len(boxes) == 1 and boxes[0].text().startswith(UNREAD)


def test_the_standings_window_keeps_its_table(qtbot: QtBot, history: History) -> None:
    dialog = StandingsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    players, charted = dialog.players_shown, dialog.profiles_charted
    assert players and charted
    history.close()
    _one_box(qtbot, dialog, dialog.games)
    assert (dialog.players_shown, dialog.profiles_charted) == (players, charted)


def test_the_statistics_window_keeps_its_figures(qtbot: QtBot, history: History) -> None:
    dialog = StatisticsDialog(history)
    qtbot.addWidget(dialog)
    dialog.show()
    shown, played = dialog.statistics, dialog.values["played"].text()
    assert shown is not None and played == str(shown.played)
    history.close()
    _one_box(qtbot, dialog, dialog.games)
    assert dialog.statistics is shown and dialog.values["played"].text() == played


def test_the_profiles_window_keeps_its_list(qtbot: QtBot, history: History,
                                            tmp_path: Path) -> None:
    dialog = ProfilesDialog(MatchArchive(history, folder=tmp_path))
    qtbot.addWidget(dialog)
    dialog.show()
    names = [dialog.profiles.item(i).text() for i in range(dialog.profiles.count())]
    assert sorted(names) == ["Ada", "Bo"]
    history.close()
    dialog.profiles.setCurrentRow(1)
    for button in (dialog.rename_button, dialog.colour_button, dialog.delete_button):
        button.click()  # each asks about the profile chosen, as listed
    for asked in dialog.findChildren(QDialog):
        asked.reject()
    profile = dialog.chosen()
    assert profile is not None and profile.name == names[1]
    dialog.name_chosen(None, "Cleo")
    dialog.name_chosen(profile, "Adele")
    dialog.colour_chosen(profile, QColor("#112233"))
    dialog.delete_answered(profile, True)
    boxes = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert len(boxes) == 1 and boxes[0].text() == dialog.unreadable
    assert dialog.unreadable.startswith("The match history cannot be used: ")
    assert [dialog.profiles.item(i).text() for i in range(dialog.profiles.count())] == names
    assert dialog.chosen() == profile


@pytest.mark.parametrize("dialog_type", [HistoryDialog, StandingsDialog, StatisticsDialog,
                                         ProfilesDialog])
def test_opening_a_window_over_an_unreadable_history(
        qtbot: QtBot, user_home: Path, dialog_type: type[QDialog]) -> None:
    window, _match, _match_id = stored_window(qtbot, user_home, "spizzichino")
    history_of(window).close()
    menu = window.history_menu
    {HistoryDialog: menu.history_action, StandingsDialog: menu.standings_action,
     StatisticsDialog: menu.statistics_action,
     ProfilesDialog: menu.profiles_action}[dialog_type].trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith(UNREAD)
    qtbot.waitUntil(lambda: not window.findChildren(dialog_type))  # none half-built
