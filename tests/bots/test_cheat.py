"""The arena's cheat level: Esperto's search on the true deal (an upper bound)."""

from __future__ import annotations

import random

import pytest

from tressette_gui.bots.cheat import Cheat, HandCheat, shuffle_face_down, true_position
from tressette_gui.bots.search.position import Position, mask_of
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


def face_down(pos: Position) -> list[int]:
    """The cards of ``pos`` nobody sees: the stock to draw, each pile under its top."""
    cards = pos.stock[pos.stock_pos:]
    for piles, heights in zip(pos.piles, pos.heights, strict=True):
        for pile, height in zip(piles, heights, strict=True):
            cards += pile[:height - 1]
    return cards


def seen(pos: Position) -> tuple[object, ...]:
    """What ``pos`` shows: hands, pile tops and heights, the running trick."""
    return (pos.hands, [pos.tops(s) for s in range(pos.n)], pos.heights, pos.trick, pos.gone)


@pytest.mark.parametrize("game", ["spizzichino", "mazzetti"])
def test_shuffle_face_down_moves_only_the_hidden_cards(game: str) -> None:
    """R3.2, R3.3: the stock's order and the pile cards under the tops change
    places among themselves; hands, tops, sizes and played cards stay."""
    match = Match(Rules.for_variant(game, declarations=False), seed=5)
    plays = 0
    while plays < 3:  # mazzetti: the piles' choice first, then cards
        action = match.legal_actions()[0]
        plays += isinstance(action, Play)
        match.apply(action)
    seat = match.seat_to_act()
    assert seat is not None
    pos = true_position(match.observe(seat), match.deal)
    before, shown = face_down(pos), seen(pos)
    assert len(before) > 4
    orders = set()
    rng = random.Random(3)
    for _ in range(5):
        trial = true_position(match.observe(seat), match.deal)
        shuffle_face_down(trial, rng)
        assert seen(trial) == shown
        assert sorted(face_down(trial)) == sorted(before)
        orders.add(tuple(face_down(trial)))
    assert len(orders) > 1


def test_hand_cheat_answers_legally_and_reproducibly() -> None:
    """The cheat-hand level chooses a legal card, the same one for the same rng
    state; without the deal it raises ValueError as the cheat does."""
    match = Match(Rules.for_variant("spizzichino", declarations=False), seed=9)
    play_some(match, 4)
    seat = match.seat_to_act()
    assert seat is not None
    obs = match.observe(seat)
    first = HandCheat().choose_open(obs, match.deal, random.Random(4))
    again = HandCheat().choose_open(obs, match.deal, random.Random(4))
    assert first.action in obs.legal_actions
    assert first.action == again.action
    with pytest.raises(ValueError, match="choose_open"):
        HandCheat().choose(obs, random.Random(4))
