"""The opponent's known cards on the table (two-player a pesca, R3.2): the row by the
opponent's hand holds its drawn cards not played yet, from the viewer's observation."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import act, make_window, setup, two_player, wait_turn
from tressette_gui.engine import Card, Observation
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def opponent_known(obs: Observation) -> list[Card]:
    """The opponent's drawn cards not yet played, worked out here from the tricks."""
    played = {c for t in obs.tricks for _, c in t.plays} | {c for _, c in obs.trick}
    return [c for _, seat, c in obs.draws if seat != obs.seat and c not in played]


def observation(window: MainWindow) -> Observation:
    obs = window.controller.observation()
    assert obs is not None
    return obs


def test_the_row_holds_the_opponents_drawn_cards_until_played(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino"), seed=4)
    row = window.scene.known_row
    wait_turn(qtbot, window)
    assert row.cards == () and not row.isVisible()  # nothing drawn yet
    seen_known = seen_left = False
    for _ in range(12):
        before = row.cards
        act(window)
        wait_turn(qtbot, window)
        obs = observation(window)
        expected = opponent_known(obs)
        assert list(row.cards) == expected
        assert row.isVisible() == bool(expected)
        if expected:
            seen_known = True
            assert row.title == "Known cards"
        opponent_played = {c for t in obs.tricks[-1:] for s, c in t.plays if s == 1}
        opponent_played |= {c for s, c in obs.trick if s == 1}
        if opponent_played & set(before):
            seen_left = True  # a known card the opponent played has left the row
            assert not opponent_played & set(row.cards)
    assert seen_known and seen_left


@pytest.mark.parametrize("game", ["tressette", "mazzetti"])
def test_no_row_without_a_pesca(qtbot: QtBot, game: str) -> None:
    window = make_window(qtbot)
    window.start_match(setup() if game == "tressette" else two_player(game), seed=4)
    for _ in range(4):
        wait_turn(qtbot, window)
        act(window)
    wait_turn(qtbot, window)
    assert not window.scene.known_row.isVisible()
    assert window.scene.known_row.cards == ()


def test_hot_seat_each_human_sees_the_others_known_cards(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=4)
    viewers: set[int] = set()
    for _ in range(30):
        wait_turn(qtbot, window)
        if window.controller.covered:
            act(window)  # the next human presses the cover
            continue
        obs = observation(window)
        row = window.scene.known_row.cards
        assert list(row) == opponent_known(obs)
        assert not set(row) & set(obs.hand)  # never the viewer's own drawn cards
        if row:
            viewers.add(obs.seat)
        act(window)
    assert viewers == {0, 1}
