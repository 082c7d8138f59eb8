"""``tressette-record import|stats|export`` (contracts read by other checks): exact
outputs, exit statuses, refusals with the replay tool's message, TRESSETTE_HOME."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.history.history_support import (
    SPIZZICHINO,
    TRESSETTE_21,
    random_match,
    resigned_match,
)
from tressette_gui.history import BotSeat, History, ProfileSeat
from tressette_gui.record_tool import main
from tressette_gui.records import load, save, to_record
from tressette_gui.user_files.location import DATABASE_FILE


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


@pytest.fixture
def records(tmp_path: Path) -> list[Path]:
    """Two finished records: a Tressette won by Ada and Nord (base 3), a Spizzichino
    Ada resigned against Est (base 5)."""
    paths = [tmp_path / "tressette.json", tmp_path / "resigned.json"]
    save(random_match(TRESSETTE_21, 0), paths[0])
    save(resigned_match(), paths[1])
    return paths


def test_import_stores_every_record(capsys: pytest.CaptureFixture[str], records: list[Path],
                                    user_home: Path) -> None:
    status, out, err = run(capsys, "import", *map(str, records))
    assert (status, err) == (0, "")
    assert out == f"{records[0]}: stored as match 1\n{records[1]}: stored as match 2\n"
    assert (user_home / DATABASE_FILE).is_file()
    status, out, _ = run(capsys, "import", str(records[1]))
    assert (status, out) == (0, f"{records[1]}: already stored as match 2\n")


def test_a_refused_record_gets_the_replay_message_and_the_others_are_stored(
        capsys: pytest.CaptureFixture[str], records: list[Path], tmp_path: Path) -> None:
    malformed = tmp_path / "malformed.json"
    malformed.write_text('{"format": "tressette-record", "version": 1,')
    illegal = tmp_path / "illegal.json"
    record = to_record(random_match(SPIZZICHINO, 0))
    record["dealings"][0]["actions"][0] = {"play": record["dealings"][0]["stock"][0]}
    illegal.write_text(json.dumps(record))
    unfinished = tmp_path / "unfinished.json"
    save(random_match(SPIZZICHINO, 0, steps=5), unfinished)
    missing = tmp_path / "missing.json"
    replays = [run(capsys, "replay", str(path)) for path in (malformed, illegal, missing)]
    assert [status for status, _, _ in replays] == [2, 2, 2]
    replay_messages = [err for _, _, err in replays]
    status, out, err = run(capsys, "import", str(malformed), str(records[0]), str(illegal),
                           str(unfinished), str(missing), str(records[1]))
    assert status == 2
    assert out == f"{records[0]}: stored as match 1\n{records[1]}: stored as match 2\n"
    assert err.splitlines() == [
        replay_messages[0].strip(), replay_messages[1].strip(),
        f"tressette-record: {unfinished}: the match is not finished: the history keeps "
        "finished or resigned matches only",
        replay_messages[2].strip()]
    assert replay_messages[2] == f"tressette-record: {missing}: No such file or directory\n"
    assert err.splitlines()[0] == (f"tressette-record: {malformed}: not valid JSON: "
                                   "Expecting property name enclosed in double quotes at "
                                   "line 1 column 45")
    assert err.splitlines()[1].startswith(f"tressette-record: {illegal}: deal 1, action 0: ")


def test_a_refused_import_leaves_the_database_unchanged(
        capsys: pytest.CaptureFixture[str], records: list[Path], tmp_path: Path) -> None:
    run(capsys, "import", str(records[0]))
    with History() as history:
        before = list(history.connection.iterdump())
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({**to_record(random_match(SPIZZICHINO, 0)), "seed": "x"}))
    status, out, err = run(capsys, "import", str(bad))
    assert (status, out) == (2, "")
    assert err == f"tressette-record: {bad}: field 'seed': expected a whole number, got \"x\"\n"
    with History() as history:
        assert list(history.connection.iterdump()) == before


def test_stats_text_and_json(capsys: pytest.CaptureFixture[str], records: list[Path]) -> None:
    assert run(capsys, "stats") == (0, "0 matches\n", "")
    assert json.loads(run(capsys, "stats", "--json")[1]) == {"matches": 0, "players": {}}
    run(capsys, "import", *map(str, records))
    # Tressette: Ada and Nord +3, Est and Ovest -3; Spizzichino: Ada resigned, -5; Est 0.
    status, out, err = run(capsys, "stats")
    assert (status, err) == (0, "")
    assert out == ("2 matches\n"
                   "Nord: played 1, won 1, standings +3\n"
                   "Ada: played 2, won 1, standings -2\n"
                   "Est: played 2, won 0, standings -3\n"
                   "Ovest: played 1, won 0, standings -3\n")
    status, out, _ = run(capsys, "stats", "--json")
    assert status == 0
    assert json.loads(out) == {"matches": 2, "players": {
        "Ada": {"played": 2, "won": 1, "standings": -2},
        "Est": {"played": 2, "won": 0, "standings": -3},
        "Nord": {"played": 1, "won": 1, "standings": 3},
        "Ovest": {"played": 1, "won": 0, "standings": -3}}}


def test_stats_name_bots_by_level_and_skip_unranked_standings(
        capsys: pytest.CaptureFixture[str]) -> None:
    with History() as history:
        ada = history.profiles.create("Ada", "#c03030").id
        for hints in (False, True):  # Spizzichino 51 won by Ada: base 5
            match = random_match(SPIZZICHINO, 0)
            match.hints_used = hints
            history.matches.store(match, [ProfileSeat(ada), BotSeat("esperto")])
    assert json.loads(run(capsys, "stats", "--json")[1]) == {"matches": 2, "players": {
        "Ada": {"played": 2, "won": 2, "standings": 5},
        "Esperto": {"played": 2, "won": 0, "standings": -5}}}


def test_export_writes_the_stored_record(capsys: pytest.CaptureFixture[str],
                                         records: list[Path], tmp_path: Path) -> None:
    run(capsys, "import", *map(str, records))
    out_file = tmp_path / "exported.json"
    assert run(capsys, "export", "2", str(out_file)) == (0, "", "")
    assert to_record(load(out_file)) == to_record(load(records[1]))
    exported, original = (json.loads(path.read_text()) for path in (out_file, records[1]))
    assert exported == {**original, "version": 3, "played_at": exported["played_at"],
                        "bots": [None] * len(original["names"])}  # the import's date
    assert run(capsys, "export", "3", str(out_file)) == (
        2, "", "tressette-record: match 3: no such match in the history\n")
    status, _, err = run(capsys, "export", "1", str(tmp_path))
    assert status == 2 and err.startswith(f"tressette-record: {tmp_path}: ")
    assert run(capsys, "export", "one", str(out_file))[0] == 2


@pytest.mark.parametrize("stored", [False, True])
@pytest.mark.parametrize("number", ["99999999999999999999", "-99999999999999999999", "0", "-1"])
def test_an_id_or_number_no_match_can_have_is_no_such_match(
        capsys: pytest.CaptureFixture[str], records: list[Path], tmp_path: Path,
        number: str, stored: bool) -> None:
    """Beyond SQLite's integers, 0 or negative, with an empty history or not: refused in
    one line (no OverflowError), nothing written."""
    if stored:
        run(capsys, "import", *map(str, records))
    out_file = tmp_path / "exported.json"
    assert run(capsys, "export", "--", number, str(out_file)) == (
        2, "", f"tressette-record: match {number}: no such match in the history\n")
    if number != "0":  # match number 0 is the first record's
        assert run(capsys, "export", "--number", number, str(out_file)) == (
            2, "", f"tressette-record: match number {number}: no such match in the history\n")
    assert not out_file.exists()


def test_a_record_with_a_seed_beyond_sqlite_integers_is_refused(
        capsys: pytest.CaptureFixture[str], records: list[Path]) -> None:
    record = json.loads(records[0].read_text())
    for seed in (10**30, 2**63, -1):
        records[0].write_text(json.dumps({**record, "seed": seed}))
        assert run(capsys, "import", str(records[0])) == (
            2, "", f"tressette-record: {records[0]}: field 'seed' is {seed}: a match number "
                   f"is a whole number from 0 to {2**63 - 1}\n")
    records[0].write_text(json.dumps({**record, "seed": 2**63 - 1}))
    assert run(capsys, "import", str(records[0]))[0] == 0
    assert run(capsys, "list")[1].startswith(f"match 1: number {2**63 - 1}, ")


def test_a_damaged_database_is_reported_and_replaced(
        capsys: pytest.CaptureFixture[str], user_home: Path) -> None:
    user_home.mkdir()
    (user_home / DATABASE_FILE).write_text("not a database")
    status, out, err = run(capsys, "stats")
    assert (status, out) == (0, "0 matches\n")
    assert err == (f"tressette-record: the match history is damaged or not a Tressette "
                   f"history (not an SQLite database); it was kept as "
                   f"{user_home / DATABASE_FILE}.bad and a new, empty history was started\n")


def test_the_command_honours_tressette_home_in_a_new_process(
        records: list[Path], tmp_path: Path) -> None:
    env = {**os.environ, "TRESSETTE_HOME": str(tmp_path / "elsewhere")}
    command = [sys.executable, "-c",
               "import sys; from tressette_gui.record_tool import main; sys.exit(main())"]
    done = subprocess.run([*command, "import", str(records[0])], env=env, capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    done = subprocess.run([*command, "stats", "--json"], env=env, capture_output=True,
                          text=True, check=False)
    assert json.loads(done.stdout)["matches"] == 1
    assert (tmp_path / "elsewhere" / DATABASE_FILE).is_file()
