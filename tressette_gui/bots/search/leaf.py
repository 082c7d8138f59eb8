"""The value of a Spizzichino ending at the moment the stock runs out (R3.2, R4, R6).

Once the a pesca stock is empty both hands are known and the rest of the deal
is played perfectly by every level (:mod:`.ending`). The search's playouts
before that point therefore stop there and value the two hands with this
estimate of the exact ending instead of playing it out with the playout policy,
whose ending misses the exact value by 6.4 thirds (root mean square, the
leader's share 2.6 thirds low on average), against 2.0 for this estimate
(``scripts/fit_leaf.py``: 800 endings held out of the fit).

The estimate is linear in features of the two hands, per card: whose it is
(leader or follower), its class of thirds (liscio, figure/Due/Tre, Asso: 0, 1,
3 thirds, R1), how many cards of its suit the other hand holds above it (R4,
capped at 3), how many cards of its suit its own hand holds below it (capped
at 3) and whether the other hand is void in its suit. :data:`~.leaf_weights.WEIGHTS`
holds the least-squares fit on endings solved exactly by
:class:`~.heads_up.EndingSolver`, made by ``scripts/fit_leaf.py``.
"""

from __future__ import annotations

from ...engine import LAST_TRICK_THIRDS
from ...engine.cards import CARD_THIRDS
from .heads_up import thirds_in
from .leaf_weights import WEIGHTS
from .position import SUIT_MASK, Position

#: Feature slots: the bias, then per (owner, class, above, below, void).
FEATURES = 1 + 2 * 3 * 4 * 4 * 2
#: Class of a card's thirds (R1): liscio 0, figure/Due/Tre 1, Asso 2.
_CLASS = {0: 0, 1: 1, 3: 2}
#: Per card: the mask of its suit's cards above it (R4) and below it.
_ABOVE = tuple(SUIT_MASK[c // 10] & ~((2 << c) - 1) for c in range(40))
_BELOW = tuple(SUIT_MASK[c // 10] & ((1 << c) - 1) for c in range(40))


def features(lead: int, follow: int) -> list[int]:
    """The feature slots (0..FEATURES-1, with repeats) of the ending of the
    hands ``lead`` (the seat to lead) and ``follow`` (40-bit masks); the
    estimate is the sum of their weights."""
    slots = [0]
    for owner, own, other in ((0, lead, follow), (1, follow, lead)):
        mask = own
        while mask:
            card = mask.bit_length() - 1
            mask ^= 1 << card
            above = min((other & _ABOVE[card]).bit_count(), 3)
            below = min((own & _BELOW[card]).bit_count(), 3)
            void = not other & SUIT_MASK[card // 10]
            slots.append(1 + (((owner * 3 + _CLASS[CARD_THIRDS[card]]) * 4 + above) * 4
                              + below) * 2 + void)
    return slots


def lead_estimate(lead: int, follow: int) -> int:
    """The estimated card thirds the seat to lead with ``lead`` captures against
    ``follow`` (equal sizes) to the end of the deal, last trick included (R6),
    rounded and kept within 0 and the thirds in play."""
    value = round(sum(WEIGHTS[s] for s in features(lead, follow)))
    return max(0, min(value, thirds_in(lead | follow) + LAST_TRICK_THIRDS))


def stock_ran_out(pos: Position) -> bool:
    """True at the start of a trick of a two-player a pesca ``pos`` whose stock
    has just run out with tricks left: the point :func:`close` values."""
    return (pos.n == 2 and not pos.trick and pos.stock_pos == len(pos.stock) > 0
            and pos.tricks_left > 0)


def close(pos: Position) -> list[int]:
    """The final card thirds per side (R6) of ``pos``, where :func:`stock_ran_out`:
    those captured plus the estimated split of the rest (pos is unchanged)."""
    lead, follow = pos.hands[pos.leader], pos.hands[1 - pos.leader]
    mine = lead_estimate(lead, follow)
    rest = thirds_in(lead | follow) + LAST_TRICK_THIRDS - mine
    final = list(pos.thirds)
    final[pos.leader] += mine
    final[1 - pos.leader] += rest
    return final
