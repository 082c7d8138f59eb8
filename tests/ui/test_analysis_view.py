"""The analysis of a stored match in the replay viewer (issue 16): run in the
background with a progress bar, cancellable and resumed, stored so it runs once; each
decision of the player shows the best choice, the one made, the points lost and its
mark; the summary's links jump the replay there."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import images
from tressette_gui.analysis import EvaluatorSettings
from tressette_gui.analysis.runner import AnalysisSettings
from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat
from tressette_gui.ui.session.analysis_job import AnalysisResult
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A quick analysis for the tests (the app's takes about a second a decision).
QUICK = AnalysisSettings(evaluator=EvaluatorSettings(samples=8, exact_samples=4, exact_four=2,
                                                     exact_two=2), workers=1)


def one_deal(seed: int) -> Match:
    """A one-deal Tressette played by bots."""
    match = Match(Rules.for_variant("tressette", match_end="deals", deals=1), seed,
                  ["Ada", "Bo", "Cy", "Di"])
    bot, rng = make_bot("principiante"), random.Random(seed)
    while (seat := match.seat_to_act()) is not None:
        match.apply(bot.choose(match.observe(seat), rng).action)
    return match


def replaying(qtbot: QtBot, home: Path) -> tuple[MainWindow, int]:
    """A window whose replay viewer shows a stored one-deal match; its number."""
    home.mkdir(parents=True, exist_ok=True)
    with History(home / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        match_id = history.matches.store(one_deal(7), [ProfileSeat(ada),
                                                       *(BotSeat("principiante"),) * 3])
    return replay_window(qtbot, home, match_id), match_id


def replay_window(qtbot: QtBot, home: Path, match_id: int) -> MainWindow:
    """A new window over the history in ``home`` showing match ``match_id``."""
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive.open(home / "history.sqlite"))
    qtbot.addWidget(window)
    window.analysis.settings = QUICK
    window.show()
    window.replay_mode.start(match_id)
    return window


def run_to_end(qtbot: QtBot, window: MainWindow) -> AnalysisResult:
    with qtbot.waitSignal(window.analysis.job.finished, timeout=120_000) as done:
        window.analysis_pane.analyse_button.click()
        assert window.analysis_pane.progress.isVisible()
        assert window.analysis_pane.cancel_button.isVisible()
    result = done.args[0]
    assert isinstance(result, AnalysisResult)
    return result


def test_the_analysis_runs_once_and_marks_each_decision(qtbot: QtBot, tmp_path: Path) -> None:
    window, match_id = replaying(qtbot, tmp_path)
    pane = window.analysis_pane
    assert pane.isVisible() and pane.analyse_button.isVisible() and not pane.summary.text()
    result = run_to_end(qtbot, window)
    review = result.review
    assert review is not None and review.complete and review.decisions
    assert not pane.progress.isVisible() and not pane.analyse_button.isVisible()
    assert "points lost per deal" in pane.summary.text()
    archive = window.history_flow.archive
    assert archive is not None and archive.history is not None
    assert archive.history.analyses.finished(match_id, 0)
    player = window.controller.replay
    first = review.decisions[0]
    pane.decisionChosen.emit(first.deal, first.action)  # as a summary's link does
    assert pane.decision.isVisible()
    assert pane.decision.text().startswith(f"Trick {first.trick + 1}: played the ")
    turn = player.moment
    assert turn.actions == first.action  # the seat's turn, before its card
    worst = review.worst()
    if worst:
        pane.decisionChosen.emit(worst[0].deal, worst[0].action)
        assert "Points lost:" in pane.decision.text()
    window.replay_mode.close()
    assert not pane.isVisible()
    window.replay_mode.start(match_id)
    assert pane.isVisible() and "points lost per deal" in pane.summary.text()
    again = replay_window(qtbot, tmp_path, match_id)  # stored: read back, never run again
    pane = again.analysis_pane
    assert pane.isVisible() and "points lost per deal" in pane.summary.text()
    assert not pane.analyse_button.isVisible() and not again.analysis.job.running


def test_a_cancelled_analysis_resumes_where_it_stopped(qtbot: QtBot, tmp_path: Path) -> None:
    window, match_id = replaying(qtbot, tmp_path)
    pane = window.analysis_pane
    job = window.analysis.job

    def after_one(done: int, _total: int) -> None:  # in the analysis thread, at once
        if done == 1:
            job.cancel()
    job.worker.progressed.connect(after_one, Qt.ConnectionType.DirectConnection)
    with qtbot.waitSignal(job.finished, timeout=60_000) as stopped:
        pane.analyse_button.click()
    job.worker.progressed.disconnect(after_one)
    partial = stopped.args[0].review
    assert partial is not None and not partial.complete and len(partial.decisions) == 1
    assert pane.analyse_button.text() == "Resume the analysis"
    assert "stopped before the end" in pane.summary.text()
    archive = window.history_flow.archive
    assert archive is not None and archive.history is not None
    kept = set(archive.history.analyses.reviews(match_id, 0))
    assert kept == {d.key for d in partial.decisions}
    review = run_to_end(qtbot, window).review
    assert review is not None and review.complete
    assert kept <= {d.key for d in review.decisions}
    assert {k: v for k, v in archive.history.analyses.reviews(match_id, 0).items()
            if k in kept} == {d.key: d for d in partial.decisions}  # not valued again
