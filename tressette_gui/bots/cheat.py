"""The arena's ``cheat`` level: Intermedio's rules fed with every hidden card.

For measuring the headroom of honest play only: it reads ``Match.deal``, so it
is never offered in the app (not in ``LEVELS``) and only the arena builds it.
"""

from __future__ import annotations

import random
from dataclasses import replace

from ..engine import DealState, Observation
from .base import Decision
from .intermedio import Intermedio
from .knowledge import Knowledge


class Cheat:
    """Intermedio that knows where every card is (hands, stock, face-down piles)."""

    name = "cheat"

    def __init__(self) -> None:
        self.rules = Intermedio()

    def choose_open(self, obs: Observation, deal: DealState, rng: random.Random) -> Decision:
        """Choose for ``obs.seat`` seeing ``deal``, the running deal with every card."""
        know = Knowledge.from_observation(obs)
        hands = tuple(frozenset(h) for h in deal.hands)
        buried = {c for piles in deal.piles for pile in piles for c in pile[:-1]}
        open_know = replace(know, known=hands, unseen=frozenset(deal.stock) | buried,
                            hidden_sizes=(0,) * obs.players)
        return self.rules.decide(obs, open_know, rng)
