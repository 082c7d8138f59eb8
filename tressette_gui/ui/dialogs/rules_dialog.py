"""Help > Rules: the rules of the chosen game (:func:`~..language.rules_text.rules_html`)
in a dialog, also opened from the New match dialog."""

from __future__ import annotations

from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QAbstractSlider, QDialog, QTextBrowser, QWidget

from ...engine import Rules
from ..language.rules_text import game_title, rules_html
from .closable import lay_out_with_close

#: The size (logical px) the rules are shown at where the screen has the room: a
#: readable column of text, and as tall as a 1024x600 screen allows.
WIDTH, HEIGHT = 700, 760


class RulesBrowser(QTextBrowser):
    """A read-only QTextBrowser that Ctrl+Home and Ctrl+End scroll to the top and the
    bottom, as Home and End do (Qt's leaves them to a text cursor it does not show)."""

    _JUMPS = ((QKeySequence.StandardKey.MoveToStartOfDocument,
               QAbstractSlider.SliderAction.SliderToMinimum),
              (QKeySequence.StandardKey.MoveToEndOfDocument,
               QAbstractSlider.SliderAction.SliderToMaximum))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Scroll to the top or the bottom for Ctrl+Home or Ctrl+End, else as Qt's."""
        for key, action in self._JUMPS:
            if event.matches(key):
                self.verticalScrollBar().triggerAction(action)
                event.accept()
                return
        super().keyPressEvent(event)


class RulesDialog(QDialog):
    """A dialog showing :func:`rules_html` for ``rules`` (and the ``auto_declare``
    preference; None: no match on the table) in a QTextBrowser, with Close.

    It is sized by the main window (the outermost one under ``parent``), not by a
    smaller dialog it opens over, and the text has the keyboard focus, so Page Up, Page
    Down, Home and End scroll it at once, as Ctrl+Home and Ctrl+End do
    (:class:`RulesBrowser`)."""

    def __init__(self, rules: Rules, parent: QWidget | None = None, *,
                 auto_declare: bool | None = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {game}").format(game=game_title(rules.variant)))
        self.browser = RulesBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setHtml(rules_html(rules, auto_declare))
        outermost = parent
        while outermost is not None and outermost.parentWidget() is not None:
            outermost = outermost.parentWidget()
        lay_out_with_close(self, self.browser, WIDTH, HEIGHT, over=outermost)
        self.browser.setFocus()
