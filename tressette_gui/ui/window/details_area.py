"""A box of wrapped lines that takes the room its window has left and scrolls the rest:
the analysis pane's Details under the table. As tall as its lines at its width where
there is room, it shrinks to one line (a vertical scroll bar for the rest) before the
table shrinks below its minimum: at 1024 x 600 the table stays whole."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget


class DetailsArea(QScrollArea):
    """A frameless vertical scroll area over a column of ``labels`` (word-wrapped, their
    background the parent's). Its size hint is the column's height at the area's width
    (logical px; the labels wrap, so the column has a height for each width); its
    minimum is one line of the first label's font."""

    def __init__(self, labels: tuple[QLabel, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QWidget(self)
        lines = QVBoxLayout(column)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(2)
        for label in labels:
            label.setWordWrap(True)
            lines.addWidget(label)
        self._line = labels[0]
        self._column = column
        self.setWidget(column)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        for widget in (column, self.viewport()):  # the pane's background shows through
            widget.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:
        """The column's height at the area's width: every line, no scroll bar."""
        return QSize(super().sizeHint().width(),
                     self._column.heightForWidth(max(self.width(), 1)))

    def minimumSizeHint(self) -> QSize:
        """One line high (the scroll bar shows the rest)."""
        return QSize(super().minimumSizeHint().width(),
                     self._line.fontMetrics().lineSpacing())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width wraps the lines anew: the hint (their height) changes."""
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()
