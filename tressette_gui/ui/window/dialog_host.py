"""The window's one open dialog at a time, and its questions.

Every dialog is opened window-modal with ``open()`` (never a nested ``exec()`` loop),
deleted when closed, and forgotten by the window when it finishes; the next step of a
flow starts on ``finished``. :meth:`DialogHost.ask` is the one way to ask a question
with a message box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QDialog, QMessageBox, QPushButton, QWidget

#: A message box's answer: a standard button or (text, role) of one of its own.
Answer = QMessageBox.StandardButton | tuple[str, QMessageBox.ButtonRole]


class DialogHost(QObject):
    """The dialog open over ``window`` (:attr:`dialog`), if any; ``opened()`` is emitted
    when :meth:`open` opens one, ``closed()`` when a dialog finishes with no other one
    open after it (closed by :meth:`close` too), not when :meth:`open` replaces it."""

    opened = Signal()
    closed = Signal()

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.dialog: QDialog | None = None

    def open(self, dialog: QDialog) -> None:
        """Close the dialog open, then open ``dialog`` window-modal."""
        replaced, self.dialog = self.dialog, dialog  # first: no closed() for the one replaced
        if replaced is not None:
            replaced.reject()
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _=0: self._forget(dialog))
        dialog.open()
        self.opened.emit()

    def close(self) -> None:
        """Reject the dialog open, if any."""
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.reject()

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
        if self.dialog is None:
            self.closed.emit()

    def ask(self, icon: QMessageBox.Icon, title: str, text: str, answers: Sequence[Answer],
            answered: Callable[[int], None] | None = None, *,
            default: int | None = None) -> QMessageBox:
        """Open a message box with ``answers`` (standard buttons, or (text, role) of
        buttons of its own), ``answers[default]`` the default button if given; when it
        closes, ``answered(i)`` is called with the index of the answer clicked, or -1
        when the box was closed otherwise (the window closing). The host forgets the box
        before ``answered`` runs, so ``answered`` may open the next dialog."""
        flags = QMessageBox.StandardButton.NoButton
        for answer in answers:
            if isinstance(answer, QMessageBox.StandardButton):
                flags |= answer
        box = QMessageBox(icon, title, text, flags, self._window)
        buttons = [box.button(a) if isinstance(a, QMessageBox.StandardButton)
                   else box.addButton(*a) for a in answers]
        chosen = buttons[default] if default is not None else None
        if isinstance(chosen, QPushButton):
            box.setDefaultButton(chosen)
        self.open(box)  # connected first: the host forgets the box, then the flow goes on
        if answered is not None:
            box.finished.connect(lambda _=0: answered(
                next((i for i, b in enumerate(buttons) if b is box.clickedButton()), -1)))
        return box
