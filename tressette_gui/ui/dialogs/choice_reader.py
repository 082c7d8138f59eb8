"""Reading the history again when a window's choice changes (its combo boxes: a game,
a player), in Qt's event loop: a database that fails then (sqlite3.Error: closed,
locked, failing) leaves the window as it was and is told once, in a message box.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QSignalBlocker, Qt
from PySide6.QtWidgets import QComboBox, QMessageBox, QWidget


class ChoiceReader(QObject):
    """Calls ``show`` (which reads the history and shows what ``combos`` choose) each
    time one of ``combos`` changes, in ``window``. When ``show`` raises sqlite3.Error
    (it must change nothing shown before its reads are done), the combo boxes go back
    to the choice shown and a message box over ``window`` names the problem, the
    first time only: :attr:`problem` is its text ("" while none)."""

    def __init__(self, window: QWidget, combos: Sequence[QComboBox],
                 show: Callable[[], None]) -> None:
        super().__init__(window)
        self._window, self._combos, self._show = window, tuple(combos), show
        self._shown = self._choice()
        self.problem = ""
        for combo in self._combos:
            combo.currentIndexChanged.connect(self._chosen)

    def _choice(self) -> tuple[int, ...]:
        return tuple(combo.currentIndex() for combo in self._combos)

    def _chosen(self) -> None:
        try:
            self._show()
        except sqlite3.Error as exc:
            for combo, index in zip(self._combos, self._shown, strict=True):
                with QSignalBlocker(combo):
                    combo.setCurrentIndex(index)
            self._tell(exc)
        else:
            self._shown = self._choice()

    def _tell(self, exc: sqlite3.Error) -> None:
        if self.problem:
            return
        self.problem = self.tr("The match history cannot be read: %1").replace(
            "%1", str(exc))
        box = QMessageBox(QMessageBox.Icon.Warning, self._window.windowTitle(), self.problem,
                          QMessageBox.StandardButton.Ok, self._window)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
