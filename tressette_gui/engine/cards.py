"""Cards, suits and ranks of the 40-card Italian deck, and their text notation (R1).

A card is written as rank code + suit code: ``Ac`` (Asso di coppe), ``3d``
(Tre di denari), ``Cs`` (Cavallo di spade), ``Rb`` (Re di bastoni). Card values
are integer *thirds* of a point (R1): Asso 3; Tre, Due and the figures 1; the
cartine 0.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum


class CardParseError(ValueError):
    """A card token that is not valid R1 notation; the message names the token."""


class Suit(IntEnum):
    """The four suits (R1), in the order used for sorting and bit masks."""

    COPPE = 0
    DENARI = 1
    SPADE = 2
    BASTONI = 3

    @property
    def code(self) -> str:
        """The one-letter suit code of R1: ``c d s b``."""
        return "cdsb"[self]

    @property
    def italian(self) -> str:
        """The Italian name, lower case (``coppe``)."""
        return self.name.lower()

    @classmethod
    def from_code(cls, code: str) -> Suit:
        """Parse ``c d s b``; raise :class:`CardParseError` naming a bad code."""
        index = "cdsb".find(code) if len(code) == 1 else -1
        if index < 0:
            raise CardParseError(f"bad suit code {code!r}: expected one of c d s b")
        return cls(index)


class Rank(IntEnum):
    """The ten ranks, valued by trick strength: a higher value takes (R1).

    Strength, high to low: 3 2 A R C F 7 6 5 4.
    """

    QUATTRO = 0
    CINQUE = 1
    SEI = 2
    SETTE = 3
    FANTE = 4
    CAVALLO = 5
    RE = 6
    ASSO = 7
    DUE = 8
    TRE = 9

    @property
    def code(self) -> str:
        """The one-character rank code of R1 (``A 2 3 4 5 6 7 F C R``)."""
        return _RANK_CODES[self]

    @property
    def thirds(self) -> int:
        """Card value in thirds of a point (R1): Asso 3, 3/2/R/C/F 1, cartine 0."""
        return _RANK_THIRDS[self]

    @property
    def is_honour(self) -> bool:
        """True for the honours (pezzi) Tre, Due and Asso."""
        return self >= Rank.ASSO

    @property
    def italian(self) -> str:
        """The Italian name, capitalised (``Asso``, ``Sette``)."""
        return self.name.capitalize()

    @classmethod
    def from_code(cls, code: str) -> Rank:
        """Parse a rank code; raise :class:`CardParseError` naming a bad code."""
        for rank, rank_code in _RANK_CODES.items():
            if rank_code == code:
                return rank
        raise CardParseError(f"bad rank code {code!r}: expected one of A 2 3 4 5 6 7 F C R")


_RANK_CODES = {
    Rank.QUATTRO: "4", Rank.CINQUE: "5", Rank.SEI: "6", Rank.SETTE: "7",
    Rank.FANTE: "F", Rank.CAVALLO: "C", Rank.RE: "R",
    Rank.ASSO: "A", Rank.DUE: "2", Rank.TRE: "3",
}
_RANK_THIRDS = {
    Rank.QUATTRO: 0, Rank.CINQUE: 0, Rank.SEI: 0, Rank.SETTE: 0,
    Rank.FANTE: 1, Rank.CAVALLO: 1, Rank.RE: 1,
    Rank.ASSO: 3, Rank.DUE: 1, Rank.TRE: 1,
}
#: The honours (pezzi) Asso, Due and Tre, weakest first: the ranks of R5's
#: combinations and of mazzetti's pick-ups (R3.3).
HONOUR_RANKS = (Rank.ASSO, Rank.DUE, Rank.TRE)
#: Ranks in the order of the physical deck (Asso, 2, ..., 7, Fante, Cavallo, Re).
DECK_RANK_ORDER = (
    Rank.ASSO, Rank.DUE, Rank.TRE, Rank.QUATTRO, Rank.CINQUE, Rank.SEI, Rank.SETTE,
    Rank.FANTE, Rank.CAVALLO, Rank.RE,
)


class Card(int):
    """One of the 40 cards: an ``int`` ``suit * 10 + rank`` (0..39) with R1 notation.

    The 40 instances are shared: get them with :meth:`of`, :meth:`from_code` or
    ``CARDS[i]``. ``repr`` is the R1 code, so a list of cards pastes back as codes.
    """

    __slots__ = ()

    @staticmethod
    def of(rank: Rank, suit: Suit) -> Card:
        """The card of this rank and suit."""
        return CARDS[suit * 10 + rank]

    @staticmethod
    def from_code(token: str) -> Card:
        """Parse R1 notation (``Ac``, ``3d``).

        Raises :class:`CardParseError` whose message names the bad token.
        """
        if not isinstance(token, str) or len(token) != 2:
            raise CardParseError(f"bad card {token!r}: expected rank code + suit code, like 'Ac'")
        try:
            return Card.of(Rank.from_code(token[0]), Suit.from_code(token[1]))
        except CardParseError as exc:
            raise CardParseError(f"bad card {token!r}: {exc}") from None

    @property
    def suit(self) -> Suit:
        """The card's suit."""
        return Suit(self // 10)

    @property
    def rank(self) -> Rank:
        """The card's rank."""
        return Rank(self % 10)

    @property
    def code(self) -> str:
        """R1 notation, e.g. ``Ac``."""
        return _RANK_CODES[Rank(self % 10)] + "cdsb"[self // 10]

    @property
    def thirds(self) -> int:
        """Value in thirds of a point (R1)."""
        return _RANK_THIRDS[Rank(self % 10)]

    def __repr__(self) -> str:
        return self.code

    __str__ = __repr__


#: All 40 cards, indexed by their integer value.
CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(40))
#: Thirds of each card by integer value (a fast table for scoring).
CARD_THIRDS: tuple[int, ...] = tuple(_RANK_THIRDS[Rank(i % 10)] for i in range(40))


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Parse cards from a space-separated string or an iterable of tokens.

    ``parse_cards("Ac 3d Cs")`` -> ``[Ac, 3d, Cs]``. Raises :class:`CardParseError`.
    """
    tokens = text.split() if isinstance(text, str) else list(text)
    return [Card.from_code(t) for t in tokens]


def hand_thirds(cards: Iterable[Card]) -> int:
    """Card value of some cards in thirds of a point (R1)."""
    return sum(CARD_THIRDS[c] for c in cards)


def sort_key(card: Card) -> tuple[int, int]:
    """Sort by suit, then by trick strength high to low (3 2 A R C F 7 6 5 4)."""
    return (card // 10, -(card % 10))
