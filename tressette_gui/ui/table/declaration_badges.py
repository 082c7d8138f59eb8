"""The badges of the declarations on the table (R5): by each declarer's seat, what it
declared and its points ("+3 (napola di spade)", one declaration a line), from the
moment its speech label is gone (the declarer's card played) until the viewer has played
a card (``TableState.declarations``). At normal speed a speech label lasts about two
seconds while the bots play on; the badge is there when the viewer's turn comes."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QPen
from PySide6.QtWidgets import QGraphicsScene

from ..language.texts import declaration_text
from .layout import compass, note_position
from .scene_items import SMALL_TEXT, Label
from .table_state import TableState

#: The badge's colours: a dark plate with a gold rim and light gold words.
BADGE_BRUSH = QColor(70, 45, 0, 225)
BADGE_RIM = QColor(255, 204, 0)
BADGE_TEXT = QColor(255, 236, 170)


class DeclarationBadges:
    """One badge per seat of ``scene`` that declared since the viewer last played, at
    the place of the seat's speech label (:func:`.layout.note_position`), hidden while
    that seat speaks or shows its cards (the speech label says it then)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self._scene = scene
        self._badges: dict[int, Label] = {}

    def show(self, state: TableState) -> None:
        """The badges for ``state`` (worded in the language installed)."""
        words: dict[int, list[str]] = {}
        for note in state.declarations:
            if note.declaration is not None:
                words.setdefault(note.seat, []).append(
                    declaration_text(note.points, note.declaration))
        busy = {note.seat for note in (state.speech(),) if note is not None}
        if state.shown is not None:
            busy.add(state.shown[0])
        for seat in set(words) | set(self._badges):
            badge = self._badge(seat)
            if seat not in words or seat in busy or seat >= state.players:
                badge.hide()
                continue
            badge.set_text("\n".join(words[seat]))  # one declaration a line
            x, y = note_position(compass(seat, state.me, state.players),
                                 badge.boundingRect().width(),
                                 open_hands=bool(state.open_hands))
            badge.setPos(QPointF(x, y))
            badge.show()

    def hide(self) -> None:
        """No badge (an empty table)."""
        for badge in self._badges.values():
            badge.hide()

    def shown(self) -> dict[int, str]:
        """The words of the badges shown, by seat."""
        return {seat: badge.text.text() for seat, badge in self._badges.items()
                if badge.isVisible()}

    def badge(self, seat: int) -> Label | None:
        """The badge of ``seat`` (None: that seat never declared on this table)."""
        return self._badges.get(seat)

    def _badge(self, seat: int) -> Label:
        badge = self._badges.get(seat)
        if badge is None:
            badge = Label(SMALL_TEXT + 4, bold=True)
            badge.setBrush(BADGE_BRUSH)
            badge.setPen(QPen(BADGE_RIM, 3))
            badge.text.setBrush(BADGE_TEXT)
            badge.setZValue(890)  # under the speech labels and plates (900)
            badge.hide()
            self._scene.addItem(badge)
            self._badges[seat] = badge
        return badge

