"""The table controller: the only place where engine, bots, input and animation meet
(docs/architecture.md, "One click, from the mouse to the animation").

Human input (:class:`~.human_input.HumanInput`) or a bot's answer
(:class:`~.bot_player.BotPlayer`) -> ``Match.apply`` -> the director animates the
events -> ``idle`` -> the next turn. What the table is doing is one explicit
:class:`~.table_phase.TablePhase`; input is gated by it (and by an animation running or
a modal dialog open), never by blocking the event loop; while a modal dialog is open the
table waits (:meth:`TableController.hold`). The table sees only the
:class:`Observation` of its *viewer*; who that is and the hot-seat cover between two
humans' turns are :mod:`.seating`'s. The replay viewer of a stored match is another
input mode (phase ``REPLAY``, :class:`~.replay_player.ReplayPlayer`): the match on the
table waits meanwhile. How a match comes onto the table (new, resumed, replayed) is
:mod:`.match_entry`'s.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal
from PySide6.QtWidgets import QApplication

from ...bots import Bot
from ...engine import (
    Action,
    DealScored,
    DealStarted,
    Declared,
    Event,
    IllegalActionError,
    IllegalReason,
    Match,
    MatchEnded,
    Observation,
)
from ..language.log_lines import LogLine, event_lines, said
from ..language.texts import friendly_reason
from ..table.animation import AnimationDirector
from ..table.table_feed import TableFeed
from ..table.table_scene import TableScene
from ..table.table_state import Step, StepKind, TableState
from .bot_player import BotPlayer, app_bot
from .bot_worker import BotAnswer
from .human_input import HumanInput
from .match_setup import MatchSetup
from .replay_player import ReplayPlayer
from .seating import Seating
from .table_phase import TablePhase

#: The log's line for a bot that failed (its error's text for %1).
BOT_ERROR = QT_TRANSLATE_NOOP("Texts", "Bot error: %1")


class TableController(QObject):
    """Runs a match on the table for the seats whose level is None (humans)
    against bots thinking on a bot thread.

    The table is drawn for :attr:`viewer` (:attr:`seats`, a :class:`Seating`: with two
    humans, the one whose turn it is, after the cover (:attr:`covered`) was pressed,
    :meth:`uncover`). :attr:`human` takes the human's clicks, keys and buttons.

    Signals: ``stepShown(Step)`` as the table changes; ``coverShown(str)`` when the
    hot-seat cover goes up for the named player; ``status(str)`` for the status line;
    ``logged(LogLine)`` for the log (``language.log_lines``: worded when shown; an
    event's line when the table begins to show it, ``Step.events``);
    ``dealScored(DealScore, int)`` at the end of a deal (call :meth:`resume` when the
    summary is closed); ``matchEnded(MatchResult)``;
    ``matchChanged()`` when a match starts or is resumed and after every action applied
    to it (a human's or a bot's play, signal, pick-up, declaration, redeal answer or pile
    choice, and a resignation): the moment to autosave :attr:`match`.
    ``auto_declare`` says whether to declare for a human at the first legal moment
    (R5; read at each human turn). :attr:`bots` play the other seats. :attr:`replay`
    shows a stored match in the ``REPLAY`` phase. A match comes onto the table through
    :class:`~.match_entry.MatchEntry` (new, resumed, replayed).
    """

    stepShown = Signal(object)
    coverShown = Signal(str)
    status = Signal(str)
    logged = Signal(object)
    dealScored = Signal(object, int)
    matchEnded = Signal(object)
    matchChanged = Signal()

    def __init__(self, scene: TableScene, director: AnimationDirector,
                 bot_factory: Callable[[str], Bot] = app_bot,
                 parent: QObject | None = None, *,
                 auto_declare: Callable[[], bool] = lambda: True) -> None:
        super().__init__(parent)
        self.scene = scene
        self.director = director
        self._auto_declare = auto_declare
        self.bots = BotPlayer(bot_factory, lambda: director.factor, self)
        self.bots.chosen.connect(self._apply_bot_answer)
        self.human = HumanInput(self, scene, self)
        self.human.status.connect(self.status)
        self.replay = ReplayPlayer(director, self)
        self.seats = Seating(scene, director, self.bots, self)
        self.seats.coverShown.connect(self.coverShown)
        self.seats.status.connect(self.status)
        self._phase = TablePhase.STOPPED
        self._pressed_early = False
        self._match: Match | None = None
        self._setup: MatchSetup | None = None
        self._feed = TableFeed(TableState.empty(4))
        self._unlogged: list[Step] = []  # steps run whose events the log awaits, in order
        director.idle.connect(self._on_idle)
        director.stepStarted.connect(self.stepShown)
        director.stepStarted.connect(self._log_step)
        scene.cardClicked.connect(self.human.click_card)
        scene.cover.pressed.connect(self.uncover)

    # ---------------------------------------------------------------- queries
    @property
    def phase(self) -> TablePhase:
        """What the table is doing now."""
        return self._phase

    @property
    def match(self) -> Match | None:
        """The running match (for records and dialogs; the table uses observations)."""
        return self._match

    @property
    def setup(self) -> MatchSetup | None:
        """The setup of the running match."""
        return self._setup

    def observation(self) -> Observation | None:
        """What the viewer may see now, None before the first match."""
        return self._match.observe(self.seats.viewer) if self._match is not None else None

    @property
    def deal_declarations(self) -> tuple[Declared, ...]:
        """The declarations shown so far in the deal on the table (R5)."""
        return tuple(self._feed.declarations)

    @property
    def viewer(self) -> int:
        """The seat the table is drawn for (its hand at the bottom; :attr:`seats`)."""
        return self.seats.viewer

    @property
    def covered(self) -> bool:
        """True while the hot-seat cover is up: it waits to be pressed, or it went up
        early, while the last cards still move behind it (:meth:`apply_human`)."""
        return self._phase is TablePhase.COVERED or self.scene.cover.isVisible()

    @property
    def replaying(self) -> bool:
        """True while the replay viewer shows a stored match."""
        return self._phase is TablePhase.REPLAY

    @property
    def on_table(self) -> bool:
        """True while a match is on the table: played, over, or replayed (not before the
        first, nor once the table was cleared)."""
        return self._phase is not TablePhase.STOPPED

    @property
    def waiting_for_human(self) -> bool:
        """True while a human's action is awaited (and nothing animates)."""
        return self._phase is TablePhase.HUMAN

    def upcoming(self) -> Observation | None:
        """While the table only shows what was applied (cards still moving) and the next
        action is the viewer's own, with no dialog, summary or cover before it: what the
        viewer will see on that turn (a card chosen now may be played when the cards
        stop, :meth:`HumanInput.play_card`); None otherwise."""
        match = self._match
        if match is None or self._phase is not TablePhase.SHOWING or self.covered \
                or self._feed.closing or QApplication.activeModalWidget() is not None:
            return None
        seat = match.seat_to_act()
        if seat != self.viewer or self.bots.plays(seat) \
                or self.seats.wants_cover(seat, self._feed):
            return None
        return match.observe(seat)

    # --------------------------------------------------------------- commands
    def take(self, match: Match, setup: MatchSetup, state: TableState, *,
             declarations: Sequence[Declared] = (), lines: Sequence[LogLine] = ()) -> None:
        """Put ``match`` of ``setup`` on a clean table showing ``state`` (stale bot
        answers, queued events and the turn's input dropped), with the ``declarations``
        already shown in its deal (R5); the log gets ``lines``. Nothing moves until
        :meth:`show` or :meth:`settle` (the ways in:
        :class:`~.match_entry.MatchEntry`). Raises ValueError for an unknown bot level."""
        self.stop()
        self.bots.seat(setup)
        self._match, self._setup, self._feed = match, setup, TableFeed(state)
        self._feed.declarations = list(declarations)
        self.seats.seat(setup, state.me)
        self.scene.clear_cards()
        self.scene.set_names(setup.seats())
        self.scene.show_state(state)
        self.status.emit("")  # nobody's turn yet: the last match's "Your turn" goes
        for line in lines:
            self.logged.emit(line)

    def settle(self) -> None:
        """After :meth:`take` of a match under way: settle the table as it is, then go on
        with whoever is to act (in a hot-seat game, the cover first); ``matchChanged``."""
        self.matchChanged.emit()
        self._phase = TablePhase.SHOWING
        self.director.run([Step(StepKind.SETTLE, self._feed.state)])

    def show(self, events: list[Event], *, conceal_first: bool = False) -> None:
        """The match changed (``matchChanged``): show its new ``events`` segment by
        segment; with ``conceal_first`` the viewer's hand turns face down first
        (hot-seat, before the trick is collected and cards drawn)."""
        self.matchChanged.emit()
        self._feed.queue(events, conceal_first=conceal_first)
        self._next_segment()

    def stop(self) -> None:
        """Drop everything pending (a bot's request, the events not shown yet, the turn's
        input, the hot-seat cover, the replay); phase STOPPED, the cards stay."""
        self._phase = TablePhase.STOPPED
        self._pressed_early = False
        self.replay.stop()
        self.bots.cancel()
        self._feed.clear()
        self._unlogged = []
        self.human.forget()
        self.scene.cover.uncover()

    def clear(self, phase: TablePhase) -> None:
        """Drop everything pending and take every card off the table, which is then in
        ``phase``: STOPPED, or REPLAY while the replay viewer shows a stored match (the
        match taken off waits, untouched: its bots are asked again when it is taken back)."""
        self.stop()
        self._phase = phase
        self.scene.clear_cards()

    def shutdown(self) -> None:
        """Stop the bot thread (quit + wait) and drop everything pending."""
        self.stop()
        self.bots.stop()

    def resume(self) -> None:
        """Go on after the end-of-deal summary was closed."""
        if self._phase is TablePhase.SUMMARY:
            self._next_segment()

    def uncover(self) -> None:
        """The hot-seat cover was pressed: hide it and turn the viewer's cards up."""
        match = self._match
        if self._phase is TablePhase.SHOWING and self.scene.cover.isVisible():
            self._pressed_early = True  # pressed while the cards move behind it
            self.director.skip()
            return
        if self._phase is not TablePhase.COVERED or match is None:
            return
        self._pressed_early = False
        self._phase = TablePhase.SHOWING
        self.director.run([self.seats.uncover(match, self._feed)])

    def hold(self, held: bool) -> None:
        """With ``held`` True (a modal dialog is open over the table), the table waits:
        a bot's move is neither applied nor shown (its search may finish) and the
        animation under way, a trick's pause included, stops where it is; with False it
        goes on from there."""
        self.bots.hold(held)
        self.director.hold(held)

    def skip_animation(self) -> None:
        """A click on the table: finish the running animation at once."""
        self.director.skip()

    # ------------------------------------------------- the human input's table
    def input_open(self) -> bool:
        """True when a human's input may act now (:meth:`Seating.input_open`)."""
        return self.seats.input_open(self._phase)

    def explain(self, action: Action) -> IllegalReason:
        """Why ``action`` is not legal now for the seat to act, without trying it
        (``Match.explain``; a dimmed card's tooltip). Raises ValueError for a legal
        action, RuntimeError before the first match."""
        if self._match is None:
            raise RuntimeError("no match on the table")
        return self._match.explain(action)

    def apply_human(self, action: Action) -> bool:
        """Apply the viewer's ``action``; False when the engine refuses it (the status
        line gives the engine's reason, made friendly)."""
        match = self._match
        assert match is not None
        try:
            events = match.apply(action)
        except IllegalActionError as exc:
            self.status.emit(friendly_reason(exc.reason))
            return False
        self._phase = TablePhase.SHOWING
        self.human.end_turn()
        self.status.emit("")
        other = self.seats.other_human_next(match)
        self.show(events, conceal_first=other)
        if other and not self._feed.closing:  # the cover at once, the cards move behind
            self.seats.cover_early(match)
        return True

    # -------------------------------------------------------------- internals
    def _next_segment(self) -> None:
        match = self._match
        assert match is not None
        self._phase = TablePhase.SHOWING
        segment = self._feed.next_segment()
        if segment is None:
            self._advance()
            return
        if any(isinstance(event, DealStarted) for event in segment):
            self.human.new_deal()
        closed = isinstance(segment[-1], DealScored | MatchEnded)
        final = None if closed else match.observe(self.seats.viewer)
        # a hot-seat summary is for both players: no hand stays face up
        steps = self._feed.steps(final, conceal_after=closed and self.seats.shared)
        self._unlogged.extend(step for step in steps if step.events)
        self.director.run(steps)

    def _log_step(self, step: Step) -> None:
        """The table begins to show ``step``: the log gets its events' lines now, not
        before (with "off" speed at once; while a dialog holds the table, later)."""
        if self._unlogged and step is self._unlogged[0]:
            del self._unlogged[0]
            for line in event_lines(step.events, self.scene.seats):
                self.logged.emit(line)

    def _on_idle(self) -> None:
        match = self._match
        if match is None or self._phase is not TablePhase.SHOWING:
            return
        last = self._feed.segment[-1] if self._feed.segment else None
        self._feed.segment = []
        if isinstance(last, DealScored):
            self._phase = TablePhase.SUMMARY
            self.human.keys.step_changed()
            self.dealScored.emit(last.score, last.number)
            return
        if isinstance(last, MatchEnded):
            self._phase = TablePhase.OVER
            self._feed.clear()
            self.status.emit("")  # nobody's turn any more (a resignation, too)
            self.matchEnded.emit(last.result)
            return
        self._next_segment()

    def _advance(self) -> None:
        match = self._match
        assert match is not None
        seat = match.seat_to_act()
        if seat is None:
            self._phase = TablePhase.OVER
            return
        if self.bots.plays(seat):
            self._phase = TablePhase.BOT
            self.human.show()
            self.human.keys.step_changed()
            self.bots.ask(match, seat)
            return
        if self.seats.wants_cover(seat, self._feed):
            self._phase = TablePhase.COVERED
            steps = self.seats.cover(seat, match, self._feed)
            self.status.emit("")
            self._feed.segment = []
            self.director.run(steps)
            if self._pressed_early:
                self.uncover()
            return
        obs = match.observe(seat)
        action = self.human.automatic(obs, self._auto_declare())
        self._phase = TablePhase.HUMAN
        if action is not None:
            self.apply_human(action)
        elif not self.human.begin_turn(obs):
            self.human.prompt_again()

    def _apply_bot_answer(self, answer: BotAnswer) -> None:
        match = self._match
        if match is None or self._phase is not TablePhase.BOT:
            return
        action = answer.action
        if action is None:
            self.logged.emit(said(BOT_ERROR, answer.error))
            action = match.legal_actions()[0]
        try:
            events = match.apply(action)
        except IllegalActionError as exc:
            self.logged.emit(said(BOT_ERROR, exc))
            events = match.apply(match.legal_actions()[0])
        self.show(events)
