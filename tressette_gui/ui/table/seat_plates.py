"""The seats' name plates on the table and the dealer's marker: who sits where (a bot
the app named worded in the language installed), whose turn it is, who took the trick
(R4) and who dealt (R2)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from ..language.seat_names import Who, texts
from .layout import SCENE_WIDTH, TOP, compass, plate_position, top_plate_x
from .scene_items import PLATE, Label, table_tr
from .table_state import TableState

GOLD = QColor(255, 204, 0)


class SeatPlates:
    """One name plate per seat of ``scene`` (:meth:`set_names`) and the dealer marker
    ("D"), placed for a :class:`TableState` by :meth:`show`."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self.seats: tuple[Who, ...] = ()  # who sits at each seat, worded when shown
        self._plates: list[Label] = []
        self._dealer = Label(24, bold=True)
        self._dealer.setBrush(QColor(180, 30, 30, 230))
        self._dealer.set_text("D")
        scene.addItem(self._dealer)
        self._dealer.hide()  # until a deal is shown
        self.retranslate()

    def retranslate(self) -> None:
        """Word the plates of bots the app named and the marker's tip again."""
        self._dealer.setToolTip(table_tr("Dealer"))
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
            self._dealer.hide()

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in the language installed now, seat by seat."""
        return texts(self.seats)

    def plate_texts(self) -> list[str]:
        """The words on the name plates, seat by seat."""
        return [plate.text.text() for plate in self._plates]

    def show(self, state: TableState) -> None:
        """Place the plates around the table for ``state`` (gold rim: the seat on turn
        or the trick's winner) and the dealer marker beside the dealer's plate."""
        n = state.players
        for seat, plate in enumerate(self._plates):
            where = compass(seat, state.me, n)
            x, y = plate_position(where)
            half = plate.rect().width() / 2 + 8  # a long name stays on the table
            if where == TOP:  # clear of the hand
                x = top_plate_x(half)
            plate.setPos(min(max(x, half), SCENE_WIDTH - half), y)
            on_turn = state.turn == seat
            won = state.winner == seat
            plate.setPen(QPen(GOLD, 4) if (on_turn or won) else QPen(Qt.PenStyle.NoPen))
            plate.setBrush(QColor(120, 90, 0, 200) if won else PLATE)
        if not self._plates or not state.deal_number:
            self._dealer.hide()
            return
        plate = self._plates[state.dealer]
        x, y = plate.x(), plate.y()
        top = compass(state.dealer, state.me, n) == TOP
        # Left of the plate when there is no room on the right, or in the replay viewer
        # for the top seat (there the other side's captured pile lies on its right and
        # the top seat's open hand lower).
        if x + plate.rect().width() / 2 + 56 > SCENE_WIDTH or (top and state.open_hands):
            x -= plate.rect().width() + 56
        self._dealer.setPos(x + plate.rect().width() / 2 + 28, y)
        self._dealer.show()
