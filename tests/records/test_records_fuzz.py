"""Bad input (issue 2): truncated, mistyped and illegal records given to
``tressette-record replay`` always give exit status 2 and one clear message on
stderr, never an exception or a traceback; illegal actions (R4) are named by
deal and action index."""

from __future__ import annotations

import copy
import json
import os
import random
import subprocess
import sysconfig
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.records.records_support import run, run_record, valid_record
from tressette_gui.engine import VARIANTS, Match, Rules
from tressette_gui.record_tool import main
from tressette_gui.records import dumps, from_record
from tressette_gui.records.schema import action_from_dict

Record = dict[str, Any]
WRONG_TYPES: list[object] = ["x", 7, None, [], {}, True, 1.5, [7], -1]
BAD_CARDS: list[object] = ["Xx", "ac", "A", "Acc", "1c", "Ac ", "10c", "", 5, None, ["Ac"]]


@pytest.fixture(scope="module")
def records() -> dict[str, Record]:
    return {variant: valid_record(variant) for variant in VARIANTS}


def test_valid_records_replay(tmp_path: Path, records: dict[str, Record],
                              capsys: pytest.CaptureFixture[str]) -> None:
    """The base of every corruption below is itself valid (exit status 0)."""
    for record in records.values():
        path = tmp_path / "good.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        assert main(["replay", str(path)]) == 0
        assert capsys.readouterr().err == ""


def test_truncated_text(tmp_path: Path, records: dict[str, Record],
                        capsys: pytest.CaptureFixture[str]) -> None:
    for variant, record in records.items():
        text = dumps(from_record(record)).rstrip()
        step = 7 if variant == "tressette" else 41
        for end in [*range(0, len(text), step), len(text) - 1]:
            assert run(tmp_path, capsys, text[:end]).startswith("not valid JSON: ")


def test_not_json_or_not_a_record(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    for text in [b"\xff\xfe{}", b"[" * 100_000, b"9" * 5000, b"", b"{} {}"]:
        run(tmp_path, capsys, text)
    for value in [[], "x", 7, None, {}]:
        run_record(tmp_path, capsys, value)


def keys_deleted(record: Record) -> Iterator[Record]:
    for key in record:
        bad = copy.deepcopy(record)
        del bad[key]
        yield bad
    for key in record["dealings"][0]:
        bad = copy.deepcopy(record)
        del bad["dealings"][0][key]
        yield bad
    bad = copy.deepcopy(record)
    bad["dealings"][0]["actions"][0].clear()
    yield bad


def wrong_types(record: Record) -> Iterator[Record]:
    for key, value in record.items():
        for wrong in WRONG_TYPES:
            if wrong != value and not (key == "seed" and type(wrong) is int) and not (
                    key in ("hints_used", "undo_used") and type(wrong) is bool):
                yield {**record, key: wrong}
    for key, value in record["dealings"][0].items():
        for wrong in WRONG_TYPES:
            if wrong != value:
                bad = copy.deepcopy(record)
                bad["dealings"][0][key] = wrong
                yield bad
    for wrong in WRONG_TYPES:
        bad = copy.deepcopy(record)
        first = bad["dealings"][0]["actions"][0]
        first[next(iter(first))] = wrong
        yield bad


def cards_spoiled(record: Record) -> Iterator[Record]:
    dealing = record["dealings"][0]
    places = [(field, i) for field in ("hands", "piles") for i, cards in
              enumerate(dealing[field]) if cards]
    for bad_card in BAD_CARDS:
        for field, i in places[:2]:
            bad = copy.deepcopy(record)
            bad["dealings"][0][field][i][0] = bad_card
            yield bad
        if dealing["stock"]:
            bad = copy.deepcopy(record)
            bad["dealings"][0]["stock"][-1] = bad_card
            yield bad
    for field, i in places[:1]:
        bad = copy.deepcopy(record)
        cards = bad["dealings"][0][field][i]
        cards[1] = cards[0]  # a duplicated card
        yield bad
        bad = copy.deepcopy(record)
        bad["dealings"][0][field][i].pop()  # a missing card
        yield bad


def rules_spoiled(record: Record) -> Iterator[Record]:
    changes: list[Record] = [{"foo": 1}, {"target": 0}, {"variant": "scopa"},
                             {"deal_packet": 3}, {"signals": "yes"}, {"cappotto": None},
                             {"deals": 2.5}]
    for change in changes:
        yield {**record, "rules": {**record["rules"], **change}}
    yield {**record, "rules": {k: v for k, v in record["rules"].items() if k != "variant"}}
    for names in [["Ada"], ["Ada", "Bo", "Cy", "Di", "Ed"], [1, 2, 3, 4][:len(record["names"])]]:
        yield {**record, "names": names}


@pytest.mark.parametrize("corruptions", [keys_deleted, wrong_types, cards_spoiled,
                                         rules_spoiled])
def test_corrupted_fields(tmp_path: Path, records: dict[str, Record],
                          capsys: pytest.CaptureFixture[str], corruptions: Any) -> None:
    count = 0
    for record in records.values():
        for bad in corruptions(record):
            run_record(tmp_path, capsys, bad)
            count += 1
    assert count >= 30


def test_wrong_format_or_version(tmp_path: Path, records: dict[str, Record],
                                 capsys: pytest.CaptureFixture[str]) -> None:
    record = records["tressette"]
    for version in [4, 0, "1", None, 1.0, 2.0, 3.0, True]:
        message = run_record(tmp_path, capsys, {**record, "version": version})
        assert message.startswith("field 'version'")
    assert run_record(tmp_path, capsys, {**record, "format": "chess"}).startswith(
        "field 'format' is \"chess\"")


def test_cards_swapped_between_hands(tmp_path: Path, records: dict[str, Record],
                                     capsys: pytest.CaptureFixture[str]) -> None:
    """A valid deal, but not the one the actions were played from (R4)."""
    for variant in ("tressette", "spizzichino"):
        for k in range(10):
            bad = copy.deepcopy(records[variant])
            hands = bad["dealings"][0]["hands"]
            hands[0][k], hands[1][k] = hands[1][k], hands[0][k]
            assert run_record(tmp_path, capsys, bad).startswith("deal 1, action ")


def replayed_states(record: Record) -> Iterator[tuple[int, Match]]:
    """Each action index of the first dealing with the match just before it."""
    dealing = record["dealings"][0]
    layout = from_record(record).dealings[0].layout
    match = Match(Rules.from_dict(record["rules"]), record["seed"], record["names"],
                  dealer=record["first_dealer"], layouts=[layout])
    for j, action in enumerate(dealing["actions"]):
        yield j, match
        match.apply(action_from_dict(action))


def test_illegal_plays_name_deal_and_action(tmp_path: Path, records: dict[str, Record],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """R4: a card of another suit while holding the led suit."""
    count = 0
    for record in records.values():
        for j, match in replayed_states(record):
            deal = match.deal
            seat = deal.turn
            if not deal.trick or len(match.dealings) > 1:
                continue
            suit = deal.trick[0][1].suit
            hand = deal.hands[seat]
            other = [c for c in hand if c.suit != suit]
            if other and any(c.suit == suit for c in hand):
                bad = copy.deepcopy(record)
                bad["dealings"][0]["actions"][j] = {"play": other[0].code}
                message = run_record(tmp_path, capsys, bad)
                assert message.startswith(f"deal 1, action {j}: must follow {suit.italian}: ")
                count += 1
    assert count >= 10


def test_other_illegal_actions(tmp_path: Path, records: dict[str, Record],
                               capsys: pytest.CaptureFixture[str]) -> None:
    tressette = records["tressette"]
    first_play = next(j for j, a in enumerate(tressette["dealings"][0]["actions"])
                      if "play" in a)
    card = tressette["dealings"][0]["actions"][first_play]["play"]
    for action, reason in [
            ({"pick_up": 0}, "only in mazzetti can cards be picked up from piles"),
            ({"play": card, "signal": "busso"}, "no signals in the first trick"),
            ({"redeal": True}, "no redeal question is open"),
            ({"choose_piles": {"hand": [0, 1], "front": [2, 3]}}, "not the time to choose"),
            ({"declare": "napola", "suit": "b"}, ""),
            ({"play": card, "pile": 0}, f"{card} is not on top of pile 0")]:
        bad = copy.deepcopy(tressette)
        bad["dealings"][0]["actions"].insert(first_play, action)
        assert run_record(tmp_path, capsys, bad).startswith(
            f"deal 1, action {first_play}: {reason}")
    malformed: list[Record] = [
        {"play": "Ac", "signal": "loud"}, {"declare": "tris", "suit": "c"},
        {"declare": "cinquina", "rank": "A"}, {"redeal": "yes"}, {"pick_up": "0"},
        {"play": "Ac", "extra": 1}, {"play": "Ac", "redeal": True},
        {"choose_piles": {"hand": [0], "front": [2, 3]}}]
    for action in malformed:
        bad = copy.deepcopy(tressette)
        bad["dealings"][0]["actions"].insert(1, action)
        assert run_record(tmp_path, capsys, bad).startswith("deal 1, action 1: ")


def test_actions_and_dealings_after_the_end(tmp_path: Path, records: dict[str, Record],
                                            capsys: pytest.CaptureFixture[str]) -> None:
    for record in records.values():
        last = len(record["dealings"])
        bad = copy.deepcopy(record)
        actions = bad["dealings"][-1]["actions"]
        actions.append(actions[-1])
        assert run_record(tmp_path, capsys, bad) == (
            f"deal {last}, action {len(actions) - 1}: the match is already over")
        bad = copy.deepcopy(record)
        bad["dealings"].append(bad["dealings"][-1])
        assert run_record(tmp_path, capsys, bad) == (
            f"deal {last + 1}: the match was already over")


def test_unfinished_or_missing_dealings(tmp_path: Path,
                                        capsys: pytest.CaptureFixture[str]) -> None:
    record = valid_record("spizzichino", deals=2)
    assert len(record["dealings"]) >= 2
    bad = copy.deepcopy(record)
    bad["dealings"][0]["actions"].pop()
    assert run_record(tmp_path, capsys, bad) == "deal 2: deal 1 is not finished"
    bad = copy.deepcopy(record)
    bad["dealings"][0]["actions"].append(bad["dealings"][1]["actions"][0])
    assert run_record(tmp_path, capsys, bad).startswith("deal 1, action ")
    bad = copy.deepcopy(record)
    del bad["dealings"][1:]
    bad["result"] = None
    assert run_record(tmp_path, capsys, bad) == (
        "deal 2: missing: the match goes on after the last recorded dealing")
    for field, value in [("dealer", 0), ("spareggio", 1)]:
        bad = copy.deepcopy(record)
        bad["dealings"][1][field] = value
        assert run_record(tmp_path, capsys, bad).startswith(f"deal 2: field '{field}' is ")


def test_result_must_match_the_replay(tmp_path: Path, records: dict[str, Record],
                                      capsys: pytest.CaptureFixture[str]) -> None:
    record = records["mazzetti"]
    changes: list[Record] = [{"points": [0, 0]}, {"stake": 2}, {"winner": None}, {"extra": 1}]
    for change in changes:
        bad = {**record, "result": {**record["result"], **change}}
        assert run_record(tmp_path, capsys, bad).startswith(
            "field 'result' does not match the replay: ")
    unfinished = copy.deepcopy(record)
    unfinished["dealings"][0]["actions"].pop()
    assert run_record(tmp_path, capsys, unfinished).startswith("field 'result': ")
    resigned = {**record, "resigned": 0}
    assert run_record(tmp_path, capsys, resigned) == (
        "field 'resigned': the match was already over")


def test_random_action_edits(tmp_path: Path, records: dict[str, Record],
                             capsys: pytest.CaptureFixture[str]) -> None:
    """Seeded random edits of the action lists; each either replays or exits 2 with
    a message, never an exception."""
    rng = random.Random(2024)
    statuses = set()
    for _ in range(150):
        record = copy.deepcopy(rng.choice(list(records.values())))
        actions = record["dealings"][0]["actions"]
        j = rng.randrange(len(actions))
        edit = rng.randrange(3)
        if edit == 0:
            del actions[j]
        elif edit == 1:
            actions.insert(j, rng.choice(actions))
        else:
            actions[j], actions[-1] = actions[-1], actions[j]
        path = tmp_path / "edit.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        status = main(["replay", str(path)])
        err = capsys.readouterr().err
        assert status in (0, 2) and (status == 0) == (err == "")
        statuses.add(status)
    assert 2 in statuses


def installed_script() -> Path:
    """The console script of pyproject.toml, as a user runs it."""
    script = Path(sysconfig.get_path("scripts")) / "tressette-record"
    assert script.exists(), f"{script} is missing: pip install -e . installs it"
    return script


def test_installed_script_prints_no_traceback(tmp_path: Path) -> None:
    path = tmp_path / "bad.json"
    path.write_text('{"format": "tressette-record", "version": 1, "rules": ', encoding="utf-8")
    done = subprocess.run([str(installed_script()), "replay", str(path)], capture_output=True,
                          text=True, timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.startswith(f"tressette-record: {path}: not valid JSON: ")
    assert "Traceback" not in done.stderr
    assert done.stdout == ""


def test_output_closed_early_is_quiet(tmp_path: Path, records: dict[str, Record]) -> None:
    """Like ``tressette-record replay FILE | head``: no traceback, status 1."""
    path = tmp_path / "good.json"
    path.write_text(json.dumps(records["spizzichino"]), encoding="utf-8")
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([str(installed_script()), "replay", str(path), "--json"],
                              stdout=write_end, stderr=subprocess.PIPE, text=True, timeout=60,
                              check=False)
    finally:
        os.close(write_end)
    assert (done.returncode, done.stderr) == (1, "")
