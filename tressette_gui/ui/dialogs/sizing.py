"""The first size of a window over the table: its preferred size, but never larger than
the room it has, so it fits a 1024x600 laptop as well as a 1920x1080 screen (issue 11):
the screen's available area less a title bar, and :data:`MAX_SHARE` of the window it
opens over."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

#: The share of the window below a window may take at most.
MAX_SHARE = 0.92
#: Logical px kept free under a window for its title bar and frame.
FRAME = 40


def fit_size(widget: QWidget, width: int, height: int, *,
             over: QWidget | None = None) -> None:
    """Resize ``widget`` to ``width`` x ``height`` logical px, or less where its room is
    smaller: its screen's available area (the parent window's screen; without panels
    and :data:`FRAME`) and :data:`MAX_SHARE` of its parent's window when it has one (or
    of ``over``'s window: a window opened over a small dialog takes the main window's
    share). It keeps at least its minimum size hint as long as that fits the screen, so
    every button stays on the screen."""
    parent = widget.parentWidget() if over is None else over
    screen = (parent.window() if parent is not None else widget).screen().availableGeometry()
    room_width, room_height = screen.width(), screen.height() - FRAME
    smallest = widget.minimumSizeHint()
    least_width, least_height = min(smallest.width(), room_width), min(smallest.height(),
                                                                        room_height)
    if parent is not None:
        below = parent.window().size()
        room_width = min(room_width, int(below.width() * MAX_SHARE))
        room_height = min(room_height, int(below.height() * MAX_SHARE))
    widget.resize(max(min(width, room_width), least_width),
                  max(min(height, room_height), least_height))
