"""The table through the GUI (pytest-qt, offscreen, animations off, seeded matches):
a whole match by clicks, dimmed cards and reasons, keyboard, declarations (R5),
signals (R8), the redeal offer (R7), the last-trick view, closing during a bot's turn."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    SlowBot,
    click_card,
    follow_suit_position,
    images,
    legal_cards,
    make_window,
    play_one,
    setup,
    wait_for_human,
)
from tressette_gui.engine import (
    Card,
    Phase,
    PileView,
    Play,
)
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.seat_names import typed
from tressette_gui.ui.language.texts import side_label
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import CardId, Face, HandBack, OnShow, PileBack
from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, SMALL, place_cards
from tressette_gui.ui.table.scene_items import Label
from tressette_gui.ui.table.table_scene import TableScene
from tressette_gui.ui.table.table_state import Note, NoteKind, StepKind, TableState
from tressette_gui.ui.table.timing import HOLD_MS, MOVE_MS, READ_MS, SPEEDS, hold_ms

# The offscreen platform warns that it cannot resize windows to size hints (docks,
# fixed-size dialogs): a limit of the test platform, not of the app.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")




def test_whole_match_by_clicks_matches_the_engine_result(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=11)
    turns = 0
    while not isinstance(window.dialog, MatchEndDialog):
        wait_for_human(qtbot, window)
        if not isinstance(window.dialog, MatchEndDialog):
            play_one(qtbot, window)
            turns += 1
    assert turns >= 20  # two deals at least, every human card by a click
    match = window.controller.match
    assert match is not None and match.result is not None
    result = match.result
    assert result.winner is not None
    dialog = window.dialog
    winner = dialog.findChild(QLabel, "winnerLabel")
    points = dialog.findChild(QLabel, "pointsLabel")
    assert winner is not None and points is not None
    assert side_label(result.winner, match.names, window.scene.levels) in winner.text()
    assert f"{result.points[0]} \u2013 {result.points[1]}" in points.text()
    assert max(result.points) >= 21
    assert window.sheet_model.rowCount() >= result.deals


def test_illegal_cards_are_dimmed_and_say_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    obs, illegal = follow_suit_position(qtbot, window)
    for card in obs.hand:
        assert window.scene.cards[Face(card)].dimmed == (card in illegal)
    click_card(qtbot, window, illegal[0])
    suit = obs.trick[0][1].suit.italian
    assert window.statusBar().currentMessage() == f"You must follow {suit}"
    after = window.controller.observation()
    assert after is not None and after.hand == obs.hand  # inert: nothing played
    assert window.controller.waiting_for_human


def test_keyboard_plays_through_the_same_check(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    for seed in range(40):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        illegal = [i for i, c in enumerate(obs.hand) if c not in legal_cards(obs)]
        if obs.phase is Phase.PLAY and illegal:
            break
    else:
        raise AssertionError("no seed gives a follow-suit position")
    window.view.setFocus()
    bad = illegal[0]
    QTest.keyClick(window.view, int(Qt.Key.Key_0) + (bad + 1) % 10)  # keys by position
    assert window.statusBar().currentMessage().startswith("You must follow")
    good = obs.hand.index(legal_cards(obs)[0])
    QTest.keyClick(window.view, Qt.Key.Key_Home)  # ignored
    for _ in range(good - bad if good > bad else len(obs.hand) - bad + good):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.cards[Face(obs.hand[good])].marked
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    after = window.controller.observation()
    assert after is not None and obs.hand[good] not in after.hand
    assert len(after.hand) == len(obs.hand) - 1


def test_last_trick_view_shows_the_previous_trick(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=5)
    assert window.last_trick.plays == ()
    while True:
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.trick_number >= 2:
            break
        play_one(qtbot, window)
    assert window.last_trick.plays == obs.tricks[-1].plays
    assert window.last_trick.winner() == obs.tricks[-1].winner


def test_closing_while_a_bot_thinks_ends_the_thread(qtbot: QtBot) -> None:
    window = make_window(qtbot, lambda level: SlowBot(0.3))
    window.start_match(setup().demo(), seed=1)
    qtbot.waitUntil(lambda: window.controller.bots.thinking, timeout=5000)
    window.close()
    assert not window.controller.bots.running


def test_animated_steps_are_all_shown_in_order_and_end_idle(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.preferences.set_speed("fast")
    kinds: list[str] = []
    window.controller.stepShown.connect(lambda step: kinds.append(step.kind.value))
    with qtbot.waitSignal(window.director.idle, timeout=10_000):
        window.start_match(setup().demo(), seed=7)
    assert kinds == ["clear", "deal", "settle"]  # the opening deal, card by card
    assert window.director.factor == 0.4
    assert len([k for k in window.scene.cards if isinstance(k, HandBack)]) == 30


def test_hand_cards_show_their_key_numbers_left_to_right(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    base = MatchSetup.default("tressette")
    window.start_match(base, seed=2)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and len(obs.hand) == 10
    items = sorted((window.scene.cards[Face(c)] for c in obs.hand), key=lambda i: i.x())
    assert [i.number for i in items] == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
    legal = [a.card for a in obs.legal_actions if isinstance(a, Play)]
    target = next(i for i in items if i.card in legal)
    window.view.setFocus()
    QTest.keyClick(window.view, int(Qt.Key.Key_0) + int(target.number))  # the key shown
    after = window.controller.observation()
    assert after is not None and target.card not in after.hand
    assert not any(window.scene.cards[Face(c)].number for c in after.hand)


def test_the_running_deal_counts_the_last_trick_and_a_new_deal_clears(
        qtbot: QtBot) -> None:  # R6
    window = make_window(qtbot)
    window.start_match(setup(), seed=5)
    shown: list[int] = []
    window.controller.dealScored.connect(
        lambda _score, _n: shown.append(sum(window.scene.state.thirds)))  # type: ignore[union-attr]
    while True:
        qtbot.waitUntil(lambda: bool(shown) or window.controller.waiting_for_human)
        if shown:
            break
        play_one(qtbot, window)
    assert shown == [35]  # 32 thirds of cards + the last trick's 3 (R6)
    assert window.last_trick.plays != ()  # the deal's last trick, until the next deal
    wait_for_human(qtbot, window)
    state = window.scene.state
    assert state is not None and state.deal_number == 2 and state.last_trick == ()
    assert window.last_trick.plays == ()  # the previous deal's trick is gone


def test_a_drawn_card_and_a_declaration_stay_long_enough_to_read_at_any_speed() -> None:
    fast, normal, slow = SPEEDS["fast"], SPEEDS["normal"], SPEEDS["slow"]
    assert hold_ms(StepKind.DRAW, fast) == READ_MS[StepKind.DRAW] > HOLD_MS[StepKind.DRAW] * fast
    assert hold_ms(StepKind.SHOW, fast) == READ_MS[StepKind.SHOW]  # R5: the cards shown
    assert hold_ms(StepKind.DRAW, normal) == HOLD_MS[StepKind.DRAW]
    assert hold_ms(StepKind.SHOW, slow) == round(HOLD_MS[StepKind.SHOW] * slow)
    assert hold_ms(StepKind.WINNER, fast) == round(HOLD_MS[StepKind.WINNER] * fast)  # no floor
    assert hold_ms(StepKind.PLAY, normal) == 0
    # R3.2: at Fast a drawn card still takes a second from the stock into its drawer's hand
    flights = (MOVE_MS[StepKind.DRAW] + MOVE_MS[StepKind.HIDE]) * fast
    assert flights + hold_ms(StepKind.DRAW, fast) >= 1000


@pytest.mark.parametrize("players", [4, 2])
def test_a_declaration_s_words_leave_its_cards_readable(qtbot: QtBot, players: int) -> None:
    scene = TableScene(images())
    scene.set_names(typed(("Player", "East", "North", "West")[:players]))
    cards = tuple(Card.from_code(code) for code in ("Ad", "Ac", "As", "Ab"))  # R5: a quaterna
    hand = (*cards, Card.from_code("4s"))
    for seat in range(players):
        state = replace(TableState.empty(players), hand=hand if seat == 0 else (),
                        shown=(seat, cards), note=Note(seat, NoteKind.DECLARATION,
                                                       "quaterna di Assi", 4))
        scene.show_state(state)
        label = scene.note_label.sceneBoundingRect()
        assert scene.note_label.isVisible() and scene.sceneRect().contains(label)
        for key, place in place_cards(state).items():
            on_show = isinstance(key, OnShow) or (seat == 0 and isinstance(key, Face))
            if on_show and place.card in cards:
                w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
                card = QRectF(place.x - w / 2, place.y - h / 2, w, h)
                assert not label.intersects(card), (seat, key)


@pytest.mark.parametrize("players", [4, 2])
def test_a_declaration_s_words_leave_every_open_hand_readable(qtbot: QtBot,
                                                              players: int) -> None:
    """The replay viewer (every hand face up, ten cards each): a seat's words on its
    quaterna (R5) cover no card of any hand, the cards on show standing out included."""
    scene = TableScene(images())
    scene.set_names(typed(("Player", "East", "North", "West")[:players]))
    codes = [f"{rank}{suit}" for suit in "cdsb" for rank in "A234567FCR"]
    deck = [Card.from_code(code) for code in codes]
    quaterna = tuple(Card.from_code(code) for code in ("Ac", "Ad", "As", "Ab"))
    for seat in range(players):
        rest = [card for card in deck if card not in quaterna]
        hands = [rest[10 * s:10 * s + 10] for s in range(players)]
        hands[seat] = [*quaterna, *rest[-6:]]
        open_hands = tuple(tuple(sorted(hand)) for hand in hands)
        state = replace(TableState.empty(players), hand=open_hands[0],
                        open_hands=open_hands, hidden=(0,) * players, shown=(seat, quaterna),
                        note=Note(seat, NoteKind.DECLARATION, "quaterna di Assi", 4))
        scene.show_state(state)
        label = scene.note_label.sceneBoundingRect()
        assert scene.note_label.isVisible() and scene.sceneRect().contains(label)
        for key, place in place_cards(state).items():
            w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
            assert not label.intersects(QRectF(place.x - w / 2, place.y - h / 2, w, h)), (
                seat, key)


@pytest.mark.parametrize("count", [10, 12, 16])
def test_the_opponent_s_open_mazzetti_hand_is_spaced_as_a_hand(count: int) -> None:
    """The replay viewer of a mazzetti match (R3.3): the opponent's hand face up at the
    top, grown by pick-ups, shows at least half of every card (not a cramped fan) and
    stays clear of its piles at the top left."""
    deck = sorted(Card.from_code(f"{rank}{suit}") for suit in "cdsb" for rank in "A234567FCR")
    mine, theirs, tops = tuple(deck[:10]), tuple(deck[10:10 + count]), deck[-2:]
    piles = ((PileView(deck[-3], 3), PileView(deck[-4], 5)),
             (PileView(tops[0], 3), PileView(tops[1], 5)))
    state = replace(TableState.empty(2), hand=mine, hidden=(0, 0), piles=piles,
                    open_hands=(mine, theirs))
    places = place_cards(state)
    row = sorted(places[Face(card)].x for card in theirs)
    assert min(b - a for a, b in pairwise(row)) >= CARD_WIDTH * SMALL / 2

    def rect(key: CardId) -> QRectF:
        place = places[key]
        w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
        return QRectF(place.x - w / 2, place.y - h / 2, w, h)
    pile_cards: list[CardId] = [key for key in places
                                if isinstance(key, PileBack) and key.seat == 1]
    pile_cards += [Face(top) for top in tops]
    assert all(not rect(Face(card)).intersects(rect(pile)) for card in theirs
               for pile in pile_cards)


def test_long_names_leave_the_hands_clear(qtbot: QtBot) -> None:
    scene = TableScene(images())
    names = ("Anna", "Beginner (East)", "Beginner (North)", "Beginner (West)")
    scene.set_names(typed(names))
    hand = tuple(sorted(Card.from_code(code) for code in
                        ("Ac", "2c", "3c", "4c", "5c", "6c", "7c", "Fc", "Cc", "Rc")))
    state = replace(TableState.empty(4), hand=hand, hidden=(0, 10, 10, 10), deal_number=1)
    scene.show_state(state)
    labels = {item.text.text(): item.sceneBoundingRect() for item in scene.items()
              if isinstance(item, Label) and item.isVisible()}
    north, pile = labels["Beginner (North)"], labels[scene.pile_label(0)]
    for key, place in place_cards(state).items():
        w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
        if place.rotation in (90.0, -90.0):
            w, h = h, w
        card = QRectF(place.x - w / 2, place.y - h / 2, w, h)
        if isinstance(key, HandBack) and key.seat == 2:  # North's hand, face down
            assert not north.intersects(card), key
        if isinstance(key, Face):  # the viewer's own hand
            assert not pile.intersects(card), key
