"""The score sheet: one row per scored deal, as a Qt table model (R6, R7), the
table view that shows it (:func:`sheet_table`) and View > Score sheet's dialog.

Also :func:`sweep_text`, the one place that words a deal's sweep for the
deal summary, the score sheet and the end-of-match dialog.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHeaderView,
    QStyle,
    QTableView,
    QWidget,
)

from ...engine import DealScore, Declared
from ..language.game_terms import sweep_word
from ..language.levels import SeatLevels
from ..language.seat_names import Who, seat_levels, texts
from ..language.texts import declaration_text, side_label
from .closable import lay_out_with_close

#: Columns of the sheet.
DEAL, POINTS_0, POINTS_1, TOTAL_0, TOTAL_1, EVENT = range(6)
#: The least width (logical px) of the Events column: a few words a line.
EVENTS_WIDTH = 180
#: The most characters of a side's label on one line of a column title.
ONE_LINE = 20

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
#: The invalid index: the root of a flat model.
_ROOT = QModelIndex()


def sweep_text(score: DealScore, names: tuple[str, ...],
               levels: SeatLevels | None = None) -> str:
    """The sweep of a deal (R6) and who made it, e.g. "cappotto (Ada & Cy)" or
    "cappottone (Ada)"; "" when the deal had none. ``names``: one per seat; ``levels``:
    the seats' bot levels, when known (``texts.side_label``)."""
    if score.sweep is None or score.sweep_side is None:
        return ""
    who = (names[score.sweep_seat] if score.sweep_seat is not None
           else side_label(score.sweep_side, names, levels))
    return QCoreApplication.translate("ScoreSheet", "{sweep} ({who})").format(
        sweep=sweep_word(score.sweep), who=who)


def running_totals(deal_scores: Sequence[DealScore]) -> list[tuple[int, int]]:
    """Match points of both sides after each deal (whole points, R6)."""
    totals: list[tuple[int, int]] = []
    a = b = 0
    for score in deal_scores:
        a += score.points[0]
        b += score.points[1]
        totals.append((a, b))
    return totals


class ScoreSheetModel(QAbstractTableModel):
    """A table model of the deals of a match (R6, R7).

    ``seats``: who sits at each seat (4 or 2, ``language.seat_names``), for the side
    labels (``levels``: the seats' bot levels, by default those of ``seats``), worded in
    the language installed whenever the sheet is read. Rows are the deals
    given to :meth:`set_scores`, in order; columns: deal number, each side's deal
    points, each side's running total (whole points), and the deal's events
    (sweep, declarations as "Est: +3 (tris di Assi)" when given to
    :meth:`add_declarations`, else "Est & Ovest: +3 declared", vinco subito).
    Flat: no child rows.
    """

    def __init__(self, seats: Sequence[Who], parent: QObject | None = None, *,
                 levels: SeatLevels | None = None) -> None:
        super().__init__(parent)
        self._seats = tuple(seats)
        self._levels = seat_levels(seats) if levels is None else levels
        self._scores: list[DealScore] = []
        self._totals: list[tuple[int, int]] = []
        self._declarations: dict[int, tuple[Declared, ...]] = {}

    @property
    def declarations(self) -> Mapping[int, tuple[Declared, ...]]:
        """The declarations known per deal (0-based deal index -> Declared events)."""
        return dict(self._declarations)

    def add_declarations(self, deal: int, declared: Sequence[Declared]) -> None:
        """Remember the Declared events (R5) of deal ``deal`` (0-based), shown in its
        Events cell; when the deal's row is already shown, its Events cell changes
        (``dataChanged``, display role)."""
        self._declarations[deal] = tuple(declared)
        if 0 <= deal < len(self._scores):
            cell = self.index(deal, EVENT)
            self.dataChanged.emit(cell, cell, [Qt.ItemDataRole.DisplayRole])

    def set_scores(self, deal_scores: Sequence[DealScore]) -> None:
        """Show ``deal_scores`` (one DealScore per scored deal, in order).

        Deals appended to the ones shown are inserted as rows; any other change
        resets the model.
        """
        new = list(deal_scores)
        old = len(self._scores)
        if len(new) > old and new[:old] == self._scores:
            self.beginInsertRows(_ROOT, old, len(new) - 1)
            self._scores = new
            self._totals = running_totals(new)
            self.endInsertRows()
        elif new != self._scores:
            self.beginResetModel()
            self._scores = new
            self._totals = running_totals(new)
            self.endResetModel()

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        """Number of deals (0 under a valid parent: the model is flat)."""
        return 0 if parent.isValid() else len(self._scores)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = _ROOT) -> int:
        """Six columns (0 under a valid parent)."""
        return 0 if parent.isValid() else 6

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """Column titles (side labels for the points columns, one partner a line when
        longer than :data:`ONE_LINE` characters, so that long names leave room for the
        Events column); no row headers."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < 6:
            return None
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if section == EVENT else _RIGHT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if section == DEAL:
            return self.tr("Deal")
        if section == EVENT:
            return self.tr("Events")
        side, names = (section - 1) % 2, texts(self._seats)
        label = side_label(side, names, self._levels)
        if len(label) > ONE_LINE:
            label = side_label(side, names, self._levels, stacked=True)
        if section in (POINTS_0, POINTS_1):
            return self.tr("{side}\ndeal").format(side=label)
        return self.tr("{side}\ntotal").format(side=label)

    def data(self, index: QModelIndex | QPersistentModelIndex,
             role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """DisplayRole: ints for numbers, text for events; TextAlignmentRole."""
        if not index.isValid() or index.row() >= len(self._scores):
            return None
        column = index.column()
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return _LEFT if column == EVENT else _RIGHT
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        row = index.row()
        score = self._scores[row]
        if column == DEAL:
            return row + 1
        if column in (POINTS_0, POINTS_1):
            return score.points[column - POINTS_0]
        if column in (TOTAL_0, TOTAL_1):
            return self._totals[row][column - TOTAL_0]
        return self._event(row, score)

    def _event(self, row: int, score: DealScore) -> str:
        parts = []
        names = texts(self._seats)
        sweep = sweep_text(score, names, self._levels)
        if sweep:
            parts.append(sweep)
        known = self._declarations.get(row)
        if known:
            parts.extend(f"{names[d.seat]}: {declaration_text(d.points, d.declaration)}"
                         for d in known)
        else:
            parts.extend(self.tr("{side}: +{points} declared").format(
                side=side_label(side, names, self._levels), points=points)
                for side, points in enumerate(score.declared) if points)
        if score.cut_short:
            parts.append(self.tr("vinco subito"))
        return "; ".join(parts)


def sheet_table(model: ScoreSheetModel, parent: QWidget) -> QTableView:
    """A read-only table view of ``model``: the number columns as wide as their
    headers and values, the Events column taking the rest of the width and
    wrapping its text (rows grow to fit), no horizontal scrolling needed when the
    table is :func:`sheet_width` wide."""
    table = QTableView(parent)
    table.setModel(model)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(True)
    table.verticalHeader().hide()
    table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(EVENT, QHeaderView.ResizeMode.Stretch)
    table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return table


def sheet_width(table: QTableView) -> int:
    """The width (logical px) of a dialog that holds ``table`` (made by
    :func:`sheet_table`) in a layout with the style's margins, for the table to show its
    number columns whole and its Events column :data:`EVENTS_WIDTH` wide, the table's
    frame and vertical scroll bar included."""
    header = table.horizontalHeader()
    numbers = sum(max(header.sectionSizeHint(column), table.sizeHintForColumn(column))
                  for column in range(EVENT))
    style = table.style()
    margins = (style.pixelMetric(QStyle.PixelMetric.PM_LayoutLeftMargin)
               + style.pixelMetric(QStyle.PixelMetric.PM_LayoutRightMargin))
    return (numbers + EVENTS_WIDTH + 2 * table.frameWidth()
            + table.verticalScrollBar().sizeHint().width() + margins)


class ScoreSheetDialog(QDialog):
    """View > Score sheet: ``model`` (:class:`ScoreSheetModel`, it follows the
    match as deals are scored) in a table (:func:`sheet_table`) with a Close
    button; ``table`` is the view."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Score sheet"))
        self.table = sheet_table(model, self)
        lay_out_with_close(self, self.table, max(760, sheet_width(self.table)), 440)
