"""The hot-seat cover (issue 11): it hides the whole view whatever the window's shape,
and a card's key pressed under it says how to lift it, not "Wait for your turn"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, two_player, wait_turn
from tressette_gui.ui.table.hotseat_cover import uncover_hint

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.mark.parametrize("size", [(900, 1000), (1600, 520)])
def test_the_cover_hides_every_pixel_of_the_view(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = make_window(qtbot)
    window.resize(*size)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    wait_turn(qtbot, window)
    assert window.controller.covered
    view = window.view
    shown = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not window.scene.sceneRect().contains(shown)  # felt beyond the table shows
    assert window.scene.cover.sceneBoundingRect().contains(shown)
    image = view.viewport().grab().toImage()
    w, h = image.width(), image.height()
    edges = [QPoint(w // 2, 1), QPoint(w // 2, h - 2), QPoint(1, h // 2), QPoint(w - 2, h // 2)]
    for point in edges:  # the veil is almost black; the felt is green
        pixel = QColor(image.pixel(point))
        assert pixel.green() < 45, (point, pixel.getRgb())


def test_a_card_key_under_the_cover_says_how_to_lift_it(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    wait_turn(qtbot, window)
    assert window.controller.covered
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_1)
    assert window.statusBar().currentMessage() == uncover_hint()
    assert uncover_hint() == "First click the screen or press Enter to see your cards"
    assert window.controller.covered
    QTest.keyClick(window.view, Qt.Key.Key_Return)  # as the hint says
    wait_turn(qtbot, window)
    assert not window.controller.covered and window.controller.waiting_for_human
