"""The History window (issue 15): the lazy list model (qtmodeltester, pages read as the
view scrolls, sorted and filtered in SQL), replaying a match, exporting one, and
importing record files (a malformed one refused with the replay tool's message and
nothing of it stored)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHeaderView,
    QMessageBox,
    QStyle,
    QStyleOptionHeader,
)
from pytestqt.qtbot import QtBot

from tests.ui.history_helpers import START, filled, opened_copy, random_match
from tressette_gui.history import BotSeat, History, HistoryFilter, Outcome, ProfileSeat, SortKey
from tressette_gui.records import load, save, to_record
from tressette_gui.ui.dialogs.history_dialog import HistoryDialog
from tressette_gui.ui.dialogs.history_model import (
    DATE,
    OPPONENTS,
    POINTS,
    RESULT,
    STANDINGS,
    HistoryModel,
)
from tressette_gui.ui.dialogs.statistics_dialog import StatisticsDialog
from tressette_gui.ui.language.levels import bot_name, level_name

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A history of 15 matches, made once for the module (copied by each test)."""
    folder = tmp_path_factory.mktemp("stored")
    history, _ada, _bo = filled(folder / "history.sqlite", 15)
    history.close()
    return folder / "history.sqlite"


@pytest.fixture
def history(stored: Path, tmp_path: Path) -> Iterator[History]:
    with opened_copy(stored, tmp_path) as opened:
        yield opened


def ada(history: History) -> int:
    return next(p.id for p in history.profiles.all() if p.name == "Ada")


def test_the_model_passes_qtmodeltester_with_lazy_pages(qtmodeltester: object,
                                                        history: History) -> None:
    model = HistoryModel(history.browser, HistoryFilter(), page=4)
    assert model.rowCount() == 0 and model.total == 15 and model.canFetchMore()
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    while model.canFetchMore():
        model.fetchMore()
    assert model.rowCount() == 15
    qtmodeltester.check(model)  # type: ignore[attr-defined]


def test_rows_read_page_by_page_newest_first(qtbot: QtBot, history: History) -> None:
    model = HistoryModel(history.browser, HistoryFilter(), page=4)
    with qtbot.waitSignal(model.rowsInserted):
        model.fetchMore()
    assert model.rowCount() == 4
    model.fetchMore()
    dates = [model.match_row(r).played_at for r in range(model.rowCount())]
    assert len(dates) == 8 and dates == sorted(dates, reverse=True)
    first = model.match_row(0)
    assert first.match_id == 15  # the last stored, seen from seat 0
    assert first.names[1:] == ("Est", "Nord", "Ovest")[:len(first.names) - 1]  # as played
    assert first.levels[0] is None and None not in first.levels[1:]
    levels = first.levels
    bots = " & ".join(bot_name(level, s, len(levels)) for s, level in enumerate(levels)
                      if s % 2 == 1 and level is not None)  # bots by their English names
    if len(levels) == 4 and levels[1] == levels[3]:  # one level: the seats, the level once
        bots = f"East & West ({level_name(str(levels[1]))})"
    assert model.index(0, OPPONENTS).data() == bots
    assert model.index(0, OPPONENTS).data() != " & ".join(first.names[1::2])
    assert model.index(0, POINTS).data() == f"{first.points[0]}\u2013{first.points[1]}"


def test_sorting_and_filtering_happen_in_the_database(history: History) -> None:
    model = HistoryModel(history.browser, HistoryFilter(player_id=ada(history)), page=50)
    model.fetchMore()
    assert model.total == 11  # Bo played four of the fifteen
    model.sort(POINTS, Qt.SortOrder.DescendingOrder)
    assert model.view.sort is SortKey.POINTS and model.view.descending
    model.fetchMore()
    points = [model.match_row(r).points[0] for r in range(model.rowCount())]
    assert points == sorted(points, reverse=True)
    model.sort(OPPONENTS, Qt.SortOrder.AscendingOrder)  # not sortable: nothing changes
    assert model.view.sort is SortKey.POINTS
    model.set_view(HistoryFilter(player_id=ada(history), outcome=Outcome.LOST,
                                 game="spizzichino"))
    model.fetchMore()
    rows = [model.match_row(r) for r in range(model.rowCount())]
    assert rows and all(r.outcome is Outcome.LOST and r.game == "spizzichino" for r in rows)
    assert model.index(0, RESULT).data().startswith("Lost")


def test_an_unranked_match_says_so(history: History) -> None:
    model = HistoryModel(history.browser, HistoryFilter(), page=50)
    model.fetchMore()
    row = next(r for r in range(model.rowCount()) if not model.match_row(r).ranked)
    assert model.index(row, STANDINGS).data() == "unranked"
    assert "Not ranked" in model.index(row, DATE).data(Qt.ItemDataRole.ToolTipRole)


def test_the_window_filters_sorts_and_replays(qtbot: QtBot, history: History) -> None:
    dialog = HistoryDialog(history, ada(history))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.players.currentData() == ada(history)
    assert dialog.count.text() == "Matches: 11"
    dialog.games.setCurrentIndex(dialog.games.findData("tressette"))
    assert dialog.model.view.game == "tressette"
    assert dialog.count.text() == f"Matches: {dialog.model.total}"
    dialog.table.horizontalHeader().sectionClicked.emit(POINTS)
    assert dialog.model.view.sort is SortKey.POINTS and dialog.model.view.descending
    dialog.table.horizontalHeader().sectionClicked.emit(POINTS)
    assert not dialog.model.view.descending
    dialog.table.horizontalHeader().sectionClicked.emit(OPPONENTS)
    assert dialog.model.view.sort is SortKey.POINTS
    assert dialog.table.horizontalHeader().sortIndicatorSection() == POINTS
    assert not dialog.replay_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.model.rowCount() > 0)
    dialog.table.setCurrentIndex(dialog.model.index(0, DATE))
    assert dialog.replay_button.isEnabled()
    wanted = dialog.model.match_row(0).match_id
    with qtbot.waitSignal(dialog.replayRequested) as opened:
        dialog.replay_button.click()
    assert opened.args == [wanted]


def test_the_list_comes_back_as_it_was_read_once(qtbot: QtBot, history: History) -> None:
    """Back from a replay the History window shows the view it had (every filter and
    the order) with the replayed match chosen, reading the list once: one model reset,
    not one per filter set."""
    first = HistoryDialog(history, ada(history))
    qtbot.addWidget(first)
    first.players.setCurrentIndex(first.players.findData(None))  # every match
    first.games.setCurrentIndex(first.games.findData("spizzichino"))
    first.levels.setCurrentIndex(first.levels.findData("intermedio"))
    first.results.setCurrentIndex(first.results.findData(Outcome.LOST))
    first.table.horizontalHeader().sectionClicked.emit(POINTS)
    view = first.model.view
    rows = [first.model.match_row(r).match_id for r in range(first.model.rowCount())]
    assert len(rows) >= 2 and view.player_id is None and view.sort is SortKey.POINTS
    again = HistoryDialog(history, view.player_id)
    qtbot.addWidget(again)
    resets: list[None] = []
    again.model.modelReset.connect(lambda: resets.append(None))
    again.restore(view, rows[-1])
    assert len(resets) == 1
    assert again.model.view == view and again.count.text() == first.count.text()
    assert [again.model.match_row(r).match_id for r in range(again.model.rowCount())] == rows
    assert again.table.currentIndex().row() == len(rows) - 1
    assert again.table.horizontalHeader().sortIndicatorSection() == POINTS


def combo_texts(combo: QComboBox) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def arrow_points_down(header: QHeaderView, section: int) -> bool:
    """True when the sort arrow drawn on ``section`` of ``header`` is ▼ (more of its
    ink in its upper half), False for ▲."""
    option = QStyleOptionHeader()
    header.initStyleOption(option)
    header.initStyleOptionForIndex(option, section)
    option.rect = QRect(header.sectionViewportPosition(section), 0,
                        header.sectionSize(section), header.height())
    arrow = header.style().subElementRect(QStyle.SubElement.SE_HeaderArrow, option, header)
    image = header.grab(arrow).toImage()
    background = image.pixelColor(0, 0).lightness()
    ink = [sum(background - image.pixelColor(x, y).lightness() > 60
               for x in range(image.width())) for y in range(image.height())]
    half = image.height() // 2
    assert sum(ink) > 0, "no arrow drawn"
    return sum(ink[:half]) > sum(ink[half:])


def test_the_sort_arrow_points_the_way_the_rows_run(qtbot: QtBot, history: History) -> None:
    dialog = HistoryDialog(history, ada(history))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    header = dialog.table.horizontalHeader()
    assert header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder  # Qt's meaning
    qtbot.waitUntil(lambda: dialog.model.rowCount() > 1)
    rows = [dialog.model.match_row(r).played_at for r in range(dialog.model.rowCount())]
    assert rows == sorted(rows, reverse=True)  # the newest match on top...
    assert arrow_points_down(header, DATE)  # ...under ▼
    header.sectionClicked.emit(DATE)
    assert header.sortIndicatorOrder() == Qt.SortOrder.AscendingOrder
    assert not arrow_points_down(header, DATE)  # the oldest on top, under ▲


def test_a_profile_never_played_is_offered_only_when_it_is_the_one_asked_for(
        qtbot: QtBot, history: History) -> None:
    never = history.profiles.create("Zed", "#123456").id  # named, then never played
    for player in (ada(history), None):
        dialog = HistoryDialog(history, player)
        statistics = StatisticsDialog(history, player)
        qtbot.addWidget(dialog)
        qtbot.addWidget(statistics)
        assert combo_texts(dialog.players) == ["Ada", "Bo", "Every match"]
        assert combo_texts(statistics.profiles) == ["Ada", "Bo"]
    dialog = HistoryDialog(history, never)  # the player at the table: their own list
    statistics = StatisticsDialog(history, never)
    qtbot.addWidget(dialog)
    qtbot.addWidget(statistics)
    assert dialog.players.currentText() == statistics.profiles.currentText() == "Zed"
    assert dialog.count.text() == "Matches: 0"


def test_every_match_is_listed_after_an_empty_list(qtbot: QtBot, history: History) -> None:
    """A playtest: the History opened on a profile with no match (its matches imported
    under a guest of its name); "Every match" then said "Matches: 3" over an empty table,
    also once reopened: after the model's reset the view, laid out already, asked for no
    rows. The model now reads the first page of a new view itself."""
    never = history.profiles.create("Zed", "#123456").id
    dialog = HistoryDialog(history, never)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.model.rowCount() == 0
    dialog.players.setCurrentIndex(dialog.players.findData(None))
    assert dialog.count.text() == "Matches: 15"
    assert dialog.model.rowCount() == 15  # read with the reset, not left to the view
    assert dialog.model.index(0, DATE).data()
    dialog.players.setCurrentIndex(dialog.players.findData(never))
    assert dialog.model.rowCount() == 0 and dialog.count.text() == "Matches: 0"


def test_export_writes_the_stored_record(qtbot: QtBot, history: History,
                                         tmp_path: Path) -> None:
    dialog = HistoryDialog(history)
    qtbot.addWidget(dialog)
    target = tmp_path / "out.json"
    assert dialog.export(3, target)
    assert to_record(load(target)) == history.matches.record(3)
    assert dialog.message == f"Match 3 was exported to {target}"
    assert not dialog.export(3, target / "x.json")  # under a file: cannot be written
    assert dialog.message.startswith("The match could not be exported:")


def test_import_refuses_a_malformed_record_and_stores_nothing_of_it(
        qtbot: QtBot, history: History, tmp_path: Path) -> None:
    dialog = HistoryDialog(history, None)
    qtbot.addWidget(dialog)
    good = tmp_path / "friend.json"
    save(random_match("mazzetti", 101), good)
    bad = tmp_path / "bad.json"
    record = json.loads(good.read_text(encoding="utf-8"))
    record["dealings"][0]["actions"][3], record["dealings"][0]["actions"][4] = (
        record["dealings"][0]["actions"][4], record["dealings"][0]["actions"][3])
    bad.write_text(json.dumps(record), encoding="utf-8")
    before = history.matches.count()
    tables = {t: history.connection.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
              for t in ("players", "matches", "records", "seats", "declarations", "sweeps")}
    assert dialog.import_files([bad]) == 1
    assert dialog.message.startswith("bad.json: deal 1, action ")
    assert {t: history.connection.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
            for t in tables} == tables  # never half-stored
    boxes = [b for b in dialog.findChildren(QMessageBox) if b.isVisible()]
    assert boxes and boxes[-1].icon() is QMessageBox.Icon.Warning
    assert dialog.import_files([good, tmp_path / "missing.json"]) == 1
    assert history.matches.count() == before + 1
    assert dialog.message.splitlines()[0] == f"friend.json: stored as match {before + 1}"
    assert dialog.message.splitlines()[1].startswith("missing.json: ")
    assert dialog.model.total == before + 1  # the list shows it
    assert dialog.import_files([good]) == 0
    assert dialog.message == f"friend.json: already stored as match {before + 1}"


def test_a_profile_on_both_sides_has_one_row_with_no_result(qtbot: QtBot,
                                                            history: History) -> None:
    """A match with Ada at seat 0 and at seat 1: listed once for her, "Both sides" and no
    standings; the list of every match shows seat 0's result."""
    me = ada(history)
    history.matches.store(random_match("tressette", 7), [
        ProfileSeat(me), ProfileSeat(me), BotSeat("esperto"), BotSeat("campione")],
        played_at=START + timedelta(days=30))
    dialog = HistoryDialog(history, me)
    qtbot.addWidget(dialog)
    assert dialog.count.text() == "Matches: 12"  # 11 before, one more
    assert dialog.model.match_row(0).match_id == 16
    assert dialog.model.match_row(1).match_id != 16
    assert dialog.model.index(0, RESULT).data() == "Both sides"
    assert dialog.model.index(0, RESULT).data(Qt.ItemDataRole.ForegroundRole) is None
    assert dialog.model.index(0, STANDINGS).data() == "\u2013"
    assert "Played on both sides" in dialog.model.index(0, DATE).data(
        Qt.ItemDataRole.ToolTipRole)
    dialog.players.setCurrentIndex(dialog.players.findData(None))
    dialog.model.fetchMore()
    assert dialog.model.match_row(0).match_id == 16
    assert dialog.model.index(0, RESULT).data() in ("Won", "Lost")
