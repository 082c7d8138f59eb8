"""The compact search position equals the rich engine (R3, R4, R6).

Random games of every variant are played in the engine; at every play the
compact position built from the deal must offer the same legal cards, and after
the same card it must equal the position built from the engine's next state
(hands, piles, stock, trick, leader, turn, captured thirds, tricks left); undo
must restore it exactly. At the end its thirds give the engine's card points.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tressette_gui.bots.search.position import Position, cards_of, mask_of
from tressette_gui.engine import DealState, Match, Phase, Play, Rules, Sweep


def position_from_deal(deal: DealState) -> Position:
    """The compact position of a rich deal in the play phase (tests only: it reads
    the hidden state)."""
    thirds = [sum(deal.thirds_by_seat[0::2]), sum(deal.thirds_by_seat[1::2])]
    gone = mask_of([c for t in deal.tricks for _, c in t.plays])
    return Position([mask_of(h) for h in deal.hands], deal.leader,
                    trick=[c for _, c in deal.trick], thirds=thirds, gone=gone,
                    stock=list(deal.stock), piles=[[list(p) for p in ps] for ps in deal.piles])


def snapshot(pos: Position) -> tuple[object, ...]:
    """Everything that defines a position, pile cards above the tops excluded."""
    piles = tuple(tuple(tuple(p[:h]) for p, h in zip(ps, hs, strict=True))
                  for ps, hs in zip(pos.piles, pos.heights, strict=True))
    return (tuple(pos.hands), piles, tuple(pos.stock[pos.stock_pos:]), tuple(pos.trick),
            pos.leader, pos.turn, tuple(pos.thirds), pos.tricks_left, pos.gone)


def check_game(variant: str, seed: int) -> int:
    """Play one deal at random, checking the compact position at every play; returns
    the number of plays checked."""
    rng = random.Random(seed)
    match = Match(Rules.for_variant(variant, collatondrione=False), seed)
    checked = 0
    while match.deal_scores == [] and match.result is None:
        deal = match.deal
        legal = match.legal_actions()
        action = rng.choice(legal)
        if deal.phase is not Phase.PLAY:
            match.apply(action)
            continue
        pos = position_from_deal(deal)
        engine_cards = sorted({a.card for a in legal if isinstance(a, Play)})
        assert pos.legal_moves() == engine_cards
        if not isinstance(action, Play):
            match.apply(action)
            continue
        before = snapshot(pos)
        pos.play(action.card)
        events = match.apply(action)
        score = deal.score
        if score is None:
            assert snapshot(pos) == snapshot(position_from_deal(deal))
        else:
            assert pos.over()
            if score.sweep not in (Sweep.STRAMAZZO, Sweep.STRAMAZZONE):
                assert (pos.thirds[0] // 3, pos.thirds[1] // 3) == score.card_points
        assert events
        pos.undo()
        assert snapshot(pos) == before
        checked += 1
    return checked


@settings(max_examples=60, derandomize=True, deadline=None)
@given(seed=st.integers(0, 2**32), variant=st.sampled_from(["tressette", "spizzichino",
                                                            "mazzetti"]))
def test_compact_position_equals_engine(seed: int, variant: str) -> None:
    """R3, R4, R6: legal cards, trick winners, draws, pile tops and thirds agree."""
    assert check_game(variant, seed) == Rules.for_variant(variant).tricks_per_deal * (
        4 if variant == "tressette" else 2)


def test_cards_of_and_mask_of_are_inverse() -> None:
    """Mask helpers round-trip every card."""
    assert cards_of(mask_of([39, 0, 17])) == [0, 17, 39]


def test_overlapping_cards_are_refused() -> None:
    """A card in two hands is a clear error."""
    with pytest.raises(ValueError, match="at most once"):
        Position([mask_of([1]), mask_of([1])], 0)
