"""A one-line label that never widens its window: a text too long for its room ends in
"...", the full text in its tooltip."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QLabel


class ElidedLabel(QLabel):
    """A :class:`QLabel` of one line whose minimum width is that of "..." (logical px),
    whatever its text: the layout gives it the room it has and the text is elided on the
    right to fit. ``text()`` is the full text, also shown as the tooltip."""

    def setText(self, text: str) -> None:
        """Show ``text`` (elided to the label's width) with ``text`` as the tooltip."""
        super().setText(text)
        self.setToolTip(text)

    def minimumSizeHint(self) -> QSize:
        """As high as the text, as wide as an ellipsis and the margins."""
        hint = super().minimumSizeHint()
        margins = self.contentsMargins()
        ellipsis = self.fontMetrics().horizontalAdvance("\N{HORIZONTAL ELLIPSIS}")
        return QSize(min(hint.width(), ellipsis + margins.left() + margins.right()),
                     hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the text elided on the right to the contents' width."""
        room = self.contentsRect()
        shown = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight,
                                              room.width())
        QPainter(self).drawText(room, int(self.alignment()), shown)
