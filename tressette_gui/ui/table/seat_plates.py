"""The seats' name plates on the table and the dealer's marker: who sits where (a bot
the app named worded in the language installed), whose turn it is, who took the trick
(R4) and who dealt (R2)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPen
from PySide6.QtWidgets import QGraphicsScene

from ..language.seat_names import Who, texts
from .layout import (
    BOTTOM,
    CARD_HEIGHT,
    SCENE_WIDTH,
    SMALL,
    TOP,
    compass,
    hand_left,
    pile_position,
    plate_position,
    top_plate_x,
)
from .scene_items import PLATE, PLATE_PAD, Label, table_tr
from .table_state import TableState

GOLD = QColor(255, 204, 0)
#: Room (scene px) the dealer marker takes beside a plate, the gap included.
MARKER_ROOM = 56.0
#: Room (scene px) a plate keeps from the table's edge and the hand.
PLATE_MARGIN = 8.0


class SeatPlates:
    """One name plate per seat of ``scene`` (:meth:`set_names`) and the dealer marker
    (the word's first letter in the language installed: "D" for Dealer, "M" for
    Mazziere), placed right of the dealer's plate for a :class:`TableState` by
    :meth:`show` (R2)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.seats: tuple[Who, ...] = ()  # who sits at each seat, worded when shown
        self._plates: list[Label] = []
        self.dealer_marker = Label(24, bold=True)
        self.dealer_marker.setBrush(QColor(180, 30, 30, 230))
        scene.addItem(self.dealer_marker)
        self.dealer_marker.hide()  # until a deal is shown
        self.retranslate()

    def retranslate(self) -> None:
        """Word the plates of bots the app named, the marker and its tip again."""
        self.dealer_marker.set_text(QCoreApplication.translate(
            "TableScene", "D", "the dealer's marker: the first letter of Dealer"))
        self.dealer_marker.setToolTip(table_tr("Dealer"))
        for plate, name in zip(self._plates, self.names, strict=True):
            plate.set_text(name)

    def set_names(self, seats: Sequence[Who]) -> None:
        """Make one name plate per seat, naming who sits there (``language.seat_names``);
        no seat: no plate and no dealer marker (an empty table)."""
        for plate in self._plates:
            self._scene.removeItem(plate)
        self.seats = tuple(seats)
        self._plates = []
        for name in self.names:
            plate = Label(29, bold=True)
            plate.set_text(name)
            self._scene.addItem(plate)
            self._plates.append(plate)
        if not self.seats:
            self.dealer_marker.hide()

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in the language installed now, seat by seat."""
        return texts(self.seats)

    def plate_texts(self) -> list[str]:
        """The words on the name plates, seat by seat."""
        return [plate.text.text() for plate in self._plates]

    @staticmethod
    def _fit_bottom(plate: Label, name: str, dealer: bool) -> None:
        """Word the bottom seat's ``plate`` with ``name``, elided (the full name its
        tooltip) so that the plate and, for the ``dealer``, the marker beside it fit
        left of the viewer's hand (R2)."""
        room = hand_left() - 2 * PLATE_MARGIN - 2 * PLATE_PAD - (MARKER_ROOM if dealer else 0)
        shown = QFontMetricsF(plate.text.font()).elidedText(
            name, Qt.TextElideMode.ElideRight, room)
        if plate.text.text() != shown:
            plate.set_text(shown)
        plate.setToolTip(name if shown != name else "")

    def show(self, state: TableState) -> None:
        """Place the plates around the table for ``state`` (gold rim: the seat on turn
        or the trick's winner) and the dealer marker beside the dealer's plate."""
        n = state.players
        for seat, (plate, name) in enumerate(zip(self._plates, self.names, strict=True)):
            where = compass(seat, state.me, n)
            if where == BOTTOM:
                self._fit_bottom(plate, name, bool(state.deal_number) and state.dealer == seat)
            x, y = plate_position(where)
            half = plate.rect().width() / 2 + 8  # a long name stays on the table
            if where == TOP:  # clear of the hand
                x = top_plate_x(half)
            elif where == BOTTOM:  # clear of the hand, the marker beside it too
                x = min(x, hand_left() - half)
            plate.setPos(min(max(x, half), SCENE_WIDTH - half), y)
            on_turn = state.turn == seat
            won = state.winner == seat
            plate.setPen(QPen(GOLD, 4) if (on_turn or won) else QPen(Qt.PenStyle.NoPen))
            plate.setBrush(QColor(120, 90, 0, 200) if won else PLATE)
        if not self._plates or not state.deal_number:
            self.dealer_marker.hide()
            return
        plate = self._plates[state.dealer]
        x, y = plate.x(), plate.y()
        # Right of the plate, at play and in the replay viewer alike; left of it only
        # when there is no room on the right: the table's edge, for the top seat the
        # other side's captured pile lying sideways at the top right, for the bottom
        # seat (a long name) the viewer's hand.
        room = SCENE_WIDTH
        if compass(state.dealer, state.me, n) == TOP:
            room = pile_position(state.me + 1, state.me)[0] - CARD_HEIGHT * SMALL / 2
        elif compass(state.dealer, state.me, n) == BOTTOM:
            room = hand_left()
        if x + plate.rect().width() / 2 + MARKER_ROOM > room:
            x -= plate.rect().width() + MARKER_ROOM
        self.dealer_marker.setPos(x + plate.rect().width() / 2 + MARKER_ROOM / 2, y)
        self.dealer_marker.show()
