"""Scoring a deal in integer thirds (R6) and the match result with stakes (R9).

Points are thirds everywhere; whole points appear only after the ``// 3`` of R6.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum, StrEnum

from .cards import CARD_THIRDS
from .rules import Rules

#: All card thirds of the deck (R1): 10 2/3 points.
DECK_THIRDS = sum(CARD_THIRDS)
#: The last trick's bonus in thirds (R6).
LAST_TRICK_THIRDS = 3


class Sweep(Enum):
    """The sweeps of R6, with their stake when ``cappotto`` is ``wins_match`` (R9)."""

    CAPPOTTO = "cappotto"
    STRAMAZZO = "stramazzo"
    CAPPOTTONE = "cappottone"
    STRAMAZZONE = "stramazzone"

    @property
    def stake(self) -> int:
        """The stake of a match won by this sweep (R9, seed 004)."""
        return {"cappotto": 2, "stramazzo": 3, "cappottone": 6, "stramazzone": 8}[self.value]

    @classmethod
    def of_game(cls, players: int) -> tuple[Sweep, ...]:
        """The sweeps a deal of ``players`` (2 or 4) can record (R6), least stake first:
        cappotto and stramazzo; cappottone and stramazzone, a single player's, only
        with four (with two, the single player is the side)."""
        return tuple(cls) if players == 4 else (cls.CAPPOTTO, cls.STRAMAZZO)


#: Stake of a match won by napoletana decima (R5, R9).
COLLATONDRIONE_STAKE = 16


@dataclass(frozen=True, slots=True)
class DealScore:
    """The score of one deal (R6). Pairs are indexed by side (0: seats 0 and 2).

    - ``thirds``: card thirds captured by each side (no last-trick bonus).
    - ``last_trick``: side that took the last trick, None if the deal was cut short.
    - ``card_points``: whole points from cards and the last trick after rounding down.
    - ``declared``: whole points declared by each side (R5).
    - ``points``: ``card_points + declared``.
    - ``sweep``/``sweep_side``/``sweep_seat``: the sweep made, if any (R6);
      ``sweep_seat`` names the single player of a cappottone or stramazzone.
    - ``tricks``: tricks taken by each side; ``cut_short``: ended by vinco subito.
    """

    thirds: tuple[int, int]
    last_trick: int | None
    card_points: tuple[int, int]
    declared: tuple[int, int]
    points: tuple[int, int]
    tricks: tuple[int, int]
    sweep: Sweep | None = None
    sweep_side: int | None = None
    sweep_seat: int | None = None
    cut_short: bool = False

    @property
    def bonus_side(self) -> int | None:
        """The side that scored the last-trick point (R6): see
        :func:`last_trick_bonus_side`; None when vinco subito cut the deal short."""
        if self.last_trick is None:
            return None
        return last_trick_bonus_side(self.thirds, self.last_trick)


def find_sweep(players: int, tricks_by_seat: Sequence[int],
               thirds_by_seat: Sequence[int]) -> tuple[Sweep, int, int | None] | None:
    """The sweep of a finished deal (R6) as (sweep, side, single seat or None).

    ``tricks_by_seat``/``thirds_by_seat``: per seat, tricks taken and card thirds
    captured. Records the most specific one; None when there is none.
    """
    total_tricks = sum(tricks_by_seat)
    side_tricks = [sum(tricks_by_seat[s::2]) for s in (0, 1)]
    side_thirds = [sum(thirds_by_seat[s::2]) for s in (0, 1)]
    for side in (0, 1):
        other_took_trick = side_tricks[1 - side] > 0
        if side_tricks[side] == total_tricks:
            if players == 4:
                for seat in (side, side + 2):
                    if tricks_by_seat[seat] == total_tricks:
                        return Sweep.CAPPOTTONE, side, seat
            return Sweep.CAPPOTTO, side, None
        if side_thirds[side] == DECK_THIRDS and other_took_trick:
            if players == 4:
                for seat in (side, side + 2):
                    if thirds_by_seat[seat] == DECK_THIRDS:
                        return Sweep.STRAMAZZONE, side, seat
            return Sweep.STRAMAZZO, side, None
    return None


def last_trick_bonus_side(thirds: Sequence[int], last_trick_side: int) -> int:
    """The side that scores the last-trick bonus of a finished deal (R6).

    ``thirds``: card thirds captured per side (two ints, the bonus not included);
    ``last_trick_side``: the side (0 or 1) that took the last trick. The bonus
    goes to that side, except after a stramazzo or stramazzone: the side that
    captured all the deck's thirds (``DECK_THIRDS``, 32) scores it (R6).
    """
    for side in (0, 1):
        if thirds[side] == DECK_THIRDS:
            return side
    return last_trick_side


def thirds_with_last_trick(thirds: Sequence[int],
                           last_trick_side: int | None) -> tuple[int, int]:
    """Card value per side in thirds with the last-trick bonus added (R6).

    ``thirds``: card thirds captured per side (two ints); ``last_trick_side``: the
    side that took the deal's last trick, or None while tricks remain (or when
    vinco subito cut the deal short): then nothing is added. Otherwise
    ``LAST_TRICK_THIRDS`` (3 thirds, one point) go to
    :func:`last_trick_bonus_side`. Whole points are ``value // 3`` (R6).
    """
    out = [thirds[0], thirds[1]]
    if last_trick_side is not None:
        out[last_trick_bonus_side(thirds, last_trick_side)] += LAST_TRICK_THIRDS
    return out[0], out[1]


def score_deal(players: int, tricks_by_seat: Sequence[int], thirds_by_seat: Sequence[int],
               last_trick_seat: int | None, declared: Sequence[int]) -> DealScore:
    """Score a deal (R6).

    ``last_trick_seat`` is None when vinco subito cut the deal short (no bonus and
    no sweep). ``declared``: whole declared points per side. Returns a DealScore.
    """
    thirds = (sum(thirds_by_seat[0::2]), sum(thirds_by_seat[1::2]))
    tricks = (sum(tricks_by_seat[0::2]), sum(tricks_by_seat[1::2]))
    last_side = None if last_trick_seat is None else last_trick_seat % 2
    sweep = None if last_side is None else find_sweep(players, tricks_by_seat, thirds_by_seat)
    with_bonus = thirds_with_last_trick(thirds, last_side)
    card_points = (with_bonus[0] // 3, with_bonus[1] // 3)
    decl = (int(declared[0]), int(declared[1]))
    return DealScore(
        thirds=thirds,
        last_trick=last_side,
        card_points=card_points,
        declared=decl,
        points=(card_points[0] + decl[0], card_points[1] + decl[1]),
        tricks=tricks,
        sweep=sweep[0] if sweep else None,
        sweep_side=sweep[1] if sweep else None,
        sweep_seat=sweep[2] if sweep else None,
        cut_short=last_trick_seat is None,
    )


class EndedBy(StrEnum):
    """How a match ended (R5, R6, R7, R10); the values are the strings that game
    records keep in ``result.ended_by``."""

    TARGET = "target"  #: a side reached the target points (R7)
    DEALS = "deals"  #: the planned deals were played (R7)
    SPAREGGIO = "spareggio"  #: a spareggio broke the tie (R7)
    SPAREGGIO_LAST_TRICK = "spareggio_last_trick"  #: the third spareggio's last trick (R7)
    VINCO_SUBITO = "vinco_subito"  #: the target reached during a deal (R7)
    SWEEP = "sweep"  #: a sweep won the match (R6, R9)
    COLLATONDRIONE = "collatondrione"  #: a napoletana decima (R5)
    DRAW = "draw"  #: a tie with tiebreak "draw" (R7)
    RESIGN = "resign"  #: a player resigned (R10)


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended (R7, R9).

    - ``winner``: winning side (0 or 1), None for a draw or a resignation.
    - ``loser``: losing side, None for a draw.
    - ``points``: final match points per side; ``deals``: deals played (voided
      deals excluded).
    - ``sweeps``: sweeps made by each side during the match.
    - ``stake``: 1, or the event's stake (R9); ``ended_by``: how (:class:`EndedBy`).
    - ``standings``: standings points per seat (R9 scale), winners +, losers -.
    """

    winner: int | None
    loser: int | None
    points: tuple[int, int]
    deals: int
    sweeps: tuple[tuple[Sweep, ...], tuple[Sweep, ...]]
    stake: int
    ended_by: EndedBy
    standings: tuple[int, ...]


def standings_base(rules: Rules) -> int:
    """The base of the standings amount (R9, seed 002 scale)."""
    size = rules.target if rules.match_end == "points" else rules.deals
    small, medium = (11, 21) if rules.match_end == "points" else (2, 4)
    return 1 if size <= small else 3 if size <= medium else 5


def make_result(rules: Rules, *, winner: int | None, loser: int | None,
                points: Sequence[int], deals: int,
                sweeps: Sequence[Sequence[Sweep]], stake: int, ended_by: EndedBy) -> MatchResult:
    """Build a MatchResult, computing standings per seat (R9).

    Winners gain base + sweeps of the winning side; losers lose the same amount
    (a resigning side's amount counts its opponents' sweeps); a draw gives 0.
    """
    scoring_side = winner if winner is not None else (1 - loser if loser is not None else None)
    amount = 0
    if scoring_side is not None:
        amount = standings_base(rules) + len(sweeps[scoring_side])
    standings = []
    for seat in range(rules.players):
        side = seat % 2
        standings.append(amount if side == winner else -amount if side == loser else 0)
    return MatchResult(
        winner=winner, loser=loser, points=(int(points[0]), int(points[1])), deals=deals,
        sweeps=(tuple(sweeps[0]), tuple(sweeps[1])), stake=stake, ended_by=ended_by,
        standings=tuple(standings))
