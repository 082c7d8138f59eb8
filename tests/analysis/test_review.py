"""Reviewing a finished match (issue 16): which actions are decisions, the marks by
points lost, the summary per match, hindsight near the end of a deal, and the
background analysis on the worker pool (progress, cancel, resume, same results on any
number of processes); stored reviews read back exactly or are refused."""

from __future__ import annotations

import copy
import json
import random
import threading
from typing import Any

import pytest

from tests.analysis.analysis_support import FAST, one_deal, play
from tests.bots.bot_positions import position
from tressette_gui.analysis import Method
from tressette_gui.analysis.review import (
    DecisionReview,
    Mark,
    decisions,
    mark_of,
    review_decision,
)
from tressette_gui.analysis.runner import AnalysisSettings, analyse, decision_seed
from tressette_gui.analysis.stored import (
    StoredReviewError,
    review_from_dict,
    review_to_dict,
)
from tressette_gui.engine import Declare, Match, Play

QUICK = AnalysisSettings(FAST, workers=1)


def finished(game: str, seed: int, **options: object) -> Match:
    """A one-deal match played to the end by Intermedio."""
    return play(Match(one_deal(game, **options), seed), random.Random(seed))


@pytest.fixture(scope="module")
def tressette() -> Match:
    return finished("tressette", 5)


def test_decisions_are_the_seats_real_choices(tressette: Match) -> None:
    """Every decision is an action of the seat with two choices or more, at its place in
    the record; forced cards are left out."""
    found = list(decisions(tressette, [0, 2]))
    actions = tressette.dealings[0].actions
    assert found and all(d.deal == 1 and d.seat in (0, 2) for d in found)
    assert [d.key for d in found] == sorted(d.key for d in found)
    for d in found:
        assert d.chosen == actions[d.action]
        assert d.chosen in d.observation.legal_actions
        cards = {a.card for a in d.observation.legal_actions if isinstance(a, Play)}
        assert len(cards) > 1
    plays_of_0 = sum(1 for d in found if d.seat == 0)
    assert 5 <= plays_of_0 < 10  # the last card is always forced
    with pytest.raises(ValueError, match="no seat 4 in a 4-player match"):
        list(decisions(tressette, [4]))


def test_a_card_played_instead_of_declaring_is_a_blunder() -> None:
    """R5, four players: a tris not declared in the first turn is lost; the declaration
    itself is not a decision (never worse than not declaring)."""
    tris = "3c 3d 3s 4c 5c 6c 7c 4d 5d 6d"
    forgot = position("tressette", tris, "4c")
    [decision] = decisions(forgot, [0])
    review = review_decision(decision, 1, FAST)
    assert isinstance(review.best, Declare) and review.mark is Mark.BLUNDER
    assert review.lost >= 9
    declared = position("tressette", tris, "declare, 4c")
    assert isinstance(declared.dealings[0].actions[0], Declare)
    assert [d.key for d in decisions(declared, [0])] == [(1, 1)]


def test_hindsight_is_given_near_the_end_only(tressette: Match) -> None:
    for d in decisions(tressette, [0]):
        near = 10 - d.observation.trick_number <= FAST.exact_four
        assert (d.truth is not None) == near


@pytest.mark.parametrize(("thirds", "mark"), [
    (0.0, None), (0.99, None), (1 - 1e-9, Mark.INACCURACY), (1, Mark.INACCURACY),
    (2.99, Mark.INACCURACY), (3, Mark.MISTAKE), (5.999, Mark.MISTAKE), (6, Mark.BLUNDER),
    (30, Mark.BLUNDER)])
def test_marks_by_points_lost(thirds: float, mark: Mark | None) -> None:
    """Inaccuracy from 1/3 point, mistake from 1, blunder from 2."""
    assert mark_of(thirds) is mark


def test_a_match_review(tressette: Match) -> None:
    progress: list[tuple[int, int]] = []
    stored: list[DecisionReview] = []
    review = analyse(tressette, [0], QUICK, progress=lambda a, b: progress.append((a, b)),
                     on_review=stored.append)[0]
    total = len(list(decisions(tressette, [0])))
    assert review.complete and review.seat == 0 and review.dealings == (1,)
    assert [d.key for d in review.decisions] == [d.key for d in stored] == sorted(
        d.key for d in stored)
    assert progress == [(k, total) for k in range(total + 1)]
    lost = sum(d.lost for d in review.decisions) / 3
    assert review.lost_per_deal == pytest.approx(lost) == pytest.approx(review.lost_in_deal(1))
    worst = review.worst()
    assert len(worst) <= 3 and all(d.mark is not None for d in worst)
    assert [d.lost for d in worst] == sorted((d.lost for d in worst), reverse=True)
    marked = [d for d in review.decisions if d.mark is not None]
    assert set(worst) <= set(marked) and len(worst) == min(3, len(marked))
    for d in review.decisions:
        assert d.lost >= 0 and d.mark is mark_of(d.lost)
        assert (d.lost == 0) == (d.evaluation.value_of(d.chosen) == d.evaluation.best)
        if d.hindsight is not None:
            assert d.hindsight.lost >= 0 and d.hindsight.best in {
                c for c, v in d.hindsight.values if v == d.hindsight.values[0][1]}


def test_no_hindsight_when_every_card_is_known() -> None:
    """R3.2: once the stock is empty the evaluation itself is exact."""
    match = finished("spizzichino", 2)
    review = analyse(match, [1], QUICK)[1]
    late = [d for d in review.decisions if d.trick >= 10]
    assert late and all(d.evaluation.method is Method.EXACT and d.hindsight is None
                        for d in late)


def test_cancel_and_resume_give_the_same_review(tressette: Match) -> None:
    """A cancelled analysis returns what it has; resumed with those reviews it ends as
    an analysis never stopped (each decision has its own seed)."""
    cancel = threading.Event()
    partial = analyse(tressette, [2], QUICK, cancel=cancel,
                      on_review=lambda review: cancel.set())[2]
    assert not partial.complete and len(partial.decisions) == 1
    done = {d.key: d for d in partial.decisions}
    resumed = analyse(tressette, [2], QUICK, done=done)[2]
    whole = analyse(tressette, [2], QUICK)[2]
    assert resumed == whole and resumed.complete
    assert resumed.decisions[0] is partial.decisions[0]


def test_worker_processes_give_the_same_review(tressette: Match) -> None:
    one = analyse(tressette, [0], QUICK)[0]
    cancel = threading.Event()
    two = analyse(tressette, [0], AnalysisSettings(FAST, workers=2), cancel=cancel)[0]
    assert two == one
    assert decision_seed(0, 1, 7) != decision_seed(0, 1, 8) != decision_seed(1, 1, 8)
    with pytest.raises(ValueError, match="workers must be at least 1"):
        AnalysisSettings(workers=0)


# ------------------------------------------------------------- stored reviews
@pytest.fixture(scope="module")
def reviews(tressette: Match) -> list[DecisionReview]:
    spizzichino = finished("spizzichino", 4)
    return [*analyse(tressette, [1], QUICK)[1].decisions,
            *analyse(spizzichino, [0], QUICK)[0].decisions]


def test_stored_reviews_read_back_exactly(reviews: list[DecisionReview]) -> None:
    assert any(d.hindsight is not None for d in reviews)
    for review in reviews:
        text = json.dumps(review_to_dict(review))
        assert review_from_dict(json.loads(text)) == review


def spoiled(data: dict[str, Any]) -> list[Any]:
    """Versions of a stored review, each wrong in one way."""
    out: list[Any] = [[data], None, {**data, "extra": 1}]
    for key in data:
        out.append({k: v for k, v in data.items() if k != key})
        wrongs: tuple[object, ...] = ("x", -1, 1.5, None, True, [], {}, 10**9)
        for wrong in wrongs:
            if wrong != data[key] and not (key == "hindsight" and wrong is None):
                out.append({**data, key: wrong})
    bad = copy.deepcopy(data)
    bad["values"][0]["reasons"][0]["kind"] = "wins"
    out.append(bad)
    bad = copy.deepcopy(data)
    bad["values"][0]["thirds"] = float("inf")
    out.append(bad)
    bad = copy.deepcopy(data)
    bad["values"][0]["reasons"][0]["cards"] = ["Zz"]
    out.append(bad)
    bad = copy.deepcopy(data)
    bad["values"] = [v for v in bad["values"] if v["action"] != bad["chosen"]]
    out.append(bad)
    bad = copy.deepcopy(data)
    bad["values"] = bad["values"] * 30
    out.append(bad)
    nested: Any = data
    for _ in range(30):
        nested = [nested]
    out.append(nested)
    return out


def test_a_damaged_stored_review_is_refused(reviews: list[DecisionReview]) -> None:
    data = review_to_dict(next(d for d in reviews if d.hindsight is not None))
    count = 0
    for bad in spoiled(data):
        with pytest.raises(StoredReviewError):
            review_from_dict(bad)
        count += 1
    assert count > 60
    hindsight = copy.deepcopy(data)
    hindsight["hindsight"]["chosen"] = "4b" if data["hindsight"]["chosen"] != "4b" else "5b"
    with pytest.raises(StoredReviewError, match="no hindsight value"):
        review_from_dict(hindsight)
