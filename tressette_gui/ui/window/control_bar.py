"""The bar under the table: what to do now, and the buttons of a human's turn (declare,
signal the lead, answer the redeal question, confirm the mazzetti piles; against bots,
a hint and undo)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics, QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from ...engine import (
    Action,
    Declare,
    IllegalKind,
    IllegalReason,
    Observation,
    Phase,
    PickUp,
    Play,
)
from ...engine import Signal as LeadSignal
from ..language.game_terms import signal_word
from ..table.marks import (
    DECLARE_KEYS,
    PILE_CHOICE_KEYS,
    PILE_KEYS,
    REDEAL_KEYS,
    SIGNAL_KEYS,
    pick_up_key,
)
from ..table.pile_choice import ChoiceStage, PileChoice
from .elided_label import ElidedLabel

#: The checked signal button's padding left and right of its label, and its border (px).
SIGNAL_PADDING, SIGNAL_BORDER = 10, 2
#: How a checked signal button looks: clearly on (gold), not just a shade darker.
SIGNAL_STYLE = ("QPushButton:checked { background: #c89600; color: black; font-weight: bold;"
                f" border: {SIGNAL_BORDER}px solid #6b4f00; border-radius: 4px;"
                f" padding: 4px {SIGNAL_PADDING}px; }}")


def keyed(text: str, key: str) -> str:
    """A button's ``text`` with the ``key`` that presses it: "Keep the hand (K)"."""
    return f"{text} ({key})"


def shortcut_text(action: QAction) -> str:
    """``action``'s shortcut as the menus show it ("Ctrl+Z")."""
    return action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)


#: The room between the bar's buttons (px): a little less than the style's 6, so a
#: deal's first lead with a declaration, the signals, Hint and Undo leaves the prompt room
#: for its two lines at 1024 px in Italian.
BUTTON_GAP = 4
#: The lines the prompt wraps over when the bar is narrow (the mazzetti pile choice).
PROMPT_LINES = 2


class ControlBar(QWidget):
    """The controls of a human's turn; none of its buttons takes the keyboard focus
    from the table (number keys and Enter keep playing cards), and the bar keeps its
    height when they come and go (the table never jumps): room for a button or for
    :data:`PROMPT_LINES` lines of the prompt, which wraps in a narrow window. The
    keyboard presses them instead by the letter each shows (``marks``: a declaration's
    :data:`DECLARE_KEYS` letter, :data:`REDEAL_KEYS`, :data:`PILE_CHOICE_KEYS`: a shortcut
    of the window while the button is shown and enabled; the signals' :data:`SIGNAL_KEYS`
    through the table, :meth:`press_signal`). Hint and Undo are pressed by their menu
    actions' shortcuts, which their tooltips end with (:func:`keyed`; in the text they
    would widen the bar past a 1024 px screen).

    Signals: ``declared(Declaration)``; ``signalChosen(LeadSignal | None)`` for the next
    lead (R8; None: muta) with ``hint(str)`` for the status line, from a click on a signal
    button or its key (:meth:`press_signal`; each button shows its key); ``redealAnswered(bool)``
    (R7: True asks for a new deal); ``pilesRestarted()`` and ``pilesConfirmed()`` (R3.3);
    The Hint and Undo buttons (against bots, :meth:`show_help`) are the window's Match >
    Hint and Match > Undo actions' (:meth:`share_hint`, :meth:`share_undo`): one enabled
    state, one slot, one key (and for Undo one tooltip: what it does, or why it is off).
    Public widgets: ``prompt``, ``signal_buttons``, ``declare_buttons``, ``redeal_ask``,
    ``redeal_keep``, ``piles_again``, ``piles_confirm``, ``hint_button``, ``undo_button``.
    """

    declared = Signal(object)
    signalChosen = Signal(object)
    hint = Signal(str)
    redealAnswered = Signal(bool)
    pilesRestarted = Signal()
    pilesConfirmed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        bar = QHBoxLayout(self)
        bar.setContentsMargins(8, 4, 8, 4)
        bar.setSpacing(BUTTON_GAP)
        self.prompt = ElidedLabel(self)
        bar.addWidget(self.prompt)
        self._declare_box = QHBoxLayout()
        bar.addLayout(self._declare_box)
        self.declare_buttons: list[QPushButton] = []
        self.signal_buttons: dict[LeadSignal, QPushButton] = {}
        self._first_lead = False  # the row shows a deal's first lead: no signal (R8)
        for signal in (LeadSignal.BUSSO, LeadSignal.STRISCIO, LeadSignal.VOLO):
            button = self._button()
            button.setCheckable(True)
            button.setStyleSheet(SIGNAL_STYLE)
            button.toggled.connect(lambda on, s=signal: self._signal_toggled(s, on))
            bar.addWidget(button)
            self.signal_buttons[signal] = button
        self.redeal_ask = self._button()
        self.redeal_keep = self._button()
        self.redeal_ask.clicked.connect(lambda: self.redealAnswered.emit(True))
        self.redeal_keep.clicked.connect(lambda: self.redealAnswered.emit(False))
        self.piles_again = self._button()
        self.piles_confirm = self._button()
        self.piles_again.clicked.connect(self.pilesRestarted)
        self.piles_confirm.clicked.connect(self.pilesConfirmed)
        for button in (self.redeal_ask, self.redeal_keep, self.piles_again,
                       self.piles_confirm):
            bar.addWidget(button)
        bar.addStretch(1)
        self.hint_button = self._button()
        self.undo_button = self._button()
        self._hint_key = ""  # Match > Hint's shortcut, shown in its tooltip (share_hint)
        bar.addWidget(self.hint_button)
        bar.addWidget(self.undo_button)
        # Room for a button, or for the prompt on PROMPT_LINES lines (the margins: 4 + 4).
        self.setFixedHeight(max(self.redeal_ask.sizeHint().height() + 14,
                                PROMPT_LINES * self.prompt.fontMetrics().lineSpacing() + 8))
        self.clear()

    def _button(self) -> QPushButton:
        button = QPushButton(self)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    @staticmethod
    def _word(button: QPushButton, text: str, key: str) -> None:
        """Label ``button`` with ``text`` and ``key`` (a letter), which presses it while it
        is shown and enabled (set after the text: a text sets the button's shortcut)."""
        button.setText(keyed(text, key))
        button.setShortcut(QKeySequence(key))

    def retranslate(self) -> None:
        """Word the buttons in the language installed."""
        for key, signal in SIGNAL_KEYS.items():  # the key that presses it, as on the cards
            self.signal_buttons[signal].setText(keyed(signal_word(signal), key))
        self._fit_signal_buttons()
        for signal, button in self.signal_buttons.items():
            button.setToolTip(self._signal_tip(signal, button.isEnabled()))
        self._word(self.redeal_ask, self.tr("Ask for a new deal"), REDEAL_KEYS[True])
        self._word(self.redeal_keep, self.tr("Keep the hand"), REDEAL_KEYS[False])
        self._word(self.piles_again, self.tr("Put the piles back"), PILE_CHOICE_KEYS["again"])
        self._word(self.piles_confirm, self.tr("Take these piles"),
                   PILE_CHOICE_KEYS["confirm"])
        self.hint_button.setText(self.tr("Hint"))
        self._tip_hint()
        self.undo_button.setText(self.tr("Undo"))

    def _fit_signal_buttons(self) -> None:
        """Make each signal button as wide as its label needs when pressed (bold, with
        :data:`SIGNAL_STYLE`'s padding and border) and when not (the style's own size):
        one width in both states, the whole label read in each language."""
        for button in self.signal_buttons.values():
            bold = QFont(button.font())
            bold.setBold(True)
            pressed = QFontMetrics(bold).horizontalAdvance(button.text()) \
                + 2 * (SIGNAL_PADDING + SIGNAL_BORDER)
            button.setMinimumWidth(0)
            button.setMinimumWidth(max(pressed, button.sizeHint().width()))

    def clear(self) -> None:
        """No prompt and no button (nothing for a human to do)."""
        for button in self.declare_buttons:  # hidden at once: its key is free for the next
            button.hide()
            button.deleteLater()
        self.declare_buttons = []
        for button in self.signal_buttons.values():
            button.blockSignals(True)
            button.setChecked(False)
            button.blockSignals(False)
            button.hide()
        for button in (self.redeal_ask, self.redeal_keep, self.piles_again,
                       self.piles_confirm, self.hint_button, self.undo_button):
            button.hide()
        self._first_lead = False
        self.prompt.setText("")
        self.prompt.reserve((), PROMPT_LINES)

    def show_turn(self, obs: Observation,
                  explain: Callable[[Action], IllegalReason]) -> None:
        """The controls of a human's turn from ``obs``'s legal actions: the redeal
        question (R7), one button per declaration (R5), the signals of a lead (R8; shown
        off, saying why, where the engine's ``explain`` refuses every signal as a deal's
        first trick), and the prompt to play (on a lead, with what the signals are for)."""
        self.clear()
        shown = False
        if obs.phase is Phase.REDEAL:
            self.prompt.setText(self.tr("Your hand is worth less than one point."))
            self.redeal_ask.show()
            self.redeal_keep.show()
            shown = True
        declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
        for action, key in zip(declares, DECLARE_KEYS, strict=False):
            button = self._button()
            self._word(button, self.tr("Declare %1").replace("%1", str(action.declaration)),
                       key)
            button.clicked.connect(lambda _=False, d=action.declaration: self.declared.emit(d))
            self._declare_box.addWidget(button)
            self.declare_buttons.append(button)
            shown = True
        if obs.rules.signals and not obs.trick and obs.phase is Phase.PLAY:
            plays = [a for a in obs.legal_actions if isinstance(a, Play)]
            true = {a.signal for a in plays}
            # No signal legal: the engine says whether it is a deal's first trick (R8).
            self._first_lead = bool(plays) and not true - {None} and explain(
                Play(plays[0].card, plays[0].pile, LeadSignal.VOLO)).kind \
                is IllegalKind.NO_SIGNAL_FIRST_TRICK
            for signal, button in self.signal_buttons.items():
                button.setEnabled(signal in true)
                button.setToolTip(self._signal_tip(signal, signal in true))
                button.show()
            if self._first_lead:
                self.prompt.setText(self.tr("Play a card (no signals on the first trick)"))
                shown = True
            elif true - {None}:
                self.prompt.setText(self.tr("Play a card, with a signal if you like:"))
                shown = True
        if obs.phase is Phase.PLAY and not shown:
            self.prompt.setText(self._play_prompt(obs))

    def _play_prompt(self, obs: Observation) -> str:
        """How to play a card now: a click, or the key shown on it: the hand's numbers
        while a hand card may be played, the :data:`PILE_KEYS` letter of each own
        mazzetti pile whose top may be (R3.3, R4), and those letters alone when no hand
        card may be (an empty hand, or a suit to follow only on a pile); when an own
        pile's honour may be picked up (R3.3), its :func:`~..table.marks.pick_up_key`
        too, the key its badge shows."""
        plays = [a for a in obs.legal_actions if isinstance(a, Play)]
        keys = [PILE_KEYS[pile] for pile in sorted({a.pile for a in plays if a.pile is not None})]
        if not keys:
            prompt = self.tr("Click a card or press its number")
        elif any(a.pile is None for a in plays):
            prompt = self.tr("Click a card or press its key: a number for the hand, %1 for "
                             "a pile").replace("%1", self._either(keys))
        else:
            prompt = self.tr("Click a card or press %1").replace("%1", self._either(keys))
        pick_ups = [pick_up_key(a.pile) for a in obs.legal_actions if isinstance(a, PickUp)]
        if not pick_ups:
            return prompt
        return prompt + "; " + self.tr("%1 to take the honour into your hand").replace(
            "%1", self._either(sorted(pick_ups)))

    def _either(self, keys: Sequence[str]) -> str:
        """One key of ``keys`` (one or two), or the two: "M or N"."""
        return keys[0] if len(keys) == 1 else self.tr("%1 or %2").replace(
            "%1", keys[0]).replace("%2", keys[1])

    def press_signal(self, signal: LeadSignal) -> None:
        """Press ``signal``'s button (its key, R8), as a click would: chosen, or taken back
        when it was; nothing when the button is hidden or off."""
        button = self.signal_buttons[signal]
        if not button.isHidden() and button.isEnabled():
            button.click()

    def share_hint(self, action: QAction) -> None:
        """The Hint button triggers ``action`` (Match > Hint), is enabled exactly while
        it is, and its tooltip (worded by :meth:`retranslate`) ends with its shortcut."""
        self.hint_button.clicked.connect(action.trigger)
        action.enabledChanged.connect(self.hint_button.setEnabled)
        self.hint_button.setEnabled(action.isEnabled())
        self._hint_key = shortcut_text(action)
        self._tip_hint()

    def _tip_hint(self) -> None:
        """The Hint button's tooltip: what a hint gives, and the key of Match > Hint
        (none before :meth:`share_hint`)."""
        tip = self.tr("The card the strongest bot would play, and why; the match will not "
                      "count")
        self.hint_button.setToolTip(keyed(tip, self._hint_key) if self._hint_key else tip)

    def share_undo(self, action: QAction) -> None:
        """The Undo button triggers ``action`` (Match > Undo), is enabled exactly while it
        is and shows its tooltip (what it does, or why it is off) ending with its
        shortcut."""
        def follow() -> None:
            self.undo_button.setEnabled(action.isEnabled())
            self.undo_button.setToolTip(keyed(action.toolTip(), shortcut_text(action)))
        self.undo_button.clicked.connect(action.trigger)
        action.changed.connect(follow)
        follow()

    def show_help(self, offered: bool) -> None:
        """Show the Hint and Undo buttons (a human's turn against bots) or hide them."""
        self.hint_button.setVisible(offered)
        self.undo_button.setVisible(offered)

    def show_piles(self, choice: PileChoice) -> None:
        """The mazzetti pile choice (R3.3): what to click (or key) next, and its buttons."""
        stage = choice.stage
        # The first step says the whole procedure (R3.3): 4 piles, then 2 of them for the hand.
        # A pile is clicked, or chosen by the key shown on it (``marks.choice_keys``).
        take = self.tr("Click 4 piles or press their keys (%1 of 4), then 2 of them for your "
                       "hand; the other 2 stay in front of you").replace(
            "%1", str(len(choice.taken)))
        hand = self.tr("Now the 2 piles for your hand, by click or key (%1 of 2); the other "
                       "2 stay in front, top card up").replace("%1", str(len(choice.hand)))
        ready = self.tr("The glowing piles go to your hand (2 of 2): confirm")
        texts = {ChoiceStage.TAKE: take, ChoiceStage.HAND: hand}
        self.prompt.setText(texts.get(stage, ready))
        # Room for the longest of the three, on two lines in a narrow window, so the
        # buttons after it never move and the window fits a 1024 px screen.
        self.prompt.reserve((take, hand, ready), PROMPT_LINES)
        self.piles_again.setVisible(choice.can_restart)
        self.piles_confirm.setEnabled(stage is ChoiceStage.READY)
        self.piles_confirm.show()

    def _signal_toggled(self, signal: LeadSignal, on: bool) -> None:
        if on:
            for other, button in self.signal_buttons.items():
                if other is not signal and button.isChecked():
                    button.blockSignals(True)
                    button.setChecked(False)
                    button.blockSignals(False)
        self.signalChosen.emit(signal if on else None)
        self.hint.emit(self._signal_hint(signal) if on else self.tr("Your turn"))

    def _signal_tip(self, signal: LeadSignal, available: bool) -> str:
        """The tooltip of a signal button: what it means (R8), and why it is off (none
        on a deal's first trick, else not with the hand held)."""
        meaning = {
            LeadSignal.BUSSO: self.tr(
                "Busso: \"take with your highest and lead this suit back\". Needs three or "
                "more cards of the suit, one of them a Tre, Due or Asso."),
            LeadSignal.STRISCIO: self.tr(
                "Striscio: \"I have more of this suit\". You keep at least one more card "
                "of the suit after this one, and you do not lead a figure or a low card "
                "while holding a Tre, Due or Asso of the suit."),
            LeadSignal.VOLO: self.tr("Volo: \"this is my last card of this suit\"."),
        }[signal]
        if available:
            return meaning
        if self._first_lead:
            return self.tr("%1\nNo signal on a deal's first trick.").replace("%1", meaning)
        return self.tr("%1\nNot possible with your hand now.").replace("%1", meaning)

    def _signal_hint(self, signal: LeadSignal) -> str:
        """The status line while ``signal`` is chosen: which cards it allows (R8)."""
        return {
            LeadSignal.BUSSO: self.tr("Busso: choose a card of a suit where you hold three "
                                      "or more with a Tre, Due or Asso"),
            LeadSignal.STRISCIO: self.tr("Striscio: choose a card of a suit where you keep at "
                                         "least one more card; if you hold a Tre, Due or "
                                         "Asso of that suit, lead one of them"),
            LeadSignal.VOLO: self.tr("Volo: choose your last card of a suit"),
        }[signal]
