"""The history list as a lazy Qt table model (issue 15): the stored matches seen from
one player's seat, read page by page from the history's paged query
(``history.Browser``) as the view scrolls (``canFetchMore``/``fetchMore``), sorted and
filtered in SQL, so tens of thousands of matches open and scroll at once. A read that fails once the
list is open (sqlite3.Error: the database closed, locked or failing) keeps the rows
shown and is told by :attr:`HistoryModel.unreadable`.
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor

from ...history import Browser, HistoryFilter, HistoryRow, Outcome, SortKey
from ..language.history_words import (
    date_text,
    ended_text,
    outcome_text,
    standings_text,
)
from ..language.preset_names import preset_name
from ..language.rules_text import game_title
from ..language.seat_names import table_seats, texts
from ..language.texts import side_label

#: Columns of the list.
DATE, GAME, OPPONENTS, RESULT, POINTS, DEALS, STANDINGS = range(7)
#: The sort key of each sortable column (the opponents are not sortable).
SORT_KEYS = {DATE: SortKey.DATE, GAME: SortKey.GAME, RESULT: SortKey.OUTCOME,
             POINTS: SortKey.POINTS, DEALS: SortKey.DEALS, STANDINGS: SortKey.STANDINGS}
#: Rows read from the database at a time.
PAGE = 100
#: Text colours of a won and a lost match.
WON_COLOUR, LOST_COLOUR = QColor(30, 120, 50), QColor(180, 40, 30)

_ROOT = QModelIndex()
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
#: Each column's alignment: numbers to the right.
_ALIGNS = tuple(_RIGHT if c in (POINTS, DEALS, STANDINGS) else _LEFT for c in range(7))
#: The roles answered, as plain numbers (``data`` runs for every cell painted).
_DISPLAY, _ALIGN, _FOREGROUND, _TIP = (int(role) for role in (
    Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.TextAlignmentRole,
    Qt.ItemDataRole.ForegroundRole, Qt.ItemDataRole.ToolTipRole))
#: The text colour of each result (others: the view's).
_RESULT_COLOURS: dict[Outcome | None, QColor] = {Outcome.WON: WON_COLOUR,
                                                 Outcome.LOST: LOST_COLOUR}
#: The grey of an unranked standing.
UNRANKED_COLOUR = QColor(Qt.GlobalColor.gray)
#: A row as shown: each cell's text and text colour (None: the view's).
_Look = tuple[tuple[str, ...], tuple[QColor | None, ...]]


class HistoryModel(QAbstractTableModel):
    """Stored matches of ``browser`` as :attr:`view` (``HistoryFilter``; None: every
    match, newest first) shows them, one
    row per match seen from the chosen player's seat, ``page`` rows read at a time.

    Columns: date, game, the other side's names (a bot by its fixed name in the language
    installed, :func:`~..language.seat_names.table_seats`), result (R7, R10), points (own side
    first), deals, the seat's R9 standings ("unranked" in grey when hints or undo were
    used). A match where the chosen player sat on both sides has no result for them: its
    result reads "Both sides" and its standings a dash. :meth:`sort` re-reads in the
    chosen order; :meth:`set_view` changes the filters. :meth:`match_row` gives the
    :class:`HistoryRow` of a row. Flat: no children.

    Reading the first count raises sqlite3.Error when the database cannot be read. A
    later read that fails (a page, a new order or filter: Qt's slots) changes nothing
    shown; :attr:`problem` holds its error's text and ``unreadable(str)`` tells it, once
    until a read succeeds again. No more pages are read while it stands.
    """

    unreadable = Signal(str)

    def __init__(self, browser: Browser, view: HistoryFilter | None = None,
                 parent: QObject | None = None, *, page: int = PAGE) -> None:
        super().__init__(parent)
        self._browser = browser
        self._page = page
        self._view = view = view if view is not None else HistoryFilter()
        self._rows: list[HistoryRow] = []
        self._looks: list[_Look | None] = []  # each row's texts and colours, once shown
        self._total = browser.count(view)
        self._fetching = False  # a view may ask again while rows are being inserted
        self.problem: str | None = None

    @property
    def view(self) -> HistoryFilter:
        """The filters and the order shown."""
        return self._view

    @property
    def total(self) -> int:
        """How many matches the view holds (rows read or not)."""
        return self._total

    def set_view(self, view: HistoryFilter) -> bool:
        """Show ``view`` from its first page, read at once (a model reset): a view over
        a list that was empty does not always ask for more rows after a reset, so the
        list would say how many matches it holds and show none. False when the database
        cannot be read: the earlier view stays, rows and all."""
        try:
            total = self._browser.count(view)
            rows = self._browser.page(view, 0, self._page) if total else []
        except sqlite3.Error as exc:
            self._failed(exc)
            return False
        self.problem = None
        self.beginResetModel()
        self._view, self._total, self._rows = view, total, rows
        self._looks = [None] * len(rows)
        self.endResetModel()
        return True

    def _failed(self, exc: sqlite3.Error) -> None:
        if self.problem is None:
            self.problem = str(exc)
            self.unreadable.emit(self.problem)

    def match_row(self, row: int) -> HistoryRow:
        """The match shown at ``row`` (read already). Raises IndexError."""
        return self._rows[row]

    # ----------------------------------------------------------- lazy reading
    def canFetchMore(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> bool:
        """More matches to read (never under a valid parent, nor while a page is being
        inserted or the database cannot be read)."""
        return (not parent.isValid() and not self._fetching and self.problem is None
                and len(self._rows) < self._total)

    def fetchMore(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> None:
        """Read the next page of matches and insert their rows (none when the database
        cannot be read: :attr:`problem`)."""
        if not self.canFetchMore(parent):
            return
        try:
            page = self._browser.page(self._view, len(self._rows), self._page)
        except sqlite3.Error as exc:
            self._failed(exc)
            return
        if not page:  # the database changed under the list
            self._total = len(self._rows)
            return
        first = len(self._rows)
        self._fetching = True
        try:
            self.beginInsertRows(_ROOT, first, first + len(page) - 1)
            self._rows.extend(page)
            self._looks.extend([None] * len(page))
            self.endInsertRows()
        finally:
            self._fetching = False

    # ------------------------------------------------------------ the table
    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        """Rows read so far (0 under a valid parent: the model is flat)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        """Seven columns (0 under a valid parent)."""
        return 0 if parent.isValid() else 7

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles; no row headers."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 7:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _RIGHT if section in (POINTS, DEALS, STANDINGS) else _LEFT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return (self.tr("Date"), self.tr("Game"), self.tr("Opponents"), self.tr("Result"),
                self.tr("Points"), self.tr("Deals"), self.tr("Standings"))[section]

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY) -> Any:
        """DisplayRole: the cell's text; ToolTipRole: who sat where and how the match
        ended; ForegroundRole: the result's colour, grey for an unranked standing;
        TextAlignmentRole. (Called for every cell painted: a row's texts and colours are
        made the first time it is shown, then kept.)"""
        row = index.row()
        if not 0 <= row < len(self._rows):
            return None
        if role == _ALIGN:
            return _ALIGNS[index.column()]
        if role in (_DISPLAY, _FOREGROUND):
            look = self._looks[row]
            if look is None:
                look = self._looks[row] = self._look(self._rows[row])
            return look[0 if role == _DISPLAY else 1][index.column()]
        if role == _TIP:
            return self._tip(self._rows[row])
        return None

    def _tip(self, row: HistoryRow) -> str:
        lines = [self.tr("Match %1: %2").replace("%1", str(row.match_id)).replace(
            "%2", " \u2013 ".join(texts(table_seats(row.names, row.levels))))]
        if row.preset:
            lines.append(self.tr("Rules: %1").replace("%1", preset_name(row.preset)))
        lines.append(self.tr("Ended: %1").replace("%1", ended_text(row.ended_by)))
        if row.outcome is None:
            lines.append(self.tr("Played on both sides: neither won nor lost, "
                                 "not in the standings"))
        if not row.ranked:
            lines.append(self.tr("Not ranked: hints or undo were used"))
        if row.imported:
            lines.append(self.tr("Imported from a record file"))
        return "\n".join(lines)

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Re-read the list sorted by ``column`` (ties by date, then match number); the
        opponents' column does not sort. The order stays when the database cannot be
        read (:attr:`view` says the order shown)."""
        key = SORT_KEYS.get(column)
        if key is None:
            return
        descending = order == Qt.SortOrder.DescendingOrder
        if (key, descending) != (self._view.sort, self._view.descending):
            self.set_view(replace(self._view, sort=key, descending=descending))

    def _look(self, row: HistoryRow) -> _Look:
        """The texts and the text colours of a row's cells."""
        mine = row.seat % 2
        names = texts(table_seats(row.names, row.levels))
        opponents = side_label(1 - mine, names, row.levels)
        outcome = outcome_text(row.outcome)
        if row.ended_by == "resign" and row.outcome is Outcome.LOST:
            outcome = f"{outcome} ({ended_text(row.ended_by)})"
        if row.standings is None:
            standings = "\u2013"
        else:
            standings = standings_text(row.standings) if row.ranked else self.tr("unranked")
        cells = (date_text(row.played_at), game_title(row.game), opponents, outcome,
                 f"{row.points[0]}\u2013{row.points[1]}", str(row.deals), standings)
        return cells, _colours_of(row)


def _colours_of(row: HistoryRow) -> tuple[QColor | None, ...]:
    """A row's text colours by column: the result won or lost, an unranked standing."""
    colours: list[QColor | None] = [None] * 7
    colours[RESULT] = _RESULT_COLOURS.get(row.outcome)
    colours[STANDINGS] = None if row.ranked else UNRANKED_COLOUR
    return tuple(colours)
