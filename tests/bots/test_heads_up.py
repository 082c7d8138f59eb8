"""The heads-up ending solver equals the general exact solver (R4, R6).

The general :class:`Solver` is itself proved equal to brute-force minimax
(test_solver.py); here the two-hand solver must give the same best card (the
lowest optimal one) and value on two-player positions with every card in play:
trick starts and a follower to play, hand cards and mazzetti pile tops with
nothing under them.
"""

from __future__ import annotations

import random

import pytest

from tressette_gui.bots.search.heads_up import EndingSolver, thirds_in
from tressette_gui.bots.search.position import Position, mask_of, random_position
from tressette_gui.bots.search.solver import Solver
from tressette_gui.engine import LAST_TRICK_THIRDS, parse_cards


def m(text: str) -> int:
    return mask_of(parse_cards(text))


def test_best_card_equals_the_general_solver() -> None:
    """R4, R6: 600 random positions of 1 to 7 cards a hand, a third of them with
    single-card piles, the running trick empty or led."""
    rng = random.Random(71)
    for i in range(600):
        pos = random_position(rng, 2, 1 + i % 7, pile_cards=1 if i % 3 == 0 else 0)
        assert EndingSolver().best_card(pos) == Solver().best_move(pos), i


def test_lead_value_is_leader_relative() -> None:
    """The seat to lead's thirds, whichever seat it is; the follower gets the rest
    of the thirds in play (R6: the last trick's 3 included)."""
    rng = random.Random(72)
    for _ in range(100):
        pos = random_position(rng, 2, 6, trick=False)
        lead, follow = pos.hands[pos.leader], pos.hands[1 - pos.leader]
        mine = EndingSolver().lead_value(lead, follow)
        side0 = Solver().value(pos)
        total = thirds_in(lead | follow) + LAST_TRICK_THIRDS
        assert (mine if pos.leader == 0 else total - mine) == side0


def test_a_hand_built_ending() -> None:
    """Seat 0 leads Ac 4c against 5c 6d. The Asso first takes 5c (3 thirds), then
    4c takes the last trick (East has no club: 6d; +3, R6): 6 thirds. The 4c
    first loses to 5c, and East leads 6d: the Asso falls under it. Best: Ac."""
    pos = Position([m("Ac 4c"), m("5c 6d")], 0)
    assert EndingSolver().best_card(pos) == (parse_cards("Ac")[0], 6)
    pos.play(parse_cards("Ac")[0])
    assert EndingSolver().best_card(pos) == (parse_cards("5c")[0], 6)


def test_cards_still_to_come_are_refused() -> None:
    """A stock card or a face-down pile card is not for this solver."""
    with pytest.raises(ValueError):
        EndingSolver().best_card(random_position(random.Random(3), 2, 3, stock=2))
    with pytest.raises(ValueError):
        EndingSolver().best_card(random_position(random.Random(3), 2, 2, pile_cards=4))
