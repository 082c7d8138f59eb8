"""Opening the history database: checks, WAL mode, migrations, and moving aside a file
that cannot be used.

A database file that is not a regular file, cannot be read, is not an SQLite database
of this program, is damaged (a table or a column of its schema version missing too), or
was written by a newer version of the program is renamed ``history.sqlite.bad``
(``.1.bad``, ``.2.bad``... when taken; its ``-wal`` and ``-shm`` companions follow it)
and a new, empty database is started in its place: nothing stored is ever overwritten or
deleted. The caller gets a :class:`MovedAside` naming the
problem, to tell the user.
"""

from __future__ import annotations

import sqlite3
import stat
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ..safe_files import move_aside
from .schema import SCHEMA_VERSION, columns, expected_columns, migrate

#: The first bytes of every SQLite 3 database file.
_HEADER = b"SQLite format 3\x00"
#: SQLite's result codes that mean the file itself is bad.
_DAMAGED = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
#: How long a write waits for another process's write to finish, in seconds.
BUSY_TIMEOUT_S = 10.0


class HistoryError(Exception):
    """The history database cannot be used and could not be replaced (a folder that
    cannot be written, a disk error): the message says why. Nothing was deleted."""


class OpenProblem(Enum):
    """Why a database file was moved aside (the UI translates these)."""

    NOT_A_FILE = "not_a_file"
    UNREADABLE = "unreadable"
    CORRUPT = "corrupt"
    NEWER = "newer"


@dataclass(frozen=True, slots=True)
class MovedAside:
    """A database file that could not be opened and was renamed.

    ``problem`` says why, ``detail`` gives the technical reason in English (e.g. SQLite's
    message, or the newer schema version), ``moved_to`` is the file's new path.
    """

    problem: OpenProblem
    detail: str
    moved_to: Path

    def __str__(self) -> str:
        what = {
            OpenProblem.NOT_A_FILE: "is not a regular file",
            OpenProblem.UNREADABLE: "cannot be read",
            OpenProblem.CORRUPT: "is damaged or not a Tressette history",
            OpenProblem.NEWER: "was written by a newer version of the program",
        }[self.problem]
        return (f"the match history {what} ({self.detail}); it was kept as {self.moved_to} "
                "and a new, empty history was started")


class _Unusable(Exception):
    def __init__(self, problem: OpenProblem, detail: str) -> None:
        super().__init__(detail)
        self.problem = problem
        self.detail = detail


def open_database(path: Path, after_migration: Callable[[sqlite3.Connection], object]
                  ) -> tuple[sqlite3.Connection, MovedAside | None]:
    """Open (or create) the database at ``path`` and bring it to :data:`SCHEMA_VERSION`.

    ``after_migration(conn)`` runs in the migration's transaction when an existing
    database was migrated (to recompute the derived values). Returns the connection (in
    autocommit mode: writes go through :func:`transaction`) and a :class:`MovedAside`
    when the file at ``path`` could not be used and was replaced by a new database.
    Raises :class:`HistoryError` when the folder cannot be written or the bad file
    cannot be moved aside.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise HistoryError(f"cannot create the folder {path.parent}: {exc}") from exc
    try:
        return _open(path, after_migration), None
    except _Unusable as exc:
        bad = exc
    try:
        moved = _move_aside(path)
    except OSError as exc:
        raise HistoryError(f"the match history {path} cannot be used ({bad.detail}) "
                           f"and cannot be moved aside: {exc}") from exc
    try:
        return _open(path, after_migration), MovedAside(bad.problem, bad.detail, moved)
    except _Unusable as again:
        raise HistoryError(f"a new match history cannot be started at {path}: "
                           f"{again.detail}") from None


def _open(path: Path, after_migration: Callable[[sqlite3.Connection], object]
          ) -> sqlite3.Connection:
    _check_file(path)
    try:
        conn = sqlite3.connect(path, isolation_level=None, timeout=BUSY_TIMEOUT_S)
    except sqlite3.Error as exc:
        raise HistoryError(f"cannot open {path}: {exc}") from exc
    try:
        _prepare(conn, after_migration)
    except sqlite3.DatabaseError as exc:
        conn.close()
        if exc.sqlite_errorname in _DAMAGED:
            raise _Unusable(OpenProblem.CORRUPT, str(exc)) from None
        raise HistoryError(f"cannot open {path}: {exc}") from exc
    except BaseException:
        conn.close()
        raise
    return conn


def _check_file(path: Path) -> None:
    try:
        mode = path.stat().st_mode
    except FileNotFoundError:
        return
    except OSError as exc:
        raise _Unusable(OpenProblem.UNREADABLE, exc.strerror or str(exc)) from None
    if not stat.S_ISREG(mode):
        raise _Unusable(OpenProblem.NOT_A_FILE, "a folder or a special file")
    try:
        with path.open("rb") as f:
            header = f.read(len(_HEADER))
    except OSError as exc:
        raise _Unusable(OpenProblem.UNREADABLE, exc.strerror or str(exc)) from None
    if header and header != _HEADER:
        raise _Unusable(OpenProblem.CORRUPT, "not an SQLite database")


def _prepare(conn: sqlite3.Connection,
             after_migration: Callable[[sqlite3.Connection], object]) -> None:
    conn.execute("PRAGMA foreign_keys = ON")
    version = conn.execute("PRAGMA user_version").fetchone()[0]
    if version > SCHEMA_VERSION:
        raise _Unusable(OpenProblem.NEWER, f"schema version {version}, this program reads "
                        f"versions up to {SCHEMA_VERSION}")
    if version == 0 and conn.execute("SELECT count(*) FROM sqlite_schema").fetchone()[0]:
        raise _Unusable(OpenProblem.CORRUPT, "an SQLite database of another program")
    _check_tables(conn, version)
    if conn.execute("PRAGMA journal_mode = WAL").fetchone()[0] != "wal":
        raise HistoryError("the database cannot be put in WAL mode")
    conn.execute("PRAGMA synchronous = FULL")
    if version < SCHEMA_VERSION:
        with transaction(conn):
            migrate(conn, version)
            if version > 0:
                after_migration(conn)


def _check_tables(conn: sqlite3.Connection, version: int) -> None:
    """Raise :class:`_Unusable` (damaged) when a table or a column that a database of
    schema ``version`` has is missing (one dropped by hand, or by another program)."""
    found = columns(conn)
    missing = sorted(expected_columns(version) - found)
    if missing:
        table, column = missing[0]
        tables = {name for name, _ in found}
        raise _Unusable(OpenProblem.CORRUPT, f"table {table!r} is missing" if table not in
                        tables else f"column {column!r} of table {table!r} is missing")


@contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[sqlite3.Connection]:
    """One write transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``): everything done in the
    block is stored, or nothing is when it raises (or the process dies before the end)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def _move_aside(path: Path) -> Path:
    """Rename ``path`` and its WAL companions aside; the new path of the database."""
    moved = move_aside(path)
    for suffix in ("-wal", "-shm", "-journal"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            target = moved.with_name(moved.name + suffix)
            if target.exists():
                raise FileExistsError(f"{target} is in the way")
            companion.rename(target)
    return moved
