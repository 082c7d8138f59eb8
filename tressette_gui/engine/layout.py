"""The cards of a deal as dealt (R3): the layout value, dealing a shuffled deck
into it, and checking one that comes from outside (a record, a test)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .cards import Card
from .rules import Rules


@dataclass(frozen=True, slots=True)
class Layout:
    """The cards of a deal as dealt (R3).

    ``hands``: per seat, the cards in the order received (empty in mazzetti);
    ``stock``: spizzichino's stock, top card first; ``piles``: mazzetti's 8 dealt
    piles of 5, each bottom card first (the last is the top).
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()
    piles: tuple[tuple[Card, ...], ...] = ()

    def cards(self) -> list[Card]:
        """Every card of the layout (40 for a valid one)."""
        out = [c for hand in self.hands for c in hand] + list(self.stock)
        return out + [c for pile in self.piles for c in pile]


def deal_layout(deck: Sequence[Card], rules: Rules, dealer: int) -> Layout:
    """Deal a shuffled ``deck`` (40 cards, top first) as R3 says.

    Cards go counter-clockwise from the dealer's right, ``rules.deal_packet`` at a
    time; in spizzichino the remaining 20 are the stock; in mazzetti the deck is
    cut into 8 piles of 5. Raises ValueError if ``deck`` is not the 40 cards.
    """
    if sorted(deck) != list(range(40)):
        raise ValueError("a deck must hold each of the 40 cards once")
    n = rules.players
    if rules.variant == "mazzetti":
        piles = tuple(tuple(deck[5 * i:5 * i + 5]) for i in range(8))
        return Layout(hands=((),) * n, piles=piles)
    hands: list[list[Card]] = [[] for _ in range(n)]
    packet = rules.deal_packet
    for k in range(10 * n):
        hands[(dealer + 1 + k // packet) % n].append(deck[k])
    return Layout(hands=tuple(tuple(h) for h in hands), stock=tuple(deck[10 * n:]))


def check_layout(layout: Layout, rules: Rules) -> None:
    """Raise ValueError naming the problem if ``layout`` is not a valid deal for
    ``rules`` (40 distinct cards in the right places)."""
    n = rules.players
    cards = layout.cards()
    if len(cards) != 40 or len(set(cards)) != 40:
        raise ValueError(f"the deal must hold the 40 cards once each, it holds {len(cards)} "
                         f"cards of which {len(set(cards))} distinct")
    if len(layout.hands) != n:
        raise ValueError(f"{rules.variant} needs {n} hands, got {len(layout.hands)}")
    stock = 20 if rules.variant == "spizzichino" else 0
    if len(layout.stock) != stock:
        raise ValueError(f"{rules.variant} needs a stock of {stock} cards, "
                         f"got {len(layout.stock)}")
    if rules.variant == "mazzetti":
        if len(layout.piles) != 8 or any(len(p) != 5 for p in layout.piles):
            raise ValueError("mazzetti needs 8 piles of 5 cards")
        if any(layout.hands):
            raise ValueError("in mazzetti the hands come from the piles: deal no hands")
    elif layout.piles:
        raise ValueError(f"{rules.variant} deals no piles")
    elif any(len(h) != 10 for h in layout.hands):
        raise ValueError("every hand must hold 10 cards")
