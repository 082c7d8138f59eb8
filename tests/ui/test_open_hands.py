"""The other seats' hands face up in the replay viewer of a four-player match. At
1024 x 600 the side seats' were columns of cards at :data:`~tressette_gui.ui.table.layout.SMALL`,
37 px wide, their corner index 7 x 13 px (a 5 px rank): now each lies in a row at the
size of the viewer's own hand, every card's corner index (rank and suit) uncovered. The
top seat's row showed 17 px of each card: now it is spaced as a hand on the table, most
of each card (its pips) showing."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF, QSize
from pytestqt.qtbot import QtBot

from tests.ui.replay_helpers import stored_window
from tressette_gui.engine import Card
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    INDEX_CORNER,
    LEFT,
    RIGHT,
    SCORE_BOX_RIGHT,
    SMALL,
    TOP,
    Place,
    compass,
    place_cards,
)
from tressette_gui.ui.table.table_state import TableState
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The smallest corner index (logical px, width and height) read at a glance: the rank
#: letter about 7 px tall over the suit mark, as on the viewer's own cards at 1024 x 600.
READABLE_CORNER = (10.0, 18.0)


def face(place: Place) -> QRectF:
    """The face (scene px) of a card at ``place`` (unturned)."""
    w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
    return QRectF(place.x - w / 2, place.y - h / 2, w, h)


def corner(place: Place) -> QRectF:
    """The corner index (scene px) of a card at ``place`` (unturned)."""
    top_left = face(place).topLeft()
    return QRectF(top_left.x(), top_left.y(), INDEX_CORNER[0] * place.scale,
                  INDEX_CORNER[1] * place.scale)


def test_a_side_seat_s_row_shows_every_corner_clear_of_the_trick() -> None:
    """Ten cards each, a whole trick on the table: a side seat's cards are as large as
    the viewer's, in a row, each corner index uncovered by the next card (and as much of
    the picture again), clear of the trick and of the viewer's hand, on the table."""
    deck = sorted(Card.from_code(f"{rank}{suit}") for suit in "cdsb" for rank in "A234567FCR")
    hands = tuple(tuple(deck[10 * seat:10 * seat + 9]) for seat in range(4))
    trick = tuple((seat, deck[10 * seat + 9]) for seat in (1, 2, 3, 0))
    state = replace(TableState.empty(4), hand=hands[0], open_hands=hands, hidden=(0,) * 4,
                    trick=trick)
    places = place_cards(state)
    mine = [places[Face(card)] for card in hands[0]]
    played = [face(places[Face(card)]) for _seat, card in trick]
    for seat in (1, 3):
        assert compass(seat, 0, 4) in (LEFT, RIGHT)
        row = [places[Face(card)] for card in hands[seat]]
        assert {p.scale for p in row} == {mine[0].scale} and {p.y for p in row} == {row[0].y}
        for card, after in pairwise(sorted(row, key=lambda p: p.x)):
            assert face(after).left() - face(card).left() >= 2 * corner(card).width()
        for card in row:
            assert QRectF(0, 0, 1600, 1000).contains(face(card))
            assert not any(face(card).intersects(other) for other in played)
            assert not any(face(card).intersects(face(other)) for other in mine)


def test_the_top_seat_s_row_shows_most_of_each_card_right_of_the_score_box() -> None:
    """Ten cards or nine: the top seat's row shows at least half of each card (its
    corner index and pips) and lies right of the score box at its widest."""
    deck = sorted(Card.from_code(f"{rank}{suit}") for suit in "cdsb" for rank in "A234567FCR")
    for count in (10, 9):
        hands = tuple(tuple(deck[10 * seat:10 * seat + count]) for seat in range(4))
        state = replace(TableState.empty(4), hand=hands[0], open_hands=hands,
                        hidden=(0,) * 4)
        places = place_cards(state)
        assert compass(2, 0, 4) == TOP
        row = sorted((places[Face(card)] for card in hands[2]), key=lambda p: p.x)
        assert {p.scale for p in row} == {SMALL}
        assert min(b.x - a.x for a, b in pairwise(row)) >= CARD_WIDTH * SMALL / 2
        assert face(row[0]).left() >= SCORE_BOX_RIGHT


def on_screen(window: MainWindow, item: CardItem, rect: QRectF) -> QRectF:
    """``rect`` (``item``'s px) as the view scales it (logical px)."""
    return window.view.transform().mapRect(item.mapRectToScene(rect))


def test_the_side_hands_read_at_1024_by_600(qtbot: QtBot, user_home: Path) -> None:
    """At 1024 x 600, at every step of the first tricks: each side card's corner index is
    at least :data:`READABLE_CORNER` px on the screen and no later card of its row covers
    it; its card is as wide as one of the viewer's."""
    window, _match, match_id = stored_window(qtbot, user_home, "tressette", "intermedio")
    window.replay_mode.start(match_id)
    window.resize(1024, 600)
    assert window.size() == QSize(1024, 600)
    player, cards = window.controller.replay, window.scene.cards
    card_rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
    index_rect = QRectF(card_rect.topLeft(), QSize(*INDEX_CORNER).toSizeF())
    checked = 0
    for index in range(1, 20):
        player.go_to(index)
        state = player.moment.state
        mine = on_screen(window, cards[Face(state.hand[0])], card_rect)
        for seat in (1, 3):
            row = sorted((cards[Face(card)] for card in state.open_hands[seat]),
                         key=lambda item: item.x())
            for item in row:
                shown = on_screen(window, item, index_rect)
                assert shown.width() >= READABLE_CORNER[0], (index, seat, shown)
                assert shown.height() >= READABLE_CORNER[1], (index, seat, shown)
                assert abs(on_screen(window, item, card_rect).width() - mine.width()) < 0.01
                later = [on_screen(window, other, card_rect) for other in row
                         if other.zValue() > item.zValue()]
                assert not any(shown.intersects(other) for other in later), (index, seat)
                checked += 1
    assert checked > 100
