"""The analysis of a stored match in the replay viewer (issue 16): run in the
background with a progress bar, cancellable and resumed, stored so it runs once; each
decision of the player shows the best choice, the one made, the points lost and its
mark; the summary's links jump the replay there."""

from __future__ import annotations

import html
import random
import threading
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import images
from tressette_gui.analysis import EvaluatorSettings
from tressette_gui.analysis.runner import AnalysisSettings
from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Play, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat
from tressette_gui.ui.language.analysis_words import (
    MARK_COLOURS,
    decision_text,
    hindsight_text,
    legend_text,
    summary_html,
)
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.analysis_job import AnalysisResult
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.window.analysis_pane import PROGRESS_FRAME, AnalysisPane
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


def replaying(qtbot: QtBot, home: Path, hot_seat: bool = False,
              settings: AnalysisSettings = QUICK) -> tuple[MainWindow, int]:
    """A window whose replay viewer shows a stored one-deal match (``hot_seat``: Ada at
    South and Cy at North, both people); its number."""
    home.mkdir(parents=True, exist_ok=True)
    with History(home / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        north = ProfileSeat(history.profiles.create("Cy", "#3030c0").id) if hot_seat \
            else BotSeat("principiante")
        match_id = history.matches.store(one_deal(7), [
            ProfileSeat(ada), BotSeat("principiante"), north, BotSeat("principiante")])
    return replay_window(qtbot, home, match_id, settings), match_id


def replay_window(qtbot: QtBot, home: Path, match_id: int,
                  settings: AnalysisSettings = QUICK) -> MainWindow:
    """A new window over the history in ``home`` showing match ``match_id``."""
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive.open(home / "history.sqlite"))
    qtbot.addWidget(window)
    window.analysis.settings = settings
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


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_progress_bar_fits_its_words(qtbot: QtBot, tmp_path: Path, qapp: QApplication,
                                         language: str) -> None:
    """"Analysing: 4 of 24 decisions" on one line, whole, at 1024 x 600."""
    try:
        install_translator(qapp, language)
        window, _ = replaying(qtbot, tmp_path)
        window.resize(1024, 560)
        pane = window.analysis_pane
        pane.show_running(True)
        pane.show_progress(4, 24)
        qtbot.waitUntil(lambda: pane.progress.isVisible())
        text = pane.progress.text()
        assert "4" in text and "24" in text
        wide = pane.progress.fontMetrics().horizontalAdvance(text.replace("4", "24", 1))
        assert pane.progress.width() >= wide + PROGRESS_FRAME
    finally:
        install_translator(qapp, "en")


def test_the_analysis_runs_once_and_marks_each_decision(qtbot: QtBot, tmp_path: Path) -> None:
    window, match_id = replaying(qtbot, tmp_path)
    pane = window.analysis_pane
    assert pane.isVisible() and pane.analyse_button.isVisible() and not pane.summary.text()
    result = run_to_end(qtbot, window)
    review = result.review
    assert review is not None and review.complete and review.decisions
    assert not pane.progress.isVisible() and not pane.analyse_button.isVisible()
    assert "lost in 1 deal" in pane.headline.text()
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
    assert pane.isVisible() and "lost in 1 deal" in pane.headline.text()
    again = replay_window(qtbot, tmp_path, match_id)  # stored: read back, never run again
    pane = again.analysis_pane
    assert pane.isVisible() and "lost in 1 deal" in pane.headline.text()
    assert not pane.analyse_button.isVisible() and not again.analysis.job.running


def test_a_cancelled_analysis_resumes_where_it_stopped(qtbot: QtBot, tmp_path: Path) -> None:
    window, match_id = replaying(qtbot, tmp_path)
    pane = window.analysis_pane
    job = window.analysis.job

    def after_one(_number: int, done: int, _total: int) -> None:  # in the analysis thread
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


def test_each_human_seat_of_a_hot_seat_match_has_its_analysis(qtbot: QtBot,
                                                               tmp_path: Path) -> None:
    window, match_id = replaying(qtbot, tmp_path, hot_seat=True)
    pane = window.analysis_pane
    box = pane.seat_box
    assert box.isVisible() and [box.itemText(i) for i in range(box.count())] == ["Ada", "Cy"]
    assert pane.analyse_button.text() == "Analyse this player" and window.analysis.seat == 0
    box.setCurrentIndex(1)
    box.activated.emit(1)  # as a choice in the list does
    assert window.analysis.seat == 2
    result = run_to_end(qtbot, window)
    review = result.review
    assert result.seat == 2 and review is not None and review.complete
    assert {d.seat for d in review.decisions} == {2} and "Cy" in pane.headline.text()
    archive = window.history_flow.archive
    assert archive is not None and archive.history is not None
    analyses = archive.history.analyses
    assert analyses.finished(match_id, 2) and analyses.review(match_id, 0) is None
    first = review.decisions[0]
    pane.decisionChosen.emit(first.deal, first.action)
    assert pane.decision.isVisible()
    box.activated.emit(0)  # back to Ada: not analysed yet
    assert window.analysis.seat == 0 and pane.analyse_button.isVisible()
    assert not pane.summary.text() and not pane.headline.text()
    assert not pane.decision.isVisible()
    solo, _ = replaying(qtbot, tmp_path / "solo")
    assert not solo.analysis_pane.seat_box.isVisible()  # one person: no chooser
    assert solo.analysis_pane.analyse_button.text() == "Analyse my play"


def test_analyse_another_seat_while_one_runs(qtbot: QtBot, tmp_path: Path) -> None:
    """Hot seat: Ada's analysis under way, Cy chosen and Analyse clicked: the pane shows
    Cy's analysis running at once, Ada's stops (what it reviewed stays stored, hers), Cy's
    runs to the end; nothing of Ada's lands on Cy's pane; one thread, ended with the
    window."""
    window, match_id = replaying(qtbot, tmp_path, hot_seat=True)
    pane, job, box = window.analysis_pane, window.analysis.job, window.analysis_pane.seat_box
    gate = threading.Event()

    def hold(number: int, done: int, _total: int) -> None:  # in the analysis thread
        if number == 1 and done == 1:
            gate.wait(60)  # Ada's analysis stays under way until the test lets it go
    job.worker.progressed.connect(hold, Qt.ConnectionType.DirectConnection)
    results: list[AnalysisResult] = []
    job.finished.connect(results.append)
    pane.analyse_button.click()
    qtbot.waitUntil(lambda: pane.progress.value() == 1)
    box.activated.emit(1)  # Cy chosen: not analysed yet
    assert window.analysis.seat == 2 and pane.analyse_button.isVisible()
    assert not pane.progress.isVisible()
    pane.analyse_button.click()  # answered at once
    assert pane.progress.isVisible() and pane.cancel_button.isVisible()
    assert not pane.analyse_button.isVisible() and job.analysing == (match_id, 2)
    job.worker.progressed.emit(1, 2, 99)  # as a late count of Ada's: not Cy's
    assert pane.progress.maximum() != 99
    with qtbot.waitSignal(job.finished, timeout=120_000) as done:
        gate.set()
    job.worker.progressed.disconnect(hold)
    cy = done.args[0].review
    assert results == [done.args[0]] and done.args[0].seat == 2  # Ada's result dropped
    assert cy is not None and cy.complete and {d.seat for d in cy.decisions} == {2}
    assert not pane.progress.isVisible() and "Cy" in pane.headline.text()
    archive = window.history_flow.archive
    assert archive is not None and archive.history is not None
    analyses = archive.history.analyses
    ada = analyses.review(match_id, 0)
    assert ada is not None and not ada.complete and not analyses.finished(match_id, 0)
    assert ada.decisions and {d.seat for d in ada.decisions} == {0}
    assert analyses.finished(match_id, 2)
    box.activated.emit(0)  # back to Ada: hers, stopped, to resume
    assert pane.analyse_button.text() == "Resume the analysis" and "Ada" in pane.headline.text()
    assert job.thread_running
    window.close()
    assert not job.thread_running and not job.running


def pane_words(pane: AnalysisPane) -> list[str]:
    """Every text of the analysis pane."""
    return [pane.analyse_button.text(), pane.analyse_button.toolTip(),
            pane.cancel_button.text(), pane.progress.format(), pane.summary.text(),
            pane.decision.text(), pane.hindsight.text()]


def assert_no_headline_in_details(pane: AnalysisPane) -> None:
    """The Details text goes on from the headline shown beside it: it does not repeat
    it (the player's average), it starts with the points lost in each deal."""
    head, details = pane.headline.text(), pane.summary.text()
    assert head and details
    assert head not in details and html.escape(head, quote=False) not in details
    assert details.startswith(QCoreApplication.translate(
        "Analysis", "Points lost in each deal (each card against the best one at that "
        "moment): %1.").split("%1")[0])


def test_a_language_switch_rewords_the_pane(qtbot: QtBot, tmp_path: Path,
                                            qapp: QApplication) -> None:
    """Settings' Italian <-> English with an analysis shown: every text of the pane
    follows, as the rest of the window does."""
    near_end = replace(QUICK, evaluator=replace(QUICK.evaluator, exact_four=4))  # hindsight
    window, _ = replaying(qtbot, tmp_path, hot_seat=True, settings=near_end)
    pane = window.analysis_pane
    review = run_to_end(qtbot, window).review
    assert review is not None
    decision = next(d for d in reversed(review.decisions) if d.hindsight is not None)
    pane.decisionChosen.emit(decision.deal, decision.action)
    pane.show_review(replace(review, complete=False), "Ada")  # as a stopped analysis shows
    english = pane_words(pane)
    assert english[0] == "Resume the analysis" and english[-1].startswith("With every card")
    assert_no_headline_in_details(pane)
    try:
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: pane.analyse_button.text() != english[0])
        italian = pane_words(pane)
        assert italian == [
            QCoreApplication.translate("AnalysisPane", "Resume the analysis"),
            QCoreApplication.translate("AnalysisPane", english[1]),
            QCoreApplication.translate("AnalysisPane", "Cancel"),
            QCoreApplication.translate("AnalysisPane", "Analysing: %v of %n decisions", "",
                                       pane.progress.maximum()),
            summary_html(replace(review, complete=False))[0],
            decision_text(decision), hindsight_text(decision)]
        assert all(it != en for it, en in zip(italian, english, strict=True))
        assert_no_headline_in_details(pane)
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: pane_words(pane) == english)


def test_the_analysis_keeps_the_table_s_size_at_1024_by_600(qtbot: QtBot,
                                                           tmp_path: Path) -> None:
    """A review and a decision shown take the one row the Analyse button took (their
    words cut to fit, whole in the tooltip); Details opens the summary's links and the
    hindsight line under it."""
    near_end = replace(QUICK, evaluator=replace(QUICK.evaluator, exact_four=4))  # hindsight
    window, _ = replaying(qtbot, tmp_path, settings=near_end)
    window.showNormal()  # not maximized on the offscreen screen
    window.resize(1024, 560)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 560))
    pane = window.analysis_pane
    central = window.centralWidget()
    assert central is not None
    layouts = (pane.layout(), central.layout())

    def table_height() -> int:
        for layout in layouts:
            assert layout is not None
            layout.activate()  # the layout done now, not when its event comes
        return window.view.height()
    qtbot.waitUntil(lambda: pane.isVisible() and pane.analyse_button.isVisible())
    before = table_height()
    review = run_to_end(qtbot, window).review
    assert review is not None
    decision = next(d for d in reversed(review.decisions) if d.hindsight is not None)
    pane.decisionChosen.emit(decision.deal, decision.action)
    assert pane.decision.isVisible()
    assert table_height() == before
    assert pane.headline.isVisible() and pane.headline.text().startswith("Ada's play: ")
    assert pane.decision.toolTip() == (f"{decision_text(decision)}\n"
                                       f"{hindsight_text(decision)}\n{legend_text()}")
    assert not pane.summary.isVisible() and not pane.hindsight.isVisible()
    pane.details_button.click()
    assert pane.summary.isVisible() and pane.hindsight.isVisible()
    assert "deal 1" in pane.summary.text() and table_height() < before
    pane.details_button.click()
    assert not pane.summary.isVisible() and table_height() == before


def test_the_table_marks_the_decision_the_replay_stands_on(qtbot: QtBot,
                                                          tmp_path: Path) -> None:
    window, _ = replaying(qtbot, tmp_path)
    review = run_to_end(qtbot, window).review
    assert review is not None
    decision = max(review.decisions, key=lambda d: (d.lost, -d.deal, -d.action))
    assert decision.best != decision.chosen
    best = decision.chosen if decision.as_good_as_best else decision.best  # the glow's
    assert isinstance(best, Play)
    player = window.controller.replay
    with qtbot.waitSignal(player.shown, timeout=10_000):
        window.analysis_pane.decisionChosen.emit(decision.deal, decision.action)
    cards = window.scene.cards
    chosen = cards[Face(decision.chosen.card)]
    assert chosen.review == MARK_COLOURS[decision.mark]
    assert {c for c, item in cards.items() if item.highlighted} == {Face(best.card)}
    marked = {c for c, item in cards.items() if item.review is not None}
    assert marked == {Face(decision.chosen.card)}
    pair = (chosen, cards[Face(best.card)])
    assert [item.toolTip() for item in pair] == [legend_text()] * 2  # what the marks mean
    for item in pair:  # raised above the cards overlapping it: its whole frame shows
        assert all(item.zValue() > other.zValue() for other in item.collidingItems()
                   if isinstance(other, CardItem) and other not in pair)
    window.scene.show_review(None, None, None)
    hand = {key: item.zValue() for key, item in cards.items()}
    assert any(other.zValue() > chosen.zValue() for other in chosen.collidingItems()
               if isinstance(other, CardItem))  # unmarked: covered again, as laid out
    window.scene.show_review(best.card, decision.chosen.card, MARK_COLOURS[decision.mark])
    window.scene.show_review(None, None, None)
    assert {key: item.zValue() for key, item in cards.items()} == hand
    with qtbot.waitSignal(player.shown, timeout=10_000):
        player.go_to(0)  # the deal dealt: no decision
    assert not any(item.review is not None or item.highlighted for item in cards.values())
    assert not any(item.toolTip() == legend_text() for item in cards.values())


def test_a_card_played_as_good_as_the_best_is_the_one_that_glows(qtbot: QtBot,
                                                                 tmp_path: Path) -> None:
    """Two cards worth the same, the evaluator putting the other first (its tie-break):
    the line says the card played was "the best choice, or as good as it", so that card
    glows, not the other one (a playtest saw the words praise one card and the glow
    pick another)."""
    window, match_id = replaying(qtbot, tmp_path)
    review = run_to_end(qtbot, window).review
    assert review is not None
    decision = next(d for d in review.decisions if isinstance(d.best, Play)
                    and d.best.card != d.chosen.card)
    top = decision.evaluation.best.thirds
    tied = replace(decision, evaluation=replace(decision.evaluation, values=tuple(
        replace(v, thirds=top) if v.action == decision.chosen else v
        for v in decision.evaluation.values)))
    assert tied.as_good_as_best and tied.lost == 0
    decisions = tuple(tied if d is decision else d for d in review.decisions)
    window.analysis.job.finished.emit(AnalysisResult(
        0, match_id, review.seat, replace(review, decisions=decisions)))
    player = window.controller.replay
    with qtbot.waitSignal(player.shown, timeout=10_000):
        window.analysis_pane.decisionChosen.emit(tied.deal, tied.action)
    assert window.analysis_pane.decision.text() == decision_text(tied)
    assert decision_text(tied).endswith("The best choice, or as good as it.")
    assert tied.best != tied.chosen
    cards = window.scene.cards
    assert cards[Face(tied.chosen.card)].highlighted
    assert not any(item.highlighted for key, item in cards.items()
                   if key != Face(tied.chosen.card))


def test_the_search_processes_start_ahead_on_the_analysis_thread(
        qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[tuple[int, bool]] = []

    def pool(workers: int) -> None:  # records where the pool would start
        started.append((workers, threading.current_thread() is threading.main_thread()))
    monkeypatch.setattr("tressette_gui.ui.session.analysis_job.pool", pool)
    replaying(qtbot, tmp_path, settings=replace(QUICK, workers=2))
    qtbot.waitUntil(lambda: bool(started))
    assert started == [(2, False)]  # when the match opens, off the GUI thread
