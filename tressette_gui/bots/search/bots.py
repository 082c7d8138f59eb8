"""Esperto and Campione: determinized search over the seat's observation.

Esperto (Perfect Information Monte Carlo): sample deals consistent with what
the seat knows (:mod:`.sampling`), value every card it may play in every
sample, by the playout policy or, with few tricks left, by the exact solver
(:mod:`.pimc`), and play the card with the best mean deal points (R6; ties:
more thirds, then the lowest card). In the two-player games the playouts also
declare the combinations that drawn or picked-up cards complete (R5,
:mod:`.declarations`), so an honour waiting for its napola or tris is kept.
In Spizzichino once the stock is empty nothing is hidden: the exact solver's
best card is played (the lowest of the optimal ones), so those tricks are
perfect; before that, the playouts stop where the stock runs out and value
the known ending left by an estimate of that exact play (:mod:`.leaf`).

Campione adds: inference in the four-player game (each sample weighs how
likely it makes the other seats' plays, :mod:`.inference`), the exact solver
from earlier in the deal, in Spizzichino a pesca playouts that play a policy
learned from Esperto's choices while the stock lasts (:mod:`.learned`),
and score awareness (when this deal can decide a points match, R7, it
maximises winning the match rather than the mean points).

Declarations, pick-ups, the piles' choice, the redeal question and the lead
signal follow Intermedio's rules (the search decides only which card to play).
When no sample fits the observation (:class:`~.sampling.SampleError`, a
knowledge the sampler cannot complete) the card follows Intermedio's rules
too, and the reason says so: the search always answers.

Time: ``budget_ms`` (the app's setting) makes the search anytime: batches of
samples until the budget is spent, on ``workers`` processes (default 2), so
the choice depends on the machine's speed. Without it the search evaluates a
fixed ``samples`` count (default :data:`SAMPLES`, a pesca :data:`SAMPLES_PESCA`;
Campione :data:`CAMPIONE_SAMPLES` and :data:`CAMPIONE_SAMPLES_PESCA`) and is
reproducible: the same observation and ``rng``
state give the same choice on any machine and for any ``workers`` (default 1
then). The arena uses the fixed count unless
given ``--budget-ms``.
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterator
from dataclasses import dataclass

from ...engine import Declare, Observation, PickUp, Play
from ..base import Decision
from ..intermedio import Intermedio
from ..knowledge import Knowledge
from .declarations import DeclaredState, declared_so_far
from .ending import all_known, solve_ending
from .inference import likelihood
from .pimc import DEAL_THIRDS, Value, evaluate_batch
from .position import Position
from .sampling import SampleError, draw_twin, sample_position
from .workers import pool

#: Samples per decision without a time budget (Esperto; four players, mazzetti).
SAMPLES = 48
#: Esperto's samples in Spizzichino a pesca (R3.2): its playouts stop where the
#: stock runs out, so they are cheap, and the first half's choices need more of
#: them (against ``greedy``, 500 pairs on seed 11, paired on the same pairs: 128
#: against 48 +0.48 +- 0.39 points per deal, issue 14 round 4; 192 against 128
#: +0.14 +- 0.34, round 5; benchmarks/bot_strength.md).
SAMPLES_PESCA = 192
#: Campione's samples without a time budget: the top level spends more of the
#: 1 s limit (p95 about 0.2 s on the development machine).
CAMPIONE_SAMPLES = 160
#: Campione's samples in Spizzichino a pesca: as many as Esperto's there, since
#: its learned playouts (:mod:`.learned`) take about 2.6 times as long (p95 0.83 s
#: per decision in one process; 576 samples of the rule-based playouts, issue 14
#: round 5, were no better than 192: benchmarks/bot_strength.md, round 9).
CAMPIONE_SAMPLES_PESCA = 192
#: Points a decided match is worth in Campione's utility, against deal points.
MATCH_POINTS = 25


@dataclass(frozen=True, slots=True)
class Style:
    """What distinguishes the levels: exact solver from ``exact_four`` tricks left
    (four players) or ``exact_two`` (two players), on at most ``exact_samples``
    samples when no time budget is set (a solve costs far more than a playout);
    ``infer_four`` (four players), ``infer_two`` (two players): weigh samples by
    the plays seen; ``match_aware``: play for the match when the deal can decide
    it; ``learned_pesca``: the playouts of Spizzichino a pesca play the learned
    policy while the stock lasts (:mod:`.learned`)."""

    exact_four: int
    exact_two: int
    exact_samples: int
    infer_four: bool
    infer_two: bool
    match_aware: bool
    learned_pesca: bool


ESPERTO = Style(exact_four=4, exact_two=4, exact_samples=SAMPLES, infer_four=False,
                infer_two=False, match_aware=False, learned_pesca=False)
#: Heads-up Campione does not infer: its opponent model (the playout policy) is
#: not how a searching opponent plays, and without it Campione scores as well or
#: better against Esperto (benchmarks/bot_strength.md, issue 14 round 3).
CAMPIONE = Style(exact_four=5, exact_two=6, exact_samples=16, infer_four=True,
                 infer_two=False, match_aware=True, learned_pesca=True)


class SearchBot:
    """A PIMC player (see the module docstring).

    ``budget_ms``: thinking time per card in milliseconds (None: fixed sample
    count); ``samples``: the fixed count (None: the level's ``default_samples``,
    ``default_samples_pesca`` in Spizzichino a pesca, see :meth:`samples_for`) or,
    with a budget, the most samples to take (None: no limit but the budget);
    ``workers``: processes (None: 2 with a budget, else 1). Raises ValueError for
    a budget, sample count or worker count below 1.
    """

    name = "search"
    style = ESPERTO
    default_samples = SAMPLES
    default_samples_pesca = SAMPLES_PESCA

    def __init__(self, budget_ms: int | None = None, *, samples: int | None = None,
                 workers: int | None = None) -> None:
        for label, value in (("budget_ms", budget_ms), ("samples", samples),
                             ("workers", workers)):
            if value is not None and value < 1:
                raise ValueError(f"{label} must be at least 1, not {value}")
        self.budget_ms = budget_ms
        self.samples = samples
        self.workers = workers if workers is not None else (1 if budget_ms is None else 2)
        self.rules = Intermedio()
        if self.workers > 1:
            pool(self.workers)  # start the processes now, not at the first card

    def samples_for(self, variant: str) -> int:
        """The most samples per decision in the game ``variant`` (R3): the count
        given, else with a budget 10,000 (the budget decides), else the level's
        default for that game."""
        if self.samples is not None:
            return self.samples
        if self.budget_ms is not None:
            return 10_000
        return self.default_samples_pesca if variant == "spizzichino" else self.default_samples

    def choose(self, obs: Observation, rng: random.Random) -> Decision:
        """Choose an action for ``obs.seat`` (see :class:`~..base.Bot`)."""
        know = Knowledge.from_observation(obs)
        legal = obs.legal_actions
        plays = [a for a in legal if isinstance(a, Play) and a.signal is None]
        if not plays or any(isinstance(a, Declare | PickUp) for a in legal):
            return self.rules.decide(obs, know, rng)
        cards = sorted({int(p.card) for p in plays})
        if len(cards) == 1:
            best, reason = cards[0], "carta obbligata"
        else:
            try:
                best, reason = self._search(obs, know, cards, rng)
            except SampleError:
                ruled = self.rules.decide(obs, know, rng)
                return Decision(ruled.action, "nessuna smazzata coerente con quel che so, "
                                f"gioco a regola: {ruled.reason}")
        play = next(p for p in plays if p.card == best)
        if not obs.trick:
            play = self.rules.signal_for(obs, know, legal, play)
        return Decision(play, reason)

    # ------------------------------------------------------------------ search
    def _search(self, obs: Observation, know: Knowledge, cards: list[int],
                rng: random.Random) -> tuple[int, str]:
        side = obs.seat % 2
        style = self.style
        exact = style.exact_four if obs.players == 4 else style.exact_two
        infer = style.infer_four if obs.players == 4 else style.infer_two
        limit = self.samples_for(obs.rules.variant)
        if self.budget_ms is None and obs.rules.tricks_per_deal - obs.trick_number <= exact:
            limit = min(limit, style.exact_samples)
        declared = declared_so_far(obs)
        if all_known(know):
            card, mine = solve_ending(obs, know, rng)
            return card, f"tutte le carte sono note: faccio {mine // 3} punti di carte"
        # a batch is never cut short: aim at 90% of the budget to stay inside it
        deadline = None if self.budget_ms is None else \
            time.perf_counter() + 0.9 * self.budget_ms / 1000
        utility = [0.0] * len(cards)
        thirds = [0.0] * len(cards)
        taken, total_weight = 0, 0.0
        batch = max(1, min(limit, 4 if deadline else limit) // self.workers)
        samples = self._samples(obs, know, rng)
        while taken < limit:
            started = time.perf_counter()
            jobs: list[list[Position]] = []
            for _ in range(self.workers):
                size = min(batch, limit - taken - sum(len(job) for job in jobs))
                if size > 0:
                    jobs.append([next(samples) for _ in range(size)])
            results = self._evaluate(jobs, cards, side, exact, declared)
            for positions, values in zip(jobs, results, strict=True):
                for pos, row in zip(positions, values, strict=True):
                    weight = likelihood(obs, pos) if infer else 1.0
                    for i, (t, points) in enumerate(row):
                        utility[i] += weight * self._utility(obs, t, points)
                        thirds[i] += weight * t
                    taken += 1
                    total_weight += weight
            if deadline is not None:
                now = time.perf_counter()
                if now + (now - started) > deadline:
                    break
                if now - started < (deadline - now) / 4:
                    batch *= 2
        order = sorted(range(len(cards)), key=lambda i: (-utility[i], -thirds[i], cards[i]))
        best = order[0]
        mean = thirds[best] / total_weight / 3
        return cards[best], f"ricerca su {taken} smazzate: circa {mean:.1f} punti di carte"

    def _samples(self, obs: Observation, know: Knowledge,
                 rng: random.Random) -> Iterator[Position]:
        """Samples without end, drawn as they are taken: each new one
        (:meth:`_sample`) followed, in a pesca, by its :func:`~.sampling.draw_twin`,
        so the luck of the draws weighs the same on taking a trick and leaving it
        (issue 14 round 4). The order does not depend on the batches or workers.
        Raises :class:`~.sampling.SampleError` as :meth:`_sample` does."""
        while True:
            pos = self._sample(obs, know, rng)
            yield pos
            twin = draw_twin(pos)
            if twin is not None:
                yield twin

    def _sample(self, obs: Observation, know: Knowledge, rng: random.Random) -> Position:
        """One deal consistent with ``obs`` (:func:`~.sampling.sample_position`)."""
        return sample_position(obs, know, rng)

    def _evaluate(self, jobs: list[list[Position]], cards: list[int], side: int,
                  exact: int, declared: list[DeclaredState] | None) -> list[list[list[Value]]]:
        learned = self.style.learned_pesca
        if self.workers == 1:
            return [evaluate_batch(job, cards, side, exact, declared, learned) for job in jobs]
        executor = pool(self.workers)
        futures = [executor.submit(evaluate_batch, job, cards, side, exact, declared, learned)
                   for job in jobs]
        return [f.result() for f in futures]

    def _utility(self, obs: Observation, side_thirds: int, declaring: int = 0) -> float:
        """The value of the deal ending with ``side_thirds`` card thirds for the
        searching side (R6) and ``declaring`` points declared from now on by it
        minus the opponent (R5): its card points plus half of ``declaring`` (a
        card point that changes sides moves the margin by 2, a declared point by
        1); with ``match_aware``, the points margin, or +-MATCH_POINTS when the
        final score decides a points match (R7: near the target it plays for the
        match; ``deals`` matches are played for points)."""
        mine = side_thirds // 3
        if not self.style.match_aware:
            return mine + declaring / 2
        theirs = (DEAL_THIRDS - side_thirds) // 3
        side = obs.seat % 2
        declared = [0, 0]
        for d in obs.declarations:
            declared[d.seat % 2] += d.points
        a = obs.scores[side] + mine + declared[side] + max(declaring, 0)
        b = obs.scores[1 - side] + theirs + declared[1 - side] + max(-declaring, 0)
        rules = obs.rules
        if rules.match_end == "points" and max(a, b) >= rules.target and a != b:
            return MATCH_POINTS if a > b else -MATCH_POINTS
        return mine - theirs + declaring


class Esperto(SearchBot):
    """The Esperto level: PIMC with playouts and the exact solver for the last 4
    tricks (see the module docstring)."""

    name = "esperto"
    style = ESPERTO


class Campione(SearchBot):
    """The Campione level: Esperto plus inference (four players), the exact solver from 5 tricks
    left (four players) or 6 (two players), the learned playouts a pesca, score awareness, and
    :data:`CAMPIONE_SAMPLES` (a pesca :data:`CAMPIONE_SAMPLES_PESCA`) samples
    without a budget."""

    name = "campione"
    style = CAMPIONE
    default_samples = CAMPIONE_SAMPLES
    default_samples_pesca = CAMPIONE_SAMPLES_PESCA
