"""The bar under the table while the replay viewer shows a stored match (issue 15):
first, back, forward, last (keys: Home, Left, Right, End), jump to a deal or a trick,
where the replay is, and Close (Esc). The four steps are media icons whose words and keys
are in their tooltips, so the bar fits a 1024 px screen in every language and font size."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QStyle, QToolButton, QWidget

#: The keys of the bar's actions.
KEYS = {"first": Qt.Key.Key_Home, "back": Qt.Key.Key_Left, "forward": Qt.Key.Key_Right,
        "last": Qt.Key.Key_End, "close": Qt.Key.Key_Escape}
#: The style's (or the desktop theme's) icons of the bar's actions: a step is one
#: triangle (◀, ▶; a double one would read as rewind or fast-forward), an end the skip
#: icon with its bar (⏮, ⏭).
_ICONS = {"first": QStyle.StandardPixmap.SP_MediaSkipBackward,
          "back": QStyle.StandardPixmap.SP_ArrowLeft,
          "forward": QStyle.StandardPixmap.SP_ArrowRight,
          "last": QStyle.StandardPixmap.SP_MediaSkipForward,
          "close": QStyle.StandardPixmap.SP_DialogCloseButton}


class ReplayBar(QWidget):
    """The replay's controls. Signals: ``stepRequested(int)`` (-1 back, 1 forward),
    ``endRequested(bool)`` (True: the last moment, False: the first), ``dealChosen(int)``
    and ``trickChosen(int)`` (a dealing, a trick of it, 1-based), ``closeRequested()``.

    Public parts: ``commands`` (actions) by name ("first", "back", "forward", "last", "close"; their
    keys work while the bar is shown: :meth:`set_active`), ``deals`` and ``tricks``
    (combo boxes whose data are the numbers) and ``where`` (the position label).
    """

    stepRequested = Signal(int)
    endRequested = Signal(bool)
    dealChosen = Signal(int)
    trickChosen = Signal(int)
    closeRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replayBar")
        self._match_id: int | None = None
        self._at = (0, 0)  # the moment shown and how many there are
        layout = QHBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        slots: dict[str, Callable[[], None]] = {
            "first": lambda: self.endRequested.emit(False),
            "back": lambda: self.stepRequested.emit(-1),
            "forward": lambda: self.stepRequested.emit(1),
            "last": lambda: self.endRequested.emit(True),
            "close": self.closeRequested.emit,
        }
        self.commands: dict[str, QAction] = {}
        self.buttons: dict[str, QToolButton] = {}
        for name, slot in slots.items():
            action = QAction(self.style().standardIcon(_ICONS[name]), "", self)
            action.setShortcut(QKeySequence(KEYS[name]))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.setEnabled(False)
            action.triggered.connect(lambda _=False, s=slot: s())
            self.addAction(action)
            button = QToolButton(self)
            button.setDefaultAction(action)
            button.setToolButtonStyle(  # the steps: media icons, their words in the tooltip
                Qt.ToolButtonStyle.ToolButtonTextBesideIcon if name == "close"
                else Qt.ToolButtonStyle.ToolButtonIconOnly)
            self.commands[name] = action
            self.buttons[name] = button
            if name == "close":
                layout.addStretch(1)
            layout.addWidget(button)
            if name == "last":
                self._deal_label = QLabel(self)
                self.deals = QComboBox(self)
                self._trick_label = QLabel(self)
                self.tricks = QComboBox(self)
                for widget in (self._deal_label, self.deals, self._trick_label, self.tricks):
                    layout.addWidget(widget)
                self.where = QLabel(self)
                layout.addWidget(self.where)
        self.deals.activated.connect(lambda i: self.dealChosen.emit(self.deals.itemData(i)))
        self.tricks.activated.connect(lambda i: self.trickChosen.emit(self.tricks.itemData(i)))
        for combo in (self.deals, self.tricks):
            combo.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows stay the replay's
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.retranslate()

    def set_active(self, active: bool) -> None:
        """Show the bar with its keys working, or hide it with its keys off (the arrows
        go back to the table's card choice)."""
        self.setVisible(active)
        for action in self.commands.values():
            action.setEnabled(active)

    def retranslate(self, match_id: int | None = None) -> None:
        """Set the bar's words in the language installed (``match_id``: the match
        replayed, named with the position)."""
        if match_id is not None:
            self._match_id = match_id
        for name, text, tip in (
                ("first", self.tr("First"), self.tr("The start of the match (Home)")),
                ("back", self.tr("Back"), self.tr("One step back (Left arrow)")),
                ("forward", self.tr("Forward"), self.tr("One step forward (Right arrow)")),
                ("last", self.tr("Last"), self.tr("The end of the match (End)")),
                ("close", self.tr("Close"), self.tr("Close the replay: back to the table "
                                                    "(Esc)"))):
            self.commands[name].setText(text)
            self.commands[name].setToolTip(tip)
        self._deal_label.setText(self.tr("Deal:"))
        self._trick_label.setText(self.tr("Trick:"))
        self._show_where()

    def set_deals(self, deals: Sequence[int]) -> None:
        """The dealings to jump to."""
        self.deals.clear()
        for deal in deals:
            self.deals.addItem(str(deal), deal)

    def show_position(self, index: int, count: int, deal: int, tricks: int,
                      trick: int) -> None:
        """Moment ``index`` of ``count`` is shown, in dealing ``deal`` that has ``tricks``
        tricks, ``trick`` of them taken: the combo boxes and the label follow, the
        buttons at either end are disabled."""
        self.deals.setCurrentIndex(self.deals.findData(deal))
        if self.tricks.count() != tricks or self.tricks.property("deal") != deal:
            self.tricks.clear()
            for number in range(1, tricks + 1):
                self.tricks.addItem(str(number), number)
            self.tricks.setProperty("deal", deal)
        self.tricks.setCurrentIndex(max(0, min(trick, tricks - 1)))
        self._at = (index, count)
        self._show_where()
        self.commands["first"].setEnabled(index > 0)
        self.commands["back"].setEnabled(index > 0)
        self.commands["forward"].setEnabled(index < count - 1)
        self.commands["last"].setEnabled(index < count - 1)

    def _show_where(self) -> None:
        index, count = self._at
        self.where.setText(self.tr("Match %1, step %2 of %3").replace(
            "%1", "" if self._match_id is None else str(self._match_id)).replace(
            "%2", str(index + 1)).replace("%3", str(count)))
