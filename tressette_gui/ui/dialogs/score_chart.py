"""A small line chart of the match score, painted with QPainter (R7).

Each side's running total after each deal (starting from 0 before the first
deal), the target of a points match as a dashed line, axes with a few ticks and
a legend with the side labels. No QtCharts: it is not in PySide6-Essentials.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QWidget

from ...engine import DealScore
from ..language.texts import side_label
from .score_sheet import running_totals

#: Line colours of side 0 and side 1.
SIDE_COLORS = (QColor(31, 102, 181), QColor(200, 60, 40))
#: Steps tried for the axis ticks, times powers of ten.
_STEPS = (1, 2, 5)


def tick_step(top: int, max_ticks: int) -> int:
    """The smallest step of 1, 2 or 5 times a power of ten that divides 0..``top``
    into at most ``max_ticks`` intervals (whole numbers, ``top`` >= 0, ``max_ticks`` >= 1).
    """
    scale = 1
    while True:
        for step in _STEPS:
            if top <= step * scale * max_ticks:
                return step * scale
        scale *= 10


class ScoreChart(QWidget):
    """Line chart of both sides' match points after each deal (whole points).

    Call :meth:`set_scores`; the widget repaints itself. Minimum size 360x200.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._totals: list[tuple[int, int]] = []
        self._labels: tuple[str, str] = ("", "")
        self._target: int | None = None
        self.setMinimumSize(360, 200)

    def sizeHint(self) -> QSize:
        """Preferred size: 480x260 pixels."""
        return QSize(480, 260)

    def set_scores(self, deal_scores: Sequence[DealScore], names: tuple[str, ...],
                   target: int | None) -> None:
        """Show ``deal_scores`` (in order) for the players ``names`` (one per seat);
        ``target``: the points to reach (R7), drawn dashed, or None for a deals match."""
        self._totals = [(0, 0), *running_totals(deal_scores)]
        self._labels = (side_label(0, names), side_label(1, names))
        self._target = target
        self.update()

    @property
    def totals(self) -> list[tuple[int, int]]:
        """The points plotted: (side 0, side 1) before the first deal and after each."""
        return list(self._totals)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint axes, ticks, target line, the two lines and the legend."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = painter.fontMetrics()
        line_height = metrics.height()
        deals = max(len(self._totals) - 1, 1)
        top_value = max([self._target or 0, 1, *(max(t) for t in self._totals)])
        y_step = tick_step(top_value, 5)
        y_max = -(-top_value // y_step) * y_step
        x_step = tick_step(deals, 10)
        left = metrics.horizontalAdvance(str(y_max)) + 14
        plot = QRectF(left, line_height * 2, self.width() - left - 16,
                      self.height() - line_height * 4.2)

        def point(deal: int, value: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * deal / deals,
                           plot.bottom() - plot.height() * value / y_max)

        grid = QColor(text)
        grid.setAlpha(40)
        painter.setPen(QPen(text, 1))
        for value in range(0, y_max + 1, y_step):
            p = point(0, value)
            painter.setPen(QPen(grid, 1))
            painter.drawLine(p, QPointF(plot.right(), p.y()))
            painter.setPen(QPen(text, 1))
            painter.drawText(QRectF(0, p.y() - line_height / 2, left - 6, line_height),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
        for deal in range(0, deals + 1, x_step):
            p = point(deal, 0)
            painter.drawLine(p, p + QPointF(0, 4))
            painter.drawText(QRectF(p.x() - 20, p.y() + 5, 40, line_height),
                             Qt.AlignmentFlag.AlignCenter, str(deal))
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(plot.left(), plot.bottom() + line_height + 4, plot.width(),
                                line_height), Qt.AlignmentFlag.AlignCenter, self.tr("Deals"))

        if self._target is not None:
            y = point(0, self._target).y()
            painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.drawText(QRectF(plot.left() + 4, y - line_height, plot.width() - 8,
                                    line_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             self.tr("target {target}").format(target=self._target))

        for side in (0, 1):
            color = SIDE_COLORS[side]
            points = [point(deal, totals[side]) for deal, totals in enumerate(self._totals)]
            painter.setPen(QPen(color, 2.5))
            painter.drawPolyline(QPolygonF(points))
            painter.setBrush(color)
            radius = 4.5 if side == 0 else 3  # a ring around the dot where totals are equal
            for p in points:
                painter.drawEllipse(p, radius, radius)

        if not self._totals:
            painter.drawText(plot, Qt.AlignmentFlag.AlignCenter, self.tr("No deals yet"))
            painter.end()
            return
        x = plot.left()
        for side in (0, 1):
            y = line_height / 2 + 2
            painter.setPen(QPen(SIDE_COLORS[side], 3))
            painter.drawLine(QPointF(x, y + 1), QPointF(x + 18, y + 1))
            painter.setPen(QPen(text, 1))
            label = self._labels[side]
            painter.drawText(QPointF(x + 24, y + metrics.ascent() / 2), label)
            x += 24 + metrics.horizontalAdvance(label) + 24
        painter.end()
