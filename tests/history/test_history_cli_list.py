"""``tressette-record list`` and ``export --number N`` / ``export --all``: a stored
match found by the match number the app shows, not only by its id in the history; the
outputs and statuses (contracts read by other checks, as ``test_history_cli.py``'s)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.history.history_support import SPIZZICHINO, TRESSETTE_21, day, random_match
from tests.history.test_history_cli import run
from tressette_gui.engine import Match
from tressette_gui.history import History
from tressette_gui.records import load, to_record


def played(seed: int, moves: int) -> Match:
    """A finished Tressette of match number ``seed``, its cards chosen by ``moves``."""
    match = Match(TRESSETTE_21, seed, ["Ada", "Est", "Nord", "Ovest"])
    rng = random.Random(moves)
    while match.result is None:
        match.apply(rng.choice(match.legal_actions()))
    return match


@pytest.fixture
def stored() -> list[Match]:
    """Three stored matches (ids 1 to 3): Tressette number 482913071, a Spizzichino
    number 5 Ada resigned, and another Tressette of number 482913071 played otherwise."""
    spizzichino = random_match(SPIZZICHINO, 5, steps=10)
    spizzichino.resign(0)
    matches = [played(482913071, 0), spizzichino, played(482913071, 1)]
    with History() as history:
        for n, match in enumerate(matches, start=1):
            history.matches.import_record(to_record(match), played_at=day(n))
    return matches


def when(n: int) -> str:
    return f"{day(n).astimezone():%Y-%m-%d %H:%M}"


def test_list_shows_each_match_id_and_number(capsys: pytest.CaptureFixture[str],
                                             stored: list[Match]) -> None:
    status, out, err = run(capsys, "list")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert len(lines) == 3
    for n, (line, match) in enumerate(zip(lines, stored, strict=True), start=1):
        assert line.startswith(f"match {n}: number {match.seed}, {when(n)}, "
                               f"{match.rules.variant}, ")
    assert stored[0].result is not None
    points = stored[0].result.points
    winner = "Ada & Nord" if points[0] > points[1] else "Est & Ovest"
    shown = points if winner == "Ada & Nord" else points[::-1]
    assert lines[0].endswith(f"Ada & Nord v Est & Ovest: {winner} won {shown[0]}-{shown[1]}")
    assert lines[1].endswith(", Ada v Est: Ada resigned at 0-0")


def test_list_of_an_empty_history_prints_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "list") == (0, "", "")


def test_export_by_match_number(capsys: pytest.CaptureFixture[str], stored: list[Match],
                                tmp_path: Path) -> None:
    out_file = tmp_path / "five.json"
    assert run(capsys, "export", "--number", "5", str(out_file)) == (0, "", "")
    assert to_record(load(out_file)) == to_record(stored[1])
    assert run(capsys, "export", "--number", "6", str(out_file)) == (
        2, "", "tressette-record: match number 6: no such match in the history\n")
    assert run(capsys, "export", "--number", "482913071", str(out_file)) == (
        2, "", "tressette-record: match number 482913071: 2 stored matches have this "
               "number (ids 1, 3): export one by its id\n")
    assert run(capsys, "export", "3", str(out_file)) == (0, "", "")  # the id still works
    assert to_record(load(out_file)) == to_record(stored[2])
    assert run(capsys, "export", "--number", "5", "1", str(out_file))[0] == 2  # both


def test_export_all_writes_every_match(capsys: pytest.CaptureFixture[str],
                                       stored: list[Match], tmp_path: Path) -> None:
    folder = tmp_path / "all" / "records"
    status, out, err = run(capsys, "export", "--all", str(folder))
    assert (status, err) == (0, "")
    files = [folder / f"match-{n}.json" for n in (1, 2, 3)]
    assert out == "".join(f"{path}: match {n}\n" for n, path in enumerate(files, start=1))
    assert [to_record(load(path)) for path in files] == [to_record(m) for m in stored]
    blocker = tmp_path / "a file"
    blocker.write_text("")
    status, out, err = run(capsys, "export", "--all", str(blocker))
    assert (status, out) == (2, "") and err.startswith(f"tressette-record: {blocker}: ")


def test_help_names_no_rule_numbers(capsys: pytest.CaptureFixture[str]) -> None:
    text = ""
    for command in ([], ["stats"], ["list"], ["export"]):
        status, out, _ = run(capsys, *command, "--help")
        assert status == 0
        text += out
    assert "standings per player name" in text and "--number" in text
    assert not any(f"R{n}" in text for n in range(1, 11))
