"""The match log: read-only lines that follow the newest one unless the player has
scrolled up on purpose, kept as typed values (``language.log_lines``) and worded again
when the language changes."""

from __future__ import annotations

from collections import deque

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from ..language.log_lines import LogLine

#: Lines kept in the log (older ones are dropped).
MAX_LINES = 2000


class LogView(QPlainTextEdit):
    """A read-only log of at most :data:`MAX_LINES` lines.

    It keeps the newest line in view (:attr:`following`) while the player leaves
    the scroll bar at the bottom; scrolling up stops that until the player
    scrolls back to the bottom. The view follows also when lines arrive while it
    is hidden or not laid out yet (the range grows later), and when old lines
    are dropped. A :class:`LogLine` is worded again in the language just installed
    (``QEvent.LanguageChange``); a plain string stays as written.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setReadOnly(True)
        self.setMaximumBlockCount(MAX_LINES)
        self._lines: deque[LogLine | str] = deque(maxlen=MAX_LINES)
        self._following = True
        self._moving = False
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(lambda _low, _high: self._follow())

    @property
    def following(self) -> bool:
        """True while the newest line is kept in view."""
        return self._following

    def add_line(self, line: LogLine | str) -> None:
        """Append ``line`` (plain text once worded) and keep following if it was."""
        self._lines.append(line)
        following = self._following
        self.appendPlainText(_words(line))
        self._following = following
        self._follow()

    def clear(self) -> None:
        """No line left (nor worded again on a language change)."""
        self._lines.clear()
        super().clear()

    def changeEvent(self, event: QEvent) -> None:
        """Word every line again when the language changes (the scroll position and
        following stay)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._lines:
            bar = self.verticalScrollBar()
            value, following = bar.value(), self._following
            self._moving = True
            self.setPlainText("\n".join(_words(line) for line in self._lines))
            bar.setValue(bar.maximum() if following else value)
            self._moving = False
            self._following = following

    def _scrolled(self, value: int) -> None:
        if not self._moving:
            self._following = value >= self.verticalScrollBar().maximum()

    def _follow(self) -> None:
        if self._following:
            bar = self.verticalScrollBar()
            self._moving = True
            bar.setValue(bar.maximum())
            self._moving = False


def _words(line: LogLine | str) -> str:
    """``line`` in the language installed."""
    return line if isinstance(line, str) else line.text()
