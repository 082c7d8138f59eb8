"""Hostile and careless record files (issue 12): fuzzed records given to
``tressette-record replay`` and to the loader always end in exit status 2 or a
``RecordError`` with one printable message, never a traceback or a hang; special
files are refused at once; the inputs the issue reported are kept as examples."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sysconfig
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz_support import SPECIAL_FILES, fuzz_settings, mutated
from tests.records.records_support import run, valid_record
from tressette_gui.engine import VARIANTS
from tressette_gui.record_tool import main
from tressette_gui.records import RecordError, from_record, load, loads, read_json
from tressette_gui.user_files.guarded import MAX_FILE_BYTES

Record = dict[str, Any]
BASES: dict[str, Record] = {variant: valid_record(variant) for variant in VARIANTS}
SCRIPT = Path(sysconfig.get_path("scripts")) / "tressette-record"
DEEP = "arrays or objects nested deeper than 20 levels, the limit for a file of this program"


def replay_file(path: Path, capsys: pytest.CaptureFixture[str]) -> int:
    """Replay ``path`` in-process with the CLI and with the loader: both agree, and a
    refusal is exit 2 with one printable line (a RecordError with a message)."""
    status = main(["replay", str(path)])
    out, err = capsys.readouterr()
    assert status in (0, 2), err
    try:
        load(path)
    except RecordError as exc:
        assert status == 2 and str(exc)
    else:
        assert status == 0
    if status == 0:
        assert err == "" and out.endswith("\n")
    else:
        assert out == "" and err.startswith(f"tressette-record: {path}: ")
        assert err.count("\n") == 1 and err[:-1].isprintable(), err
    return status


@pytest.mark.parametrize("variant", VARIANTS)
@fuzz_settings(max_examples=150)
@given(data=st.data())
def test_fuzzed_records_are_refused_cleanly(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                            variant: str, data: st.DataObject) -> None:
    path = tmp_path / "fuzzed.json"
    path.write_bytes(data.draw(mutated(BASES[variant])))
    replay_file(path, capsys)


@pytest.mark.parametrize("kind", sorted(SPECIAL_FILES))
def test_special_files_are_refused_at_once(tmp_path: Path, kind: str) -> None:
    """A FIFO, a link to /dev/zero, a folder, a 200 MB (sparse) file or one just over
    4 MiB: exit 2 at once, never a wait (the timeout only bounds a regression)."""
    path = tmp_path / "special.json"
    SPECIAL_FILES[kind](path)
    done = subprocess.run([str(SCRIPT), "replay", str(path)], capture_output=True, text=True,
                          timeout=60, check=False)
    reason = done.stderr.removeprefix(f"tressette-record: {path}: ")
    assert (done.returncode, done.stdout) == (2, "")
    assert reason.startswith(("not a regular file but ", "larger than 4 MiB (4194304 bytes)"))
    if kind != "fifo":  # the same path in-process (a FIFO is only opened in a subprocess)
        with pytest.raises(RecordError, match=r"^(not a regular file|larger than 4 MiB)"):
            read_json(path)


# The failures of issue 12, as explicit examples (message after "FILE: ").
def _nested_card(record: Record) -> str:
    return json.dumps(record).replace('"2c"', "[" * 986 + '"2c"' + "]" * 986, 1)


def _nested_target(record: Record) -> str:
    return json.dumps(record).replace('"target": 21', '"target": ' + '{"a": ' * 990 + "1"
                                      + "}" * 990, 1)


def _changed(record: Record, *path: str | int, value: object) -> Record:
    bad = copy.deepcopy(record)
    place: Any = bad
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    return bad


@pytest.mark.parametrize(("spoil", "reason"), [
    (_nested_card, DEEP),
    (_nested_target, DEEP),
    (lambda r: "[" * 100_000 + "]" * 100_000, DEEP),
    (lambda r: json.dumps(r).replace('"seed": 7', '"seed": 7, "seed": 7'),
     'not valid JSON: key "seed" twice in one object'),
    (lambda r: json.dumps(r).replace('"seed": 7', '"seed": NaN'),
     "not valid JSON: NaN is not a JSON value"),
    (lambda r: json.dumps(r).replace('"seed": 7', '"seed": ' + "9" * 5000),
     "a number of more than 40 digits"),
    (lambda r: json.dumps(_changed(r, "names", 1, value="Bo\ud800")),
     "field 'names': name \"Bo\\ud800\": a character that cannot be shown"),
    (lambda r: json.dumps(_changed(r, "names", 0, value="\x1b[2J\x1b[31mAda")),
     "field 'names': name \"\\u001b[2J\\u001b[31mAda\": a character that cannot be shown"),
    (lambda r: json.dumps(_changed(r, "names", 0, value="A" * 21)),
     "field 'names': name \"AAAAAAAAAAAAAAAAAAAAA\": longer than 20 characters"),
    (lambda r: json.dumps(_changed(r, "result", "stake", value=1.0)),
     "field 'result' does not match the replay: stake is 1 in the replay"),
    (lambda r: json.dumps(_changed(r, "result", "deals", value=-0.0)),
     "field 'result' does not match the replay: deals is 1 in the replay"),
    (lambda r: json.dumps(_changed(r, "result", "stake", value=True)),
     "field 'result' does not match the replay: stake is 1 in the replay"),
    (lambda r: json.dumps(_changed(r, "version", value=True)),
     "field 'version' is true: this program reads versions 1 to 3"),
    (lambda r: json.dumps(_changed(r, "dealings", 0, "actions", 0,
                                   value={**r["dealings"][0]["actions"][0], "pile": None})),
     "deal 1, action 0: field 'pile': expected a whole number, got null"),
    (lambda r: json.dumps(_changed(r, "rules", "target", value=2**31)),
     "field 'rules': bad value 2147483648 for rule option 'target': expected a whole "
     "number 1..999"),
    (lambda r: json.dumps(_changed(r, "rules", "deals", value=2**40)),
     "field 'rules': bad value 1099511627776 for rule option 'deals': expected a whole "
     "number 1..99"),
])
def test_the_failures_of_issue_12(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                  spoil: Any, reason: str) -> None:
    record = BASES["tressette"]
    assert record["rules"]["target"] == 21 and record["seed"] == 7
    assert run(tmp_path, capsys, spoil(copy.deepcopy(record))) == reason


def test_a_deep_value_built_in_python_is_refused_without_recursion() -> None:
    """``from_record`` called with a value no parser checked: still a RecordError."""
    deep: list[object] = []
    for _ in range(100_000):
        deep = [deep]
    record = _changed(BASES["spizzichino"], "dealings", 0, "hands", 0, 0, value=deep)
    with pytest.raises(RecordError, match=f"^{DEEP}$"):
        from_record(record)
    with pytest.raises(RecordError, match=r"^not valid JSON: key "):
        loads('{"a": 1, "a": 2}')


def test_text_over_the_limit_is_refused_before_parsing() -> None:
    with pytest.raises(RecordError, match=r"^larger than 4 MiB \(4194304 bytes\)"):
        loads(" " * (MAX_FILE_BYTES + 1))


def test_names_reach_the_output_whatever_the_terminal(tmp_path: Path) -> None:
    """Valid names outside ASCII replay with exit 0 also when the output's encoding
    cannot hold them (written as escapes, never a UnicodeEncodeError)."""
    record = _changed(BASES["tressette"], "names", value=["Niccolò", "Zoë", "李", "🂡 Bo"])
    path = tmp_path / "names.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    done = subprocess.run([str(SCRIPT), "replay", str(path)], capture_output=True,
                          timeout=60, check=False, env={**os.environ, "PYTHONIOENCODING": "ascii"})
    assert (done.returncode, done.stderr) == (0, b"")
    assert b"tressette: Niccol\\xf2, Zo\\xeb, \\u674e, \\U0001f0a1 Bo\n" in done.stdout


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_an_output_that_cannot_be_written_is_status_1_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "good.json"
    path.write_text(json.dumps(BASES["mazzetti"]), encoding="utf-8")
    with open("/dev/full", "w") as full:
        done = subprocess.run([str(SCRIPT), "replay", str(path)], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=60, check=False)
    assert done.returncode == 1
    assert done.stderr == "tressette-record: cannot write the output: No space left on device\n"


def test_the_fuzzed_bases_are_valid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for variant, record in BASES.items():
        path = tmp_path / f"{variant}.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        assert replay_file(path, capsys) == 0
