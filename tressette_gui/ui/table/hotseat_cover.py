"""The hot-seat cover: between two humans' turns at the same screen, a screen over
the whole table that says whose turn it is; pressing it shows that player's cards.

The cover only says who is next; hiding the cards is the controller's job (the
table turns every private card face down before the cover goes up), so what
lies under it would be safe even if it were transparent.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ..language.euphony import euphonic
from .scene_items import table_font

#: z of the cover: above every card, even a flying one.
COVER_Z = 5000.0
#: How far (scene px) the cover reaches beyond the table on every side: the view keeps
#: the table's aspect ratio and shows felt around it in a window of another shape (a
#: view 40 times wider than high still shows less).
REACH = 20_000.0


def cover_text(name: str) -> str:
    """The cover's words for the player ``name`` (translated in context
    "HotSeatCover"; Italian: "Tocca a <name>: premi per vedere le tue carte")."""
    return euphonic(QCoreApplication.translate(
        "HotSeatCover", "It's %1's turn: press to see your cards"), "%1", name).replace(
            "%1", name)


def uncover_hint() -> str:
    """What to do when a card's key or a button is pressed under the cover (context
    "HotSeatCover")."""
    return QCoreApplication.translate(
        "HotSeatCover", "First click the screen or press Enter to see your cards")


class HotSeatCover(QGraphicsObject):
    """A dark screen over ``rect`` (the table, scene px) and as far beyond it as any
    window shape shows (:data:`REACH`), with :attr:`text` in the middle of the table.

    Hidden until :meth:`cover` is called; a left click on it emits ``pressed()``
    (the controller then hides it with :meth:`uncover` and turns the cards up).
    """

    pressed = Signal()

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self._text = ""
        self._name = ""
        self.setZValue(COVER_Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.hide()

    @property
    def text(self) -> str:
        """The words on the cover ("" while uncovered)."""
        return self._text

    def cover(self, name: str) -> None:
        """Show the cover for the player ``name``."""
        self._name = name
        self._text = cover_text(name)
        self.update()
        self.show()

    def uncover(self) -> None:
        """Hide the cover."""
        self._text = ""
        self.hide()

    def retranslate(self) -> None:
        """Re-word a shown cover in the language installed."""
        if self._text:
            self.cover(self._name)

    def boundingRect(self) -> QRectF:
        """The whole table and :data:`REACH` beyond it."""
        return self._rect.adjusted(-REACH, -REACH, REACH, REACH)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """An almost opaque dark veil and the text on a plate in the middle."""
        painter.fillRect(self.boundingRect(), QColor(8, 30, 16, 245))
        painter.setFont(table_font(40, bold=True))
        plate = QRectF(self._rect.center().x() - 560, self._rect.center().y() - 70, 1120, 140)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QColor(255, 250, 230))
        painter.setPen(QColor(255, 204, 0))
        painter.drawRoundedRect(plate, 18, 18)
        painter.setPen(QColor(40, 30, 10))
        painter.drawText(plate.adjusted(20, 0, -20, 0),
                         int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap),
                         self._text)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A left click anywhere on the cover emits ``pressed``."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.pressed.emit()
            event.accept()
        else:
            super().mousePressEvent(event)
