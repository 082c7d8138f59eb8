"""Analysing a finished match in the background: every decision of the chosen seats
reviewed on the search's worker processes, cancellable and resumable.

:func:`analyse` hands the decisions (:func:`.review.decisions`) to the pool of
:mod:`tressette_gui.bots.search.workers` a few at a time (so a bot that thinks meanwhile
waits for one decision at most), reports each review as it arrives (``on_review``: the
caller stores it) and the progress, and stops early when ``cancel`` is set. Decisions
already reviewed (``done``, e.g. read back from the history) are skipped, so a stopped
analysis resumes where it was. Each decision's random numbers come from
``settings.seed`` and its place in the record, so the results are the same in any
order, on any number of processes, stopped and resumed or not.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, wait
from dataclasses import dataclass

from ..bots.search.workers import pool
from ..engine import Match
from .evaluator import ANALYSIS_SETTINGS, EvaluationError, EvaluatorSettings
from .review import Decision, DecisionReview, MatchReview, decisions, review_decision, summarise

__all__ = ["DEFAULT_ANALYSIS", "AnalysisSettings", "analyse", "decision_seed"]

#: How often (seconds) a waiting analysis looks at its ``cancel`` event.
POLL_S = 0.1


@dataclass(frozen=True, slots=True)
class AnalysisSettings:
    """``evaluator``: how hard each decision is searched (default
    :data:`~.evaluator.ANALYSIS_SETTINGS`); ``hindsight``: add the line
    "with every card known" near the end of a deal; ``workers``: processes reviewing
    decisions side by side (1: in this process, one after the other); ``seed``: the
    base of every decision's random numbers. Raises ValueError for ``workers`` below 1.
    """

    evaluator: EvaluatorSettings = ANALYSIS_SETTINGS
    hindsight: bool = True
    workers: int = 2
    seed: int = 0

    def __post_init__(self) -> None:
        if self.workers < 1:
            raise ValueError(f"workers must be at least 1, not {self.workers}")


def decision_seed(base: int, deal: int, action: int) -> int:
    """The seed of the decision at (``deal``, ``action``) of an analysis seeded ``base``."""
    return (base * 1_000 + deal) * 10_000 + action


#: The default analysis settings.
DEFAULT_ANALYSIS = AnalysisSettings()


def analyse(match: Match, seats: Sequence[int], settings: AnalysisSettings = DEFAULT_ANALYSIS,
            *, done: Mapping[tuple[int, int], DecisionReview] | None = None,
            on_review: Callable[[DecisionReview], object] | None = None,
            progress: Callable[[int, int], object] | None = None,
            cancel: threading.Event | None = None) -> dict[int, MatchReview]:
    """Review every decision of ``seats`` in the replayed ``match``; per seat its
    :class:`~.review.MatchReview` (``complete`` False when cancelled).

    ``done``: reviews already made, by (deal, action), reused as they are;
    ``on_review(review)``: called in this thread for each new review, as it arrives;
    ``progress(done, total)``: decisions reviewed (or reused) and to review, called in
    this thread at the start and after each decision; ``cancel``: when set, no new
    decision starts and the reviews made so far are returned (decisions already running
    on a process finish first, a second or two). A decision whose observation no deal
    fits (an engine or knowledge bug) is left out. Raises ValueError for a seat that is
    not at the table.
    """
    reused = {key: r for key, r in (done or {}).items() if r.seat in seats}
    todo = [d for d in decisions(match, seats, hindsight=settings.hindsight,
                                 settings=settings.evaluator) if d.key not in reused]
    reviews = list(reused.values())
    total = len(todo) + len(reviews)
    count = len(reviews)

    def stopped() -> bool:
        return cancel is not None and cancel.is_set()

    def arrived(review: DecisionReview | None) -> None:
        nonlocal count
        count += 1
        if review is not None:
            reviews.append(review)
            if on_review is not None:
                on_review(review)
        if progress is not None:
            progress(count, total)

    if progress is not None:
        progress(count, total)
    if settings.workers == 1:
        while todo and not stopped():
            arrived(_review(todo.pop(0), settings))
    else:
        executor = pool(settings.workers)
        pending: set[Future[DecisionReview | None]] = set()
        while todo or pending:
            while todo and len(pending) < 2 * settings.workers and not stopped():
                pending.add(executor.submit(_review, todo.pop(0), settings))
            if not pending:
                break
            ready, pending = wait(pending, timeout=POLL_S, return_when=FIRST_COMPLETED)
            for future in ready:
                arrived(future.result())
    complete = not todo
    return {seat: summarise(seat, [r for r in reviews if r.seat == seat], match, complete)
            for seat in seats}


def _review(decision: Decision, settings: AnalysisSettings) -> DecisionReview | None:
    """One decision's review, None when no deal fits its observation (run in the pool)."""
    seed = decision_seed(settings.seed, decision.deal, decision.action)
    try:
        return review_decision(decision, seed, settings.evaluator)
    except EvaluationError:
        return None

