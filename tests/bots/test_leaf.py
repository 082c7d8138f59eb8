"""The estimate of a Spizzichino ending at the stock-empty point (R3.2, R4, R6)
and the playouts stopping there."""

from __future__ import annotations

import random

from tressette_gui.bots.search.declarations import declaring_playout
from tressette_gui.bots.search.heads_up import EndingSolver, thirds_in
from tressette_gui.bots.search.leaf import FEATURES, close, lead_estimate, stock_ran_out
from tressette_gui.bots.search.leaf_weights import WEIGHTS
from tressette_gui.bots.search.playout import choose, playout
from tressette_gui.bots.search.position import Position, random_position
from tressette_gui.engine import LAST_TRICK_THIRDS


def test_the_weights_fill_every_feature_slot() -> None:
    assert len(WEIGHTS) == FEATURES


def test_the_estimate_is_nearer_the_exact_ending_than_the_policy() -> None:
    """R6: on 24 random endings of 10 cards a hand the estimate misses the exact
    leader's thirds by less, on average, than playing the ending out with the
    playout policy (what the search did before), and stays within the thirds in
    play."""
    rng = random.Random(81)
    estimate_error = policy_error = 0
    for _ in range(24):
        pos = random_position(rng, 2, 10, trick=False)
        lead, follow = pos.hands[pos.leader], pos.hands[1 - pos.leader]
        exact = EndingSolver().lead_value(lead, follow)
        estimate = lead_estimate(lead, follow)
        assert 0 <= estimate <= thirds_in(lead | follow) + LAST_TRICK_THIRDS
        estimate_error += abs(estimate - exact)
        policy_error += abs(playout(Position([lead, follow], 0))[0] - exact)
    assert estimate_error < policy_error


def played_to_the_stock_end(pos: Position) -> Position:
    while not stock_ran_out(pos):
        pos.play(choose(pos))
    return pos


def test_the_playouts_stop_when_the_stock_runs_out() -> None:
    """R3.2: a two-player deal with a stock is played by the policy until the
    stock is empty at a trick start; both playouts then return :func:`close`:
    the thirds captured so far plus the estimated split of the rest."""
    rng = random.Random(82)
    for _ in range(20):
        pos = random_position(rng, 2, 10, stock=12)
        end = played_to_the_stock_end(pos.copy())
        assert end.tricks_left == 10 and not end.trick and end.stock_pos == 12
        final = close(end)
        assert sum(final) == (sum(end.thirds) + thirds_in(end.hands[0] | end.hands[1])
                              + LAST_TRICK_THIRDS)
        assert playout(pos.copy()) == final
        thirds, _ = declaring_playout(pos.copy(), [(0, (0, 0, 0))] * 2)
        assert thirds == final


def test_without_a_stock_the_playout_plays_to_the_end() -> None:
    """Four players, mazzetti piles, or a two-player hand with no stock: no
    stock runs out, the deal is played to its last trick."""
    rng = random.Random(83)
    for players, pile_cards in ((4, 0), (2, 4), (2, 0)):
        pos = random_position(rng, players, 5, pile_cards=pile_cards)
        assert not stock_ran_out(pos)
        playout(pos)
        assert pos.tricks_left == 0
