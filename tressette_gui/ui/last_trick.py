"""The last-trick view: the previous trick with who played what (until the next
trick ends), drawn small in a dock of the main window."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ..engine import Card
from .card_images import CARD_HEIGHT, CARD_WIDTH, CardImages

#: Scale of the cards in the view.
SCALE = 0.55


class LastTrickView(QWidget):
    """Shows ``plays`` ((seat, card) in play order) with the players' names, the
    trick winner's name in bold. Empty before the first trick of a deal is taken."""

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self._plays: tuple[tuple[int, Card], ...] = ()
        self._names: tuple[str, ...] = ()
        self.setMinimumSize(self.sizeHint())

    def sizeHint(self) -> QSize:
        """Room for four small cards side by side with names under them."""
        return QSize(int(4 * (CARD_WIDTH * SCALE + 8) + 8), int(CARD_HEIGHT * SCALE + 40))

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
        for i, (seat, card) in enumerate(self._plays):
            x = 8 + i * (w + 8)
            painter.drawPixmap(QRectF(x, 8, w, h), self._images.face(card.code, ratio), QRectF())
            font = painter.font()
            font.setBold(seat == winner)
            painter.setFont(font)
            painter.setPen(QColor(255, 204, 0) if seat == winner else QColor("white"))
            name = self._names[seat] if seat < len(self._names) else str(seat)
            painter.drawText(QRectF(x - 4, 12 + h, w + 8, 24),
                             Qt.AlignmentFlag.AlignCenter, name)
