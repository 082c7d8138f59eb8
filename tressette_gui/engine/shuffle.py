"""Seeded shuffling that never changes across Python versions.

Our own SplitMix64 stream and a Fisher-Yates shuffle, pinned by a golden test:
the same seed gives the same deals on every machine and Python release.
"""

from __future__ import annotations

from .cards import CARDS, Card

_MASK = (1 << 64) - 1


class SplitMix64:
    """A tiny 64-bit generator (SplitMix64). ``next()`` returns an int in [0, 2**64)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next(self) -> int:
        """The next 64-bit value."""
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A value in [0, bound), by multiply-shift (bias below 2**-58 for 40 cards)."""
        return (self.next() * bound) >> 64


def _stream(seed: int, purpose: int, index: int) -> SplitMix64:
    mixer = SplitMix64(seed)
    base = mixer.next() ^ (purpose * 0xD1B54A32D192ED03 & _MASK)
    return SplitMix64(base ^ (index * 0x9E3779B97F4A7C15 & _MASK))


def shuffled_deck(seed: int, index: int) -> list[Card]:
    """The ``index``-th shuffled deck (top card first) of the match with ``seed``.

    ``index`` counts dealings from 0, voided deals included. Deterministic forever.
    """
    rng = _stream(seed, 1, index)
    deck = list(CARDS)
    for i in range(39, 0, -1):
        j = rng.below(i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def first_dealer(seed: int, players: int) -> int:
    """The first dealer of the match with ``seed``, drawn at random (R2)."""
    return _stream(seed, 2, 0).below(players)
