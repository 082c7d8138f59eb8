"""The last-trick view: the previous trick of the deal with who played what (until
the next trick ends), in a dock of the main window. The cards take the room the dock
gives them: two rows of two, or one row when the dock is wide and short (a small
screen), as large as fits up to :data:`SCALE`. The players are named in one form for
the whole trick: their full names when all of them fit under their cards, else the
short form of each (a bot's compass point). Below :data:`BADGE_BELOW` (a small screen)
each card's rank is also shown in a badge over its corner index, larger than the card's
own; each card's name is its tooltip."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent, QPainter, QPaintEvent
from PySide6.QtWidgets import QToolTip, QWidget

from ...engine import Card
from ..language.seat_names import TypedName, Who
from ..language.texts import card_name
from ..table.card_images import CARD_HEIGHT, CARD_WIDTH, CardImages
from ..table.layout import INDEX_COLOURS

#: Largest scale of the cards in the view (0.7: the corner index reads well, 5 vs 6).
SCALE = 0.7
#: Smallest scale, in the view's minimum size (a 1024 x 600 screen): one row of four.
MIN_SCALE = 0.36
#: Room (px) under a card for a line of its player's name: one line in a single row of
#: cards, two lines (a full name wrapped at its space) in two rows.
NAME_HEIGHT = 22
#: Gap (px) between and around the cards.
GAP = 10
#: Cards of the largest trick (four players).
MOST = 4
#: Below this scale a card's corner index is too small to tell a 5 from a 6 at a glance
#: (about 7 px tall at 1024 x 600): a rank badge is painted over it.
BADGE_BELOW = 0.6
#: The badge's font size (px, bold).
BADGE_PX = 13
#: The badge's room (px) around its letter, and its offset into the card.
BADGE_MARGIN = 2


@dataclass(frozen=True)
class RankBadge:
    """A card's rank as painted over its corner index: ``text`` (the deck's index, R1's
    rank code, "A 2 3 4 5 6 7 F C R"), ``rect`` (the badge, widget px), ``font`` (bold,
    :data:`BADGE_PX` px) and ``colour`` (the suit's index colour)."""

    text: str
    rect: QRectF
    font: QFont
    colour: QColor


def trick_grid(width: float, height: float, count: int = MOST) -> tuple[int, float]:
    """(columns, scale) that show ``count`` cards largest in ``width`` x ``height`` px:
    all in one row, or two a row (more rows for a taller space), the scale at most
    :data:`SCALE` (it may go below :data:`MIN_SCALE` in a smaller space)."""
    best = (count, 0.0)
    for columns in sorted({count, min(2, count)}):
        rows = math.ceil(count / columns)
        scale = min(SCALE, (width - GAP * (columns + 1)) / (columns * CARD_WIDTH),
                    (height - GAP * (rows + 1) - rows * _name_height(rows))
                    / (rows * CARD_HEIGHT))
        if scale > best[1]:
            best = (columns, scale)
    return best


def _name_height(rows: int) -> int:
    """The room (px) of a name under a card in ``rows`` rows of cards: one line in one
    row, two lines in more (:data:`NAME_HEIGHT`)."""
    return NAME_HEIGHT * (1 if rows == 1 else 2)


def _size(columns: int, rows: int, scale: float) -> QSize:
    """The room (px) of ``rows`` x ``columns`` cards at ``scale`` with names and gaps."""
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale + _name_height(rows)
    return QSize(math.ceil(columns * (w + GAP) + GAP), math.ceil(rows * (h + GAP) + GAP))


class LastTrickView(QWidget):
    """Shows ``plays`` ((seat, card) in play order, left to right then top to bottom,
    :func:`trick_grid` a row, each card centred in its column) with the players' names
    in one form (:meth:`shown_names`), the trick winner's name in bold gold (R4). Empty
    before the first trick of a deal is taken."""

    def __init__(self, images: CardImages, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._images = images
        self._plays: tuple[tuple[int, Card], ...] = ()
        self._seats: tuple[Who, ...] = ()

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

    def set_trick(self, plays: tuple[tuple[int, Card], ...], seats: Sequence[Who]) -> None:
        """Show ``plays`` of the players ``seats`` (``language.seat_names``, seat by
        seat), worded in the language installed when painted."""
        if (plays, tuple(seats)) != (self._plays, self._seats):
            self._plays = plays
            self._seats = tuple(seats)
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
        scale = self._scale()
        ratio = self.devicePixelRatioF()
        winner = self.winner()
        for (seat, card), (name, room), place in zip(self._plays, self._names_and_rooms(),
                                                     self.card_rects(), strict=True):
            painter.drawPixmap(place, self._images.face(card.code, ratio, scale), QRectF())
            painter.setFont(self._name_font(seat == winner))
            painter.setPen(QColor(255, 204, 0) if seat == winner else QColor("white"))
            painter.drawText(room, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             name)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for badge in self.rank_badges():
            painter.setPen(QColor(91, 70, 49))  # the cards' border and cream
            painter.setBrush(QColor(250, 239, 212))
            painter.drawRoundedRect(badge.rect, 3, 3)
            painter.setPen(badge.colour)
            painter.setFont(badge.font)
            painter.drawText(badge.rect, Qt.AlignmentFlag.AlignCenter, badge.text)

    def _scale(self) -> float:
        """The cards' scale in the view's size (:func:`trick_grid`)."""
        return trick_grid(self.width(), self.height(), max(len(self._plays), 2))[1]

    def card_rects(self) -> list[QRectF]:
        """Where each card of the trick is drawn (widget px), in play order: centred
        above its name's room (:meth:`name_rooms`)."""
        scale = self._scale()
        w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
        return [QRectF(room.center().x() - w / 2, room.top() - h, w, h)
                for room in self.name_rooms()]

    def rank_badges(self) -> list[RankBadge]:
        """The rank badge over each card's top-left corner, in play order, when the
        cards are drawn below :data:`BADGE_BELOW`; none at a larger scale (the corner
        index reads well there)."""
        if self._scale() >= BADGE_BELOW:
            return []
        font = QFont(self.font())
        font.setPixelSize(BADGE_PX)
        font.setBold(True)
        metrics = QFontMetrics(font)
        side = metrics.height() + BADGE_MARGIN
        badges = []
        for (_seat, card), place in zip(self._plays, self.card_rects(), strict=True):
            text = card.rank.code
            width = max(side * 0.8, metrics.horizontalAdvance(text) + 2 * BADGE_MARGIN)
            rect = QRectF(place.topLeft() + QPointF(BADGE_MARGIN, BADGE_MARGIN),
                          QSize(math.ceil(width), side))
            badges.append(RankBadge(text, rect, font,
                                    QColor(INDEX_COLOURS[card.suit.code])))
        return badges

    def tool_tip_at(self, point: QPointF) -> str:
        """The name of the card under ``point`` (widget px), "Cinque di bastoni" (R1);
        empty off the cards."""
        for (_seat, card), place in zip(self._plays, self.card_rects(), strict=True):
            if place.contains(point):
                return card_name(card)
        return ""

    def event(self, event: QEvent) -> bool:
        """Shows the tooltip of the card under the mouse (:meth:`tool_tip_at`)."""
        if isinstance(event, QHelpEvent) and event.type() == QEvent.Type.ToolTip:
            text = self.tool_tip_at(QPointF(event.pos()))
            if text:
                QToolTip.showText(event.globalPos(), text, self)
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().event(event)

    def _name_font(self, winner: bool) -> QFont:
        """The font of a player's name: bold for the trick's winner."""
        font = QFont(self.font())
        font.setBold(winner)
        return font

    def shown_names(self) -> list[str]:
        """The name under each card, in play order, all in one form: each seat's full
        name (``Who.text``, wrapped at a space over the lines of its room) when every one
        fits its column; else each seat's short form (``Who.short``: "Beginner (East)" and
        "Beginner (West)" become "East" and "West"), shortened with "…" only if still too
        wide for the row's room (a long typed name)."""
        return [name for name, _room in self._names_and_rooms()]

    def name_rooms(self) -> list[QRectF]:
        """Where each play's name goes (px), in play order, under its card (centred on
        it): the :func:`trick_grid` columns share the view's width equally; for short
        forms a row's columns are as wide as their names need, if the row has the room
        (a person's name wider than a quarter of a narrow dock keeps all its letters)."""
        return [room for _name, room in self._names_and_rooms()]

    def _names_and_rooms(self) -> list[tuple[str, QRectF]]:
        """:meth:`shown_names` with :meth:`name_rooms`, in play order."""
        winner = self.winner()
        fonts = [QFontMetrics(self._name_font(seat == winner)) for seat, _card in self._plays]
        seats = [self._seats[seat] if seat < len(self._seats) else TypedName(str(seat))
                 for seat, _card in self._plays]
        count = max(len(self._plays), 2)
        columns, scale = trick_grid(self.width(), self.height(), count)
        cell = self.width() / columns
        lines = _name_height(math.ceil(count / columns))
        pitch = CARD_HEIGHT * scale + lines + GAP
        rooms = [QRectF(column * cell, GAP + row * pitch + CARD_HEIGHT * scale, cell, lines)
                 for row, column in (divmod(i, columns) for i in range(len(self._plays)))]
        full = [who.text() for who in seats]
        if all(_fits(m, name, room) for m, name, room in zip(fonts, full, rooms, strict=True)):
            return list(zip(full, rooms, strict=True))
        short = [who.short() for who in seats]
        least = CARD_WIDTH * scale + GAP / 2  # cards at least half a gap apart
        rooms = _by_need(rooms, [max(least, m.horizontalAdvance(name) + 2)
                                 for m, name in zip(fonts, short, strict=True)], columns)
        return [(m.elidedText(name, Qt.TextElideMode.ElideRight, int(room.width())), room)
                for m, name, room in zip(fonts, short, rooms, strict=True)]


def _by_need(rooms: list[QRectF], needs: list[float], columns: int) -> list[QRectF]:
    """``rooms`` (px, rows of ``columns`` from the left edge) with each row's width shared
    so that each room is ``needs`` wide (px) plus an equal part of what is left; a row
    too narrow for its needs keeps its rooms."""
    shared = list(rooms)
    for start in range(0, len(rooms), columns):
        row = range(start, min(start + columns, len(rooms)))
        spare = sum(rooms[i].width() - needs[i] for i in row)
        left = 0.0
        for i in row if spare >= 0 else ():
            shared[i] = QRectF(left, rooms[i].top(), needs[i] + spare / len(row),
                               rooms[i].height())
            left = shared[i].right()
    return shared


def _fits(metrics: QFontMetrics, name: str, room: QRectF) -> bool:
    """True when ``name`` in ``metrics``' font fits ``room``, wrapped at its spaces."""
    width, height = int(room.width()), int(room.height())
    flags = int(Qt.AlignmentFlag.AlignCenter) | int(Qt.TextFlag.TextWordWrap)
    needed = metrics.boundingRect(QRect(0, 0, width, 10 * height), flags, name)
    return needed.width() <= width and needed.height() <= height
