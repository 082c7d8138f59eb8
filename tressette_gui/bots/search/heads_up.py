"""The exact solver of a two-player ending played from the two hands (R4, R6).

Once the a pesca stock is empty (R3.2), or no mazzetti pile holds a card under
its face-up top (R3.3), a two-player deal is a game of perfect information
between two sets of playable cards. Its value depends only on those two sets
and on who leads, so this solver works on two 40-bit masks and counts
**leader-relative** values: :func:`lead_value` is the number of card thirds the
seat to lead captures from now to the end of the deal, the last trick's 3
included (R6). The follower's share is the rest of the thirds in play. One
table entry then serves either seat, and it is twice as fast as the general
:class:`~.solver.Solver` on these positions, which it agrees with exactly
(tests/bots/test_heads_up.py).

Search: alpha-beta over whole tricks (the lead, then the answers), fail-soft
bounds, cutoffs by the thirds still in play, a transposition table at trick
starts holding bounds and the best lead; cards of one hand adjacent in strength
among the cards still in play (R4) and of equal thirds are searched as one.
"""

from __future__ import annotations

from ...engine import LAST_TRICK_THIRDS
from ...engine.cards import CARD_THIRDS
from .position import SUIT_MASK, Position

_INF = 1 << 20
#: Per card: the mask of the cards of its suit that beat it (R4).
_ABOVE = tuple(SUIT_MASK[c // 10] & ~((2 << c) - 1) for c in range(40))
#: Per card: the mask of its suit.
_SUIT = tuple(SUIT_MASK[c // 10] for c in range(40))
#: The suits' masks, strongest bits first.
_SUITS_DOWN = tuple(reversed(SUIT_MASK))


def thirds_in(mask: int) -> int:
    """The card thirds of the cards of ``mask`` (R1)."""
    total = 0
    while mask:
        low = mask & -mask
        total += CARD_THIRDS[low.bit_length() - 1]
        mask ^= low
    return total


def _suit_classes(hand: int, other: int) -> tuple[int, ...]:
    """:func:`_classes` for the cards of one suit."""
    out: list[int] = []
    prev = -1
    while hand:
        c = hand.bit_length() - 1
        hand ^= 1 << c
        if (prev >= 0 and CARD_THIRDS[prev] == CARD_THIRDS[c]
                and not ((1 << prev) - (2 << c)) & other):
            prev = c
            continue
        out.append(c)
        prev = c
    return tuple(out)


#: Memo of :func:`_suit_classes` by (hand | other << 40) of one suit (at most
#: 3 ** 10 entries a suit).
_SUIT_CLASSES: dict[int, tuple[int, ...]] = {}


def _classes(hand: int, other: int) -> list[int]:
    """One card of ``hand`` per class (highest first): cards of one suit with
    equal thirds and no card of ``other`` between them in strength play alike."""
    out: list[int] = []
    for mask in _SUITS_DOWN:
        own = hand & mask
        if own:
            key = own | (other & mask) << 40
            found = _SUIT_CLASSES.get(key)
            if found is None:
                found = _SUIT_CLASSES[key] = _suit_classes(own, other & mask)
            out.extend(found)
    return out


def _answers(follow: int, led: int, lead_rest: int) -> tuple[int, ...]:
    """The follower's cards to try on ``led`` (R4: its suit when it has some), one
    per class: the cheapest that take the trick first, then the cheapest of the
    others (the lists for following suit are memoised)."""
    mask = _SUIT[led]
    suit = follow & mask
    if not suit:
        return tuple(sorted(_classes(follow, lead_rest), key=_discard_key))
    key = suit | (lead_rest & mask) << 40 | led << 80
    found = _ANSWERS.get(key)
    if found is None:
        above = _ABOVE[led]
        found = _ANSWERS[key] = tuple(sorted(
            _classes(suit, lead_rest | (1 << led)),
            key=lambda f: (not above >> f & 1, CARD_THIRDS[f], f % 10)))
    return found


def _discard_key(card: int) -> tuple[int, int]:
    return CARD_THIRDS[card], card % 10


#: Memo of :func:`_answers` when following suit, by (the follower's cards of the
#: suit | the leader's << 40 | the card led << 80).
_ANSWERS: dict[int, tuple[int, ...]] = {}


class EndingSolver:
    """Leader-relative exact values of two-hand endings (see the module
    docstring); one instance keeps its table between calls (entries hold for any
    deal)."""

    def __init__(self) -> None:
        #: (lead hand << 40 | follow hand) -> (lower, upper, best lead)
        self.table: dict[int, tuple[int, int, int]] = {}

    def lead_value(self, lead: int, follow: int) -> int:
        """Thirds the seat to lead with the cards ``lead`` captures against
        ``follow`` under best play by both (R4, R6). The hands hold equally many
        cards, at least one each."""
        return self._lead(lead, follow, thirds_in(lead | follow) + LAST_TRICK_THIRDS,
                          -_INF, _INF)

    def best_card(self, pos: Position) -> tuple[int, int]:
        """(card, value) for the seat to play in the two-player ``pos`` whose every
        card is in the hands or on a pile top with nothing under it (no stock):
        the lowest of the optimal cards and the thirds side 0 captures from now on
        (as :meth:`~.solver.Solver.best_move`). Raises ValueError for a position
        with cards still to come."""
        if pos.n != 2 or pos.stock_pos < len(pos.stock) or any(
                h > 1 for heights in pos.heights for h in heights):
            raise ValueError("the heads-up solver needs two players and every card in play")
        hands = [pos.playable(s) for s in range(2)]
        seat = pos.turn
        rest = thirds_in(hands[0] | hands[1]) + LAST_TRICK_THIRDS
        if not pos.trick:
            # the value first (the table fills), then the lowest card reaching it
            lead, follow = hands[seat], hands[1 - seat]
            mine = self._lead(lead, follow, rest, -_INF, _INF)
            card = next(c for c in pos.legal_moves()
                        if self._after_lead(lead, follow, c, rest, mine - 1, mine) >= mine)
        else:
            led = pos.trick[0]
            rest += CARD_THIRDS[led]
            lead, follow = hands[1 - seat], hands[seat]
            theirs = min(self._trick_end(lead, follow ^ (1 << c), led, c, rest, -_INF, _INF)
                         for c in _answers(follow, led, lead))
            card = next(c for c in pos.legal_moves() if self._trick_end(
                lead, follow ^ (1 << c), led, c, rest, theirs, theirs + 1) <= theirs)
            mine = rest - theirs
        return card, mine if seat == 0 else rest - mine

    def _lead(self, lead: int, follow: int, rest: int, alpha: int, beta: int) -> int:
        """Leader-relative value with ``rest`` thirds in play, fail-soft in
        (alpha, beta)."""
        if alpha >= rest:
            return rest
        if beta <= 0:
            return 0
        key = lead << 40 | follow
        entry = self.table.get(key)
        first = -1
        if entry is not None:
            lower, upper, first = entry
            if lower >= beta or lower == upper:
                return lower
            if upper <= alpha:
                return upper
            alpha = max(alpha, lower)
            beta = min(beta, upper)
        moves = _classes(lead, follow)
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best, best_card = -_INF, moves[0]
        a = alpha
        for card in moves:
            v = self._after_lead(lead, follow, card, rest, a, beta)
            if v > best:
                best, best_card = v, card
                if v > a:
                    a = v
                    if a >= beta:
                        break
        if best <= alpha:
            self.table[key] = (-_INF, best, best_card)
        elif best >= beta:
            self.table[key] = (best, _INF, best_card)
        else:
            self.table[key] = (best, best, best_card)
        return best

    def _after_lead(self, lead: int, follow: int, card: int, rest: int, alpha: int,
                    beta: int) -> int:
        """The leader's value once it leads ``card``: the follower's best answer."""
        lead_rest = lead ^ (1 << card)
        worst = _INF
        for answer in _answers(follow, card, lead_rest):
            v = self._trick_end(lead_rest, follow ^ (1 << answer), card, answer, rest,
                                alpha, min(worst, beta))
            if v < worst:
                worst = v
                if worst <= alpha:
                    break
        return worst

    def _trick_end(self, lead: int, follow: int, led: int, answer: int, rest: int,
                   alpha: int, beta: int) -> int:
        """The leader's value once the trick of ``led`` and ``answer`` is taken
        (``lead``, ``follow``: the hands left; ``rest``: thirds in play before the
        trick)."""
        taken = CARD_THIRDS[led] + CARD_THIRDS[answer]
        rest -= taken
        if not lead:  # the last trick: its taker adds the last-trick thirds
            return 0 if _ABOVE[led] >> answer & 1 else rest + taken
        if _ABOVE[led] >> answer & 1:  # the follower takes it and leads next
            return rest - self._lead(follow, lead, rest, rest - beta, rest - alpha)
        return taken + self._lead(lead, follow, rest, alpha - taken, beta - taken)
