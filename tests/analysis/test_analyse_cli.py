"""``tressette-record analyse FILE --seat N [--json]`` (a contract other checks read):
the exact JSON shape, decisions at their place in the record, marks by points lost,
refusals with the replay tool's message and exit status 2, the readable table."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.analysis.analysis_support import one_deal, play
from tressette_gui.analysis.review import mark_of
from tressette_gui.engine import Declare, Match, Play
from tressette_gui.record_tool import main
from tressette_gui.records import save
from tressette_gui.records.writing import action_to_dict


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Match]:
    """A finished one-deal Tressette (Intermedio everywhere) as a record file."""
    match = play(Match(one_deal("tressette"), 9, ["Ada", "Bo", "Cy", "Di"]),
                 random.Random(9))
    path = tmp_path_factory.mktemp("records") / "match.json"
    save(match, path)
    return path, match


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def label(action: object) -> str:
    if isinstance(action, Play):
        return action.card.code
    assert isinstance(action, Declare)
    record = action_to_dict(action)
    return f"declare {record['declare']} {record.get('suit', record.get('rank'))}"


def test_the_json_contract(capsys: pytest.CaptureFixture[str],
                           record: tuple[Path, Match]) -> None:
    """The exact command line: one object with exactly the contract's keys; every
    decision names its dealing (from 1) and its action index in that dealing's actions,
    the card chosen there in R1 notation, the best one, the points lost and the mark."""
    path, match = record
    status, out, err = run(capsys, "analyse", str(path), "--seat", "2", "--json")
    assert (status, err) == (0, "")
    data = json.loads(out)
    assert set(data) == {"seat", "decisions", "lost_per_deal"}
    assert data["seat"] == 2
    decisions = data["decisions"]
    assert len(decisions) >= 5
    actions = match.dealings[0].actions
    for d in decisions:
        assert set(d) == {"deal", "action", "chosen", "best", "lost", "mark"}
        assert d["deal"] == 1 and type(d["action"]) is int
        assert d["chosen"] == label(actions[d["action"]]) and len(d["chosen"]) == 2
        assert isinstance(d["best"], str)
        assert isinstance(d["lost"], float | int) and d["lost"] >= 0
        assert d["mark"] in (None, "inaccuracy", "mistake", "blunder")
        mark = mark_of(d["lost"] * 3)
        if all(abs(d["lost"] - least) > 0.005 for least in (1 / 3, 1, 2)):  # not rounded
            assert d["mark"] == (None if mark is None else mark.value)
        assert d["chosen"] != d["best"] or d["lost"] == 0
    plays = [k for k, a in enumerate(actions) if isinstance(a, Play)]
    assert [d["action"] for d in decisions] == sorted(d["action"] for d in decisions)
    assert set(d["action"] for d in decisions) <= set(plays)
    assert data["lost_per_deal"] == pytest.approx(sum(d["lost"] for d in decisions), abs=0.03)


def test_options_and_the_readable_table(capsys: pytest.CaptureFixture[str],
                                        record: tuple[Path, Match]) -> None:
    path, _ = record
    status, out, err = run(capsys, "analyse", str(path), "--seat", "1", "--samples", "20",
                           "--workers", "1")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "tressette: Ada, Bo, Cy, Di; seat 1 (Bo)"
    assert lines[1].split()[:6] == ["deal", "action", "trick", "chosen", "best", "lost"]
    assert any("with every card known (hindsight)" in line for line in lines)
    assert lines[-2].startswith("Points lost per deal: deal 1 ")
    assert lines[-1].startswith("Worst moments: ")
    status, out, _ = run(capsys, "analyse", str(path), "--seat", "1", "--samples", "20",
                         "--workers", "1", "--json")
    assert json.loads(out)["seat"] == 1


def test_a_malformed_record_exits_2_with_the_replay_tools_message(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], record: tuple[Path, Match]) -> None:
    path, _ = record
    bad = json.loads(path.read_text(encoding="utf-8"))
    bad["dealings"][0]["actions"][3] = {"play": bad["dealings"][0]["actions"][0]["play"]}
    broken = tmp_path / "bad.json"
    broken.write_text(json.dumps(bad), encoding="utf-8")
    replayed = run(capsys, "replay", str(broken))
    analysed = run(capsys, "analyse", str(broken), "--seat", "0", "--json")
    assert analysed == replayed
    assert analysed[0] == 2 and analysed[1] == ""
    assert analysed[2].startswith(f"tressette-record: {broken}: deal 1, action 3: ")
    truncated = tmp_path / "cut.json"
    truncated.write_text(path.read_text(encoding="utf-8")[:100], encoding="utf-8")
    status, out, err = run(capsys, "analyse", str(truncated), "--seat", "0")
    assert (status, out) == (2, "") and "not valid JSON" in err
    status, out, err = run(capsys, "analyse", str(tmp_path / "missing.json"), "--seat", "0")
    assert (status, out) == (2, "") and err.startswith("tressette-record: ")


@pytest.mark.parametrize(("argv", "message"), [
    (["--seat", "4"], "no seat 4 in a 4-player match: expected 0 to 3"),
    (["--seat", "-1"], "no seat -1 in a 4-player match: expected 0 to 3"),
])
def test_a_seat_not_at_the_table_exits_2(capsys: pytest.CaptureFixture[str],
                                         record: tuple[Path, Match], argv: list[str],
                                         message: str) -> None:
    path, _ = record
    status, out, err = run(capsys, "analyse", str(path), *argv)
    assert (status, out) == (2, "")
    assert err == f"tressette-record: {path}: {message}\n"


@pytest.mark.parametrize("argv", [[], ["--seat"], ["--seat", "x"], ["--seat", "0", "--samples",
                                                                     "0"]])
def test_bad_usage_exits_2(capsys: pytest.CaptureFixture[str], record: tuple[Path, Match],
                           argv: list[str]) -> None:
    path, _ = record
    assert run(capsys, "analyse", str(path), *argv)[0] == 2
