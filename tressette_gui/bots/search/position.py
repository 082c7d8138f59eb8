"""A compact, fully known position of the play phase, for search (R3, R4, R6).

The rich :class:`~tressette_gui.engine.DealState` is built for clarity; search
plays millions of cards, so it works on this small mutable value instead:

- ``hands``: per seat, a 40-bit int mask (bit ``suit * 10 + rank``, the engine's
  card index; ranks valued by trick strength, so a higher bit of the same suit
  takes).
- ``piles``: mazzetti only (R3.3): per seat two lists of cards, bottom first, and
  ``heights`` per seat and pile (the top is ``pile[height - 1]``); every card is
  known here (a search sample fills the face-down ones).
- ``stock``: spizzichino a pesca (R3.2): the stock, top first, and ``stock_pos``,
  the next card to draw.
- ``trick``: cards of the running trick in play order, ``leader`` its leader,
  ``turn`` the seat to play.
- ``thirds``: card thirds captured by each side (side = seat % 2), the last-trick
  bonus (3 thirds, R6) included once the last trick is taken.
- ``tricks_left``: tricks still to finish, the running one included.
- ``gone``: mask of the cards of finished tricks.

Declarations, signals and pick-ups are not modelled: search decides cards to
play; the bots handle those actions by rule (the two-player playouts count
the declarations a draw completes, :mod:`.declarations`). Stramazzo's last-trick rule (R6)
is not modelled either: ``thirds`` counts the last trick for its taker.
Property tests (tests/bots/test_search_position.py) prove that legal moves,
trick winners, draws and captured thirds equal the rich engine's.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ...engine import LAST_TRICK_THIRDS
from ...engine.cards import CARD_THIRDS

#: Mask of each suit's ten cards.
SUIT_MASK: tuple[int, ...] = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
#: Mask of all 40 cards.
FULL_MASK = (1 << 40) - 1


def mask_of(cards: Iterable[int]) -> int:
    """The 40-bit mask of some cards (ints 0..39)."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[int]:
    """The cards (ints 0..39, ascending) of a mask."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class Position:
    """A play-phase position with every card known (see the module docstring).

    Build with the constructor from plain ints; ``play(card)`` and ``undo()``
    change it in place. ``n`` is 4 (tressette) or 2 (spizzichino, mazzetti).
    """

    __slots__ = ("gone", "hands", "heights", "history", "leader", "n", "piles", "stock",
                 "stock_pos", "thirds", "trick", "tricks_left", "turn")

    def __init__(self, hands: Sequence[int], leader: int, *, trick: Sequence[int] = (),
                 thirds: Sequence[int] = (0, 0), tricks_left: int | None = None,
                 gone: int = 0, stock: Sequence[int] = (),
                 piles: Sequence[Sequence[Sequence[int]]] = ()) -> None:
        """``hands``: masks per seat; ``leader``: seat that led (or leads) the running
        trick; ``trick``: its cards so far; ``thirds``: captured per side;
        ``tricks_left``: defaults to the cards the seat to play can still play
        (hand, piles and its share of the stock); ``piles``: per seat, lists of cards
        bottom first (mazzetti); ``stock``: top first (spizzichino).
        Raises ValueError for a position whose cards overlap."""
        self.n = len(hands)
        self.hands = list(hands)
        self.piles = [[list(p) for p in ps] for ps in piles] or [[] for _ in hands]
        self.heights = [[len(p) for p in ps] for ps in self.piles]
        self.stock = list(stock)
        self.stock_pos = 0
        self.leader = leader
        self.trick = list(trick)
        self.turn = (leader + len(self.trick)) % self.n
        self.thirds = list(thirds)
        self.gone = gone
        every = gone | mask_of(self.trick) | mask_of(self.stock)
        count = bin(gone).count("1") + len(self.trick) + len(self.stock)
        for s in range(self.n):
            every |= self.hands[s] | mask_of([c for p in self.piles[s] for c in p])
            count += bin(self.hands[s]).count("1") + sum(len(p) for p in self.piles[s])
        if bin(every).count("1") != count:
            raise ValueError("a position must hold each card at most once")
        if tricks_left is None:
            t = self.turn
            tricks_left = (bin(self.hands[t]).count("1") + sum(self.heights[t])
                           + len(self.stock) // self.n)
        self.tricks_left = tricks_left
        self.history: list[tuple[int, int, tuple[int, tuple[int, ...]] | None, int, bool]] = []

    def copy(self) -> Position:
        """An independent copy (history included)."""
        new = Position.__new__(Position)
        new.n = self.n
        new.hands = list(self.hands)
        new.piles = self.piles  # never mutated: only heights change
        new.heights = [list(h) for h in self.heights]
        new.stock = self.stock
        new.stock_pos = self.stock_pos
        new.leader = self.leader
        new.trick = list(self.trick)
        new.turn = self.turn
        new.thirds = list(self.thirds)
        new.tricks_left = self.tricks_left
        new.gone = self.gone
        new.history = list(self.history)
        return new

    # ----------------------------------------------------------------- queries
    def over(self) -> bool:
        """True once every trick is taken."""
        return self.tricks_left == 0

    def tops(self, seat: int) -> int:
        """Mask of ``seat``'s face-up pile tops (mazzetti)."""
        m = 0
        for pile, h in zip(self.piles[seat], self.heights[seat], strict=True):
            if h:
                m |= 1 << pile[h - 1]
        return m

    def playable(self, seat: int) -> int:
        """Mask of the cards ``seat`` could play ignoring suit: hand and pile tops."""
        return self.hands[seat] | self.tops(seat) if self.piles[seat] else self.hands[seat]

    def legal_mask(self) -> int:
        """Mask of the legal cards of the seat to play (R4: follow suit if able,
        pile tops counting in mazzetti)."""
        cards = self.playable(self.turn)
        if self.trick:
            follow = cards & SUIT_MASK[self.trick[0] // 10]
            if follow:
                return follow
        return cards

    def legal_moves(self) -> list[int]:
        """The legal cards of the seat to play, ascending."""
        return cards_of(self.legal_mask())

    def winner_index(self) -> int:
        """Index in ``trick`` of the card now winning it (R4); the trick is not empty."""
        trick = self.trick
        suit = trick[0] // 10
        best = 0
        for i in range(1, len(trick)):
            c = trick[i]
            if c // 10 == suit and c > trick[best]:
                best = i
        return best

    # ------------------------------------------------------------------ change
    def play(self, card: int) -> None:
        """Play ``card`` for the seat to play (from the hand, else from the pile whose
        top it is); finishing a trick gives it to its winner, adds the last-trick
        bonus after the last one and deals the draws (R3.2, R4, R6). No legality
        check: search plays only :meth:`legal_moves`. Raises ValueError for a card
        the seat cannot reach at all."""
        seat = self.turn
        bit = 1 << card
        pile = -1
        if self.hands[seat] & bit:
            self.hands[seat] ^= bit
        else:
            heights = self.heights[seat]
            for i, p in enumerate(self.piles[seat]):
                if heights[i] and p[heights[i] - 1] == card:
                    heights[i] -= 1
                    pile = i
                    break
            else:
                raise ValueError(f"card {card} is not playable by seat {seat}")
        trick = self.trick
        trick.append(card)
        if len(trick) < self.n:
            self.history.append((card, pile, None, 0, False))
            self.turn = (seat + 1) % self.n
            return
        win = self.winner_index()
        winner = (self.leader + win) % self.n
        thirds = 0
        for c in trick:
            thirds += CARD_THIRDS[c]
            self.gone |= 1 << c
        self.tricks_left -= 1
        if self.tricks_left == 0:
            thirds += LAST_TRICK_THIRDS
        self.thirds[winner % 2] += thirds
        pos = self.stock_pos
        drew = pos < len(self.stock)
        self.history.append((card, pile, (self.leader, tuple(trick)), thirds, drew))
        self.trick = []
        self.leader = self.turn = winner
        if drew:
            self.hands[winner] |= 1 << self.stock[pos]
            self.hands[(winner + 1) % self.n] |= 1 << self.stock[pos + 1]
            self.stock_pos = pos + 2

    def undo(self) -> None:
        """Take back the last :meth:`play`. Raises IndexError when nothing was played."""
        card, pile, finished, thirds, drew = self.history.pop()
        if finished is not None:
            winner = self.leader
            if drew:
                pos = self.stock_pos = self.stock_pos - 2
                self.hands[winner] ^= 1 << self.stock[pos]
                self.hands[(winner + 1) % self.n] ^= 1 << self.stock[pos + 1]
            self.thirds[winner % 2] -= thirds
            self.tricks_left += 1
            self.leader, cards = finished
            self.trick = list(cards)
            for c in cards:
                self.gone ^= 1 << c
        seat = (self.leader + len(self.trick) - 1) % self.n
        self.trick.pop()
        self.turn = seat
        if pile < 0:
            self.hands[seat] |= 1 << card
        else:
            self.heights[seat][pile] += 1


def random_position(rng: random.Random, players: int, cards: int, *, stock: int = 0,
                    pile_cards: int = 0, trick: bool = True) -> Position:
    """A random legal position for tests and benchmarks: ``players`` (4 or 2) hands of
    ``cards`` cards, ``stock`` stock cards (even, two players), each seat's
    ``pile_cards`` split at random into two piles (two players), and, if ``trick``,
    a running trick of 0..players-1 random legal plays. Every other card is gone.
    Raises ValueError when the cards do not fit in the deck."""
    need = players * (cards + pile_cards) + stock
    if need > 40 or stock % 2:
        raise ValueError(f"{need} cards do not fit a deck, or the stock {stock} is odd")
    deck = list(range(40))
    rng.shuffle(deck)
    hands = [mask_of(deck[i * cards:(i + 1) * cards]) for i in range(players)]
    rest = deck[players * cards:need]
    piles: list[list[list[int]]] = []
    if pile_cards:
        for _ in range(players):
            mine, rest = rest[:pile_cards], rest[pile_cards:]
            cut = rng.randint(0, pile_cards)
            piles.append([mine[:cut], mine[cut:]])
    pos = Position(hands, rng.randrange(players), gone=FULL_MASK & ~mask_of(deck[:need]),
                   stock=rest, piles=piles)
    if trick:
        for _ in range(rng.randrange(players)):
            pos.play(rng.choice(pos.legal_moves()))
        pos.history.clear()
    return pos
