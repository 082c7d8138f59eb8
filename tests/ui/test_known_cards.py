"""The opponent's known cards on the table (two-player a pesca, R3.2): the row by the
opponent's hand holds its drawn and declared cards (R5) not played yet, from the viewer's
observation; ten of them read at 1024 x 600; once the stock is empty every row is whole."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from PySide6.QtCore import QRectF, QSize
from PySide6.QtWidgets import QGraphicsPixmapItem
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import act, make_window, setup, two_player, wait_turn
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declared,
    Match,
    Observation,
    Rank,
    Suit,
    sort_key,
)
from tressette_gui.ui.table.layout import INDEX_CORNER, SMALL, stock_position
from tressette_gui.ui.table.scene_items import Label
from tressette_gui.ui.table.table_state import TableState, known_cards
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def opponent_known(obs: Observation) -> list[Card]:
    """The opponent's drawn and declared cards not yet played, worked out here from the
    tricks, sorted as a hand."""
    played = {c for t in obs.tricks for _, c in t.plays} | {c for _, c in obs.trick}
    seen = {c for _, seat, c in obs.draws if seat != obs.seat}
    seen |= {c for d in obs.declarations if d.seat != obs.seat for c in d.cards}
    return sorted(seen - played, key=sort_key)


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


def tris(seat: int, rank: Rank, suits: tuple[Suit, ...]) -> Declared:
    """``seat``'s declared tris of ``rank`` in ``suits`` (R5)."""
    return Declared(seat, Declaration(DeclarationKind.TRIS, rank=rank),
                    tuple(Card.of(rank, s) for s in suits), 3)


def test_declared_cards_are_known_while_the_opponent_holds_them() -> None:
    """R5: a declaration is public. The opponent's declared cards are known until played,
    each once (a drawn card it declared too); the viewer's own are not in the row."""
    match = Match(two_player("spizzichino").rules, 4, ("Ada", "Bo"))
    obs = match.observe(0)
    drawn = Card.of(Rank.DUE, Suit.COPPE)
    theirs = tris(1, Rank.DUE, (Suit.COPPE, Suit.DENARI, Suit.SPADE))
    mine = tris(0, Rank.TRE, (Suit.COPPE, Suit.DENARI, Suit.SPADE))
    played = Card.of(Rank.DUE, Suit.SPADE)
    obs = replace(obs, declarations=(mine, theirs), draws=((0, 1, drawn),),
                  trick=((1, played),))
    assert known_cards(obs) == (Card.of(Rank.DUE, Suit.COPPE), Card.of(Rank.DUE, Suit.DENARI))


def test_ten_known_cards_read_at_1024_by_600(qtbot: QtBot) -> None:
    """Ten known cards (a whole hand) at 1024 x 600: every card is as large as a played
    card, its top (corner index and the top of its picture, across its width) covered by
    no other card of the row; the row stays on the table above the stock."""
    window = make_window(qtbot)
    window.resize(1024, 600)
    assert window.size() == QSize(1024, 600)
    hand = tuple(sorted((Card.of(r, s) for s in (Suit.COPPE, Suit.BASTONI)
                         for r in (Rank.ASSO, Rank.DUE, Rank.TRE, Rank.RE, Rank.FANTE)),
                        key=sort_key))
    state = replace(TableState.empty(2, has_stock=True), stock=20, known=hand)
    row = window.scene.known_row
    row.show_known(state)
    assert row.isVisible() and row.cards == hand
    faces = sorted((item for item in row.childItems() if isinstance(item, QGraphicsPixmapItem)),
                   key=lambda item: item.zValue())
    assert len(faces) == 10
    view = window.view.transform()
    played_corner = view.mapRect(QRectF(0, 0, INDEX_CORNER[0] * SMALL, INDEX_CORNER[1] * SMALL))
    for k, item in enumerate(faces):
        card = item.boundingRect()
        top = QRectF(card.left(), card.top(), card.width(), INDEX_CORNER[1] * 1.5)
        shown = view.mapRect(item.mapRectToScene(top))
        corner = view.mapRect(item.mapRectToScene(QRectF(card.topLeft(),
                                                         QSize(*INDEX_CORNER).toSizeF())))
        assert corner.width() >= played_corner.width() - 0.01, (k, corner, played_corner)
        assert corner.height() >= played_corner.height() - 0.01
        for later in faces[k + 1:]:
            other = view.mapRect(later.mapRectToScene(later.boundingRect()))
            assert not shown.intersects(other), (k, shown, other)
    for a, b in pairwise(faces):
        assert a.sceneBoundingRect().width() == b.sceneBoundingRect().width()
    plate = row.sceneBoundingRect()
    stock_top = stock_position()[1] - 110 * 0.8 / 2 - 0.7 * 19  # a full stock of 20
    assert window.scene.sceneRect().contains(plate)
    assert plate.bottom() < stock_top


@pytest.mark.parametrize(("count", "rows"), [(5, [5]), (6, [6]), (7, [7]), (8, [5, 3]),
                                             (10, [5, 5])])
def test_known_cards_lie_in_one_row_when_it_fits(qtbot: QtBot, count: int,
                                                 rows: list[int]) -> None:
    """Six known cards once lay in two rows, the second covering the first, though the
    table had room for one: one row while it fits between the table's left edge and the
    plate's place (clear of the score box, the stock and the trick), else rows of five."""
    window = make_window(qtbot)
    cards = sorted((Card.of(r, s) for s in (Suit.COPPE, Suit.BASTONI)
                    for r in (Rank.ASSO, Rank.DUE, Rank.TRE, Rank.RE, Rank.FANTE)),
                   key=sort_key)[:count]
    row = window.scene.known_row
    row.show_known(replace(TableState.empty(2, has_stock=True), stock=20, known=tuple(cards)))
    faces = [item.sceneBoundingRect() for item in row.childItems()
             if isinstance(item, QGraphicsPixmapItem)]
    tops = sorted({face.top() for face in faces})
    assert [sum(face.top() == top for face in faces) for top in tops] == rows
    plate = row.sceneBoundingRect()
    assert window.scene.sceneRect().contains(plate)
    assert plate.bottom() < stock_position()[1] - 110 * 0.8 / 2 - 0.7 * 19  # a full stock


@pytest.mark.parametrize("count", [8, 10])
def test_rows_are_whole_once_the_stock_is_empty(qtbot: QtBot, count: int) -> None:
    """Italian playtest (session 14): eight known cards right after the trick that
    emptied the stock lay in two rows, the second covering all of the first but a thin
    strip. With no stock on the table no card covers another, and the plate stays on the
    table above the "stock is empty" label."""
    window = make_window(qtbot)
    window.resize(1024, 600)
    cards = sorted((Card.of(r, s) for s in (Suit.COPPE, Suit.BASTONI)
                    for r in (Rank.ASSO, Rank.DUE, Rank.TRE, Rank.RE, Rank.FANTE)),
                   key=sort_key)[:count]
    state = replace(TableState.empty(2, has_stock=True), stock=0, deal_number=1,
                    known=tuple(cards))
    window.scene.show_state(state)
    row = window.scene.known_row
    assert row.isVisible() and row.cards == tuple(cards)
    faces = [item.sceneBoundingRect() for item in row.childItems()
             if isinstance(item, QGraphicsPixmapItem)]
    assert len({face.top() for face in faces}) == 2
    for k, face in enumerate(faces):
        for other in faces[k + 1:]:
            assert not face.intersects(other), (k, face, other)
    plate = row.sceneBoundingRect()
    assert window.scene.stock_text == "The stock is empty"
    label = next(item for item in window.scene.items()
                 if isinstance(item, Label) and item.text.text() == "The stock is empty")
    assert plate.bottom() < label.sceneBoundingRect().top()
    assert window.scene.sceneRect().contains(plate)
