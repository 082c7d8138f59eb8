"""The deal summary: how a deal scored, side by side (R5, R6, R7).

A compact grid: one row per item, one column per side. The card rows read as a sum,
top to bottom (R6): "Cards taken", the value of the cards captured in whole points and
thirds ("9 ⅔"); "Last trick", its point ("+1"); "Cards this deal", the two added
("10 ⅔", the same figure and words as the score dock's); "Card points", that rounded
down to whole points. Then tricks, the declarations (each side's in its column), the
sweep, deal points and the match score.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine import DealScore, Declared, thirds_with_last_trick
from ..language.levels import SeatLevels
from ..language.texts import declaration_text, points_text, side_label
from .score_sheet import sweep_text

_DASH = "\u2014"
#: The width of a side's column at most for its declarations, in average characters:
#: a longer one wraps (a figure's column is never narrower than its widest figure).
DECLARATIONS_CHARS = 40
#: The felt (logical px) left at least on either side of the box over the table: room
#: for a window frame.
FELT_MARGIN = 12
#: The cells that wrap to the sides' columns' width: the sides' names, the declarations.
_WRAPPED = ("header_", "declarations_")


class DealSummaryDialog(QDialog):
    """The score of one deal (R6) with the match score after it.

    - ``score``: the deal's DealScore; ``deal_number``: counted from 1.
    - ``names``: one name per seat (4 or 2); sides are labelled with ``side_label``,
      two bots of one level by ``levels`` (the seats' bot levels, when known).
    - ``match_scores``: match points (side 0, side 1) after this deal.
    - ``declarations``: the deal's Declared events (R5), in order: one row, each side's
      in its column, one a line, wrapped; both columns are as wide (see
      :meth:`_even_columns`).

    :meth:`fit_over` makes it fit over the table and places it there.

    The value cells are QLabels with object names "<row>_<side>" (e.g.
    "cards_0", "points_1") so tests and styles can find them. OK accepts.
    """

    def __init__(self, score: DealScore, deal_number: int, names: tuple[str, ...],
                 match_scores: tuple[int, int], declarations: tuple[Declared, ...],
                 parent: QWidget | None = None, *, levels: SeatLevels | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Deal {number}").format(number=deal_number))
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(24)
        self._grid.setVerticalSpacing(6)
        self._row = 0
        bold = QFont(self.font())
        bold.setBold(True)

        self._add("", (side_label(0, names, levels), side_label(1, names, levels)), "header",
                  bold)
        self._add_line()
        self._add(self.tr("Tricks"), score.tricks, "tricks")
        # R6 as a sum: the cards taken, plus the last trick's point, make the dock's figure
        self._add(self.tr("Cards taken"), [points_text(t) for t in score.thirds], "taken")
        self._add(self.tr("Last trick"), self._last_trick(score), "last")
        cards = thirds_with_last_trick(score.thirds, score.last_trick)
        self._add(self.tr("Cards this deal"), [points_text(t) for t in cards], "cards")
        self._add(self.tr("Card points"), score.card_points, "card")
        if declarations:
            said: tuple[list[str], list[str]] = ([], [])
            for declared in declarations:
                said[declared.seat % 2].append(self.tr("{who}: {what}").format(
                    who=names[declared.seat],
                    what=declaration_text(declared.points, declared.declaration)))
            self._add(self.tr("Declarations"), ["\n".join(lines) for lines in said],
                      "declarations")
        self._add(self.tr("Declared points"), score.declared, "declared")
        if score.sweep is not None and score.sweep_side is not None:
            cells = ["", ""]
            cells[score.sweep_side] = sweep_text(score, names, levels)
            self._add(self.tr("Sweep"), cells, "sweep")
        self._add_line()
        self._add(self.tr("Deal points"), score.points, "points", bold)
        self._add(self.tr("Match score"), match_scores, "match", bold)

        self._width = 0  # the sides' columns' (logical px), set by _even_columns
        self._even_columns(self.fontMetrics().averageCharWidth() * DECLARATIONS_CHARS)

        layout = QVBoxLayout(self)
        title = QLabel(self.tr("Deal {number}").format(number=deal_number), self)
        title_font = QFont(bold)
        title_font.setPointSizeF(bold.pointSizeF() * 1.3)
        title.setFont(title_font)
        layout.addWidget(title)
        layout.addLayout(self._grid)
        if score.cut_short:
            note = QLabel(self.tr("The deal was cut short by vinco subito."), self)
            note.setObjectName("cutShortLabel")
            layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetFixedSize)

    def _last_trick(self, score: DealScore) -> list[str]:
        """The last-trick point (R6): +1 for the side the engine gives it to
        (``DealScore.bonus_side``: the stramazzo side when there is one); a dash for both
        when the deal was cut short."""
        cells = [_DASH, _DASH]
        if score.bonus_side is not None:
            cells[score.bonus_side] = "+1"
        return cells

    def _add(self, label: str, cells: Sequence[str | int], name: str,
             font: QFont | None = None) -> None:
        """A row: ``label`` then one cell per side (cells named "<name>_<side>")."""
        row = self._row
        self._row += 1
        for column, text in enumerate((label, *cells)):
            cell = QLabel(str(text), self)
            cell.setTextFormat(Qt.TextFormat.PlainText)
            if font is not None:
                cell.setFont(font)
            if column:
                cell.setObjectName(f"{name}_{column - 1}")
                cell.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self._grid.addWidget(cell, row, column)

    def _even_columns(self, limit: int) -> None:
        """Give both sides' columns one width: the widest figure's, or as much of the
        declarations and of the sides' names as ``limit`` (logical px) holds; those
        cells wrap at it. So a long declaration neither widens its side's column nor
        moves the other side's figures."""
        cells = [cell for cell in self.findChildren(QLabel) if cell.objectName()]
        wrapped = [cell for cell in cells if cell.objectName().startswith(_WRAPPED)]
        for cell in wrapped:
            cell.setWordWrap(False)  # measured on one line
        width = max([cell.sizeHint().width() for cell in cells if cell not in wrapped]
                    + [min(cell.sizeHint().width(), limit) for cell in wrapped])
        for cell in wrapped:
            cell.setWordWrap(True)
            cell.setFixedWidth(width)
        for column in (1, 2):
            self._grid.setColumnMinimumWidth(column, width)
        self._width = width

    def fit_over(self, table: QWidget) -> None:
        """No wider than ``table`` less :data:`FELT_MARGIN` on each side (the
        declarations and the sides' names wrapped narrower when the box would be wider),
        and centred over it: the box covers the table only, never the panels beside
        it."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        excess = self.sizeHint().width() - (table.width() - 2 * FELT_MARGIN)
        if excess > 0:
            self._even_columns(self._width - (excess + 1) // 2)
            layout.activate()
        self.adjustSize()
        centre = table.mapToGlobal(table.rect().center())
        self.move(centre.x() - self.width() // 2, centre.y() - self.height() // 2)

    def _add_line(self) -> None:
        line = QFrame(self)
        line.setFrameShape(QFrame.Shape.HLine)
        line.setFrameShadow(QFrame.Shadow.Sunken)
        self._grid.addWidget(line, self._row, 0, 1, 3)
        self._row += 1

    def value(self, name: str, side: int) -> str:
        """The text of cell ``name`` ("taken", "last", "cards", "card", "declarations",
        "declared", "sweep", "points", "match", ...) for ``side`` (0 or 1); the
        declarations' cell holds the side's declarations one a line ("" for none).

        Raises KeyError when the dialog has no such cell (e.g. no sweep).
        """
        label = self.findChild(QLabel, f"{name}_{side}")
        if label is None:
            raise KeyError(f"no cell {name!r} for side {side}")
        return label.text()
