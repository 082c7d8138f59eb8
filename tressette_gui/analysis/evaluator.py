"""The evaluator: what every legal action of a seat is worth, from its observation alone.

Used by hints and by the analysis of a finished match. The value of an action is the
**expected points of the player's side to the end of the deal**, in points = thirds / 3
(unrounded): the side's card thirds at the end of the deal (what it holds now, the
tricks to come, the last trick's 3 thirds, R6) divided by 3, plus the declaration
points (R5) it makes from now on, minus those the opponents make from now on. Only the
differences between actions matter for a choice; the level helps a reader.

How (the Campione search of :mod:`tressette_gui.bots.search`, with more samples):

- **every card known** (Spizzichino a pesca once the stock is empty, mazzetti once no
  pile hides a card): the one deal consistent with the observation is solved exactly
  (:class:`~tressette_gui.bots.search.solver.Solver`), every card valued;
- otherwise deals consistent with the observation are sampled
  (:mod:`~tressette_gui.bots.search.sampling`), weighted by how well they explain the
  plays seen (:mod:`~tressette_gui.bots.search.inference`), and each candidate card is
  played out on each sample: exactly when few tricks are left (a **small ending**),
  else by the playout policy, which also declares in the two-player games (in
  Spizzichino it stops where the stock runs out, :mod:`~tressette_gui.bots.search.leaf`).

Declarations (R5): declaring is worth its points on top of the best card; a card played
instead keeps a combination's points only when the rules let it be declared in a later
turn and the card does not break it. Signals (R8) are not valued: a card led with a
signal is worth what the card is. Pick-ups (R3.3), the redeal question (R7) and the
choice of piles are not valued (:func:`valued` says whether an observation is).

Deterministic: the same observation, ``seed`` and settings give the same values on
any machine and for any number of worker processes; the hidden cards are never read
(the observation does not hold them).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TypeVar

from ..bots.knowledge import Knowledge
from ..bots.search.declarations import declared_so_far
from ..bots.search.ending import all_known
from ..bots.search.inference import likelihood
from ..bots.search.pimc import DEAL_THIRDS, evaluate
from ..bots.search.position import Position
from ..bots.search.sampling import SampleError, sample_position
from ..bots.search.solver import Solver
from ..bots.search.workers import pool
from ..engine import (
    Action,
    Card,
    Declaration,
    DeclarationKind,
    Declare,
    Observation,
    Play,
    Rank,
    declaration_points,
)
from .reasons import Reason, ReasonKind, reasons_for

__all__ = ["ANALYSIS_SETTINGS", "DEFAULT_SETTINGS", "HINT_SETTINGS", "ActionValue",
           "Evaluation", "EvaluationError", "EvaluatorSettings", "Method",
           "evaluate_observation", "valued"]

#: Thirds of one whole point: what an Asso is worth (R1).
POINT = Rank.ASSO.thirds

S = TypeVar("S")
T = TypeVar("T")


@dataclass(frozen=True, slots=True)
class EvaluatorSettings:
    """How hard the evaluator searches. ``samples``: deals sampled when the playout
    policy values them (Campione takes 160 per card); ``exact_samples``: deals
    sampled when each is solved exactly (Campione 16); each sample is solved
    exactly from ``exact_four`` tricks left with four players, ``exact_two`` with
    two; ``workers``: processes sharing the samples of one evaluation (1: this
    process). Raises ValueError for a count below 1."""

    samples: int = 400
    exact_samples: int = 48
    exact_four: int = 5
    exact_two: int = 6
    workers: int = 1

    def __post_init__(self) -> None:
        for name in ("samples", "exact_samples", "exact_four", "exact_two", "workers"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be at least 1, not {getattr(self, name)}")


#: The evaluator's default settings.
DEFAULT_SETTINGS = EvaluatorSettings()
#: A hint during play: the defaults on the app's two search processes (p95 under 1.5 s
#: on two cores, ``benchmarks/analysis_speed.py``).
HINT_SETTINGS = EvaluatorSettings(workers=2)
#: The analysis of a finished match, where time allows more: more samples, and every
#: sample solved exactly from 6 tricks left with four players (one process per
#: decision; the decisions share the pool).
ANALYSIS_SETTINGS = EvaluatorSettings(samples=600, exact_samples=64, exact_four=6)


class Method(Enum):
    """How the values were found: ``EXACT`` every card is known and the one deal was
    solved; ``SOLVED_SAMPLES`` each sampled deal was solved (a small ending);
    ``PLAYOUTS`` each sampled deal was played out by the playout policy."""

    EXACT = "exact"
    SOLVED_SAMPLES = "solved_samples"
    PLAYOUTS = "playouts"


class EvaluationError(ValueError):
    """No deal fits the observation (an inconsistent observation): nothing valued."""


@dataclass(frozen=True, slots=True)
class ActionValue:
    """One choice: ``action`` (a legal Play without signal when there is one, else the
    first legal play of the card; or a Declare), its value ``thirds`` (expected thirds
    of the side, see the module docstring) and its ``reasons`` (the main one first)."""

    action: Play | Declare
    thirds: float
    reasons: tuple[Reason, ...]

    @property
    def points(self) -> float:
        """The value in points: ``thirds / 3``."""
        return self.thirds / POINT


@dataclass(frozen=True, slots=True)
class Evaluation:
    """The values of ``seat``'s choices, best first (ties: the cheaper card, R1
    thirds then strength, then the lower card), found by ``method`` over ``samples``
    deals (1 when exact)."""

    seat: int
    values: tuple[ActionValue, ...]
    method: Method
    samples: int

    @property
    def best(self) -> ActionValue:
        """The best choice."""
        return self.values[0]

    def value_of(self, action: Action) -> ActionValue | None:
        """The value of ``action``: a play counts as its card, whatever its signal (R8);
        None for an action not valued (a pick-up)."""
        for value in self.values:
            mine = value.action
            if mine == action or (isinstance(action, Play) and isinstance(mine, Play)
                                  and mine.card == action.card):
                return value
        return None

    def lost(self, action: Action) -> float | None:
        """Thirds ``action`` loses against the best choice (0 for the best); None for an
        action not valued."""
        value = self.value_of(action)
        return None if value is None else self.best.thirds - value.thirds


def valued(obs: Observation) -> bool:
    """True when it is ``obs.seat``'s turn to play a card (perhaps after declaring):
    the decisions the evaluator values."""
    return any(isinstance(a, Play) for a in obs.legal_actions)


def evaluate_observation(obs: Observation, seed: int,
                         settings: EvaluatorSettings = DEFAULT_SETTINGS) -> Evaluation:
    """The value of every choice of ``obs.seat`` (see the module docstring), with the
    random numbers of ``seed``.

    Raises ValueError when the observation is not :func:`valued`,
    :class:`EvaluationError` when no deal fits it.
    """
    if not valued(obs):
        raise ValueError(f"seat {obs.seat} has no card to play now")
    know = Knowledge.from_observation(obs)
    plays: dict[Card, Play] = {}
    for a in obs.legal_actions:
        if isinstance(a, Play) and (a.card not in plays or a.signal is None):
            plays[a.card] = a
    rng = random.Random(seed)
    cards = sorted(plays)
    try:
        thirds, method, samples = _card_values(obs, know, cards, rng, settings)
    except SampleError as exc:
        raise EvaluationError(str(exc)) from None
    declares = _declarations(obs)
    values = [ActionValue(plays[c], thirds[c] + POINT * _kept(obs, plays[c], declares),
                          _reasons(obs, know, plays[c], declares))
              for c in cards]
    if declares:
        top = max(thirds.values()) + POINT * sum(declares.values())
        values += [ActionValue(Declare(d), top, _reasons(obs, know, Declare(d), declares))
                   for d in declares]
    values.sort(key=_order)
    return Evaluation(obs.seat, tuple(values), method, samples)


def _reasons(obs: Observation, know: Knowledge, action: Play | Declare,
             declares: dict[Declaration, int]) -> tuple[Reason, ...]:
    """The reasons of ``action``: a play's declarations given up first (R5), then
    :func:`~.reasons.reasons_for`'s; ``declares`` as :func:`_declarations` gives them."""
    if isinstance(action, Declare):
        return tuple(reasons_for(obs, know, action, declares[action.declaration]))
    return tuple(_forgone(obs, action, declares) + reasons_for(obs, know, action))


def reasoned(evaluation: Evaluation, obs: Observation) -> Evaluation:
    """``evaluation`` of ``obs`` (one stored by an older version, say) with every
    choice's reasons found again from ``obs`` as this version finds them: the values
    and their order stay. Raises KeyError for a declaration ``obs`` does not allow."""
    know = Knowledge.from_observation(obs)
    declares = _declarations(obs)
    values = tuple(ActionValue(v.action, v.thirds, _reasons(obs, know, v.action, declares))
                   for v in evaluation.values)
    return Evaluation(evaluation.seat, values, evaluation.method, evaluation.samples)


def _order(value: ActionValue) -> tuple[float, int, int, int]:
    """Best first; among equal values a declaration, then the cheaper card (R1)."""
    action = value.action
    if isinstance(action, Declare):
        return (-value.thirds, -1, 0, 0)
    card = action.card
    return (-value.thirds, card.thirds, card.rank, card)


# ------------------------------------------------------------------ cards
def _card_values(obs: Observation, know: Knowledge, cards: list[Card], rng: random.Random,
                 settings: EvaluatorSettings) -> tuple[dict[Card, float], Method, int]:
    """Expected thirds (and declared points, as thirds) of the side per card."""
    side = obs.seat % 2
    if all_known(know):
        pos = sample_position(obs, know, rng)  # the only deal there is
        # the cards dealt round the workers, so each solves about as many
        finals = _spread(settings.workers, exact_batch, cards, interleave=True, pos=pos)
        return ({c: side_thirds(pos.thirds[0] + v, side) for c, v in zip(cards, finals,
                                                                        strict=True)},
                Method.EXACT, 1)
    exact_from = settings.exact_four if obs.players == 4 else settings.exact_two
    solved = obs.rules.tricks_per_deal - obs.trick_number <= exact_from
    count = settings.exact_samples if solved else settings.samples
    positions = [sample_position(obs, know, rng) for _ in range(count)]
    rows = _spread(settings.workers, value_batch, positions, obs=obs, cards=cards,
                   solved=solved)
    totals = [0.0] * len(cards)
    weight = 0.0
    for w, row in rows:  # in sample order: the same sums for any number of workers
        weight += w
        for i, v in enumerate(row):
            totals[i] += w * v
    method = Method.SOLVED_SAMPLES if solved else Method.PLAYOUTS
    return {c: totals[i] / weight for i, c in enumerate(cards)}, method, count


def _spread(workers: int, batch: Callable[..., list[T]], items: Sequence[S], *,
            interleave: bool = False, **arguments: object) -> list[T]:
    """``batch(items, **arguments)`` computed on ``workers`` processes of the search's
    pool (in this process for one), each given a share of ``items``: contiguous runs,
    or dealt round (``interleave``); the results in the order of ``items``."""
    workers = min(workers, len(items))
    if workers <= 1:
        return batch(items, **arguments)
    if interleave:
        shares = [items[i::workers] for i in range(workers)]
    else:
        size = -(-len(items) // workers)
        shares = [items[i:i + size] for i in range(0, len(items), size)]
    executor = pool(workers)
    results = [f.result() for f in [executor.submit(batch, share, **arguments)
                                    for share in shares]]
    if not interleave:
        return [r for result in results for r in result]
    out: list[T] = []
    for k in range(len(items)):
        out.append(results[k % workers][k // workers])
    return out


def side_thirds(final_side0: int, side: int) -> int:
    """Final thirds of ``side`` from side 0's (R6: the two make DEAL_THIRDS)."""
    return final_side0 if side == 0 else DEAL_THIRDS - final_side0


def value_batch(positions: Sequence[Position], *, obs: Observation, cards: Sequence[int],
                solved: bool) -> list[tuple[float, list[float]]]:
    """Per sampled deal of ``obs``: its weight (Campione's inference) and each card's
    final thirds of the side plus 3 per declared point of the side minus the
    opponents' (solved exactly if ``solved``). Run in the worker processes."""
    side = obs.seat % 2
    declared = declared_so_far(obs)
    out: list[tuple[float, list[float]]] = []
    for pos in positions:
        row = evaluate(pos, cards, side, solved, declared)
        out.append((likelihood(obs, pos), [float(t + POINT * d) for t, d in row]))
    return out


def exact_batch(cards: Sequence[int], *, pos: Position) -> list[int]:
    """For each of ``cards`` (legal in ``pos``), side 0's final thirds from now on once
    it is played, under best play by both sides (as
    :meth:`~tressette_gui.bots.search.solver.Solver.move_values`, for a share of the
    cards: run in the worker processes)."""
    solver = Solver()
    out = []
    for card in cards:
        before = pos.thirds[0]
        pos.play(card)
        out.append(pos.thirds[0] - before + solver.value(pos))
        pos.undo()
    return out


# ----------------------------------------------------------- declarations
def _declarations(obs: Observation) -> dict[Declaration, int]:
    """The legal declarations and the whole points each scores now (R5)."""
    before = {d.declaration.rank: d.declaration.kind for d in obs.declarations
              if d.seat == obs.seat}
    return {a.declaration: declaration_points(a.declaration, before.get(a.declaration.rank))
            for a in obs.legal_actions if isinstance(a, Declare)}


def _still(obs: Observation, play: Play, decl: Declaration, points: int) -> int:
    """The points of ``decl`` still to be had after ``play`` instead of declaring (R5):
    none when only the first turn may declare, or the card breaks a napola or tris;
    a quaterna broken keeps its tris (one point less)."""
    if not obs.rules.declare_any_turn:
        return 0
    if play.pile is not None or play.card not in decl.cards_needed:
        return points
    return points - 1 if decl.kind is DeclarationKind.QUATERNA else 0


def _kept(obs: Observation, play: Play, declares: dict[Declaration, int]) -> int:
    """Whole points of the legal declarations still to be had after ``play``."""
    return sum(_still(obs, play, d, p) for d, p in declares.items())


def _forgone(obs: Observation, play: Play, declares: dict[Declaration, int]) -> list[Reason]:
    """A FORGOES_DECLARATION reason per declaration ``play`` gives up (R5)."""
    out = []
    for d, p in declares.items():
        lost = p - _still(obs, play, d, p)
        if lost:
            held = tuple(c for c in d.cards_needed if c in obs.hand)
            out.append(Reason(ReasonKind.FORGOES_DECLARATION, held, declaration=d, count=lost))
    return out
