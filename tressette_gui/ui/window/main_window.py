"""The main window: it assembles the table (scene, view, director), the controller,
the control bar under the table, the docks (score panel, last trick, log), the menus,
the dialogs and the session's questions, and the user's preferences.

Preferences have one owner, :attr:`MainWindow.preferences`
(:class:`~.window_preferences.WindowPreferences`). Every match with a human player is
autosaved after each action (:class:`~.session_flow.SessionFlow`). The window re-words
itself when the language changes (``QEvent.LanguageChange``; dialogs are made anew each
time they open).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QMainWindow,
    QVBoxLayout,
    QWidget,
)

from ...bots import Bot
from ...engine import Match, MatchResult, Observation, Phase
from ..dialogs.score_sheet import ScoreSheetModel
from ..session.assist import Assist
from ..session.autosave import Autosave
from ..session.bot_player import app_bot
from ..session.controller import TableController
from ..session.match_archive import MatchArchive
from ..session.match_entry import MatchEntry
from ..session.match_setup import MatchSetup, fresh_seed
from ..session.settings import DEFAULTS, AppSettings, Preferences
from ..table.animation import AnimationDirector
from ..table.card_images import CardImages, assets_dir
from ..table.table_scene import TableScene
from ..table.table_state import Step
from ..table.table_view import TableView
from .analysis_flow import AnalysisFlow
from .analysis_pane import AnalysisPane
from .assist_flow import AssistFlow
from .control_bar import ControlBar
from .dialog_host import DialogHost
from .guide_flow import GuideFlow
from .history_flow import HistoryFlow
from .history_menu import HistoryMenu
from .info_windows import InfoWindows
from .last_trick import LastTrickView
from .log_view import LogView
from .menus import MenuSlots, WindowMenus
from .notice_bar import NoticeBar
from .replay_bar import ReplayBar
from .replay_mode import ReplayMode
from .score_panel import ScorePanel
from .session_flow import SessionFlow
from .window_preferences import WindowPreferences
from .window_size import fit_to_screen


class MainWindow(QMainWindow):
    """The application window around one :class:`TableController`.

    ``demo``: every seat is a bot and end-of-deal summaries close by themselves (it
    follows the match on the table: a match with a human is never a demo);
    ``quiet_end``: no dialogs at all at the end of deals and of the match (the
    ``--exit-after-match`` smoke test). ``matchFinished(MatchResult)`` is emitted when the
    end-of-match dialog would appear. ``bot_factory`` makes the bots.

    The first size fits the screen (:func:`.window_size.fit_to_screen`).
    ``prefs`` (default :data:`~..session.settings.DEFAULTS`) are applied at once and
    kept by :attr:`preferences` (the app installs the translator); ``settings``: where
    changed preferences are saved (None: they are not saved). ``autosave``: see
    :class:`~.session_flow.SessionFlow`. ``archive``: the match history
    (:class:`~..session.match_archive.MatchArchive`; None: nothing is stored), see
    ``history_flow``.

    Parts: ``preferences``, ``scene``, ``view``, ``director``, ``controller`` (a match
    comes onto it through ``entry``, a :class:`MatchEntry`), ``controls`` (the
    :class:`~.control_bar.ControlBar`), ``notice`` (a :class:`~.notice_bar.NoticeBar`
    above the table for what must not be missed: a save that failed), ``menus``
    (:class:`~.menus.WindowMenus`), ``history_menu`` and ``replay_mode`` (the match
    history's windows and the replay viewer, with its ``replay_bar``), ``host`` (the open
    dialog, :attr:`dialog`), ``flow`` (the session's questions), ``info`` (the score
    sheet, rules and about windows), the docks' ``score_panel``, ``last_trick`` and
    ``log``, and ``sheet_model``.
    """

    matchFinished = Signal(object)

    def __init__(self, images: CardImages | None = None,
                 bot_factory: Callable[[str], Bot] = app_bot, *,
                 demo: bool = False, quiet_end: bool = False,
                 prefs: Preferences = DEFAULTS, settings: AppSettings | None = None,
                 autosave: Autosave | None = None, archive: MatchArchive | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        icon = assets_dir() / "icon.png"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.images = images or CardImages()
        self.demo = demo
        self.quiet_end = quiet_end
        self.preferences = WindowPreferences(self, prefs, settings)
        self.setup: MatchSetup = MatchSetup.default(player=prefs.player_name)
        self.scene = TableScene(self.images, self)
        self.director = AnimationDirector(self.scene, self)
        self.controller = TableController(
            self.scene, self.director, bot_factory, self,
            auto_declare=lambda: self.preferences.current.auto_declare)
        self.entry = MatchEntry(self.controller, self)
        self.view = TableView(self.scene, self)
        self.host = DialogHost(self)
        self.flow = SessionFlow(self, autosave)
        self.assist = AssistFlow(self, Assist(self.controller, self))
        self.history_flow = HistoryFlow(self, archive)
        self.info = InfoWindows(self)
        self._status = ""
        self._build_central()
        self._build_docks()
        self.menus = WindowMenus(self, MenuSlots(
            new_match=self.flow.ask_new_match, demo=self.flow.start_demo,
            resign=self.flow.resign, hint=self.assist.ask_hint, undo=self.assist.ask_undo,
            learn=self.guide.start,
            quit=self.close, score_sheet=self.info.show_score_sheet,
            rules=self.info.show_rules, about=self.info.show_about,
            speed=self.preferences.speed_chosen,
            auto_declare=lambda on: self.preferences.remember(auto_declare=on),
            card_back=self.preferences.card_back_chosen,
            language=self.preferences.language_chosen),
            (self.last_trick_dock, self.score_dock, self.log_dock))
        self.replay_mode = ReplayMode(self)
        self.history_menu = HistoryMenu(self, self.replay_mode.start,
                                        lambda match_id: self.analysis.analyse_match(match_id))
        self.analysis = AnalysisFlow(self, self.analysis_pane)
        for menu in (*self.menus.menus, self.history_menu.menu):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._back_to_table))
        self._connect()
        fit_to_screen(self, (self.score_dock, self.last_trick_dock, self.log_dock))
        self.preferences.apply()
        self._retranslate()

    @property
    def dialog(self) -> QDialog | None:
        """The dialog open over the window, if any."""
        return self.host.dialog

    # ------------------------------------------------------------- building
    def _build_central(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.notice = NoticeBar(central)
        layout.addWidget(self.notice)
        layout.addWidget(self.view, 1)
        self.guide = GuideFlow(self, central)
        layout.addWidget(self.guide.line)
        self.controls = ControlBar(central)
        layout.addWidget(self.controls)
        self.analysis_pane = AnalysisPane(central)
        layout.addWidget(self.analysis_pane)
        self.replay_bar = ReplayBar(central)
        self.replay_bar.set_active(False)
        layout.addWidget(self.replay_bar)
        self.setCentralWidget(central)
        self.scene.show_prompt("")

    def _build_docks(self) -> None:
        self.score_panel = ScorePanel(self)
        self.score_dock = self._dock("scoreDock", self.score_panel.scrolling())
        self.last_trick = LastTrickView(self.images, self)
        self.last_trick_dock = self._dock("lastTrickDock", self.last_trick)
        self.log = LogView(self)
        self.log_dock = self._dock("logDock", self.log)
        self.sheet_model = ScoreSheetModel(self.setup.seats(), self)

    def _dock(self, name: str, widget: QWidget) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        return dock

    def _connect(self) -> None:
        c, human, bar = self.controller, self.controller.human, self.controls
        c.status.connect(self.set_status)
        c.logged.connect(lambda line: self.log.add_line(self.guide.log_line(line)))
        c.stepShown.connect(self._step_shown)
        c.stepShown.connect(self.guide.step_shown)
        c.dealScored.connect(self.guide.deal_scored)
        c.dealScored.connect(self.flow.deal_scored)
        c.matchEnded.connect(self.history_flow.log_stored)  # before the end's dialog
        c.matchEnded.connect(lambda _result: self.guide.match_ended())
        c.matchEnded.connect(self._match_ended)
        c.coverShown.connect(lambda _name: self._clear_controls())
        c.matchChanged.connect(self.flow.save)
        c.matchChanged.connect(self.history_flow.store_if_over)
        human.declarationOffered.connect(self.flow.offer_declaration)
        human.humanTurn.connect(self._human_turn)
        human.humanTurn.connect(self.guide.turn)  # after the bar: the lesson's cards glow
        human.pilesChanged.connect(bar.show_piles)
        bar.declared.connect(human.declare)
        bar.signalChosen.connect(human.set_lead_signal)
        human.signalKeyed.connect(bar.press_signal)
        bar.hint.connect(self.set_status)
        bar.redealAnswered.connect(human.answer_redeal)
        bar.pilesRestarted.connect(human.restart_piles)
        bar.pilesConfirmed.connect(human.confirm_piles)
        bar.share_hint(self.menus.hint_action)
        bar.share_undo(self.menus.undo_action)
        self.view.feltClicked.connect(c.skip_animation)
        self.view.moveSelection.connect(human.keys.move_selection)
        self.view.playSelected.connect(human.keys.play_selected)
        self.view.playKey.connect(human.keys.play_key)
        self.view.pickUpKey.connect(human.pick_up)
        self.scene.newMatchClicked.connect(self.flow.ask_new_match)
        self.host.opened.connect(lambda: c.hold(True))
        self.host.closed.connect(self._dialog_closed)

    def _retranslate(self) -> None:
        """Set every word of the window in the language installed: title, menus, docks,
        controls (Undo's tooltip too), the table (its bots' names too), the last trick, the
        score panel and the prompt of a human's turn."""
        self.setWindowTitle(self.tr("Tressette"))
        self.controls.retranslate()
        self.notice.retranslate()
        for dock, title, item in (  # View's item after the title (which words it too)
                (self.score_dock, self.tr("Score"), self.tr("S&core")),
                (self.last_trick_dock, self.tr("Last trick"), self.tr("Last &trick")),
                (self.log_dock, self.tr("Log"), self.tr("&Log"))):
            dock.setWindowTitle(title)
            dock.toggleViewAction().setText(item)
        self.menus.retranslate()
        self.history_menu.retranslate()
        self.replay_bar.retranslate()
        if self.menus.quit_action.statusTip():
            self.menus.quit_action.setStatusTip(self.flow.saved_note())
        self.scene.retranslate()  # the bots' names first: the docks read them
        self.last_trick.update()  # its names are worded when painted
        if self.scene.state is not None:
            self.score_panel.show_state(self.scene.state, self.scene.names, self.scene.levels)
        self.set_status("")
        self.assist.offer_undo()  # its tooltip: what it does, or why not
        self.controller.human.prompt_again()

    def changeEvent(self, event: QEvent) -> None:
        """Re-word the window when the language changes (``install_translator``)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    # ---------------------------------------------------------------- match
    def start_match(self, setup: MatchSetup, seed: int | None = None, *,
                    guided: bool = False) -> int:
        """Start ``setup`` with ``seed`` (else the setup's seed, else a fresh one);
        returns the seed used (shown in the log, to replay the match). ``guided``: the
        guided first match (:mod:`.guide_flow`). The log starts afresh: no line of the
        match before carries on into this one's."""
        if seed is None:
            seed = setup.seed if setup.seed is not None else fresh_seed()
        self._take(setup)
        self.log.clear()
        self.guide.set_active(guided)
        self.preferences.match_speed(self.demo)
        self.entry.new_match(setup, seed, practice=guided)
        self.view.setFocus()
        return seed

    def resume_match(self, match: Match, setup: MatchSetup, *, undone: bool = False,
                     guided: bool = False) -> None:
        """Go on with a saved, unfinished ``match`` of ``setup`` exactly where it was
        (see :meth:`MatchEntry.resume_match`; ``undone``: the running match as it
        was before an undo, guided or not as it was; ``guided``: the guided first match,
        back from the replay viewer)."""
        self._take(setup)
        if not undone:
            self.guide.set_active(guided)
        for deal, declared in enumerate(match.deal_declarations):
            self.sheet_model.add_declarations(deal, declared)
        self.sheet_model.set_scores(match.deal_scores)
        obs = match.observe(setup.humans[0] if setup.humans else 0)
        self.score_panel.set_declarations(obs.declarations)
        self.entry.resume_match(match, setup, undone=undone, practice=self.guide.active)
        self.view.setFocus()

    def _take(self, setup: MatchSetup) -> None:
        """Make the window ready for a match of ``setup`` (the replay viewer, if open,
        gives way)."""
        self.host.close()
        self.replay_mode.leave()
        self.setup = setup
        self.demo = not setup.humans
        self.sheet_model.deleteLater()  # the dialogs showing it were closed above
        self.sheet_model = ScoreSheetModel(setup.seats(), self)
        self.score_panel.set_declarations(())
        self.scene.show_new_match(False)
        self.menus.match_on(setup)

    def show_empty_table(self) -> None:
        """No match on the table (the replay viewer closed with none waiting): the
        table, the docks, the score sheet and the status line as at the start, with
        the New match button."""
        self.host.close()  # a score sheet showing the replay's model
        self.scene.clear_table()
        self.last_trick.set_trick((), ())
        self.score_panel.clear()
        self.log.clear()
        self.sheet_model.deleteLater()
        self.sheet_model = ScoreSheetModel(self.setup.seats(), self)
        self.set_status("")
        self.scene.show_new_match(True)
        self.menus.match_on(None)

    # ------------------------------------------------------------- controls
    def _clear_controls(self) -> None:
        self.controls.clear()
        self.scene.show_prompt("")

    def _human_turn(self, obs: Observation) -> None:
        self._clear_controls()
        self.controls.show_turn(obs, self.controller.explain)
        assist = self.assist.assist
        self.controls.show_help(assist.offered)
        # Match > Hint, and so its button, only with a card to play (not while choosing
        # mazzetti piles, R3.3, nor at the redeal question, R7).
        self.menus.hint_action.setEnabled(assist.hint_refusal() is None)
        self.assist.offer_undo()
        if obs.phase is not Phase.CHOOSE_PILES:
            self.scene.show_prompt(self.tr("Your turn"))

    def set_status(self, text: str) -> None:
        """Show ``text`` in the status line (and again after a menu wiped it)."""
        self._status = text
        self.statusBar().showMessage(text)

    def _back_to_table(self) -> None:
        """After a menu or a dialog closes: the keyboard goes back to the table and the
        status line says again what it said (menus' status tips wipe it)."""
        if self.dialog is None and QApplication.activeModalWidget() is None:
            self.view.setFocus()
        self.statusBar().showMessage(self._status)

    def _dialog_closed(self) -> None:
        """After the last dialog closes: the window is made active again, as no window
        manager has to do it (without that no widget has the keyboard until the table
        is clicked), unless the user is in another application (a demo's deal summary
        closes by itself); then :meth:`_back_to_table`. The table, waiting while the
        dialog was open, goes on once the flow has had its turn (:meth:`_table_goes_on`)."""
        if QApplication.applicationState() is Qt.ApplicationState.ApplicationActive:
            self.activateWindow()
        self._back_to_table()
        QTimer.singleShot(0, self, self._table_goes_on)

    def _table_goes_on(self) -> None:
        """The table goes on unless the answer opened the next question (a bot moving
        between two questions of one flow would change the match under the second)."""
        if self.dialog is None:
            self.controller.hold(False)

    def _step_shown(self, step: Step) -> None:
        if not self.controller.waiting_for_human:
            self._clear_controls()
            self.assist.offer_undo()  # off until the player's turn
        self.last_trick.set_trick(step.state.last_trick, self.scene.seats)
        self.score_panel.step_shown(step, self.scene.names, self.scene.levels)

    def _match_ended(self, result: MatchResult) -> None:
        self._clear_controls()
        self.menus.match_on(None)  # nothing left to resign, hint or undo
        self.matchFinished.emit(result)
        if not self.quiet_end:
            self.flow.match_ended(result)

    # ------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the window geometry and its docks (which show, where), hide, stop the bot
        thread cleanly (quit + wait: a bot in the middle of a choice finishes it first),
        say in the log and the status line that an unfinished match is saved, close at once
        (nothing asked). While a match is saved, Match > Quit says so as its status tip."""
        self.host.close()
        geometry = bytes(self.saveGeometry().data())
        docks = bytes(self.saveState().data())
        self.hide()  # gone at once: joining the bot thread may wait for a choice under way
        self.analysis.shutdown()
        self.controller.shutdown()
        if self.menus.quit_action.statusTip():  # an unfinished match, saved: say so
            self.log.add_line(self.flow.saved_note())
            self.set_status(self.flow.saved_note())
        if self.preferences.settings is not None:
            self.preferences.remember(geometry=geometry, docks=docks)
        event.accept()
