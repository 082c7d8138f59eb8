"""The corner index at the table's sizes at 1024 x 600: a 5 reads as a 5, not a 6, in
every suit, down to a played card (about a third of a card's size). The card is drawn as
the table draws it (a CardItem in a scene shrunk to that size). What tells a 5 from a 6
is the left of its lower bowl: a 6's stroke closes its loop there, a 5 is open."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene

from tests.ui.table_helpers import images
from tressette_gui.engine import Card
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH

#: The sizes a card is drawn at on the table at 1024 x 600: a card in the hand (the view
#: zoomed to 0.48) and a played one (its scale 0.7 in that view).
SIZES = (0.48, 0.335)
#: The left of the rank's lower bowl in the top-left corner (card px): x0, y0, x1, y1.
LOWER_LEFT = (5.0, 12.0, 9.0, 17.0)
#: How much lighter (0-255 gray levels) the 5 is there than the 6, at least: at full size
#: 30-40; the 5 read as a 6 when the table shrank the card to a third (2-3).
OPEN = 20


def lightness(code: str, size: float) -> float:
    """The mean lightness (0-255) of :data:`LOWER_LEFT` of the card ``code`` as the table
    draws it at ``size`` (screen px per card px)."""
    scene = QGraphicsScene()
    item = CardItem(images(), Card.from_code(code), True)
    scene.addItem(item)
    item.setPos(QPointF(CARD_WIDTH / 2, CARD_HEIGHT / 2))
    image = QImage(round(CARD_WIDTH * size), round(CARD_HEIGHT * size),
                   QImage.Format.Format_RGB32)
    image.fill(QColor(40, 110, 60))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), QRectF(0, 0, CARD_WIDTH, CARD_HEIGHT))
    painter.end()
    x0, y0, x1, y1 = (int(v * size) for v in LOWER_LEFT)
    grays = [image.pixelColor(x, y).lightness()
             for x in range(x0, max(x1, x0 + 1)) for y in range(y0, max(y1, y0 + 1))]
    return sum(grays) / len(grays)


@pytest.mark.parametrize("suit", "cdsb")
@pytest.mark.parametrize("size", [1.0, *SIZES])
def test_a_5_is_told_from_a_6_at_the_table_s_sizes(qapp: QApplication, suit: str,
                                                    size: float) -> None:
    assert lightness("5" + suit, size) - lightness("6" + suit, size) >= OPEN
