"""The score panel (a dock of the main window): the table's score and the deal's
declarations as they are shown ("Est: +3 (tris di Assi)", R5), worded in the language
installed whenever shown (a language switch mid-match rewords them)."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QWidget

from ...engine import Declaration, Declared
from ..language.levels import SeatLevels
from ..language.texts import declaration_text
from ..table.score_box import score_html
from ..table.table_state import NoteKind, Step, StepKind, TableState

#: A declaration's line: a bullet hanging out of a short indent, no space around (a
#: wrapped line starts under the text, not under the bullet).
_HANGING = "margin-left:12px; text-indent:-10px"


class ScorePanel(QLabel):
    """:func:`~..table.score_box.score_html` of the state shown, stacked, and a compact
    list of the declarations of the deal so far (three lines of bots' long names show
    at 1024 x 600 with no scrolling). Shown in :meth:`scrolling` (a short window
    scrolls the list, never cuts it off)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.setWordWrap(True)
        self.setMinimumWidth(200)
        self.setContentsMargins(0, 0, 8, 0)  # the figures clear of the dock's edge
        #: The deal's declarations so far: (seat, whole points, combination), R5.
        self._declared: list[tuple[int, int, Declaration]] = []

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
        declarations, worded now."""
        lines = [f"{names[seat]}: {declaration_text(points, declaration)}"
                 for seat, points, declaration in self._declared]
        items = "".join(f"<div style='{_HANGING}'>\N{BULLET} {html.escape(line)}</div>"
                        for line in lines)
        decl = f"<div><b>{self.tr('Declarations')}</b></div>{items}" if items else ""
        self.setText(score_html(state, names, levels, stacked=True) + decl)
