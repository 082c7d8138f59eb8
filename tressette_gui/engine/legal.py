"""What a deal holds and what is legal in it (R3-R8): :class:`DealPosition`, the
fields of one deal with its legal-action generator, the base that the state
machine (:class:`~.deal.DealState`) and the explanation of refusals
(:mod:`.explain`) share.

Seats are numbered in turn order (R2): 0 South, 1 East, 2 North, 3 West with
four players, 0 and 1 with two; side = seat % 2.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from enum import Enum
from itertools import combinations
from typing import Self

from .actions import (
    DECLARE,
    PICK_UP,
    PLAY_FROM_HAND,
    PLAY_FROM_PILE,
    PLAY_WITH_SIGNAL,
    Action,
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Redeal,
    Signal,
)
from .cards import HONOUR_RANKS, Card, Rank, Suit
from .events import Collatondrione, Declared
from .layout import Layout
from .rules import Rules
from .scoring import DealScore
from .signals import suit_signals

ASSO, DUE, TRE = Rank.ASSO.value, Rank.DUE.value, Rank.TRE.value
NAPOLA_OF = {s: Declaration(DeclarationKind.NAPOLA, suit=s) for s in Suit}
TRIS_OF = {r: Declaration(DeclarationKind.TRIS, rank=r) for r in HONOUR_RANKS}
QUATERNA_OF = {r: Declaration(DeclarationKind.QUATERNA, rank=r) for r in HONOUR_RANKS}
_PLAY_FROM_HAND = PLAY_FROM_HAND.__getitem__
#: R7: the answers to the redeal question, ask first.
REDEAL_ANSWERS = (Redeal(True), Redeal(False))
#: Mazzetti (R3.3): the 420 choices of the first chooser (two of the 8 dealt piles
#: for the hand, then two of the 6 left in front), in a stable order, built once.
FIRST_PILE_CHOICES: tuple[ChoosePiles, ...] = tuple(
    ChoosePiles((hand[0], hand[1]), (front[0], front[1]))
    for hand in combinations(range(8), 2)
    for front in combinations([i for i in range(8) if i not in hand], 2))


class Phase(Enum):
    """Where a deal stands."""

    CHOOSE_PILES = "choose_piles"  #: mazzetti: players pick their piles (R3.3)
    REDEAL = "redeal"  #: players under one point are asked (R7)
    PLAY = "play"  #: tricks are played (R4)
    OVER = "over"  #: scored, voided by a redeal, or ended by a napoletana decima


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: ``plays`` (seat, card) in order, its ``winner`` and the
    lead ``signal`` (R4, R8)."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    signal: Signal | None


class DealPosition:
    """The fields of one deal (R2-R8), hidden cards included, and its legal actions.

    Main fields: ``hands`` (per seat, the cards held, kept sorted by card),
    ``piles`` (per seat, mazzetti piles bottom card first), ``stock`` (top first),
    ``trick`` ((seat, card) of the running trick), ``tricks`` (finished), per seat
    ``thirds_by_seat``/``tricks_by_seat``/``captured``, per side ``declared_points``
    (whole points), ``phase``, ``turn``, ``leader``, ``trick_number`` (0-based);
    ``declare_later``: R5 lets this deal declare in any turn (two-player games with
    ``declare_drawn``), else in the first turn with the initial cards only.
    """

    __slots__ = (
        "_legal",
        "captured",
        "collatondrione",
        "dealer",
        "decl_ranks",
        "decl_suits",
        "declarations",
        "declare_later",
        "declared_points",
        "draws",
        "hands",
        "initial_hands",
        "last_trick_seat",
        "layout",
        "leader",
        "n",
        "phase",
        "picked",
        "pile_owner",
        "piles",
        "redeal_queue",
        "rules",
        "score",
        "stock",
        "thirds_by_seat",
        "trick",
        "trick_number",
        "trick_signal",
        "tricks",
        "tricks_by_seat",
        "turn",
        "voided",
    )

    rules: Rules
    n: int
    dealer: int
    layout: Layout
    phase: Phase
    turn: int
    leader: int
    hands: list[list[Card]]
    initial_hands: list[tuple[Card, ...]]
    piles: list[list[list[Card]]]
    pile_owner: list[int | None]
    stock: list[Card]
    trick: list[tuple[int, Card]]
    trick_signal: Signal | None
    trick_number: int
    tricks: list[Trick]
    captured: list[list[Card]]
    thirds_by_seat: list[int]
    tricks_by_seat: list[int]
    decl_suits: list[set[int]]
    decl_ranks: list[dict[int, DeclarationKind]]
    declarations: list[Declared]
    declared_points: list[int]
    draws: list[tuple[int, int, Card]]
    picked: list[tuple[int, int, Card]]
    redeal_queue: list[int]
    last_trick_seat: int | None
    score: DealScore | None
    collatondrione: Collatondrione | None
    voided: bool
    declare_later: bool
    _legal: tuple[Action, ...] | None

    # ----------------------------------------------------------------- queries
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is, None when the deal is over."""
        return None if self.phase is Phase.OVER else self.turn

    def pile_tops(self, seat: int) -> list[Card | None]:
        """Face-up top card of each of ``seat``'s piles (None for an empty pile)."""
        return [p[-1] if p else None for p in self.piles[seat]]

    def free_piles(self) -> list[int]:
        """Mazzetti (R3.3): indices of the dealt piles nobody has chosen yet."""
        return [i for i, owner in enumerate(self.pile_owner) if owner is None]

    def legal_actions(self) -> tuple[Action, ...]:
        """The legal actions of the seat to act, in a stable order (empty when over).

        Order: pick-ups, declarations, plays from the hand (by card), plays from
        piles; in choose-piles and redeal phases, the choices of that phase. A
        tuple: the engine keeps it until the next action, no caller can change it.
        """
        if self._legal is None:
            self._legal = self._generate()
        return self._legal

    def _generate(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is Phase.PLAY:
            return self._play_actions()
        if phase is Phase.REDEAL:
            return REDEAL_ANSWERS
        if phase is Phase.CHOOSE_PILES:
            free = self.free_piles()
            if len(free) == 8:
                return FIRST_PILE_CHOICES
            out: list[ChoosePiles] = []
            for hand in combinations(free, 2):
                front = [i for i in free if i not in hand]
                out.append(ChoosePiles((hand[0], hand[1]), (front[0], front[1])))
            return tuple(out)
        return ()

    def _play_actions(self) -> tuple[Action, ...]:
        seat = self.turn
        hand = self.hands[seat]  # kept sorted by card
        piles = self.piles[seat]
        first: list[Action] = []  # pick-ups and declarations come before the plays
        if piles:
            first += [PICK_UP[i] for i, p in enumerate(piles) if p and p[-1] % 10 >= ASSO]
        if self.rules.declarations and (self.trick_number == 0 or self.declare_later):
            first += [DECLARE[d] for d in self.declarable(seat)]
        if self.trick:  # R4: follow suit from the hand or an own pile top if able
            low = self.trick[0][1] // 10 * 10
            start = bisect_left(hand, low)
            end = bisect_left(hand, low + 10, start)
            tops = [PLAY_FROM_PILE[i][p[-1]] for i, p in enumerate(piles)
                    if p and low <= p[-1] < low + 10]
            if start < end or tops:
                return (*first, *map(_PLAY_FROM_HAND, hand[start:end]), *tops)
        elif self.rules.signals and self.trick_number > 0:  # R8
            end = 0
            while end < len(hand):
                start, end = end, bisect_left(hand, hand[end] // 10 * 10 + 10, end)
                same = hand[start:end]
                for c in same:
                    first.append(PLAY_FROM_HAND[c])
                    first += [PLAY_WITH_SIGNAL[s][c] for s in suit_signals(same, c)]
            return tuple(first)
        if piles:
            return (*first, *map(_PLAY_FROM_HAND, hand),
                    *[PLAY_FROM_PILE[i][p[-1]] for i, p in enumerate(piles) if p])
        return (*first, *map(_PLAY_FROM_HAND, hand))

    def declarable(self, seat: int) -> list[Declaration]:
        """Combinations ``seat`` may declare now (R5), in a stable order: napole by
        suit, then tris or quaterna by rank (Asso, Due, Tre).

        Empty unless it is ``seat``'s turn in the play phase, declarations are on,
        and the timing of R5 allows it (tressette, or declare_drawn off: first
        turn only, initial cards only).
        """
        rules = self.rules
        if (not rules.declarations or self.phase is not Phase.PLAY or self.turn != seat
                or (self.trick_number > 0 and not self.declare_later)):
            return []
        honours = [c for c in self.hands[seat] if c % 10 >= ASSO]
        if not self.declare_later:
            initial = self.initial_hands[seat]
            honours = [c for c in honours if c in initial]
        if len(honours) < 3:
            return []
        out = []
        for suit in Suit:
            if (suit * 10 + ASSO in honours and suit * 10 + DUE in honours
                    and suit * 10 + TRE in honours and suit not in self.decl_suits[seat]):
                out.append(NAPOLA_OF[suit])
        done = self.decl_ranks[seat]
        held_of = [0] * 10
        for c in honours:
            held_of[c % 10] += 1
        for rank in HONOUR_RANKS:
            held = held_of[rank]
            if held == 4 and done.get(rank) is not DeclarationKind.QUATERNA:
                out.append(QUATERNA_OF[rank])
            elif held == 3 and rank not in done:
                out.append(TRIS_OF[rank])
        return out

    def copy(self) -> Self:
        """An independent copy (for search and the functional ``apply``)."""
        new = type(self).__new__(type(self))
        for name in DealPosition.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        new.piles = [[list(p) for p in ps] for ps in self.piles]
        new.pile_owner = list(self.pile_owner)
        new.stock = list(self.stock)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.captured = [list(c) for c in self.captured]
        new.thirds_by_seat = list(self.thirds_by_seat)
        new.tricks_by_seat = list(self.tricks_by_seat)
        new.decl_suits = [set(s) for s in self.decl_suits]
        new.decl_ranks = [dict(d) for d in self.decl_ranks]
        new.declarations = list(self.declarations)
        new.declared_points = list(self.declared_points)
        new.draws = list(self.draws)
        new.picked = list(self.picked)
        new.redeal_queue = list(self.redeal_queue)
        new._legal = None
        return new
