"""The player's record: profiles, every finished match, standings (R9) and statistics,
in one SQLite database in the per-user data folder; no Qt.

Typical use::

    with History() as history:                 # TRESSETTE_HOME or the platform's folder
        if history.moved_aside:                # a bad database was renamed: tell the user
            print(history.moved_aside)
        ada = history.profiles.create("Ada", "#c03030")
        history.matches.store(match, [ProfileSeat(ada.id), BotSeat("esperto")])
        history.stats.standings("spizzichino")
        history.browser.page(HistoryFilter(player_id=ada.id), offset=0, limit=100)

The database layout and the command line (``tressette-record import|stats|list|export``) are
documented in ``docs/history.md``.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from types import TracebackType

from ..user_files.location import database_path
from .analyses import Analyses
from .browse import Browser, HistoryFilter, HistoryRow, SortKey
from .connection import HistoryError, MovedAside, OpenProblem, open_database
from .facts import UnfinishedMatchError
from .matches import Imported, Matches, UnknownMatchError, recompute
from .players import all_players
from .profiles import Profile, ProfileError, ProfileProblem, Profiles
from .stats import PlayerStatistics, Standing, StandingsPoint, Stats, Tally
from .values import BotSeat, GuestSeat, Outcome, Player, PlayerKind, ProfileSeat, SeatPlayer


class History:
    """The history database at ``path`` (default
    :func:`~tressette_gui.user_files.location.database_path`),
    opened, migrated to the current schema, in WAL mode.

    ``moved_aside`` is set when the file there could not be used and was renamed (a new
    database was started): show it to the user. Parts: ``profiles``, ``matches``
    (store, import, export), ``stats`` (standings, statistics), ``browser`` (the list),
    ``analyses`` (the analysis of a match's decisions).
    Raises :class:`HistoryError` when no database can be opened or started there.
    """

    def __init__(self, path: Path | None = None) -> None:
        self.path = database_path() if path is None else path
        self._conn, self.moved_aside = open_database(self.path, recompute)
        self.profiles = Profiles(self._conn)
        self.matches = Matches(self._conn)
        self.stats = Stats(self._conn)
        self.browser = Browser(self._conn)
        self.analyses = Analyses(self._conn, self.matches)

    @property
    def connection(self) -> sqlite3.Connection:
        """The open connection (for tests and tools; writes go through the parts)."""
        return self._conn

    def players(self) -> list[Player]:
        """Every player of the history: profiles (deleted ones too), bots, guests."""
        return all_players(self._conn)

    def close(self) -> None:
        """Close the database (idempotent)."""
        self._conn.close()

    def __enter__(self) -> History:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()


__all__ = [
    "Analyses", "BotSeat", "Browser", "GuestSeat", "History", "HistoryError", "HistoryFilter",
    "HistoryRow", "Imported", "Matches", "MovedAside", "OpenProblem", "Outcome", "Player",
    "PlayerKind", "PlayerStatistics", "Profile", "ProfileError", "ProfileProblem",
    "ProfileSeat", "Profiles", "SeatPlayer", "SortKey", "Standing", "StandingsPoint", "Stats",
    "Tally", "UnfinishedMatchError", "UnknownMatchError",
]
