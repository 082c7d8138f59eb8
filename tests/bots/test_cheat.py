"""The arena's cheat level: Esperto's search on the true deal (an upper bound)."""

from __future__ import annotations

import random

import pytest

from tressette_gui.bots.cheat import Cheat, true_position
from tressette_gui.bots.search.position import mask_of
from tressette_gui.engine import Match, Play, Rules


def play_some(match: Match, plays: int) -> None:
    """Apply the first legal card ``plays`` times."""
    for _ in range(plays):
        match.apply(next(a for a in match.legal_actions() if isinstance(a, Play)))


@pytest.mark.parametrize("game, plays", [("tressette", 6), ("spizzichino", 5)])
def test_true_position_is_the_deal(game: str, plays: int) -> None:
    """R3/R4: the position holds the real hands and stock order, and its legal
    cards are the engine's."""
    match = Match(Rules.for_variant(game, declarations=False), seed=7)
    play_some(match, plays)
    seat = match.seat_to_act()
    assert seat is not None
    pos = true_position(match.observe(seat), match.deal)
    assert pos.hands == [mask_of(h) for h in match.deal.hands]
    assert pos.stock == [int(c) for c in match.deal.stock]
    assert pos.turn == seat
    engine = sorted({int(a.card) for a in match.legal_actions() if isinstance(a, Play)})
    assert pos.legal_moves() == engine


def test_cheat_plays_only_with_the_deal() -> None:
    """Without the deal the cheat cannot search: a clear ValueError."""
    match = Match(Rules.for_variant("tressette", declarations=False), seed=3)
    seat = match.seat_to_act()
    assert seat is not None
    obs = match.observe(seat)
    bot = Cheat()
    decision = bot.choose_open(obs, match.deal, random.Random(1))
    assert decision.action in obs.legal_actions
    with pytest.raises(ValueError, match="choose_open"):
        bot.choose(obs, random.Random(1))
