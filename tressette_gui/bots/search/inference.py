"""Campione's inference: how likely a sampled deal makes the plays already seen.

A sample is replayed from the start of the deal (its hands then: the cards
held now plus those played since, minus the shown draws, R3.2); at every play
of another seat that had a choice, the playout policy (:mod:`.playout`) is asked
what it would have played. A play it agrees with counts 1, another one
``DISAGREE``: a gentle tilt, because the others do not play by this policy
(a sharper model lets a few samples take all the weight). The product weighs
the sample: deals where the others' cards explain their plays count more. Mazzetti is not replayed
(the piles as dealt are not known), nor an a pesca observation without all the
draws (the hands as dealt are not known); their samples all weigh 1.
"""

from __future__ import annotations

from ...engine import Observation
from ..knowledge import unknown_draws
from .playout import choose
from .position import Position, mask_of

#: Relative likelihood of a play the policy would not have made.
DISAGREE = 0.8


def likelihood(obs: Observation, pos: Position, disagree: float = DISAGREE) -> float:
    """The weight (0 < w <= 1) of sample ``pos`` of ``obs`` (see the module docstring):
    ``disagree`` (0 < disagree <= 1) per play the policy would not have made."""
    if obs.rules.variant == "mazzetti" or any(unknown_draws(obs)):
        return 1.0
    n = obs.players
    plays = [p for t in obs.tricks for p in t.plays] + list(obs.trick)
    if not plays:
        return 1.0
    played = [mask_of(c for s, c in plays if s == seat) for seat in range(n)]
    drawn = [mask_of(c for _, s, c in obs.draws if s == seat) for seat in range(n)]
    hands = [(pos.hands[s] | played[s]) & ~drawn[s] for s in range(n)]
    stock = [int(c) for _, _, c in obs.draws] + pos.stock[pos.stock_pos:]
    replay = Position(hands, plays[0][0], stock=stock,
                      tricks_left=obs.rules.tricks_per_deal)
    weight = 1.0
    for seat, card in plays:
        if seat != obs.seat:
            legal = replay.legal_mask()
            if legal & (legal - 1) and choose(replay) != card:
                weight *= disagree
        replay.play(card)
    return weight
