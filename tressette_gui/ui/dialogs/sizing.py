"""The first size of a window over the table: its preferred size, but never larger than
the window it opens over (or the screen), so it fits a 1024x600 laptop as well as a
1920x1080 screen."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

#: The share of the window below (or of the screen) a window may take at most.
MAX_SHARE = 0.92


def fit_size(widget: QWidget, width: int, height: int) -> None:
    """Resize ``widget`` to ``width`` x ``height`` px, at most :data:`MAX_SHARE` of its
    parent's window (or of its screen's available area when it has no parent) and at
    least its minimum size hint."""
    parent = widget.parentWidget()
    area = parent.window().size() if parent is not None else widget.screen().availableSize()
    smallest = widget.minimumSizeHint()
    widget.resize(max(min(width, int(area.width() * MAX_SHARE)), smallest.width()),
                  max(min(height, int(area.height() * MAX_SHARE)), smallest.height()))
