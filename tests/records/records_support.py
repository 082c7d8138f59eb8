"""Helpers shared by the record tests: seeded random play, bot play, custom
deals, the round-trip comparison, and bad records given to ``tressette-record
replay`` in-process."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from tressette_gui.bots import make_bot
from tressette_gui.engine import CARDS, Card, Event, Layout, Match, Rules, parse_cards
from tressette_gui.record_tool import main
from tressette_gui.records import from_record, to_record

NAMES = {4: ["Ada", "Bo", "Cy", "Di"], 2: ["Ada", "Bo"]}


def new_match(rules: Rules, seed: int, *, dealer: int | None = None,
              layouts: tuple[Layout, ...] = ()) -> Match:
    """A match with the test names."""
    return Match(rules, seed, NAMES[rules.players], dealer=dealer, layouts=layouts)


def play_random(match: Match, rng: random.Random, steps: int | None = None) -> list[Event]:
    """Apply random legal actions until the end or ``steps`` actions; the events."""
    events: list[Event] = []
    while match.result is None and (steps is None or steps > 0):
        events.extend(match.apply(rng.choice(match.legal_actions())))
        steps = None if steps is None else steps - 1
    return events


def play_bots(match: Match, rng: random.Random, steps: int | None = None) -> None:
    """Let the Principiante bot play every seat, from observations only."""
    bot = make_bot("principiante")
    while match.result is None and (steps is None or steps > 0):
        seat = match.seat_to_act()
        assert seat is not None
        match.apply(bot.choose(match.observe(seat), rng).action)
        steps = None if steps is None else steps - 1


def tressette_layout(dealer: int, leader_hand: str) -> Layout:
    """A four-player deal whose leader (the dealer's right, R2) holds the ten
    cards of ``leader_hand``; the other cards go round one at a time."""
    first = parse_cards(leader_hand)
    rest = [CARDS[c] for c in sorted(set(range(40)) - set(first))]
    hands: list[tuple[Card, ...]] = [()] * 4
    leader = (dealer + 1) % 4
    hands[leader] = tuple(first)
    for k in range(1, 4):
        hands[(leader + k) % 4] = tuple(rest[k - 1::3])
    return Layout(hands=tuple(hands))


def assert_same(original: Match, copy: Match) -> None:
    """The two matches are in the same state for every seat (records round trip)."""
    assert copy.seat_to_act() == original.seat_to_act()
    assert copy.legal_actions() == original.legal_actions()
    for seat in range(original.rules.players):
        assert copy.observe(seat) == original.observe(seat)
    assert copy.result == original.result
    assert copy.scores == original.scores
    assert copy.deal_scores == original.deal_scores
    assert copy.dealings == original.dealings
    assert copy.resigned == original.resigned
    assert to_record(copy) == to_record(original)


def round_trip(match: Match) -> Match:
    """The match read back from its record."""
    return from_record(to_record(match))


def valid_record(variant: str, deals: int = 1) -> dict[str, Any]:
    """A finished match of ``deals`` deals (R7) as a record."""
    match = new_match(Rules.for_variant(variant, match_end="deals", deals=deals,
                                        tiebreak="draw"), 7)
    play_random(match, random.Random(7))
    assert match.result is not None
    return to_record(match)


def run(tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str | bytes) -> str:
    """Replay ``text`` in-process; check status 2 and one clean, printable message on
    stderr (nothing on stdout); return the message after ``tressette-record: FILE: ``."""
    path = tmp_path / "bad.json"
    if isinstance(text, str):
        text = text.encode("utf-8")
    path.write_bytes(text)
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    prefix = f"tressette-record: {path}: "
    assert err.startswith(prefix) and len(err) > len(prefix) + 5
    assert err.endswith("\n") and err.count("\n") == 1
    assert "Traceback" not in err and err[:-1].isprintable()
    return err[len(prefix):-1]


def run_record(tmp_path: Path, capsys: pytest.CaptureFixture[str], record: object) -> str:
    """:func:`run` on the JSON of ``record`` (lone surrogates written as escapes)."""
    return run(tmp_path, capsys, json.dumps(record))
