"""The match history around a match (issue 15): the profiles of the human seats (the
first start asks for a name once; a new name typed in the New match dialog makes a
profile), and every finished or resigned match with a human stored when it ends.

A history without profiles gets one before the New match dialog: on the app's first
start (no settings file yet) the player is asked for a name; after an update from a
version without profiles, the name kept in the settings makes it, unasked.

Storing happens as soon as the engine gives the result (before the last animations and
the end-of-match dialog), so closing the app at once loses nothing. The log says so once
the end of the match is shown (:meth:`HistoryFlow.log_stored`), after the last trick's
line: the log reads in the order things happened. A match that cannot be stored is kept
as a record file (:class:`~..session.match_archive.StoreError`); the status line says so
at once, the log at the end of the match, and a message comes before the end-of-match
dialog (:meth:`HistoryFlow.take_problem`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtWidgets import QInputDialog, QLineEdit, QMessageBox

from ...engine import Match
from ...history import HistoryError, ProfileError
from ...user_files.names import MAX_NAME
from ..language.default_names import default_names, localized
from ..language.log_lines import LogLine, said
from ..session.match_archive import MatchArchive, Stored, StoreError, profile_problem_text
from ..session.match_setup import MatchSetup

if TYPE_CHECKING:
    from .main_window import MainWindow


class HistoryFlow(QObject):
    """The history of ``window``'s matches, kept in ``archive`` (None: no history at all,
    nothing is stored). ``last_stored``: the last match stored this session, if any.
    ``first_start``: the app starts for the first time (the player's name is asked)."""

    def __init__(self, window: MainWindow, archive: MatchArchive | None) -> None:
        super().__init__(window)
        self._window = window
        self.archive = archive
        self.last_stored: Stored | None = None
        self._stored: Match | None = None
        self._stored_id: int | None = None  # _stored's number in the history, if stored
        self._problem: str | None = None
        self._note: tuple[Match, LogLine] | None = None  # the match stored, the log's line
        self.first_start = False
        self._first_profile: int | None = None  # named at this first start, not yet seated

    # ------------------------------------------------------------- profiles
    def ensure_profile(self, then: Callable[[], None]) -> None:
        """Call ``then`` once the history has a profile: when it works and has none, on
        the first start after asking the player's name (:meth:`ask_first_name`), else
        made from the settings' name at once (a failure goes to the status line)."""
        archive = self.archive
        if archive is None or archive.history is None or archive.profiles():
            then()
        elif self.first_start:
            self.first_start = False  # asked once
            self.ask_first_name(then)
        else:
            problem = self._create(self._player_name())
            if problem:
                self._window.set_status(problem)
            then()

    def ask_first_name(self, then: Callable[[], None]) -> None:
        """The first start: ask the player's name once (the preference's name offered),
        make a profile of it, then call ``then``; asked again after a refused name. Cancel
        goes on without a profile (the New match dialog makes one from the name typed
        there); another name typed there for the first match renames it (:meth:`prepare`)."""
        dialog = QInputDialog(self._window)
        dialog.setWindowTitle(self.tr("Welcome"))
        dialog.setLabelText(self.tr("What is your name? Your matches, standings and "
                                    "statistics are kept under it."))
        dialog.setTextValue(self._player_name())
        dialog.setInputMode(QInputDialog.InputMode.TextInput)
        line = dialog.findChild(QLineEdit)
        if line is not None:
            line.setMaxLength(MAX_NAME)

        def chosen(name: str) -> None:
            problem = self._create(name)
            if problem:
                self._window.host.ask(QMessageBox.Icon.Warning, self.tr("Welcome"), problem,
                                      [QMessageBox.StandardButton.Ok],
                                      lambda _answer: self.ask_first_name(then))
                return
            if self.archive is not None:  # the history's only profile, for prepare
                self._first_profile = self.archive.profiles()[0].id
            then()

        dialog.textValueSelected.connect(chosen)
        dialog.rejected.connect(then)
        self._window.host.open(dialog)

    def _player_name(self) -> str:
        """The settings' player name, a default name in the language installed."""
        name = self._window.preferences.current.player_name
        return localized((name, *default_names(2)[1:]))[0]

    def _create(self, name: str, unplayed: int | None = None) -> str:
        """Make a profile named ``name``, or give that name to the profile ``unplayed``
        (never seated); "" when done, else why not (translated)."""
        archive = self.archive
        assert archive is not None
        try:
            if unplayed is None or archive.history is None:
                archive.create_profile(name)
            else:
                archive.history.profiles.rename(unplayed, name)
        except ProfileError as exc:
            return profile_problem_text(exc)
        except (HistoryError, sqlite3.Error) as exc:
            return self.tr("The profile could not be saved: %1").replace("%1", str(exc))
        return ""

    def prepare(self, setup: MatchSetup) -> MatchSetup:
        """``setup`` with a profile for each human seat: a new name typed in the New
        match dialog makes one, except that a new name for seat 0 in this first start's
        first match renames the profile named at the Welcome question, never seated yet
        (the player corrects their name: not a second profile); the profiles seated
        become the last used (the default of the next match). A profile that cannot be
        made or marked is told in the status line (the match is then stored under the
        name, as a guest)."""
        archive = self.archive
        if archive is None or archive.history is None:
            return setup
        known = {p.name.casefold(): p.id for p in archive.profiles()}
        unplayed = self._unplayed_first_profile(
            {setup.names[seat].casefold() for seat in setup.humans})
        for seat in setup.humans:
            if setup.names[seat].casefold() not in known:
                problem = self._create(setup.names[seat], unplayed if seat == 0 else None)
                if problem:
                    self._window.set_status(problem)
                known = {p.name.casefold(): p.id for p in archive.profiles()}
        ids = [known.get(name.casefold()) if level is None else None
               for name, level in zip(setup.names, setup.levels, strict=True)]
        try:
            for profile in reversed(ids):  # seat 0's last: the default next time
                if profile is not None:
                    archive.history.profiles.mark_used(profile)
        except (ProfileError, sqlite3.Error) as exc:
            self._window.set_status(str(exc))
        return replace(setup, profiles=tuple(ids))

    def _unplayed_first_profile(self, names: set[str]) -> int | None:
        """The profile named at this first start, asked once: its id while it was never
        seated and none of the human ``names`` (casefolded) is its name, else None."""
        first, self._first_profile = self._first_profile, None
        profile = next((p for p in self.archive.profiles() if p.id == first), None) \
            if self.archive is not None else None
        if profile is None or profile.last_used is not None \
                or profile.name.casefold() in names:
            return None
        return profile.id

    # -------------------------------------------------------------- storing
    def store_if_over(self) -> None:
        """After every action: once the match on the table with a human is over
        (finished or resigned), store it, once (never the guided first match). A failure
        goes to the status line now, and is shown before the end-of-match dialog; the
        log's line waits for :meth:`log_stored`."""
        window = self._window
        match, setup = window.controller.match, window.controller.setup
        if (self.archive is None or match is None or setup is None or not setup.humans
                or match.result is None or match is self._stored
                or window.guide.active):  # the guided first match is never stored
            return
        self._stored, self._stored_id = match, None
        try:
            self.last_stored = self.archive.store(match, setup)
        except StoreError as exc:
            self._problem = str(exc)
            self._note = (match, exc)  # worded again on a language switch
            window.set_status(self._problem)
            return
        self._stored_id = self.last_stored.match_id
        self._note = (match, said(QT_TRANSLATE_NOOP(
            "Texts", "Stored in the history as match %1"), self.last_stored.match_id))

    def stored_id(self, match: Match) -> int | None:
        """The number of ``match`` in the history, None when it was not stored (not over,
        never stored: the guided deal, a demo; or storing it failed)."""
        return self._stored_id if match is self._stored else None

    def log_stored(self) -> None:
        """The end of the match on the table is shown (its last trick and result logged):
        log what became of it, stored as match N or kept as a file, once. A line for a
        match no longer on the table is dropped."""
        note, self._note = self._note, None
        if note is not None and note[0] is self._window.controller.match:
            self._window.log.add_line(note[1])

    def take_problem(self) -> str | None:
        """The message of the last match that could not be stored, once (None when it
        was stored)."""
        problem, self._problem = self._problem, None
        return problem
