"""The Standings window (R9, issue 15): the standings table of one game or of all of
them (every player who played: profiles, bots by level, guests), and a chart of each
profile's running standings total over time (:class:`~.line_chart.LineChart`).

Standings sum the engine's R9 amount of each ranked match (no hints, no undo); played
and won count every stored match.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QDateTime,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTime,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine import VARIANTS
from ...history import History, Standing, StandingsPoint
from ..language.history_words import player_name, standings_text
from ..language.i18n import date_string
from ..language.rules_text import game_title
from .choice_reader import ChoiceReader
from .line_chart import LineChart, Series
from .sizing import fit_size

#: Columns of the table.
RANK, PLAYER, PLAYED, WON, RANKED, STANDINGS = range(6)
#: Date ticks on the chart's time axis.
DATE_TICKS = 5
#: Hours between the ticks of a chart of one day, the fewest giving at most
#: :data:`DATE_TICKS` + 1 ticks (see :func:`time_axis`).
HOURS_APART = (1, 2, 3, 6)

_ROOT = QModelIndex()
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class StandingsModel(QAbstractTableModel):
    """A standings table (R9) as a flat Qt table model: rank, player (a bot by its
    level's name, a deleted profile marked), matches played, won, ranked, and the
    standings total. :meth:`set_standings` replaces the rows (a model reset)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._lines: list[Standing] = []

    def set_standings(self, lines: Sequence[Standing]) -> None:
        """Show ``lines`` in their order (highest standings first)."""
        self.beginResetModel()
        self._lines = list(lines)
        self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        """One row per player (0 under a valid parent: the model is flat)."""
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        """Six columns (0 under a valid parent)."""
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles; no row headers."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 6:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if section == PLAYER else _RIGHT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("#"), self.tr("Player"), self.tr("Played"), self.tr("Won"),
                self.tr("Ranked"), self.tr("Standings"))[section]

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """DisplayRole: text; DecorationRole: a profile's colour by its name;
        TextAlignmentRole; ToolTipRole on the standings (how R9 counts)."""
        if not index.isValid() or index.row() >= len(self._lines):
            return None
        line, column = self._lines[index.row()], index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if column == PLAYER else _RIGHT
        if role == Qt.ItemDataRole.DecorationRole and column == PLAYER:
            colour = line.player.colour
            return QColor(colour) if colour else None
        if role == Qt.ItemDataRole.ToolTipRole and column == STANDINGS:
            return self.tr("Winners gain 1, 3 or 5 points by the match's length, plus one "
                           "per sweep; losers lose as much. Only ranked matches count.")
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column == RANK:
            return str(index.row() + 1)
        if column == PLAYER:
            name = player_name(line.player)
            return self.tr("%1 (deleted)").replace("%1", name) if line.player.deleted else name
        if column == STANDINGS:
            return standings_text(line.standings)
        return str((line.played, line.won, line.ranked)[column - PLAYED])


def date_ticks(first: float, last: float, count: int = DATE_TICKS) -> list[tuple[float, str]]:
    """``count`` evenly spaced ticks from ``first`` to ``last`` (seconds since 1970),
    each labelled with its local date (:func:`~..language.i18n.date_string`; one tick
    when they are the same moment)."""
    if last <= first:
        count = 1
    ticks = []
    for i in range(count):
        moment = first + (last - first) * i / max(count - 1, 1)
        ticks.append((moment, date_string(QDateTime.fromSecsSinceEpoch(int(moment)).date())))
    return ticks


@dataclass(frozen=True, slots=True)
class TimeAxis:
    """The chart's time axis, in seconds since 1970: from ``low`` to ``high`` (low <
    high), its ``ticks`` as (moment, label), and ``day``: the local date's label
    (:func:`~..language.i18n.date_string`) when every moment lies on that one day, the ticks then
    giving the time of day; "" otherwise."""

    low: float
    high: float
    ticks: tuple[tuple[float, str], ...]
    day: str


def time_axis(first: float, last: float) -> TimeAxis:
    """The time axis of a chart from moment ``first`` to ``last`` (seconds since 1970,
    ``first`` <= ``last``): from the first to the last, with :func:`date_ticks`; when
    both are on the same local day (a single match, or all on one evening), the hours
    of that day from the whole hour before the first to the whole hour after the last
    (within the day), ticks :data:`HOURS_APART` apart labelled with the time (the
    locale's short format), so the matches stand apart instead of on one vertical
    line."""
    day = QDateTime.fromSecsSinceEpoch(int(first)).date()
    if QDateTime.fromSecsSinceEpoch(int(last)).date() != day:
        return TimeAxis(first, last, tuple(date_ticks(first, last)), "")
    midnight = QDateTime(day, QTime(0, 0))

    def hour(moment: float) -> int:  # the hour of the day it falls in
        return midnight.secsTo(QDateTime.fromSecsSinceEpoch(int(moment))) // 3600

    hours = max(0, hour(first) - 1), min(24, hour(last) + 2)
    apart = next((h for h in HOURS_APART if hours[1] - hours[0] <= h * DATE_TICKS),
                 HOURS_APART[-1])
    ticks = tuple((float(midnight.addSecs(hour * 3600).toSecsSinceEpoch()),
                   date_string(midnight.addSecs(hour * 3600).time()))
                  for hour in range(hours[0], hours[1] + 1, apart))
    return TimeAxis(float(midnight.addSecs(hours[0] * 3600).toSecsSinceEpoch()),
                    float(midnight.addSecs(hours[1] * 3600).toSecsSinceEpoch()), ticks,
                    date_string(day))


class StandingsDialog(QDialog):
    """History > Standings over ``history``: ``games`` (a combo box: all games or one),
    the table (``table``, :attr:`model`) and the chart (``chart``) of every profile's
    running total over time, in the profile's colour. With no line on the chart, its
    text says whether the table has ranked matches (of bots and guests: the chart
    follows profiles only) or none. Opening raises sqlite3.Error when the database
    cannot be read; a game chosen later that cannot be read is told by ``reader``
    (:class:`~.choice_reader.ChoiceReader`), the standings shown staying."""

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Standings"))
        self._history = history
        self.games = QComboBox(self)
        self.games.addItem(self.tr("All games"), None)
        for variant in VARIANTS:
            self.games.addItem(game_title(variant), variant)
        self.model = StandingsModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(False)
        self.chart = LineChart(self)
        self.chart.setMinimumSize(300, 160)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.table)
        split.addWidget(self.chart)
        split.setStretchFactor(1, 1)
        top = QHBoxLayout()
        caption = QLabel(self.tr("&Game:"), self)
        caption.setBuddy(self.games)
        top.addWidget(caption)
        top.addWidget(self.games)
        top.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(split, 1)
        layout.addWidget(buttons)
        self._show()
        self.reader = ChoiceReader(self, (self.games,), self._show)
        self.table.resizeColumnsToContents()
        frame = 2 * self.table.frameWidth() + self.table.verticalScrollBar().sizeHint().width()
        self.table.setMinimumWidth(header.length() + frame)  # every column whole
        fit_size(self, 1000, 600)

    def _show(self) -> None:
        """Read the chosen game's standings, then show them. Raises sqlite3.Error when
        the database cannot be read (nothing shown changed)."""
        game = self.games.currentData()
        stats = self._history.stats
        table = stats.standings(game)
        lines, moments = [], []
        for profile in self._history.profiles.all():
            series = stats.standings_series(profile.id, game)
            if series:
                lines.append(_series(profile.name, QColor(profile.colour), series))
                moments += [series[0].played_at.timestamp(), series[-1].played_at.timestamp()]
        self.model.set_standings(table)
        axis = time_axis(min(moments), max(moments)) if moments else None
        title = self.tr("Date")
        if axis is not None and axis.day:  # one day: its hours along the axis
            title = self.tr("Time of day, %1").replace("%1", axis.day)
        empty = self.tr("No ranked match yet")
        if any(line.ranked for line in table):  # ranked matches of bots and guests only
            empty = self.tr("No profile has played a ranked match yet")
        self.chart.set_lines(lines, x_title=title, empty=empty,
                             x_ticks=None if axis is None else axis.ticks,
                             x_range=None if axis is None else (axis.low, axis.high))

    @property
    def players_shown(self) -> list[str]:
        """The players' names in the table, in order (for tests and tools)."""
        return [self.model.index(row, PLAYER).data() for row in range(self.model.rowCount())]

    @property
    def profiles_charted(self) -> list[str]:
        """The profiles with a line on the chart."""
        return [series.label for series in self.chart.series]


def _series(name: str, colour: QColor, points: Sequence[StandingsPoint]) -> Series:
    """A profile's standings line: 0 just before its first ranked match, then its total
    after each one (x: seconds since 1970); only the totals when every match is at one
    moment (a single ranked match: a point, not a vertical line from 0)."""
    line = Series(name, colour, tuple((p.played_at.timestamp(), float(p.total))
                                      for p in points), dot=2.5)
    if line.at_one_x:
        return line
    return replace(line, points=((line.points[0][0], 0.0), *line.points))

