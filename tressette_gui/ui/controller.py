"""The table model and controller: the only place where engine, bots, input and
animation meet (DESIGN.md section 4).

Human input or a bot's answer -> ``Match.apply`` -> the director animates the
events -> ``idle`` -> the next turn. Input is gated by state (an animation
running, not the human's turn, a modal dialog open), never by blocking the event
loop. The table sees only the human seat's :class:`Observation`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ..bots import Bot, make_bot
from ..engine import (
    Action,
    Card,
    ChoosePiles,
    DealScored,
    DealStarted,
    Declaration,
    Declare,
    Declared,
    Event,
    IllegalActionError,
    Match,
    MatchEnded,
    Observation,
    Phase,
    Play,
    Redeal,
)
from ..engine import (
    Signal as LeadSignal,
)
from .animation import AnimationDirector
from .bot_worker import BotAnswer, BotRequest, BotThread
from .match_setup import MatchSetup
from .table_scene import TableScene
from .table_state import Step, TableState, split_batch, steps_for
from .texts import describe_event, friendly_reason, tr

#: Shortest time (ms, at normal speed) before a bot's move is shown.
BOT_PAUSE_MS = 700


class TableController(QObject):
    """Runs a match on the table for the seats whose level is None (humans; the
    table shows seat 0) against bots thinking on a :class:`BotThread`.

    Signals: ``stepShown(Step)`` as the table changes; ``humanTurn(Observation)``
    when a human must act (the window shows the declare, signal and redeal
    controls from its legal actions); ``status(str)`` for the status line;
    ``logged(str)`` for the log; ``dealScored(DealScore, int)`` at the end of a
    deal (call :meth:`resume` when the summary is closed); ``matchEnded(MatchResult)``.
    ``bot_pause_ms`` is the readable pause before a bot's move (scaled by the
    animation speed; 0 in tests).
    """

    stepShown = Signal(object)
    humanTurn = Signal(object)
    status = Signal(str)
    logged = Signal(str)
    dealScored = Signal(object, int)
    matchEnded = Signal(object)

    def __init__(self, scene: TableScene, director: AnimationDirector,
                 bot_factory: Callable[[str], Bot] = make_bot,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.director = director
        self.bot_pause_ms = BOT_PAUSE_MS
        self.auto_declare = True
        self._bot_factory = bot_factory
        self._bots: dict[int, Bot] = {}
        self._thread = BotThread(self)
        self._thread.answered.connect(self._on_answer)
        self._ticket = 0
        self._decisions = 0
        self._match: Match | None = None
        self._setup: MatchSetup | None = None
        self._state: TableState | None = None
        self._pending: list[list[Event]] = []
        self._waiting_human = False
        self._waiting_dialog = False
        self._signal: LeadSignal | None = None
        self._selected = 0
        self._clock = QElapsedTimer()
        self._pause = QTimer(self)
        self._pause.setSingleShot(True)
        self._pause.timeout.connect(self._apply_bot_answer)
        self._answer: BotAnswer | None = None
        self._asked = False
        self._segment: list[Event] = []
        self._declarations: list[Declared] = []
        director.idle.connect(self._on_idle)
        director.stepStarted.connect(self._on_step)

    # ---------------------------------------------------------------- queries
    @property
    def match(self) -> Match | None:
        """The running match (for records and dialogs; the table uses observations)."""
        return self._match

    @property
    def setup(self) -> MatchSetup | None:
        """The setup of the running match."""
        return self._setup

    def observation(self) -> Observation | None:
        """What seat 0 may see now, None before the first match."""
        return self._match.observe(0) if self._match is not None else None

    @property
    def deal_declarations(self) -> tuple[Declared, ...]:
        """The declarations shown so far in the deal on the table (R5)."""
        return tuple(self._declarations)

    @property
    def waiting_for_human(self) -> bool:
        """True while a human's action is awaited (and nothing animates)."""
        return self._waiting_human

    @property
    def thinking(self) -> bool:
        """True while a bot's answer is awaited or held for the readable pause."""
        return self._answer is not None or self._pause.isActive() or self._asked

    @property
    def bot_thread_running(self) -> bool:
        """True while the bots' thread runs (False after :meth:`shutdown`)."""
        return self._thread.running

    @property
    def lead_signal(self) -> LeadSignal | None:
        """The signal chosen for the human's next lead (R8), None for muta."""
        return self._signal

    # --------------------------------------------------------------- commands
    def new_match(self, setup: MatchSetup, seed: int) -> None:
        """Start a match of ``setup`` with ``seed`` (stale bot answers are dropped)."""
        self._invalidate()
        self._setup = setup
        self._bots = {seat: self._bot_factory(level)
                      for seat, level in enumerate(setup.levels) if level is not None}
        self._match = Match(setup.rules, seed, setup.names)
        self.auto_declare = setup.rules.auto_declare
        self.scene.clear_cards()
        self.scene.set_names(self._match.names)
        self._state = TableState.empty(setup.rules.players)
        self.scene.show_state(self._state)
        self.logged.emit(tr("New match, seed %1").replace("%1", str(seed)))
        self._show(list(self._match.opening_events))

    def resign(self) -> None:
        """The human resigns (R10): the match is lost by seat 0's side."""
        match = self._match
        if match is None or match.result is not None:
            return
        self._invalidate()
        self._show(match.resign(0))

    def shutdown(self) -> None:
        """Stop the bot thread (quit + wait) and drop everything pending."""
        self._invalidate()
        self._thread.stop()

    def resume(self) -> None:
        """Go on after the end-of-deal summary was closed."""
        if self._waiting_dialog:
            self._waiting_dialog = False
            self._next_segment()

    def set_lead_signal(self, signal: LeadSignal | None) -> None:
        """Choose the signal for the human's next lead (None: muta); re-dims cards."""
        self._signal = signal
        self._update_hand_marks()

    def play_card(self, card: Card) -> bool:
        """The human plays ``card`` (mouse or keyboard: the one legality check).

        Returns True when played. Refused (False, status line says why) while a
        modal dialog is open, while animating (the click skips the animation),
        out of turn, or when the engine refuses the move (R4, R8).
        """
        if not self._input_open():
            return False
        obs = self.observation()
        assert obs is not None and self._match is not None
        pile = next((i for i, v in enumerate(obs.piles[0]) if v.top == card), None)
        action = Play(card, pile, self._signal if obs.trick == () else None)
        return self._human_apply(action)

    def declare(self, declaration: Declaration) -> bool:
        """The human declares ``declaration`` (R5); False (status says why) if refused."""
        return self._input_open() and self._human_apply(Declare(declaration))

    def answer_redeal(self, ask: bool) -> bool:
        """The human answers the redeal question (R7)."""
        return self._input_open() and self._human_apply(Redeal(ask))

    def move_selection(self, delta: int) -> None:
        """Keyboard: move the chosen card of the hand by ``delta`` positions."""
        obs = self.observation()
        if obs is None or not obs.hand:
            return
        self._selected = (self._selected + delta) % len(obs.hand)
        self._update_hand_marks()

    def play_selected(self) -> bool:
        """Keyboard: play the chosen card (Enter)."""
        obs = self.observation()
        if obs is None or not obs.hand:
            return False
        return self.play_position(min(self._selected, len(obs.hand) - 1))

    def play_position(self, index: int) -> bool:
        """Keyboard: play the card at ``index`` (0-based) of the sorted hand."""
        obs = self.observation()
        if obs is None or not 0 <= index < len(obs.hand):
            self.status.emit(tr("No card at that position"))
            return False
        self._selected = index
        self._update_hand_marks()
        return self.play_card(obs.hand[index])

    def skip_animation(self) -> None:
        """A click on the table: finish the running animation at once."""
        self.director.skip()

    # -------------------------------------------------------------- internals
    def _invalidate(self) -> None:
        self._ticket += 1
        self._pause.stop()
        self._answer = None
        self._asked = False
        self._pending = []
        self._waiting_human = False
        self._waiting_dialog = False
        self._signal = None

    def _input_open(self) -> bool:
        if QApplication.activeModalWidget() is not None:
            return False
        if self.director.busy:
            self.director.skip()
            return False
        if not self._waiting_human:
            self.status.emit(tr("Wait for your turn"))
            return False
        return True

    def _human_apply(self, action: Action) -> bool:
        match = self._match
        assert match is not None
        try:
            events = match.apply(action)
        except IllegalActionError as exc:
            self.status.emit(friendly_reason(str(exc)))
            return False
        self._waiting_human = False
        self._signal = None
        self.status.emit("")
        self._show(events)
        return True

    def _show(self, events: list[Event]) -> None:
        self._pending = split_batch(events)
        self._next_segment()

    def _next_segment(self) -> None:
        match = self._match
        assert match is not None and self._state is not None
        if not self._pending:
            self._advance()
            return
        segment = self._pending.pop(0)
        for event in segment:
            if isinstance(event, DealStarted):
                self._declarations = []
            elif isinstance(event, Declared):
                self._declarations.append(event)
            line = describe_event(event, match.names)
            if line:
                self.logged.emit(line)
        closed = isinstance(segment[-1], DealScored | MatchEnded)
        final = None if closed else match.observe(0)
        steps = steps_for(self._state, segment, final)
        if steps:
            self._state = steps[-1].state
        self._segment = segment
        self.director.run(steps)

    def _on_step(self, step: Step) -> None:
        self.stepShown.emit(step)

    def _on_idle(self) -> None:
        match = self._match
        if match is None:
            return
        last = self._segment[-1] if self._segment else None
        self._segment = []
        if isinstance(last, DealScored):
            self._waiting_dialog = True
            self.dealScored.emit(last.score, len(match.deal_scores))
            return
        if isinstance(last, MatchEnded):
            self._pending = []
            self.matchEnded.emit(last.result)
            return
        self._next_segment()

    def _advance(self) -> None:
        match = self._match
        assert match is not None
        seat = match.seat_to_act()
        if seat is None:
            return
        if seat in self._bots:
            self._ask_bot(seat, match)
            return
        obs = match.observe(seat)
        declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
        if declares and self.auto_declare:
            self._human_apply(declares[0])
            return
        if obs.phase is Phase.CHOOSE_PILES:  # the two-player table comes later
            self._human_apply(next(a for a in obs.legal_actions if isinstance(a, ChoosePiles)))
            return
        self._waiting_human = True
        self._selected = min(self._selected, max(0, len(obs.hand) - 1))
        self._update_hand_marks()
        if obs.phase is Phase.REDEAL:
            self.status.emit(tr("Your hand is worth less than one point: ask for a new deal?"))
        else:
            self.status.emit(tr("Your turn"))
        self.humanTurn.emit(obs)

    def _ask_bot(self, seat: int, match: Match) -> None:
        self._update_hand_marks()
        self._decisions += 1
        self._asked = True
        self._clock.start()
        request = BotRequest(self._ticket, self._bots[seat], match.observe(seat),
                             f"{match.seed}:{seat}:{len(match.dealings)}:{self._decisions}")
        self._thread.ask(request)

    def _on_answer(self, answer: BotAnswer) -> None:
        if answer.ticket != self._ticket:
            return  # stale: a new match or a resignation came in between
        self._asked = False
        self._answer = answer
        wait = round(self.bot_pause_ms * self.director.factor) - self._clock.elapsed()
        if wait > 0:
            self._pause.start(int(wait))
        else:
            self._apply_bot_answer()

    def _apply_bot_answer(self) -> None:
        answer, self._answer = self._answer, None
        match = self._match
        if answer is None or match is None or answer.ticket != self._ticket:
            return
        action = answer.action
        if action is None:
            self.logged.emit(tr("Bot error: %1").replace("%1", answer.error))
            action = match.legal_actions()[0]
        try:
            events = match.apply(action)
        except IllegalActionError as exc:
            self.logged.emit(tr("Bot error: %1").replace("%1", str(exc)))
            events = match.apply(match.legal_actions()[0])
        self._show(events)

    def _update_hand_marks(self) -> None:
        obs = self.observation()
        if obs is None:
            return
        signal = self._signal if not obs.trick else None
        playable = {a.card for a in obs.legal_actions
                    if isinstance(a, Play) and a.signal == signal}
        active = self._waiting_human and obs.phase is Phase.PLAY
        for i, card in enumerate(obs.hand):
            item = self.scene.cards.get(card.code)
            if item is not None:
                item.set_dimmed(active and card not in playable)
                item.set_marked(active and i == self._selected)
