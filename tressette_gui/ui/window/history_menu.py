"""The main window's History menu (issue 15): the list of past matches (a match opens
in the replay viewer), the analysis of the last match, the standings, the statistics and
the profiles, each a dialog of the window's :class:`~.dialog_host.DialogHost`. Without a
history (it could not be opened) the actions are disabled; without a match in it, or
when the last match has no decision of a person at the table (resigned before their
first choice), the analysis, its tooltip saying so.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMenu, QMessageBox

from ...analysis.review import has_decision
from ...history import HistoryFilter
from ...records import RecordError
from ..dialogs.history_dialog import HistoryDialog
from ..dialogs.profiles_dialog import ProfilesDialog
from ..dialogs.standings_dialog import StandingsDialog
from ..dialogs.statistics_dialog import StatisticsDialog
from ..language.analysis_words import nothing_to_analyse_text

if TYPE_CHECKING:
    from .main_window import MainWindow

_Dialog = TypeVar("_Dialog", bound=QDialog)


class HistoryMenu(QObject):
    """The History menu of ``window``, put before its Help menu. ``replay(match_id,
    back)`` opens a stored match in the replay viewer, ``back`` called when it closes:
    the History window comes back as it was, the replayed match chosen;
    ``analyse(match_id)`` opens it with the analysis running. Actions:
    ``history_action`` (Ctrl+H), ``analysis_action`` (the last match stored,
    :meth:`last_match`), ``standings_action``, ``statistics_action`` and
    ``profiles_action`` (Ctrl+Shift and the letter underlined in the menu: S, T, P)."""

    def __init__(self, window: MainWindow,
                 replay: Callable[[int, Callable[[], None]], None],
                 analyse: Callable[[int], object]) -> None:
        super().__init__(window)
        self._window = window
        self._replay = replay
        self._analyse = analyse
        self.menu = QMenu(window)
        self.menu.setToolTipsVisible(True)  # the analysis' tooltip says why it is disabled
        window.menuBar().insertMenu(window.menus.help_menu.menuAction(), self.menu)
        self.history_action = self._action(self.show_history, "Ctrl+H")
        self.analysis_action = self._action(self.analyse_last)
        self.standings_action = self._action(self.show_standings, "Ctrl+Shift+S")
        self.statistics_action = self._action(self.show_statistics, "Ctrl+Shift+T")
        self.menu.addSeparator()
        self.profiles_action = self._action(self.show_profiles, "Ctrl+Shift+P")
        archive = window.history_flow.archive
        available = archive is not None and archive.history is not None
        for action in self.menu.actions():
            action.setEnabled(available)
        self._last: int | None = None  # the match History > Analyse opens
        self._empty = False  # it has no decision of a person (nothing to analyse)
        self.menu.aboutToShow.connect(self._refresh)  # a match stored since
        self._refresh()

    def _action(self, slot: Callable[[], None], shortcut: str = "") -> QAction:
        action = QAction(self._window)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        self.menu.addAction(action)
        return action

    def _refresh(self) -> None:
        """Look up the last match stored (:meth:`last_match`, the database read only
        here: when the menu opens, not on every language change), enable History >
        Analyse for it unless it has nothing to analyse (:meth:`_nothing_to_analyse`)
        and word the menu (:meth:`retranslate`)."""
        self._last = self.last_match()
        self._empty = self._last is not None and self._nothing_to_analyse(self._last)
        archive = self._window.history_flow.archive
        if archive is not None and archive.history is not None:
            self.analysis_action.setEnabled(self._last is not None and not self._empty)
        self.retranslate()

    def _nothing_to_analyse(self, match_id: int) -> bool:
        """Whether stored match ``match_id`` has no decision of a person at the table (a
        card chosen among two or more, :func:`~...analysis.review.decisions`; seat 0 in
        a match of bots only, as the analysis takes), as when it was resigned before
        their first choice: the match-over box's rule. False when the match cannot be
        read (opening it says why)."""
        archive = self._window.history_flow.archive
        if archive is None or archive.history is None:
            return False
        try:
            match = archive.history.matches.load(match_id)
            seats = archive.history.matches.human_seats(match_id) or (0,)
        except (LookupError, RecordError, sqlite3.Error):
            return False
        return not has_decision(match, seats)

    def retranslate(self) -> None:
        """Set the menu's words in the language installed."""
        self.menu.setTitle(self.tr("His&tory"))
        self.history_action.setText(self.tr("Match &history\u2026"))
        self.analysis_action.setText(self.tr("&Analyse the last match"))
        last = self._last
        self.analysis_action.setToolTip(
            self.tr("No match in the history yet: finish one to analyse it") if last is None
            else nothing_to_analyse_text() if self._empty
            else self.tr("The replay of match %1, each decision valued by the strongest bot "
                         "from what the player could see").replace("%1", str(last)))
        self.standings_action.setText(self.tr("&Standings\u2026"))
        self.statistics_action.setText(self.tr("S&tatistics\u2026"))
        self.profiles_action.setText(self.tr("&Profiles\u2026"))

    def _profile(self) -> int | None:
        """The profile to show first: the one at the table; None when the match on the
        table has none (a demo, guests at a hot seat: nobody's matches, the History shows
        every match); with no match on the table, the one used last. Raises
        sqlite3.Error when the database cannot be read."""
        setup = self._window.controller.setup
        if setup is not None:
            return next((p for p in setup.profiles if p is not None), None)
        archive = self._window.history_flow.archive
        profiles = archive.profiles() if archive is not None else []
        return profiles[0].id if profiles else None

    def last_match(self) -> int | None:
        """The number of the match stored last (the newest in the history), None when
        there is none, no history or the database cannot be read (its failure is told
        where a match is stored)."""
        archive = self._window.history_flow.archive
        if archive is None or archive.history is None:
            return None
        try:
            newest = archive.history.browser.page(HistoryFilter(), 0, 1)
        except sqlite3.Error:
            return None
        return newest[0].match_id if newest else None

    def analyse_last(self) -> None:
        """History > Analyse the last match: its replay with the analysis running (the
        status line says when it cannot be read)."""
        last = self.last_match()
        if last is None:  # the entry was on: the database can no longer be read
            self._window.set_status(self.tr("The last match cannot be read from the history"))
        else:
            self._analyse(last)

    def show_history(self, back: tuple[HistoryFilter, int] | None = None) -> None:
        """History > Match history: the list; a match chosen opens in the replay, and
        closing the replay brings the list back. ``back``: the list's view and the match
        replayed, when coming back from its replay (:meth:`HistoryDialog.restore`). A
        database that cannot be read is told in a message box instead of the list."""
        archive = self._window.history_flow.archive
        if archive is None or archive.history is None:
            return
        history = archive.history
        def make() -> HistoryDialog:
            player = back[0].player_id if back is not None else self._profile()
            made = HistoryDialog(history, player, self._window)
            if back is not None:
                made.restore(*back)
            return made
        dialog = self._built(HistoryDialog, make, self.tr("Match history"))
        if dialog is None:
            return
        def replay(match_id: int) -> None:
            view = dialog.model.view  # now: the dialog is deleted once it closes
            self._replay(match_id, lambda: self.show_history((view, match_id)))
        dialog.replayRequested.connect(replay)
        self._window.host.open(dialog)

    def _built(self, kind: type[_Dialog], make: Callable[[], _Dialog],
               title: str) -> _Dialog | None:
        """The dialog ``make`` builds, or None when the database cannot be read: a
        message box titled ``title`` says so, and a ``kind`` left half-built (never
        opened) is deleted."""
        try:
            return make()
        except sqlite3.Error as exc:
            for half_built in self._window.findChildren(kind):
                if not half_built.isVisible():  # never opened (or closed already)
                    half_built.deleteLater()
            self._window.host.ask(QMessageBox.Icon.Warning, title, self.tr(
                "The match history cannot be read: %1").replace("%1", str(exc)),
                [QMessageBox.StandardButton.Ok])
            return None

    def show_standings(self) -> None:
        """History > Standings: the table per game and the chart over time (R9); a
        database that cannot be read is told in a message box instead."""
        archive = self._window.history_flow.archive
        if archive is None or (history := archive.history) is None:
            return
        dialog = self._built(StandingsDialog, lambda: StandingsDialog(history, self._window),
                             self.tr("Standings"))
        if dialog is not None:
            self._window.host.open(dialog)

    def show_statistics(self) -> None:
        """History > Statistics of the profile at the table (or used last); a database
        that cannot be read is told in a message box instead."""
        archive = self._window.history_flow.archive
        if archive is None or (history := archive.history) is None:
            return
        dialog = self._built(StatisticsDialog, lambda: StatisticsDialog(
            history, self._profile(), self._window), self.tr("Statistics"))
        if dialog is not None:
            self._window.host.open(dialog)

    def show_profiles(self) -> None:
        """History > Profiles: make, rename, recolour and delete profiles; a database
        that cannot be read is told in a message box instead."""
        archive = self._window.history_flow.archive
        if archive is None or archive.history is None:
            return
        dialog = self._built(ProfilesDialog, lambda: ProfilesDialog(archive, self._window),
                             self.tr("Profiles"))
        if dialog is not None:
            self._window.host.open(dialog)
