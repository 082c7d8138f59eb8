"""The window's side of hints and undo against bots (issue 16): Match > Hint and Match >
Undo, the bar's buttons, and the one question before the first of them while the match
still counts ("this match will not count in your standings", R9): none once a hint or
an undo has made it unranked. Match > Undo (and so its button) is enabled only when an
undo can be made now; off, its tooltip says why (:meth:`AssistFlow.offer_undo`).

The work is :class:`~..session.assist.Assist`'s; this module asks, and shows the
answers: a hint's sentence in the bar's prompt and the status line (the card glows on
the table), a refusal in the status line, an undo's earlier match put back on the
table.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ...engine import Match
from ..session.assist import Assist

if TYPE_CHECKING:
    from .main_window import MainWindow

_YES, _NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


class AssistFlow(QObject):
    """Hints and undo for ``window``'s table, through ``assist``."""

    def __init__(self, window: MainWindow, assist: Assist) -> None:
        super().__init__(window)
        self._window = window
        self.assist = assist
        assist.hinted.connect(self._hinted)
        assist.thinking.connect(lambda: window.set_status(self.tr("Looking for a hint...")))
        assist.refused.connect(window.set_status)
        assist.restored.connect(self._restored)

    def ask_hint(self) -> None:
        """Match > Hint: while the match counts, say that it will not count in the
        standings and ask; then :meth:`Assist.hint`."""
        self._unranked_then(self.assist.hint_refusal(),
                            self.tr("A hint shows the card the strongest bot would play, and "
                                    "why. A match in which you ask for one does not count in "
                                    "your standings. Ask for a hint?"), self.assist.hint)

    def ask_undo(self) -> None:
        """Match > Undo: while the match counts, say that it will not count in the
        standings and ask; then :meth:`Assist.undo`."""
        self._unranked_then(self.assist.undo_refusal(),
                            self.tr("Undo takes back your last move and the bots' moves after "
                                    "it. A match in which you take a move back does not count "
                                    "in your standings. Take it back?"), self.assist.undo)

    def offer_undo(self) -> None:
        """Enable Match > Undo (and so the bar's Undo button) exactly when an undo can be
        made now; its tooltip says what it does, or why not (:meth:`Assist.undo_refusal`:
        what happened in this game, e.g. which seat declared since)."""
        why = self.assist.undo_refusal()
        action = self._window.menus.undo_action
        action.setEnabled(why is None)
        action.setToolTip(why or self.tr("Take back your last move; the match will not "
                                         "count"))

    def _counts(self) -> bool:
        """True while the match on the table counts in the standings (R9): no hint and
        no undo yet, and not the guided deal (which never counts)."""
        match = self._window.controller.match
        return (match is not None and not (match.hints_used or match.undo_used)
                and not self._window.guide.active)

    def _unranked_then(self, refusal: str | None, question: str,
                       then: Callable[[], bool]) -> None:
        """The status line says the ``refusal`` when there is one; else run ``then`` at
        once when the match no longer counts (nothing the answer could change), or after
        a Yes to ``question``."""
        if refusal is not None:
            self._window.set_status(refusal)
            return
        if not self._counts():
            then()
            return
        def answered(answer: int) -> None:
            if answer == 0:
                then()
        self._window.host.ask(QMessageBox.Icon.Question, self.tr("Not counted"), question,
                              [_YES, _NO], answered, default=0)

    def _hinted(self, text: str) -> None:
        self._window.set_status("")  # it said "Looking for a hint..."
        self._window.controls.prompt.setText(text)

    def _restored(self, match: Match) -> None:
        self._window.resume_match(match, self._window.setup, undone=True)
