"""Random legal games of every variant with random options (R1-R9 invariants).

At every step: the 40 cards are each in exactly one place; the offered plays are
exactly the cards the follow-suit rule (R4) allows; a trick goes to the highest
card of the led suit and its winner leads next; every observation shows only
cards its seat may see. At every deal's end: the card points sum to 11 (R6),
thirds and declarations are credited to the side that took them, and the match
score is the sum of the deals. Hypothesis draws the options; a plain loop adds
many seeded deals of the presets cheaply.
"""

from __future__ import annotations

import dataclasses
import random
from enum import Enum
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tressette_gui.engine import (
    VARIANTS,
    Card,
    CardDrawn,
    CardPlayed,
    DealScore,
    DealScored,
    DealStarted,
    DealState,
    Declared,
    Event,
    Match,
    MatchEnded,
    MatchResult,
    Observation,
    Phase,
    PickedUp,
    PileTopRevealed,
    Play,
    Rules,
    Sweep,
    TrickWon,
    presets_for,
)


def card_places(deal: DealState) -> list[Card]:
    """Every card of the deal wherever it is: hands, piles, stock, the running
    trick, captured cards and (mazzetti choice) the piles not yet chosen."""
    cards = [c for hand in deal.hands for c in hand]
    cards += [c for piles in deal.piles for pile in piles for c in pile]
    cards += deal.stock + [c for _, c in deal.trick]
    cards += [c for captured in deal.captured for c in captured]
    if deal.phase is Phase.CHOOSE_PILES or not any(deal.hands):
        cards += [c for i, owner in enumerate(deal.pile_owner) if owner is None
                  for c in deal.layout.piles[i]]
    return cards


def expected_plays(deal: DealState) -> set[tuple[Card, int | None]]:
    """R4 stated independently: hand cards and own pile tops, of the led suit if
    the seat holds one there."""
    seat = deal.turn
    options: set[tuple[Card, int | None]] = {(c, None) for c in deal.hands[seat]}
    options |= {(p[-1], i) for i, p in enumerate(deal.piles[seat]) if p}
    if deal.trick:
        led = deal.trick[0][1].suit
        follow = {o for o in options if o[0].suit == led}
        options = follow or options
    return options


#: Observation parts whose types hold no card (mypy --strict checks the types).
NO_CARDS = (str, bool, Rules, DealScore, MatchResult, Phase, Enum)


def cards_in(value: Any) -> set[Card]:
    """Every Card inside an observation (dataclasses, tuples, lists, sets)."""
    found: set[Card] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        kind = type(item)
        if kind is Card:
            found.add(item)
        elif kind in (tuple, list, set, frozenset):
            stack.extend(item)
        elif item is None or kind is int or isinstance(item, NO_CARDS):
            continue
        else:
            assert dataclasses.is_dataclass(item), f"unexpected {item!r} in an observation"
            stack.extend(getattr(item, name) for name in _field_names(item))
    return found


def _field_names(item: Any) -> tuple[str, ...]:
    return _FIELDS.get(type(item)) or _FIELDS.setdefault(
        type(item), tuple(f.name for f in dataclasses.fields(item)))


_FIELDS: dict[type, tuple[str, ...]] = {}


class Checker:
    """Plays a match by random legal actions and checks the invariants."""

    def __init__(self, match: Match, rng: random.Random, observe: bool = True) -> None:
        self.match = match
        self.rng = rng
        self.observe = observe
        self.public: set[Card] = set()  # cards shown to everyone in this deal
        self.side_thirds = [0, 0]
        self.side_declared = [0, 0]
        self.last_winner: int | None = None
        self.deal_points = [0, 0]
        self.steps = 0
        self.feed(match.opening_events)

    def run(self) -> None:
        match = self.match
        self.check_state()
        while match.result is None:
            deal = match.deal
            legal = match.legal_actions()
            assert legal and match.seat_to_act() == deal.turn
            if deal.phase is Phase.PLAY:
                offered = {(a.card, a.pile) for a in legal if isinstance(a, Play)}
                assert offered == expected_plays(deal)
            action = self.rng.choice(legal)
            events = match.apply(action)
            self.feed(events)
            self.check_state()
            self.steps += 1
        result = match.result
        assert result.points == (self.deal_points[0], self.deal_points[1])
        assert result.deals == len(match.deal_scores)

    def feed(self, events: list[Event]) -> None:
        n = self.match.rules.players
        for event in events:
            if isinstance(event, DealStarted):
                self.public = set()
                self.side_thirds = [0, 0]
                self.side_declared = [0, 0]
                self.last_winner = None
            elif isinstance(event, (CardPlayed, CardDrawn, PickedUp, PileTopRevealed)):
                self.public.add(event.card)
            elif isinstance(event, Declared):
                self.public.update(event.cards)
                self.side_declared[event.seat % 2] += event.points
            elif isinstance(event, TrickWon):
                led = event.plays[0][1].suit
                best = max((p for p in event.plays if p[1].suit == led), key=lambda p: p[1])
                assert event.seat == best[0]
                assert [s for s, _ in event.plays] == [
                    (event.plays[0][0] + k) % n for k in range(n)]
                assert event.thirds == sum(c.thirds for _, c in event.plays)
                self.side_thirds[event.seat % 2] += event.thirds
                self.last_winner = event.seat
            elif isinstance(event, DealScored):
                self.check_score(event)
            elif isinstance(event, MatchEnded):
                assert event.result is self.match.result

    def check_score(self, event: DealScored) -> None:
        score = event.score
        assert score.thirds == (self.side_thirds[0], self.side_thirds[1])
        assert score.declared == (self.side_declared[0], self.side_declared[1])
        assert score.points == tuple(
            score.card_points[s] + score.declared[s] for s in (0, 1))
        if score.cut_short:
            assert score.last_trick is None and sum(score.card_points) <= 10
            assert score.card_points == (score.thirds[0] // 3, score.thirds[1] // 3)
        else:
            assert sum(score.thirds) == 32 and sum(score.card_points) == 11
            assert self.last_winner is not None and score.last_trick == self.last_winner % 2
            bonus_side = self.last_winner % 2
            if score.sweep in (Sweep.STRAMAZZO, Sweep.STRAMAZZONE):
                assert score.sweep_side is not None
                bonus_side = score.sweep_side  # R6: the side that made it
            with_bonus = [score.thirds[0], score.thirds[1]]
            with_bonus[bonus_side] += 3
            assert score.card_points == (with_bonus[0] // 3, with_bonus[1] // 3)
        for side in (0, 1):
            self.deal_points[side] += score.points[side]

    def check_state(self) -> None:
        match = self.match
        deal = match.deal
        assert sorted(card_places(deal)) == list(range(40))
        if deal.phase is Phase.PLAY and not deal.trick and match.result is None:
            assert deal.turn == deal.leader
            if deal.tricks:
                assert deal.leader == deal.tricks[-1].winner
        assert match.scores == self.deal_points or match.result is not None
        if self.observe:  # the seat to act and, in rotation, every other seat
            n = match.rules.players
            for seat in {deal.turn % n, self.steps % n}:
                self.check_observation(match.observe(seat), deal)

    def check_observation(self, obs: Observation, deal: DealState) -> None:
        own = set(deal.hands[obs.seat])
        assert obs.hand == tuple(sorted(own, key=lambda c: (c.suit, -c.rank)))
        leaked = cards_in(obs) - own - self.public
        assert not leaked, f"seat {obs.seat} sees {sorted(leaked)}"
        assert obs.hand_sizes == tuple(len(h) for h in deal.hands)
        assert bool(obs.legal_actions) == (obs.turn == obs.seat and obs.result is None)
        assert obs.captured_thirds == (sum(deal.thirds_by_seat[0::2]),
                                       sum(deal.thirds_by_seat[1::2]))


@st.composite
def random_rules(draw: st.DrawFn, variant: str) -> Rules:
    """A rule set of ``variant`` with random options, kept short (small targets)."""
    options: dict[str, Any] = {
        "deal_packet": draw(st.sampled_from([1, 5])),
        "declarations": draw(st.booleans()),
        "declare_drawn": draw(st.booleans()),
        "collatondrione": draw(st.booleans()),
        "cappotto": draw(st.sampled_from(["count", "wins_match"])),
        "match_end": draw(st.sampled_from(["points", "deals"])),
        "target": draw(st.integers(4, 21)),
        "deals": draw(st.integers(1, 2)),
        "tiebreak": draw(st.sampled_from(["spareggio", "draw"])),
        "redeal_under_one_point": draw(st.booleans()),
    }
    if variant == "tressette":
        options["signals"] = draw(st.booleans())
    if options["match_end"] == "points":
        options["vinco_subito"] = draw(st.booleans())
    return Rules.for_variant(variant, **options)


def _property(variant: str, rules: Rules, seed: int, choices: int) -> None:
    assert rules.variant == variant
    Checker(Match(rules, seed), random.Random(choices)).run()


SEEDS = st.integers(0, 2**63)


@settings(max_examples=250, deadline=None)
@given(rules=random_rules("tressette"), seed=SEEDS, choices=SEEDS)
def test_random_tressette_matches(rules: Rules, seed: int, choices: int) -> None:
    _property("tressette", rules, seed, choices)


@settings(max_examples=250, deadline=None)
@given(rules=random_rules("spizzichino"), seed=SEEDS, choices=SEEDS)
def test_random_spizzichino_matches(rules: Rules, seed: int, choices: int) -> None:
    _property("spizzichino", rules, seed, choices)


@settings(max_examples=250, deadline=None)
@given(rules=random_rules("mazzetti"), seed=SEEDS, choices=SEEDS)
def test_random_mazzetti_matches(rules: Rules, seed: int, choices: int) -> None:
    _property("mazzetti", rules, seed, choices)


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_thousand_seeded_deals_of_the_presets(variant: str) -> None:
    """About a thousand random deals of the variant's presets (8-deal matches),
    observations checked in one match out of ten."""
    presets = list(presets_for(variant).values())
    deals = seed = 0
    while deals < 1000:
        rules = presets[seed % len(presets)]
        checker = Checker(Match(rules.replace(match_end="deals", deals=8, tiebreak="draw",
                                              cappotto="count"), seed),
                          random.Random(seed), observe=seed % 10 == 0)
        checker.run()
        deals += len(checker.match.deal_scores)
        seed += 1
    assert seed < 200
