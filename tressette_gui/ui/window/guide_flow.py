"""The guided first match (issue 16): one deal of Tressette against Principiante bots in
which each of the player's turns says, in one line over the bar and with the cards it
is about glowing, the rule that applies right now (:mod:`tressette_gui.analysis.lessons`,
worded by :mod:`..language.lesson_words`), and the status line adds the evaluator's
reason for the card that takes a trick or answers a signal.

It is started from the New match dialog ("Learn to play") or Match > Learn to play,
introduced by a message box (what it is, who the partner is, where the lessons appear,
that it is not saved and how to leave it) before the cards are dealt, and
left at any moment (New match, Demo, Resign, quitting); a match replayed from the History
meanwhile comes back to it still guided. It never counts: a guided match
is not autosaved (the save of a match abandoned for it is discarded) and so never
resumed, hints and undo ask no question, and it is never stored in the match history.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtWidgets import QLabel, QMessageBox, QWidget

from ...analysis import reasons_for
from ...analysis.lessons import LessonKind, lesson
from ...bots.knowledge import Knowledge
from ...engine import DealScore, Declared, EndedBy, MatchEnded, Observation, Play, Rules
from ..language.default_names import default_names
from ..language.euphony import euphonic
from ..language.lesson_words import auto_declared_text, deal_over_text, lesson_text, others_text
from ..language.log_lines import EventLine, LogLine, said
from ..language.reason_words import card_words, reason_text
from ..language.seat_names import default_seats, texts
from ..language.texts import fill
from ..session.match_setup import MatchSetup
from ..table.table_state import Step, StepKind

if TYPE_CHECKING:
    from .main_window import MainWindow

#: How the lesson line looks: a note pinned over the bar.
LESSON_STYLE = ("QLabel { background: #fff4c2; color: #2b2100; border-top: 1px solid #c89600;"
                " font-weight: bold;"
                " padding: 4px 10px; }")
#: The lessons whose card gets the evaluator's reason in the status line.
_WITH_REASON = (LessonKind.TAKES, LessonKind.ANSWER_SIGNAL)


def guided_setup(player: str) -> MatchSetup:
    """The guided match: Tressette for four, one deal, ``player`` (seat 0) with a
    Principiante partner against two Principiante bots (R2, R7); the bots, and the
    player when unnamed, by their default names, worded when shown."""
    rules = Rules.for_variant("tressette", match_end="deals", deals=1)
    who = default_seats(player, rules.players)  # the bots' names follow the language
    return MatchSetup(rules, texts(who), (None, "principiante", "principiante", "principiante"),
                      who=who)


class GuideFlow(QObject):
    """The guided match of ``window``: :meth:`start`; :attr:`active` while it is on the
    table; :attr:`line` the lesson's label (the window places it over the bar, two
    lines high while the guided deal is on the table): the
    lesson on the player's turn (:meth:`turn`), what the trick holds while the others
    play (:meth:`step_shown`), the deal's points when it is over (:meth:`deal_scored`)."""

    def __init__(self, window: MainWindow, parent: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self.active = False
        self._deal_over = False  # the closing line stays until the next deal is dealt
        self._told: set[Declared] = set()  # the player's declarations the line told of
        self.line = QLabel(parent)
        self.line.setWordWrap(True)
        self.line.setStyleSheet(LESSON_STYLE)
        self.line.hide()

    def start(self, seed: int | None = None, name: str | None = None) -> None:
        """Start a guided match (dealt from ``seed``, else at random) after a Yes to
        "Abandon the current match?" when one with a human is unfinished, then the
        introduction (:meth:`_introduce`): dealt once it is closed with OK (or Escape); a
        box closed otherwise (the window closing) starts nothing and changes nothing.
        A save left is discarded, as a new match would replace it. The player is ``name``
        (a valid name, typed in the New match dialog), kept as a normal start keeps it:
        the player's name in the settings, a profile made for a new name and marked used
        last. Without ``name``, the profile used last (as the New match dialog offers)."""
        def go() -> None:
            window = self._window
            autosave = window.flow.autosave
            if autosave is not None:
                try:
                    autosave.discard()
                except OSError as exc:
                    window.set_status(str(exc))
            if name is None:
                setup = guided_setup(window.flow.player_name(
                    window.preferences.current.player_name))
            else:
                window.preferences.remember(player_name=name)
                setup = window.history_flow.prepare(guided_setup(name))
            window.start_match(setup, seed, guided=True)
        self._window.flow.abandon_then(go, before=self._introduce)

    def _introduce(self, then: Callable[[], None]) -> None:
        """The guided deal's first message, in a box over the table: one deal of
        Tressette for four with the partner opposite (R2), a lesson on each turn, not
        saved nor counted, left with Match > New match; ``then()`` when it is closed with
        OK (or Escape), not when it is closed by the window closing."""
        _player, east, north, west = default_names(4)  # the guided seats' names (R2)
        text = fill(euphonic(self.tr(
            "One deal of Tressette for four, to learn the game: you play with %1, your "
            "partner, sitting opposite you, against %2 and %3.\n\n"
            "On each of your turns the yellow line under the table says the rule that "
            "applies, and the cards it is about glow.\n\n"
            "This deal is not saved and does not count in the standings: leave it at any "
            "moment with Match > New match."), "%3", west), north, east, west)
        self._window.host.ask(QMessageBox.Icon.Information, self.tr("Guided deal"), text,
                              [QMessageBox.StandardButton.Ok],
                              lambda answer: then() if answer == 0 else None, default=0)

    def set_active(self, active: bool) -> None:
        """The match on the table is (or is not) the guided one."""
        self.active = active
        self._deal_over = False
        self._told = set()
        self.line.setVisible(active)
        self.line.setMinimumHeight(self._two_lines() if active else 0)
        self.line.setText("")  # the introduction was the box's (:meth:`_introduce`)

    def _two_lines(self) -> int:
        """The lesson line's height (px) for two lines of text: kept from the start of the
        guided deal, so that a lesson that wraps does not move the table."""
        self.line.ensurePolished()  # the style sheet's padding and bold font
        margins = self.line.contentsMargins()
        return margins.top() + margins.bottom() + 2 * self.line.fontMetrics().lineSpacing()

    def turn(self, obs: Observation) -> None:
        """A human's turn (``obs``) in the guided match: the lesson's line (after a
        sentence on each declaration the auto-declare setting just made for the player,
        R5: no lesson offered it), its cards lit and, for a card that takes or answers a
        signal, the evaluator's reason."""
        window = self._window
        found = lesson(obs, window.controller.explain) if self.active else None
        if found is None:
            return
        made = [d for d in obs.declarations if d.seat == obs.seat and d not in self._told]
        self._told.update(made)
        told = auto_declared_text(made) if made and window.preferences.current.auto_declare \
            else ""
        self.line.setText(f"{told} {lesson_text(found)}".lstrip())
        window.controller.human.show_lesson(found.cards)
        if found.kind in _WITH_REASON and found.cards:
            card = found.cards[0]
            reason = reasons_for(obs, Knowledge.from_observation(obs), Play(card))[0]
            window.set_status(f"{card_words(card)[:1].upper()}{card_words(card)[1:]}: "
                              f"{reason_text(reason)}")

    def step_shown(self, step: Step) -> None:
        """The table shows ``step``: while the others play, the line says what the trick
        holds (the last lesson would be stale); once the deal is over, its closing line
        stays until the next deal (a spareggio, R7) is dealt."""
        if step.kind is StepKind.DEAL:
            self._deal_over = False
        if self.active and not self._deal_over \
                and not self._window.controller.waiting_for_human:
            self.line.setText(others_text([card for _, card in step.state.trick]))

    def log_line(self, line: LogLine) -> LogLine:
        """``line`` as the log shows it: the resignation of the guided match (Match >
        Resign, R10) is the practice deal ended, without the score of a match that was
        never one; any other line as it is."""
        if self.active and isinstance(line, EventLine) and isinstance(line.event, MatchEnded) \
                and line.event.result.ended_by is EndedBy.RESIGN:
            return said(QT_TRANSLATE_NOOP("Texts", "Practice deal ended."))
        return line

    def match_ended(self) -> None:
        """The guided match ended: before its deal was over (Match > Resign), the line
        that told of the trick is stale, so it goes; a deal played out keeps its closing
        line (:meth:`deal_scored`) until the next match."""
        if self.active and not self._deal_over:
            self.line.hide()

    def deal_scored(self, score: DealScore, _number: int) -> None:
        """The guided deal is over (``score``, R6): the closing line."""
        if self.active:
            self._deal_over = True
            self.line.setText(deal_over_text(score, 0))  # the player sits at seat 0
