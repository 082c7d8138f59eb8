"""The view of the table: scales the fixed-size scene to the window
(keeping its aspect ratio), never below :data:`MIN_SCALE`, and turns keys and clicks
into commands."""

from __future__ import annotations

import math

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent, QTransform
from PySide6.QtWidgets import QGraphicsView, QWidget

from .card_item import CardItem
from .layout import SCENE_HEIGHT, SCENE_WIDTH
from .marks import KEYS, PILE_KEYS, SIGNAL_KEYS
from .table_scene import TableScene

MIN_SCALE = 0.42
"""The smallest scale (logical px per scene px) the table is shown at: the scale it has
on a 1024 x 600 screen in its tallest surroundings (the replay viewer with the analysis's
details open under the table, 420 px left for it). Its smallest words
(:data:`~.scene_items.SMALL_TEXT`, 22 scene px) show 9.2 px, its cards 46 px wide."""
MIN_SIZE = (math.ceil(SCENE_WIDTH * MIN_SCALE), math.ceil(SCENE_HEIGHT * MIN_SCALE))
"""The view's minimum size (logical px): the whole table at :data:`MIN_SCALE`. The
window's minimum is this and what is around the table (menus, bars, docks)."""

#: Modifiers that make a key something else than a card's key (a shortcut).
_SHORTCUT_MODIFIERS = (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
                       | Qt.KeyboardModifier.MetaModifier)
#: The modifier of the pick-up keys (``marks.PICK_UP_MODIFIER``, Shift).
_PICK_UP_MODIFIER = Qt.KeyboardModifier.ShiftModifier


def card_key(event: QKeyEvent) -> str | None:
    """The card or signal key (one of ``marks.KEYS`` or ``marks.SIGNAL_KEYS``) pressed in
    ``event``, None for another key or with Ctrl, Alt or Meta held."""
    key = event.key()  # Qt's codes of 0-9 and A-Z are their ASCII codes
    if event.modifiers() & _SHORTCUT_MODIFIERS or not 0x20 < key < 0x7F:
        return None
    return chr(key) if chr(key) in KEYS or chr(key) in SIGNAL_KEYS else None


def pick_up_pile(event: QKeyEvent) -> int | None:
    """The viewer's mazzetti pile (0 or 1) whose pick-up key (``marks.pick_up_key``:
    Shift and the pile's letter, R3.3) is pressed in ``event``, else None."""
    key = event.key()
    modifiers = event.modifiers()
    if modifiers & _SHORTCUT_MODIFIERS or not modifiers & _PICK_UP_MODIFIER \
            or not 0x20 < key < 0x7F or chr(key) not in PILE_KEYS:
        return None
    return PILE_KEYS.index(chr(key))


class TableView(QGraphicsView):
    """Shows a :class:`TableScene` scaled to fit, keeping its aspect ratio.

    Keys: Left/Right move the chosen card (``moveSelection(int)``), Enter or
    Return plays it (``playSelected()``), the key shown on a card (``marks.KEYS``: 1-9,
    0, then letters for the hand; M and N for own mazzetti piles) plays it, and B, S or V
    chooses a lead's signal (``playKey(str)`` for both: what a key does is the human
    input's to say); Shift+M or Shift+N takes that own pile's top into the hand
    (``pickUpKey(int)``, the pile: the key its pick-up badge shows, R3.3). A card is
    played by a fresh press only: the repeats of a held Enter or card key are ignored
    (:meth:`repeated`), so a key pressed to answer a dialog and held as it closes (its
    repeats then come here) plays nothing. A click on the felt emits ``feltClicked()``
    (it skips the running animation).
    """

    moveSelection = Signal(int)
    playSelected = Signal()
    playKey = Signal(str)
    pickUpKey = Signal(int)
    feltClicked = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*MIN_SIZE)
        self._released: tuple[int, int] | None = None  # (key, timestamp ms) let go last

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Keep the whole table in view."""
        super().resizeEvent(event)
        self.fit()

    def showEvent(self, event: object) -> None:
        """Fit the table when first shown."""
        super().showEvent(event)  # type: ignore[arg-type]
        self.fit()

    def fit(self) -> None:
        """Scale the whole table to the viewport, keeping its aspect ratio, centred
        (``fitInView`` without its margin: the view's minimum size shows the table at
        :data:`MIN_SCALE`)."""
        rect, room = self.sceneRect(), self.viewport().rect()
        scale = min(room.width() / rect.width(), room.height() / rect.height())
        self.setTransform(QTransform.fromScale(scale, scale))
        self.centerOn(rect.center())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows, Enter and number keys (see the class docstring)."""
        key = event.key()
        if key == Qt.Key.Key_Left:
            self.moveSelection.emit(-1)
        elif key == Qt.Key.Key_Right:
            self.moveSelection.emit(1)
        elif self.repeated(event):  # a held key plays nothing more (class docstring)
            pass
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.playSelected.emit()
        elif (pile := pick_up_pile(event)) is not None:
            self.pickUpKey.emit(pile)
        elif (key_text := card_key(event)) is not None:
            self.playKey.emit(key_text)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        """Remember the key let go and when (see :meth:`repeated`)."""
        self._released = (event.key(), event.timestamp())
        super().keyReleaseEvent(event)

    def repeated(self, event: QKeyEvent) -> bool:
        """True when the key press ``event`` repeats a held key: Qt says so, or it comes
        at the very time (ms) the same key was let go (X11 sends each repeat as a release
        and a press with one timestamp, and Qt flags the pair only when both are queued
        at once)."""
        return event.isAutoRepeat() or (event.key(), event.timestamp()) == self._released

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Cards handle their own clicks; a click elsewhere emits ``feltClicked``."""
        if not isinstance(self.itemAt(event.position().toPoint()), CardItem):
            self.feltClicked.emit()
        super().mousePressEvent(event)
