"""A notice above the table that stays until the player dismisses it: for what must not
be missed while play goes on (the match could not be saved), where a status line message
would be replaced by the next one at once."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QWidget


class NoticeBar(QFrame):
    """Hidden until :meth:`show_notice`; its Dismiss button hides it. Never modal: the
    table keeps working while it shows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noticeBar")
        self.setStyleSheet("#noticeBar { background: #fff3cd; border-bottom: 1px solid #d9b44a; }"
                           " #noticeBar QLabel { color: #4d3a00; }")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.dismiss = QPushButton(self)
        self.dismiss.clicked.connect(self.hide)
        layout.addWidget(self.dismiss)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Re-word the button in the language just installed (the notice's text was
        worded when it came)."""
        self.dismiss.setText(self.tr("Dismiss"))

    def show_notice(self, text: str) -> None:
        """Show ``text`` (plain text) until dismissed; replaces the notice shown, if any."""
        self.label.setText(text)
        self.show()

    @property
    def text(self) -> str:
        """The notice's text ("" while hidden)."""
        return self.label.text() if not self.isHidden() else ""
