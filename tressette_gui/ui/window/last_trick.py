"""The last-trick view: the previous trick of the deal with who played what (until
the next trick ends), in a dock of the main window. The cards take the room the dock
gives them: two rows of two, or one row when the dock is wide and short (a small
screen), as large as fits up to :data:`SCALE`."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from ...engine import Card
from ..language.default_names import default_names
from ..table.card_images import CARD_HEIGHT, CARD_WIDTH, CardImages

#: Largest scale of the cards in the view (0.7: the corner index reads well, 5 vs 6).
SCALE = 0.7
#: Smallest scale, in the view's minimum size (a 1024 x 600 screen): one row of four.
MIN_SCALE = 0.36
#: Room (px) under a card for its player's name.
NAME_HEIGHT = 22
#: Gap (px) between and around the cards.
GAP = 10
#: Cards of the largest trick (four players).
MOST = 4


def trick_grid(width: float, height: float, count: int = MOST) -> tuple[int, float]:
    """(columns, scale) that show ``count`` cards largest in ``width`` x ``height`` px:
    all in one row, or two a row (more rows for a taller space), the scale at most
    :data:`SCALE` (it may go below :data:`MIN_SCALE` in a smaller space)."""
    best = (count, 0.0)
    for columns in sorted({count, min(2, count)}):
        rows = math.ceil(count / columns)
        scale = min(SCALE, (width - GAP * (columns + 1)) / (columns * CARD_WIDTH),
                    (height - GAP * (rows + 1) - rows * NAME_HEIGHT) / (rows * CARD_HEIGHT))
        if scale > best[1]:
            best = (columns, scale)
    return best


def _size(columns: int, rows: int, scale: float) -> QSize:
    """The room (px) of ``rows`` x ``columns`` cards at ``scale`` with names and gaps."""
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale + NAME_HEIGHT
    return QSize(math.ceil(columns * (w + GAP) + GAP), math.ceil(rows * (h + GAP) + GAP))


class LastTrickView(QWidget):
    """Shows ``plays`` ((seat, card) in play order, left to right then top to bottom,
    :func:`trick_grid` a row, each card centred in its column) with the players' names
    (shortened with "…" when longer than the column is wide), the trick winner's name
    in bold gold (R4). Empty before the
    first trick of a deal is taken."""

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self._plays: tuple[tuple[int, Card], ...] = ()
        self._names: tuple[str, ...] = ()

    def sizeHint(self) -> QSize:
        """Room for a four-player trick at :data:`SCALE`: two rows of two cards with
        names under them."""
        return _size(2, 2, SCALE)

    def minimumSizeHint(self) -> QSize:
        """Room for a four-player trick in one row at :data:`MIN_SCALE`."""
        return _size(MOST, 1, MIN_SCALE)

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
        """Cards left to right in play order (:func:`trick_grid`), names below."""
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor(22, 102, 54))
        if not self._plays:
            painter.setPen(QColor("white"))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, self.tr("No trick yet"))
            return
        scale = trick_grid(self.width(), self.height(), max(len(self._plays), 2))[1]
        w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
        ratio = self.devicePixelRatioF()
        winner = self.winner()
        for (seat, card), room, name in zip(self._plays, self.name_rooms(), self.shown_names(),
                                            strict=True):
            painter.drawPixmap(QRectF(room.center().x() - w / 2, room.top() - h, w, h),
                               self._images.face(card.code, ratio, scale), QRectF())
            painter.setFont(self._name_font(seat == winner))
            painter.setPen(QColor(255, 204, 0) if seat == winner else QColor("white"))
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter, name)

    def _name_font(self, winner: bool) -> QFont:
        """The font of a player's name: bold for the trick's winner."""
        font = QFont(self.font())
        font.setBold(winner)
        return font

    def shown_names(self) -> list[str]:
        """The name under each card, in play order: the seat's name; when another seat's
        is wider than its room (:meth:`name_rooms`), its default name ("East", "Opponent",
        :func:`~..language.default_names.default_names`: "Beginner (East)" and
        "Beginner (West)" stay apart in a narrow dock); either shortened with "…" if
        still too wide."""
        defaults = default_names(len(self._names)) if len(self._names) in (2, 4) else ()
        winner = self.winner()
        shown = []
        for (seat, _card), room in zip(self._plays, self.name_rooms(), strict=True):
            metrics = QFontMetrics(self._name_font(seat == winner))
            name = self._names[seat] if seat < len(self._names) else str(seat)
            if metrics.horizontalAdvance(name) > room.width() and 0 < seat < len(defaults):
                name = defaults[seat]
            shown.append(metrics.elidedText(name, Qt.TextElideMode.ElideRight,
                                            int(room.width())))
        return shown

    def name_rooms(self) -> list[QRectF]:
        """Where each play's name goes (px), in play order: under its card, as wide as
        the card's column (the view's width shared equally by the :func:`trick_grid`
        columns), so a name is shortened only when that column is too narrow for it."""
        columns, scale = trick_grid(self.width(), self.height(), max(len(self._plays), 2))
        cell = self.width() / columns
        pitch = CARD_HEIGHT * scale + NAME_HEIGHT + GAP
        return [QRectF(column * cell, GAP + row * pitch + CARD_HEIGHT * scale, cell, NAME_HEIGHT)
                for row, column in (divmod(i, columns) for i in range(len(self._plays)))]
