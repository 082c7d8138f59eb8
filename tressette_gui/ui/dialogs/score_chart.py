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
from ..language.texts import side_label
from .line_chart import LineChart, Reference, Series
from .score_sheet import running_totals

#: Line colours of side 0 and side 1.
SIDE_COLORS = (QColor(31, 102, 181), QColor(200, 60, 40))


class ScoreChart(LineChart):
    """Line chart of both sides' match points after each deal (whole points).

    Call :meth:`set_scores`; the widget repaints itself. Minimum size 360x200.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._totals: list[tuple[int, int]] = []
        self.set_lines((), x_title=self.tr("Deals"), empty=self.tr("No deals yet"))

    def set_scores(self, deal_scores: Sequence[DealScore], names: tuple[str, ...],
                   target: int | None) -> None:
        """Show ``deal_scores`` (in order) for the players ``names`` (one per seat);
        ``target``: the points to reach (R7), drawn dashed, or None for a deals match."""
        self._totals = [(0, 0), *running_totals(deal_scores)]
        lines = [Series(side_label(side, names), SIDE_COLORS[side],
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
