"""The signal rules (R8): which signals are true when a card is led, and why a
claimed one is false."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Signal
from .cards import Card, Rank, Suit

_ASSO = Rank.ASSO.value


def true_signals(hand: Sequence[Card], card: Card) -> list[Signal]:
    """The signals (R8) that are true when leading ``card`` from ``hand``.

    Busso: at least three of the suit before playing, one a Tre, Due or Asso.
    Striscio: at least one more of the suit after this play, and not when leading
    a non-honour while holding an honour of the suit. Volo: the last of the suit.
    """
    return suit_signals([c for c in hand if c // 10 == card // 10], card)


def suit_signals(same: Sequence[Card], card: Card) -> list[Signal]:
    """:func:`true_signals` given ``same``, the hand's cards of ``card``'s suit
    (``card`` included), in the order busso, striscio, volo."""
    has_honour = any(c % 10 >= _ASSO for c in same)
    out = []
    if len(same) >= 3 and has_honour:
        out.append(Signal.BUSSO)
    if len(same) >= 2 and not (card % 10 < _ASSO and has_honour):
        out.append(Signal.STRISCIO)
    if len(same) == 1:
        out.append(Signal.VOLO)
    return out


def why_signal_false(hand: Sequence[Card], card: Card, signal: Signal) -> str:
    """Why ``signal`` is not true when leading ``card`` from ``hand`` (R8)."""
    suit = Suit(card // 10).italian
    if signal is Signal.BUSSO:
        return f"busso needs three {suit} with a Tre, Due or Asso"
    if signal is Signal.STRISCIO:
        same = [c for c in hand if c // 10 == card // 10]
        if len(same) < 2:
            return f"striscio needs another card of {suit} after this one"
        return f"no striscio leading {card} while holding a Tre, Due or Asso of {suit}"
    return f"volo is only for the last card of {suit}"
