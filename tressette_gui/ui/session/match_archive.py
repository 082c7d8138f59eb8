"""The app's match history (issue 15): the history database (``tressette_gui.history``)
opened at start, every finished or resigned match with a human stored when it ends, and
the profiles the human seats pick.

A history that cannot be used never stops the game: :meth:`MatchArchive.open` always
gives an archive, with a :attr:`~MatchArchive.notice` for the user (a bad file moved
aside, or no history at all this session). A match that cannot be stored is kept as a
record file in the data folder's ``unstored`` folder (importable later from the History
window), and :class:`StoreError` says so; the match on the table goes on untouched.
"""

from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import NoReturn

from PySide6.QtCore import QCoreApplication

from ...engine import Match
from ...history import (
    BotSeat,
    GuestSeat,
    History,
    HistoryError,
    MovedAside,
    OpenProblem,
    Profile,
    ProfileError,
    ProfileProblem,
    ProfileSeat,
    SeatPlayer,
)
from ...records import save
from ...user_files.location import data_folder
from .match_setup import MatchSetup

#: Colours given to new profiles in turn (``#rrggbb``), one per profile made so far.
PROFILE_COLOURS = ("#c03030", "#2f62b8", "#2e8b57", "#b8860b", "#8a3fc0", "#d2691e")
#: The folder (in the data folder) where a match that could not be stored is kept.
UNSTORED_FOLDER = "unstored"


def _t(text: str) -> str:
    return QCoreApplication.translate("MatchArchive", text)


def moved_aside_text(moved: MovedAside) -> str:
    """The user's message for a history file that was moved aside (translated)."""
    what = {
        OpenProblem.NOT_A_FILE: _t("is not a regular file"),
        OpenProblem.UNREADABLE: _t("cannot be read"),
        OpenProblem.CORRUPT: _t("is damaged or not a Tressette history"),
        OpenProblem.NEWER: _t("was written by a newer version of the program"),
    }[moved.problem]
    return _t("The match history {what} ({detail}). It was kept as {path} and a new, empty "
              "history was started.").format(what=what, detail=moved.detail,
                                             path=moved.moved_to)


def profile_problem_text(error: ProfileError) -> str:
    """Why a profile change was refused, for the user (translated)."""
    return {
        ProfileProblem.BAD_NAME: _t("A name has 1 to 20 printable characters."),
        ProfileProblem.NAME_TAKEN: _t("There is already a profile with this name."),
        ProfileProblem.BAD_COLOUR: _t("This is not a colour."),
        ProfileProblem.UNKNOWN_PROFILE: _t("This profile no longer exists."),
    }[error.problem]


@dataclass(frozen=True, slots=True)
class Stored:
    """A match stored as history match ``match_id``; storing took ``seconds``."""

    match_id: int
    seconds: float


class StoreError(Exception):
    """A finished match could not be stored in the history.

    ``reason``: what went wrong (English, technical); ``kept``: the record file the match
    was written to instead (import it later), None when that failed too. :meth:`text`
    (and ``str()``) is the message for the player naming both, in the language installed
    when asked: a line of the log (``language.log_lines.LogLine``) worded again on a
    language switch.
    """

    def __init__(self, reason: str, kept: Path | None) -> None:
        super().__init__(reason, kept)
        self.reason = reason
        self.kept = kept

    def text(self) -> str:
        """The message for the player, translated now."""
        if self.kept is None:
            text = _t("This match could not be stored in the history ({reason}), and its "
                      "record could not be kept either.")
        else:
            text = _t("This match could not be stored in the history ({reason}). Its record "
                      "was kept as {path}: import it from the History window later.")
        return text.format(reason=self.reason, path=self.kept)

    def __str__(self) -> str:
        return self.text()


class MatchArchive:
    """The history of this session: ``history`` (None when no database could be opened)
    and ``notice``, a translated message for the user when the database had a problem at
    opening (None when all went well). ``folder``: the data folder, where a match that
    could not be stored is kept (``unstored/``)."""

    def __init__(self, history: History | None, notice: str | None = None,
                 folder: Path | None = None) -> None:
        self.history = history
        self.notice = notice
        self.folder = folder if folder is not None else data_folder()

    @classmethod
    def open(cls, path: Path | None = None) -> MatchArchive:
        """The history at ``path`` (default: the data folder's ``history.sqlite``, which
        honours ``TRESSETTE_HOME``). Never raises: a database that cannot be used gives an
        archive without history and a notice."""
        folder = path.parent if path is not None else data_folder()
        try:
            history = History(path)
        except HistoryError as exc:
            return cls(None, _t("The match history cannot be used: {reason}. Matches will "
                                "not be stored this time.").format(reason=exc), folder)
        moved = history.moved_aside
        return cls(history, None if moved is None else moved_aside_text(moved), folder)

    def close(self) -> None:
        """Close the database (idempotent)."""
        if self.history is not None:
            self.history.close()

    # ------------------------------------------------------------- profiles
    def profiles(self) -> list[Profile]:
        """The profiles, the one used last first; none without a history."""
        return self.history.profiles.all() if self.history is not None else []

    def create_profile(self, name: str) -> Profile:
        """A new profile named ``name`` with the next colour of :data:`PROFILE_COLOURS`.
        Raises ``ProfileError`` (see :func:`profile_problem_text`), ``HistoryError``
        without a history, sqlite3.Error when the database cannot be written."""
        if self.history is None:
            raise HistoryError("the match history cannot be used")
        made = len(self.history.players())
        return self.history.profiles.create(name, PROFILE_COLOURS[made % len(PROFILE_COLOURS)])

    # -------------------------------------------------------------- storing
    def seats(self, match: Match, setup: MatchSetup) -> list[SeatPlayer]:
        """Who sat where in ``match`` of ``setup``: a bot level, else the profile chosen
        for the seat when it still exists, else the profile with the seat's name, else a
        guest of that name (a profile deleted or renamed while the match ran)."""
        active = {p.id: p for p in self.profiles()}
        by_name = {p.name.casefold(): p.id for p in active.values()}
        seats: list[SeatPlayer] = []
        for seat, level in enumerate(setup.levels):
            if level is not None:
                seats.append(BotSeat(level))
                continue
            chosen = setup.profiles[seat] if setup.profiles else None
            name = match.names[seat]
            if chosen is None or chosen not in active:
                chosen = by_name.get(name.casefold())
            seats.append(ProfileSeat(chosen) if chosen is not None else GuestSeat(name))
        return seats

    def seat_colours(self, match: Match, setup: MatchSetup) -> tuple[str | None, ...]:
        """One colour per seat of ``match`` (:meth:`seats`): its profile's ``#rrggbb``
        (as the standings chart draws that player), None for a bot or a guest, and for
        every seat when the history cannot be read (the store failed: a disk error)."""
        try:
            colours = {p.id: p.colour for p in self.profiles()}
            seats = self.seats(match, setup)
        except sqlite3.Error:
            return (None,) * len(match.names)
        return tuple(colours.get(s.profile_id) if isinstance(s, ProfileSeat) else None
                     for s in seats)

    def store(self, match: Match, setup: MatchSetup) -> Stored:
        """Store the finished or resigned ``match`` of ``setup`` (R9: ranked unless the
        match's ``hints_used`` or ``undo_used`` is set). Raises :class:`StoreError` when it
        cannot be stored: the match's record is then written to ``unstored/`` in the data
        folder."""
        if self.history is None:
            self._keep(match, "the match history cannot be used")
        started = time.perf_counter()
        try:
            match_id = self.history.matches.store(match, self.seats(match, setup))
        except (sqlite3.Error, OSError, ValueError) as exc:
            self._keep(match, str(exc))
        return Stored(match_id, time.perf_counter() - started)

    def _keep(self, match: Match, reason: str) -> NoReturn:
        """Write ``match`` as a record file in ``unstored/`` and raise :class:`StoreError`."""
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
        path = self.folder / UNSTORED_FOLDER / f"match-{stamp}.json"
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            save(match, path)
        except (OSError, ValueError):
            raise StoreError(reason, None) from None
        raise StoreError(reason, path)

