"""Bots think on a QThread: the worker-object pattern of Qt's QThread documentation.

A :class:`BotWorker` lives in a :class:`BotThread`; requests go in and answers
come out through queued signals, as immutable values. The same thread values a human's
choices for a hint (:class:`HintRequest`: the evaluator of :mod:`tressette_gui.analysis`,
on the search's worker processes), between two bots' turns. Each request carries a
ticket; the controller drops answers whose ticket is stale (after New match or
Resign). Shutdown is ``quit()`` + ``wait()`` (:meth:`BotThread.stop`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QThread, Signal, Slot

from ...analysis import Evaluation, EvaluatorSettings, evaluate_observation
from ...bots import Bot
from ...engine import Action, Observation

#: How often (ms) :meth:`BotThread.stop` interrupts a bot again while it waits for it.
INTERRUPT_MS = 100


@dataclass(frozen=True, slots=True)
class BotRequest:
    """Ask ``bot`` to choose for ``obs.seat``; ``seed`` seeds its ``random.Random``
    (a string, so the choice does not depend on timing or on other requests)."""

    ticket: int
    bot: Bot
    obs: Observation
    seed: str


@dataclass(frozen=True, slots=True)
class BotAnswer:
    """The answer to request ``ticket``: the bot's ``action`` and its ``reason``,
    or ``error`` (the exception's text) when the bot failed."""

    ticket: int
    seat: int
    action: Action | None
    reason: str
    error: str = ""


@dataclass(frozen=True, slots=True)
class HintRequest:
    """Value every choice of ``obs.seat`` (a hint) with ``settings``, the random numbers
    of ``seed``."""

    ticket: int
    obs: Observation
    seed: int
    settings: EvaluatorSettings


@dataclass(frozen=True, slots=True)
class HintAnswer:
    """The answer to hint request ``ticket``: the ``evaluation``, or ``error`` (the
    exception's text) when the evaluator failed."""

    ticket: int
    evaluation: Evaluation | None
    error: str = ""


class BotWorker(QObject):
    """Runs bots in its thread: :meth:`think` in, ``answered(BotAnswer)`` out;
    :meth:`evaluate` in, ``evaluated(HintAnswer)`` out."""

    answered = Signal(object)
    evaluated = Signal(object)

    @Slot(object)
    def think(self, request: BotRequest) -> None:
        """Let the bot choose (this may take seconds) and emit ``answered``."""
        try:
            decision = request.bot.choose(request.obs, random.Random(request.seed))
        except Exception as exc:  # a bot's bug must not kill the thread
            self.answered.emit(BotAnswer(request.ticket, request.obs.seat, None, "",
                                         f"{type(exc).__name__}: {exc}"))
            return
        self.answered.emit(BotAnswer(request.ticket, request.obs.seat, decision.action,
                                     decision.reason))

    @Slot(object)
    def evaluate(self, request: HintRequest) -> None:
        """Value the choices of the request's seat (about a second) and emit
        ``evaluated``."""
        try:
            evaluation = evaluate_observation(request.obs, request.seed, request.settings)
        except Exception as exc:  # an evaluator's bug must not kill the thread
            self.evaluated.emit(HintAnswer(request.ticket, None, f"{type(exc).__name__}: {exc}"))
            return
        self.evaluated.emit(HintAnswer(request.ticket, evaluation))


class BotThread(QObject):
    """Owns the thread and its worker. :meth:`ask` queues a request; answers
    arrive on ``answered(BotAnswer)`` in the owner's (GUI) thread; :meth:`evaluate`
    queues a hint request, answered on ``evaluated(HintAnswer)``."""

    answered = Signal(object)
    evaluated = Signal(object)
    _request = Signal(object)
    _hint = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName("bot-thread")
        self._worker = BotWorker()
        self._worker.moveToThread(self._thread)
        self._request.connect(self._worker.think)
        self._worker.answered.connect(self.answered)
        self._hint.connect(self._worker.evaluate)
        self._worker.evaluated.connect(self.evaluated)
        self._thread.finished.connect(self._worker.deleteLater)
        self._thread.start()

    def ask(self, request: BotRequest) -> None:
        """Queue ``request`` to the worker thread (returns at once)."""
        self._request.emit(request)

    def evaluate(self, request: HintRequest) -> None:
        """Queue the hint ``request`` to the worker thread (returns at once)."""
        self._hint.emit(request)

    def stop(self, interrupt: Callable[[], None] = lambda: None) -> None:
        """End the thread cleanly: ``quit()`` then ``wait()`` (a bot in the middle
        of a choice finishes it first), calling ``interrupt()`` first and again every
        :data:`INTERRUPT_MS` while it waits (e.g. ending the search processes, which a
        search between two batches may have started again). Safe to call twice."""
        if self._thread.isRunning():
            self._thread.quit()
            interrupt()
            while not self._thread.wait(INTERRUPT_MS):
                interrupt()

    @property
    def running(self) -> bool:
        """True while the thread runs."""
        return self._thread.isRunning()
