"""The main window: the table, the controls under it (declare, signals, redeal,
mazzetti pile choice), the score panel, last-trick view and log docks, the menus
and the status line.

It also keeps the user's preferences (:class:`~.settings.Preferences`: saved when
changed in the Settings menu, when a match is chosen in the New match dialog and on
close), autosaves every match with a human player after each action
(:class:`~.autosave.Autosave`), and re-words itself when the language changes
(``QEvent.LanguageChange``; dialogs are made anew each time they open).
"""

from __future__ import annotations

import html
import secrets
from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import __version__
from ...bots import Bot
from ...engine import (
    Card,
    DealScore,
    Declaration,
    Declare,
    Match,
    MatchResult,
    Observation,
    Phase,
    Play,
)
from ...engine import Signal as Lead
from ..dialogs.deal_summary import DealSummaryDialog
from ..dialogs.match_end import MatchEndDialog
from ..dialogs.new_match_dialog import NewMatchDialog
from ..dialogs.rules_dialog import RulesDialog
from ..dialogs.score_sheet import ScoreSheetDialog, ScoreSheetModel
from ..language.i18n import LANGUAGES, install_translator
from ..language.texts import declaration_text
from ..session.autosave import Autosave, resume_question
from ..session.bot_player import app_bot
from ..session.controller import TableController
from ..session.match_setup import MatchSetup
from ..session.settings import DEFAULTS, AppSettings, Preferences, SettingsError
from ..table.animation import SPEEDS, AnimationDirector
from ..table.card_images import BACK_NAMES, CardImages, assets_dir
from ..table.pile_choice import ChoiceStage, PileChoice
from ..table.score_box import score_html
from ..table.table_scene import TableScene
from ..table.table_state import NoteKind, Step, StepKind, TableState
from ..table.table_view import TableView
from .last_trick import LastTrickView
from .log_view import LogView

#: In demo mode, how long (ms) an end-of-deal summary stays before the match goes on.
DEMO_SUMMARY_MS = 2500
#: The languages of the Settings menu by their own names (not translated).
LANGUAGE_NAMES = {"it": "Italiano", "en": "English"}
#: The window's first size (logical px): a typical laptop window.
DEFAULT_SIZE = (1400, 900)
#: How a checked signal button looks: clearly on (gold), not just a shade darker.
SIGNAL_STYLE = ("QPushButton:checked { background: #c89600; color: black; font-weight: bold;"
                " border: 2px solid #6b4f00; border-radius: 4px; padding: 4px 10px; }")


class MainWindow(QMainWindow):
    """The application window around one :class:`TableController`.

    ``demo``: every seat is a bot and end-of-deal summaries close by themselves (it
    follows the match on the table: a match with a human is never a demo);
    ``demo_speed``: an animation speed for bot-only matches only (``--demo --speed``;
    a match with a human goes back to the preferred speed); ``quiet_end``: no
    dialogs at all at the end of deals and of the match (the ``--exit-after-match``
    smoke test). ``matchFinished(MatchResult)`` is emitted
    when the end-of-match dialog would appear. ``bot_factory`` makes the bots.

    ``prefs`` (default :data:`~.settings.DEFAULTS`) are applied at once: animation
    speed, auto-declare, card back, window geometry, the language checked in the menu
    (the app installs the translator), and the player's name and last set-up in the New
    match dialog. ``settings``: where changed preferences are saved (None: they are not
    saved). ``autosave``: where every match with a human player is saved after each
    action and discarded when it ends (None: no autosave).
    """

    matchFinished = Signal(object)

    def __init__(self, images: CardImages | None = None,
                 bot_factory: Callable[[str], Bot] = app_bot, *,
                 demo: bool = False, quiet_end: bool = False,
                 prefs: Preferences = DEFAULTS, settings: AppSettings | None = None,
                 autosave: Autosave | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        icon = assets_dir() / "icon.png"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.images = images or CardImages()
        self.demo = demo
        self.demo_speed: str | None = None
        self.quiet_end = quiet_end
        self.prefs = prefs
        self.settings = settings
        self.autosave = autosave
        self.setup: MatchSetup = MatchSetup.default(player=prefs.player_name)
        self.scene = TableScene(self.images, self)
        self.director = AnimationDirector(self.scene, self)
        self.controller = TableController(
            self.scene, self.director, bot_factory, self,
            auto_declare=lambda: self.auto_declare_action.isChecked())
        self.view = TableView(self.scene, self)
        self.dialog: QDialog | None = None
        self._declared_lines: list[str] = []
        self._status = ""
        self._build_controls()
        self._build_docks()
        self._build_menus()
        self._connect()
        self.resize(*DEFAULT_SIZE)
        self._apply_prefs()
        self._retranslate()

    # ------------------------------------------------------------- building
    def _build_controls(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        self.controls = QWidget(central)
        bar = QHBoxLayout(self.controls)
        bar.setContentsMargins(8, 4, 8, 4)
        self.prompt = QLabel(self.controls)
        bar.addWidget(self.prompt)
        self.declare_box = QHBoxLayout()
        bar.addLayout(self.declare_box)
        self.signal_buttons: dict[Lead, QPushButton] = {}
        for signal in (Lead.BUSSO, Lead.STRISCIO, Lead.VOLO):
            button = self._control_button()
            button.setCheckable(True)
            button.setStyleSheet(SIGNAL_STYLE)
            button.toggled.connect(lambda on, s=signal: self._signal_toggled(s, on))
            bar.addWidget(button)
            self.signal_buttons[signal] = button
        self.redeal_ask = self._control_button()
        self.redeal_keep = self._control_button()
        self.redeal_ask.clicked.connect(lambda: self.controller.human.answer_redeal(True))
        self.redeal_keep.clicked.connect(lambda: self.controller.human.answer_redeal(False))
        bar.addWidget(self.redeal_ask)
        bar.addWidget(self.redeal_keep)
        self.piles_again = self._control_button()
        self.piles_confirm = self._control_button()
        self.piles_again.clicked.connect(lambda: self.controller.human.restart_piles())
        self.piles_confirm.clicked.connect(lambda: self.controller.human.confirm_piles())
        bar.addWidget(self.piles_again)
        bar.addWidget(self.piles_confirm)
        bar.addStretch(1)
        self.declare_buttons: list[QPushButton] = []
        # The bar keeps its height when its buttons come and go: the table never jumps.
        self.controls.setFixedHeight(self.redeal_ask.sizeHint().height() + 14)
        layout.addWidget(self.controls)
        self.setCentralWidget(central)
        self._hide_controls()

    def _control_button(self) -> QPushButton:
        """A button of the bar under the table that never takes the keyboard focus
        from the table (number keys and Enter keep playing cards)."""
        button = QPushButton(self.controls)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _build_docks(self) -> None:
        self.score_panel = QLabel(self)
        self.score_panel.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.score_panel.setWordWrap(True)
        self.score_panel.setMinimumSize(220, 200)
        self.score_dock = self._dock("scoreDock", self.score_panel,
                                     Qt.DockWidgetArea.RightDockWidgetArea)
        self.last_trick = LastTrickView(self.images, self)
        self.last_trick_dock = self._dock("lastTrickDock", self.last_trick,
                                          Qt.DockWidgetArea.RightDockWidgetArea)
        self.log = LogView(self)
        self.log_dock = self._dock("logDock", self.log,
                                   Qt.DockWidgetArea.RightDockWidgetArea)
        self.sheet_model = ScoreSheetModel(self.setup.names, self)
        self.resizeDocks([self.score_dock, self.last_trick_dock, self.log_dock],
                         [240, self.last_trick.sizeHint().height(), 200],
                         Qt.Orientation.Vertical)

    def _dock(self, name: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(area, dock)
        return dock

    def _build_menus(self) -> None:
        """The menus; their words are set by :meth:`_retranslate`."""
        bar = self.menuBar()
        self.match_menu = bar.addMenu("")
        self.new_action = self._action(self.match_menu, self.ask_new_match, "Ctrl+N")
        self.demo_action = self._action(self.match_menu, self.start_demo)
        self.resign_action = self._action(self.match_menu, self.resign)
        self.match_menu.addSeparator()
        self.quit_action = self._action(self.match_menu, self.close, "Ctrl+Q")
        self.view_menu = bar.addMenu("")
        for dock in (self.last_trick_dock, self.score_dock, self.log_dock):
            self.view_menu.addAction(dock.toggleViewAction())
        self.sheet_action = self._action(self.view_menu, self.show_score_sheet)
        self.settings_menu = bar.addMenu("")
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_actions = self._choices(self.speed_menu, tuple(SPEEDS), self._speed_chosen)
        self.auto_declare_action = self.settings_menu.addAction("")
        self.auto_declare_action.setCheckable(True)
        self.auto_declare_action.triggered.connect(self._auto_declare_chosen)
        self.back_menu = self.settings_menu.addMenu("")
        self.back_actions = self._choices(self.back_menu, BACK_NAMES, self._card_back_chosen)
        self.language_menu = self.settings_menu.addMenu("")
        self.language_actions = self._choices(self.language_menu, LANGUAGES,
                                              self._language_chosen)
        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(self.help_menu, self.show_rules, "F1")
        self.about_action = self._action(self.help_menu, self.show_about)
        for menu in (self.match_menu, self.view_menu, self.settings_menu, self.help_menu):
            menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self._back_to_table))

    def _action(self, menu: QObject, slot: Callable[[], object],
                shortcut: str = "") -> QAction:
        action = QAction(self)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _choices(self, menu: QObject, names: Sequence[str],
                 chosen: Callable[[str], None]) -> dict[str, QAction]:
        """One checkable action per name in ``menu``, exclusive; a click calls ``chosen``."""
        group = QActionGroup(self)
        actions: dict[str, QAction] = {}
        for name in names:
            action = QAction(self)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, n=name: chosen(n))
            group.addAction(action)
            menu.addAction(action)  # type: ignore[attr-defined]
            actions[name] = action
        return actions

    def _retranslate(self) -> None:
        """Set every word of the window in the language installed: title, menus, docks,
        controls, the table, the score panel and the prompt of a human's turn."""
        self.setWindowTitle(self.tr("Tressette"))
        self.signal_buttons[Lead.BUSSO].setText(self.tr("Busso"))
        self.signal_buttons[Lead.STRISCIO].setText(self.tr("Striscio"))
        self.signal_buttons[Lead.VOLO].setText(self.tr("Volo"))
        for signal, button in self.signal_buttons.items():
            button.setToolTip(self._signal_tip(signal, button.isEnabled()))
        self.redeal_ask.setText(self.tr("Ask for a new deal"))
        self.redeal_keep.setText(self.tr("Keep the hand"))
        self.piles_again.setText(self.tr("Put the piles back"))
        self.piles_confirm.setText(self.tr("Take these piles"))
        self.score_dock.setWindowTitle(self.tr("Score"))
        self.last_trick_dock.setWindowTitle(self.tr("Last trick"))
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.match_menu.setTitle(self.tr("&Match"))
        self.new_action.setText(self.tr("&New match..."))
        self.demo_action.setText(self.tr("&Demo (bots only)"))
        self.resign_action.setText(self.tr("&Resign"))
        self.quit_action.setText(self.tr("&Quit"))
        if self.quit_action.statusTip():
            self.quit_action.setStatusTip(self._saved_note())
        self.view_menu.setTitle(self.tr("&View"))
        self.sheet_action.setText(self.tr("Score &sheet..."))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        for name, text in (("slow", self.tr("Slow")), ("normal", self.tr("Normal")),
                           ("fast", self.tr("Fast")), ("off", self.tr("Off"))):
            self.speed_actions[name].setText(text)
        self.auto_declare_action.setText(self.tr("&Auto-declare"))
        self.back_menu.setTitle(self.tr("Card &back"))
        self.back_actions["red"].setText(self.tr("Red"))
        self.back_actions["blue"].setText(self.tr("Blue"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions["system"].setText(self.tr("System language"))
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules..."))
        self.about_action.setText(self.tr("&About..."))
        self.scene.retranslate()
        state = self.scene.state
        if state is not None:
            self._show_scores(state)
        self._set_status("")
        self.controller.human.prompt_again()

    def changeEvent(self, event: QEvent) -> None:
        """Re-word the window when the language changes (``install_translator``)."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _connect(self) -> None:
        c = self.controller
        c.status.connect(self._set_status)
        c.logged.connect(self.log.add_line)
        c.human.declarationOffered.connect(self._offer_declaration)
        c.human.humanTurn.connect(self._human_turn)
        c.stepShown.connect(self._step_shown)
        c.dealScored.connect(self._deal_scored)
        c.matchEnded.connect(self._match_ended)
        c.human.pilesChanged.connect(self._piles_changed)
        c.coverShown.connect(lambda _name: self._hide_controls())
        self.view.feltClicked.connect(c.skip_animation)
        self.view.moveSelection.connect(c.human.move_selection)
        self.view.playSelected.connect(c.human.play_selected)
        self.view.playPosition.connect(c.human.play_position)
        self.scene.newMatchClicked.connect(self.ask_new_match)
        c.matchChanged.connect(self._autosave)

    # ---------------------------------------------------------- preferences
    def _apply_prefs(self) -> None:
        prefs = self.prefs
        self.set_speed(prefs.animation_speed)
        self.auto_declare_action.setChecked(prefs.auto_declare)
        self.set_card_back(prefs.card_back)
        self.language_actions[prefs.language].setChecked(True)
        if prefs.geometry:
            self.restoreGeometry(QByteArray(prefs.geometry))

    def _remember(self, **changes: object) -> None:
        """Change some preferences and save them (a failure goes to the status line)."""
        self.prefs = replace(self.prefs, **changes)  # type: ignore[arg-type]
        if self.settings is None:
            return
        try:
            self.settings.save(self.prefs)
        except SettingsError as exc:
            self._set_status(self.tr("The settings could not be saved: %1").replace(
                "%1", str(exc)))

    def _speed_chosen(self, speed: str) -> None:
        self.demo_speed = None
        self.set_speed(speed)
        self._remember(animation_speed=speed)

    def _auto_declare_chosen(self, on: bool) -> None:
        self._remember(auto_declare=on)

    def _card_back_chosen(self, name: str) -> None:
        self.set_card_back(name)
        self._remember(card_back=name)

    def _language_chosen(self, language: str) -> None:
        """Settings > Language: install it now (the window re-words itself) and keep it."""
        app = QCoreApplication.instance()
        assert app is not None
        install_translator(app, language)
        self._remember(language=language)

    def set_card_back(self, name: str) -> None:
        """Settings > Card back: "red" or "blue" (``card_images.BACK_NAMES``) for every
        face-down card; raises ValueError for another name."""
        self.scene.set_card_back(name)
        self.back_actions[name].setChecked(True)

    def _autosave(self) -> None:
        """After every action: save the match when a human plays in it, or discard the
        save when the match is over (demo matches leave the save alone)."""
        match, setup = self.controller.match, self.controller.setup
        if self.autosave is None or match is None or setup is None or not setup.humans:
            self.quit_action.setStatusTip("")
            return
        saved = False
        try:
            if match.result is not None:
                self.autosave.discard()
            else:
                self.autosave.save(match, setup)
                saved = True
        except OSError as exc:
            text = self.tr("The match could not be saved: %1").replace("%1", str(exc))
            self.log.add_line(text)
            self._set_status(text)
        self.quit_action.setStatusTip(self._saved_note() if saved else "")

    def _saved_note(self) -> str:
        """The reassurance shown on Match > Quit while a match is saved."""
        return self.tr("The match is saved: you can resume it next time")

    # ---------------------------------------------------------------- match
    def start_match(self, setup: MatchSetup, seed: int | None = None) -> int:
        """Start ``setup`` with ``seed`` (else the setup's seed, else a fresh one);
        returns the seed used (shown in the log, to replay the match)."""
        if seed is None:
            seed = setup.seed if setup.seed is not None else secrets.randbelow(10**9)
        self._close_dialog()
        self.setup = setup
        self.demo = not setup.humans
        if self.demo_speed is not None:  # a demo's own speed, never a human match's
            self.set_speed(self.demo_speed if self.demo else self.prefs.animation_speed)
        self.sheet_model = ScoreSheetModel(setup.names, self)
        self._declared_lines = []
        self.scene.show_new_match(False)
        self.auto_declare_action.setChecked(setup.rules.auto_declare)
        self.resign_action.setEnabled(None in setup.levels)
        self.controller.new_match(setup, seed)
        self.view.setFocus()
        return seed

    def resume_match(self, match: Match, setup: MatchSetup) -> None:
        """Go on with a saved, unfinished ``match`` of ``setup`` exactly where it was
        (see :meth:`TableController.resume_match`), with the auto-declare preference."""
        self._close_dialog()
        self.setup = setup
        self.demo = not setup.humans
        self.sheet_model = ScoreSheetModel(setup.names, self)
        self.sheet_model.set_scores(match.deal_scores)
        self.scene.show_new_match(False)
        obs = match.observe(setup.humans[0] if setup.humans else 0)
        self._declared_lines = [f"{setup.names[d.seat]}: "
                                f"{declaration_text(d.points, d.declaration)}"
                                for d in obs.declarations]
        self.resign_action.setEnabled(None in setup.levels)
        self.controller.resume_match(match, setup)
        self.view.setFocus()

    def greet(self, notices: Sequence[str], saved: tuple[Match, MatchSetup] | None) -> None:
        """What the app does at start: show ``notices`` (a settings file or a save that
        could not be read), then offer to resume the ``saved`` match or discard it, else
        open the New match dialog. Each step is a window-modal dialog (never a nested
        event loop), the next one opens when it is answered."""
        if notices:
            box = QMessageBox(QMessageBox.Icon.Warning, self.tr("Tressette"),
                              "\n\n".join(notices), QMessageBox.StandardButton.Ok, self)
            self._open(box)  # connected first: the window forgets the box, then goes on
            box.finished.connect(lambda _=0: self.greet((), saved))
        elif saved is not None:
            self._offer_resume(*saved)
        else:
            self.ask_new_match()

    def _offer_resume(self, match: Match, setup: MatchSetup) -> None:
        """Yes resumes ``match``; No discards the save and opens the New match dialog; a
        box closed otherwise (the window closing) keeps the save."""
        title, text = resume_question(match)
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, title, text, yes | no, self)
        box.setDefaultButton(yes)

        def answered() -> None:
            button = box.clickedButton()
            if button is box.button(yes):
                self.resume_match(match, setup)
            elif button is box.button(no):
                if self.autosave is not None:
                    try:
                        self.autosave.discard()
                    except OSError as exc:
                        self._set_status(str(exc))
                self.ask_new_match()

        self._open(box)  # connected first: the window forgets the box, then goes on
        box.finished.connect(lambda _=0: answered())

    def _initial_setup(self) -> MatchSetup:
        """The New match dialog's start: the match on the table if a human plays in it,
        else the last one chosen, with the player's name and auto-declare preference.
        Never a seed: every match is dealt at random unless the user types a number."""
        playing = self.controller.match is not None and self.setup.humans
        base = self.setup if playing else (self.prefs.last_setup or MatchSetup.default())
        rules = base.rules.replace(auto_declare=self.prefs.auto_declare)
        names = (self.prefs.player_name, *base.names[1:])
        return MatchSetup(rules, names, base.levels)

    def ask_new_match(self) -> None:
        """Match > New: the New match dialog, from the last set-up; OK starts the match
        chosen and keeps its set-up, player's name and auto-declare as preferences."""
        dialog = NewMatchDialog(self._initial_setup(), self)
        dialog.accepted.connect(lambda: self._new_match_chosen(dialog.setup()))
        self._open(dialog)

    def _new_match_chosen(self, setup: MatchSetup) -> None:
        def start() -> None:
            self._remember(last_setup=MatchSetup(setup.rules, setup.names, setup.levels),
                           player_name=setup.names[0], auto_declare=setup.rules.auto_declare)
            self.start_match(setup)
        if self.unfinished_human_match():  # ask once the dialog has finished
            QTimer.singleShot(0, lambda: self._abandon_then(start))
        else:
            start()

    def start_demo(self) -> None:
        """Match > Demo: the same game with bots in every seat (after a Yes to
        "Abandon the current match?" when a human's match is unfinished)."""
        def start() -> None:
            self.demo = True
            self.start_match(self.setup.demo())
        self._abandon_then(start)

    def unfinished_human_match(self) -> bool:
        """True while a match with a human player is on the table and not over."""
        match = self.controller.match
        return match is not None and match.result is None and bool(self.setup.humans)

    def _abandon_then(self, start: Callable[[], None]) -> None:
        """Call ``start`` (it replaces the match on the table) at once when no
        unfinished match with a human runs; else only after a Yes to "Abandon the
        current match? It will not be saved." (default No: the match goes on
        untouched, and so does its autosave)."""
        if not self.unfinished_human_match():
            start()
            return
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("New match"),
                          self.tr("Abandon the current match? It will not be saved."),
                          yes | no, self)
        box.setDefaultButton(no)

        def answered() -> None:
            if box.clickedButton() is box.button(yes):
                start()
        self._open(box)  # connected first: the window forgets the box, then goes on
        box.finished.connect(lambda _=0: answered())

    def resign(self) -> None:
        """Match > Resign: after a Yes to "Resign this match?", the human's side loses
        (R10); No goes on playing."""
        match = self.controller.match
        if match is None or match.result is not None:
            return
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Resign"),
                          self.tr("Resign this match? It counts as lost."), yes | no, self)
        box.setDefaultButton(no)

        def answered() -> None:
            if box.clickedButton() is box.button(yes):
                self.controller.resign()
        self._open(box)  # connected first: the window forgets the box, then goes on
        box.finished.connect(lambda _=0: answered())

    def _offer_declaration(self, card: Card, declarations: tuple[Declaration, ...]) -> None:
        """A card was chosen while a declaration is still available (R5: in Tressette
        it is lost once the first card is played): ask once "Declare it before
        playing?"; Declare declares and then plays the card, the other answer plays it
        without declaring."""
        names = self.tr(" and ").join(str(d) for d in declarations)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Declare"),
                          self.tr("You can still declare %1. Declare it before playing?")
                          .replace("%1", names), QMessageBox.StandardButton.NoButton, self)
        declare = box.addButton(self.tr("Declare"), QMessageBox.ButtonRole.AcceptRole)
        play = box.addButton(self.tr("Play without declaring"),
                             QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(declare)
        self._open(box)

        def answered() -> None:
            if box.clickedButton() is declare:
                self.controller.human.declare_then_play(card)
            elif box.clickedButton() is play:
                self.controller.human.play_card(card, forgo=True)
        box.finished.connect(lambda _=0: answered())

    def set_speed(self, speed: str) -> None:
        """Settings > Animation speed (a key of SPEEDS)."""
        self.director.set_speed(speed)
        self.speed_actions[speed].setChecked(True)

    # ------------------------------------------------------------- controls
    def _hide_controls(self) -> None:
        for button in self.declare_buttons:
            button.deleteLater()
        self.declare_buttons = []
        for button in self.signal_buttons.values():
            button.blockSignals(True)
            button.setChecked(False)
            button.blockSignals(False)
            button.hide()
        self.redeal_ask.hide()
        self.redeal_keep.hide()
        self.piles_again.hide()
        self.piles_confirm.hide()
        self.prompt.setText("")
        self.scene.show_prompt("")

    def _human_turn(self, obs: Observation) -> None:
        self._hide_controls()
        shown = False
        if obs.phase is Phase.REDEAL:
            self.prompt.setText(self.tr("Your hand is worth less than one point."))
            self.redeal_ask.show()
            self.redeal_keep.show()
            shown = True
        declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
        for action in declares:
            button = self._control_button()
            button.setText(self.tr("Declare %1").replace("%1", str(action.declaration)))
            button.clicked.connect(
                lambda _=False, a=action: self.controller.human.declare(a.declaration))
            self.declare_box.addWidget(button)
            self.declare_buttons.append(button)
            shown = True
        if obs.rules.signals and not obs.trick and obs.trick_number > 0 and obs.phase is Phase.PLAY:
            true = {a.signal for a in obs.legal_actions if isinstance(a, Play)}
            for signal, button in self.signal_buttons.items():
                button.setEnabled(signal in true)
                button.setToolTip(self._signal_tip(signal, signal in true))
                button.show()
            self.prompt.setText(self.tr("Signal with your lead:"))
            shown = True
        if obs.phase is Phase.PLAY and not shown:
            self.prompt.setText(self.tr("Your turn: click a card or press its number"))
        if obs.phase is not Phase.CHOOSE_PILES:
            self.scene.show_prompt(self.tr("Your turn"))

    def _piles_changed(self, choice: PileChoice) -> None:
        """The mazzetti pile choice (R3.3): what to click next, and its buttons."""
        stage = choice.stage
        if stage is ChoiceStage.TAKE:
            text = self.tr("Click 4 piles to take them (%1 of 4)").replace(
                "%1", str(len(choice.taken)))
        elif stage is ChoiceStage.HAND:
            text = self.tr("Now click the 2 piles for your hand (%1 of 2); the other 2 stay "
                           "in front of you, top card up").replace("%1", str(len(choice.hand)))
        else:
            text = self.tr("The glowing piles go to your hand (2 of 2): confirm")
        self.prompt.setText(text)
        self.piles_again.setVisible(choice.can_restart)
        self.piles_confirm.setEnabled(stage is ChoiceStage.READY)
        self.piles_confirm.show()

    def _signal_toggled(self, signal: Lead, on: bool) -> None:
        if on:
            for other, button in self.signal_buttons.items():
                if other is not signal and button.isChecked():
                    button.blockSignals(True)
                    button.setChecked(False)
                    button.blockSignals(False)
        self.controller.human.set_lead_signal(signal if on else None)
        self._set_status(self._signal_hint(signal) if on else self.tr("Your turn"))

    def _signal_tip(self, signal: Lead, available: bool) -> str:
        """The tooltip of a signal button: what it means (R8), and why it is off."""
        meaning = {
            Lead.BUSSO: self.tr("Busso: \"take with your highest and return this suit\". "
                                "Needs three or more cards of the suit, one of them a Tre, "
                                "Due or Asso."),
            Lead.STRISCIO: self.tr("Striscio: \"I have more of this suit\". You keep at least "
                                   "one more card of the suit after this one."),
            Lead.VOLO: self.tr("Volo: \"this is my last card of this suit\"."),
        }[signal]
        if available:
            return meaning
        return self.tr("%1\nNot possible with your hand now.").replace("%1", meaning)

    def _signal_hint(self, signal: Lead) -> str:
        """The status line while ``signal`` is chosen: which cards it allows (R8)."""
        return {
            Lead.BUSSO: self.tr("Busso: choose a card of a suit where you hold three or more "
                                "with a Tre, Due or Asso"),
            Lead.STRISCIO: self.tr("Striscio: choose a card of a suit where you keep at least "
                                   "one more card"),
            Lead.VOLO: self.tr("Volo: choose your last card of a suit"),
        }[signal]

    def _set_status(self, text: str) -> None:
        self._status = text
        self.statusBar().showMessage(text)

    def _back_to_table(self) -> None:
        """After a menu or a dialog closes: the keyboard goes back to the table and the
        status line says again what it said (menus' status tips wipe it)."""
        if self.dialog is None and QApplication.activeModalWidget() is None:
            self.view.setFocus()
        self.statusBar().showMessage(self._status)

    # ---------------------------------------------------------- table steps
    def _step_shown(self, step: Step) -> None:
        state = step.state
        if not self.controller.waiting_for_human:
            self._hide_controls()
        if step.kind is StepKind.DEAL:
            self._declared_lines = []
        note = state.note
        if step.kind is StepKind.SHOW and note is not None and note.kind is NoteKind.DECLARATION:
            declared = self.controller.deal_declarations
            points = next((d.points for d in reversed(declared)
                           if d.seat == note.seat and str(d.declaration) == note.detail), 0)
            self._declared_lines.append(
                f"{self.setup.names[note.seat]}: {declaration_text(points, note.detail)}")
        self.last_trick.set_trick(state.last_trick, self.setup.names)
        self._show_scores(state)

    def _show_scores(self, state: TableState) -> None:
        """The score panel: the table's score (:func:`score_html`) and the deal's
        declarations ("Est: +3 (tris di Assi)")."""
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self._declared_lines)
        decl = (f"<p><b>{self.tr('Declarations')}</b></p><ul>{items}</ul>"
                if items else "")
        self.score_panel.setText(score_html(state, self.setup.names, stacked=True) + decl)

    # -------------------------------------------------------------- dialogs
    def _open(self, dialog: QDialog) -> None:
        self._close_dialog()
        self.dialog = dialog
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _=0: self._forget(dialog))
        dialog.open()

    def _forget(self, dialog: QDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
            self._back_to_table()

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.reject()

    def _deal_scored(self, score: DealScore, number: int) -> None:
        match = self.controller.match
        assert match is not None
        self.sheet_model.add_declarations(len(match.deal_scores) - 1,
                                          self.controller.deal_declarations)
        self.sheet_model.set_scores(match.deal_scores)
        if self.quiet_end:
            self.controller.resume()
            return
        scores = (match.scores[0], match.scores[1])
        dialog = DealSummaryDialog(score, number, match.names, scores,
                                   self.controller.deal_declarations, self)
        dialog.finished.connect(lambda _=0: self.controller.resume())
        self._open(dialog)
        if self.demo:
            QTimer.singleShot(round(DEMO_SUMMARY_MS * max(self.director.factor, 0.2)),
                              dialog, dialog.accept)

    def _match_ended(self, result: MatchResult) -> None:
        self._hide_controls()
        self.matchFinished.emit(result)
        if self.quiet_end:
            return
        match = self.controller.match
        assert match is not None
        dialog = MatchEndDialog(result, tuple(match.deal_scores), match.names, match.rules, self,
                                declarations=self.sheet_model.declarations)
        dialog.newMatchRequested.connect(self.ask_new_match)
        dialog.rejected.connect(lambda: self.scene.show_new_match(True))
        self._open(dialog)

    def show_score_sheet(self) -> None:
        """View > Score sheet: the points of every deal in a table."""
        self._open(ScoreSheetDialog(self.sheet_model, self))

    def show_rules(self) -> None:
        """Help > Rules of the match on the table."""
        self._open(RulesDialog(self.setup.rules, self))

    def show_about(self) -> None:
        """Help > About: the program and its version (``tressette_gui.__version__``)."""
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("About Tressette"), self.tr(
            "<b>Tressette</b> %1<br>Tressette for four and Spizzichino for two, "
            "offline, with honest bots.").replace("%1", html.escape(__version__)),
            QMessageBox.StandardButton.Ok, self)
        box.setIconPixmap(self.windowIcon().pixmap(64, 64))
        self._open(box)

    # ------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:
        """Keep the window geometry, hide, stop the bot thread cleanly (quit + wait: a
        bot in the middle of a choice finishes it first), say in
        the log and the status line that an unfinished match is saved, close at once
        (nothing asked). While a match is saved, Match > Quit says so as its status tip."""
        self._close_dialog()
        geometry = bytes(self.saveGeometry().data())
        self.hide()  # gone at once: joining the bot thread may wait for a choice under way
        self.controller.shutdown()
        if self.quit_action.statusTip():  # an unfinished match, saved: say so
            self.log.add_line(self._saved_note())
            self._set_status(self._saved_note())
        if self.settings is not None:
            self._remember(geometry=geometry)
        event.accept()
