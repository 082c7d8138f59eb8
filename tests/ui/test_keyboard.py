"""Playing from the keyboard (issue 11): every card the keyboard reaches shows its key,
whatever the size of the hand (a mazzetti hand grows with pick-ups, R3.3), own pile
tops included; the keyboard's choice starts a turn on a card that may be played."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    act,
    legal_cards,
    make_window,
    setup,
    two_player,
    wait_for_human,
    wait_turn,
)
from tressette_gui.engine import Card, Observation, Phase, PickUp, Play
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.marks import keyboard_cards
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def mazzetti_turn(qtbot: QtBot, window: MainWindow, wanted: object,
                  seeds: range = range(12)) -> Observation:
    """Mazzetti matches against a bot, the human acting by clicks, until a turn to play
    where ``wanted(obs)``; returns its observation."""
    for seed in seeds:
        window.start_match(two_player("mazzetti"), seed=seed)
        for _ in range(60):
            wait_turn(qtbot, window)
            obs = window.controller.observation()
            assert obs is not None
            if isinstance(window.dialog, MatchEndDialog) or obs.deal_number > 1:
                break
            if obs.phase is Phase.PLAY and not window.controller.covered \
                    and wanted(obs):  # type: ignore[operator]
                return obs
            act(window)
    raise AssertionError("no such turn")


def played(window: MainWindow) -> list[Card]:
    """The cards played so far in the running dealing, in order."""
    match = window.controller.match
    assert match is not None
    return [a.card for a in match.dealings[-1].actions if isinstance(a, Play)]


def key_of(window: MainWindow, obs: Observation, index: int) -> str:
    """The key shown on the card at ``index`` of the keyboard's cards."""
    return window.scene.cards[Face(keyboard_cards(obs)[index])].number


def pile_keys(window: MainWindow, obs: Observation) -> dict[int, str]:
    """The key shown on each of the viewer's own mazzetti pile tops, by pile (R3.3)."""
    return {pile: window.scene.cards[Face(view.top)].number
            for pile, view in enumerate(obs.piles[obs.seat]) if view.top is not None}


def test_an_eleventh_card_and_the_pile_tops_have_keys_that_play_them(qtbot: QtBot) -> None:
    """The hand's keys run 1-9, 0, A...; the piles keep letters of their own (M, N) when
    a pick-up gives the hand an eleventh card (R3.3)."""
    window = make_window(qtbot)

    def lead_with_a_pick_up(obs: Observation) -> bool:
        return not obs.trick and len(obs.hand) == 10 and any(
            isinstance(a, PickUp) for a in obs.legal_actions)
    obs = mazzetti_turn(qtbot, window, lead_with_a_pick_up)
    before = pile_keys(window, obs)
    assert before == {pile: "MN"[pile] for pile in before}
    pick_up = next(a for a in obs.legal_actions if isinstance(a, PickUp))
    assert window.controller.apply_human(pick_up)  # R3.3: the turn goes on
    wait_turn(qtbot, window)
    turn = window.controller.observation()
    assert turn is not None and len(turn.hand) == 11 and window.controller.waiting_for_human
    obs = turn
    cards = keyboard_cards(obs)
    assert len(cards) > 11  # a pile top is left at least
    assert [key_of(window, obs, i) for i in range(11)] == [*"1234567890A"]
    after = pile_keys(window, obs)
    assert after and all(before.get(pile, key) == key for pile, key in after.items())
    assert after == {pile: "MN"[pile] for pile in after}  # the piles' keys did not move
    eleventh = obs.hand[10]
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_A)  # the key shown on the eleventh card
    assert played(window)[-1] == eleventh


def test_shift_and_a_pile_s_key_picks_up_its_top(qtbot: QtBot) -> None:
    """Shift with an own pile's key (M, N), the key its badge shows, takes that pile's
    honour into the hand (R3.3) instead of playing it; the turn goes on."""
    window = make_window(qtbot)

    def pick_up_on_the_right(obs: Observation) -> bool:  # N: not only the first pile's key
        return any(isinstance(a, PickUp) and a.pile == 1 for a in obs.legal_actions)
    obs = mazzetti_turn(qtbot, window, pick_up_on_the_right)
    top = obs.piles[obs.seat][1].top
    assert top is not None and top not in obs.hand
    badge = next(b for b in window.scene.pickup_badges if b.pile == 1)
    assert badge.text.text().endswith("(Shift+N)")
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_N, Qt.KeyboardModifier.ShiftModifier)
    wait_turn(qtbot, window)
    after = window.controller.observation()
    assert after is not None and top in after.hand and window.controller.waiting_for_human
    assert top not in played(window)  # picked up, not played


def test_a_shortcut_with_a_letter_plays_no_card(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=2)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    assert window.controller.observation() == obs and window.controller.waiting_for_human


def test_a_key_no_card_shows_plays_nothing_and_says_so(qtbot: QtBot) -> None:
    """A ten-card hand shows keys 1-9 and 0: "J" (an eleventh card's key) plays nothing,
    and the status line says there is no card for that key (keys, not positions)."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=2)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and len(obs.hand) == 10
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_J)
    assert window.controller.observation() == obs
    assert window.statusBar().currentMessage() == "No card for that key"


def test_a_pile_top_is_played_by_its_key(qtbot: QtBot) -> None:  # R3.3, R4
    window = make_window(qtbot)

    def only_a_top(obs: Observation) -> bool:
        plays = {a.card for a in obs.legal_actions if isinstance(a, Play)}
        return bool(plays) and not plays & set(obs.hand)
    obs = mazzetti_turn(qtbot, window, only_a_top, seeds=range(40))
    cards = keyboard_cards(obs)
    chosen = next(c for c in cards if window.scene.cards[Face(c)].marked)
    assert chosen in legal_cards(obs) and chosen not in obs.hand  # never a dimmed card
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert played(window)[-1] == chosen


def test_a_pile_top_is_played_by_its_pile_letter(qtbot: QtBot) -> None:  # R3.3
    window = make_window(qtbot)

    def a_top_to_play(obs: Observation) -> bool:
        plays = {a.card for a in obs.legal_actions if isinstance(a, Play)}
        return any(v.top in plays for v in obs.piles[obs.seat])
    obs = mazzetti_turn(qtbot, window, a_top_to_play, seeds=range(40))
    plays = {a.card for a in obs.legal_actions if isinstance(a, Play)}
    pile, top = next((p, v.top) for p, v in enumerate(obs.piles[obs.seat]) if v.top in plays)
    assert window.scene.cards[Face(top)].number == "MN"[pile]
    window.view.setFocus()
    QTest.keyClick(window.view, (Qt.Key.Key_M, Qt.Key.Key_N)[pile])
    assert played(window)[-1] == top


def test_the_keyboard_starts_a_turn_on_a_legal_card(qtbot: QtBot) -> None:  # R4
    window = make_window(qtbot)
    for seed in range(60):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.phase is Phase.PLAY and obs.hand[0] not in legal_cards(obs):
            break
    else:
        raise AssertionError("no seed starts with the first card not playable")
    marked = [c for c in obs.hand if window.scene.cards[Face(c)].marked]
    first_legal = next(c for c in obs.hand if c in legal_cards(obs))
    assert marked == [first_legal]
    assert not window.scene.cards[Face(first_legal)].dimmed
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # plays it, no refusal
    after = window.controller.observation()
    assert after is not None and first_legal not in after.hand
