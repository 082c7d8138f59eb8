"""The score panel (a dock of the main window): the table's score and the deal's
declarations as they are shown ("Est: +3 (tris di Assi)", R5), worded in the language
installed whenever shown (a language switch mid-match rewords them). Each side's name and
each declaration take one line: a long name is elided to the panel's width (again when
it is resized), the full names in the panel's tooltip."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from ...engine import Declaration, Declared
from ..language.levels import SeatLevels
from ..language.texts import declaration_text, side_label
from ..table.score_box import score_html
from ..table.table_state import NoteKind, Step, StepKind, TableState

#: A declaration's line: a bullet hanging out of a short indent, no space around.
_HANGING = "margin-left:12px; text-indent:-10px"
#: Room (logical px) a line of the panel keeps free: a cell's padding, the bullet's
#: indent, the rounding of the text's width.
_SLACK = 8


class ScorePanel(QLabel):
    """:func:`~..table.score_box.score_html` of the state shown, stacked, and a compact
    list of the declarations of the deal so far, one line each (three lines of bots'
    long names show at 1024 x 600 with no scrolling). Shown in :meth:`scrolling` (a
    short window scrolls the list, never cuts it off)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.setWordWrap(True)
        self.setMinimumWidth(200)
        self.setContentsMargins(0, 0, 8, 0)  # the figures clear of the dock's edge
        #: The deal's declarations so far: (seat, whole points, combination), R5.
        self._declared: list[tuple[int, int, Declaration]] = []
        #: What :meth:`show_state` shows last: the state, the names, the levels.
        self._shown: tuple[TableState, tuple[str, ...], SeatLevels | None] | None = None

    def scrolling(self) -> QScrollArea:
        """A vertical scroll area around the panel, for its dock."""
        area = QScrollArea(self.parentWidget())
        area.setWidget(self)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        return area

    def clear(self) -> None:
        """No score and no declaration (an empty table)."""
        self._declared = []
        self._shown = None
        self.setToolTip("")
        super().clear()

    def set_declarations(self, declared: tuple[Declared, ...]) -> None:
        """The deal's declarations so far (e.g. of a resumed match), each a line when
        shown."""
        self._declared = [(d.seat, d.points, d.declaration) for d in declared]

    def step_shown(self, step: Step, names: tuple[str, ...],
                   levels: SeatLevels | None = None) -> None:
        """A step of the table began: a new deal clears the declarations, a
        declaration on show adds its line (R5); then the score of its state
        (:meth:`show_state`)."""
        if step.kind is StepKind.DEAL:
            self._declared = []
        note = step.state.note
        if (step.kind is StepKind.SHOW and note is not None
                and note.kind is NoteKind.DECLARATION and note.declaration is not None):
            self._declared.append((note.seat, note.points, note.declaration))
        self.show_state(step.state, names, levels)

    def show_state(self, state: TableState, names: tuple[str, ...],
                   levels: SeatLevels | None = None) -> None:
        """The score of ``state`` for the players ``names`` (in the language installed;
        their bot levels ``levels`` when known, for the sides' names) and the
        declarations, worded now, fitted to the panel's width (:meth:`fit`)."""
        self._shown = (state, names, levels)
        self._render()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the names to the new width."""
        super().resizeEvent(event)
        if self._shown is not None and event.size().width() != event.oldSize().width():
            self._render()

    def room(self) -> int:
        """The width (logical px) a line of the panel may take."""
        return self.contentsRect().width() - _SLACK

    def fit(self, text: str, font: QFont, room: int) -> str:
        """``text`` elided on the right to ``room`` px in ``font``; whole if it fits."""
        return QFontMetrics(font).elidedText(text, Qt.TextElideMode.ElideRight, max(room, 0))

    def _render(self) -> None:
        """Show :attr:`_shown` and the declarations, each name fitted to the width; the
        tooltip names every side and declaration in full when one is elided."""
        assert self._shown is not None
        state, names, levels = self._shown
        font, bold = self.font(), QFont(self.font())
        bold.setBold(True)
        room = self.room() - self.fontMetrics().horizontalAdvance("\N{BULLET} ")
        lines, full = [], []
        for seat, points, declaration in self._declared:
            said = f": {declaration_text(points, declaration)}"
            name = self.fit(names[seat], font, room - self.fontMetrics().horizontalAdvance(said))
            lines.append(self.fit(name + said, font, room))  # a very long combination too
            full.append(names[seat] + said)
        items = "".join(f"<div style='{_HANGING}'>\N{BULLET} {html.escape(line)}</div>"
                        for line in lines)
        decl = f"<div><b>{self.tr('Declarations')}</b></div>{items}" if items else ""
        sides = [side_label(side, names, levels) for side in (0, 1)] \
            if len(names) == state.players else []
        self.setText(score_html(state, names, levels, stacked=True,
                                fit=lambda side: self.fit(side, bold, self.room())) + decl)
        cut = lines != full or any(self.fit(side, bold, self.room()) != side for side in sides)
        self.setToolTip("\n".join((*sides, *full)) if cut else "")
