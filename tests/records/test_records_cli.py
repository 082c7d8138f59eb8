"""The ``tressette-record replay`` command (issue 2): each deal's score
breakdown (R6), the match result (R7, R9), ``--json``, and exit statuses."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.records.records_support import new_match, play_random, tressette_layout
from tressette_gui.engine import Match, Play, Redeal, Rules, parse_cards
from tressette_gui.record_tool import main
from tressette_gui.records import save
from tressette_gui.records.writing import result_to_dict

SIDES = ("Ada and Cy", "Bo and Di")


def replay(tmp_path: Path, match: Match, capsys: pytest.CaptureFixture[str],
           *options: str) -> str:
    """Save ``match``, run ``tressette-record replay`` on it, return stdout."""
    path = tmp_path / "match.json"
    save(match, path)
    assert main(["replay", str(path), *options]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return out


@pytest.fixture
def finished() -> Match:
    match = new_match(Rules.for_variant("tressette", match_end="deals", deals=2), 21)
    play_random(match, random.Random(21))
    assert match.result is not None and len(match.deal_scores) >= 2
    return match


def test_text_shows_every_deal_and_the_result(
        tmp_path: Path, finished: Match, capsys: pytest.CaptureFixture[str]) -> None:
    out = replay(tmp_path, finished, capsys)
    running = [0, 0]
    for number, (dealing, score) in enumerate(zip(finished.dealings, finished.deal_scores,
                                                  strict=True), start=1):
        running = [running[0] + score.points[0], running[1] + score.points[1]]
        head = f"Deal {number}, dealer {finished.names[dealing.dealer]}"
        if dealing.spareggio:
            head += f", spareggio {dealing.spareggio}"
        block = out.split(head + "\n")[1]
        assert block.startswith(
            f"  captured: {SIDES[0]} {score.thirds[0]} thirds, "
            f"{SIDES[1]} {score.thirds[1]} thirds\n"
            f"  last trick: {SIDES[score.last_trick or 0]}\n"
            f"  card points: {SIDES[0]} {score.card_points[0]}, "
            f"{SIDES[1]} {score.card_points[1]}\n")
        assert (f"  deal points: {SIDES[0]} {score.points[0]}, {SIDES[1]} {score.points[1]}\n"
                f"  match score: {SIDES[0]} {running[0]}, {SIDES[1]} {running[1]}\n") in block
    result = finished.result
    assert result is not None and result.winner is not None
    a, b = result.points
    assert (f"Result: won by {SIDES[result.winner]}; {SIDES[0]} {a}, {SIDES[1]} {b}, "
            f"after {result.deals} deals (") in out
    assert out.endswith("Standings: " + ", ".join(
        f"{n} {p:+d}" for n, p in zip(finished.names, result.standings, strict=True)) + "\n")


def test_json_has_the_same_content(
        tmp_path: Path, finished: Match, capsys: pytest.CaptureFixture[str]) -> None:
    data = json.loads(replay(tmp_path, finished, capsys, "--json"))
    deals = len(finished.dealings)
    assert [d["deal"] for d in data["deals"]] == list(range(1, deals + 1))
    assert [d["outcome"] for d in data["deals"]] == ["scored"] * deals
    running = [0, 0]
    for deal, dealing, score in zip(data["deals"], finished.dealings, finished.deal_scores,
                                    strict=True):
        running = [running[0] + score.points[0], running[1] + score.points[1]]
        assert deal["dealer"] == dealing.dealer
        assert deal["dealer_name"] == finished.names[dealing.dealer]
        assert deal["spareggio"] == dealing.spareggio
        assert deal["thirds"] == list(score.thirds)
        assert deal["card_points"] == list(score.card_points)
        assert deal["last_trick"] == score.last_trick
        assert deal["points"] == list(score.points)
        assert deal["match_score"] == running
    assert finished.result is not None
    winner = finished.result.winner
    assert winner is not None
    assert data["result"] == {**result_to_dict(finished.result), "resigned": None,
                              "winner_names": list(finished.names[winner::2])}


def test_unfinished_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    match = new_match(Rules.for_variant("spizzichino", match_end="deals", deals=2), 3)
    play_random(match, random.Random(3), 50)
    assert len(match.deal_scores) == 1 and match.result is None
    out = replay(tmp_path, match, capsys)
    assert "Deal 2, dealer Ada: not finished\nmatch not finished\n" in out
    assert "captured: Ada " in out and "Result" not in out
    data = json.loads(replay(tmp_path, match, capsys, "--json"))
    assert data["result"] is None
    assert data["deals"][-1] == {"deal": 2, "dealer": 0, "dealer_name": "Ada",
                                 "spareggio": 0, "outcome": "unfinished"}


def test_cappottone_and_declarations(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """R5, R6, R9: the leader holds the four Tre, the four Due and two Assi and
    plays them from the top: every trick (cappottone)."""
    layout = tressette_layout(0, "3c 3d 3s 3b 2c 2d 2s 2b Ac Ad")
    rules = Rules.for_variant("tressette", match_end="deals", deals=1)
    match = new_match(rules, 1, dealer=0, layouts=(layout,))
    for card in parse_cards("3c 3d 3s 3b 2c 2d 2s 2b Ac Ad"):
        assert match.seat_to_act() == 1
        match.apply(Play(card))
        for _ in range(3):
            match.apply(next(a for a in match.legal_actions() if isinstance(a, Play)))
    assert match.result is not None
    out = replay(tmp_path, match, capsys)
    assert "  sweep: cappottone by Bo\n" in out
    assert "Sweeps of Bo and Di: cappottone\n" in out
    assert "  declarations: none\n" in out
    deal = json.loads(replay(tmp_path, match, capsys, "--json"))["deals"][0]
    assert deal["sweep"] == {"kind": "cappottone", "side": 1, "seat": 1}
    assert deal["tricks"] == [0, 10]


def test_declarations_are_listed(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    layout = tressette_layout(0, "Ac 2c 3c Ad As Ab 4d 5d 6d 7d")
    rules = Rules.for_variant("tressette", match_end="deals", deals=1)
    match = new_match(rules, 1, dealer=0, layouts=(layout,))
    match.apply(match.legal_actions()[0])
    match.apply(match.legal_actions()[0])
    play_random(match, random.Random(2))
    out = replay(tmp_path, match, capsys)
    assert "  declaration: Bo, napola di coppe (Ac 2c 3c), 3 points\n" in out
    assert "  declaration: Bo, quaterna di Assi (Ac Ad As Ab), 4 points\n" in out
    declared = json.loads(replay(tmp_path, match, capsys, "--json"))["deals"][0]["declarations"]
    assert declared[0] == {"seat": 1, "name": "Bo", "kind": "napola", "suit": "c",
                           "rank": None, "text": "napola di coppe",
                           "cards": ["Ac", "2c", "3c"], "points": 3}


def test_voided_deal_and_decima(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """R7 redeal, then R5 napoletana decima in the dealing that replaces it."""
    poor = tressette_layout(3, "4c 5c 6c 7c 4d 5d 6d 7d 4s 5s")
    decima = tressette_layout(3, "Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc")
    match = new_match(Rules.for_variant("tressette"), 5, dealer=3, layouts=(poor, decima))
    match.apply(Redeal(True))
    assert match.result is not None
    out = replay(tmp_path, match, capsys)
    assert out.splitlines()[1:4] == [
        "Deal 1, dealer Di: voided, Ada asked for a new deal",
        "Deal 1, dealer Di: napoletana decima of Ada (ten cards of coppe)",  # dealt again
        "Result: won by Ada and Cy; Ada and Cy 0, Bo and Di 0, after 0 deals "
        "(napoletana decima), stake 16",
    ]


def test_resignation(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """R10: the resigning side loses; nobody gains."""
    match = new_match(Rules.for_variant("mazzetti"), 2)
    play_random(match, random.Random(2), 10)
    match.resign(1)
    out = replay(tmp_path, match, capsys)
    assert "Result: Bo resigned, lost by Bo; Ada 0, Bo 0, after 0 deals (resignation)" in out
    assert json.loads(replay(tmp_path, match, capsys, "--json"))["result"]["resigned"] == 1


def test_missing_file_and_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nope.json"
    assert main(["replay", str(missing)]) == 2
    assert capsys.readouterr().err == (
        f"tressette-record: {missing}: No such file or directory\n")
    assert main(["replay", str(tmp_path)]) == 2
    assert capsys.readouterr().err.startswith(f"tressette-record: {tmp_path}: ")


def test_usage(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2
    assert "usage: tressette-record" in capsys.readouterr().err
    assert main(["replay", "--help"]) == 0
    assert "--json" in capsys.readouterr().out


def test_documented_example(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/record-format.md: its example replays, and its error example is exact."""
    doc = (Path(__file__).parents[2] / "docs" / "record-format.md").read_text(encoding="utf-8")
    example = json.loads(doc.split("```json\n")[1].split("```")[0])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(example), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert capsys.readouterr().out.endswith("match not finished\n")
    example["dealings"][0]["actions"][7] = {"play": "Fs"}
    path.write_text(json.dumps(example), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    message = capsys.readouterr().err.replace(str(path), "game.json").strip()
    assert f"`{message}`" in doc
