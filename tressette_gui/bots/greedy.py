"""The ``greedy`` level: the published two-player baseline (issue 14), arena only.

Its card rule, exactly:

- leading: the cheapest card;
- following: the cheapest card that takes the trick (beats the card now
  winning it, R4), else the cheapest card;

where "cheapest" orders by thirds (R1), then by trick strength (weakest
first). Like every bot it declares whatever it can at the first legal moment
(R5). In mazzetti (R3.3) it picks up a face-up honour only when that card
completes a declaration not yet made; it plays hand cards and pile tops alike.
It leads without signals (R8) and never asks for a redeal (R7).

It places our levels on the scale of published two-player bots, which report
their margin over this player.
"""

from __future__ import annotations

import random

from ..engine import Card, ChoosePiles, Declare, Observation, PickUp, Play, Redeal
from .base import Decision
from .search.declarations import declare, declared_so_far
from .search.position import mask_of


def cheapest_key(card: Card) -> tuple[int, int]:
    """The greedy order: fewer thirds first (R1), then weaker in a trick."""
    return (card.thirds, card.rank)


class Greedy:
    """The greedy baseline (see the module docstring)."""

    name = "greedy"

    def choose(self, obs: Observation, rng: random.Random) -> Decision:
        """Choose an action for ``obs.seat`` (see :class:`~.base.Bot`); ``rng`` is
        not used."""
        legal = obs.legal_actions
        for action in legal:
            if isinstance(action, Declare):
                return Decision(action, f"accuso {action.declaration}")
        for action in legal:
            if isinstance(action, PickUp) and self._completes(obs, action):
                return Decision(action, "raccolgo l'onore: completa un accuso")
        first = legal[0]
        if isinstance(first, ChoosePiles):
            return Decision(first, "i primi mazzetti")
        if isinstance(first, Redeal):
            return Decision(Redeal(False), "gioco la mano")
        plays = [a for a in legal if isinstance(a, Play) and a.signal is None]
        cards = [p.card for p in plays]
        card, reason = self._card(obs, cards)
        return Decision(next(p for p in plays if p.card == card), reason)

    @staticmethod
    def _card(obs: Observation, cards: list[Card]) -> tuple[Card, str]:
        """The greedy card among the legal ``cards`` (see the module docstring)."""
        if obs.trick:
            led = obs.trick[0][1].suit
            best = max(c for _, c in obs.trick if c.suit == led)
            taking = [c for c in cards if c.suit == led and c > best]
            if taking:
                return min(taking, key=cheapest_key), "prendo con la carta più povera"
        return min(cards, key=cheapest_key), "gioco la carta più povera"

    @staticmethod
    def _completes(obs: Observation, pick: PickUp) -> bool:
        """True if the honour on top of pile ``pick.pile`` makes, with the hand, a
        declaration the seat has not made yet (R5)."""
        states = declared_so_far(obs)
        top = obs.piles[obs.seat][pick.pile].top
        if states is None or top is None:
            return False
        hand = mask_of(obs.hand)
        state = states[obs.seat]
        return declare(hand | 1 << top, state)[0] > declare(hand, state)[0]
