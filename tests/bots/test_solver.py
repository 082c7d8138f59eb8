"""The exact solver equals brute-force minimax (R4, R6).

10,000 random small positions (at most 4 cards a hand) in the four-player form
and the two-player forms (hands only; with a known stock, as spizzichino; with
known piles, as mazzetti): the solver's value and its value for every legal
card equal plain minimax over the compact position, which the position tests
prove equal to the engine.
"""

from __future__ import annotations

import random

from tressette_gui.bots.search.position import Position, random_position
from tressette_gui.bots.search.solver import Solver


def minimax(pos: Position) -> int:
    """Thirds side 0 takes from ``pos`` on, by plain minimax (no pruning, no table)."""
    if pos.over():
        return 0
    values = []
    before = pos.thirds[0]
    for card in pos.legal_moves():
        pos.play(card)
        values.append(pos.thirds[0] - before + minimax(pos))
        pos.undo()
    return max(values) if pos.turn % 2 == 0 else min(values)


def check(pos: Position, *, per_move: bool) -> None:
    """The solver's value (and per-card values) equal minimax's."""
    solver = Solver()
    assert solver.value(pos) == minimax(pos)
    if per_move:
        values = Solver().move_values(pos)
        before = pos.thirds[0]
        for card in pos.legal_moves():
            pos.play(card)
            assert values[card] == pos.thirds[0] - before + minimax(pos)
            pos.undo()


def test_four_player_solver_equals_minimax() -> None:
    """R4, R6: 4,980 four-player positions of 1 to 3 cards, and 20 of 4 cards."""
    rng = random.Random(61)
    for i in range(4980):
        check(random_position(rng, 4, (1, 2, 2, 1, 2, 3, 1, 2, 2, 2)[i % 10]), per_move=i % 10 == 0)
    for i in range(20):
        check(random_position(rng, 4, 4), per_move=i % 10 == 0)


def test_two_player_solver_equals_minimax() -> None:
    """R3.2, R3.3, R4, R6: 5,000 two-player positions of 1 to 4 cards a hand,
    plain, with a known stock, or with known piles."""
    rng = random.Random(62)
    for i in range(5000):
        cards = 1 + i % 4
        kind = i % 3
        if kind == 0:
            pos = random_position(rng, 2, cards)
        elif kind == 1:
            pos = random_position(rng, 2, min(cards, 3), stock=2 if cards > 2 else 4)
        else:
            pos = random_position(rng, 2, min(cards, 2), pile_cards=rng.randint(1, 2))
        check(pos, per_move=i % 10 == 0)


def test_solver_leaves_the_position_unchanged() -> None:
    """Search plays and takes back: the position is the same afterwards."""
    pos = random_position(random.Random(5), 4, 4)
    before = (list(pos.hands), list(pos.trick), pos.turn, list(pos.thirds), pos.gone)
    Solver().move_values(pos)
    assert (pos.hands, pos.trick, pos.turn, pos.thirds, pos.gone) == before


def test_best_move_is_the_lowest_optimal_card() -> None:
    """Two tricks left; South leads Ac. East's 3c takes it and then the last trick
    with 4c (side 0 gets nothing); East's 4c would give side 0 the Asso, the 3c
    and Fs and the last trick (8 thirds). East minimises: 3c, value 0."""
    from tressette_gui.bots.search.position import mask_of
    from tressette_gui.engine import parse_cards

    def m(text: str) -> int:
        return mask_of(parse_cards(text))

    pos = Position([m("Ac Fs"), m("3c 4c"), m("5d 6d"), m("7d 4d")], 0)
    pos.play(parse_cards("Ac")[0])
    card, value = Solver().best_move(pos)
    assert card == parse_cards("3c")[0]
    assert value == 0


def test_best_move_is_lowest_optimal_of_move_values() -> None:
    """best_move's single search finds the lowest card of the optimal ones and its
    value, in both forms (300 positions up to 6 cards a hand)."""
    rng = random.Random(63)
    for i in range(300):
        pos = random_position(rng, 4 if i % 2 else 2, 2 + i % 5 if i % 2 == 0 else 1 + i % 4)
        values = Solver().move_values(pos)
        best = max(values.values()) if pos.turn % 2 == 0 else min(values.values())
        assert Solver().best_move(pos) == (min(c for c, v in values.items() if v == best), best)
