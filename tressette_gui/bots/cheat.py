"""The arena's ``cheat`` level: Esperto's search with the true deal as its only sample.

An upper bound for the honest search levels: it values every card on the
actual cards (hands, stock order, face-down piles) with the exact solver from
:data:`EXACT_TRICKS` tricks left, by the playout policy before, and plays the
best card by deal points (R6). Declarations, signals and the other actions
follow Intermedio's rules on the honest knowledge, as for Esperto.

For measuring the headroom of honest play only: it reads ``Match.deal``, so it
is never offered in the app (not in ``LEVELS``) and only the arena builds it.
"""

from __future__ import annotations

import random

from ..engine import DealState, Observation
from .base import Decision
from .knowledge import Knowledge
from .search.bots import SearchBot, Style
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
                  infer_four=False, infer_two=False, match_aware=False)

    def __init__(self) -> None:
        super().__init__(samples=1)
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
