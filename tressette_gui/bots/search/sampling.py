"""Determinization: full deals consistent with what one seat knows (R3-R5, R8).

A sample puts every card the seat cannot see somewhere it may be, by
:class:`~tressette_gui.bots.knowledge.Knowledge`: each other seat gets its
``hidden_sizes`` cards, none of them in its ``absent`` set (voids revealed by
not following, volo, striscio, a declared tris's missing card), and the hand it
ends with honours ``min_in_suit`` and ``holds_honour`` (busso, striscio); the
rest fill the spizzichino stock (in a random order) and the face-down mazzetti
pile cards, the seat's own included (nobody knows those). Played cards, shown
draws, picked honours, declared cards and pile tops stay where they are known
to be. The result is a compact :class:`~.position.Position`.
"""

from __future__ import annotations

import random

from ...engine import Observation
from ..knowledge import Knowledge
from .position import Position, mask_of

#: Attempts at a sample honouring every constraint before the signal
#: constraints (min_in_suit, holds_honour) are dropped for that sample.
ATTEMPTS = 40


class SampleError(ValueError):
    """The observation's hidden cards cannot be placed (inconsistent knowledge)."""


def _deal_hidden(know: Knowledge, obs: Observation, rng: random.Random,
                 strict: bool) -> tuple[list[list[int]], list[int]] | None:
    """Place the unseen cards: (per seat the hidden hand cards, the rest in a random
    order), or None after a dead end or (``strict``) a broken signal constraint."""
    n = obs.players
    need = list(know.hidden_sizes)
    free = len(know.unseen) - sum(need)
    cards = sorted(know.unseen)
    rng.shuffle(cards)
    # the most constrained cards first: fewest seats that may hold them
    allowed = {c: [s for s in range(n) if need[s] and c not in know.absent[s]] for c in cards}
    cards.sort(key=lambda c: len(allowed[c]))
    hands: list[list[int]] = [[] for _ in range(n)]
    rest: list[int] = []
    for c in cards:
        seats = [s for s in allowed[c] if need[s]]
        weights = [need[s] for s in seats] + ([free] if free else [])
        total = sum(weights)
        if total == 0:
            return None
        pick = rng.randrange(total)
        i = 0
        while pick >= weights[i]:
            pick -= weights[i]
            i += 1
        if i < len(seats):
            hands[seats[i]].append(c)
            need[seats[i]] -= 1
        else:
            rest.append(c)
            free -= 1
    if strict:
        for s in range(n):
            held = set(hands[s]) | know.known[s]
            for suit in range(4):
                if sum(1 for c in held if c // 10 == suit) < know.min_in_suit[s][suit]:
                    return None
            for suit in know.holds_honour[s]:
                if not any(c // 10 == suit and c % 10 >= 7 for c in held):
                    return None
    rng.shuffle(rest)
    return hands, rest


def draw_twin(pos: Position) -> Position | None:
    """The antithetic twin of the sample ``pos`` of Spizzichino a pesca: the same
    deal with the two cards of each draw still to come swapped (R3.2: after a
    trick the winner draws the first of the two, the loser the second), so what
    taking the trick brings in one, leaving it brings in the other. Both are
    equally likely for the seat (the stock's order is unseen). None when no
    stock is left to draw. ``pos`` is unchanged."""
    rest = pos.stock[pos.stock_pos:]
    if len(rest) < 2:
        return None
    twin = pos.copy()
    swapped = pos.stock[:pos.stock_pos]
    for i in range(0, len(rest) - 1, 2):
        swapped += (rest[i + 1], rest[i])
    twin.stock = swapped
    return twin


def sample_position(obs: Observation, know: Knowledge, rng: random.Random) -> Position:
    """One full deal consistent with ``obs`` as a compact position in the play phase.

    ``know`` must be ``Knowledge.from_observation(obs)``. Raises
    :class:`SampleError` if no placement of the unseen cards fits the knowledge.
    """
    placed = None
    for attempt in range(2 * ATTEMPTS):
        placed = _deal_hidden(know, obs, rng, strict=attempt < ATTEMPTS)
        if placed is not None:
            break
    if placed is None:
        raise SampleError("the hidden cards cannot be placed consistently with the "
                          f"observation of seat {obs.seat}")
    hidden, rest = placed
    n = obs.players
    hands = [mask_of(hidden[s]) | mask_of(know.known[s]) for s in range(n)]
    piles: list[list[list[int]]] = []
    if any(obs.piles):
        for s in range(n):
            own: list[list[int]] = []
            for view in obs.piles[s]:
                if view.top is None:
                    own.append([])
                    continue
                below, rest = rest[:view.size - 1], rest[view.size - 1:]
                own.append([*below, int(view.top)])
            piles.append(own)
    gone = mask_of([c for t in obs.tricks for _, c in t.plays])
    return Position(hands, obs.leader, trick=[c for _, c in obs.trick],
                    thirds=obs.captured_thirds,
                    tricks_left=obs.rules.tricks_per_deal - obs.trick_number,
                    gone=gone, stock=rest, piles=piles)
