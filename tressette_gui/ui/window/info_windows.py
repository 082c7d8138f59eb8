"""The windows a menu opens over the match without changing it: View > Score sheet,
Help > Rules (of the match on the table) and Help > About."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ... import __version__
from ..dialogs.rules_dialog import RulesDialog
from ..dialogs.score_sheet import ScoreSheetDialog

if TYPE_CHECKING:
    from .main_window import MainWindow


class InfoWindows(QObject):
    """Opens them over ``window``, each through its :class:`~.dialog_host.DialogHost`."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window

    def show_score_sheet(self) -> None:
        """View > Score sheet: the points of every deal in a table."""
        window = self._window
        window.host.open(ScoreSheetDialog(window.sheet_model, window))

    def show_rules(self) -> None:
        """Help > Rules of the match on the table: the replayed one in the replay viewer,
        else the last set-up's (the match played, or the next); and the auto-declare
        preference. The "This match" section only while a match is on the table."""
        window, controller = self._window, self._window.controller
        replayed = controller.replay.match if controller.replaying else None
        rules = window.setup.rules if replayed is None else replayed.rules
        auto_declare = window.preferences.current.auto_declare if controller.on_table else None
        window.host.open(RulesDialog(rules, window, auto_declare=auto_declare))

    def show_about(self) -> None:
        """Help > About: the program and its version (``tressette_gui.__version__``)."""
        window = self._window
        box = window.host.ask(QMessageBox.Icon.NoIcon, self.tr("About Tressette"), self.tr(
            "<b>Tressette</b> %1<br>Tressette for four and Spizzichino for two, "
            "offline, with honest bots.").replace("%1", html.escape(__version__)),
            [QMessageBox.StandardButton.Ok])
        box.setIconPixmap(window.windowIcon().pixmap(64, 64))
