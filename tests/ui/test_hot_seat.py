"""Two humans at one screen (hot-seat): the cover between their turns, the hand at
the bottom, no private card of the other player ever face up (R3, R5)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    act,
    assert_result_shown,
    click_at,
    click_card,
    make_window,
    play_to_the_end,
    two_player,
    wait_turn,
)
from tressette_gui.engine import (
    Card,
    Match,
    Play,
    Rules,
)
from tressette_gui.ui.table.card_ids import Face, HandBack
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.hotseat_cover import cover_text
from tressette_gui.ui.table.layout import SCENE_HEIGHT, SCENE_WIDTH, place_cards
from tressette_gui.ui.table.steps import conceal, reveal
from tressette_gui.ui.table.table_state import from_observation
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def hidden_face_up(window: MainWindow) -> list[Card]:
    """Cards of a hand the table must not show that are face up in the scene:
    under the cover, any hand; else the hand of the seat not at the table."""
    c = window.controller
    match = c.match
    assert match is not None
    hands = {s: set(h) for s, h in enumerate(match.deal.hands)}
    hidden = set().union(*(h for s, h in hands.items() if c.covered or s != c.viewer))
    return [item.card for item in window.scene.items()
            if isinstance(item, CardItem) and item.face_up and item.card in hidden]


def test_hot_seat_match_covers_between_turns_and_never_shows_the_other_hand(
        qtbot: QtBot) -> None:
    window = make_window(qtbot)
    covers: list[str] = []
    window.controller.coverShown.connect(covers.append)
    window.start_match(two_player("mazzetti", hot_seat=True), seed=5)
    viewers: set[int] = set()
    last_actor: list[int | None] = [None]

    def check(w: MainWindow) -> None:
        c = w.controller
        assert hidden_face_up(w) == []
        match = c.match
        assert match is not None
        seat = match.seat_to_act()
        if c.covered:
            assert w.scene.cover.isVisible()
            assert w.scene.cover.text == cover_text(match.names[c.viewer])
            assert c.viewer == seat
            assert not any(b.isVisible() for b in w.controls.findChildren(QPushButton))
            last_actor[0] = None
        else:
            assert not w.scene.cover.isVisible()
            assert c.viewer == seat
            viewers.add(seat)
            if last_actor[0] is not None and last_actor[0] != seat:
                raise AssertionError("another human's turn came without the cover")
            last_actor[0] = seat

    play_to_the_end(qtbot, window, check)
    assert_result_shown(window)
    assert viewers == {0, 1}
    assert "Anna" in covers and "Bruno" in covers
    assert len(covers) >= 20  # the turns alternate often in 20 tricks


def test_cover_text_is_the_english_source() -> None:
    assert cover_text("Bruno") == "It's Bruno's turn: press to see your cards"


def test_hot_seat_cover_before_the_first_card_and_hand_at_the_bottom(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    wait_turn(qtbot, window)
    c = window.controller
    match = c.match
    assert match is not None
    first = match.seat_to_act()
    assert c.covered and c.viewer == first
    assert hidden_face_up(window) == []
    assert not any(isinstance(i, CardItem) and i.face_up for i in window.scene.items())
    click_at(window, SCENE_WIDTH / 2, SCENE_HEIGHT / 2)
    wait_turn(qtbot, window)
    obs = c.observation()
    assert obs is not None and obs.seat == first and not c.covered
    for card in obs.hand:  # the owner's hand, face up at the bottom
        item = window.scene.cards[Face(card)]
        assert item.face_up and item.y() > SCENE_HEIGHT * 0.8
    backs = [k for k in window.scene.cards if isinstance(k, HandBack) and k.seat == 1 - first]
    assert len(backs) == 10
    assert all(window.scene.cards[k].card is None for k in backs)


def face_up_cards(window: MainWindow) -> set[Card]:
    """The cards lying face up on the table now."""
    return {i.card for i in window.scene.items()
            if isinstance(i, CardItem) and i.face_up and i.card is not None}


def test_hot_seat_hand_goes_down_at_once_after_a_trick_ending_play(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.preferences.set_speed("fast")
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    c = window.controller
    match = c.match
    assert match is not None
    seen: list[set[Card]] = []
    window.controller.stepShown.connect(lambda _step: seen.append(face_up_cards(window)))
    for _ in range(80):
        wait_turn(qtbot, window)
        obs = c.observation()
        assert obs is not None
        if c.covered or len(obs.trick) != 1:
            act(window)
            continue
        card = next(a.card for a in obs.legal_actions if isinstance(a, Play))
        rest = set(obs.hand) - {card}
        seen.clear()
        click_card(qtbot, window, card)
        if match.seat_to_act() == obs.seat:
            continue  # the player won the trick and leads again: the hand stays up
        assert window.director.busy  # the hand turns down, then the trick and the draws
        qtbot.waitUntil(lambda: not window.director.busy, timeout=10_000)
        # step 0 flips the hand down; every later step (trick, collection, draws) starts
        # with none of its cards face up
        assert len(seen) > 3 and all(not shown & rest for shown in seen[1:])
        return
    raise AssertionError("no trick ended with the other player to act")


def test_conceal_and_reveal_turn_the_viewers_hand() -> None:
    match = Match(Rules.for_variant("spizzichino"), seed=2)
    obs = match.observe(0)
    hidden = conceal(from_observation(obs))
    assert hidden.state.concealed and hidden.state.hand == ()
    assert hidden.renames == tuple((Face(c), HandBack(0, i)) for i, c in enumerate(obs.hand))
    places = place_cards(hidden.state)
    assert not any(p.face_up for p in places.values())
    assert all(places[HandBack(0, i)].card is None for i in range(len(obs.hand)))
    shown = reveal(hidden.state, obs)
    assert shown.state == from_observation(obs)
    assert all(place_cards(shown.state)[Face(c)].face_up for c in obs.hand)
    with pytest.raises(ValueError, match="seen by seat 0"):
        reveal(hidden.state, match.observe(1))
