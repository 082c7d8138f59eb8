"""A small line chart painted with QPainter: lines of (x, y) points with their dots,
axes with a few round ticks (negative values too), an optional dashed reference line
and a legend. The score chart (match points after each deal) and the standings chart
(R9 standings over time) draw with it. No QtCharts: it is not in PySide6-Essentials.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QWidget

#: Steps tried for the axis ticks, times powers of ten.
_STEPS = (1, 2, 5)
#: Above this many points a line has no dots (they would merge into a band).
MAX_DOTS = 80
#: The dot radius in pixels of a series whose points all share one x (no line to read).
LONE_DOT = 5.0
#: A legend entry's line sample and the gap after it, and the gap between entries (px).
SAMPLE, GAP = 18, 6
ENTRY_GAP = 24


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


@dataclass(frozen=True, slots=True)
class Series:
    """One line: its legend ``label``, ``colour``, ``points`` as (x, y) in the chart's
    units, in x order, and the ``dot`` radius in pixels of each point (when few)."""

    label: str
    colour: QColor
    points: tuple[tuple[float, float], ...]
    dot: float = 3.0

    @property
    def at_one_x(self) -> bool:
        """True when the points all have the same x (one point, say): no line to draw."""
        return len({x for x, _ in self.points}) == 1


@dataclass(frozen=True, slots=True)
class Reference:
    """A dashed horizontal line at ``value`` with its ``label`` (e.g. a match's target)."""

    value: float
    label: str


class LineChart(QWidget):
    """Lines of :class:`Series` over shared axes. Call :meth:`set_lines`; the widget
    repaints itself. The y axis always shows 0; x ticks are whole numbers unless the
    caller gives its own (e.g. dates). Minimum size 360x200."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._series: tuple[Series, ...] = ()
        self._x_title = ""
        self._reference: Reference | None = None
        self._x_ticks: tuple[tuple[float, str], ...] | None = None
        self._x_range: tuple[float, float] | None = None
        self._empty = ""
        self.setMinimumSize(360, 200)

    def sizeHint(self) -> QSize:
        """Preferred size: 480x260 pixels."""
        return QSize(480, 260)

    @property
    def series(self) -> tuple[Series, ...]:
        """The lines shown."""
        return self._series

    @staticmethod
    def dot_radius(series: Series) -> float:
        """The radius in pixels of the dots drawn on ``series``'s points: 0 above
        :data:`MAX_DOTS` points; at least :data:`LONE_DOT` when every point has the same
        x (one point, say), drawn without a line, so that it reads as a point and not as
        a vertical line; else ``series.dot``."""
        if len(series.points) > MAX_DOTS:
            return 0.0
        if series.at_one_x:
            return max(series.dot, LONE_DOT)
        return series.dot

    def legend_rows(self, metrics: QFontMetricsF, width: float) -> list[list[str]]:
        """The legend's labels as drawn in ``width`` pixels with ``metrics``, row by row:
        the series in order, the next one on a new row when it does not fit beside the
        one before; a label wider than a row alone is elided in the middle."""
        rows: list[list[str]] = []
        x = width  # the first entry starts a row
        room = max(width - SAMPLE - GAP, 0.0)
        for series in self._series:
            label = metrics.elidedText(series.label, Qt.TextElideMode.ElideMiddle, room)
            entry = SAMPLE + GAP + metrics.horizontalAdvance(label)
            if rows and x + ENTRY_GAP + entry <= width:
                rows[-1].append(label)
                x += ENTRY_GAP + entry
            else:
                rows.append([label])
                x = entry
        return rows

    @property
    def x_range(self) -> tuple[float, float]:
        """The x axis from left to right, in the chart's units (low < high): the range
        given to :meth:`set_lines`, else the points' (one unit wide when every point has
        the same x, or none)."""
        if self._x_range is not None:
            return self._x_range
        xs = [x for s in self._series for x, _ in s.points] or [0.0, 1.0]
        low, high = min(xs), max(xs)
        return low, high if high > low else low + 1

    @property
    def empty_text(self) -> str:
        """The text shown when no series has a point."""
        return self._empty

    def set_lines(self, series: Sequence[Series], *, x_title: str, empty: str,
                  reference: Reference | None = None,
                  x_ticks: Sequence[tuple[float, str]] | None = None,
                  x_range: tuple[float, float] | None = None) -> None:
        """Show ``series`` under the x axis title ``x_title``; ``empty``: the text shown
        when no series has a point; ``reference``: a dashed line; ``x_ticks``: (x, label)
        of each x tick, None for whole-number ticks; ``x_range``: the x axis's (low,
        high), None for the points' range. Raises ValueError when ``x_range`` is not
        low < high."""
        if x_range is not None and not x_range[0] < x_range[1]:
            raise ValueError(f"an x axis runs from low to high, got {x_range}")
        self._series = tuple(series)
        self._x_title = x_title
        self._empty = empty
        self._reference = reference
        self._x_ticks = None if x_ticks is None else tuple(x_ticks)
        self._x_range = x_range
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the chart on the widget."""
        painter = QPainter(self)
        self.paint(painter, QRectF(self.rect()))
        painter.end()

    def paint(self, painter: QPainter, area: QRectF) -> None:
        """Paint axes, ticks, the reference line, the lines and the legend in ``area``;
        with no point to show, the ``empty`` text alone (no axes of nothing)."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = QFontMetricsF(painter.font())
        line_height = metrics.height()
        points = [p for s in self._series for p in s.points]
        if not points:
            painter.setPen(QPen(text, 1))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter, self._empty)
            return
        ys = [y for _, y in points]
        if self._reference is not None:
            ys.append(self._reference.value)
        x_low, x_high = self.x_range
        y_low, y_high = math.floor(min([0.0, *ys])), math.ceil(max([1.0, *ys]))
        y_step = tick_step(y_high - y_low, 5)
        y_low = math.floor(y_low / y_step) * y_step
        y_high = math.ceil(y_high / y_step) * y_step
        labels = [str(v) for v in range(y_low, y_high + 1, y_step)]
        left = area.left() + max(metrics.horizontalAdvance(s) for s in labels) + 14
        legend = self.legend_rows(metrics, area.width())
        plot = QRectF(left, area.top() + line_height * (1 + len(legend)),
                      area.right() - left - 16,
                      area.height() - line_height * (3.2 + len(legend)))

        def point(x: float, y: float) -> QPointF:
            return QPointF(plot.left() + plot.width() * (x - x_low) / (x_high - x_low),
                           plot.bottom() - plot.height() * (y - y_low) / (y_high - y_low))

        grid = QColor(text)
        grid.setAlpha(40)
        for value in range(y_low, y_high + 1, y_step):
            p = point(x_low, value)
            painter.setPen(QPen(text if value == 0 else grid, 1))
            painter.drawLine(p, QPointF(plot.right(), p.y()))
            painter.setPen(QPen(text, 1))
            painter.drawText(QRectF(area.left(), p.y() - line_height / 2,
                                    left - area.left() - 6, line_height),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             str(value))
        ticks = self._x_ticks
        if ticks is None:
            first, last = math.ceil(x_low), math.floor(x_high)
            step = tick_step(max(last - first, 1), 10)
            ticks = tuple((float(x), str(x)) for x in range(first, last + 1, step))
        for x, label in ticks:
            p = point(x, y_low)
            painter.drawLine(p, p + QPointF(0, 4))
            width = metrics.horizontalAdvance(label) + 8
            left_edge = min(max(p.x() - width / 2, area.left()), area.right() - width)
            painter.drawText(QRectF(left_edge, p.y() + 5, width, line_height),
                             Qt.AlignmentFlag.AlignCenter, label)
        painter.drawLine(plot.bottomLeft(), plot.bottomRight())
        painter.drawLine(plot.bottomLeft(), plot.topLeft())
        painter.drawText(QRectF(plot.left(), plot.bottom() + line_height + 4, plot.width(),
                                line_height), Qt.AlignmentFlag.AlignCenter, self._x_title)

        if self._reference is not None:
            y = point(x_low, self._reference.value).y()
            painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.drawText(QRectF(plot.left() + 4, y - line_height, plot.width() - 8,
                                    line_height),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
                             self._reference.label)

        for series in self._series:
            line = [point(x, y) for x, y in series.points]
            painter.setPen(QPen(series.colour, 2.5))
            if not series.at_one_x:
                # a path, not drawPolyline(QPolygonF): that call crashed the process (a jump
                # to a garbage address in PySide6's binding) when the Standings window
                # repainted after a failed read, its test run alone; the path draws alike
                path = QPainterPath(line[0])
                for corner in line[1:]:
                    path.lineTo(corner)
                painter.setBrush(Qt.BrushStyle.NoBrush)  # a line, not a filled shape
                painter.drawPath(path)
            radius = self.dot_radius(series)
            if radius > 0:
                painter.setBrush(series.colour)
                for p in line:
                    painter.drawEllipse(p, radius, radius)

        colours = iter(s.colour for s in self._series)
        for row, row_labels in enumerate(legend):
            x = area.left()
            y = area.top() + line_height * (row + 0.5) + 2
            for label in row_labels:
                painter.setPen(QPen(next(colours), 3))
                painter.drawLine(QPointF(x, y + 1), QPointF(x + SAMPLE, y + 1))
                painter.setPen(QPen(text, 1))
                painter.drawText(QPointF(x + SAMPLE + GAP, y + metrics.ascent() / 2), label)
                x += SAMPLE + GAP + metrics.horizontalAdvance(label) + ENTRY_GAP
