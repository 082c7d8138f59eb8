"""Help against bots (issue 16): a hint for the human's card and the undo of its last
action. Never in a hot-seat game (two humans at one screen), never in a demo.

A **hint** values every choice of the human from its observation alone (the evaluator
of :mod:`tressette_gui.analysis` with ``HINT_SETTINGS``) on the bot thread, whose
search runs on the worker processes: the window never freezes. The answer, if the
human has not acted meanwhile, makes the suggested card glow (``HumanInput.show_hint``)
and ``hinted(str)`` gives its sentence. The random numbers come from the match and the
decision's place (``bot_player.decision_seed``): the same position gets the same hint.

An **undo** (:func:`tressette_gui.records.undo.plan_undo`) takes back the human's last
action and the bots' after it, or says why not (``refused(str)``, worded from the typed
refusal: what happened in this game, e.g. which seat declared since); the window puts the
earlier match back on the table (``restored(Match)``).

Both mark the match unranked (R9: ``hints_used``, ``undo_used`` of record format 2), so
the history's standings skip it; ``matchChanged`` of the controller then autosaves it.
"""

from __future__ import annotations

import zlib

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, Signal

from ...analysis import HINT_SETTINGS, ActionValue, EvaluatorSettings, valued
from ...engine import Action, Match, Observation, Play
from ...records.undo import Revealed, Shown, Undo, UndoRefusal, plan_undo
from ..language.log_lines import Said, said
from ..language.reason_words import CardWords, hint_text
from ..language.texts import tr
from .bot_player import decision_seed
from .bot_worker import HintAnswer, HintRequest
from .controller import TableController

#: Why no undo is offered, worded for the status line.
_REFUSALS: dict[UndoRefusal, object] = {
    UndoRefusal.MATCH_OVER: QT_TRANSLATE_NOOP("Texts", "The match is over"),
    UndoRefusal.NOTHING: QT_TRANSLATE_NOOP("Texts", "Nothing to undo in this deal yet"),
}

#: Why no undo is offered when a card shown since would be hidden again, by how it was
#: shown (%1: the seat that declared).
_SHOWN: dict[Shown, object] = {
    Shown.DRAWN: QT_TRANSLATE_NOOP(
        "Texts", "No undo: a card was drawn from the stock since your last move, and "
                 "taking it back would hide that card again"),
    Shown.TURNED_UP: QT_TRANSLATE_NOOP(
        "Texts", "No undo: a card was turned up on a pile since your last move, and "
                 "taking it back would hide that card again"),
    Shown.DECLARED: QT_TRANSLATE_NOOP(
        "Texts", "No undo: %1 declared since your last move, and taking it back would "
                 "hide the cards shown again"),
}


def hint_seed(match: Match, seat: int) -> int:
    """The evaluator's seed of a hint for ``seat`` now: a number made of the match and
    the decision's place alone (:func:`decision_seed`)."""
    return zlib.crc32(decision_seed(match, seat).encode())


def best_play(values: tuple[ActionValue, ...]) -> Play:
    """The best card among ``values`` (best first; a declaration valued best is made
    before its card, R5)."""
    action = next(v for v in values if isinstance(v.action, Play)).action
    assert isinstance(action, Play)
    return action


def undo_line(plan: Undo, taken: Action) -> Said:
    """The log's line for ``plan``, whose seat's action taken back was ``taken``: the card
    played (worded when shown, :class:`CardWords`) or "their last move", and how many
    moves after it went with it (``plan.undone`` - 1, the bots' replies)."""
    name, after = plan.match.names[plan.seat], plan.undone - 1
    if isinstance(taken, Play):
        if after == 0:
            return said(QT_TRANSLATE_NOOP("Texts", "%1 took back %2"), name, CardWords(taken.card))
        return said(QT_TRANSLATE_NOOP("Texts", "%1 took back %2 and the %n moves after it"),
                    name, CardWords(taken.card), count=after)
    if after == 0:
        return said(QT_TRANSLATE_NOOP("Texts", "%1 took back their last move"), name)
    return said(QT_TRANSLATE_NOOP(
        "Texts", "%1 took back their last move and the %n moves after it"), name, count=after)


class Assist(QObject):
    """Hints and undo for the human at ``controller``'s table.

    Signals: ``hinted(str)`` the hint's sentence (the card glows); ``thinking()`` when a
    hint is asked; ``refused(str)`` why there is no hint or no undo now;
    ``restored(Match)`` the match as it was before the human's last action (undo).
    ``settings``: the evaluator's settings of a hint (tests use fewer samples).
    """

    hinted = Signal(str)
    thinking = Signal()
    refused = Signal(str)
    restored = Signal(object)

    def __init__(self, controller: TableController, parent: QObject | None = None, *,
                 settings: EvaluatorSettings = HINT_SETTINGS) -> None:
        super().__init__(parent)
        self._controller = controller
        self.settings = settings
        self._ticket = 0
        self._asked: Observation | None = None
        controller.bots.bot_thread.evaluated.connect(self._on_evaluated)

    @property
    def offered(self) -> bool:
        """True when the match on the table is one human against bots (no hot-seat, no
        demo) and not over: hints and undo may be asked."""
        setup, match = self._controller.setup, self._controller.match
        return (setup is not None and match is not None and match.result is None
                and setup.against_bots)

    @property
    def pending(self) -> bool:
        """True while a hint is being valued."""
        return self._asked is not None

    def hint_refusal(self) -> str | None:
        """Why no hint can be given now (worded), None when one can."""
        obs = self._controller.observation()
        if not self.offered or obs is None:
            return tr("Hints are for a match against bots")
        if not self._controller.waiting_for_human or not valued(obs):
            return tr("A hint is given when you have a card to play")
        return None

    def undo_refusal(self) -> str | None:
        """Why there is no undo now (worded), None when there is one."""
        plan = self._plan()
        return plan if isinstance(plan, str) else None

    def _plan(self) -> Undo | str:
        controller, match = self._controller, self._controller.match
        if not self.offered or match is None:
            return tr("Undo is for a match against bots")
        if not controller.waiting_for_human:
            return tr("Wait for your turn")
        plan = plan_undo(match, controller.viewer)
        if isinstance(plan, UndoRefusal):
            return tr(str(_REFUSALS[plan]))  # i18n: marked above
        if isinstance(plan, Revealed):
            text = tr(str(_SHOWN[plan.shown]))  # i18n: marked above
            return text.replace("%1", controller.scene.names[plan.seat])
        return plan

    def hint(self) -> bool:
        """Ask for a hint on the human's turn to play a card: marks the match unranked
        (``hints_used``) and values its choices on the bot thread. False (``refused``
        says why: :meth:`hint_refusal`) when no hint can be given now."""
        controller, match = self._controller, self._controller.match
        why = self.hint_refusal()
        if why is not None or match is None:
            self.refused.emit(why or "")
            return False
        obs = controller.observation()
        assert obs is not None
        if not match.hints_used:
            match.hints_used = True
            controller.matchChanged.emit()
        self._ticket += 1
        self._asked = obs
        controller.bots.bot_thread.evaluate(HintRequest(
            self._ticket, obs, hint_seed(match, obs.seat), self.settings))
        self.thinking.emit()
        return True

    def undo(self) -> bool:
        """Take back the human's last action and the bots' after it (marks the match
        unranked: ``undo_used``): ``restored`` gives the earlier match. False
        (``refused`` says why: :meth:`undo_refusal`) when there is no undo now."""
        plan = self._plan()
        if isinstance(plan, str):
            self.refused.emit(plan)
            return False
        match = self._controller.match
        assert match is not None
        taken = match.dealings[-1].actions[len(plan.match.dealings[-1].actions)]
        self.cancel()
        self.restored.emit(plan.match)
        self._controller.logged.emit(undo_line(plan, taken))
        return True

    def cancel(self) -> None:
        """Forget the hint under way: its answer is dropped."""
        self._ticket += 1
        self._asked = None

    def _on_evaluated(self, answer: HintAnswer) -> None:
        asked, controller = self._asked, self._controller
        if answer.ticket != self._ticket or asked is None:
            return
        self._asked = None
        if not controller.waiting_for_human or controller.observation() != asked:
            return  # the human played meanwhile: the hint is stale
        evaluation = answer.evaluation
        if evaluation is None:
            self.refused.emit(tr("No hint: %1").replace("%1", answer.error))
            return
        controller.human.show_hint(best_play(evaluation.values).card)
        self.hinted.emit(hint_text(evaluation.best))
