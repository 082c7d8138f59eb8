"""The analyses in the history database (issue 16, schema version 3): each decision
stored in its own transaction as it arrives, a stopped analysis resumed, a finished one
never run again, damaged rows reviewed again, and a version-2 database migrated."""

from __future__ import annotations

import json
import random
import sqlite3
import threading
from pathlib import Path

import pytest

from tests.bots.bot_positions import position
from tests.history.history_support import names, random_match
from tests.ui.test_review_why import SINGLETON
from tressette_gui.analysis import (
    ActionValue,
    Evaluation,
    EvaluatorSettings,
    Method,
    Reason,
    ReasonKind,
)
from tressette_gui.analysis.review import DecisionReview, decisions
from tressette_gui.analysis.runner import AnalysisSettings, analyse
from tressette_gui.bots.intermedio import Intermedio
from tressette_gui.engine import Card, Match, Play, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat, UnknownMatchError
from tressette_gui.records import to_record

QUICK = AnalysisSettings(EvaluatorSettings(samples=16, exact_samples=6), workers=1)


def played() -> Match:
    """A one-deal Tressette played to the end by Intermedio."""
    rules = Rules.for_variant("tressette", match_end="deals", deals=1,
                              redeal_under_one_point=False, collatondrione=False)
    match = Match(rules, 3, names(rules))
    rng = random.Random(3)
    while (seat := match.seat_to_act()) is not None:
        match.apply(Intermedio().choose(match.observe(seat), rng).action)
    return match


@pytest.fixture
def stored(tmp_path: Path) -> tuple[History, int]:
    history = History(tmp_path / "history.sqlite")
    ada = history.profiles.create("Ada", "#c03030").id
    match_id = history.matches.store(played(), [ProfileSeat(ada), BotSeat("esperto"),
                                                 BotSeat("esperto"), BotSeat("esperto")])
    return history, match_id


def test_an_analysis_is_stored_and_never_run_again(stored: tuple[History, int]) -> None:
    history, match_id = stored
    analyses = history.analyses
    assert analyses.review(match_id, 0) is None and not analyses.finished(match_id, 0)
    review = analyses.run(match_id, [0], QUICK)[0]
    assert review.complete and analyses.finished(match_id, 0)
    assert review == analyses.review(match_id, 0)
    assert review == analyse(history.matches.load(match_id), [0], QUICK)[0]
    rows = history.connection.execute(
        "SELECT deal, action, lost, mark FROM analysed_decisions ORDER BY deal, action"
    ).fetchall()
    assert [(d.deal, d.action, d.lost, None if d.mark is None else d.mark.value)
            for d in review.decisions] == rows
    calls: list[tuple[int, int]] = []
    assert analyses.run(match_id, [0], QUICK, progress=lambda a, b: calls.append((a, b))) \
        == {0: review}
    assert calls == []  # nothing was run again


def test_a_stopped_analysis_resumes_where_it_was(stored: tuple[History, int]) -> None:
    history, match_id = stored
    cancel = threading.Event()
    seen: list[int] = []

    def stop_after_two(done: int, total: int) -> None:
        seen.append(done)
        if done == 2:
            cancel.set()

    partial = history.analyses.run(match_id, [1], QUICK, progress=stop_after_two,
                                   cancel=cancel)[1]
    assert not partial.complete and len(partial.decisions) == 2
    assert not history.analyses.finished(match_id, 1)
    assert history.analyses.review(match_id, 1) == partial
    counts: list[int] = []
    whole = history.analyses.run(match_id, [1], QUICK, progress=lambda a, b: counts.append(a))[1]
    assert counts[0] == 2  # the two stored decisions were reused
    assert whole.complete and whole == analyse(history.matches.load(match_id), [1], QUICK)[1]


def test_a_damaged_row_is_reviewed_again(stored: tuple[History, int]) -> None:
    history, match_id = stored
    first = history.analyses.run(match_id, [0], QUICK)[0]
    key = first.decisions[0].key
    history.connection.execute(
        "UPDATE analysed_decisions SET review = ? WHERE deal = ? AND action = ?",
        (json.dumps({"deal": "x"}), *key))
    assert key not in history.analyses.reviews(match_id, 0)
    damaged = history.analyses.review(match_id, 0)
    assert damaged is not None and not damaged.complete
    again = history.analyses.run(match_id, [0], QUICK)[0]
    assert again == first and history.analyses.review(match_id, 0) == first


def test_storing_for_an_unknown_match_is_refused(stored: tuple[History, int]) -> None:
    history, match_id = stored
    review = history.analyses.run(match_id, [0], QUICK)[0]
    with pytest.raises(sqlite3.IntegrityError):
        history.analyses.store(match_id + 1, review.decisions[0])
    assert history.connection.execute(
        "SELECT count(*) FROM analyses WHERE match_id = ?", (match_id + 1,)).fetchone() == (0,)


def test_a_version_2_database_gets_the_analysis_tables(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    with History(path) as history:
        history.matches.import_record(to_record(played()))
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    conn.execute("DROP TABLE analysed_decisions")
    conn.execute("DROP TABLE analyses")
    conn.execute("PRAGMA user_version = 2")
    conn.execute("COMMIT")
    conn.close()
    with History(path) as history:
        assert history.connection.execute("PRAGMA user_version").fetchone() == (3,)
        assert history.matches.count() == 1
        review = history.analyses.run(1, [2], QUICK)[2]
        assert review.complete and review.decisions


def test_each_human_seat_of_a_hot_seat_match_is_analysed_apart(tmp_path: Path) -> None:
    """Hot seat: the people at seats 0 and 2 are analysed, each stored under its seat;
    an imported record's seats are all guests; an unknown match is refused."""
    with History(tmp_path / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        bo = history.profiles.create("Bo", "#3030c0").id
        match = played()
        match_id = history.matches.store(match, [ProfileSeat(ada), BotSeat("esperto"),
                                                 ProfileSeat(bo), BotSeat("esperto")])
        assert history.matches.human_seats(match_id) == (0, 2)
        analyses = history.analyses
        reviews = analyses.run(match_id, [2], QUICK)
        assert set(reviews) == {2} and reviews[2].complete and reviews[2].decisions
        assert {d.seat for d in reviews[2].decisions} == {2}
        assert analyses.finished(match_id, 2) and not analyses.finished(match_id, 0)
        assert analyses.review(match_id, 0) is None
        assert analyses.review(match_id, 2) == reviews[2]
        other = random_match(Rules.for_variant("tressette", match_end="deals", deals=1), 5)
        imported = history.matches.import_record(to_record(other)).match_id
        assert history.matches.human_seats(imported) == (0, 1, 2, 3)
        with pytest.raises(UnknownMatchError):
            history.matches.human_seats(999)


def test_a_stored_review_gives_today_s_reasons(tmp_path: Path) -> None:
    """A review stored before a version that words more reasons (the session-12
    playtest's line had none) is read back with the reasons found again: the lead of the
    Re di spade from a long suit against the lone Cinque di denari."""
    match = position("tressette", SINGLETON)
    rng = random.Random(1)
    while (seat := match.seat_to_act()) is not None:
        match.apply(Intermedio().choose(match.observe(seat), rng).action)
    history = History(tmp_path / "history.sqlite")
    ada = history.profiles.create("Ada", "#c03030").id
    match_id = history.matches.store(match, [ProfileSeat(ada), *(BotSeat("esperto"),) * 3])
    first = next(decisions(match, [0], hindsight=False))
    king, five = Play(Card.from_code("Rs")), Play(Card.from_code("5d"))
    old = Evaluation(0, (ActionValue(king, 10.0, ()), ActionValue(five, 7.0, ())),
                     Method.PLAYOUTS, 8)  # as stored by a version without these reasons
    history.analyses.store(match_id, DecisionReview(first.deal, first.action, 0,
                                                    first.observation.trick_number, five,
                                                    old, None))
    review = history.analyses.review(match_id, 0)
    assert review is not None
    (decision,) = review.decisions
    assert decision.lost == 3.0 and decision.evaluation.values[0].thirds == 10.0
    assert decision.why == Reason(ReasonKind.LEADS_LONG, (king.card,), count=3)
