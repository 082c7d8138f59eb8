"""The last-trick view: the previous trick of the deal with who played what (until
the next trick ends), in a dock of the main window: two cards a row, large enough
to read their corner index."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...engine import Card
from ..table.card_images import CARD_HEIGHT, CARD_WIDTH, CardImages

#: Scale of the cards in the view (0.7: the corner index stays readable, 5 vs 6).
SCALE = 0.7
#: Cards a row (a four-player trick is two rows).
COLUMNS = 2
#: Room (px) under a card for its player's name.
NAME_HEIGHT = 22
#: Gap (px) between and around the cards.
GAP = 10


class LastTrickView(QWidget):
    """Shows ``plays`` ((seat, card) in play order, :data:`COLUMNS` a row, left to
    right then top to bottom) with the players' names, the trick winner's name in
    bold gold (R4). Empty before the first trick of a deal is taken."""

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self._plays: tuple[tuple[int, Card], ...] = ()
        self._names: tuple[str, ...] = ()
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        """Room for a four-player trick: two rows of two cards with names under them."""
        w, h = CARD_WIDTH * SCALE, CARD_HEIGHT * SCALE + NAME_HEIGHT
        return QSize(int(COLUMNS * (w + GAP) + GAP), int(2 * (h + GAP) + GAP))

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        """The trick shown."""
        return self._plays

    def set_trick(self, plays: tuple[tuple[int, Card], ...], names: tuple[str, ...]) -> None:
        """Show ``plays`` of seats named ``names``."""
        if (plays, names) != (self._plays, self._names):
            self._plays = plays
            self._names = names
            self.update()

    def winner(self) -> int | None:
        """The seat that took the trick shown (R4), None when empty."""
        if not self._plays:
            return None
        suit = self._plays[0][1].suit
        return max((p for p in self._plays if p[1].suit == suit), key=lambda p: p[1].rank)[0]

    def paintEvent(self, event: QPaintEvent) -> None:
        """Cards left to right in play order, names below."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(22, 102, 54))
        if not self._plays:
            painter.setPen(QColor("white"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No trick yet"))
            return
        w, h = CARD_WIDTH * SCALE, CARD_HEIGHT * SCALE
        ratio = self.devicePixelRatioF()
        winner = self.winner()
        left = (self.width() - COLUMNS * (w + GAP) + GAP) / 2
        for i, (seat, card) in enumerate(self._plays):
            row, column = divmod(i, COLUMNS)
            x = left + column * (w + GAP)
            y = GAP + row * (h + NAME_HEIGHT + GAP)
            painter.drawPixmap(QRectF(x, y, w, h), self._images.face(card.code, ratio), QRectF())
            font = painter.font()
            font.setBold(seat == winner)
            painter.setFont(font)
            painter.setPen(QColor(255, 204, 0) if seat == winner else QColor("white"))
            name = self._names[seat] if seat < len(self._names) else str(seat)
            name = painter.fontMetrics().elidedText(name, Qt.TextElideMode.ElideRight,
                                                    int(w + GAP))
            painter.drawText(QRectF(x - GAP / 2, y + h, w + GAP, NAME_HEIGHT),
                             Qt.AlignmentFlag.AlignCenter, name)
