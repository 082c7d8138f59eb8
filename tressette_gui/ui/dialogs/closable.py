"""The layout of a dialog that only shows something: its content over a Close button;
and a dialog's first size, kept inside the screen's room."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

#: Logical px kept free under a dialog for its title bar and frame.
FRAME = 40


def size_within_screen(dialog: QWidget, width: int, height: int) -> None:
    """Size ``dialog`` ``width`` x ``height`` logical px, or less where the available
    room of its screen (the parent window's, without panels) is smaller: at 1024 x 600
    every button stays on the screen (issue 11)."""
    parent = dialog.parentWidget()
    screen = (parent.window() if parent is not None else dialog).screen()
    room = screen.availableGeometry()
    dialog.resize(min(width, room.width()), min(height, room.height() - FRAME))


def lay_out_with_close(dialog: QDialog, content: QWidget, width: int, height: int) -> None:
    """Put ``content`` over a Close button (it rejects ``dialog``) and size ``dialog``
    ``width`` x ``height`` logical px, at most the screen's room
    (:func:`size_within_screen`)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(content)
    layout.addWidget(buttons)
    size_within_screen(dialog, width, height)
