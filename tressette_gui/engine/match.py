"""A match: deals one after another until the end condition of R7.

:class:`Match` owns the running deal, the match score and the log of every
dealing (layout and actions) that game records are made of. ``apply`` takes an
action of the seat to act and returns the events, including ``DealScored``,
``MatchEnded`` and the next ``DealStarted``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action
from .deal import DealState
from .events import DealScored, DealStarted, Declared, Event, MatchEnded, TrickWon
from .illegal import IllegalActionError, IllegalKind, IllegalReason
from .layout import Layout, deal_layout
from .legal import Phase
from .observation import Observation, observe
from .rules import Rules
from .scoring import COLLATONDRIONE_STAKE, DealScore, EndedBy, MatchResult, Sweep, make_result
from .shuffle import first_dealer, shuffled_deck

#: Spareggi are at most three (R7).
MAX_SPAREGGI = 3


@dataclass(slots=True)
class Dealing:
    """One dealing of the match, as the record keeps it: the dealer, the cards
    as dealt, the actions in order, and the spareggio number (0 for none).

    ``number`` is the deal's number in the match, counted from 1 (R7): a voided
    dealing (a redeal) is not a deal of the match, so the dealing after it keeps
    its number. Records do not store it: replaying the actions gives it again."""

    dealer: int
    layout: Layout
    spareggio: int = 0
    actions: list[Action] = field(default_factory=list)
    number: int = 1


class Match:
    """A match of one variant under ``rules`` (R2-R9).

    ``seed`` (int) drives the first dealer and every shuffle; ``names`` are the
    players' names in seat order. ``layouts`` (optional) are the cards of the
    first dealings (for replaying a record); later dealings come from the seed.

    ``deal_declarations`` has the Declared events (R5) of each scored deal, in the
    order of ``deal_scores``.

    ``hints_used`` and ``undo_used`` (False at the start) are set by the app when a
    player asked for a hint or took an action back: such a match is unranked (R9: the
    standings skip it). The rules ignore them; game records keep them.
    """

    def __init__(self, rules: Rules, seed: int, names: Sequence[str] | None = None,
                 *, dealer: int | None = None, layouts: Sequence[Layout] = ()) -> None:
        self.rules = rules
        self.seed = seed
        n = rules.players
        self.names: tuple[str, ...] = tuple(names) if names else tuple(
            f"Player {i + 1}" for i in range(n))
        if len(self.names) != n:
            raise ValueError(f"{rules.variant} needs {n} names, got {len(self.names)}")
        self.first_dealer = first_dealer(seed, n) if dealer is None else dealer
        if not 0 <= self.first_dealer < n:
            raise ValueError(f"dealer must be a seat 0..{n - 1}, not {self.first_dealer}")
        self.scores = [0, 0]
        self.deal_scores: list[DealScore] = []
        self.deal_declarations: list[tuple[Declared, ...]] = []
        self.sweeps: tuple[list[Sweep], list[Sweep]] = ([], [])
        self.dealings: list[Dealing] = []
        self.result: MatchResult | None = None
        self.resigned: int | None = None
        self.hints_used = False
        self.undo_used = False
        self._layouts = list(layouts)
        self.deal: DealState
        self.opening_events = self._new_dealing(self.first_dealer, 0)

    # ----------------------------------------------------------------- queries
    @property
    def dealer(self) -> int:
        """The dealer of the running deal."""
        return self.deal.dealer

    @property
    def next_match_dealer(self) -> int:
        """The seat that deals first in the next match of the same players (R2): the deal
        keeps passing to the right from one match to the next, so the seat on the right of
        the last dealing's dealer (however the match ended)."""
        return (self.dealings[-1].dealer + 1) % self.rules.players

    @property
    def deals_played(self) -> int:
        """Deals scored so far (voided deals and a decima excluded)."""
        return len(self.deal_scores)

    @property
    def deal_number(self) -> int:
        """The number of the running (or last) deal, counted from 1 as the match counts
        its deals: a voided dealing (a redeal, R7) is not a deal, so the deal dealt
        again keeps its number (see :attr:`Dealing.number`)."""
        return self.dealings[-1].number

    def seat_to_act(self) -> int | None:
        """The seat whose turn it is, None once the match is over."""
        return None if self.result is not None else self.deal.seat_to_act()

    def legal_actions(self) -> tuple[Action, ...]:
        """Legal actions of the seat to act, in a stable order (empty once the match
        is over): see :meth:`.legal.DealPosition.legal_actions`."""
        return () if self.result is not None else self.deal.legal_actions()

    def explain(self, action: object) -> IllegalReason:
        """Why ``action`` (any object) is not legal now for the seat to act, without
        trying it (a view's hint on a card it dims): MATCH_OVER once the match is
        over, else :meth:`.deal.DealState.explain`. Raises ValueError for a legal
        action."""
        if self.result is not None:
            return IllegalReason(IllegalKind.MATCH_OVER)
        return self.deal.explain(action)

    def observe(self, seat: int) -> Observation:
        """What ``seat`` may see now (R3, R5): see :class:`Observation`. Raises
        ValueError for a seat that is not at the table."""
        return observe(self.deal, seat, names=self.names, deal_number=self.deal_number,
                       spareggio=self.dealings[-1].spareggio, scores=self.scores,
                       deal_scores=self.deal_scores, result=self.result)

    # ------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to act; return the events in order.

        Raises :class:`IllegalActionError` (nothing changed) when it is not legal,
        or the match is over.
        """
        if self.result is not None:
            raise IllegalActionError(self.explain(action))
        deal = self.deal
        events = deal.apply(action)
        self.dealings[-1].actions.append(action)
        rules = self.rules
        if rules.vinco_subito and any(isinstance(e, TrickWon) for e in events):
            side = deal.tricks[-1].winner % 2
            running = deal.score or deal.running_score()
            # A sweep on the last trick ends the match at its own stake (R6, R9).
            sweep_ends = rules.cappotto == "wins_match" and running.sweep is not None
            if (not sweep_ends and self.scores[side] + running.points[side] >= rules.target
                    and not self._target_decides(deal, side)):
                if deal.phase is not Phase.OVER:
                    deal.finish()
                self._score(deal, events)
                self._end(events, winner=side, ended_by=EndedBy.VINCO_SUBITO)
                return events
        if deal.phase is Phase.OVER:
            self._after_deal(deal, events)
        return events

    def resign(self, seat: int) -> list[Event]:
        """``seat`` resigns (R10): the match is lost by that seat's side.

        Raises :class:`IllegalActionError` if the match is already over, ValueError
        for a seat that is not at the table.
        """
        if self.result is not None:
            raise IllegalActionError(IllegalReason(IllegalKind.MATCH_OVER))
        if not 0 <= seat < self.rules.players:
            raise ValueError(f"no seat {seat} in a {self.rules.players}-player match")
        self.resigned = seat
        events: list[Event] = []
        self._end(events, winner=None, loser=seat % 2, ended_by=EndedBy.RESIGN)
        return events

    def copy(self) -> Match:
        """An independent copy of the match (the running deal copied too)."""
        new = Match.__new__(Match)
        new.__dict__.update(self.__dict__)
        new.scores = list(self.scores)
        new.deal_scores = list(self.deal_scores)
        new.deal_declarations = list(self.deal_declarations)
        new.sweeps = (list(self.sweeps[0]), list(self.sweeps[1]))
        new.dealings = [Dealing(d.dealer, d.layout, d.spareggio, list(d.actions), d.number)
                        for d in self.dealings]
        new._layouts = list(self._layouts)
        new.deal = self.deal.copy()
        return new

    # ---------------------------------------------------------------- internals
    def _new_dealing(self, dealer: int, spareggio: int) -> list[Event]:
        if self._layouts:
            layout = self._layouts.pop(0)
        else:
            deck = shuffled_deck(self.seed, len(self.dealings))
            layout = deal_layout(deck, self.rules, dealer)
        number = self.deals_played + 1  # a voided dealing was not scored: same number
        self.dealings.append(Dealing(dealer, layout, spareggio, number=number))
        self.deal, opening = DealState.start(self.rules, dealer, layout)
        events: list[Event] = [DealStarted(number, dealer, spareggio), *opening]
        if self.deal.phase is Phase.OVER:  # napoletana decima before the first card
            self._after_deal(self.deal, events)
        return events

    def _target_decides(self, deal: DealState, side: int) -> bool:
        """True when ``deal`` is over (its last trick taken: nothing is cut short) and
        the end of a deal in a points match (R7) gives ``side``, which reached the target
        on that trick, the match as vinco subito would: the match then ends as usual,
        by the target. False mid-deal, or when only vinco subito makes ``side`` win
        (the other side, which reached the target by a declaration, has as many
        points or more)."""
        if deal.phase is not Phase.OVER or deal.score is None:
            return False
        side_points = self.scores[side] + deal.score.points[side]
        other_points = self.scores[1 - side] + deal.score.points[1 - side]
        return side_points > other_points

    def _score(self, deal: DealState, events: list[Event]) -> None:
        score = deal.score
        assert score is not None
        self.deal_scores.append(score)
        self.deal_declarations.append(tuple(deal.declarations))
        for side in (0, 1):
            self.scores[side] += score.points[side]
        if score.sweep is not None and score.sweep_side is not None:
            self.sweeps[score.sweep_side].append(score.sweep)
        events.append(DealScored(score, self.deal_number))

    def _after_deal(self, deal: DealState, events: list[Event]) -> None:
        rules = self.rules
        spareggio = self.dealings[-1].spareggio
        if deal.collatondrione is not None:
            self._end(events, winner=deal.collatondrione.seat % 2,
                      ended_by=EndedBy.COLLATONDRIONE, stake=COLLATONDRIONE_STAKE)
            return
        if deal.voided:
            events.extend(self._new_dealing(deal.dealer, spareggio))
            return
        self._score(deal, events)
        score = deal.score
        assert score is not None
        a, b = self.scores
        if rules.cappotto == "wins_match" and score.sweep is not None:
            assert score.sweep_side is not None
            self._end(events, winner=score.sweep_side, ended_by=EndedBy.SWEEP,
                      stake=score.sweep.stake)
            return
        if rules.match_end == "points":
            if max(a, b) >= rules.target and a != b:
                self._end(events, winner=0 if a > b else 1, ended_by=EndedBy.TARGET)
                return
        elif spareggio > 0 or self.deals_played >= rules.deals:
            if a != b:
                self._end(events, winner=0 if a > b else 1,
                          ended_by=EndedBy.SPAREGGIO if spareggio else EndedBy.DEALS)
                return
            if rules.tiebreak == "draw":
                self._end(events, winner=None, ended_by=EndedBy.DRAW)
                return
            if spareggio == MAX_SPAREGGI:
                assert deal.last_trick_seat is not None
                loser = deal.last_trick_seat % 2
                self._end(events, winner=1 - loser, ended_by=EndedBy.SPAREGGIO_LAST_TRICK)
                return
            spareggio += 1
        events.extend(self._new_dealing((deal.dealer + 1) % self.deal.n, spareggio))

    def _end(self, events: list[Event], *, winner: int | None, ended_by: EndedBy,
             loser: int | None = None, stake: int = 1) -> None:
        if winner is not None:
            loser = 1 - winner
        self.result = make_result(
            self.rules, winner=winner, loser=loser, points=self.scores,
            deals=self.deals_played, sweeps=self.sweeps, stake=stake, ended_by=ended_by)
        events.append(MatchEnded(self.result))


def apply(match: Match, action: Action) -> tuple[Match, list[Event]]:
    """Functional form: a new match with ``action`` applied, and the events.

    ``match`` is left unchanged. Raises :class:`IllegalActionError`.
    """
    new = match.copy()
    return new, new.apply(action)
