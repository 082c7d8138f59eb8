"""The analysis of a stored match in the background (issue 16): a thread of its own that
opens the history database (a connection is used only by the thread that opened it) and
runs :meth:`tressette_gui.history.analyses.Analyses.run`, whose decisions are valued
on the search's worker processes. The GUI thread only receives the progress and the
result, as queued signals: the window never freezes.

The search's worker processes are started ahead, on the analysis thread, soon after the
replay viewer opens a match not analysed yet (:meth:`AnalysisJob.warm`, asked by
``window.analysis_flow``): spawning them at the click paused the window 50-100 ms.

Each decision reviewed is stored at once, so a cancelled analysis (:meth:`AnalysisJob.
cancel`, or the app closed) resumes where it stopped when started again, and one that
finished is read back and never run again. Asking for another analysis while one runs
(another seat of a hot-seat match) cancels that one: the new one starts on the thread once
it has stopped, a second or two, and what the stopped one still sends is dropped (each
request has its number), so it never lands on the other seat.
"""

from __future__ import annotations

import itertools
import threading
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal, Slot

from ...analysis.review import MatchReview
from ...analysis.runner import DEFAULT_ANALYSIS, AnalysisSettings
from ...bots.search.workers import pool
from ...history import History


@dataclass(frozen=True, slots=True)
class AnalysisRequest:
    """Analyse ``seat`` of stored match ``match_id`` in the database at ``path`` with
    ``settings``; ``cancel`` stops it between two decisions. ``number``: the request's
    number in its job (from 1), which its progress and result carry."""

    path: Path
    match_id: int
    seat: int
    settings: AnalysisSettings
    cancel: threading.Event
    number: int


@dataclass(frozen=True, slots=True)
class AnalysisResult:
    """The end of request ``number``: the ``review`` of ``seat`` in ``match_id``
    (``complete`` False when it was cancelled), or ``error`` (the exception's text) and no
    review."""

    number: int
    match_id: int
    seat: int
    review: MatchReview | None
    error: str = ""


class AnalysisWorker(QObject):
    """Runs in the analysis thread: :meth:`run` and :meth:`warm` in;
    ``progressed(int, int, int)`` (the request's number, decisions done, total) and
    ``finished(AnalysisResult)`` out."""

    progressed = Signal(int, int, int)
    finished = Signal(object)

    @Slot(int)
    def warm(self, workers: int) -> None:
        """Start the shared pool of ``workers`` search processes (nothing when it runs)."""
        pool(workers)

    @Slot(object)
    def run(self, request: AnalysisRequest) -> None:
        """Analyse (this may take a minute) and emit ``finished``."""
        try:
            with History(request.path) as history:
                reviews = history.analyses.run(
                    request.match_id, [request.seat], request.settings,
                    progress=lambda done, total: self.progressed.emit(request.number,
                                                                      done, total),
                    cancel=request.cancel)
        except Exception as exc:  # a damaged record or database must not kill the thread
            self.finished.emit(AnalysisResult(request.number, request.match_id,
                                              request.seat, None,
                                              f"{type(exc).__name__}: {exc}"))
            return
        self.finished.emit(AnalysisResult(request.number, request.match_id, request.seat,
                                          reviews[request.seat]))


class AnalysisJob(QObject):
    """Owns the analysis thread and its worker. :meth:`start` asks for an analysis
    (the thread starts with the first; one under way is cancelled), :meth:`cancel` stops
    it; ``progressed(int, int)`` and ``finished(AnalysisResult)`` of the last request
    only arrive in the GUI thread. :meth:`stop` ends the thread: the window closing, or
    the application quitting by any other way. ``worker``: the :class:`AnalysisWorker`,
    living in the analysis thread."""

    progressed = Signal(int, int)
    finished = Signal(object)
    _request = Signal(object)
    _warm = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("analysis-thread")
        self.worker = AnalysisWorker()
        self.worker.moveToThread(self._thread)
        self._request.connect(self.worker.run)
        self._warm.connect(self.worker.warm)
        self.worker.progressed.connect(self._progressed)
        self.worker.finished.connect(self._finished)
        self._thread.finished.connect(self.worker.deleteLater)
        self._current: AnalysisRequest | None = None  # the last request, until its result
        self._numbers = itertools.count(1)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)

    @property
    def running(self) -> bool:
        """True from :meth:`start` until its result arrives."""
        return self._current is not None

    @property
    def analysing(self) -> tuple[int, int] | None:
        """(match, seat) of the analysis under way, None when none."""
        current = self._current
        return None if current is None else (current.match_id, current.seat)

    @property
    def thread_running(self) -> bool:
        """True while the analysis thread runs (from the first request to :meth:`stop`)."""
        return self._thread.isRunning()

    def warm(self, workers: int) -> None:
        """Have the analysis thread start the pool of ``workers`` search processes an
        analysis will use (1: none, the analysis runs in its own thread), so the click
        on Analyse does not pay for it; queued behind an analysis under way."""
        if workers > 1:
            self._ensure_thread()
            self._warm.emit(workers)

    def start(self, path: Path, match_id: int, seat: int,
              settings: AnalysisSettings = DEFAULT_ANALYSIS) -> None:
        """Analyse ``seat`` of match ``match_id`` of the database at ``path``. An
        analysis under way is cancelled (what it reviewed stays stored, and it resumes
        when asked again; its progress and result are dropped): this one starts once it
        has stopped, after the decisions being valued."""
        self.cancel()
        self._current = AnalysisRequest(path, match_id, seat, settings, threading.Event(),
                                        next(self._numbers))
        self._ensure_thread()
        self._request.emit(self._current)

    def cancel(self) -> None:
        """Stop the analysis under way after the decisions being valued (what was
        reviewed stays stored); its result still arrives, not complete."""
        if self._current is not None:
            self._current.cancel.set()

    def stop(self) -> None:
        """Cancel, then end the thread (quit + wait); no result arrives any more. Safe to
        call twice."""
        self.cancel()
        self._current = None
        if self._thread.isRunning():
            self._thread.quit()
            self._thread.wait()

    def _ensure_thread(self) -> None:
        if not self._thread.isRunning():
            self._thread.start()

    def _progressed(self, number: int, done: int, total: int) -> None:
        if self._current is not None and number == self._current.number:
            self.progressed.emit(done, total)

    def _finished(self, result: AnalysisResult) -> None:
        if self._current is not None and result.number == self._current.number:
            self._current = None
            self.finished.emit(result)
