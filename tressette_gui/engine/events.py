"""Events returned by ``apply``: what happened, in order, for the table to show.

The table animates events; it never diffs states. Events
carry only public information: a seat's hidden cards never appear in them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Declaration, Signal
from .cards import Card, Suit
from .scoring import DealScore, MatchResult


@dataclass(frozen=True, slots=True)
class DealStarted:
    """A new deal was dealt (R2, R3). ``number`` is the deal's number in the match,
    counted from 1 (:attr:`.match.Dealing.number`: a deal dealt again after a redeal
    keeps the voided one's number, R7); ``spareggio`` is 0, or 1..3 for a tie-break
    deal (R7)."""

    number: int
    dealer: int
    spareggio: int = 0


@dataclass(frozen=True, slots=True)
class PilesChosen:
    """Mazzetti: ``seat`` took dealt piles ``hand`` and put ``front`` before it."""

    seat: int
    hand: tuple[int, int]
    front: tuple[int, int]


@dataclass(frozen=True, slots=True)
class Collatondrione:
    """Napoletana decima (R5): ``seat`` holds ten cards of ``suit``."""

    seat: int
    suit: Suit


@dataclass(frozen=True, slots=True)
class RedealAnswered:
    """``seat`` answered the redeal question of R7 (``asked`` True voids the deal)."""

    seat: int
    asked: bool


@dataclass(frozen=True, slots=True)
class Declared:
    """``seat`` declared ``declaration`` showing ``cards``; worth ``points`` whole
    points (1 for a tris upgraded to quaterna) (R5)."""

    seat: int
    declaration: Declaration
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True, slots=True)
class PickedUp:
    """Mazzetti: ``seat`` took ``card`` from the top of own pile ``pile`` (R3.3)."""

    seat: int
    pile: int
    card: Card


@dataclass(frozen=True, slots=True)
class PileTopRevealed:
    """Mazzetti: the card under a played or picked top turned face up (R3.3)."""

    seat: int
    pile: int
    card: Card


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """``seat`` played ``card`` (from own pile ``pile`` if not None), with the lead
    ``signal`` if any (R4, R8)."""

    seat: int
    card: Card
    pile: int | None
    signal: Signal | None


@dataclass(frozen=True, slots=True)
class TrickWon:
    """Trick ``number`` (0-based) went to ``seat``; ``plays`` are (seat, card) in
    play order; ``thirds`` is the card value captured (R4, R1); ``last``: it was
    the deal's last trick, which scores the last-trick point (R6; see
    :func:`~.scoring.thirds_with_last_trick`)."""

    seat: int
    number: int
    plays: tuple[tuple[int, Card], ...]
    thirds: int
    last: bool = False


@dataclass(frozen=True, slots=True)
class CardDrawn:
    """Spizzichino a pesca: ``seat`` drew ``card`` from the stock and showed it (R3.2)."""

    seat: int
    card: Card


@dataclass(frozen=True, slots=True)
class DealScored:
    """The deal ended (or was cut short by vinco subito); its score (R6) and its
    ``number`` in the match (as :class:`DealStarted` numbers it)."""

    score: DealScore
    number: int


@dataclass(frozen=True, slots=True)
class MatchEnded:
    """The match is over (R7, R9)."""

    result: MatchResult


Event = (DealStarted | PilesChosen | Collatondrione | RedealAnswered | Declared | PickedUp
         | PileTopRevealed | CardPlayed | TrickWon | CardDrawn | DealScored | MatchEnded)
