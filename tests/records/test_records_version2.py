"""Record format version 2 (docs/record-format.md): the record says whether hints or
undo were used (R9: such a match is unranked); version-1 records are still read, and
the new fields are checked as strictly as the others."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from tests.records.records_support import run_record, valid_record
from tressette_gui.record_tool import main
from tressette_gui.records import VERSION, dumps, from_record, loads, to_record


def version_1(record: dict[str, Any]) -> dict[str, Any]:
    """The same match as a version-1 writer wrote it."""
    old = copy.deepcopy(record)
    old["version"] = 1
    del old["hints_used"], old["undo_used"]
    return old


def test_the_flags_are_written_and_read_back() -> None:
    match = from_record(valid_record("spizzichino"))
    assert (match.hints_used, match.undo_used) == (False, False)
    match.hints_used = True
    record = to_record(match)
    assert VERSION == 2
    assert (record["version"], record["hints_used"], record["undo_used"]) == (2, True, False)
    again = from_record(record)
    assert (again.hints_used, again.undo_used) == (True, False)
    assert again.copy().hints_used


def test_a_version_1_record_is_read_with_no_hint_and_no_undo(tmp_path: Path) -> None:
    record = valid_record("tressette")
    record["undo_used"] = True
    match = from_record(version_1(record))
    assert (match.hints_used, match.undo_used) == (False, False)
    assert match.result == from_record(record).result
    path = tmp_path / "old.json"
    path.write_text(json.dumps(version_1(record)), encoding="utf-8")
    assert main(["replay", str(path)]) == 0


@pytest.mark.parametrize(("spoil", "message"), [
    (lambda r: {**version_1(r), "hints_used": False},
     "unknown field 'hints_used' in a version-1 record"),
    (lambda r: {k: v for k, v in r.items() if k != "undo_used"},
     "missing field 'undo_used' in the record"),
    (lambda r: {**r, "hints_used": 1}, "field 'hints_used': expected true or false, got 1"),
    (lambda r: {**r, "undo_used": None},
     "field 'undo_used': expected true or false, got null"),
    (lambda r: {**r, "undo_used": "no"},
     "field 'undo_used': expected true or false, got \"no\""),
])
def test_bad_flags_are_refused_with_the_replay_tools_message(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], spoil: Any, message: str) -> None:
    bad = spoil(valid_record("mazzetti"))
    assert run_record(tmp_path, capsys, bad) == message


def test_text_round_trip_keeps_the_flags() -> None:
    match = from_record(valid_record("tressette"))
    match.undo_used = True
    again = loads(dumps(match))
    assert (again.hints_used, again.undo_used) == (False, True)
