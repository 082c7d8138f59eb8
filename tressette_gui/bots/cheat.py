"""The arena's ``cheat`` levels: Esperto's search on what no honest seat sees.

``cheat``, an upper bound for the honest search levels: the true deal is its
only sample. It values every card on the actual cards (hands, stock order,
face-down piles) with the exact solver from :data:`EXACT_TRICKS` tricks left,
by the playout policy before, and plays the best card by deal points (R6).

``cheat-hand`` (:class:`HandCheat`, for the two-player games) splits that
headroom: it sees the opponent's hand but not the cards face down (the a pesca
stock's order, R3.2; mazzetti's face-down pile cards, R3.3), which it
shuffles among their places in each of Esperto's samples
(:data:`~.search.bots.SAMPLES_PESCA` in a pesca). What ``cheat``
gains over it is what the draws to come are worth, which no honest play can
know; what it gains over Esperto is what perfect
inference of the opponent's hand could be worth at most to this search.

Declarations, signals and the other actions follow Intermedio's rules on the
honest knowledge, as for Esperto. For measuring only: both read
``Match.deal``, so they are never offered in the app (not in ``LEVELS``) and
only the arena builds them.
"""

from __future__ import annotations

import random

from ..engine import DealState, Observation
from .base import Decision
from .knowledge import Knowledge
from .search.bots import ESPERTO, SearchBot, Style
from .search.position import Position, mask_of

#: Tricks left from which the cheat solves its one (true) deal exactly: one
#: four-player solve from 6 tricks costs about 26 ms (p50).
EXACT_TRICKS = 6


def true_position(obs: Observation, deal: DealState) -> Position:
    """The running ``deal`` (seen by ``obs.seat``) as a compact position, every card
    where it really is (R3: stock top first, mazzetti piles bottom first)."""
    n = obs.players
    piles = [[[int(c) for c in pile] for pile in deal.piles[s]] for s in range(n)] \
        if any(deal.piles) else []
    return Position([mask_of(deal.hands[s]) for s in range(n)], obs.leader,
                    trick=[c for _, c in obs.trick], thirds=obs.captured_thirds,
                    tricks_left=obs.rules.tricks_per_deal - obs.trick_number,
                    gone=mask_of(c for t in obs.tricks for _, c in t.plays),
                    stock=[int(c) for c in deal.stock], piles=piles)


class Cheat(SearchBot):
    """The search of Esperto on the one true deal (see the module docstring)."""

    name = "cheat"
    style = Style(exact_four=EXACT_TRICKS, exact_two=EXACT_TRICKS, exact_samples=1,
                  infer_four=False, infer_two=False, match_aware=False, learned_pesca=False)

    def __init__(self, samples: int | None = 1) -> None:
        super().__init__(samples=samples)
        self._deal: DealState | None = None

    def choose_open(self, obs: Observation, deal: DealState, rng: random.Random) -> Decision:
        """Choose for ``obs.seat`` seeing ``deal``, the running deal with every card."""
        self._deal = deal
        try:
            return self.choose(obs, rng)
        finally:
            self._deal = None

    def _sample(self, obs: Observation, know: Knowledge, rng: random.Random) -> Position:
        """The true deal. Raises ValueError outside :meth:`choose_open`."""
        if self._deal is None:
            raise ValueError("the cheat level plays only through choose_open (it reads the deal)")
        return true_position(obs, self._deal)


def shuffle_face_down(pos: Position, rng: random.Random) -> None:
    """Shuffle, in place, the cards of ``pos`` nobody sees among their places:
    the stock still to draw (R3.2) and the pile cards under each top (R3.3);
    hands, tops and sizes stay."""
    places: list[tuple[list[int], int]] = [(pos.stock, i)
                                           for i in range(pos.stock_pos, len(pos.stock))]
    for piles, heights in zip(pos.piles, pos.heights, strict=True):
        for pile, height in zip(piles, heights, strict=True):
            places.extend((pile, i) for i in range(height - 1))
    cards = [where[i] for where, i in places]
    rng.shuffle(cards)
    for (where, i), card in zip(places, cards, strict=True):
        where[i] = card


class HandCheat(Cheat):
    """The ``cheat-hand`` level (see the module docstring): Esperto's search on
    the true hands with the face-down cards shuffled."""

    name = "cheat-hand"
    style = ESPERTO

    def __init__(self) -> None:
        super().__init__(samples=None)

    def _sample(self, obs: Observation, know: Knowledge, rng: random.Random) -> Position:
        """The true deal with its face-down cards shuffled (:func:`shuffle_face_down`).
        Raises ValueError outside :meth:`choose_open`."""
        pos = super()._sample(obs, know, rng)
        shuffle_face_down(pos, rng)
        return pos
