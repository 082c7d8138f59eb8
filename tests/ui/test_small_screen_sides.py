"""Each side's name at 1024 x 600 (issue s14): the top seat's name plate clear of a
mazzetti hand grown by pick-ups (R3.3); the score panel showing long side names and two
declarations (R5) on one line each, nothing to scroll; the table's score box naming each
side on one line; the bottom seat's long name and the dealer marker clear of the hand."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication, QGraphicsScene, QScrollArea
from pytestqt.qtbot import QtBot

from tests.ui.test_small_screen import at_size
from tressette_gui.engine import Card, Declaration, DeclarationKind, Declared, Suit
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.seat_names import BotName, TypedName, Who, typed
from tressette_gui.ui.table.card_ids import Face, HandBack
from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, place_cards
from tressette_gui.ui.table.score_box import SCORE_WIDTH
from tressette_gui.ui.table.seat_plates import SeatPlates
from tressette_gui.ui.table.table_state import TableState

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A person's name of 20 characters.
LONG_NAME = "Massimiliano Ferrari"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[QApplication]:
    """The application; English again after the test."""
    yield qapp
    install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("opponent", [BotName("campione", 1, 2), TypedName(LONG_NAME)])
def test_the_top_seat_s_plate_stays_clear_of_a_hand_grown_by_pick_ups(
        english: QApplication, language: str, opponent: Who) -> None:
    """A mazzetti hand of 10 to 20 cards (ten dealt, honours picked up, R3.3): the
    opponent's face-down row never runs under the name plate at the top, which is
    beside it. The scene is scaled as a whole, so this holds at every window size."""
    install_translator(english, language)
    scene = QGraphicsScene()
    plates = SeatPlates(scene)
    plates.set_names((TypedName("Giocatore"), opponent))
    for count in range(10, 21):
        state = TableState(players=2, dealer=1, deal_number=1, hidden=(0, count))
        plates.show(state)
        plate = plates._plates[1].sceneBoundingRect()
        for i in range(count):
            place = place_cards(state)[HandBack(1, i)]
            w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
            card = QRectF(place.x - w / 2, place.y - h / 2, w, h)
            assert not card.intersects(plate), (count, i, plates.plate_texts()[1])
        assert plate.center().y() < state_row_bottom(state)  # beside the row, not below


def state_row_bottom(state: TableState) -> float:
    """The bottom (scene px) of the top seat's face-down row in ``state``."""
    place = place_cards(state)[HandBack(1, 0)]
    return place.y + CARD_HEIGHT * place.scale / 2


#: Four players, two of them with long names: sides of 40 and 25 characters.
LONG_NAMES = (LONG_NAME, "Ada", "Giovanni Battista", "Bartolomeo Colombo")


def panel_height(qtbot: QtBot, names: tuple[str, ...]) -> tuple[int, str, str]:
    """The score panel's height (logical px) at 1024 x 560 (a 1024 x 600 screen's
    window) for a four-player deal with two napole declared (R5) by West and South,
    seated ``names``; its text and tooltip. Checks there is nothing to scroll."""
    window = at_size(qtbot, 1024, 560)
    window.scene.set_names(typed(names))
    window.score_panel.set_declarations(tuple(
        Declared(seat, Declaration(DeclarationKind.NAPOLA, suit=suit), (), 3)
        for seat, suit in ((3, Suit.DENARI), (0, Suit.BASTONI))))
    state = window.scene.state
    assert state is not None
    panel = window.score_panel
    panel.show_state(replace(state, declared=(3, 3)), window.scene.names)
    area = window.score_dock.widget()
    assert isinstance(area, QScrollArea)
    qtbot.waitUntil(lambda: panel.height() >= panel.heightForWidth(panel.width()) > 0)
    assert area.verticalScrollBar().maximum() == 0  # nothing cut off, nothing to scroll
    return panel.heightForWidth(panel.width()), panel.text(), panel.toolTip()


@pytest.mark.parametrize("language", ["en", "it"])
def test_long_side_names_and_two_declarations_take_a_line_each(
        qtbot: QtBot, english: QApplication, language: str) -> None:
    """The score panel at 1024 x 600: sides named "Massimiliano Ferrari & Giovanni
    Battista" and two declarations of players with long names take no more room than
    with names of two letters (one line each, the names elided), the full names in the
    panel's tooltip; short names shown whole with no tooltip."""
    install_translator(english, language)
    short, short_text, short_tip = panel_height(qtbot, ("Ad", "Bo", "Cy", "Di"))
    assert "\N{HORIZONTAL ELLIPSIS}" not in short_text and short_tip == ""
    height, text, tip = panel_height(qtbot, LONG_NAMES)
    assert height == short, text
    assert "\N{HORIZONTAL ELLIPSIS}" in text
    assert f"{LONG_NAME} & Giovanni Battista" in tip and "Ada & Bartolomeo Colombo" in tip
    assert "Bartolomeo Colombo: +3 (napola di denari)" in tip
    assert f"{LONG_NAME}: +3 (napola di bastoni)" in tip


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_table_s_score_box_names_each_side_on_one_line(
        qtbot: QtBot, english: QApplication, language: str) -> None:
    """The score box at the table's top left with sides of 40 and 25 characters: each
    side's name on one line within the box's width (both elided to it), the sides
    named in full in its tooltip, below what the columns count."""
    install_translator(english, language)
    window = at_size(qtbot, 1024, 560)
    box = window.scene.score_box
    tip = box.toolTip()
    window.scene.set_names(typed(LONG_NAMES))
    state = window.scene.state
    assert state is not None
    window.scene.show_state(state)
    assert not box.wrapped() and box.text.boundingRect().width() <= SCORE_WIDTH
    shown = box.text.toPlainText()
    assert "\nMassimiliano Ferr" in shown and "\nAda & Bartolomeo" in shown
    assert shown.count("\N{HORIZONTAL ELLIPSIS}") == 2
    assert box.toolTip() == "\n".join(
        (tip, "", f"{LONG_NAME} & Giovanni Battista", "Ada & Bartolomeo Colombo"))
    line = box.text.document().documentLayout().documentSize().height()
    window.scene.set_names(typed(("Ad", "Bo", "Cy", "Di")))
    window.scene.show_state(state)
    assert box.text.document().documentLayout().documentSize().height() == line
    assert box.toolTip() == tip


@pytest.mark.parametrize("count", [10, 12])
def test_a_long_name_and_the_dealer_marker_stay_clear_of_the_player_s_hand(
        english: QApplication, count: int) -> None:
    """A 20-character name at the bottom seat, the dealer (R2): its plate and the
    dealer marker beside it cover none of the player's cards, whose keys are at their
    bottom left corner (the marker lay on the first card's key)."""
    scene = QGraphicsScene()
    plates = SeatPlates(scene)
    plates.set_names((TypedName(LONG_NAME), BotName("campione", 1, 2)))
    hand = tuple(Card.from_code(f"{rank}{suit}") for suit in "cdsb" for rank in "A23")[:count]
    state = TableState(players=2, dealer=0, deal_number=1, hand=hand, hidden=(0, 10))
    plates.show(state)
    places = place_cards(state)
    plate = plates._plates[0].sceneBoundingRect()
    marker = plates.dealer_marker.sceneBoundingRect()
    assert plates.dealer_marker.isVisible() and plate.left() >= 0 and marker.left() >= 0
    shown = plates.plate_texts()[0]  # elided, if need be, the full name its tooltip
    assert shown == LONG_NAME or (shown.endswith("\N{HORIZONTAL ELLIPSIS}")
                                  and plates._plates[0].toolTip() == LONG_NAME)
    for card in hand:
        place = places[Face(card)]
        rect = QRectF(place.x - CARD_WIDTH / 2, place.y - CARD_HEIGHT / 2,
                      CARD_WIDTH, CARD_HEIGHT)
        assert not rect.intersects(plate) and not rect.intersects(marker), card
