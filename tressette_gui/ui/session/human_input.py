"""A human's input at the table: clicks, keys and buttons turned into engine actions.

:class:`HumanInput` keeps what a human's turn is made of between two actions (the
signal for the next lead, the mazzetti pile choice, the declarations turned down this
deal, the card to play once the declarations asked for are made), shows it as
:class:`~..table.marks.Marks` on the scene, and hands every action to its :class:`Table`
(the controller), where the engine decides (R3.3-R8). The keys, and the keyboard's chosen
card, are its ``keys`` (:class:`~.keyboard_input.KeyboardInput`).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from ...engine import (
    Action,
    Card,
    Declaration,
    Declare,
    Observation,
    Phase,
    PickUp,
    Play,
    Redeal,
)
from ...engine import Signal as LeadSignal
from ..language.texts import friendly_reason, tr
from ..table.card_ids import CardId, DealtPile, Face, OnShow
from ..table.marks import Marks, choice_marks, first_choice, keyboard_cards, turn_marks
from ..table.pile_choice import PileChoice
from ..table.table_scene import TableScene
from .input_table import Table
from .keyboard_input import KeyboardInput


class HumanInput(QObject):
    """The viewer's input, for a :class:`Table` drawn on ``scene``.

    Signals: ``humanTurn(Observation)`` when a human must act (the window shows the
    declare, signal, redeal and pile controls from its legal actions);
    ``status(str)`` for the status line;
    ``pilesChanged(PileChoice)`` as the human chooses mazzetti piles (R3.3);
    ``declarationOffered(Card, tuple[Declaration, ...])`` when the human chose a card
    while declarations are still available and not turned down (R5): the window asks,
    then calls :meth:`declare_then_play` or ``play_card(card, forgo=True)``;
    ``signalKeyed(LeadSignal)`` when the human chose a lead's signal by its key (R8): the
    window presses that signal's button, which calls :meth:`set_lead_signal`.

    ``keys`` (:class:`~.keyboard_input.KeyboardInput`) takes the table view's keys and
    holds the keyboard's chosen card; its ``step_changed`` is told when the table moves on.
    """

    humanTurn = Signal(object)
    status = Signal(str)
    pilesChanged = Signal(object)
    declarationOffered = Signal(object, object)
    signalKeyed = Signal(object)

    def __init__(self, table: Table, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._table = table
        self._scene = scene
        self._signal: LeadSignal | None = None
        self._choice: PileChoice | None = None
        self._declined: set[Declaration] = set()
        self._then_play: Card | None = None
        self._queued: Card | None = None
        self._lit: tuple[Card, ...] = ()
        self.keys = KeyboardInput(self, table)  # connects to status first
        scene.pickUpClicked.connect(self.pick_up)

    # ---------------------------------------------------------------- state
    @property
    def lead_signal(self) -> LeadSignal | None:
        """The signal chosen for the human's next lead (R8), None for muta."""
        return self._signal

    @property
    def pile_choice(self) -> PileChoice | None:
        """The human's mazzetti pile choice in progress (R3.3), else None."""
        return self._choice

    def forget(self) -> None:
        """Forget everything of the match (a new match, a resume, a resignation)."""
        self._signal = None
        self._choice = None
        self._declined = set()
        self._then_play = None
        self._queued = None
        self._lit = ()
        self._scene.show_marks(Marks())

    def new_deal(self) -> None:
        """A new deal: declarations turned down before count again (R5)."""
        self._declined = set()

    def automatic(self, obs: Observation, auto_declare: bool) -> Action | None:
        """The action made for the human at the start of a turn (``obs`` of that seat),
        None when the human must choose: a declaration with ``auto_declare`` (R5), or
        the next one asked for by :meth:`declare_then_play`."""
        declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
        if declares and auto_declare:
            return declares[0]
        offered = self._offered(obs)
        if self._then_play is not None and offered:
            return Declare(offered[0])
        return None

    def begin_turn(self, obs: Observation) -> bool:
        """The human's turn has come (``obs`` of that seat): play the card chosen before
        declaring or while the cards still moved (True when played), or get the pile
        choice ready (R3.3). The keyboard's choice starts on a card that may be played
        (``marks.first_choice``)."""
        # declared as asked, or chosen while the cards moved
        card = self._then_play if self._then_play is not None else self._queued
        self._then_play = self._queued = None
        if card is not None and self.play_card(card):
            return True
        self.keys.selected = first_choice(obs, self.keys.selected, self._signal)
        if obs.phase is Phase.CHOOSE_PILES:
            self._choice = PileChoice.start(obs.free_piles)
        return False

    def end_turn(self) -> None:
        """The human's action was applied: the signal and the pile choice are spent
        and every mark goes."""
        self._signal = None
        self._choice = None
        self._lit = ()
        self._scene.show_marks(Marks())

    def show_hint(self, card: Card) -> None:
        """A hint suggests ``card``: it glows and the keyboard's choice moves to it (Enter
        plays it), until the turn ends."""
        obs = self._table.observation()
        cards = keyboard_cards(obs) if obs is not None else ()
        if card in cards:
            self._lit = (card,)
            self.keys.selected = cards.index(card)
            self.show()

    def show_lesson(self, cards: tuple[Card, ...]) -> None:
        """A guided match's lesson is about ``cards``: they glow until the turn ends."""
        self._lit = cards
        self.show()

    def show(self) -> Marks:
        """Mark the table for the input in progress (see :mod:`..table.marks`): the
        pile choice (and ``pilesChanged``), the cards of a human's turn to play, the
        cards lit on the redeal question (R7: a guided match's lesson), or nothing.
        Returns the marks shown."""
        obs = self._table.observation()
        marks = Marks()
        if obs is not None and self._choice is not None:
            marks = choice_marks(self._choice)
            self.pilesChanged.emit(self._choice)
        elif obs is not None and self._table.waiting_for_human and obs.phase is Phase.PLAY:
            marks = replace(turn_marks(obs, self.keys.selected, self._signal, self._table.explain),
                            lit=self._lit)
        elif obs is not None and self._table.waiting_for_human:
            marks = Marks(lit=self._lit)
        if obs is not None:
            self._scene.show_marks(marks)
        return marks

    def prompt_again(self) -> None:
        """While a human's action is awaited, say so again: the status line, then
        ``humanTurn`` (and the pile choice's ``pilesChanged``), e.g. in the language
        just chosen. Does nothing otherwise."""
        obs = self._table.observation()
        if not self._table.waiting_for_human or obs is None:
            return
        if obs.phase is Phase.CHOOSE_PILES:
            self.keys.step_changed()
            self.humanTurn.emit(obs)
            self.show()
            return
        self.show()
        if obs.phase is Phase.REDEAL:
            self.status.emit(tr("Your hand is worth less than one point: ask for a new deal?"))
        else:
            self.status.emit(tr("Your turn"))
        self.humanTurn.emit(obs)

    # ------------------------------------------------------------- commands
    def set_lead_signal(self, signal: LeadSignal | None) -> None:
        """Choose the signal for the human's next lead (None: muta); re-dims cards, and
        the keyboard's choice moves to a card that may be led with it."""
        self._signal = signal
        obs = self._table.observation()
        if obs is not None and self._table.waiting_for_human and obs.phase is Phase.PLAY:
            self.keys.selected = first_choice(obs, self.keys.selected, signal)
        self.show()

    def play_card(self, card: Card, *, forgo: bool = False) -> bool:
        """The human plays ``card`` (mouse or keyboard: the one legality check).

        Returns True when played. Refused (False, status line says why) while a
        modal dialog is open, while animating (the click skips the animation),
        out of turn, or when the engine refuses the move (R4, R8). A legal card
        chosen while a declaration is still available and was not turned down
        this deal is not played: ``declarationOffered`` asks first (R5: in
        Tressette a combination not declared in the first turn is lost). With
        ``forgo`` the card is played and the declarations are turned down for the
        deal, silently: what a hand held and did not declare is not public (R5), and
        the log is read by everyone at the table (hot-seat).

        While the cards still move before the viewer's own turn, a card that may be
        played on that turn is kept and played when they stop (:meth:`begin_turn`; the
        status line says so; False now), and a card that may not says why.
        """
        if self._keep_for_turn(card):
            return False
        if not self._table.input_open():
            return False
        obs = self._table.observation()
        assert obs is not None
        action = self._play_of(obs, card)
        offered = self._offered(obs)
        if offered and action in obs.legal_actions:
            if not forgo:
                self.declarationOffered.emit(card, offered)
                return False
            self._declined.update(offered)
        return self._table.apply_human(action)

    def _play_of(self, obs: Observation, card: Card) -> Play:
        """The play of ``card`` (a hand's card or an own pile's top) seen in ``obs``,
        with the signal chosen when it leads (R8)."""
        pile = next((i for i, v in enumerate(obs.piles[obs.seat]) if v.top == card), None)
        return Play(card, pile, self._signal if obs.trick == () else None)

    def _keep_for_turn(self, card: Card) -> bool:
        """While the cards move before the viewer's own turn: keep ``card`` to play when
        they stop, or say why it may not be played then; True when handled so."""
        obs = self._table.upcoming()
        if obs is None:
            return False
        action = self._play_of(obs, card)
        if action in obs.legal_actions:
            self._queued = card
            self.status.emit(tr("Your card will be played when the cards stop moving"))
        else:
            self.status.emit(friendly_reason(self._table.explain(action)))
        return True

    def declare_then_play(self, card: Card) -> bool:
        """The human's answer "Declare" to ``declarationOffered``: declare every
        combination still available (R5), one by one, then play ``card``. False (status
        says why) when refused."""
        if not self._table.input_open():
            return False
        obs = self._table.observation()
        assert obs is not None
        offered = self._offered(obs)
        if not offered:
            return self.play_card(card)
        self._then_play = card
        return self._table.apply_human(Declare(offered[0]))

    def _offered(self, obs: Observation) -> tuple[Declaration, ...]:
        """The declarations the human may make now and did not turn down (R5)."""
        return tuple(a.declaration for a in obs.legal_actions
                     if isinstance(a, Declare) and a.declaration not in self._declined)

    def declare(self, declaration: Declaration) -> bool:
        """The human declares ``declaration`` (R5); False (status says why) if refused."""
        return self._table.input_open() and self._table.apply_human(Declare(declaration))

    def answer_redeal(self, ask: bool) -> bool:
        """The human answers the redeal question (R7)."""
        return self._table.input_open() and self._table.apply_human(Redeal(ask))

    def click_card(self, key: CardId | None) -> bool:
        """A click on the card item ``key`` (None: an item on its way out): a dealt
        mazzetti pile while choosing (R3.3), a card of the viewer's hand or an own pile
        top to play (:meth:`play_card`); any other card skips the running animation.
        Returns True when it acted."""
        obs = self._table.observation()
        if obs is not None and self._choice is not None and isinstance(key, DealtPile):
            return self.click_pile(key.pile)
        card = key.card if isinstance(key, Face | OnShow) else None
        own_tops = obs.piles[obs.seat] if obs is not None and obs.piles else ()
        if obs is not None and card is not None and (
                card in obs.hand or any(v.top == card for v in own_tops)):
            return self.play_card(card)
        self._table.skip_animation()
        return False

    def click_pile(self, pile: int) -> bool:
        """Take, put back or mark for the hand the dealt mazzetti ``pile`` (0-7) in
        the human's pile choice (see :class:`PileChoice`); False when not choosing."""
        if self._choice is None or not self._table.input_open():
            return False
        self._choice = self._choice.click(pile)
        self.keys.step_changed()  # a key's message is about the step before
        self.show()
        return True

    def restart_piles(self) -> None:
        """Put back the piles taken so far (the pile choice starts again)."""
        if self._choice is not None and self._table.input_open():
            self._choice = self._choice.restart()
            self.keys.step_changed()  # a key's message is about the step before
            self.show()

    def confirm_piles(self) -> bool:
        """Play the complete pile choice (R3.3); False while it is incomplete."""
        if self._choice is None or not self._table.input_open():
            return False
        action = self._choice.action()
        if action is None:
            self.status.emit(tr("Choose 4 piles, then 2 of them for your hand"))
            return False
        return self._table.apply_human(action)

    def pick_up(self, pile: int) -> bool:
        """Take the honour on top of the viewer's mazzetti ``pile`` into the hand
        (R3.3); False (status says why) if refused."""
        return self._table.input_open() and self._table.apply_human(PickUp(pile))
