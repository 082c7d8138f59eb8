"""The players table: who a seat of a stored match was (profile, bot level, guest)."""

from __future__ import annotations

import sqlite3

from ..bots import FACTORIES
from .profiles import ProfileError, ProfileProblem
from .values import BotSeat, GuestSeat, Player, PlayerKind, ProfileSeat, SeatPlayer

_COLUMNS = "id, kind, name, colour, level, deleted"

#: SQL condition on ``seats s``: no seat of the other side of the match is the same
#: player's. A player on both sides (bots of one level share a player, so "Principiante"
#: can be a partner and an opponent at once) won and lost that match at once: it has no
#: result for them, in the standings, the statistics and the history list alike.
ONE_SIDE = ("NOT EXISTS (SELECT 1 FROM seats o WHERE o.match_id = s.match_id "
            "AND o.side != s.side AND o.player_id = s.player_id)")


def player_id(conn: sqlite3.Connection, seat: SeatPlayer) -> int:
    """The player row of ``seat``, made for a bot level or a guest name seen for the
    first time (call inside a write transaction). Raises :class:`.ProfileError` for an
    unknown or deleted profile, ValueError for an unknown bot level."""
    if isinstance(seat, ProfileSeat):
        row = conn.execute("SELECT deleted FROM players WHERE id = ? AND kind = 'profile'",
                           (seat.profile_id,)).fetchone()
        if row is None or row[0]:
            raise ProfileError(ProfileProblem.UNKNOWN_PROFILE,
                               f"no profile {seat.profile_id} to sit at the table")
        return seat.profile_id
    if isinstance(seat, BotSeat):
        if seat.level not in FACTORIES:
            raise ValueError(f"unknown bot level {seat.level!r}")
        kind, name, level = "bot", seat.level, seat.level
        found = conn.execute("SELECT id FROM players WHERE kind = 'bot' AND level = ?",
                             (level,)).fetchone()
    else:
        assert isinstance(seat, GuestSeat)
        kind, name, level = "guest", seat.name, None
        found = conn.execute("SELECT id FROM players WHERE kind = 'guest' AND name = ?",
                             (name,)).fetchone()
    if found is not None:
        return int(found[0])
    cursor = conn.execute("INSERT INTO players (kind, name, level) VALUES (?, ?, ?)",
                          (kind, name, level))
    assert cursor.lastrowid is not None
    return cursor.lastrowid


def all_players(conn: sqlite3.Connection) -> list[Player]:
    """Every player of the history (deleted profiles too), by kind then name."""
    rows = conn.execute(f"SELECT {_COLUMNS} FROM players ORDER BY kind, name, id").fetchall()
    return [_player(row) for row in rows]


def get_player(conn: sqlite3.Connection, pid: int) -> Player:
    """The player ``pid``; raises LookupError when there is none."""
    row = conn.execute(f"SELECT {_COLUMNS} FROM players WHERE id = ?", (pid,)).fetchone()
    if row is None:
        raise LookupError(f"no player {pid} in the history")
    return _player(row)


def _player(row: tuple[int, str, str, str | None, str | None, int]) -> Player:
    pid, kind, name, colour, level, deleted = row
    return Player(pid, PlayerKind(kind), name, colour, level, bool(deleted))
