"""The review of one decision of a finished match, and the summary of a match.

A **decision** is a card a reviewed seat played when it had more than one choice the
evaluator values (R4, R5: cards, and declarations not made yet). A forced card, a
pick-up (R3.3), the redeal question (R7), the choice of piles and a declaration (never
worse than not declaring, and the app may make it for the player) are not; a card
played instead of declaring is, and loses the declaration's points when the rules do
not let it come later.
Each is valued by :func:`~.evaluator.evaluate_observation` from what the seat knew then,
and compared with what was played: the points lost (thirds / 3) and a mark. Near the end
of a deal a second line, **with every card known** (hindsight, labelled so: it uses
cards the player could not see), gives the exact solver's values on the true deal.

Marks by points lost: :attr:`Mark.INACCURACY` from 1/3 point, :attr:`Mark.MISTAKE`
from 1, :attr:`Mark.BLUNDER` from 2.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, replace
from enum import Enum

from ..bots.search.position import Position, mask_of
from ..bots.search.solver import Solver
from ..engine import CARDS, Card, DealPosition, Declare, Match, Observation, Phase, Play
from .evaluator import (
    DEFAULT_SETTINGS,
    POINT,
    ActionValue,
    Evaluation,
    EvaluatorSettings,
    Method,
    evaluate_observation,
    reasoned,
    side_thirds,
    valued,
)
from .reasons import Reason, ReasonKind

__all__ = ["Decision", "DecisionReview", "Hindsight", "Mark", "MatchReview", "decisions",
           "mark_of", "reasoned_anew", "review_decision", "summarise", "telling_reason"]


class Mark(Enum):
    """How much a decision lost: see :data:`MARK_THIRDS`."""

    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"


#: The least thirds lost for each mark, the gravest first: 2 points, 1 point, 1/3.
MARK_THIRDS: tuple[tuple[Mark, int], ...] = (
    (Mark.BLUNDER, 2 * POINT), (Mark.MISTAKE, POINT), (Mark.INACCURACY, 1))
#: Values closer than this (thirds) are equal: sums of sampled values are not exact.
TOLERANCE = 1e-6


def mark_of(lost: float) -> Mark | None:
    """The mark of a decision that lost ``lost`` thirds (None below a third)."""
    return next((mark for mark, least in MARK_THIRDS if lost >= least - TOLERANCE), None)


@dataclass(frozen=True, slots=True)
class Decision:
    """A decision to review: in dealing ``deal`` (1-based, voided dealings counted),
    action ``action`` (0-based within the dealing's actions, as in the record and the
    replay tool's messages), ``seat`` saw ``observation`` and chose ``chosen``;
    ``truth`` is the true deal then (for hindsight), or None when not wanted."""

    deal: int
    action: int
    seat: int
    observation: Observation
    chosen: Play
    truth: Position | None

    @property
    def key(self) -> tuple[int, int]:
        """(deal, action): the decision's place in the record."""
        return self.deal, self.action


@dataclass(frozen=True, slots=True)
class Hindsight:
    """With every card known (not what the player could know): per legal card, the
    final thirds of the side under best play by all from then on (exact solver, R6),
    best first; ``chosen`` is the card played."""

    values: tuple[tuple[Card, int], ...]
    chosen: Card

    @property
    def best(self) -> Card:
        """A card of the best value (the cheapest of them, as the evaluator's order)."""
        return self.values[0][0]

    @property
    def lost(self) -> int:
        """Thirds the card played lost against the best, knowing every card."""
        return self.values[0][1] - dict(self.values)[self.chosen]


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """A reviewed decision: where (``deal``, ``action``, ``seat``, ``trick`` 0-based),
    the choice made (``chosen``), the honest ``evaluation`` and the ``hindsight`` line
    (None when not computed)."""

    deal: int
    action: int
    seat: int
    trick: int
    chosen: Play
    evaluation: Evaluation
    hindsight: Hindsight | None

    @property
    def key(self) -> tuple[int, int]:
        """(deal, action): the decision's place in the record."""
        return self.deal, self.action

    @property
    def best(self) -> Play | Declare:
        """The evaluator's best choice."""
        return self.evaluation.best.action

    @property
    def lost(self) -> float:
        """Thirds the choice lost against the best (0 when it was the best)."""
        lost = self.evaluation.lost(self.chosen)
        assert lost is not None  # a decision's choice is always valued
        return max(0.0, lost)

    @property
    def as_good_as_best(self) -> bool:
        """True when the choice lost under a third against the best (0 thirds counted):
        it is as good as the best, whichever of the two the evaluator put first."""
        return self.lost < 1 - TOLERANCE

    @property
    def mark(self) -> Mark | None:
        """The mark of :attr:`lost`."""
        return mark_of(self.lost)

    @property
    def why(self) -> Reason | None:
        """Why the best choice is better than the one made (:func:`telling_reason`);
        when the one made is the best, its main reason (None: no reason)."""
        best, chosen = self.evaluation.best, self.evaluation.value_of(self.chosen)
        assert chosen is not None  # a decision's choice is always valued
        if chosen is best:
            return best.reasons[0] if best.reasons else None
        return telling_reason(best, chosen)


@dataclass(frozen=True, slots=True)
class MatchReview:
    """The review of ``seat`` in a match: its ``decisions`` (in record order); the
    dealings in which a card was played (``dealings``, 1-based numbers); ``complete``
    False when the analysis was stopped before the end; ``unfinished``: the number of
    the last dealing when the match ended before it did (a resignation), None when
    every dealing was played to its end; ``numbers``: the deal number of each dealing
    of the match in order, as the match counts its deals (a dealing voided by a redeal
    shares the number of the deal dealt again, R7), empty to number them as dealings."""

    seat: int
    decisions: tuple[DecisionReview, ...]
    dealings: tuple[int, ...]
    complete: bool
    unfinished: int | None = None
    numbers: tuple[int, ...] = ()

    def deal_number(self, dealing: int) -> int:
        """The number of dealing ``dealing`` (1-based) as a deal of the match, for the
        words shown: :attr:`numbers`, or ``dealing`` itself beyond them."""
        return self.numbers[dealing - 1] if 0 < dealing <= len(self.numbers) else dealing

    @property
    def finished(self) -> tuple[int, ...]:
        """The ``dealings`` played to their end (those the match's result counts)."""
        return tuple(deal for deal in self.dealings if deal != self.unfinished)

    def lost_in_deal(self, deal: int) -> float:
        """Points lost in dealing ``deal``."""
        return sum(d.lost for d in self.decisions if d.deal == deal) / POINT

    @property
    def lost_per_deal(self) -> float:
        """Points lost per dealing played (0 when none was)."""
        if not self.dealings:
            return 0.0
        return sum(d.lost for d in self.decisions) / POINT / len(self.dealings)

    def worst(self, count: int = 3) -> tuple[DecisionReview, ...]:
        """The ``count`` decisions that lost most (at least a third each), the worst
        first (ties: the earlier one)."""
        marked = [d for d in self.decisions if d.mark is not None]
        return tuple(sorted(marked, key=lambda d: -d.lost)[:count])


#: Kinds that speak of a card the choice keeps in the hand (its second card).
_KEEPING = (ReasonKind.KEEPS_GUARDED, ReasonKind.SAVES)
#: Kinds whose words say what the card is worth (R1).
_BY_WORTH = (ReasonKind.DISCARDS, ReasonKind.LEADS)


def telling_reason(best: ActionValue, chosen: ActionValue) -> Reason | None:
    """The first reason of ``best`` that tells it from ``chosen`` (R4, R5), None when
    none does (the words then name the best choice alone).

    - a reason that keeps a card (``KEEPS_GUARDED``, ``SAVES``) tells only when the
      chosen card is that card: the chosen play spends it, the best keeps it;
    - a liscio on the partner's sure trick (``SPARES``) tells only when the chosen card
      is worth something, and then as keeping that card (it went on the sure trick);
    - a reason by what the card is worth (``DISCARDS``, ``LEADS``) tells only when the
      chosen card is worth more (R1): it gives away more if it is taken;
    - any other reason tells unless ``chosen`` has one of the same kind naming the same
      other cards (declaration, signal, count): when both take the trick, "to take the
      trick" is no reason;
    - when none tells and the chosen card is a stronger card of the same suit, worth
      something (R1), the best keeps it: ``SAVES`` (best card, chosen card).
    """
    played = chosen.action.card if isinstance(chosen.action, Play) else None
    for reason in best.reasons:
        if reason.kind in _KEEPING:
            if reason.cards[1] == played:
                return reason
        elif reason.kind is ReasonKind.SPARES:
            if played is not None and played.thirds:
                return replace(reason, cards=(*reason.cards[:2], played))
        elif reason.kind in _BY_WORTH:
            if played is not None and reason.cards[0].thirds < played.thirds:
                return reason
        elif not any(_same(reason, other) for other in chosen.reasons):
            return reason
    mine = best.action
    if (isinstance(mine, Play) and played is not None and played.suit == mine.card.suit
            and played > mine.card and played.thirds):
        return Reason(ReasonKind.SAVES, (mine.card, played))
    return None


def _same(reason: Reason, other: Reason) -> bool:
    """True when ``other`` (a reason of another choice) says what ``reason`` says."""
    return (reason.kind, reason.cards[1:], reason.declaration, reason.signal,
            reason.count) == (other.kind, other.cards[1:], other.declaration, other.signal,
                              other.count)


def summarise(seat: int, reviews: Sequence[DecisionReview], match: Match,
              complete: bool) -> MatchReview:
    """The review of ``seat`` from its decision ``reviews`` in the replayed ``match``."""
    played = tuple(i + 1 for i, d in enumerate(match.dealings)
                   if any(isinstance(a, Play) for a in d.actions))
    unfinished = len(match.dealings) if match.deal.phase is not Phase.OVER else None
    return MatchReview(seat, tuple(sorted(reviews, key=lambda d: d.key)), played, complete,
                       unfinished, tuple(d.number for d in match.dealings))


def reasoned_anew(match: Match, reviews: Sequence[DecisionReview]) -> list[DecisionReview]:
    """``reviews`` of decisions in the replayed ``match`` (stored, perhaps by an older
    version) with the reasons of every choice found again as this version finds them
    (:func:`~.evaluator.reasoned`), so that a stored review gives today's whys; the
    values stay. A review whose decision the match does not have is kept as it is."""
    by_key = {r.key: r for r in reviews}
    seats = sorted({r.seat for r in reviews})
    for decision in decisions(match, seats, hindsight=False):
        review = by_key.get(decision.key)
        if review is not None and review.seat == decision.seat:
            try:
                evaluation = reasoned(review.evaluation, decision.observation)
            except KeyError:  # a declaration the observation does not allow: as stored
                continue
            by_key[decision.key] = replace(review, evaluation=evaluation)
    return [by_key[r.key] for r in reviews]


def has_decision(match: Match, seats: Sequence[int]) -> bool:
    """Whether ``seats`` chose anything in ``match`` (:func:`decisions`: a card among two
    or more): False for a match resigned before their first choice, which has nothing
    to analyse. Raises ValueError for a seat that is not at the table."""
    return next(decisions(match, seats, hindsight=False), None) is not None


def decisions(match: Match, seats: Sequence[int], *, hindsight: bool = True,
              settings: EvaluatorSettings = DEFAULT_SETTINGS) -> Iterator[Decision]:
    """The decisions of ``seats`` in the replayed ``match`` (a record read by
    ``records.from_record``), in record order. With ``hindsight``, those at most
    ``settings.exact_four`` (four players) or ``exact_two`` tricks from the end of the
    deal carry the true deal, unless the seat already sees every card that matters.
    Raises ValueError for a seat that is not at the table."""
    rules = match.rules
    for wanted in seats:
        if not 0 <= wanted < rules.players:
            raise ValueError(f"no seat {wanted} in a {rules.players}-player match")
    near = settings.exact_four if rules.players == 4 else settings.exact_two
    again = Match(rules, match.seed, match.names, dealer=match.first_dealer,
                  layouts=[d.layout for d in match.dealings])
    for number, dealing in enumerate(match.dealings, start=1):
        for k, action in enumerate(dealing.actions):
            seat = again.seat_to_act()
            if seat is not None and seat in seats and isinstance(action, Play):
                obs = again.observe(seat)
                if valued(obs) and _choices(obs) > 1:
                    deal = again.deal
                    truth = None
                    if hindsight and rules.tricks_per_deal - deal.trick_number <= near:
                        truth = true_position(deal)
                    yield Decision(number, k, seat, obs, action, truth)
            again.apply(action)


def _choices(obs: Observation) -> int:
    """Distinct choices the evaluator values: cards to play and declarations."""
    return len({a.card if isinstance(a, Play) else a for a in obs.legal_actions
                if isinstance(a, Play | Declare)})


def true_position(deal: DealPosition) -> Position:
    """The running deal with every card where it really is (hindsight only: it reads
    the hidden hands, the stock's order and the face-down pile cards)."""
    thirds = deal.thirds_by_seat
    piles = [[list(p) for p in deal.piles[s]] for s in range(deal.n)] \
        if any(deal.piles[s] for s in range(deal.n)) else []
    return Position([mask_of(h) for h in deal.hands], deal.leader,
                    trick=[c for _, c in deal.trick],
                    thirds=(sum(thirds[0::2]), sum(thirds[1::2])),
                    tricks_left=deal.rules.tricks_per_deal - deal.trick_number,
                    gone=mask_of(c for t in deal.tricks for _, c in t.plays),
                    stock=list(deal.stock), piles=piles)


def review_decision(decision: Decision, seed: int,
                    settings: EvaluatorSettings = DEFAULT_SETTINGS) -> DecisionReview:
    """Review ``decision`` (run in the worker processes): the evaluation with the random
    numbers of ``seed`` and, when ``decision.truth`` is set and the evaluation was not
    already exact, the hindsight line. Raises :class:`~.evaluator.EvaluationError`."""
    obs = decision.observation
    evaluation = evaluate_observation(obs, seed, settings)
    hindsight = None
    chosen = decision.chosen
    if decision.truth is not None and evaluation.method is not Method.EXACT:
        hindsight = _hindsight(decision.truth, obs.seat % 2, chosen.card)
    return DecisionReview(decision.deal, decision.action, decision.seat, obs.trick_number,
                          chosen, evaluation, hindsight)


def _hindsight(truth: Position, side: int, chosen: Card) -> Hindsight:
    """The exact values of every legal card on the true deal, for ``side``."""
    exact = Solver().move_values(truth)
    values = [(CARDS[c], side_thirds(truth.thirds[0] + v, side)) for c, v in exact.items()]
    values.sort(key=lambda cv: (-cv[1], cv[0].thirds, cv[0].rank, cv[0]))
    return Hindsight(tuple(values), chosen)
