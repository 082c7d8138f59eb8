"""Local player profiles: a name and a colour, created, renamed, recoloured, deleted;
the one used last is the default for a new match.

A deleted profile keeps its row (flagged deleted) so its matches stay in the history,
shown under the name it had; its name is free again for a new profile.
"""

from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass
from datetime import UTC, datetime
from enum import Enum

from ..user_files.guarded import UserFileError
from ..user_files.names import check_name
from .connection import transaction

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")


class ProfileProblem(Enum):
    """Why a profile change was refused (the UI translates these)."""

    #: Not a name of the app's rule: 1 to 20 printable characters, not only spaces
    #: (``user_files.names``).
    BAD_NAME = "bad_name"
    NAME_TAKEN = "name_taken"
    BAD_COLOUR = "bad_colour"
    UNKNOWN_PROFILE = "unknown_profile"


class ProfileError(ValueError):
    """A refused profile change: ``problem`` says why; the message (English) says what."""

    def __init__(self, problem: ProfileProblem, message: str) -> None:
        super().__init__(message)
        self.problem = problem


@dataclass(frozen=True, slots=True)
class Profile:
    """A local player: ``id``, ``name``, ``colour`` (``#rrggbb``), ``last_used`` (when it
    last sat at a match or was picked for one, UTC; None if never), ``deleted``."""

    id: int
    name: str
    colour: str
    last_used: datetime | None
    deleted: bool = False


def timestamp(when: datetime | None) -> float:
    """Seconds since the epoch of ``when`` (an aware datetime; now when None)."""
    if when is None:
        return time.time()
    if when.tzinfo is None:
        raise ValueError("a time of the history must be timezone-aware")
    return when.timestamp()


def from_timestamp(seconds: float) -> datetime:
    """The UTC datetime of ``seconds`` since the epoch."""
    return datetime.fromtimestamp(seconds, UTC)


class Profiles:
    """The profiles of one history database (``conn``, see :mod:`.connection`)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def all(self) -> list[Profile]:
        """The profiles not deleted, the one used last first (never-used ones by name)."""
        return self._listed("", ())

    def played(self, also: int | None = None) -> list[Profile]:
        """The profiles not deleted that sat at a stored match, and the profile ``also``
        (e.g. the one at the table) though it has none, in :meth:`all`'s order: the
        players a view of the history offers (a profile never played, such as a name
        given at the first start and then changed, has nothing to show there)."""
        return self._listed("AND (id = ? OR EXISTS (SELECT 1 FROM seats "
                            "WHERE seats.player_id = players.id))", (also,))

    def _listed(self, condition: str, values: tuple[object, ...]) -> list[Profile]:
        """The profiles not deleted that meet the SQL ``condition`` (with ``values``),
        the one used last first, never-used ones by name."""
        rows = self._conn.execute(
            "SELECT id, name, colour, last_used, deleted FROM players WHERE kind = 'profile' "
            f"AND deleted = 0 {condition} ORDER BY last_used IS NULL, last_used DESC, name",
            values).fetchall()
        return [_profile(row) for row in rows]

    def get(self, profile_id: int) -> Profile:
        """The profile ``profile_id`` (deleted ones too). Raises :class:`ProfileError`
        (UNKNOWN_PROFILE) when there is none."""
        row = self._conn.execute(
            "SELECT id, name, colour, last_used, deleted FROM players WHERE kind = 'profile' "
            "AND id = ?", (profile_id,)).fetchone()
        if row is None:
            raise ProfileError(ProfileProblem.UNKNOWN_PROFILE, f"no profile {profile_id}")
        return _profile(row)

    def last_used(self) -> Profile | None:
        """The profile used last (the default for a new match), None when there is none."""
        profiles = self.all()
        return profiles[0] if profiles else None

    def create(self, name: str, colour: str) -> Profile:
        """A new profile. ``name`` is stripped of surrounding spaces; raises
        :class:`ProfileError` for a name outside the app's rule (1 to 20 printable
        characters) or taken (case-insensitive, among profiles not deleted), or a colour
        not ``#rrggbb``."""
        name = self._checked_name(name, None)
        colour = _checked_colour(colour)
        with transaction(self._conn):
            cursor = self._conn.execute(
                "INSERT INTO players (kind, name, colour) VALUES ('profile', ?, ?)",
                (name, colour))
        assert cursor.lastrowid is not None
        return self.get(cursor.lastrowid)

    def rename(self, profile_id: int, name: str) -> Profile:
        """Rename a profile (its past matches show the new name). Raises
        :class:`ProfileError` as :meth:`create` does, or for an unknown or deleted one."""
        self._active(profile_id)
        name = self._checked_name(name, profile_id)
        self._update(profile_id, "name", name)
        return self.get(profile_id)

    def set_colour(self, profile_id: int, colour: str) -> Profile:
        """Change a profile's colour (``#rrggbb``). Raises :class:`ProfileError`."""
        self._active(profile_id)
        self._update(profile_id, "colour", _checked_colour(colour))
        return self.get(profile_id)

    def mark_used(self, profile_id: int, when: datetime | None = None) -> None:
        """Record that the profile was picked for a match at ``when`` (now when None),
        making it the default. Raises :class:`ProfileError` for an unknown or deleted one."""
        self._active(profile_id)
        self._update(profile_id, "last_used", timestamp(when))

    def delete(self, profile_id: int) -> None:
        """Delete a profile: it leaves the list; its matches stay, under its last name.
        Raises :class:`ProfileError` for an unknown or already deleted one."""
        self._active(profile_id)
        self._update(profile_id, "deleted", 1)

    def _active(self, profile_id: int) -> None:
        if self.get(profile_id).deleted:
            raise ProfileError(ProfileProblem.UNKNOWN_PROFILE,
                               f"profile {profile_id} was deleted")

    def _update(self, profile_id: int, column: str, value: object) -> None:
        with transaction(self._conn):
            self._conn.execute(f"UPDATE players SET {column} = ? WHERE id = ?",
                               (value, profile_id))

    def _checked_name(self, name: str, profile_id: int | None) -> str:
        name = name.strip()
        try:
            check_name(name)  # the one name rule of the app's files and dialogs
        except UserFileError as exc:
            raise ProfileError(ProfileProblem.BAD_NAME, exc.reason) from None
        for other in self.all():
            if other.id != profile_id and other.name.casefold() == name.casefold():
                raise ProfileError(ProfileProblem.NAME_TAKEN,
                                   f"there is already a profile named {other.name}")
        return name

def _checked_colour(colour: str) -> str:
    if not _COLOUR.fullmatch(colour):
        raise ProfileError(ProfileProblem.BAD_COLOUR,
                           f"bad colour {colour!r}: expected #rrggbb")
    return colour.lower()


def _profile(row: tuple[int, str, str, float | None, int]) -> Profile:
    profile_id, name, colour, last_used, deleted = row
    return Profile(profile_id, name, colour,
                   None if last_used is None else from_timestamp(last_used), bool(deleted))
