"""The fully known ending: every unseen card is in the one hand left unknown (R3-R6).

In Spizzichino a pesca once the stock is empty, and in mazzetti once no pile
hides a card, the cards a seat cannot see are exactly the opponent's hand
(R3.2: the draws were shown, R3.3). One sample is then the truth, and the exact
solver plays the ending perfectly (:mod:`.heads_up` with two players, else
:mod:`.solver`). Its thirds-optimal card is also best for any utility that
grows with the side's card points, and no declaration can come any more
(nothing is drawn or picked up).
"""

from __future__ import annotations

import random

from ...engine import Observation
from ..knowledge import Knowledge
from .heads_up import EndingSolver
from .pimc import DEAL_THIRDS
from .sampling import sample_position
from .solver import Solver


def all_known(know: Knowledge) -> bool:
    """True when the unseen cards are all in one hand: no stock, no face-down pile
    card, at most one hand not known."""
    hiding = [s for s, size in enumerate(know.hidden_sizes) if size]
    return len(know.unseen) == sum(know.hidden_sizes) and len(hiding) <= 1


def solve_ending(obs: Observation, know: Knowledge, rng: random.Random) -> tuple[int, int]:
    """(card, thirds) for ``obs.seat`` when :func:`all_known`: the lowest of the
    optimal cards (an int 0..39) and the final card thirds of its side (R6,
    last trick included). ``rng`` only feeds the sampler, which has one
    answer here. Raises :class:`~.sampling.SampleError` for an inconsistent
    observation."""
    pos = sample_position(obs, know, rng)
    card, value = EndingSolver().best_card(pos) if pos.n == 2 else Solver().best_move(pos)
    final = pos.thirds[0] + value
    return card, final if obs.seat % 2 == 0 else DEAL_THIRDS - final
