"""The table model and controller: the only place where engine, bots, input and
animation meet (DESIGN.md section 4).

Human input or a bot's answer -> ``Match.apply`` -> the director animates the
events -> ``idle`` -> the next turn. Input is gated by state (an animation
running, not the human's turn, a modal dialog open), never by blocking the event
loop. The table sees only the :class:`Observation` of its *viewer*: the human
against bots (or seat 0 in a demo), or in a hot-seat game the human whose turn
it is. Between two humans' turns the hot-seat cover goes up over a table whose
every private card is face down, and the next player presses it to see the own
cards (R3, R5: drawn cards, pile tops and declarations stay public).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ...bots import Bot, make_bot
from ...engine import (
    Action,
    Card,
    DealScored,
    DealStarted,
    DealState,
    Declaration,
    Declare,
    Declared,
    Event,
    IllegalActionError,
    Match,
    MatchEnded,
    Observation,
    Phase,
    PickUp,
    Play,
    Redeal,
)
from ...engine import (
    Signal as LeadSignal,
)
from ..language.texts import describe_event, friendly_reason, tr
from ..table.animation import AnimationDirector
from ..table.card_ids import DealtPile, Face
from ..table.card_item import CardItem
from ..table.layout import pile_top_position
from ..table.pile_choice import PileChoice
from ..table.steps import conceal, reveal, split_batch, steps_for
from ..table.table_scene import TableScene
from ..table.table_state import Step, StepKind, TableState, from_observation
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


class TableController(QObject):
    """Runs a match on the table for the seats whose level is None (humans)
    against bots thinking on a :class:`BotThread`.

    The table is drawn for :attr:`viewer`: the first human seat against bots
    (seat 0 in a demo); with two humans (hot-seat) the human whose turn it is,
    after the cover (:attr:`covered`) was pressed (:meth:`uncover`).

    Signals: ``stepShown(Step)`` as the table changes; ``humanTurn(Observation)``
    when a human must act (the window shows the declare, signal, redeal and pile
    controls from its legal actions); ``pilesChanged(PileChoice)`` as the human
    chooses mazzetti piles (R3.3); ``coverShown(str)`` when the hot-seat cover goes
    up for the named player; ``status(str)`` for the status line;
    ``logged(str)`` for the log; ``dealScored(DealScore, int)`` at the end of a
    deal (call :meth:`resume` when the summary is closed); ``matchEnded(MatchResult)``;
    ``matchChanged()`` when a match starts or is resumed and after every action applied
    to it (a human's or a bot's play, signal, pick-up, declaration, redeal answer or pile
    choice, and a resignation): the moment to autosave :attr:`match`.
    ``declarationOffered(Card, tuple[Declaration, ...])`` when the human chose a
    card while declarations are still available and not turned down (R5): the
    window asks, then calls :meth:`declare_then_play` or ``play_card(card,
    forgo=True)``.
    ``bot_pause_ms`` is the readable pause before a bot's move (scaled by the
    animation speed; 0 in tests).
    """

    stepShown = Signal(object)
    humanTurn = Signal(object)
    pilesChanged = Signal(object)
    coverShown = Signal(str)
    status = Signal(str)
    logged = Signal(str)
    dealScored = Signal(object, int)
    matchEnded = Signal(object)
    matchChanged = Signal()
    declarationOffered = Signal(object, object)

    def __init__(self, scene: TableScene, director: AnimationDirector,
                 bot_factory: Callable[[str], Bot] = app_bot,
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
        self._viewer = 0
        self._covered = False
        self._choice: PileChoice | None = None
        self._declined: set[Declaration] = set()
        self._then_play: Card | None = None
        self._prelude: list[Step] = []
        director.idle.connect(self._on_idle)
        director.stepStarted.connect(self._on_step)
        scene.pickUpClicked.connect(self.pick_up)
        scene.cover.pressed.connect(self.uncover)

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
        """What the viewer may see now, None before the first match."""
        return self._match.observe(self._viewer) if self._match is not None else None

    @property
    def viewer(self) -> int:
        """The seat the table is drawn for (its hand at the bottom)."""
        return self._viewer

    @property
    def hot_seat(self) -> bool:
        """True when two humans share the screen."""
        return self._setup is not None and len(self._setup.humans) > 1

    @property
    def covered(self) -> bool:
        """True while the hot-seat cover waits to be pressed."""
        return self._covered

    @property
    def pile_choice(self) -> PileChoice | None:
        """The human's mazzetti pile choice in progress (R3.3), else None."""
        return self._choice

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
        self._viewer = setup.humans[0] if setup.humans else 0
        self.scene.clear_cards()
        self.scene.set_names(self._match.names)
        self._state = TableState.empty(setup.rules.players, self._viewer,
                                       concealed=self.hot_seat,
                                       has_stock=setup.rules.variant == "spizzichino")
        self.scene.show_state(self._state)
        self.logged.emit(tr("New match, seed %1").replace("%1", str(seed)))
        self.matchChanged.emit()
        self._show(list(self._match.opening_events))

    def resume_match(self, match: Match, setup: MatchSetup) -> None:
        """Go on with ``match`` (e.g. read back from the autosave) exactly where it is:
        the table is built from the viewer's observation (hand, trick under way, piles,
        stock, scores) and the match continues with whoever is to act, a bot or a human,
        also mid-trick, in the mazzetti pile choice (R3.3) or the redeal question (R7).
        In a hot-seat game the cover goes up first. ``setup`` gives the bot levels (its
        rules and names must be the match's); raises ValueError when they are not."""
        if setup.rules != match.rules or setup.names != match.names:
            raise ValueError("the set-up's rules and names are not the match's")
        self._invalidate()
        self._setup = setup
        self._bots = {seat: self._bot_factory(level)
                      for seat, level in enumerate(setup.levels) if level is not None}
        self._match = match
        self._viewer = setup.humans[0] if setup.humans else 0
        obs = match.observe(self._viewer)
        self._declarations = list(obs.declarations)
        self.scene.clear_cards()
        self.scene.set_names(match.names)
        self._state = from_observation(obs, concealed=self.hot_seat)
        self.scene.show_state(self._state)
        self.logged.emit(tr("Match resumed, seed %1").replace("%1", str(match.seed)))
        for line in resumed_lines(match, self._viewer):
            self.logged.emit(line)
        self.matchChanged.emit()
        self._segment = []
        self.director.run([Step(StepKind.SETTLE, self._state)])

    def resign(self) -> None:
        """The human at the table (the viewer) resigns (R10): the match is lost by
        that seat's side."""
        match = self._match
        if match is None or match.result is not None:
            return
        self._invalidate()
        events = match.resign(self._viewer)
        self.matchChanged.emit()
        self._show(events)

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

    def play_card(self, card: Card, *, forgo: bool = False) -> bool:
        """The human plays ``card`` (mouse or keyboard: the one legality check).

        Returns True when played. Refused (False, status line says why) while a
        modal dialog is open, while animating (the click skips the animation),
        out of turn, or when the engine refuses the move (R4, R8). A legal card
        chosen while a declaration is still available and was not turned down
        this deal is not played: ``declarationOffered`` asks first (R5: in
        Tressette a combination not declared in the first turn is lost). With
        ``forgo`` the card is played, the declarations are turned down for the
        deal and the log says so.
        """
        if not self._input_open():
            return False
        obs = self.observation()
        assert obs is not None and self._match is not None
        pile = next((i for i, v in enumerate(obs.piles[obs.seat]) if v.top == card), None)
        action = Play(card, pile, self._signal if obs.trick == () else None)
        offered = self._offered(obs)
        if offered and action in obs.legal_actions:
            if not forgo:
                self.declarationOffered.emit(card, offered)
                return False
            self._declined.update(offered)
            for declaration in offered:
                self.logged.emit(tr("%1 plays without declaring %2").replace(
                    "%1", obs.names[obs.seat]).replace("%2", str(declaration)))
        return self._human_apply(action)

    def declare_then_play(self, card: Card) -> bool:
        """The human's answer "Declare" to ``declarationOffered``: declare every
        combination still available (R5), one by one, then play ``card``. False (status
        says why) when refused."""
        if not self._input_open():
            return False
        obs = self.observation()
        assert obs is not None
        offered = self._offered(obs)
        if not offered:
            return self.play_card(card)
        self._then_play = card
        return self._human_apply(Declare(offered[0]))

    def _offered(self, obs: Observation) -> tuple[Declaration, ...]:
        """The declarations the human may make now and did not turn down (R5)."""
        return tuple(a.declaration for a in obs.legal_actions
                     if isinstance(a, Declare) and a.declaration not in self._declined)

    def click_card(self, item: CardItem) -> bool:
        """A click on a card item: a dealt mazzetti pile while choosing (R3.3), a
        card of the viewer's hand or an own pile top to play (:meth:`play_card`);
        any other card skips the running animation. Returns True when it acted."""
        obs = self.observation()
        key = next((k for k, v in self.scene.cards.items() if v is item), None)
        if obs is not None and self._choice is not None and isinstance(key, DealtPile):
            return self.click_pile(key.pile)
        card = item.card
        own_tops = obs.piles[obs.seat] if obs is not None and obs.piles else ()
        if obs is not None and card is not None and (
                card in obs.hand or any(v.top == card for v in own_tops)):
            return self.play_card(card)
        self.skip_animation()
        return False

    def click_pile(self, pile: int) -> bool:
        """Take, put back or mark for the hand the dealt mazzetti ``pile`` (0-7) in
        the human's pile choice (see :class:`PileChoice`); False when not choosing."""
        if self._choice is None or not self._input_open():
            return False
        self._choice = self._choice.click(pile)
        self._show_choice()
        return True

    def restart_piles(self) -> None:
        """Put back the piles taken so far (the pile choice starts again)."""
        if self._choice is not None and self._input_open():
            self._choice = self._choice.restart()
            self._show_choice()

    def confirm_piles(self) -> bool:
        """Play the complete pile choice (R3.3); False while it is incomplete."""
        if self._choice is None or not self._input_open():
            return False
        action = self._choice.action()
        if action is None:
            self.status.emit(tr("Choose 4 piles, then 2 of them for your hand"))
            return False
        return self._human_apply(action)

    def pick_up(self, pile: int) -> bool:
        """Take the honour on top of the viewer's mazzetti ``pile`` into the hand
        (R3.3); False (status says why) if refused."""
        return self._input_open() and self._human_apply(PickUp(pile))

    def uncover(self) -> None:
        """The hot-seat cover was pressed: hide it and turn the viewer's cards up."""
        match = self._match
        if not self._covered or match is None or self._state is None:
            return
        self._covered = False
        self.scene.cover.uncover()
        step = reveal(self._state, match.observe(self._viewer))
        self._state = step.state
        self.director.run([step])
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
        """Keyboard: play the chosen card (Enter); under the hot-seat cover, press it."""
        if self._covered:
            self.uncover()
            return False
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
        self._covered = False
        self._choice = None
        self._declined = set()
        self._then_play = None
        self._prelude = []
        self.scene.cover.uncover()
        self.scene.show_pickups([])

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
        before = match.observe(self._viewer)
        try:
            events = match.apply(action)
        except IllegalActionError as exc:
            self.status.emit(friendly_reason(str(exc)))
            return False
        self._waiting_human = False
        self._signal = None
        self._choice = None
        self._show_choice()  # unmark the dealt piles
        self._unmark(before)
        self.scene.show_pickups([])
        self.status.emit("")
        self.matchChanged.emit()
        self._show(events, conceal_first=self._other_human_next(match))
        return True

    def _other_human_next(self, match: Match) -> bool:
        """Hot-seat: True when the next seat to act is a human other than the viewer
        (the viewer's hand must go face down before anything else is shown)."""
        seat = match.seat_to_act()
        return self.hot_seat and seat is not None and seat not in self._bots \
            and seat != self._viewer

    def _unmark(self, obs: Observation) -> None:
        """The human's turn is over: no card of ``obs``'s hand or pile tops stays
        dimmed, chosen or numbered (R4)."""
        tops = [v.top for v in obs.piles[obs.seat] if v.top is not None] if obs.piles else []
        for card in (*obs.hand, *tops):
            item = self.scene.cards.get(Face(card))
            if item is not None:
                item.set_dimmed(False)
                item.set_marked(False)
                item.set_number("")

    def _show(self, events: list[Event], *, conceal_first: bool = False) -> None:
        """Show ``events`` segment by segment; with ``conceal_first`` the viewer's hand
        turns face down first (hot-seat, before the trick is collected and cards drawn)."""
        self._pending = split_batch(events)
        self._prelude = []
        if conceal_first and self._state is not None and not self._state.concealed:
            step = conceal(self._state)
            self._state = step.state
            self._prelude = [step]
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
                self._declined = set()
            elif isinstance(event, Declared):
                self._declarations.append(event)
            line = describe_event(event, match.names)
            if line:
                self.logged.emit(line)
        closed = isinstance(segment[-1], DealScored | MatchEnded)
        final = None if closed else match.observe(self._viewer)
        steps = [*self._prelude, *steps_for(self._state, segment, final)]
        self._prelude = []
        if closed and self.hot_seat:  # the summary is for both: no hand face up
            steps.append(conceal(steps[-1].state if steps else self._state))
        if steps:
            self._state = steps[-1].state
        self._segment = segment
        self.director.run(steps)

    def _on_step(self, step: Step) -> None:
        self.stepShown.emit(step)

    def _on_idle(self) -> None:
        match = self._match
        if match is None or self._covered:
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
        state = self._state
        assert state is not None
        if self.hot_seat and (seat != self._viewer or state.concealed):
            self._cover(seat, match)
            return
        obs = match.observe(seat)
        declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
        if declares and self.auto_declare:
            self._human_apply(declares[0])
            return
        offered = self._offered(obs)
        if self._then_play is not None and offered:
            self._human_apply(Declare(offered[0]))
            return
        self._waiting_human = True
        if self._then_play is not None:  # declared as asked: now the card chosen
            card, self._then_play = self._then_play, None
            if self.play_card(card):
                return
        self._selected = min(self._selected, max(0, len(obs.hand) - 1))
        if obs.phase is Phase.CHOOSE_PILES:
            self._choice = PileChoice.start(obs.free_piles)
        self.prompt_again()

    def prompt_again(self) -> None:
        """While a human's action is awaited, say so again: the status line, then
        ``humanTurn`` (and ``pilesChanged`` in a pile choice), e.g. in the language
        just chosen. Does nothing otherwise."""
        obs = self.observation()
        if not self._waiting_human or obs is None:
            return
        if obs.phase is Phase.CHOOSE_PILES:
            self.humanTurn.emit(obs)
            self._show_choice()
            return
        self._update_hand_marks()
        if obs.phase is Phase.REDEAL:
            self.status.emit(tr("Your hand is worth less than one point: ask for a new deal?"))
        else:
            self.status.emit(tr("Your turn"))
        self.humanTurn.emit(obs)

    def _cover(self, seat: int, match: Match) -> None:
        """Hot-seat: turn every private card down, seat the next player at the
        bottom, and put up the cover with that player's name."""
        state = self._state
        assert state is not None
        steps: list[Step] = []
        if not state.concealed:
            steps.append(conceal(state))
        if seat != self._viewer:
            self._viewer = seat
            self.scene.clear_cards()
            moved = from_observation(match.observe(seat), concealed=True)
            steps = [Step(StepKind.SETTLE, replace(
                moved, last_trick=moved.last_trick or state.last_trick))]
        self._state = steps[-1].state if steps else state
        self._covered = True
        name = match.names[seat]
        self.scene.cover.cover(name)
        self.status.emit("")
        self.coverShown.emit(name)
        self._segment = []
        self.director.run(steps)

    def _show_choice(self) -> None:
        """Mark the piles taken (blue outline) and, instead, glow those chosen for
        the hand (the gold glow alone: the brightest mark on the table)."""
        choice = self._choice
        for key, item in self.scene.cards.items():
            if isinstance(key, DealtPile):
                hand = choice is not None and key.pile in choice.hand
                item.set_marked(choice is not None and key.pile in choice.taken and not hand)
                item.set_highlight(hand)
        if choice is not None:
            self.pilesChanged.emit(choice)

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
        self.matchChanged.emit()
        self._show(events)

    def _update_hand_marks(self) -> None:
        """Dim the viewer's cards (hand and pile tops) that may not be played, mark
        the keyboard's choice, number the hand's cards by their keys
        (:func:`position_key`) on the human's turn, and put a badge on each pile top that may be
        picked up (R3.3, R4, R8): all from the engine's legal actions."""
        obs = self.observation()
        if obs is None:
            return
        signal = self._signal if not obs.trick else None
        playable = {a.card for a in obs.legal_actions
                    if isinstance(a, Play) and a.signal == signal}
        active = self._waiting_human and obs.phase is Phase.PLAY
        tops = [v.top for v in obs.piles[obs.seat]] if obs.piles else []
        for i, card in enumerate(obs.hand):
            item = self.scene.cards.get(Face(card))
            if item is not None:
                item.set_dimmed(active and card not in playable)
                item.set_marked(active and i == self._selected)
                item.set_number(position_key(i) if active else "")
        for top in tops:
            item = self.scene.cards.get(Face(top)) if top is not None else None
            if item is not None:
                item.set_dimmed(active and top not in playable)
        state = self._state
        spots = [(a.pile, *pile_top_position(obs.seat, a.pile, state))
                 for a in obs.legal_actions if isinstance(a, PickUp)] \
            if active and state is not None else []
        self.scene.show_pickups(spots)



def position_key(index: int) -> str:
    """The number key that plays the card at 0-based ``index`` of the sorted hand,
    left to right as shown: "1".."9", then "0" for the tenth, "" beyond."""
    return str((index + 1) % 10) if index < 10 else ""


def resumed_lines(match: Match, seat: int) -> list[str]:
    """The log of the deal under way in ``match``, rebuilt for a resume: its
    record (``dealings[-1]``: layout and actions) replayed on a fresh deal and each
    event worded as during play (:func:`describe_event`: plays, draws, pick-ups,
    declarations, tricks, R3-R8). Only public events are worded; the deal's
    number, dealer and spareggio come from ``seat``'s observation."""
    obs = match.observe(seat)
    dealing = match.dealings[-1]
    deal, events = DealState.start(match.rules, dealing.dealer, dealing.layout)
    events = [DealStarted(obs.deal_number, obs.dealer, obs.spareggio), *events]
    for action in dealing.actions:
        events.extend(deal.apply(action))
    return [line for event in events if (line := describe_event(event, match.names))]
