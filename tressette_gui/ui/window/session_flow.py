"""The questions and summaries around a match, and its autosave: what the app asks at
start (notices, "Resume the match?", else the New match dialog), before a new match or
a demo replaces an unfinished one ("Abandon the current match?"), before resigning
(R10), before a card is played while a declaration is still available (R5); the
end-of-deal summary (R6) and the end-of-match dialog (R7, R9); and the autosave after
every action.

Every question is a window-modal dialog of the window's :class:`~.dialog_host.DialogHost`
(never a nested event loop): the next step starts when it is answered.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from ...analysis.review import has_decision
from ...engine import Card, DealScore, Declaration, Match, MatchResult
from ..dialogs.deal_summary import DealSummaryDialog
from ..dialogs.match_end import MatchEndDialog, Unranked
from ..dialogs.new_match_dialog import NewMatchDialog
from ..dialogs.score_chart import side_colours
from ..language.analysis_words import nothing_to_analyse_text
from ..language.default_names import localized
from ..language.log_lines import said
from ..language.seat_names import texts
from ..session.autosave import Autosave, resume_question
from ..session.match_setup import MatchSetup
from ..session.rematch import rematch_setup

if TYPE_CHECKING:
    from .main_window import MainWindow

_YES, _NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
#: In demo mode, how long (ms) an end-of-deal summary stays before the match goes on.
DEMO_SUMMARY_MS = 2500


class SessionFlow(QObject):
    """The session's questions for ``window``; ``autosave``: where every match with a
    human player is saved after each action and discarded when it ends (None: no
    autosave)."""

    def __init__(self, window: MainWindow, autosave: Autosave | None) -> None:
        super().__init__(window)
        self._window = window
        self.autosave = autosave
        self._failing = False  # the last save failed

    # ---------------------------------------------------------------- start
    def greet(self, notices: Sequence[str], saved: tuple[Match, MatchSetup] | None) -> None:
        """What the app does at start: show ``notices`` (a settings file or a save that
        could not be read), then offer to resume the ``saved`` match or discard it, else
        open the New match dialog."""
        if notices:
            self._window.host.ask(QMessageBox.Icon.Warning, self.tr("Tressette"),
                                  "\n\n".join(notices), [QMessageBox.StandardButton.Ok],
                                  lambda _answer: self.greet((), saved))
        elif saved is not None:
            self._offer_resume(*saved)
        else:
            self.ask_new_match()

    def _offer_resume(self, match: Match, setup: MatchSetup) -> None:
        """Yes resumes ``match``; No discards the save and opens the New match dialog; a
        box closed otherwise (the window closing) keeps the save."""
        def answered(answer: int) -> None:
            if answer == 0:
                self._window.resume_match(match, setup)
            elif answer == 1:
                if self.autosave is not None:
                    try:
                        self.autosave.discard()
                    except OSError as exc:
                        self._window.set_status(str(exc))
                self.ask_new_match()

        title, text = resume_question(match, texts(setup.who))
        self._window.host.ask(QMessageBox.Icon.Question, title, text, [_YES, _NO], answered,
                              default=0)

    # ------------------------------------------------------------ new match
    def _initial_setup(self) -> MatchSetup:
        """The New match dialog's start: the match on the table if a human plays in it
        (never the guided deal), else the last one chosen, with the player's name. Never a
        seed: every match is dealt at random unless the user types a number. Default names
        are in the language installed (``language.default_names.localized``)."""
        window, prefs = self._window, self._window.preferences.current
        playing = window.controller.match is not None and window.setup.humans \
            and not window.guide.active
        base = window.setup if playing else (prefs.last_setup or MatchSetup.default())
        names = localized((prefs.player_name, *base.names[1:]))
        return MatchSetup(base.rules, (self.player_name(names[0]), *names[1:]), base.levels)

    def player_name(self, default: str) -> str:
        """The name offered for seat 0: the profile used last (as it is named), else
        ``default``."""
        archive = self._window.history_flow.archive
        profiles = archive.profiles() if archive is not None else []
        return profiles[0].name if profiles else default

    def ask_new_match(self) -> None:
        """Match > New: the New match dialog, from the last set-up; OK starts the match
        chosen and keeps its set-up, player's name and auto-declare as preferences. The
        first start asks for the player's name first (:class:`~.history_flow.HistoryFlow`).
        """
        self._window.history_flow.ensure_profile(self._open_new_match)

    def _open_new_match(self) -> None:
        history = self._window.history_flow
        dialog = NewMatchDialog(self._initial_setup(), self._window,
                                auto_declare=self._window.preferences.current.auto_declare,
                                profiles=history.archive.profiles() if history.archive else ())
        dialog.accepted.connect(
            lambda: self._new_match_chosen(dialog.setup(), dialog.auto_declare.isChecked()))
        dialog.learnRequested.connect(lambda name: QTimer.singleShot(
            0, lambda: self._window.guide.start(name=name or None)))
        dialog.rejected.connect(self._no_new_match)
        self._window.host.open(dialog)

    def _no_new_match(self) -> None:
        """The New match dialog was cancelled: with no match on the table (the first
        start, a save not resumed), the table's New match button offers it again."""
        if self._window.controller.match is None:
            self._window.scene.show_new_match(True)

    def _new_match_chosen(self, setup: MatchSetup, auto_declare: bool) -> None:
        def start() -> None:
            self._window.preferences.remember(
                last_setup=MatchSetup(setup.rules, setup.names, setup.levels),
                player_name=setup.names[0], auto_declare=auto_declare)
            self._window.start_match(self._window.history_flow.prepare(setup))
        if self.unfinished_human_match():  # ask once the dialog has finished
            QTimer.singleShot(0, lambda: self.abandon_then(start))
        else:
            start()

    def start_demo(self) -> None:
        """Match > Demo: the same game with bots in every seat (after a Yes to
        "Abandon the current match?" when a human's match is unfinished)."""
        def start() -> None:
            self._window.demo = True
            self._window.start_match(self._window.setup.demo())
        self.abandon_then(start)

    def unfinished_human_match(self) -> bool:
        """True while a match with a human player is on the table and not over."""
        match = self._window.controller.match
        return match is not None and match.result is None and bool(self._window.setup.humans)

    def abandon_then(self, start: Callable[[], None], *,
                     before: Callable[[Callable[[], None]], None] | None = None) -> None:
        """Call ``start`` (it replaces the match on the table) at once when no
        unfinished match with a human runs; else only after a Yes to "Abandon the
        current match?" (default No: the match goes on untouched, and so does its
        autosave). A ranked match against bots (:meth:`ranked_against_bots`) is
        resigned just before ``start``, the same way as Match > Resign (R10: a loss
        stored in the standings, R9); any other is dropped unsaved. ``before``: a step
        between the answer and the replacing (the guided deal's introduction), given
        the rest to call, or not to call to change nothing."""
        def run(rest: Callable[[], None]) -> None:
            rest() if before is None else before(rest)

        if not self.unfinished_human_match():
            run(start)
            return
        ranked = self.ranked_against_bots()

        def replace() -> None:
            if ranked and self.unfinished_human_match():
                self._window.replay_mode.close()  # the match waiting behind a replay back
                self._window.entry.resign()  # stored at once (matchChanged)
            start()
            problem = self._window.history_flow.take_problem() if ranked else None
            if problem is not None:  # not kept for the next match's end
                self._window.set_status(problem)

        text = self.tr("Abandon the current match? It counts as resigning: a loss in your "
                       "standings.") if ranked else self.tr(
            "Abandon the current match? It will not be saved.")
        self._window.host.ask(
            QMessageBox.Icon.Question, self.tr("New match"), text, [_YES, _NO],
            lambda answer: run(replace) if answer == 0 else None, default=1)

    def ranked_against_bots(self) -> bool:
        """True while the match on the table counts in the standings (R9: no hints, no
        undo; never the guided deal) and one human plays it against bots (not hot-seat)."""
        match = self._window.controller.match
        return match is not None and len(self._window.setup.humans) == 1 \
            and self._unranked(match) is None

    # ----------------------------------------------------------- during play
    def resign(self) -> None:
        """Match > Resign: after a Yes to "Resign this match?", the human's side loses
        (R10); No goes on playing. With two people at the screen (hot-seat) the one
        whose turn it is resigns (the viewer), and the question names that person. The
        guided deal is practice: the question says so, and that nothing is recorded."""
        window = self._window
        match, entry = window.controller.match, window.entry
        if match is None or match.result is not None:
            return
        if window.guide.active:
            text = self.tr("End this practice deal? It is only practice: nothing is "
                           "recorded and nothing counts as lost.")
        elif len(window.setup.humans) > 1:
            name = window.scene.names[window.controller.viewer]
            text = self.tr("%1 resigns? It is %1's turn: the match counts as lost for "
                           "%1.").replace("%1", name)
        else:
            text = self.tr("Resign this match? It counts as lost.")
        window.host.ask(QMessageBox.Icon.Question, self.tr("Resign"), text, [_YES, _NO],
                        lambda answer: entry.resign() if answer == 0 else None, default=1)

    def offer_declaration(self, card: Card, declarations: tuple[Declaration, ...]) -> None:
        """A card was chosen while a declaration is still available: ask once "Declare
        it before playing?", saying that it is lost otherwise when this is the last turn
        that may declare (R5: Tressette's first turn, or the two-player games' with
        ``declare_drawn`` off); Declare declares and then plays the card, the other
        answer plays it without declaring."""
        human = self._window.controller.human

        def answered(answer: int) -> None:
            if answer == 0:
                human.declare_then_play(card)
            elif answer == 1:
                human.play_card(card, forgo=True)

        names = self.tr(" and ").join(str(d) for d in declarations)
        obs = self._window.controller.observation()
        if obs is not None and obs.last_chance_to_declare:
            text = self.tr("You can still declare %1, but only now: if you play without "
                           "declaring, the declaration is lost. Declare it before playing?")
        else:
            text = self.tr("You can still declare %1. Declare it before playing?")
        self._window.host.ask(
            QMessageBox.Icon.Question, self.tr("Declare"), text.replace("%1", names),
            [(self.tr("Declare"), QMessageBox.ButtonRole.AcceptRole),
             (self.tr("Play without declaring"), QMessageBox.ButtonRole.RejectRole)],
            answered, default=0)

    # ------------------------------------------------------ deals and match
    def deal_scored(self, score: DealScore, number: int) -> None:
        """Deal ``number`` was scored: the score sheet gets it, then the deal summary
        (it closes by itself in a demo, after :data:`DEMO_SUMMARY_MS` scaled by the
        speed; none at all with ``quiet_end``); the match goes on when it closes."""
        window = self._window
        controller = window.controller
        match = controller.match
        assert match is not None
        declarations = controller.deal_declarations
        window.sheet_model.add_declarations(len(match.deal_scores) - 1, declarations)
        window.sheet_model.set_scores(match.deal_scores)
        if window.quiet_end:
            controller.resume()
            return
        dialog = DealSummaryDialog(score, number, window.scene.names,
                                   (match.scores[0], match.scores[1]), declarations, window,
                                   levels=window.scene.levels)
        dialog.finished.connect(lambda _=0: controller.resume())
        dialog.fit_over(window.view)
        window.host.open(dialog)
        if window.demo:
            QTimer.singleShot(round(DEMO_SUMMARY_MS * max(window.director.factor, 0.2)),
                              dialog, dialog.accept)

    def match_ended(self, result: MatchResult) -> None:
        """The match ended with ``result``: when it could not be stored in the match
        history (:meth:`~.history_flow.HistoryFlow.take_problem`), say so first (in the
        status line too), then the end-of-match dialog."""
        window = self._window
        problem = window.history_flow.take_problem()
        if problem is None:
            self._match_end_dialog(result)
        else:  # (the end of the match has just emptied the status line)
            window.set_status(problem)
            window.host.ask(QMessageBox.Icon.Warning, self.tr("Match history"), problem,
                            [QMessageBox.StandardButton.Ok],
                            lambda _answer: self._match_end_dialog(result))

    def _match_end_dialog(self, result: MatchResult) -> None:
        """The end-of-match dialog for ``result``: Rematch starts the same players and
        rules again, the deal passing on to the right (R2, :mod:`..session.rematch`), or
        after the guided deal another guided deal; New match asks for one (the default
        after the guided deal, as its closing line says); Analyse my play opens the
        match's replay with the analysis running (disabled, with the reason, when the
        match is not in the history); Close leaves the "New match" button on the table."""
        window = self._window
        match = window.controller.match
        assert match is not None
        unranked = self._unranked(match)
        match_id = window.history_flow.stored_id(match)
        not_analysable = self._not_analysable(unranked) if match_id is None \
            else self._nothing_to_analyse(match)
        dialog = MatchEndDialog(result, tuple(match.deal_scores), window.scene.names,
                                match.rules, window, declarations=window.sheet_model.declarations,
                                unranked=unranked, not_analysable=not_analysable,
                                colours=side_colours(self._seat_colours(match)),
                                levels=window.scene.levels)
        if match_id is not None and not_analysable is None:
            dialog.analysisRequested.connect(lambda: window.analysis.analyse_match(match_id))
        if window.guide.active:  # the box offers another guided deal, not a bare one
            dialog.rematchRequested.connect(window.guide.start)
        else:
            dialog.rematchRequested.connect(
                lambda: window.start_match(rematch_setup(match, window.setup)))
        dialog.newMatchRequested.connect(self.ask_new_match)
        dialog.rejected.connect(lambda: window.scene.show_new_match(True))
        window.host.open(dialog)

    def _seat_colours(self, match: Match) -> tuple[str | None, ...]:
        """The players' own colours, one per seat of ``match`` (their profiles'; none
        without a history or a setup)."""
        archive, setup = self._window.history_flow.archive, self._window.controller.setup
        if archive is None or setup is None:
            return (None,) * len(match.names)
        return archive.seat_colours(match, setup)

    def _not_analysable(self, unranked: Unranked | None) -> str:
        """Why the match on the table, not in the history, cannot be analysed: the
        analysis reads the stored match."""
        if unranked is Unranked.GUIDED:
            return self.tr("The guided deal is not kept in the match history, so it cannot "
                           "be analysed.")
        if unranked is Unranked.DEMO:
            return self.tr("Bots played every seat: there is no player's play to analyse.")
        return self.tr("This match is not in the match history, so it cannot be analysed.")

    def _nothing_to_analyse(self, match: Match) -> str | None:
        """Why the stored ``match`` has nothing to analyse: no decision of a person at
        the table (a card chosen among two or more, :func:`~...analysis.review.decisions`),
        as when it was resigned before their first choice; None when it has one."""
        if has_decision(match, self._window.setup.humans):
            return None
        return nothing_to_analyse_text()

    def _unranked(self, match: Match) -> Unranked | None:
        """Why ``match`` (on the table) does not count in the standings (R9), None when
        it counts: the guided deal and a demo are never stored; hints or undo mark it."""
        if self._window.guide.active:
            return Unranked.GUIDED
        if self._window.demo:
            return Unranked.DEMO
        if match.hints_used or match.undo_used:
            return Unranked.ASSISTED
        return None

    # -------------------------------------------------------------- autosave
    def save(self) -> None:
        """After every action: save the match when a human plays in it, or discard the
        save when the match is over (demo matches and the guided first match leave the
        save alone). While a match is saved, Match > Quit says so as its status tip.

        A save that fails (a full or read-only disk, a folder gone) does not stop play:
        the first failure is told in the log and in the window's notice, which stays
        until dismissed; the next save that works says so in the notice, if still shown."""
        window = self._window
        match, setup = window.controller.match, window.controller.setup
        if self.autosave is None or match is None or setup is None or not setup.humans \
                or window.guide.active:  # a guided match is never saved
            window.menus.quit_action.setStatusTip("")
            return
        saved = False
        try:
            if match.result is not None:
                self.autosave.discard()
            else:
                self.autosave.save(match, setup)
                saved = True
        except OSError as exc:
            if not self._failing:  # once, not after every card while the disk stays full
                line = said(QT_TRANSLATE_NOOP("Texts", "The match could not be saved: %1"),
                            str(exc))  # worded again on a language switch, in the log
                window.log.add_line(line)
                window.notice.show_notice(line.text())
            self._failing = True
        else:
            if self._failing and window.notice.text:
                window.notice.show_notice(self.tr("The match is saved again."))
            self._failing = False
        window.menus.quit_action.setStatusTip(self.saved_note() if saved else "")

    def saved_note(self) -> str:
        """The reassurance shown on Match > Quit while a match is saved."""
        return self.tr("The match is saved: you can resume it next time")
