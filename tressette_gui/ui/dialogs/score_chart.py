"""A small line chart of the match score (R7), drawn by :class:`~.line_chart.LineChart`.

Each side's running total after each deal (starting from 0 before the first
deal), the target of a points match as a dashed line, axes with a few ticks and
a legend with the side labels (one side a row when both do not fit in one).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QWidget

from ...engine import DealScore
from ..language.levels import SeatLevels
from ..language.texts import side_label
from .line_chart import LineChart, Reference, Series
from .score_sheet import running_totals

#: Line colours of side 0 and side 1 when their players have no colour of their own.
SIDE_COLORS = (QColor(31, 102, 181), QColor(200, 60, 40))


def side_colours(seat_colours: Sequence[str | None]) -> tuple[QColor, QColor]:
    """The line colours of side 0 and side 1 from ``seat_colours`` (one per seat: a
    profile's ``#rrggbb``, None for a bot or a guest; a side's seats are its number and
    that plus 2): a side takes its first player's colour, as the standings chart draws
    that player; a side with none, or with the same colour as the other side, takes the
    one of :data:`SIDE_COLORS` least like the other side's colour."""
    own = [next((QColor(c) for c in seat_colours[side::2] if c is not None), None)
           for side in (0, 1)]
    if own[0] is not None and own[0] == own[1]:
        own[1] = None
    if own[0] is not None and own[1] is not None:
        return own[0], own[1]
    if own[0] is None and own[1] is None:
        return SIDE_COLORS
    side = 0 if own[0] is None else 1
    other = own[1 - side]
    assert other is not None
    colours = [QColor(), QColor()]
    colours[1 - side] = other
    colours[side] = max(SIDE_COLORS, key=lambda c: _distance(c, other))
    return colours[0], colours[1]


def _distance(a: QColor, b: QColor) -> int:
    """How unlike two colours look: the sum of their RGB differences (0-765)."""
    return abs(a.red() - b.red()) + abs(a.green() - b.green()) + abs(a.blue() - b.blue())


class ScoreChart(LineChart):
    """Line chart of both sides' match points after each deal (whole points).

    Call :meth:`set_scores`; the widget repaints itself. Minimum size 360x200.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._totals: list[tuple[int, int]] = []
        self.set_lines((), x_title=self.tr("Deals"), empty=self.tr("No deals yet"))

    def set_scores(self, deal_scores: Sequence[DealScore], names: tuple[str, ...],
                   target: int | None,
                   colours: tuple[QColor, QColor] = SIDE_COLORS,
                   levels: SeatLevels | None = None) -> None:
        """Show ``deal_scores`` (in order) for the players ``names`` (one per seat; their
        bot levels ``levels`` when known, ``texts.side_label``);
        ``target``: the points to reach (R7), drawn dashed, or None for a deals match;
        ``colours``: the lines' of side 0 and side 1 (:func:`side_colours`)."""
        self._totals = [(0, 0), *running_totals(deal_scores)]
        lines = [Series(side_label(side, names, levels), colours[side],
                        tuple((deal, totals[side]) for deal, totals in enumerate(self._totals)),
                        dot=4.5 if side == 0 else 3)  # a ring where the totals are equal
                 for side in (0, 1)]
        reference = None if target is None else Reference(
            target, self.tr("target {target}").format(target=target))
        self.set_lines(lines, x_title=self.tr("Deals"), empty=self.tr("No deals yet"),
                       reference=reference)

    @property
    def totals(self) -> list[tuple[int, int]]:
        """The points plotted: (side 0, side 1) before the first deal and after each."""
        return list(self._totals)
