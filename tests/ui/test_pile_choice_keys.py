"""The mazzetti pile choice from the keyboard (R3.3): the dealt piles show the keys
1-8 (the dealer's 4: 1-4) left to right, a key takes, puts back or marks its pile for the
hand as a click does, P and O put the piles back and confirm; a key's message goes when
the choice moves on; a signal's key in a two-player game says there are no signals (R8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, two_player, wait_turn
from tressette_gui.engine import Match, Phase
from tressette_gui.ui.table.card_ids import DealtPile
from tressette_gui.ui.table.marks import PILE_CHOICE_KEYS, choice_keys
from tressette_gui.ui.table.pile_choice import ChoiceStage, PileChoice
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _start(qtbot: QtBot, window: MainWindow, first: bool) -> None:
    """A mazzetti match where the human chooses first (8 piles) or second (the dealer,
    4 piles), at the human's pile choice, its window active."""
    game = two_player("mazzetti")
    window.start_match(game, seed=next(
        s for s in range(50) if (Match(game.rules, s).seat_to_act() == 0) == first))
    wait_turn(qtbot, window)
    window.activateWindow()  # the buttons' keys are the window's shortcuts
    qtbot.waitUntil(window.isActiveWindow)
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.CHOOSE_PILES
    assert len(obs.free_piles) == (8 if first else 4)


def _key(window: MainWindow, key: str) -> None:
    """Press ``key`` on the table, where the keyboard is."""
    window.view.setFocus()
    QTest.keyClick(window.view, getattr(Qt.Key, f"Key_{key}"))


def _shown_keys(window: MainWindow) -> list[str]:
    """The keys shown on the dealt piles' top cards, left to right on the table."""
    tops = sorted((item.x(), item.number) for k, item in window.scene.cards.items()
                  if isinstance(k, DealtPile) and k.index == 4)
    return [number for _, number in tops]


def test_the_free_piles_have_the_keys_1_to_8_left_to_right() -> None:
    assert choice_keys(PileChoice.start((0, 1, 2, 3, 4, 5, 6, 7))) == tuple(
        (p, str(p + 1)) for p in range(8))
    assert choice_keys(PileChoice.start((1, 3, 4, 6))) == (
        (1, "1"), (3, "2"), (4, "3"), (6, "4"))  # the dealer's: the 4 left, 1-4


@pytest.mark.parametrize("first", [True, False])
def test_a_whole_pile_choice_by_keyboard_alone(qtbot: QtBot, first: bool) -> None:
    window = make_window(qtbot)
    _start(qtbot, window, first)
    human, bar = window.controller.human, window.controls
    if first:
        assert _shown_keys(window) == list("12345678")
        assert "press their keys" in bar.prompt.text()
        _key(window, "1")
        _key(window, "9")
        assert window.statusBar().currentMessage() == "No pile for that key"
        with qtbot.waitSignal(bar.pilesRestarted, timeout=2000):
            _key(window, PILE_CHOICE_KEYS["again"])
        choice = human.pile_choice
        assert choice is not None and not choice.taken  # put back: the choice starts again
        assert window.statusBar().currentMessage() == ""  # the key's message went with it
        for key in "1353":  # the second 3 puts its pile back
            _key(window, key)
        _key(window, "7")
        _key(window, "8")
        choice = human.pile_choice
        assert choice is not None and choice.stage is ChoiceStage.HAND
        assert [k for p, k in choice_keys(choice) if p in choice.taken] == list("1578")
        assert _shown_keys(window) == ["1", "", "", "", "5", "", "7", "8"]  # the taken only
    else:
        assert _shown_keys(window) == list("1234")
    assert "by click or key" in bar.prompt.text()
    _key(window, "1")
    _key(window, "5" if first else "3")
    choice = human.pile_choice
    assert choice is not None and choice.stage is ChoiceStage.READY
    free = choice.free
    assert choice.hand == ((free[0], free[4]) if first else (free[0], free[2]))
    with qtbot.waitSignal(bar.pilesConfirmed, timeout=2000):
        _key(window, PILE_CHOICE_KEYS["confirm"])
    assert "Giocatore chooses piles" in window.log.toPlainText()  # the choice played
    assert human.pile_choice is None


def test_a_key_without_a_pile_says_so_until_the_choice_moves_on(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    _start(qtbot, window, first=False)
    human, status = window.controller.human, window.statusBar()
    obs = window.controller.observation()
    _key(window, "5")  # the dealer's piles are 1-4
    assert status.currentMessage() == "No pile for that key"
    assert window.controller.observation() == obs
    _key(window, "2")  # the next step of the choice: the message goes
    choice = human.pile_choice
    assert choice is not None and len(choice.hand) == 1
    assert status.currentMessage() == ""


def test_a_signal_key_in_a_two_player_game_says_there_are_no_signals(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino"), seed=3)
    wait_turn(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.PLAY and not obs.rules.signals
    _key(window, "B")
    assert window.statusBar().currentMessage() == (
        "Signals are not played in this game: they are for four players")
    assert window.controller.observation() == obs
