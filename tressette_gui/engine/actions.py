"""Actions a seat can take, as small immutable values (R3-R8).

A seat's legal actions come from ``DealState.legal_actions``; ``apply`` refuses
anything else with :class:`~.illegal.IllegalActionError`.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .cards import CARDS, HONOUR_RANKS, Card, Rank, Suit


class Signal(Enum):
    """Signals a leader may attach to the card led (R8). ``None`` means muta."""

    BUSSO = "busso"
    STRISCIO = "striscio"
    VOLO = "volo"


class DeclarationKind(Enum):
    """Kinds of declaration (R5): napola 3 points, tris 3, quaterna 4."""

    NAPOLA = "napola"
    TRIS = "tris"
    QUATERNA = "quaterna"


@dataclass(frozen=True, slots=True)
class Declaration:
    """A combination (R5): a napola of ``suit``, or a tris/quaterna of ``rank``."""

    kind: DeclarationKind
    suit: Suit | None = None
    rank: Rank | None = None

    @property
    def cards_needed(self) -> tuple[Card, ...]:
        """For a napola or quaterna, the cards it is made of; for a tris, all four
        cards of the rank (any three of them make it)."""
        if self.kind is DeclarationKind.NAPOLA:
            assert self.suit is not None
            return tuple(Card.of(r, self.suit) for r in HONOUR_RANKS)
        assert self.rank is not None
        return tuple(Card.of(self.rank, s) for s in Suit)

    def __str__(self) -> str:
        if self.kind is DeclarationKind.NAPOLA:
            assert self.suit is not None
            return f"napola di {self.suit.italian}"
        assert self.rank is not None
        plural = "Assi" if self.rank is Rank.ASSO else self.rank.italian  # Due, Tre
        return f"{self.kind.value} di {plural}"


def declaration_points(declaration: Declaration,
                       declared_before: DeclarationKind | None = None) -> int:
    """Whole points (not thirds) that declaring ``declaration`` scores (R5).

    Napola 3, tris 3, quaterna 4; ``declared_before``: what the same seat already
    declared of the quaterna's rank this deal. A quaterna that completes a tris
    declared before scores the difference, 1 point. The points go to the
    declarer's side (``Declared.points``, ``DealScore.declared``).
    """
    if declaration.kind is DeclarationKind.QUATERNA:
        return 1 if declared_before is DeclarationKind.TRIS else 4
    return 3


@dataclass(frozen=True, slots=True)
class Play:
    """Play ``card`` (R4): from the hand, or from the top of own pile ``pile``
    (mazzetti, pile index 0 or 1), with an optional lead ``signal`` (R8)."""

    card: Card
    pile: int | None = None
    signal: Signal | None = None

    def __str__(self) -> str:
        where = f" from pile {self.pile}" if self.pile is not None else ""
        sig = f" ({self.signal.value})" if self.signal else ""
        return f"play {self.card.code}{where}{sig}"


@dataclass(frozen=True, slots=True)
class PickUp:
    """Take the face-up honour on top of own pile ``pile`` into the hand (R3.3)."""

    pile: int

    def __str__(self) -> str:
        return f"pick up from pile {self.pile}"


@dataclass(frozen=True, slots=True)
class Declare:
    """Declare a combination held in the hand (R5)."""

    declaration: Declaration

    def __str__(self) -> str:
        return f"declare {self.declaration}"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Answer the redeal question of R7: ``ask`` True voids the deal."""

    ask: bool

    def __str__(self) -> str:
        return "ask for a redeal" if self.ask else "keep the hand"


@dataclass(frozen=True, slots=True)
class ChoosePiles:
    """Mazzetti (R3.3): take piles ``hand`` (two indices 0..7 of the dealt piles)
    into the hand and put ``front`` (two indices) in front, in that order."""

    hand: tuple[int, int]
    front: tuple[int, int]

    def __str__(self) -> str:
        return f"choose piles hand={list(self.hand)} front={list(self.front)}"


Action = Play | PickUp | Declare | Redeal | ChoosePiles

#: The plain play of each card from the hand, shared to save allocations.
PLAY_FROM_HAND: tuple[Play, ...] = tuple(Play(c) for c in CARDS)
#: ``PLAY_FROM_PILE[pile][card]``: the play of a mazzetti pile top, shared.
PLAY_FROM_PILE: tuple[tuple[Play, ...], ...] = tuple(
    tuple(Play(c, pile) for c in CARDS) for pile in (0, 1))
#: ``PLAY_WITH_SIGNAL[signal][card]``: a lead from the hand with a signal, shared.
PLAY_WITH_SIGNAL: dict[Signal, tuple[Play, ...]] = {
    s: tuple(Play(c, None, s) for c in CARDS) for s in Signal}
#: ``PICK_UP[pile]``, shared.
PICK_UP: tuple[PickUp, ...] = (PickUp(0), PickUp(1))
#: Every declaration (R5) wrapped as an action, shared.
DECLARE: dict[Declaration, Declare] = {d: Declare(d) for d in (
    *(Declaration(DeclarationKind.NAPOLA, suit=s) for s in Suit),
    *(Declaration(k, rank=r) for k in (DeclarationKind.TRIS, DeclarationKind.QUATERNA)
      for r in HONOUR_RANKS))}
