"""Help > Rules: the rules of the chosen game (:func:`~..language.rules_text.rules_html`)
in a dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QTextBrowser, QWidget

from ...engine import Rules
from ..language.rules_text import game_title, rules_html
from .closable import lay_out_with_close


class RulesDialog(QDialog):
    """A dialog showing :func:`rules_html` for ``rules`` (and the ``auto_declare``
    preference) in a QTextBrowser, with Close."""

    def __init__(self, rules: Rules, parent: QWidget | None = None, *,
                 auto_declare: bool = True) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules: {game}").format(game=game_title(rules.variant)))
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.setHtml(rules_html(rules, auto_declare))
        lay_out_with_close(self, self.browser, 620, 640)
