"""Campione's playout policy in Spizzichino a pesca while the stock lasts (R3.2, R4).

The search values a card by playing the deal out with a fast policy (:mod:`.playout`),
and a playout is only as good as the play it imagines. The rule-based heads-up policy
agrees with Esperto's own choices in about 31% of the first half's decisions; this
policy, a linear choice fitted to about 18,000 of Esperto's choices in a pesca
self-play (``scripts/fit_policy.py``), agrees in about 43%, and as a player it beats the
rule-based policy by about +1.1 points per deal. Campione's search on these playouts, at
192 samples, is as strong as on 576 of the rule-based ones (within the intervals of 500
pairs, against Esperto and against ``cheat``) in about 60% of the time
(benchmarks/bot_strength.md, issue 14 round 9).

Each candidate card gets a score, the sum of :data:`~.learned_weights.WEIGHTS` at its
feature slots (:func:`features`), and the policy plays the card of the highest score
(the lowest card on a tie). The features see only what the seat to play sees: its own
hand, the cards gone and the running trick, and how many cards the stock still holds
(never the other hand or the stock's order, so a playout stays honest, as the
rule-based one). Per card:

- leading: its rank group (liscio, figura, Asso, Due, Tre), the cards of its suit
  above it still out (0-3+), the length of its suit in the hand (1-4+), the own cards
  of its suit below it (0-3+), the group with each of the two counts, the group with
  the stock's phase (more than 12 cards, 5-12, 4 or fewer), and the cards of its suit
  still out (none, 1-2, 3-4, 5+);
- following (heads-up the follower plays last, R4): whether it takes the trick,
  follows without taking or is a discard (void), each with its group, the led card's
  group, the cards above it still out, its suit's length and the stock's phase with
  its group; its group with the led card's group and whether it takes; the own cards
  of its suit below it.
"""

from __future__ import annotations

from .learned_weights import WEIGHTS
from .position import FULL_MASK, SUIT_MASK, Position

#: Rank group per rank index (``card % 10``, strength order 4 5 6 7 F C R A 2 3, R1):
#: 0 liscio, 1 figura, 2 Asso, 3 Due, 4 Tre.
GROUP = (0, 0, 0, 0, 1, 1, 1, 2, 3, 4)
#: Groups, counts capped at 3 (0-3), suit lengths (1-4), phases of the stock, cases of
#: a follow (takes, does not take, discard), buckets of a suit's cards still out.
GROUPS, COUNTS, LENGTHS, PHASES, CASES, OUT_BUCKETS = 5, 4, 4, 3, 3, 4
#: Per card: the mask of its suit's cards above it (R4) and below it.
_ABOVE = tuple(SUIT_MASK[c // 10] & ~((2 << c) - 1) for c in range(40))
_BELOW = tuple(SUIT_MASK[c // 10] & ((1 << c) - 1) for c in range(40))

# The first slot of each block of features; leading blocks, then following blocks.
_L_GROUP = 0
_L_ABOVE = _L_GROUP + GROUPS
_L_LENGTH = _L_ABOVE + COUNTS
_L_BELOW = _L_LENGTH + LENGTHS
_L_GROUP_ABOVE = _L_BELOW + COUNTS
_L_GROUP_LENGTH = _L_GROUP_ABOVE + GROUPS * COUNTS
_L_PHASE_GROUP = _L_GROUP_LENGTH + GROUPS * LENGTHS
_L_OUT = _L_PHASE_GROUP + PHASES * GROUPS
_F_CASE_GROUP = _L_OUT + OUT_BUCKETS
_F_CASE_LED = _F_CASE_GROUP + CASES * GROUPS
_F_GROUP_LED_TAKES = _F_CASE_LED + CASES * GROUPS
_F_CASE_ABOVE = _F_GROUP_LED_TAKES + GROUPS * GROUPS * 2
_F_CASE_LENGTH = _F_CASE_ABOVE + CASES * COUNTS
_F_PHASE_GROUP_CASE = _F_CASE_LENGTH + CASES * LENGTHS
_F_BELOW = _F_PHASE_GROUP_CASE + PHASES * GROUPS * CASES
#: Feature slots in all (the length of :data:`~.learned_weights.WEIGHTS`).
FEATURES = _F_BELOW + COUNTS


def _phase(stock_left: int) -> int:
    """The stock's phase: 0 with more than 12 cards left, 1 with 5-12, 2 with 4 or fewer."""
    return 0 if stock_left > 12 else 1 if stock_left > 4 else 2


def features(pos: Position, card: int) -> list[int]:
    """The feature slots (0..FEATURES-1) of playing ``card`` (a legal card) for the
    seat to play in the two-player ``pos`` (see the module docstring)."""
    own = pos.hands[pos.turn]
    gone = pos.gone
    for c in pos.trick:
        gone |= 1 << c
    out = FULL_MASK & ~gone & ~own
    group = GROUP[card % 10]
    suit = SUIT_MASK[card // 10]
    above = min((out & _ABOVE[card]).bit_count(), 3)
    length = min((own & suit).bit_count(), 4) - 1
    below = min((own & _BELOW[card]).bit_count(), 3)
    phase = _phase(len(pos.stock) - pos.stock_pos)
    if not pos.trick:
        left = (out & suit).bit_count()
        bucket = 0 if left == 0 else 1 if left <= 2 else 2 if left <= 4 else 3
        return [_L_GROUP + group, _L_ABOVE + above, _L_LENGTH + length, _L_BELOW + below,
                _L_GROUP_ABOVE + group * COUNTS + above,
                _L_GROUP_LENGTH + group * LENGTHS + length,
                _L_PHASE_GROUP + phase * GROUPS + group, _L_OUT + bucket]
    led = pos.trick[0]
    takes = card // 10 == led // 10 and card > led
    case = 0 if takes else 1 if card // 10 == led // 10 else 2
    return [_F_CASE_GROUP + case * GROUPS + group,
            _F_CASE_LED + case * GROUPS + GROUP[led % 10],
            _F_GROUP_LED_TAKES + (group * GROUPS + GROUP[led % 10]) * 2 + takes,
            _F_CASE_ABOVE + case * COUNTS + above,
            _F_CASE_LENGTH + case * LENGTHS + length,
            _F_PHASE_GROUP_CASE + (phase * GROUPS + group) * CASES + case,
            _F_BELOW + below]


def score(pos: Position, card: int) -> float:
    """The policy's score of playing ``card`` in ``pos`` (higher is preferred)."""
    return sum(WEIGHTS[slot] for slot in features(pos, card))


def choose_learned(pos: Position, legal: int) -> int:
    """The policy's card among ``legal`` (a mask of two or more cards) for the seat to
    play in a two-player a pesca ``pos`` whose stock is not empty: the highest
    :func:`score`, the lowest card on a tie."""
    best, top = -1, 0.0
    mask = legal
    while mask:
        low = mask & -mask
        card = low.bit_length() - 1
        mask ^= low
        value = score(pos, card)
        if best < 0 or value > top:
            best, top = card, value
    return best
