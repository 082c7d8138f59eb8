"""What one seat may see (OpenSpiel's information state): the only input of bots
and of the table for a seat (R3, R5, R8).

An observation holds the seat's own hand, every face-up pile top, all played
cards and who played them, captured tricks, shown draws and picked honours,
declarations with their cards, signals, scores and the stock's size. It never
holds another seat's hand, a face-down pile card or the stock's order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import Action, Declare, Signal
from .cards import Card, sort_key
from .events import Declared
from .legal import DealPosition, Phase, Trick
from .rules import Rules
from .scoring import DealScore, MatchResult


@dataclass(frozen=True, slots=True)
class PileView:
    """A mazzetti pile as everyone sees it: the face-up ``top`` (None when empty)
    and the number of cards in it, the top included."""

    top: Card | None
    size: int


@dataclass(frozen=True, slots=True)
class Observation:
    """Everything ``seat`` may know now. Sides are indexed 0/1 (side = seat % 2).

    - ``hand``: own cards sorted by suit, then strength (3 2 A R C F 7 6 5 4).
    - ``hand_sizes``: cards in every seat's hand.
    - ``piles``: per seat, its mazzetti piles (empty tuples in other variants);
      ``free_piles``: dealt piles not yet chosen (mazzetti choice phase).
    - ``trick``: (seat, card) of the running trick; ``trick_signal``: its lead signal.
    - ``tricks``: finished tricks of this deal, with winners and signals.
    - ``draws``/``picked``: (trick number, seat, card) of shown draws and honours
      picked up from piles; ``declarations``: public declarations with cards.
    - ``captured_thirds``: card thirds taken per side this deal (R6).
    - ``scores``: match points per side; ``deal_scores``: scored deals so far.
    - ``legal_actions``: the seat's legal actions when it is its turn, else ().
    """

    seat: int
    rules: Rules
    names: tuple[str, ...]
    phase: Phase
    turn: int | None
    dealer: int
    leader: int
    deal_number: int
    spareggio: int
    trick_number: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    piles: tuple[tuple[PileView, ...], ...]
    free_piles: tuple[int, ...]
    trick: tuple[tuple[int, Card], ...]
    trick_signal: Signal | None
    tricks: tuple[Trick, ...]
    draws: tuple[tuple[int, int, Card], ...]
    picked: tuple[tuple[int, int, Card], ...]
    declarations: tuple[Declared, ...]
    stock_size: int
    captured_thirds: tuple[int, int]
    tricks_taken: tuple[int, ...]
    scores: tuple[int, int]
    deal_scores: tuple[DealScore, ...]
    legal_actions: tuple[Action, ...]
    result: MatchResult | None

    @property
    def players(self) -> int:
        """Number of seats (4 or 2)."""
        return len(self.names)

    @property
    def last_trick_side(self) -> int | None:
        """The side that took the deal's last trick once all its tricks are played
        (R6), else None: with ``captured_thirds``, the arguments of
        :func:`~.scoring.thirds_with_last_trick`."""
        if len(self.tricks) < self.rules.tricks_per_deal:
            return None
        return self.tricks[-1].winner % 2

    @property
    def last_chance_to_declare(self) -> bool:
        """True when the seat may declare now and never again this deal (R5): only the
        first turn may declare (Tressette, or ``declare_drawn`` off), so a combination
        not declared before this turn's card is played is lost."""
        return not self.rules.declare_any_turn and any(
            isinstance(a, Declare) for a in self.legal_actions)

    def visible_cards(self) -> set[Card]:
        """Every card this observation shows (own hand, tops, played, drawn, picked,
        declared): what the honesty tests check against."""
        seen = set(self.hand)
        seen.update(p.top for ps in self.piles for p in ps if p.top is not None)
        seen.update(c for _, c in self.trick)
        seen.update(c for t in self.tricks for _, c in t.plays)
        seen.update(c for _, _, c in self.draws)
        seen.update(c for _, _, c in self.picked)
        seen.update(c for d in self.declarations for c in d.cards)
        return seen


def observe(deal: DealPosition, seat: int, *, names: tuple[str, ...], deal_number: int,
            spareggio: int, scores: Sequence[int], deal_scores: Sequence[DealScore],
            result: MatchResult | None) -> Observation:
    """Build ``seat``'s observation of the running ``deal`` of a match (see
    :class:`Observation`); the match gives the rest: the players' ``names``, the
    1-based ``deal_number`` (as the match counts its deals: the deal dealt again
    after a redeal keeps its number), the ``spareggio`` number (0 for none), the
    match ``scores`` per side, the scored ``deal_scores`` and the ``result`` (None
    while the match runs: once set, nobody is to act).

    Raises ValueError for a seat that is not at the table.
    """
    n = deal.n
    if not 0 <= seat < n:
        raise ValueError(f"no seat {seat} in a {n}-player match")
    turn = None if result is not None else deal.seat_to_act()
    legal: tuple[Action, ...] = deal.legal_actions() if turn == seat else ()
    piles = tuple(tuple(PileView(p[-1] if p else None, len(p)) for p in deal.piles[s])
                  for s in range(n))
    free = tuple(deal.free_piles()) if deal.phase is Phase.CHOOSE_PILES else ()
    thirds = deal.thirds_by_seat
    return Observation(
        seat=seat,
        rules=deal.rules,
        names=names,
        phase=deal.phase,
        turn=turn,
        dealer=deal.dealer,
        leader=deal.leader,
        deal_number=deal_number,
        spareggio=spareggio,
        trick_number=deal.trick_number,
        hand=tuple(sorted(deal.hands[seat], key=sort_key)),
        hand_sizes=tuple(len(h) for h in deal.hands),
        piles=piles,
        free_piles=free,
        trick=tuple(deal.trick),
        trick_signal=deal.trick_signal,
        tricks=tuple(deal.tricks),
        draws=tuple(deal.draws),
        picked=tuple(deal.picked),
        declarations=tuple(deal.declarations),
        stock_size=len(deal.stock),
        captured_thirds=(sum(thirds[0::2]), sum(thirds[1::2])),
        tricks_taken=tuple(deal.tricks_by_seat),
        scores=(scores[0], scores[1]),
        deal_scores=tuple(deal_scores),
        legal_actions=legal,
        result=result,
    )
