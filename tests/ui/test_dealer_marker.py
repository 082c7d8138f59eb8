"""The dealer's marker (R2): the first letter of the word in the interface's language
("D" for Dealer, "M" for Mazziere) with the word as its tip, right of the dealer's
name plate at play and in the replay viewer alike."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QGraphicsScene
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, setup, wait_for_human
from tressette_gui.engine import Card
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.seat_names import typed
from tressette_gui.ui.table.seat_plates import SeatPlates
from tressette_gui.ui.table.table_state import TableState

NAMES = ("Ada", "Bo", "Cy", "Di")


@pytest.fixture
def plates(qapp: QApplication) -> Iterator[SeatPlates]:
    """Four seats' plates on a scene of their own; English again after the test."""
    scene = QGraphicsScene()
    plates = SeatPlates(scene)
    plates.set_names(typed(NAMES))
    yield plates
    install_translator(qapp, "en")


def test_the_marker_is_worded_in_the_language_installed(qapp: QApplication,
                                                        plates: SeatPlates) -> None:
    marker = plates.dealer_marker
    assert (marker.text.text(), marker.toolTip()) == ("D", "Dealer")
    install_translator(qapp, "it")
    plates.retranslate()
    assert (marker.text.text(), marker.toolTip()) == ("M", "Mazziere")


@pytest.mark.parametrize("dealer", range(4))
def test_the_marker_sits_right_of_the_dealer_s_plate(plates: SeatPlates, dealer: int) -> None:
    """At play and in the replay viewer (every hand open) alike, short names leaving
    room on the right of every plate."""
    open_hands = tuple((Card.from_code(code),) for code in ("Ac", "2c", "3c", "4c"))
    for hands in ((), open_hands):
        plates.show(TableState(players=4, dealer=dealer, deal_number=1, open_hands=hands))
        marker = plates.dealer_marker.sceneBoundingRect()
        plate = plates._plates[dealer].sceneBoundingRect()
        assert plates.dealer_marker.isVisible() and marker.center().y() == plate.center().y()
        assert marker.left() > plate.right()


def test_a_switch_before_the_first_match_words_its_marker(qtbot: QtBot,
                                                          qapp: QApplication) -> None:
    """Italian chosen while no match is on (a fresh profile, the system in English):
    the first match's marker reads "M", its tip "Mazziere"."""
    window = make_window(qtbot)
    try:
        window.preferences.language_chosen("it")
        qtbot.waitUntil(lambda: window.menus.language_menu.title() == "&Lingua")
        window.start_match(setup(), seed=5)
        wait_for_human(qtbot, window)
        marker = window.scene._plates.dealer_marker
        assert marker.isVisible()
        assert (marker.text.text(), marker.toolTip()) == ("M", "Mazziere")
    finally:
        install_translator(qapp, "en")
