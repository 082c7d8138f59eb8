"""The exact double-dummy solver: alpha-beta over a fully known position (R4, R6).

The value of a position is the number of card **thirds** side 0 captures from
now to the end of the deal (the running trick's cards and the last trick's 3
thirds included). Thirds, not rounded points, because they add up trick by
trick, which the transposition table needs; and nothing is lost: a side's deal
points are ``total_thirds // 3`` (R6), a non-decreasing function of its thirds,
and minimax commutes with non-decreasing functions, so the points value of a
position is the thirds value mapped through ``// 3``, and a thirds-optimal move
is points-optimal. (The one exception is stramazzo's last-trick rule, R6, which
the compact position does not model; it is rare and worth at most one point.)

Side 0 maximises, side 1 minimises. Search details:

- alpha-beta with fail-soft bounds; cutoffs also by the thirds still in play;
- a transposition table keyed at trick starts (hands, pile heights, stock
  position, leader), holding bounds of the future value and the best lead;
- cards of one hand that are adjacent among the cards still in play (only
  finished-trick cards between them) and of the same point class (equal
  thirds) are searched as one move.
"""

from __future__ import annotations

from ...engine import LAST_TRICK_THIRDS
from ...engine.cards import CARD_THIRDS
from .position import Position

_INF = 1 << 20


def _thirds_of(mask: int) -> int:
    total = 0
    while mask:
        low = mask & -mask
        total += CARD_THIRDS[low.bit_length() - 1]
        mask ^= low
    return total


def _order(pos: Position) -> list[int]:
    """The legal cards to search, one per equivalence class: leads strongest first;
    follows: the cheapest card that takes the trick, then the cheapest that do not."""
    seat = pos.turn
    legal = pos.legal_mask()
    hand = pos.hands[seat]
    free = pos.gone | hand
    out: list[int] = []
    prev = -1
    mask = legal
    while mask:
        card = mask.bit_length() - 1
        mask ^= 1 << card
        if (prev >= 0 and hand >> card & 1 and hand >> prev & 1 and prev // 10 == card // 10
                and CARD_THIRDS[prev] == CARD_THIRDS[card]):
            between = (1 << prev) - (1 << (card + 1))
            if between & ~free == 0:
                prev = card
                continue
        out.append(card)
        prev = card
    trick = pos.trick
    if trick and len(out) > 1:
        # following: the cheapest card that takes the trick first, then the
        # cheapest cards that do not (a partner winning is not distinguished)
        suit = trick[0] // 10
        top = max(c for c in trick if c // 10 == suit)
        out.sort(key=lambda c: (c // 10 != suit or c < top, CARD_THIRDS[c], c % 10))
    return out


class Solver:
    """Exact minimax values of positions (see the module docstring).

    One instance keeps its transposition table between calls on positions of the
    same deal sample; use a new instance for another sample.
    """

    def __init__(self) -> None:
        #: (hands, heights, stock position, leader) -> (lower, upper, best card)
        self.table: dict[tuple[object, ...], tuple[int, int, int]] = {}
        self.nodes = 0

    def value(self, pos: Position) -> int:
        """Thirds side 0 captures from ``pos`` to the end under best play by both
        sides (R6). ``pos`` is left as it was."""
        return self._search(pos, -_INF, _INF)

    def move_values(self, pos: Position) -> dict[int, int]:
        """The exact value (as :meth:`value`) after each legal card of the seat to
        play, including the thirds the card itself brings by finishing a trick.
        Equivalent cards get the same value."""
        values: dict[int, int] = {}
        side0 = pos.thirds[0]
        for card in pos.legal_moves():
            pos.play(card)
            values[card] = pos.thirds[0] - side0 + self._search(pos, -_INF, _INF)
            pos.undo()
        return values

    def best_move(self, pos: Position) -> tuple[int, int]:
        """(card, value) of a best card for the seat to play: the lowest card among
        the optimal ones, so ties break the same way every time. One alpha-beta
        search over the cards in ascending order (a card must do strictly better
        to replace the best so far), much cheaper than :meth:`move_values`."""
        maximise = pos.turn % 2 == 0
        side0 = pos.thirds[0]
        best_card, best = -1, -_INF if maximise else _INF
        for card in pos.legal_moves():
            pos.play(card)
            gained = pos.thirds[0] - side0
            if maximise:
                v = gained + self._search(pos, best - gained, _INF)
                better = v > best
            else:
                v = gained + self._search(pos, -_INF, best - gained)
                better = v < best
            pos.undo()
            if better:
                best_card, best = card, v
        return best_card, best

    def _search(self, pos: Position, alpha: int, beta: int) -> int:
        self.nodes += 1
        if pos.tricks_left == 0:
            return 0
        start = not pos.trick
        key: tuple[object, ...] = ()
        first = -1
        if start:
            key = (*pos.hands, pos.leader)
            if pos.stock:
                key += (pos.stock_pos,)
            if pos.piles[0]:
                key += (*pos.heights[0], *pos.heights[1])
            entry = self.table.get(key)
            if entry is not None:
                lower, upper, first = entry
                if lower >= beta or lower == upper:
                    return lower
                if upper <= alpha:
                    return upper
                alpha = max(alpha, lower)
                beta = min(beta, upper)
            remaining = LAST_TRICK_THIRDS + _thirds_of(
                ~pos.gone & ((1 << 40) - 1))
            if remaining <= alpha:
                return remaining
            if beta <= 0:
                return 0
        maximise = pos.turn % 2 == 0
        moves = _order(pos)
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
        best = -_INF if maximise else _INF
        best_card = moves[0]
        a, b = alpha, beta
        side0 = pos.thirds[0]
        for card in moves:
            pos.play(card)
            gained = pos.thirds[0] - side0
            v = gained + self._search(pos, a - gained, b - gained)
            pos.undo()
            if maximise:
                if v > best:
                    best, best_card = v, card
                    if v > a:
                        a = v
            else:
                if v < best:
                    best, best_card = v, card
                    if v < b:
                        b = v
            if a >= b:
                break
        if start:
            lower, upper = (best, _INF) if best >= beta else (-_INF, best) \
                if best <= alpha else (best, best)
            self.table[key] = (lower, upper, best_card)
        return best
