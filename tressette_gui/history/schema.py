"""The history database's schema and its migrations (``PRAGMA user_version``).

Version N is reached from version N - 1 by ``MIGRATIONS[N - 1]``; a new database runs
them all. Each step only changes the schema: the derived values (everything computed from
a match's record, see :mod:`.facts`) are recomputed after the steps by the caller, in the
same transaction, so a step never needs today's statistics code. The schema is
documented in ``docs/history.md``.

Columns after the first ones of ``matches`` and ``seats`` are derived: they default to
empty values and are filled from the record when a match is stored or recomputed.

- Version 1: players (profiles, bots, guests), matches with their records, and who sat
  where with each seat's result and standings (R9).
- Version 2: the statistics tables (declarations and sweeps of every match, R5, R6), the
  record's hash (so an import can recognise a match already stored), per-seat columns
  copied from the match, ``counted`` (0 for the second seat of a player on one side, as
  a bot level at both opponents' seats: a player counts once per match) and the indices
  that keep the history list and the statistics fast (the per-player ones cover every
  column the statistics read, so those never touch the table).
- Version 3: the analyses of matches (issue 16): per match and seat whether the analysis
  finished, and every decision reviewed (its points lost in thirds, its mark, and the
  review as JSON, :mod:`tressette_gui.analysis.stored`).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from functools import cache

_VERSION_1 = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('profile', 'bot', 'guest')),
    name TEXT NOT NULL,
    colour TEXT CHECK ((kind = 'profile') = (colour IS NOT NULL)),
    level TEXT CHECK ((kind = 'bot') = (level IS NOT NULL)),
    last_used REAL,
    deleted INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1))
);
CREATE UNIQUE INDEX players_bot ON players (level) WHERE kind = 'bot';
CREATE UNIQUE INDEX players_guest ON players (name) WHERE kind = 'guest';
CREATE UNIQUE INDEX players_profile ON players (name COLLATE NOCASE)
    WHERE kind = 'profile' AND deleted = 0;

CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    played_at REAL NOT NULL,
    source TEXT NOT NULL CHECK (source IN ('app', 'import')),
    hints_used INTEGER NOT NULL CHECK (hints_used IN (0, 1)),
    undo_used INTEGER NOT NULL CHECK (undo_used IN (0, 1)),
    game TEXT NOT NULL DEFAULT '',
    preset TEXT,
    winner INTEGER,
    loser INTEGER,
    points0 INTEGER NOT NULL DEFAULT 0,
    points1 INTEGER NOT NULL DEFAULT 0,
    deals INTEGER NOT NULL DEFAULT 0,
    stake INTEGER NOT NULL DEFAULT 0,
    ended_by TEXT NOT NULL DEFAULT '',
    resigned INTEGER,
    ranked INTEGER NOT NULL DEFAULT 0 CHECK (ranked IN (0, 1))
);

CREATE TABLE records (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    text TEXT NOT NULL
);

CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    name TEXT NOT NULL DEFAULT '',
    side INTEGER NOT NULL DEFAULT 0,
    outcome TEXT NOT NULL DEFAULT '',
    standings INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
);
"""

_VERSION_2 = """
ALTER TABLE matches ADD COLUMN record_sha256 TEXT NOT NULL DEFAULT '';
CREATE INDEX matches_record ON matches (record_sha256);

ALTER TABLE seats ADD COLUMN game TEXT NOT NULL DEFAULT '';
ALTER TABLE seats ADD COLUMN played_at REAL NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN ranked INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN points_for INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN points_against INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN deals INTEGER NOT NULL DEFAULT 0;
ALTER TABLE seats ADD COLUMN counted INTEGER NOT NULL DEFAULT 0;
CREATE INDEX seats_player ON seats (player_id, played_at, match_id, counted, side, seat,
    outcome, ranked, standings, points_for, deals, game);
CREATE INDEX seats_player_game ON seats (player_id, game, played_at, match_id, counted, side,
    seat, outcome, ranked, standings, points_for, deals);
CREATE INDEX seats_sides ON seats (match_id, side, counted, player_id);
CREATE INDEX seats_seat ON seats (seat, played_at, match_id);
CREATE INDEX seats_seat_game ON seats (seat, game, played_at, match_id);

CREATE TABLE declarations (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    deal INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    kind TEXT NOT NULL,
    points INTEGER NOT NULL
);
CREATE INDEX declarations_match ON declarations (match_id, seat);

CREATE TABLE sweeps (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    deal INTEGER NOT NULL,
    side INTEGER NOT NULL,
    seat INTEGER,
    kind TEXT NOT NULL
);
CREATE INDEX sweeps_match ON sweeps (match_id);
"""

_VERSION_3 = """
CREATE TABLE analyses (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0 CHECK (finished IN (0, 1)),
    PRIMARY KEY (match_id, seat)
);

CREATE TABLE analysed_decisions (
    match_id INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    deal INTEGER NOT NULL,
    action INTEGER NOT NULL,
    lost REAL NOT NULL,
    mark TEXT CHECK (mark IN ('inaccuracy', 'mistake', 'blunder')),
    review TEXT NOT NULL,
    PRIMARY KEY (match_id, seat, deal, action),
    FOREIGN KEY (match_id, seat) REFERENCES analyses (match_id, seat) ON DELETE CASCADE
);
"""


def _script(sql: str) -> Callable[[sqlite3.Connection], None]:
    def step(conn: sqlite3.Connection) -> None:
        # executescript() would commit the caller's transaction: run one statement at a time.
        for statement in sql.split(";"):
            if statement.strip():
                conn.execute(statement)
    return step


#: ``MIGRATIONS[n]`` takes a database from version n to n + 1 (schema only).
MIGRATIONS: tuple[Callable[[sqlite3.Connection], None], ...] = (
    _script(_VERSION_1), _script(_VERSION_2), _script(_VERSION_3))
#: The schema version this program writes.
SCHEMA_VERSION = len(MIGRATIONS)


def migrate(conn: sqlite3.Connection, version: int, target: int = SCHEMA_VERSION) -> None:
    """Run the steps from ``version`` to ``target`` and set ``user_version``, inside the
    caller's transaction. Raises ValueError for a version outside 0..target."""
    if not 0 <= version <= target <= SCHEMA_VERSION:
        raise ValueError(f"cannot migrate from schema version {version} to {target}")
    for step in MIGRATIONS[version:target]:
        step(conn)
    conn.execute(f"PRAGMA user_version = {int(target)}")


@cache
def expected_columns(version: int) -> frozenset[tuple[str, str]]:
    """Every (table, column) a database of schema ``version`` (0..:data:`SCHEMA_VERSION`)
    has, as its migrations make them (built once in memory)."""
    conn = sqlite3.connect(":memory:")
    try:
        migrate(conn, 0, version)
        return columns(conn)
    finally:
        conn.close()


def columns(conn: sqlite3.Connection) -> frozenset[tuple[str, str]]:
    """Every (table, column) of the database ``conn``."""
    return frozenset(conn.execute(
        "SELECT m.name, c.name FROM sqlite_schema m JOIN pragma_table_info(m.name) c "
        "WHERE m.type = 'table'").fetchall())
