"""The database file: where it lives, WAL mode, the schema migration from version 1, a
file that cannot be used moved aside (never overwritten), and a write killed half-way
(SIGKILL) leaving the previous state intact."""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.history.history_support import cappottone_match, day, five_matches
from tressette_gui.engine import DeclarationKind, Sweep
from tressette_gui.history import (
    BotSeat,
    History,
    HistoryError,
    OpenProblem,
    ProfileSeat,
    SeatPlayer,
)
from tressette_gui.history.schema import SCHEMA_VERSION, migrate
from tressette_gui.records import to_record
from tressette_gui.user_files.location import DATABASE_FILE


def snapshot(history: History) -> list[str]:
    """Every row of every table, as SQL text."""
    return list(history.connection.iterdump())


def test_a_new_database_in_the_data_folder_is_in_wal_mode(user_home: Path) -> None:
    with History() as history:
        assert history.path == user_home / DATABASE_FILE and history.moved_aside is None
        conn = history.connection
        assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
        assert conn.execute("PRAGMA user_version").fetchone() == (SCHEMA_VERSION,)
        assert SCHEMA_VERSION == 3
        assert history.matches.count() == 0 and history.players() == []


def test_reopening_keeps_everything(tmp_path: Path) -> None:
    history, ada = five_matches(tmp_path)
    before = snapshot(history), history.stats.of_player(ada)
    history.close()
    with History(history.path) as again:
        assert again.moved_aside is None
        assert (snapshot(again), again.stats.of_player(ada)) == before


def make_version_1(path: Path) -> None:
    """A database as version 1 of the program left it: one match (the cappottone of
    Ada, 17-0, stake 6) with the columns version 1 had."""
    match = cappottone_match()
    assert match.result is not None
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    migrate(conn, 0, target=1)
    conn.execute("INSERT INTO players (id, kind, name, colour) VALUES (1, 'profile', 'Ada', "
                 "'#c03030')")
    conn.execute("INSERT INTO players (id, kind, name, level) VALUES (2, 'bot', 'esperto', "
                 "'esperto'), (3, 'bot', 'principiante', 'principiante')")
    conn.execute(
        "INSERT INTO matches (id, played_at, source, hints_used, undo_used, game, preset, "
        "winner, loser, points0, points1, deals, stake, ended_by, resigned, ranked) "
        "VALUES (1, ?, 'app', 0, 0, 'tressette', NULL, 0, 1, 17, 0, 1, 6, 'sweep', NULL, 1)",
        (day(3).timestamp(),))
    conn.execute("INSERT INTO records (match_id, text) VALUES (1, ?)",
                 (json.dumps(to_record(match)),))
    for seat, (player, standings) in enumerate([(1, 2), (2, -2), (3, 2), (2, -2)]):
        conn.execute("INSERT INTO seats (match_id, seat, player_id, name, side, outcome, "
                     "standings) VALUES (1, ?, ?, ?, ?, ?, ?)",
                     (seat, player, match.names[seat], seat % 2,
                      "won" if seat % 2 == 0 else "lost", standings))
    conn.execute("COMMIT")
    conn.close()


def test_a_version_1_database_is_migrated(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    make_version_1(path)
    with History(path) as history:
        assert history.moved_aside is None
        conn = history.connection
        assert conn.execute("PRAGMA user_version").fetchone() == (3,)
        # Version 2's tables are filled from the stored record.
        stats = history.stats.of_player(1)
        assert stats.sweeps_made[Sweep.CAPPOTTONE] == 1
        assert stats.declarations[DeclarationKind.NAPOLA] == 2
        assert (stats.played, stats.won, stats.standings, stats.points) == (1, 1, 2, 17)
        assert [p.total for p in history.stats.standings_series(1)] == [2]
        esperto = history.stats.of_player(2)
        assert (esperto.played, esperto.standings) == (1, -2)  # two seats, counted once
        assert history.profiles.get(1).name == "Ada"
        # The record was not touched; a duplicate import is recognised by its new hash.
        assert history.matches.import_record(to_record(cappottone_match())).match_id == 1


@pytest.mark.parametrize("content", [b"this is not a database at all" * 100,
                                     b"SQLite format 3\x00" + b"\xff" * 8000])
def test_a_corrupt_database_is_moved_aside(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "history.sqlite"
    path.write_bytes(content)
    with History(path) as history:
        moved = history.moved_aside
        assert moved is not None and moved.problem is OpenProblem.CORRUPT
        assert moved.moved_to == tmp_path / "history.sqlite.bad"
        assert moved.moved_to.read_bytes() == content
        assert str(moved).startswith("the match history is damaged or not a Tressette history")
        assert str(moved.moved_to) in str(moved)
        assert history.matches.count() == 0
        assert history.profiles.create("Ada", "#000000").id == 1


def test_a_damaged_page_inside_the_database_is_moved_aside(tmp_path: Path) -> None:
    history, _ = five_matches(tmp_path)
    history.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    data = bytearray(history.path.read_bytes())
    data[100:4096] = b"\x55" * (4096 - 100)  # the schema page, after the file header
    history.path.write_bytes(bytes(data))
    with History(history.path) as again:
        moved = again.moved_aside
        assert moved is not None and moved.problem is OpenProblem.CORRUPT
        assert "malformed" in moved.detail
        assert moved.moved_to.read_bytes() == bytes(data)


def test_a_database_of_another_program_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text)")
    conn.commit()
    conn.close()
    with History(path) as history:
        assert history.moved_aside is not None
        assert history.moved_aside.detail == "an SQLite database of another program"


@pytest.mark.parametrize(("version", "drop", "detail"), [
    (SCHEMA_VERSION, "DROP TABLE matches", "table 'matches' is missing"),
    (SCHEMA_VERSION, "DROP TABLE analysed_decisions", "table 'analysed_decisions' is missing"),
    (SCHEMA_VERSION, "ALTER TABLE seats DROP COLUMN counted",
     "column 'counted' of table 'seats' is missing"),
    (1, "DROP TABLE records", "table 'records' is missing"),  # before its migration
])
def test_a_database_missing_a_table_is_moved_aside(tmp_path: Path, version: int, drop: str,
                                                   detail: str) -> None:
    """A valid SQLite file of this program with a table (or a column) dropped is damaged:
    moved aside as such at the opening, never an error later in a query."""
    path = tmp_path / "history.sqlite"
    conn = sqlite3.connect(path, isolation_level=None)
    migrate(conn, 0, version)
    conn.execute("DROP INDEX IF EXISTS seats_player")  # the indices that cover 'counted'
    conn.execute("DROP INDEX IF EXISTS seats_player_game")
    conn.execute("DROP INDEX IF EXISTS seats_sides")
    conn.execute(drop)
    conn.close()
    data = path.read_bytes()
    with History(path) as history:
        moved = history.moved_aside
        assert moved is not None and moved.problem is OpenProblem.CORRUPT
        assert moved.detail == detail
        assert moved.moved_to.read_bytes() == data
        assert history.matches.count() == 0
        assert history.matches.import_record(to_record(cappottone_match())).match_id == 1


def test_a_newer_database_is_moved_aside_untouched(tmp_path: Path) -> None:
    history, _ = five_matches(tmp_path)
    history.connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    history.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    history.close()
    data = history.path.read_bytes()
    with History(history.path) as again:
        moved = again.moved_aside
        assert moved is not None and moved.problem is OpenProblem.NEWER
        assert moved.detail == "schema version 4, this program reads versions up to 3"
        assert moved.moved_to.read_bytes() == data
        assert again.matches.count() == 0
    with History(moved.moved_to) as kept:  # still a database, whole
        assert kept.moved_aside is not None and kept.moved_aside.problem is OpenProblem.NEWER


def test_a_folder_in_the_place_of_the_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    (path / "inside").mkdir(parents=True)
    with History(path) as history:
        moved = history.moved_aside
        assert moved is not None and moved.problem is OpenProblem.NOT_A_FILE
        assert (moved.moved_to / "inside").is_dir()


def test_a_second_bad_file_never_overwrites_the_first(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    moved = []
    for content in (b"first bad file", b"second bad file"):
        path.write_bytes(content)
        (path.parent / (path.name + "-wal")).write_bytes(b"its wal " + content)
        with History(path) as history:
            assert history.moved_aside is not None
            moved.append(history.moved_aside.moved_to)
    assert [p.name for p in moved] == ["history.sqlite.bad", "history.sqlite.1.bad"]
    assert [p.read_bytes() for p in moved] == [b"first bad file", b"second bad file"]
    assert (tmp_path / "history.sqlite.1.bad-wal").read_bytes() == b"its wal second bad file"


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0,
                    reason="needs file permissions that bind the user")
def test_an_unreadable_database_is_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    path.write_bytes(b"")
    path.chmod(0)
    with History(path) as history:
        assert history.moved_aside is not None
        assert history.moved_aside.problem is OpenProblem.UNREADABLE


def test_a_folder_that_cannot_be_made_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(HistoryError, match="cannot create the folder"):
        History(blocker / "history.sqlite")


#: Stores a match but stops inside the transaction, after the derived rows are written
#: (with a one-page cache, so the new pages already went to the WAL), and waits there.
KILLED_WRITER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from history_support import cappottone_match
    import tressette_gui.history.matches as matches
    from tressette_gui.history import BotSeat, History, ProfileSeat

    history = History(Path(sys.argv[1]))
    history.connection.execute("PRAGMA cache_size = 1")
    original = matches.write_facts

    def write_and_wait(*args):
        original(*args)
        print("inside the transaction", flush=True)
        sys.stdin.readline()  # killed here

    matches.write_facts = write_and_wait
    history.matches.store(cappottone_match(), [ProfileSeat(1), BotSeat("esperto"),
                          BotSeat("campione"), BotSeat("esperto")])
""")


def test_a_write_killed_half_way_leaves_the_previous_state(tmp_path: Path) -> None:
    history, ada = five_matches(tmp_path)
    before = snapshot(history), history.stats.of_player(ada)
    history.close()
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(Path(__file__).parent),
                                                        *sys.path])}
    with subprocess.Popen([sys.executable, "-c", KILLED_WRITER, str(history.path)],
                          stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                          env=env) as writer:
        assert writer.stdout is not None
        assert writer.stdout.readline() == "inside the transaction\n"
        assert Path(f"{history.path}-wal").stat().st_size > 0
        writer.send_signal(signal.SIGKILL)
        assert writer.wait() == -signal.SIGKILL
    with History(history.path) as again:
        assert again.connection.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        assert (snapshot(again), again.stats.of_player(ada)) == before
        assert again.matches.count() == 5
        seats: list[SeatPlayer] = [ProfileSeat(ada), BotSeat("esperto"), BotSeat("campione"),
                                   BotSeat("esperto")]
        assert again.matches.store(cappottone_match(), seats) == 6
