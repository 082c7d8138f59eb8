"""Which card item on the table is which: a typed identity per item (no Qt).

:func:`~.layout.place_cards` gives every card item of a table state a :data:`CardId`;
the animation director matches the items across steps by it, and a step's
``renames`` say when an item takes another identity (a face-down card of a bot
becomes the card it plays: the same item flies and turns face up).

Six kinds, each a small frozen value:

- :class:`Face`: a card whose face the viewer sees where it lies: the viewer's hand,
  the trick, the captured piles, a mazzetti pile's face-up top;
- :class:`OnShow`: a card shown face up outside its owner's visible hand: a
  declaration of another seat (or of the concealed viewer, R5), a card just drawn
  from the stock (R3.2);
- :class:`HandBack`: the ``index``-th face-down card of ``seat``'s hand;
- :class:`StockBack`: the ``index``-th card of the stock (spizzichino, 0 at the bottom);
- :class:`PileBack`: the ``index``-th face-down card of ``seat``'s mazzetti ``pile``
  (0 or 1, R3.3);
- :class:`DealtPile`: the ``index``-th card of dealt mazzetti ``pile`` (0-7) that no
  one has chosen yet (R3.3).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card


@dataclass(frozen=True, slots=True)
class Face:
    """A known card where its face is seen (hand, trick, captured pile, pile top)."""

    card: Card


@dataclass(frozen=True, slots=True)
class OnShow:
    """A card on show outside its owner's visible hand (a declaration, R5; a drawn
    card, R3.2)."""

    card: Card


@dataclass(frozen=True, slots=True)
class HandBack:
    """The ``index``-th face-down card of ``seat``'s hand."""

    seat: int
    index: int


@dataclass(frozen=True, slots=True)
class StockBack:
    """The ``index``-th card of the stock, 0 at the bottom (R3.2)."""

    index: int


@dataclass(frozen=True, slots=True)
class PileBack:
    """The ``index``-th face-down card of ``seat``'s mazzetti ``pile`` (R3.3)."""

    seat: int
    pile: int
    index: int


@dataclass(frozen=True, slots=True)
class DealtPile:
    """The ``index``-th card of the dealt mazzetti ``pile`` (0-7) not chosen yet (R3.3)."""

    pile: int
    index: int


#: The identity of a card item on the table.
CardId = Face | OnShow | HandBack | StockBack | PileBack | DealtPile
