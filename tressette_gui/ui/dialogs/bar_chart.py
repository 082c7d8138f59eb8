"""A horizontal bar chart painted with QPainter: one bar per row, made of coloured
parts (e.g. matches won and not won), each row's length by its total, a note at the
right of each bar and a legend of the parts. No QtCharts (not in PySide6-Essentials).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QWidget


@dataclass(frozen=True, slots=True)
class Bar:
    """A row: its ``label`` on the left, its ``parts`` (count, colour) laid end to end,
    and a ``note`` after the bar (e.g. "7 of 12, 58%")."""

    label: str
    parts: tuple[tuple[int, QColor], ...]
    note: str = ""

    @property
    def total(self) -> int:
        """The sum of the parts."""
        return sum(count for count, _ in self.parts)


class BarChart(QWidget):
    """Rows of :class:`Bar` under a ``title``, the longest total the full width, with a
    ``legend`` of (text, colour) below. Call :meth:`set_bars`. Minimum size 300x140."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: tuple[Bar, ...] = ()
        self._title = ""
        self._legend: tuple[tuple[str, QColor], ...] = ()
        self._empty = ""
        self.setMinimumSize(300, 140)

    def sizeHint(self) -> QSize:
        """Preferred size: 460x220 pixels."""
        return QSize(460, 220)

    @property
    def bars(self) -> tuple[Bar, ...]:
        """The rows shown."""
        return self._bars

    def set_bars(self, bars: Sequence[Bar], *, title: str, empty: str,
                 legend: Sequence[tuple[str, QColor]] = ()) -> None:
        """Show ``bars`` under ``title``; ``empty``: the text shown when no bar has a
        count; ``legend``: the parts' names and colours."""
        self._bars = tuple(bars)
        self._title = title
        self._empty = empty
        self._legend = tuple(legend)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the title, the rows and the legend."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().windowText().color()
        metrics = painter.fontMetrics()
        line = metrics.height()
        width, height = float(self.width()), float(self.height())
        painter.setPen(QPen(text, 1))
        title_font = painter.font()
        title_font.setBold(True)
        painter.setFont(title_font)
        painter.drawText(QRectF(0, 0, width, line), Qt.AlignmentFlag.AlignLeft, self._title)
        painter.setFont(self.font())
        top = line * 1.6
        bottom = height - (line * 1.6 if self._legend else 0)
        if self._bars:  # rows of at most two lines, the legend right under them
            bottom = min(bottom, top + len(self._bars) * line * 2.2)
        longest = max((bar.total for bar in self._bars), default=0)
        if longest == 0:
            painter.drawText(QRectF(0, top, width, bottom - top), Qt.AlignmentFlag.AlignCenter,
                             self._empty)
            painter.end()
            return
        left = max(metrics.horizontalAdvance(bar.label) for bar in self._bars) + 10
        note = max(metrics.horizontalAdvance(bar.note) for bar in self._bars) + 10
        row = min((bottom - top) / len(self._bars), line * 2.2)
        span = max(width - left - note, 10.0)
        for i, bar in enumerate(self._bars):
            y = top + i * row
            painter.setPen(QPen(text, 1))
            painter.drawText(QRectF(0, y, left - 10, row),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                             bar.label)
            x = float(left)
            thickness = row * 0.62
            for count, colour in bar.parts:
                length = span * count / longest
                painter.fillRect(QRectF(x, y + (row - thickness) / 2, length, thickness),
                                 colour)
                x += length
            painter.drawText(QRectF(x + 6, y, note, row),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                             bar.note)
        x = float(left)
        for name, colour in self._legend:
            y = bottom + line * 0.4
            painter.fillRect(QRectF(x, y + line * 0.2, line * 0.8, line * 0.8), colour)
            painter.setPen(QPen(text, 1))
            painter.drawText(QRectF(x + line, y, width, line), Qt.AlignmentFlag.AlignLeft, name)
            x += line + metrics.horizontalAdvance(name) + 20
        painter.end()
