"""The main window's first size: :data:`DEFAULT_SIZE` on a screen that has the room,
else the screen's room, maximized (a 1024 x 600 laptop); the docks on the right share
the height so that the score and its declarations show first, then the last trick,
then the log."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow

from ..dialogs.sizing import FRAME

#: The window's first size (logical px): a typical laptop window.
DEFAULT_SIZE = (1400, 900)
#: The docks' first heights (px) in a window of :data:`DEFAULT_SIZE` or taller: score,
#: last trick, log.
DOCK_HEIGHTS = (240, 370, 200)
#: The docks' first width (px): the score's words, a row of cards, the table the rest.
DOCK_WIDTH = 230


def first_size(available: QSize) -> tuple[int, int, bool]:
    """(width, height, maximized) for a screen whose room is ``available``: the default
    size when it fits with its title bar, else the room (maximized)."""
    width, height = DEFAULT_SIZE
    if available.width() >= width and available.height() >= height + FRAME:
        return width, height, False
    return (min(width, available.width()), min(height, available.height() - FRAME),
            True)


def dock_heights(window_height: int) -> tuple[int, int, int]:
    """The docks' first heights (score, last trick, log) in a window ``window_height``
    px high (each with its title bar): :data:`DOCK_HEIGHTS` in a tall window, else the
    room shared so that the score keeps the largest part (its declarations list under
    the score), the last trick a row of cards, the log a few lines."""
    room = max(window_height - 60, 0)  # the menu bar and the status line
    if room >= sum(DOCK_HEIGHTS):
        return DOCK_HEIGHTS  # Qt shares what is left in the same proportions
    score = round(room * 0.46)
    trick = round(room * 0.3)
    return score, trick, room - score - trick


def fit_to_screen(window: QMainWindow, docks: Sequence[QDockWidget]) -> None:
    """Give ``window`` its first size on its screen (:func:`first_size`), and its three
    right-hand ``docks`` (score, last trick, log) their heights (:func:`dock_heights` of
    the window's height when it is first shown) and width."""
    screen = window.screen()
    available = screen.availableGeometry().size() if screen is not None else QSize(
        *DEFAULT_SIZE)
    width, height, maximized = first_size(available)
    window.resize(width, height)
    if maximized:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    _DocksOnShow(window, list(docks))


class _DocksOnShow(QObject):
    """Sets the docks' heights and width (:data:`DOCK_WIDTH`) once ``window`` is first
    shown and laid out (before that Qt shares the room by the docks' size hints), then
    goes away."""

    def __init__(self, window: QMainWindow, docks: list[QDockWidget]) -> None:
        super().__init__(window)
        self._window, self._docks = window, docks
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """On the window's first Show: size the docks once the layout is done."""
        if watched is self._window and event.type() == QEvent.Type.Show:
            self._window.removeEventFilter(self)
            QTimer.singleShot(0, self, self._size)
        return False

    def _size(self) -> None:
        heights = list(dock_heights(self._window.height()))  # also a restored geometry's
        self._window.resizeDocks(self._docks, heights, Qt.Orientation.Vertical)
        self._window.resizeDocks(self._docks[:1], [DOCK_WIDTH], Qt.Orientation.Horizontal)
        self.deleteLater()
