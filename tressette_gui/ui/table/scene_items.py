"""The plates on the table: a text label, a gold button, and the pick-up badge of a
mazzetti pile top (R3.3)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
)

from .marks import pick_up_key

#: The dark, half-transparent plate under the table's words.
PLATE = QColor(0, 0, 0, 110)
#: A plate's padding (scene px) each side of its words.
PLATE_PAD = 10.0
#: The table's smallest text (scene px): at a 1024 x 600 window's scale (about 0.46 to
#: 0.5) it still shows 10 px or more.
SMALL_TEXT = 22


def table_font(pixels: float, bold: bool = False) -> QFont:
    """The font of the table's words, ``pixels`` high in scene px: pixel sizes, so the
    words keep their place in the fixed-size scene whatever the screen's DPI."""
    font = QFont()
    font.setPixelSize(round(pixels))
    font.setBold(bold)
    return font


def table_tr(text: str) -> str:
    """Translate ``text`` in the context of the table's words ("TableScene")."""
    return QCoreApplication.translate("TableScene", text)


class Plate(QGraphicsRectItem):
    """A rounded dark plate over the cards (z 900); subclasses put words on it."""

    def __init__(self) -> None:
        super().__init__()
        self.setBrush(PLATE)
        self.setPen(QPen(Qt.PenStyle.NoPen))
        self.setZValue(900)

    def paint(self, painter: QPainter, option: object, widget: object = None) -> None:
        """The rounded rectangle, antialiased."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.brush())
        painter.setPen(self.pen())
        painter.drawRoundedRect(self.rect(), 10, 10)


class Label(Plate):
    """A plate with a line of text ``pixels`` high (scene px), centred on its position."""

    def __init__(self, pixels: float, bold: bool = False) -> None:
        super().__init__()
        self.text = QGraphicsSimpleTextItem(self)
        self.text.setFont(table_font(pixels, bold))
        self.text.setBrush(QColor("white"))

    def set_text(self, text: str) -> None:
        self.text.setText(text)
        r = self.text.boundingRect()
        pad = PLATE_PAD
        self.setRect(QRectF(-r.width() / 2 - pad, -r.height() / 2 - pad / 2,
                            r.width() + 2 * pad, r.height() + pad))
        self.text.setPos(-r.width() / 2, -r.height() / 2)


class TableButton(Label):
    """A gold plate on the table that acts like a button: a left click calls
    ``on_click()``."""

    def __init__(self, pixels: float, on_click: Callable[[], None]) -> None:
        super().__init__(pixels, bold=True)
        self._on_click = on_click
        self.setBrush(QColor(200, 150, 0, 235))
        self.text.setBrush(QColor(30, 20, 0))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(950)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A left click presses the button."""
        if event.button() == Qt.MouseButton.LeftButton:
            self._on_click()
            event.accept()
        else:
            super().mousePressEvent(event)


class PickUpBadge(TableButton):
    """A small gold button over a mazzetti pile top that may be picked up (R3.3):
    a click calls ``on_click(pile)``, as does its key (``marks.pick_up_key``: Shift+M,
    Shift+N). It says what it does ("Take into hand") and its key on three short lines, so
    that the badges of two neighbouring piles never overlap."""

    def __init__(self, pile: int, on_click: Callable[[int], None]) -> None:
        super().__init__(SMALL_TEXT, lambda: on_click(pile))
        self.pile = pile
        self.retranslate()

    def retranslate(self) -> None:
        """Word the badge in the language installed."""
        # Short lines: two badges fit side by side.
        self.set_text("\u2191 " + table_tr("Take\ninto hand") + f"\n({pick_up_key(self.pile)})")
        self.setToolTip(table_tr("Take this card into your hand before you play (Asso, Due, Tre)"))
