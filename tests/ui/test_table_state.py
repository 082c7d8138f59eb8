"""The pure parts of the table (no Qt): event steps (table_state) and card places
(layout) stay consistent with the engine over random matches of every variant (R3)."""

from __future__ import annotations

import random

import pytest

from tressette_gui.engine import DealScored, Match, MatchEnded, Rules, sort_key
from tressette_gui.ui.table.card_ids import CardId, Face, HandBack
from tressette_gui.ui.table.layout import SCENE_HEIGHT, SCENE_WIDTH, place_cards
from tressette_gui.ui.table.steps import split_batch, steps_for
from tressette_gui.ui.table.table_state import StepKind, TableState, from_observation


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])
def test_steps_follow_the_engine(variant: str) -> None:
    match = Match(Rules.for_variant(variant), seed=4)
    rng = random.Random(4)
    state = TableState.empty(match.rules.players)
    keys: set[CardId] = set()
    batches = [list(match.opening_events)]
    while batches:
        for part in split_batch(batches.pop()):
            closed = isinstance(part[-1], DealScored | MatchEnded)
            final = None if closed else match.observe(0)
            for step in steps_for(state, part, final):
                for old, new in step.renames:
                    assert old in keys, (old, step.kind)  # a rename moves an existing item
                    keys = (keys - {old}) | {new}
                places = place_cards(step.state)
                for place in places.values():
                    assert 0 <= place.x <= SCENE_WIDTH and 0 <= place.y <= SCENE_HEIGHT
                if step.kind is StepKind.SETTLE and variant != "mazzetti":
                    assert set(places) == keys  # the steps arrived where the engine is
                    assert _cards_and_points(state) == _cards_and_points(step.state)
                keys = set(places)
                state = step.state
        if match.result is None:
            batches.append(match.apply(rng.choice(match.legal_actions())))
    assert match.result is not None
    assert state.scores == match.result.points


def _cards_and_points(s: TableState) -> tuple[object, ...]:
    return (s.hand, s.hidden, s.trick, s.won, s.stock, s.thirds, s.declared, s.scores)


def test_hand_is_sorted_left_to_right_and_hidden_hands_have_backs() -> None:
    match = Match(Rules.for_variant("tressette"), seed=9)
    obs = match.observe(0)
    places = place_cards(from_observation(obs))
    xs = [places[Face(c)].x for c in obs.hand]
    assert xs == sorted(xs) and list(obs.hand) == sorted(obs.hand, key=sort_key)
    assert all(places[Face(c)].face_up for c in obs.hand)
    backs = [k for k in places if isinstance(k, HandBack)]
    assert len(backs) == 30 and not any(places[k].face_up for k in backs)
    assert all(places[k].card is None for k in backs)  # no hidden card is drawn (honesty)


def test_split_batch_stops_after_deal_and_match_end() -> None:
    match = Match(Rules.for_variant("tressette", match_end="deals", deals=1), seed=2)
    rng = random.Random(2)
    events = []
    while match.result is None:
        events = match.apply(rng.choice(match.legal_actions()))
    parts = split_batch(events)
    assert isinstance(parts[-1][-1], MatchEnded)
    assert any(isinstance(p[-1], DealScored) for p in parts)
