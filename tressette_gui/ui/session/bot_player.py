"""The bots of the match on the table: who they are, their requests to the bot thread,
and the readable pause before a bot's move is shown.

Each request carries a ticket; :meth:`BotPlayer.cancel` (a new match, a resignation)
takes a new one, so an answer to an older request is dropped. Each decision gets its
own seed string, made of the match alone (match seed, seat, dealing, actions so far in
the dealing): the match number replays the whole match, bots' moves included, whatever
the timing, the matches played before in the session, or a resume in between.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ...bots import Bot, make_bot
from ...bots.search.workers import stop_now
from ...engine import Match
from .bot_worker import BotAnswer, BotRequest, BotThread
from .match_setup import MatchSetup

#: Shortest time (ms, at normal speed) before a bot's move is shown.
BOT_PAUSE_MS = 700
#: Processes each search level (Esperto, Campione) uses in the app: both cores
#: of the machine the game targets. The choice is the same for any count.
SEARCH_WORKERS = 2


def app_bot(level: str) -> Bot:
    """The app's bot of ``level`` (a key of ``bots.FACTORIES``): the level's
    default thinking, a search level on :data:`SEARCH_WORKERS` processes.
    Raises ValueError for an unknown level."""
    return make_bot(level, workers=SEARCH_WORKERS)


def decision_seed(match: Match, seat: int) -> str:
    """The seed of the ``random.Random`` of ``seat``'s next decision in ``match``: the
    match seed, the seat, the dealing and the actions applied in it so far, so the same
    match number and the same human moves give the same bot moves."""
    return f"{match.seed}:{seat}:{len(match.dealings)}:{len(match.dealings[-1].actions)}"


class BotPlayer(QObject):
    """Asks the bots of a match on a :class:`BotThread` and hands their answers on.

    ``factory`` makes a bot for a level name; ``speed`` gives the animation's duration
    factor, which scales :attr:`pause_ms` (the readable pause, counted from the
    request; 0 in tests). ``chosen(BotAnswer)`` is emitted for the current request
    only, after the pause, and never while :meth:`hold` holds it back (a modal dialog
    is open): the bot may finish thinking meanwhile, its move waits.
    """

    chosen = Signal(object)

    def __init__(self, factory: Callable[[str], Bot], speed: Callable[[], float],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pause_ms = BOT_PAUSE_MS
        self._factory = factory
        self._speed = speed
        self._bots: dict[int, Bot] = {}
        self._thread = BotThread(self)
        self._thread.answered.connect(self._on_answer)
        self._ticket = 0
        self._clock = QElapsedTimer()
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._hand_on)
        self._answer: BotAnswer | None = None
        self._asked = False
        self._held = False

    def seat(self, setup: MatchSetup) -> None:
        """Make the bots of ``setup`` (one per seat with a level). Raises ValueError
        for an unknown level."""
        self._bots = {seat: self._factory(level)
                      for seat, level in enumerate(setup.levels) if level is not None}

    def plays(self, seat: int) -> bool:
        """True when a bot plays ``seat``."""
        return seat in self._bots

    @property
    def thinking(self) -> bool:
        """True while an answer is awaited or held for the readable pause."""
        return self._asked or self._answer is not None

    @property
    def bot_thread(self) -> BotThread:
        """The bot thread (hints are valued on it too, between bots' turns)."""
        return self._thread

    @property
    def running(self) -> bool:
        """True while the bot thread runs (False after :meth:`stop`)."""
        return self._thread.running

    def ask(self, match: Match, seat: int) -> None:
        """Ask the bot of ``seat`` to choose in ``match`` (from its observation only),
        seeded by :func:`decision_seed`."""
        self._asked = True
        self._clock.start()
        self._thread.ask(BotRequest(self._ticket, self._bots[seat], match.observe(seat),
                                    decision_seed(match, seat)))

    def hold(self, held: bool) -> None:
        """With ``held`` True, keep the answer of the request under way back when it
        comes; with False, hand on an answer held (once its readable pause is over)."""
        self._held = held
        if not held and not self._pause.isActive():
            self._hand_on()

    def cancel(self) -> None:
        """Forget the request under way: its answer will be dropped."""
        self._ticket += 1
        self._pause.stop()
        self._answer = None
        self._asked = False

    def stop(self) -> None:
        """Cancel, end the search levels' worker processes at once (a search under way
        fails instead of finishing: its answer would be dropped), then stop the thread
        (quit + wait: a choice under way ends first, a search one at once)."""
        self.cancel()
        self._thread.stop(interrupt=stop_now)

    def _on_answer(self, answer: BotAnswer) -> None:
        if answer.ticket != self._ticket:
            return  # stale: a new match or a resignation came in between
        self._asked = False
        self._answer = answer
        wait = round(self.pause_ms * self._speed()) - self._clock.elapsed()
        if wait > 0:
            self._pause.start(int(wait))
        else:
            self._hand_on()

    def _hand_on(self) -> None:
        if self._held:
            return  # handed on by hold(False)
        answer, self._answer = self._answer, None
        if answer is not None and answer.ticket == self._ticket:
            self.chosen.emit(answer)
