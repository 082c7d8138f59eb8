"""A label that never widens its window: its text wraps over the lines its height holds,
and a text too long for them ends in "...", the full text in its tooltip."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QTextLayout
from PySide6.QtWidgets import QLabel, QWidget


class ElidedLabel(QLabel):
    """A :class:`QLabel` whose minimum width is that of "..." (logical px), whatever its
    text, unless :meth:`reserve` keeps room for some texts: the layout gives it the room
    it has, the text wraps at word boundaries over as many lines as the label's height
    holds (one at least), and the last line is elided on the right to fit. ``text()`` is
    the full text, also shown as the tooltip."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preferred = 0  # the width (logical px) :meth:`reserve` asks for

    def setText(self, text: str) -> None:
        """Show ``text`` (wrapped and elided to the label's size) with ``text`` as the
        tooltip."""
        super().setText(text)
        self.setToolTip(text)

    def reserve(self, texts: Sequence[str], lines: int) -> None:
        """Keep room for each of ``texts``, whichever the label shows: it asks for the
        widest one's width on one line, and needs at least the width (logical px) at
        which each wraps into ``lines`` lines or fewer. No texts: no room kept, the
        minimum is "..." again."""
        margins = self.contentsMargins().left() + self.contentsMargins().right()
        widths = [self.fontMetrics().horizontalAdvance(text) + 1 for text in texts]
        needed = [self._narrowest(text, width, lines)
                  for text, width in zip(texts, widths, strict=True)]
        self._preferred = max(widths) + margins if texts else 0
        self.setMinimumWidth(max(needed) + margins if texts else 0)
        self.updateGeometry()

    def sizeHint(self) -> QSize:
        """QLabel's hint, at least as wide as :meth:`reserve` asks."""
        hint = super().sizeHint()
        return QSize(max(hint.width(), self._preferred), hint.height())

    def minimumSizeHint(self) -> QSize:
        """As high as the text, as wide as an ellipsis and the margins."""
        hint = super().minimumSizeHint()
        margins = self.contentsMargins()
        ellipsis = self.fontMetrics().horizontalAdvance("\N{HORIZONTAL ELLIPSIS}")
        return QSize(min(hint.width(), ellipsis + margins.left() + margins.right()),
                     hint.height())

    def shown_lines(self) -> list[str]:
        """The lines drawn now: the text wrapped to the label's width, as many lines as
        its height holds, the last one ending in "..." if the text goes on."""
        return self._shown()[0]

    def elided(self) -> bool:
        """Whether part of the text is left out now (the last line ends in "...")."""
        return self._shown()[1]

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw :meth:`shown_lines`, one under the other, centred vertically."""
        room = self.contentsRect()
        lines = self.shown_lines()
        height = self.fontMetrics().lineSpacing()
        top = room.top() + (room.height() - height * len(lines)) // 2
        flags = int(self.alignment() & Qt.AlignmentFlag.AlignHorizontal_Mask
                    | Qt.AlignmentFlag.AlignVCenter)
        painter = QPainter(self)
        for row, line in enumerate(lines):
            painter.drawText(QRect(room.left(), top + row * height, room.width(), height),
                             flags, line)

    def _shown(self) -> tuple[list[str], bool]:
        """The lines drawn and whether the last one is elided."""
        room = self.contentsRect()
        text = self.text()
        rows = max(1, room.height() // self.fontMetrics().lineSpacing())
        starts = [start for start, _width in self._wrap(text, room.width())][:rows] or [0]
        lines = [text[a:b].strip() for a, b in pairwise([*starts, len(text)])]
        last = self.fontMetrics().elidedText(lines[-1], Qt.TextElideMode.ElideRight,
                                             room.width())
        return [*lines[:-1], last], last != lines[-1]

    def _wrap(self, text: str, width: int) -> list[tuple[int, float]]:
        """``text`` wrapped at word boundaries to ``width`` logical px: each line's start
        (a character index) and natural width (logical px, more than ``width`` for a
        word too long for it)."""
        layout = QTextLayout(text, self.font(), self)
        layout.beginLayout()
        lines = []
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width)
            lines.append((line.textStart(), line.naturalTextWidth()))
        layout.endLayout()
        return lines

    def _narrowest(self, text: str, one_line: int, lines: int) -> int:
        """The narrowest width (logical px, at most ``one_line``, the text's width on one
        line) at which ``text`` wraps into ``lines`` lines or fewer, no word cut."""
        def fits(width: int) -> bool:
            wrapped = self._wrap(text, width)
            return len(wrapped) <= lines and all(w <= width for _start, w in wrapped)
        low, high = 1, one_line  # fits(high); find the least width that fits
        while low < high:
            middle = (low + high) // 2
            if fits(middle):
                high = middle
            else:
                low = middle + 1
        return high
