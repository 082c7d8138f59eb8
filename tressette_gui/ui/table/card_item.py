"""A card on the table: a QGraphicsObject whose position, rotation, scale,
opacity and flip can be animated."""

from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card
from .card_images import BACK_NAMES, CARD_HEIGHT, CARD_WIDTH, CardImages
from .scene_items import SMALL_TEXT, table_font

#: Corner radius of the card outline (px).
CORNER = 8.0


class CardItem(QGraphicsObject):
    """One card item, centred on its position (so it rotates and flips in place).

    ``card`` is the face (None when unknown to the viewer). ``flip`` runs from -1.0
    (back fully shown) through 0.0 (edge on) to 1.0 (face fully shown): a flip is
    an animation of ``flip`` (KPat's scale-x flip). ``dimmed`` greys a card that
    may not be played; ``selected_key`` outlines the keyboard choice; ``review`` outlines
    the card chosen at a reviewed decision in its mark's colour. Emits
    ``clicked(card_item)`` on a left click.
    """

    clicked = Signal(object)

    def __init__(self, images: CardImages, card: Card | None, face_up: bool,
                 back: str = "red") -> None:
        super().__init__()
        self._images = images
        self._back = back
        self._card = card
        self._flip = 1.0 if face_up else -1.0
        self._dimmed = False
        self._number = ""
        self._marked = False
        self._highlight = False
        self._review: str | None = None
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setTransformOriginPoint(QPointF(0, 0))

    # ---------------------------------------------------------------- state
    @property
    def card(self) -> Card | None:
        """The card on the face, None when unknown."""
        return self._card

    def set_card(self, card: Card | None) -> None:
        """Set the face (shown only while ``flip`` > 0)."""
        self._card = card
        self.update()

    @property
    def face_up(self) -> bool:
        """True when the face is showing."""
        return self._flip > 0 and self._card is not None

    @property
    def flip_value(self) -> float:
        """The flip (see the class docstring), as a plain float."""
        return self._flip

    def _get_flip(self) -> float:
        return self._flip

    def set_flip(self, value: float) -> None:
        """Set the flip: -1.0 back .. 1.0 face (the x scale is its size)."""
        self._flip = value
        self.setTransform(QTransform().scale(max(abs(value), 0.02), 1.0))
        self.update()

    #: -1.0 back .. 1.0 face; animatable.
    flip = Property(float, _get_flip, set_flip)

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the card out (it may not be played now)."""
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    @property
    def dimmed(self) -> bool:
        """True while greyed out."""
        return self._dimmed

    def set_marked(self, marked: bool) -> None:
        """Outline the card as the keyboard's current choice."""
        if marked != self._marked:
            self._marked = marked
            self.update()

    @property
    def marked(self) -> bool:
        """True while outlined as the keyboard's choice."""
        return self._marked

    @property
    def back(self) -> str:
        """The name of the card back drawn while face down (``card_images.BACK_NAMES``)."""
        return self._back

    def set_back(self, name: str) -> None:
        """Draw the back ``name`` ("red" or "blue") from now on; raises ValueError for
        another name."""
        if name not in BACK_NAMES:
            raise ValueError(f"unknown card back {name!r}; expected one of {BACK_NAMES}")
        if name != self._back:
            self._back = name
            self.update()

    def set_highlight(self, on: bool) -> None:
        """A golden glow: the card that wins the trick, a mazzetti pile chosen for the
        hand (R3.3)."""
        if on != self._highlight:
            self._highlight = on
            self.update()

    def set_number(self, number: str) -> None:
        """Show ``number`` (the key that plays the card: "1".."9", "0", "A"...; on a dealt
        mazzetti pile's back, the key that chooses the pile) in a small disc at the bottom
        left of the face, or of a back whose card is unknown; "" shows none."""
        if number != self._number:
            self._number = number
            self.update()

    @property
    def number(self) -> str:
        """The key number shown on the card ("" for none)."""
        return self._number

    def set_review(self, colour: str | None) -> None:
        """Outline the card in ``colour`` (a "#rrggbb" name): the card chosen at the
        decision the replay stands on, in its mark's colour; None: no outline."""
        if colour != self._review:
            self._review = colour
            self.update()

    @property
    def review(self) -> str | None:
        """The colour of the review outline, None when there is none."""
        return self._review

    @property
    def highlighted(self) -> bool:
        """True while glowing (see :meth:`set_highlight`)."""
        return self._highlight

    # ------------------------------------------------------------- painting
    def boundingRect(self) -> QRectF:
        """The card's rectangle around its centre, with room for the outline."""
        return QRectF(-CARD_WIDTH / 2 - 5, -CARD_HEIGHT / 2 - 5, CARD_WIDTH + 10,
                      CARD_HEIGHT + 10)

    def _pixmap(self, ratio: float, size: float) -> QPixmap:
        if self._flip > 0 and self._card is not None:
            return self._images.face(self._card.code, ratio, size)
        return self._images.back(self._back, ratio, size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        """Draw the face or back pixmap, then the dim veil or outlines."""
        rect = QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH, CARD_HEIGHT)
        ratio = widget.devicePixelRatioF() if widget is not None else 1.0
        # The card's height on the screen per card px (a flip narrows it, a turn keeps it).
        shown = painter.worldTransform()
        size = math.hypot(shown.m21(), shown.m22())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(rect, self._pixmap(ratio, size), QRectF())
        outline = QPainterPath()
        outline.addRoundedRect(rect, CORNER, CORNER)
        if self._dimmed:
            painter.fillPath(outline, QColor(20, 30, 20, 120))
        if self._marked:
            painter.setPen(QPen(QColor(40, 140, 255), 4))
            painter.drawPath(outline)
        if self._highlight:  # a soft halo under a bright line: a glow (over the outline:
            painter.setPen(QPen(QColor(255, 220, 60, 110), 9))  # a hinted card is chosen)
            painter.drawPath(outline)
            painter.setPen(QPen(QColor(255, 204, 0), 5))
            painter.drawPath(outline)
        if self._review is not None:  # dashed: told apart from the glow and the choice
            pen = QPen(QColor(self._review), 6)
            pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(outline)
        if self._number and (self.face_up or self._card is None):  # a dealt pile's key
            font = self.number_font()
            size = font.pixelSize() * 1.45
            disc = QRectF(rect.left() + 3, rect.bottom() - size - 3, size, size)
            painter.setPen(QPen(QColor(255, 255, 255), 1.5))
            painter.setBrush(QColor(20, 40, 30, 220))
            painter.drawEllipse(disc)
            painter.setFont(font)
            painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self._number)

    def number_font(self) -> QFont:
        """The font of the key shown on the card: :data:`~.scene_items.SMALL_TEXT` scene
        px whatever the card's scale (a mazzetti pile top is smaller than a hand card)."""
        return table_font(SMALL_TEXT / max(self.scale(), 0.5), bold=True)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A left click emits ``clicked``."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self)
            event.accept()
        else:
            super().mousePressEvent(event)
