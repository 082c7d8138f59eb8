"""The control bar's buttons from the keyboard: each shows the letter that presses it
(a declaration, R5; the redeal question, R7; the mazzetti pile choice, R3.3), and no
key of the table means two things (cards, signals, buttons, the window's shortcuts)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, setup, two_player, wait_for_human, wait_turn
from tressette_gui.engine import Card, Declare, Match, Phase, Rank, Suit, hand_thirds
from tressette_gui.ui.table.marks import (
    DECLARE_KEYS,
    HAND_KEYS,
    KEYS,
    PILE_CHOICE_KEYS,
    PILE_KEYS,
    REDEAL_KEYS,
    SIGNAL_KEYS,
    choice_keys,
    pick_up_key,
)
from tressette_gui.ui.table.pile_choice import PileChoice
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _seed(test: Callable[[Match], bool], seeds: int) -> int:
    """The first seed of four-player tressette whose first deal passes ``test``."""
    rules = setup().rules
    return next(s for s in range(seeds) if test(Match(rules, s)))


def _combination(match: Match) -> bool:
    """The human (seat 0) holds a napola or a tris in the first turn of the deal (R5)."""
    hand = set(match.dealings[0].layout.hands[0])
    honours = (Rank.ASSO, Rank.DUE, Rank.TRE)
    napola = any(all(Card.of(r, s) in hand for r in honours) for s in Suit)
    tris = any(sum(Card.of(r, s) in hand for s in Suit) >= 3 for r in honours)
    return match.deal.phase is Phase.PLAY and (napola or tris)


def _redeal(match: Match) -> bool:
    """The human is asked first whether to deal again (R7) and no one else is."""
    hands = match.dealings[0].layout.hands
    return match.deal.phase is Phase.REDEAL and hand_thirds(hands[0]) < 3 \
        and all(hand_thirds(hands[s]) > 0 for s in range(1, 4))


def _press(qtbot: QtBot, window: MainWindow, button: QPushButton, key: str) -> None:
    """Press ``key`` on the table (where the keyboard is) and wait for ``button``'s click."""
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(lambda: window.isActiveWindow() and button.isVisible())  # shown: pressable
    with qtbot.waitSignal(button.clicked, timeout=2000):
        QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))  # qtbot.keyClick's


def test_a_declaration_s_key_declares_it(qtbot: QtBot) -> None:  # R5
    window = make_window(qtbot)
    window.preferences.remember(auto_declare=False)
    window.start_match(setup(), seed=_seed(_combination, 400))
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    declares = [a.declaration for a in obs.legal_actions if isinstance(a, Declare)]
    buttons = window.controls.declare_buttons
    assert [b.text() for b in buttons] == [
        f"Declare {d} ({k})" for d, k in zip(declares, DECLARE_KEYS, strict=False)]
    last = len(buttons) - 1  # the last button's key, not only the first's
    _press(qtbot, window, buttons[last], DECLARE_KEYS[last])
    after = window.controller.observation()
    assert after is not None and after.declarations[-1].seat == 0
    assert after.declarations[-1].declaration == declares[last]


@pytest.mark.parametrize("ask", [True, False])
def test_the_redeal_question_is_answered_by_its_keys(qtbot: QtBot, ask: bool) -> None:  # R7
    window = make_window(qtbot)
    window.start_match(setup(), seed=_seed(_redeal, 2000))
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.REDEAL
    bar = window.controls
    button = bar.redeal_ask if ask else bar.redeal_keep
    assert button.text() == ("Ask for a new deal (R)" if ask else "Keep the hand (K)")
    _press(qtbot, window, button, REDEAL_KEYS[ask])
    answer = "Player asks for a new deal" if ask else "Player keeps the hand"
    assert answer in window.log.toPlainText()


def test_the_pile_choice_buttons_are_pressed_by_their_keys(qtbot: QtBot) -> None:  # R3.3
    window = make_window(qtbot)
    game = two_player("mazzetti")
    window.start_match(game, seed=next(  # the human chooses first, from the 8 piles
        s for s in range(50) if Match(game.rules, s).seat_to_act() == 0))
    wait_turn(qtbot, window)
    human, bar = window.controller.human, window.controls
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.CHOOSE_PILES and len(obs.free_piles) == 8
    assert bar.piles_again.text() == "Put the piles back (P)"
    assert bar.piles_confirm.text() == "Take these piles (O)"
    taken = obs.free_piles[:4]
    for pile in taken:
        assert human.click_pile(pile)
    _press(qtbot, window, bar.piles_again, PILE_CHOICE_KEYS["again"])
    choice = human.pile_choice
    assert choice is not None and not choice.taken  # put back: the choice starts again
    for pile in (*taken, *taken[:2]):
        assert human.click_pile(pile)
    _press(qtbot, window, bar.piles_confirm, PILE_CHOICE_KEYS["confirm"])
    assert "Giocatore chooses piles" in window.log.toPlainText()  # the choice played


def test_no_two_keys_of_the_table_clash(qtbot: QtBot) -> None:
    """The keys of the cards, the signals, the dealt piles of a pile choice and the bar's
    buttons are all different letters (signals are for four players, whose ten cards
    show 1-9 and 0; the cards of a two-player hand may show up to J, R3.3), and every
    shortcut of the window (its
    actions', the buttons') is one thing's and none of those letters but a button's own."""
    buttons = [*REDEAL_KEYS.values(), *PILE_CHOICE_KEYS.values()]
    four = [*HAND_KEYS[:10], *SIGNAL_KEYS, *DECLARE_KEYS, *buttons]
    two = [*KEYS, *DECLARE_KEYS, *buttons]
    # The pile choice (R3.3): a key for each of the 8 dealt piles, and its two buttons.
    piles = [k for _, k in choice_keys(PileChoice.start(tuple(range(8))))]
    choosing = [*piles, *PILE_CHOICE_KEYS.values()]
    for keys in (four, two, choosing):
        assert len(keys) == len(set(keys)), sorted(k for k in keys if keys.count(k) > 1)
    assert set(piles) <= set(KEYS)  # keys that reach the table (``table_view``)
    letters = {*four, *two}
    window = make_window(qtbot)
    shortcuts = [s.toString() for a in window.findChildren(QAction) for s in a.shortcuts()]
    shortcuts += [b.shortcut().toString() for b in window.findChildren(QPushButton)
                  if not b.shortcut().isEmpty()]
    assert sorted(buttons) == sorted(set(shortcuts) & letters)
    assert len(shortcuts) == len(set(shortcuts)), sorted(shortcuts)
    # The pick-up keys (R3.3): Shift with a pile's letter, each its own, no shortcut's.
    pick_ups = [pick_up_key(pile) for pile in range(len(PILE_KEYS))]
    assert len(set(pick_ups)) == len(PILE_KEYS) and not set(pick_ups) & set(shortcuts)
