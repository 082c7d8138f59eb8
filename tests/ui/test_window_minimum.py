"""The main window's minimum size: the table view's (the whole table at
:data:`~tressette_gui.ui.table.table_view.MIN_SCALE`) and what is around it. Below about
700 x 450 the table's words and cards were too small to read; the window now stops at its
minimum, where the table of each game is whole, in view and readable, and which still fits
a 1024 x 600 screen (a title bar and a panel: 540 px; the replay viewer's bars: 560)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem, QScrollArea
from pytestqt.qtbot import QtBot

from tests.ui.replay_helpers import stored_window
from tests.ui.table_helpers import (
    choose_piles_by_clicks,
    covered_cards,
    make_window,
    setup,
    two_player,
    wait_for_human,
)
from tressette_gui.engine import Phase
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH
from tressette_gui.ui.table.table_view import MIN_SCALE, MIN_SIZE
from tressette_gui.ui.window.main_window import MainWindow
from tressette_gui.ui.window.window_size import dock_heights

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The smallest words (logical px) the table may show at the window's minimum.
SMALLEST_WORDS = 9.0
#: Each game and the seed of its match (mazzetti's begins with the human's pile choice).
GAMES: dict[str, tuple[MatchSetup, int]] = {
    "tressette": (setup(target=11), 11),
    "spizzichino": (two_player("spizzichino"), 1),
    "mazzetti": (two_player("mazzetti"), 4),
}


def shrink(qtbot: QtBot, window: MainWindow) -> None:
    """Ask for a 400 x 300 window: it stops at its minimum."""
    window.resize(400, 300)
    qtbot.waitUntil(lambda: window.size() == window.minimumSizeHint())


def on_screen(window: MainWindow, item: CardItem) -> QRect:
    """The card ``item``'s face on the view (viewport px)."""
    face = item.mapRectToScene(QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH,
                                      CARD_HEIGHT))
    return window.view.mapFromScene(face).boundingRect()


def assert_usable(window: MainWindow, hand: list[CardItem], trick: list[CardItem],
                  others: tuple[CardItem, ...] = ()) -> None:
    """The window is at its minimum, no wider than a 1024 x 600 screen, and its table is
    whole and readable there: the table at :data:`MIN_SCALE` or larger, in view; the
    viewer's ``hand``, the ``others``' hands face up (the replay viewer), the ``trick``
    and the score box inside the view, no card covered by a plate nor a hand by the
    trick; the viewer's cards at least ``CARD_WIDTH * MIN_SCALE`` px wide; every word on
    the table at least :data:`SMALLEST_WORDS` px; the control bar's prompt whole."""
    view, scene = window.view, window.scene
    assert window.size() == window.minimumSizeHint()
    assert window.width() <= 1024
    assert view.width() >= MIN_SIZE[0] and view.height() >= MIN_SIZE[1]
    scale = view.transform().m11()
    assert scale >= MIN_SCALE
    room = view.viewport().rect()
    assert room.adjusted(-1, -1, 1, 1).contains(view.mapFromScene(
        scene.sceneRect()).boundingRect())
    assert hand and covered_cards(scene) == []
    boxes = [item for item in scene.items() if type(item).__name__ == "ScoreBox"]
    assert len(boxes) == 1 and boxes[0].isVisible()
    score = view.mapFromScene(boxes[0].sceneBoundingRect()).boundingRect()
    for rect in (score, *(on_screen(window, card) for card in (*hand, *others, *trick))):
        assert room.adjusted(-1, -1, 1, 1).contains(rect), rect
    for card in hand:
        assert on_screen(window, card).width() >= CARD_WIDTH * MIN_SCALE - 1
    for card in (*hand, *others):
        assert not any(on_screen(window, card).intersects(on_screen(window, played))
                       for played in trick)
    words = [item for item in scene.items()
             if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
             and item.isVisible()]
    assert words
    for item in words:
        assert item.font().pixelSize() * scale * item.sceneTransform().m22() >= SMALLEST_WORDS
    assert not window.controls.prompt.elided()


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_the_window_stops_where_the_table_is_still_usable(qtbot: QtBot, variant: str) -> None:
    """Each game, on the human's turn (mazzetti: the pile choice first, R3.3, made at the
    minimum): the window cannot be made smaller than its minimum, which fits a 1024 x 600
    screen, and there the table is usable (:func:`assert_usable`); the docks sized for
    that height (as a window first shown so small sizes them) show the score and its
    declarations with at most a line to scroll (a short window scrolls the list)."""
    window = make_window(qtbot)
    match_setup, seed = GAMES[variant]
    window.start_match(match_setup, seed=seed)
    wait_for_human(qtbot, window)
    shrink(qtbot, window)
    assert window.height() <= 540
    obs = window.controller.observation()
    assert obs is not None
    if obs.phase is Phase.CHOOSE_PILES:
        assert not window.controls.prompt.elided()
        choose_piles_by_clicks(window, obs)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None and obs.phase is Phase.PLAY
    cards = window.scene.cards
    qtbot.waitUntil(lambda: not window.controls.prompt.elided())
    assert_usable(window, [cards[Face(card)] for card in obs.hand],
                  [cards[Face(card)] for _seat, card in obs.trick])
    window.resizeDocks([window.score_dock, window.last_trick_dock, window.log_dock],
                       list(dock_heights(window.height())), Qt.Orientation.Vertical)
    area = window.score_dock.widget()
    assert isinstance(area, QScrollArea)
    panel = window.score_panel
    qtbot.waitUntil(lambda: panel.height() >= panel.heightForWidth(panel.width()) > 0)
    assert area.verticalScrollBar().maximum() <= panel.fontMetrics().lineSpacing()


@pytest.mark.parametrize("variant", sorted(GAMES))
def test_the_replay_viewer_at_the_window_s_minimum(qtbot: QtBot, user_home: Path,
                                                   variant: str) -> None:
    """The replay viewer's bars take more room than the control bar: its minimum is
    taller, within the 560 px a 1024 x 600 screen leaves, and every hand face up there
    is whole, in view and clear of the plates at each step of the first deal."""
    window, _match, match_id = stored_window(qtbot, user_home, variant, "intermedio")
    window.replay_mode.start(match_id)
    shrink(qtbot, window)
    assert window.height() <= 560 and window.size() != QSize(400, 300)
    player = window.controller.replay
    cards = window.scene.cards
    first_deal = player.deal_start(2) if len(player.deals()) > 1 else len(player.moments)
    for index in range(first_deal):
        player.go_to(index)
        state = player.moment.state
        if not state.hand:  # before the deal, after its last trick
            continue
        others = tuple(cards[Face(card)] for seat, hand in enumerate(state.open_hands)
                       if seat != state.me for card in hand)
        assert_usable(window, [cards[Face(card)] for card in state.hand],
                      [cards[Face(card)] for _seat, card in state.trick], others)
