"""The analysis of a stored match in the replay viewer (issue 16): the pane over the
replay bar (:class:`~.analysis_pane.AnalysisPane`) follows the bar. Its seat chooser
lists the seats people played (the history's profiles and guests, not bots: the human
at South, each player of a hot-seat match, every seat of an imported record), the first
chosen; "Analyse" runs the analysis of the seat chosen on the analysis thread
(:class:`~..session.analysis_job.AnalysisJob`), with a progress bar and Cancel; clicked
while another seat's analysis runs, it stops that one (kept: it resumes when asked again)
and starts this one, the pane showing it at once. A
review stored before (complete, or stopped and resumable) is shown as soon as the match
opens or its seat is chosen; while stepping through the replay, each decision of that
seat shows its line, and once the table stands still there, the best card glows (as a
hint's) and the card chosen is outlined in its mark's colour; the summary's links jump
to a deal or a decision.
"""

from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QTimer

from ...analysis.review import DecisionReview, MatchReview
from ...analysis.runner import DEFAULT_ANALYSIS, AnalysisSettings
from ...engine import Match, Play
from ...records import RecordError
from ..language.analysis_words import MARK_COLOURS
from ..session.analysis_job import AnalysisJob, AnalysisResult
from ..session.replay_timeline import Moment
from .analysis_pane import AnalysisPane

if TYPE_CHECKING:
    from .main_window import MainWindow

#: How long (ms) after a match not analysed opens the search processes are started: once
#: the replay's first paint is done. Started during it, the spawn's own Python work on the
#: analysis thread slowed the paint's Python callbacks (the GIL): the window paused
#: 70-110 ms, against 15-35 ms when started later (benchmarks/assist_responsiveness.py).
WARM_DELAY_MS = 500


def decision_moments(match: Match, moments: list[Moment],
                     review: MatchReview) -> dict[int, DecisionReview]:
    """The decision shown at each moment of the replay: the moment before the card is
    played (the seat's turn) and the moment it is played, by index of ``moments``."""
    offsets = [0]
    for dealing in match.dealings:
        offsets.append(offsets[-1] + len(dealing.actions))
    shown: dict[int, DecisionReview] = {}
    for decision in review.decisions:
        done = offsets[decision.deal - 1] + decision.action  # actions before the decision
        before = [i for i, m in enumerate(moments) if m.actions == done]
        played = [i for i, m in enumerate(moments) if m.actions == done + 1]
        for index in before[-1:] + played[:1]:
            shown[index] = decision
    return shown


class AnalysisFlow(QObject):
    """The analysis in ``window``'s replay viewer, shown in ``pane``. ``settings``: the
    analysis' settings (tests use fewer samples)."""

    def __init__(self, window: MainWindow, pane: AnalysisPane) -> None:
        super().__init__(window)
        self._window = window
        self.pane = pane
        self.settings: AnalysisSettings = DEFAULT_ANALYSIS
        self.job = AnalysisJob(self)
        self._warm = QTimer(self)
        self._warm.setSingleShot(True)
        self._warm.setInterval(WARM_DELAY_MS)
        self._warm.timeout.connect(lambda: self.job.warm(self.settings.workers))
        self._match_id: int | None = None
        self.seat = 0  # the seat whose play is shown and analysed
        self._at: dict[int, DecisionReview] = {}
        player = window.controller.replay
        player.moved.connect(self._moved)
        player.shown.connect(self._shown)
        pane.seatChosen.connect(self.choose_seat)
        pane.analyseRequested.connect(self.analyse)
        pane.cancelRequested.connect(self.job.cancel)
        pane.dealChosen.connect(lambda deal: player.go_to(player.dealing_start(deal)))
        pane.decisionChosen.connect(self._jump)
        self.job.progressed.connect(self._progressed)
        self.job.finished.connect(self._finished)
        pane.hide()
        window.replay_bar.installEventFilter(self)  # the pane shows with the replay bar

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The pane is shown and hidden with the replay bar."""
        if event.type() is QEvent.Type.Show:
            self.pane.show()
        elif event.type() is QEvent.Type.Hide:
            self.pane.hide()
            self._warm.stop()
            self._match_id = None  # the next match opened reads its review anew
        return False

    def analyse(self) -> bool:
        """Analyse the seat chosen in the match in the replay viewer (resumed where a
        stopped analysis was); an analysis of another seat or match under way is stopped
        (what it reviewed stays stored). False when no match is open or this one already
        runs."""
        archive = self._window.history_flow.archive
        match_id = self._match_id
        if (archive is None or archive.history is None or match_id is None
                or self._analysing()):
            return False
        self.job.start(archive.history.path, match_id, self.seat, self.settings)
        self.pane.show_running(True)
        return True

    def analyse_match(self, match_id: int) -> bool:
        """Open stored match ``match_id`` in the replay viewer with the analysis of its
        first seat a person played running, as its Analyse button does (a review already
        complete is shown). False when the match could not be opened (the replay says
        why)."""
        replay = self._window.replay_mode
        replay.start(match_id)
        if replay.match_id != match_id:
            return False
        if not self.pane.complete:
            self.analyse()
        return True

    def choose_seat(self, seat: int) -> None:
        """Show the review of ``seat`` (one the chooser lists) in the match open."""
        if seat != self.seat:
            self.seat = seat
            self._load()

    def shutdown(self) -> None:
        """Stop the analysis (what was reviewed stays stored) and its thread."""
        self.job.stop()

    def _moved(self, index: int) -> None:
        match_id = self._window.replay_mode.match_id
        if match_id != self._match_id:
            self._open(match_id)
        self._window.scene.show_review(None, None, None)  # the table moves
        self.pane.show_decision(self._at.get(index))

    def _shown(self, index: int) -> None:
        """The table stands at moment ``index``: the decision's cards marked on it (the
        best card glowing, the card chosen outlined in its mark's colour). A card played
        as good as the best is the one that glows, as its line says ("The best choice, or
        as good as it"), not another card the evaluator put first by a hair."""
        decision = self._at.get(index)
        if decision is None:
            self._window.scene.show_review(None, None, None)
            return
        best = decision.chosen if decision.as_good_as_best else decision.best
        self._window.scene.show_review(best.card if isinstance(best, Play) else None,
                                       decision.chosen.card, MARK_COLOURS[decision.mark])

    def _open(self, match_id: int | None) -> None:
        """A match opened in the replay viewer: its human seats, the first one's review."""
        self._match_id = match_id
        archive = self._window.history_flow.archive
        seats: tuple[int, ...] = ()
        if match_id is not None and archive is not None and archive.history is not None:
            try:
                seats = archive.history.matches.human_seats(match_id)
            except (LookupError, sqlite3.Error):
                seats = ()
        seats = seats or (0,)  # bots only: the seat at South
        self.seat = seats[0]
        match = self._window.controller.replay.match
        self.pane.show_seats([(s, match.names[s] if match is not None else "")
                              for s in seats], self.seat)
        self._load()

    def _load(self) -> None:
        """The stored review of the seat chosen, if any; the search processes started
        ahead (:data:`WARM_DELAY_MS`) while it is not complete: starting them at the
        click on Analyse paused the window 50-100 ms. A database that cannot be read
        shows no review, the status line saying why."""
        self._at = {}
        archive = self._window.history_flow.archive
        review = None
        if self._match_id is not None and archive is not None and archive.history is not None:
            try:
                review = archive.history.analyses.review(self._match_id, self.seat)
            except (RecordError, LookupError):
                review = None
            except sqlite3.Error as exc:
                self._window.set_status(self.tr("The stored analysis cannot be read: %1")
                                        .replace("%1", str(exc)))
        self._show(review)
        self.pane.show_running(self._analysing())
        if self._match_id is not None and (review is None or not review.complete):
            self._warm.start()

    def _show(self, review: MatchReview | None) -> None:
        player = self._window.controller.replay
        match = player.match
        name = match.names[self.seat] if match is not None else ""
        self.pane.show_review(review, name)
        self._at = {} if review is None or match is None else decision_moments(
            match, player.moments, review)
        self.pane.show_decision(self._at.get(player.position))
        self._shown(player.position)

    def _jump(self, deal: int, action: int) -> None:
        """A worst moment's link: the replay goes to that decision (the seat's turn)."""
        player = self._window.controller.replay
        index = min((i for i, d in self._at.items() if d.key == (deal, action)), default=None)
        if index is not None:
            player.go_to(index)

    def _analysing(self) -> bool:
        """True while the seat shown is being analysed."""
        return self.job.analysing == (self._match_id, self.seat)

    def _progressed(self, done: int, total: int) -> None:
        if self._analysing():
            self.pane.show_progress(done, total)

    def _finished(self, result: AnalysisResult) -> None:
        if (result.match_id, result.seat) != (self._match_id, self.seat):
            return
        self.pane.show_running(False)
        if result.review is None:
            self._window.set_status(self.tr("The analysis failed: %1").replace(
                "%1", result.error))
            return
        self._show(result.review)
