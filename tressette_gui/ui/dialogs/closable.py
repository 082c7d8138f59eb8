"""The layout of a dialog that only shows something: its content over a Close button."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget


def lay_out_with_close(dialog: QDialog, content: QWidget, width: int, height: int) -> None:
    """Put ``content`` over a Close button (it rejects ``dialog``) and size ``dialog``
    ``width`` x ``height`` px."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(content)
    layout.addWidget(buttons)
    dialog.resize(width, height)
