"""Spizzichino a pesca on the table (R3.2): a whole match against a bot by clicks,
the drawn card on show on its drawer's side then taken into the drawer's hand, the
stock's count, dimmed cards when following suit."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    act,
    assert_result_shown,
    click_card,
    make_window,
    play_to_the_end,
    two_player,
    wait_turn,
)
from tressette_gui.engine import (
    Card,
    Play,
)
from tressette_gui.ui.language.texts import card_name
from tressette_gui.ui.table.card_ids import Face, HandBack
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.layout import BOTTOM, SCENE_HEIGHT, SCENE_WIDTH, TOP, hand_centre
from tressette_gui.ui.table.table_state import StepKind

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_whole_pesca_match_against_a_bot(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino"), seed=21)
    moves = play_to_the_end(qtbot, window)
    assert moves >= 20  # a deal at least: 20 tricks, every human card by a click
    assert_result_shown(window)
    log = window.log.toPlainText()
    assert log.count(" draws ") >= 20  # R3.2: the log lists the drawn cards


def test_drawn_card_is_shown_face_up_by_its_drawer_then_taken(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.preferences.set_speed("fast")
    window.start_match(two_player("spizzichino"), seed=4)
    wait_turn(qtbot, window)
    draws: list[tuple[int, Card]] = []
    window.controller.stepShown.connect(
        lambda step: draws.append(step.state.drawn) if step.kind is StepKind.DRAW else None)
    seen: dict[Card, tuple[float, float]] = {}

    def on_show() -> bool:  # the card read face up in the middle while the batch runs
        for _, card in draws:
            for item in window.scene.items():
                if (isinstance(item, CardItem) and item.card == card
                        and item.flip_value == 1.0 and window.director.busy
                        and abs(item.x() - SCENE_WIDTH / 2) < 5):
                    seen[card] = (item.x(), item.y())
        return len(seen) >= 2

    act(window)
    qtbot.waitUntil(on_show, timeout=10_000)
    wait_turn(qtbot, window)
    match = window.controller.match
    assert match is not None
    assert [(seat, card) for _, seat, card in match.deal.draws] == draws
    winner = match.deal.tricks[0].winner
    assert [seat for seat, _ in draws] == [winner, 1 - winner]  # the winner first (R3.2)
    middle = SCENE_HEIGHT / 2 - 30
    hands = {0: hand_centre(BOTTOM)[1], 1: hand_centre(TOP)[1]}
    for seat, card in draws:  # read on its drawer's side of the middle
        assert (seen[card][1] > middle + 100) if seat == 0 else (seen[card][1] < middle - 100)
        assert f"draws {card_name(card)}" in window.log.toPlainText()
        item = window.scene.cards.get(Face(card))
        if seat == 0:  # the human's draw ends face up in the hand
            assert item is not None and item.face_up and item.y() == hands[0]
        else:  # the opponent's goes into the hand as a back
            assert item is None
    backs = [v for k, v in window.scene.cards.items() if isinstance(k, HandBack) and k.seat == 1]
    assert len(backs) == 10
    assert all(not b.face_up and b.y() == hands[1] for b in backs)
    assert window.scene.stock_text == "Stock: 18"


def test_empty_stock_is_announced(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino"), seed=6)
    for _ in range(11):
        wait_turn(qtbot, window)
        act(window)
    wait_turn(qtbot, window)
    match = window.controller.match
    assert match is not None and not match.deal.stock
    assert window.scene.stock_text == "The stock is empty"


def test_the_hand_is_undimmed_when_the_turn_ends(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.preferences.set_speed("fast")
    window.start_match(two_player("spizzichino"), seed=4)
    c = window.controller
    for _ in range(80):
        wait_turn(qtbot, window)
        obs = c.observation()
        assert obs is not None
        plays = {a.card for a in obs.legal_actions if isinstance(a, Play)}
        if not obs.trick or plays >= set(obs.hand):
            act(window)
            continue
        assert any(window.scene.cards[Face(x)].dimmed for x in obs.hand)
        click_card(qtbot, window, next(iter(plays)))
        assert not any(window.scene.cards[Face(x)].dimmed for x in obs.hand
                       if Face(x) in window.scene.cards)
        return
    raise AssertionError("the human never had to follow suit")
