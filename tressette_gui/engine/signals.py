"""The signal rules (R8): which signals are true when a card is led, and why a
claimed one is false."""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Signal
from .cards import Card, Rank, Suit
from .illegal import IllegalKind, IllegalReason

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


def false_signal_reason(hand: Sequence[Card], card: Card, signal: Signal) -> IllegalReason:
    """Why ``signal`` is not true when leading ``card`` from ``hand`` (R8): a
    FALSE_BUSSO, FALSE_STRISCIO_LAST, FALSE_STRISCIO_HONOUR or FALSE_VOLO reason
    naming the suit (and the card for the striscio on a non-honour). Only for a
    signal that :func:`true_signals` does not list."""
    suit = Suit(card // 10)
    if signal is Signal.BUSSO:
        return IllegalReason(IllegalKind.FALSE_BUSSO, suit=suit)
    if signal is Signal.STRISCIO:
        if sum(1 for c in hand if c // 10 == suit) < 2:
            return IllegalReason(IllegalKind.FALSE_STRISCIO_LAST, suit=suit)
        return IllegalReason(IllegalKind.FALSE_STRISCIO_HONOUR, card=card, suit=suit)
    return IllegalReason(IllegalKind.FALSE_VOLO, suit=suit)
