"""Choosing a lead's signal from the keyboard (R8): B, S and V press the busso, striscio
and volo buttons, each showing its key; where the button is off or hidden the key does
nothing but say why, as the pointer's tooltip does."""

from __future__ import annotations

import random
from itertools import count

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    follow_suit_position,
    lead_after_the_first_trick,
    make_window,
    setup,
    wait_for_human,
)
from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Observation, Phase, Play, true_signals
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.ui.language.texts import signal_refusal
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.marks import SIGNAL_KEYS
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The times (ms) of the key presses: a second apart.
_CLOCK = count(1000, 1000)

#: The key of each signal: its initial, the same word in Italian.
LETTERS = {LeadSignal.BUSSO: "B", LeadSignal.STRISCIO: "S", LeadSignal.VOLO: "V"}
#: The Qt key of each signal's letter.
QT_KEYS = {signal: getattr(Qt.Key, f"Key_{key}") for signal, key in LETTERS.items()}


def press(window: MainWindow, key: Qt.Key) -> None:
    """A fresh press and release of ``key`` on the table (where the keyboard is), each at
    its own time (ms): never taken for a held key's repeat."""
    window.view.setFocus()
    start = next(_CLOCK)
    for kind, time in ((QEvent.Type.KeyPress, start), (QEvent.Type.KeyRelease, start + 50)):
        text = chr(key).lower() if 0x20 < key < 0x7F else ""  # a letter or digit's text
        event = QKeyEvent(kind, key, Qt.KeyboardModifier.NoModifier, text)
        event.setTimestamp(time)
        QApplication.sendEvent(window.view, event)


def last_action(window: MainWindow) -> object:
    """The last action of the running deal."""
    match = window.controller.match
    assert match is not None
    return match.dealings[-1].actions[-1]


def test_a_signal_key_then_a_card_key_leads_the_card_with_that_signal(
        qtbot: QtBot) -> None:  # R8
    window = make_window(qtbot)
    obs = lead_after_the_first_trick(qtbot, window, seed=3)
    bar = window.controls
    assert {s: k for k, s in SIGNAL_KEYS.items()} == LETTERS
    for signal, button in bar.signal_buttons.items():  # each button shows its key
        assert button.text() == f"{signal.value.capitalize()} ({LETTERS[signal]})"
    true = sorted({s for c in obs.hand for s in true_signals(obs.hand, c)}, key=str)
    signal = true[0]
    button = bar.signal_buttons[signal]
    press(window, QT_KEYS[signal])
    assert button.isChecked() and window.controller.human.lead_signal is signal
    assert window.statusBar().currentMessage().startswith(signal.value.capitalize())
    allowed = [c for c in obs.hand if signal in true_signals(obs.hand, c)]
    card = allowed[-1]
    for other in obs.hand:  # the cards that may not be led with it are dimmed
        assert window.scene.cards[Face(other)].dimmed == (other not in allowed)
    key = window.scene.cards[Face(card)].number
    press(window, getattr(Qt.Key, f"Key_{key}"))
    assert last_action(window) == Play(card, None, signal)
    assert not button.isChecked()


def test_after_a_signal_key_enter_leads_a_card_with_that_signal(qtbot: QtBot) -> None:
    """The keyboard's choice moves to a card that may be led with the signal chosen, so
    Enter then leads it (R8)."""
    window = make_window(qtbot)
    for seed in range(3, 12):
        obs = lead_after_the_first_trick(qtbot, window, seed=seed)
        chosen = next(c for c in obs.hand if window.scene.cards[Face(c)].marked)
        moves = [s for s in LeadSignal
                 if {c for c in obs.hand if s in true_signals(obs.hand, c)} - {chosen}
                 and s not in true_signals(obs.hand, chosen)]
        if moves:
            break
    else:
        raise AssertionError("no lead where a signal moves the keyboard's choice")
    signal = moves[0]
    press(window, QT_KEYS[signal])
    chosen = next(c for c in obs.hand if window.scene.cards[Face(c)].marked)
    assert signal in true_signals(obs.hand, chosen)
    press(window, Qt.Key.Key_Return)
    assert last_action(window) == Play(chosen, None, signal)


def test_the_signal_key_again_takes_the_signal_back(qtbot: QtBot) -> None:  # R8
    window = make_window(qtbot)
    obs = lead_after_the_first_trick(qtbot, window, seed=3)
    signal = next(s for c in obs.hand for s in true_signals(obs.hand, c))
    button = window.controls.signal_buttons[signal]
    press(window, QT_KEYS[signal])
    assert button.isChecked()
    press(window, QT_KEYS[signal])
    assert not button.isChecked() and window.controller.human.lead_signal is None
    assert window.controller.observation() == obs


def test_a_signal_key_on_a_deal_s_first_lead_says_why_and_does_nothing(
        qtbot: QtBot) -> None:  # R8
    seed = next(s for s in range(400) if (m := Match(setup().rules, s)).deal.phase
                is Phase.PLAY and m.deal.turn == 0)
    window = make_window(qtbot)
    window.start_match(setup(), seed=seed)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.trick_number == 0 and not obs.trick
    for key in QT_KEYS.values():
        press(window, key)
        assert window.statusBar().currentMessage() == "No signals in the first trick"
    assert not any(b.isChecked() for b in window.controls.signal_buttons.values())
    assert window.controller.human.lead_signal is None
    assert window.controller.observation() == obs and window.controller.waiting_for_human


def test_a_signal_key_when_following_says_only_the_leader_signals(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    obs, _illegal = follow_suit_position(qtbot, window)
    press(window, Qt.Key.Key_V)
    assert window.statusBar().currentMessage() == (
        "Only the leader of a trick signals, with the card led")
    assert window.controller.observation() == obs and window.controller.waiting_for_human


def lead_with_a_signal_off(qtbot: QtBot, window: MainWindow) -> tuple[Observation, LeadSignal]:
    """The player's lead after the first trick (seeds 3 to 11) with a signal their hand
    does not allow (R8), and that signal."""
    for seed in range(3, 12):
        obs = lead_after_the_first_trick(qtbot, window, seed=seed)
        true = {s for c in obs.hand for s in true_signals(obs.hand, c)}
        if off := [s for s in LeadSignal if s not in true]:
            return obs, off[0]
    raise AssertionError("no lead with a signal off")


#: Why the hand allows no lead with each signal (R8), as the status line says it.
HAND_REASONS = {
    LeadSignal.BUSSO: "Busso is not possible with your hand now: it needs three or more "
                      "cards of one suit, one of them a Tre, Due or Asso",
    LeadSignal.STRISCIO: "Striscio is not possible with your hand now: it needs two or more "
                         "cards of one suit, one kept after the card led",
    LeadSignal.VOLO: "Volo is not possible with your hand now: it is for the last card of a "
                     "suit, and you hold two or more of each suit",
}


def test_a_signal_key_the_hand_does_not_allow_says_why(qtbot: QtBot) -> None:  # R8
    window = make_window(qtbot)
    obs, off = lead_with_a_signal_off(qtbot, window)
    press(window, QT_KEYS[off])
    assert window.statusBar().currentMessage() == HAND_REASONS[off]
    assert window.controller.human.lead_signal is None
    assert window.controller.observation() == obs


def test_every_card_of_a_hand_a_signal_is_off_for_gives_the_same_reason() -> None:  # R8
    """A signal no card of the hand allows is refused for the same reason whichever card
    the engine is asked about: the sentence of the hand (:data:`HAND_REASONS`). Leads
    after the first trick of bot-played deals, every signal off, every card of the hand."""
    rules, seen = setup().rules, set()
    for seed in range(12):
        match, rng = Match(rules, seed), random.Random(seed)
        bot = make_bot("principiante")
        while (seat := match.seat_to_act()) is not None and len(match.dealings) == 1:
            obs = match.observe(seat)
            if obs.phase is Phase.PLAY and not obs.trick and obs.trick_number > 0:
                true = {s for c in obs.hand for s in true_signals(obs.hand, c)}
                for off in (s for s in LeadSignal if s not in true):
                    seen.add(off)
                    assert {signal_refusal(off, match.explain(Play(c, None, off)))
                            for c in obs.hand} == {HAND_REASONS[off]}
            match.apply(bot.choose(obs, rng).action)
    assert seen == set(LeadSignal)


def test_without_signals_the_letters_play_nothing(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(signals=False), seed=2)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    press(window, Qt.Key.Key_S)
    assert window.statusBar().currentMessage() == (
        "Signals are not played in this match: its rules leave them off")
    assert window.controller.observation() == obs
