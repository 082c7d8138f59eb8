"""A table header whose sort arrow points the way the rows run: down (▼) for
Qt's ``DescendingOrder`` (the largest, e.g. the newest match, on top), up (▲) for
``AscendingOrder``, as a player reads a file manager's or a spreadsheet's list.

Qt's ``QHeaderView`` asks the style for the opposite arrow (``AscendingOrder`` gives
``QStyleOptionHeader.SortDown``), so the Fusion style drew ▲ over a newest-first list.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QStyleOptionHeader, QWidget

_ARROWS = {Qt.SortOrder.AscendingOrder: QStyleOptionHeader.SortIndicator.SortUp,
           Qt.SortOrder.DescendingOrder: QStyleOptionHeader.SortIndicator.SortDown}


class SortHeader(QHeaderView):
    """A horizontal header drawing ▼ on the sorted section for ``DescendingOrder`` and ▲
    for ``AscendingOrder`` (:attr:`sortIndicatorOrder` keeps Qt's meaning)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)

    def initStyleOptionForIndex(self, option: QStyleOptionHeader, logicalIndex: int) -> None:
        """Qt's option for section ``logicalIndex``, its arrow turned to the order."""
        super().initStyleOptionForIndex(option, logicalIndex)
        if option.sortIndicator != QStyleOptionHeader.SortIndicator.None_:
            option.sortIndicator = _ARROWS[self.sortIndicatorOrder()]
