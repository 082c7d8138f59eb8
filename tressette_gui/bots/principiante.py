"""Principiante: a simple, legal, sometimes careless player (never absurd).

It declares everything, picks up honours, takes a trick with points with its
cheapest winning card, otherwise plays low, and discards lisci when void
(never an Asso while it holds a liscio). By design it never signals and never
reads a signal (R8): a partner's busso gets no answer (the New match dialog's
level description says so).
"""

from __future__ import annotations

import random

from ..engine import (
    Card,
    ChoosePiles,
    Declare,
    Observation,
    PickUp,
    Play,
    Redeal,
    hand_thirds,
)
from .base import Decision

#: Chance of a careless (random, but never absurd) play.
CARELESS = 0.15


def cheapness(card: Card) -> tuple[int, int]:
    """Order for throwing away: fewer thirds first, then weaker."""
    return (card.thirds, card % 10)


def trick_winner_card(obs: Observation) -> tuple[int, Card] | None:
    """(seat, card) currently winning the running trick, None when it is empty."""
    if not obs.trick:
        return None
    suit = obs.trick[0][1] // 10
    return max((p for p in obs.trick if p[1] // 10 == suit), key=lambda p: p[1])


class Principiante:
    """The easiest level. See the module docstring."""

    name = "principiante"

    def choose(self, obs: Observation, rng: random.Random) -> Decision:
        """Choose an action for ``obs.seat`` (see :class:`~.base.Bot`)."""
        legal = obs.legal_actions
        for kind, reason in ((Declare, "dichiaro tutto"), (PickUp, "raccolgo l'onore")):
            for action in legal:
                if isinstance(action, kind):
                    return Decision(action, reason)
        first = legal[0]
        if isinstance(first, ChoosePiles):
            return Decision(rng.choice(legal), "mazzetti a caso")
        if isinstance(first, Redeal):
            ask = hand_thirds(obs.hand) == 0
            return Decision(Redeal(ask), "mano senza punti" if ask else "tengo la mano")
        plays = [a for a in legal if isinstance(a, Play) and a.signal is None]
        return self._play(obs, plays, rng)

    def _play(self, obs: Observation, plays: list[Play], rng: random.Random) -> Decision:
        sensible = plays
        winning = trick_winner_card(obs)
        if winning is not None:
            suit = obs.trick[0][1] // 10
            if all(p.card // 10 != suit for p in plays):  # void: discard
                lisci = [p for p in plays if p.card.thirds == 0]
                sensible = lisci or [p for p in plays if p.card.thirds < 3] or plays
                return Decision(min(sensible, key=lambda p: cheapness(p.card)),
                                "scarto una liscia")
            beating = [p for p in plays if p.card > winning[1]]
            partner_wins = obs.players == 4 and winning[0] % 2 == obs.seat % 2
            points = sum(c.thirds for _, c in obs.trick)
            if beating and points > 0 and not partner_wins:
                return Decision(min(beating, key=lambda p: p.card % 10),
                                "prendo con la carta più bassa")
        if rng.random() < CARELESS:
            return Decision(rng.choice(sensible), "gioco a caso")
        return Decision(min(sensible, key=lambda p: (cheapness(p.card), p.card)),
                        "gioco basso")

