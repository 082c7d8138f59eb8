"""The keyboard's side of a human's input: what a key means at this moment of the table.

:class:`KeyboardInput` keeps the keyboard's chosen card (an index into
``marks.keyboard_cards``) and the status message about a key that did nothing, and
turns the table view's keys (Left/Right, Enter, a card's, a pile's or a signal's key)
into what its :class:`~.human_input.HumanInput` does for a click or a button: play a
card, click a dealt mazzetti pile (R3.3), choose the lead's signal (R8).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Play
from ...engine import Signal as LeadSignal
from ..language.texts import friendly_reason, no_signals, signal_refusal, tr
from ..table.marks import SIGNAL_KEYS, card_keys, choice_keys, keyboard_cards, playable
from .input_table import Table

if TYPE_CHECKING:
    from .human_input import HumanInput


class KeyboardInput:
    """The keys of ``human``'s input at ``table`` (the one its ``keys`` holds).

    ``selected`` is the keyboard's chosen card: an index (0-based) into
    ``marks.keyboard_cards`` of the viewer's observation (the hand, then own mazzetti
    pile tops); :class:`~.human_input.HumanInput` moves it to a card that may be played
    when a turn begins, a hint is shown or the lead's signal changes. Messages go to
    ``human.status``, a keyed signal to ``human.signalKeyed``.
    """

    def __init__(self, human: HumanInput, table: Table) -> None:
        self._human = human
        self._table = table
        self.selected = 0
        self._key_note = False
        human.status.connect(self._status_said)

    def step_changed(self) -> None:
        """The table moved on (a bot's turn, the deal's summary, the human's pile
        choice): a status message about a key pressed before (:meth:`play_key`) no longer
        applies and goes; any other message stays."""
        if self._key_note:
            self._human.status.emit("")

    def _status_said(self, _text: str) -> None:
        """Every status message replaces a key's message (``status`` is connected here
        first, before :meth:`_say_about_key` marks its own)."""
        self._key_note = False

    def _say_about_key(self, text: str) -> None:
        """Show ``text``, the answer to a key that did nothing, until the table's step
        changes (:meth:`step_changed`)."""
        self._human.status.emit(text)
        self._key_note = True

    def move_selection(self, delta: int) -> None:
        """Keyboard: move the chosen card by ``delta`` positions (the hand, then own
        mazzetti pile tops: ``marks.keyboard_cards``); on a dimmed card the status line
        says why it may not be played."""
        obs = self._table.observation()
        cards = keyboard_cards(obs) if obs is not None else ()
        if not cards:
            return
        self.selected = (self.selected + delta) % len(cards)
        marks = self._human.show()
        reason = dict(marks.dimmed).get(marks.chosen) if marks.chosen is not None else None
        if reason is not None:  # what the pointer's tooltip says, for the keyboard
            self._human.status.emit(friendly_reason(reason))
        elif marks.chosen is not None:
            self._human.status.emit(tr("Your turn"))

    def play_selected(self) -> bool:
        """Keyboard: play the chosen card (Enter); under the hot-seat cover, press it."""
        if self._table.covered:
            self._table.uncover()
            return False
        obs = self._table.observation()
        cards = keyboard_cards(obs) if obs is not None else ()
        if not cards:
            return False
        self.selected = min(self.selected, len(cards) - 1)
        self._human.show()
        return self._human.play_card(cards[self.selected])

    def play_key(self, key: str) -> bool:
        """Keyboard: play the card that shows ``key`` (``marks.card_keys``: the sorted
        hand's keys, own mazzetti piles' letters, R3.3), else choose the lead's signal of
        that key (``marks.SIGNAL_KEYS``, :meth:`key_signal`) in a match with signals (R8);
        while choosing mazzetti piles, click the dealt pile that shows ``key``
        (``marks.choice_keys``, ``HumanInput.click_pile``). True when a card was played, a
        signal chosen or a pile clicked; else the status line says why (no card or pile
        for that key, no signals in the match) until the step changes."""
        choice = self._human.pile_choice
        if choice is not None:
            pile = {k: p for p, k in choice_keys(choice)}.get(key)
            if pile is not None:
                return self._human.click_pile(pile)
            self._say_about_key(tr("No pile for that key"))
            return False
        obs = self._table.observation()
        keyed = {k: card for card, k in card_keys(obs)} if obs is not None else {}
        if key not in keyed:
            signal = SIGNAL_KEYS.get(key)
            if signal is not None and obs is not None and obs.rules.signals:
                return self.key_signal(signal)
            if signal is not None and obs is not None:
                self._say_about_key(no_signals(obs.rules))
            else:
                self._say_about_key(tr("No card for that key"))
            return False
        assert obs is not None
        self.selected = keyboard_cards(obs).index(keyed[key])
        self._human.show()
        return self._human.play_card(keyed[key])

    def key_signal(self, signal: LeadSignal) -> bool:
        """Keyboard: choose ``signal`` for the next lead as its button does (``signalKeyed``;
        again, like a second click, takes it back); True when passed on. Refused (False,
        the status line says why, as the pointer's tooltip does) out of turn, off a lead,
        on a deal's first trick, or when no card of the hand may be led with it (R8)."""
        if not self._table.input_open():
            return False
        obs = self._table.observation()
        assert obs is not None
        if not obs.trick and playable(obs, signal):
            self._human.signalKeyed.emit(signal)
            return True
        plays = [a for a in obs.legal_actions if isinstance(a, Play)]
        card, pile = (plays[0].card, plays[0].pile) if plays else (obs.hand[0], None)
        self._human.status.emit(
            signal_refusal(signal, self._table.explain(Play(card, pile, signal))))
        return False
