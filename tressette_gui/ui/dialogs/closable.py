"""The layout of a dialog that only shows something: its content over a Close button."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from .sizing import fit_size


def lay_out_with_close(dialog: QDialog, content: QWidget, width: int, height: int, *,
                       over: QWidget | None = None) -> None:
    """Put ``content`` over a Close button (it rejects ``dialog``) and size ``dialog``
    ``width`` x ``height`` logical px, at most the room it has (:func:`~.sizing.fit_size`;
    ``over``: the window whose share bounds it, by default the parent's window)."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(content)
    layout.addWidget(buttons)
    fit_size(dialog, width, height, over=over)
