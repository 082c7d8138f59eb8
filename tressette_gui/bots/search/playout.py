"""The fast playout policy of the search bots, on the compact position (R4, R6).

A few of Intermedio's rules, cut down to run on 40-bit masks thousands of
times a second. Each seat looks only at its own cards and the public ones
(played cards, the running trick), never at the other hands of the sample:

- leading: the strongest sure winner (a master: no higher card of its suit is
  left outside the own hand), else the cheapest card of the longest suit;
- following: a partner's trick that nobody after can beat gets the most thirds
  (carico); otherwise the trick is taken with the cheapest card that wins if
  this seat plays last or that card is a master; otherwise the cheapest card;
- void: carico on a partner's safe trick, else the cheapest discard.

Heads-up (two players) the follower answers last and the cards still to come
(a pesca's stock, mazzetti's face-down pile cards) decide the second half, so
the policy plays as a sound player there:

- leading while cards are to come: the cheapest card (from the longest suit
  on a tie), keeping honours and masters; once nothing is to come, the
  strongest sure winner as above, else the cheapest card;
- following: an Asso led is taken with the cheapest card that wins; any other
  lead only with a card below the Due (a Tre or Due waits for an Asso while
  cards are to come; after that it takes a lead with points); else the
  cheapest card of the suit;
- void: the cheapest discard.

"Cheapest" orders by thirds (R1), then strength.
"""

from __future__ import annotations

from ...engine.cards import CARD_THIRDS
from .leaf import close, stock_ran_out
from .learned import choose_learned
from .position import FULL_MASK, SUIT_MASK, Position, cards_of

#: Rank index (``card % 10``) of the Asso; only the Due and Tre are above it (R1).
ASSO_RANK = 7
#: Thirds of an Asso (R1).
ASSO_THIRDS = 3


def _cheapest(mask: int) -> int:
    best, key = -1, (99, 99)
    while mask:
        c = mask.bit_length() - 1
        mask ^= 1 << c
        k = (CARD_THIRDS[c], c % 10)
        if k < key:
            best, key = c, k
    return best


def _richest(mask: int) -> int:
    best, key = -1, (-1, 99)
    while mask:
        c = mask.bit_length() - 1
        mask ^= 1 << c
        k = (CARD_THIRDS[c], -(c % 10))
        if k > key:
            best, key = c, k
    return best


def _above(card: int) -> int:
    """Mask of the cards of ``card``'s suit that beat it."""
    return SUIT_MASK[card // 10] & ~((2 << card) - 1)


def choose(pos: Position, learned: bool = False) -> int:
    """The policy's card for the seat to play (a legal card); with ``learned``, in
    Spizzichino a pesca while the stock lasts, the learned policy's
    (:func:`~.learned.choose_learned`, Campione's)."""
    seat = pos.turn
    legal = pos.legal_mask()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    if pos.n == 2:
        if learned and pos.stock_pos < len(pos.stock):
            return choose_learned(pos, legal)
        return _heads_up(pos, legal)
    mine = pos.playable(seat)
    outside = FULL_MASK & ~pos.gone & ~mine
    trick = pos.trick
    if not trick:
        masters = [c for c in cards_of(legal) if not _above(c) & outside]
        if masters:
            return max(masters, key=lambda c: (CARD_THIRDS[c] > 0, c % 10))
        suit = max(range(4), key=lambda s: ((legal & SUIT_MASK[s]).bit_count(), -s))
        return _cheapest(legal & SUIT_MASK[suit])
    for c in trick:
        outside &= ~(1 << c)
    n = pos.n
    led = trick[0] // 10
    win = pos.winner_index()
    best = trick[win]
    partner_wins = n == 4 and win % 2 == len(trick) % 2
    last = len(trick) == n - 1
    safe = last or not _above(best) & outside
    if partner_wins and safe:
        return _richest(legal)
    follow = legal & SUIT_MASK[led]
    if follow:
        beating = follow & _above(best)
        if beating and not partner_wins:
            card = _cheapest_by_strength(beating)
            if last or not _above(card) & outside:
                return card
            masters = [c for c in cards_of(beating) if not _above(c) & outside]
            if masters:
                return min(masters)
        return _cheapest(follow)
    return _cheapest(legal)


def _heads_up(pos: Position, legal: int) -> int:
    """The two-player policy (see the module docstring) for ``legal`` (two cards or
    more)."""
    mine = pos.playable(pos.turn)
    outside = FULL_MASK & ~pos.gone & ~mine
    coming = pos.stock_pos < len(pos.stock) or any(
        h > 1 for heights in pos.heights for h in heights)
    trick = pos.trick
    if not trick:
        if not coming:
            masters = [c for c in cards_of(legal) if not _above(c) & outside]
            if masters:
                return max(masters, key=lambda c: (CARD_THIRDS[c] > 0, c % 10))
        return _cheapest_lead(legal)
    lead = trick[0]
    follow = legal & SUIT_MASK[lead // 10]
    if not follow:
        return _cheapest(legal)
    beating = follow & _above(lead)
    if beating:
        card = _cheapest_by_strength(beating)
        spends = card % 10 > ASSO_RANK  # a Tre or Due
        if CARD_THIRDS[lead] >= ASSO_THIRDS or not spends or (
                not coming and CARD_THIRDS[lead]):
            return card
    return _cheapest(follow)


def _cheapest_lead(legal: int) -> int:
    """The cheapest card (thirds, then strength), from the longest suit on a tie."""
    best, key = -1, (99, 99, 99)
    mask = legal
    while mask:
        c = mask.bit_length() - 1
        mask ^= 1 << c
        k = (CARD_THIRDS[c], -(legal & SUIT_MASK[c // 10]).bit_count(), c % 10)
        if k < key:
            best, key = c, k
    return best


def _cheapest_by_strength(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def playout(pos: Position, learned: bool = False) -> list[int]:
    """Play ``pos`` to the end of the deal with :func:`choose` (``learned`` passed on)
    for every seat, in place; returns the final thirds per side (last-trick bonus included, R6). In
    Spizzichino the playout stops when the stock runs out and the known ending
    left is valued by :func:`~.leaf.close`."""
    while pos.tricks_left:
        if stock_ran_out(pos):
            return close(pos)
        pos.play(choose(pos, learned))
    return pos.thirds
