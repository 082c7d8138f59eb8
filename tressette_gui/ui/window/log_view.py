"""The match log: read-only lines that follow the newest one unless the player has
scrolled up on purpose."""

from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit, QWidget

#: Lines kept in the log (older ones are dropped).
MAX_LINES = 2000


class LogView(QPlainTextEdit):
    """A read-only log of at most :data:`MAX_LINES` lines.

    It keeps the newest line in view (:attr:`following`) while the player leaves
    the scroll bar at the bottom; scrolling up stops that until the player
    scrolls back to the bottom. The view follows also when lines arrive while it
    is hidden or not laid out yet (the range grows later), and when old lines
    are dropped.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self._following = True
        self._moving = False
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(lambda _low, _high: self._follow())

    @property
    def following(self) -> bool:
        """True while the newest line is kept in view."""
        return self._following

    def add_line(self, text: str) -> None:
        """Append ``text`` as a new line (plain text) and keep following if it was."""
        following = self._following
        self.appendPlainText(text)
        self._following = following
        self._follow()

    def _scrolled(self, value: int) -> None:
        if not self._moving:
            self._following = value >= self.verticalScrollBar().maximum()

    def _follow(self) -> None:
        if self._following:
            bar = self.verticalScrollBar()
            self._moving = True
            bar.setValue(bar.maximum())
            self._moving = False
