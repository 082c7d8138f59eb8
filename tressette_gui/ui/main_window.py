"""The main window: the table, the controls under it (declare, signals, redeal,
mazzetti pile choice), the score panel, last-trick view and log docks, the menus
and the status line."""

from __future__ import annotations

import secrets
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QIcon
from PySide6.QtWidgets import (
    QDialog,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..bots import Bot, make_bot
from ..engine import DealScore, Declare, MatchResult, Observation, Phase, Play
from ..engine import Signal as Lead
from .animation import SPEEDS, AnimationDirector
from .card_images import CardImages, assets_dir
from .controller import TableController
from .deal_summary import DealSummaryDialog
from .last_trick import LastTrickView
from .match_end import MatchEndDialog
from .match_setup import MatchSetup, side_label
from .new_match_dialog import NewMatchDialog
from .pile_choice import ChoiceStage, PileChoice
from .rules_text import RulesDialog
from .score_sheet import ScoreSheetModel
from .table_scene import TableScene
from .table_state import NoteKind, Step, StepKind
from .table_view import TableView

#: In demo mode, how long (ms) an end-of-deal summary stays before the match goes on.
DEMO_SUMMARY_MS = 2500


class MainWindow(QMainWindow):
    """The application window around one :class:`TableController`.

    ``demo``: every seat is a bot and end-of-deal summaries close by themselves;
    ``quiet_end``: no dialogs at all at the end of deals and of the match (the
    ``--exit-after-match`` smoke test). ``matchFinished(MatchResult)`` is emitted
    when the end-of-match dialog would appear. ``bot_factory`` makes the bots.
    """

    matchFinished = Signal(object)

    def __init__(self, images: CardImages | None = None,
                 bot_factory: Callable[[str], Bot] = make_bot, *,
                 demo: bool = False, quiet_end: bool = False,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tressette"))
        icon = assets_dir() / "icon.png"
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.images = images or CardImages()
        self.demo = demo
        self.quiet_end = quiet_end
        self.setup: MatchSetup = MatchSetup.default()
        self.scene = TableScene(self.images, self)
        self.director = AnimationDirector(self.scene, self)
        self.controller = TableController(self.scene, self.director, bot_factory, self)
        self.view = TableView(self.scene, self)
        self.dialog: QDialog | None = None
        self._declared_lines: list[str] = []
        self._build_controls()
        self._build_docks()
        self._build_menus()
        self._connect()
        self.resize(1280, 860)

    # ------------------------------------------------------------- building
    def _build_controls(self) -> None:
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        self.controls = QWidget(central)
        bar = QHBoxLayout(self.controls)
        self.prompt = QLabel(self.controls)
        bar.addWidget(self.prompt)
        self.declare_box = QHBoxLayout()
        bar.addLayout(self.declare_box)
        self.signal_buttons: dict[Lead, QPushButton] = {}
        for signal, text in ((Lead.BUSSO, self.tr("Busso")), (Lead.STRISCIO, self.tr("Striscio")),
                             (Lead.VOLO, self.tr("Volo"))):
            button = QPushButton(text, self.controls)
            button.setCheckable(True)
            button.toggled.connect(lambda on, s=signal: self._signal_toggled(s, on))
            bar.addWidget(button)
            self.signal_buttons[signal] = button
        self.redeal_ask = QPushButton(self.tr("Ask for a new deal"), self.controls)
        self.redeal_keep = QPushButton(self.tr("Keep the hand"), self.controls)
        self.redeal_ask.clicked.connect(lambda: self.controller.answer_redeal(True))
        self.redeal_keep.clicked.connect(lambda: self.controller.answer_redeal(False))
        bar.addWidget(self.redeal_ask)
        bar.addWidget(self.redeal_keep)
        self.piles_again = QPushButton(self.tr("Put the piles back"), self.controls)
        self.piles_confirm = QPushButton(self.tr("Take these piles"), self.controls)
        self.piles_again.clicked.connect(lambda: self.controller.restart_piles())
        self.piles_confirm.clicked.connect(lambda: self.controller.confirm_piles())
        bar.addWidget(self.piles_again)
        bar.addWidget(self.piles_confirm)
        bar.addStretch(1)
        self.declare_buttons: list[QPushButton] = []
        layout.addWidget(self.controls)
        self.setCentralWidget(central)
        self._hide_controls()

    def _build_docks(self) -> None:
        self.score_panel = QLabel(self)
        self.score_panel.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.score_panel.setWordWrap(True)
        self.score_panel.setMinimumSize(220, 200)
        self.score_dock = self._dock(self.tr("Score"), self.score_panel,
                                     Qt.DockWidgetArea.RightDockWidgetArea)
        self.last_trick = LastTrickView(self.images, self)
        self.last_trick_dock = self._dock(self.tr("Last trick"), self.last_trick,
                                          Qt.DockWidgetArea.RightDockWidgetArea)
        self.log = QPlainTextEdit(self)
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(2000)
        self.log_dock = self._dock(self.tr("Log"), self.log,
                                   Qt.DockWidgetArea.RightDockWidgetArea)
        self.sheet_model = ScoreSheetModel(self.setup.names, self)
        self.resizeDocks([self.score_dock, self.last_trick_dock, self.log_dock], [160, 150, 300],
                         Qt.Orientation.Vertical)

    def _dock(self, title: str, widget: QWidget, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(title, self)
        dock.setObjectName(title)
        dock.setWidget(widget)
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetClosable
                         | QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.addDockWidget(area, dock)
        return dock

    def _build_menus(self) -> None:
        bar = self.menuBar()
        match = bar.addMenu(self.tr("&Match"))
        self.new_action = self._action(match, self.tr("&New match..."), self.ask_new_match,
                                       "Ctrl+N")
        self._action(match, self.tr("&Demo (bots only)"), self.start_demo)
        self.resign_action = self._action(match, self.tr("&Resign"), self.resign)
        match.addSeparator()
        self._action(match, self.tr("&Quit"), self.close, "Ctrl+Q")
        view = bar.addMenu(self.tr("&View"))
        for dock in (self.last_trick_dock, self.score_dock, self.log_dock):
            view.addAction(dock.toggleViewAction())
        self._action(view, self.tr("Score &sheet..."), self.show_score_sheet)
        settings = bar.addMenu(self.tr("&Settings"))
        speed = settings.addMenu(self.tr("Animation &speed"))
        group = QActionGroup(self)
        labels = {"slow": self.tr("Slow"), "normal": self.tr("Normal"),
                  "fast": self.tr("Fast"), "off": self.tr("Off")}
        self.speed_actions: dict[str, QAction] = {}
        for name in SPEEDS:
            action = speed.addAction(labels[name])
            action.setCheckable(True)
            action.setChecked(name == self.director.speed)
            action.triggered.connect(lambda _=False, n=name: self.set_speed(n))
            group.addAction(action)
            self.speed_actions[name] = action
        self.auto_declare_action = settings.addAction(self.tr("&Auto-declare"))
        self.auto_declare_action.setCheckable(True)
        self.auto_declare_action.setChecked(True)
        self.auto_declare_action.toggled.connect(self._auto_declare_toggled)
        language = settings.addMenu(self.tr("&Language"))
        placeholder = language.addAction(self.tr("Italiano / English (coming soon)"))
        placeholder.setEnabled(False)
        help_menu = bar.addMenu(self.tr("&Help"))
        self._action(help_menu, self.tr("&Rules..."), self.show_rules, "F1")
        self._action(help_menu, self.tr("&About..."), self.show_about)

    def _action(self, menu: QObject, text: str, slot: Callable[[], object],
                shortcut: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    def _connect(self) -> None:
        c = self.controller
        c.status.connect(self._set_status)
        c.logged.connect(self.log.appendPlainText)
        c.humanTurn.connect(self._human_turn)
        c.stepShown.connect(self._step_shown)
        c.dealScored.connect(self._deal_scored)
        c.matchEnded.connect(self._match_ended)
        c.pilesChanged.connect(self._piles_changed)
        c.coverShown.connect(lambda _name: self._hide_controls())
        self.scene.cardClicked.connect(c.click_card)
        self.view.feltClicked.connect(c.skip_animation)
        self.view.moveSelection.connect(c.move_selection)
        self.view.playSelected.connect(c.play_selected)
        self.view.playPosition.connect(c.play_position)

    # ---------------------------------------------------------------- match
    def start_match(self, setup: MatchSetup, seed: int | None = None) -> int:
        """Start ``setup`` with ``seed`` (else the setup's seed, else a fresh one);
        returns the seed used (shown in the log, to replay the match)."""
        if seed is None:
            seed = setup.seed if setup.seed is not None else secrets.randbelow(10**9)
        self._close_dialog()
        self.setup = setup
        self.sheet_model = ScoreSheetModel(setup.names, self)
        self._declared_lines = []
        self.auto_declare_action.setChecked(setup.rules.auto_declare)
        self.resign_action.setEnabled(None in setup.levels)
        self.controller.new_match(setup, seed)
        self.view.setFocus()
        return seed

    def ask_new_match(self) -> None:
        """Match > New: the New match dialog; OK starts the match chosen."""
        initial = self.setup if None in self.setup.levels else None
        dialog = NewMatchDialog(initial, self)
        dialog.accepted.connect(lambda: self.start_match(dialog.setup()))
        self._open(dialog)

    def start_demo(self) -> None:
        """Match > Demo: the same game with bots in every seat."""
        self.demo = True
        self.start_match(self.setup.demo())

    def resign(self) -> None:
        """Match > Resign: the human's side loses (R10)."""
        self.controller.resign()

    def set_speed(self, speed: str) -> None:
        """Settings > Animation speed (a key of SPEEDS)."""
        self.director.set_speed(speed)
        self.speed_actions[speed].setChecked(True)

    def _auto_declare_toggled(self, on: bool) -> None:
        self.controller.auto_declare = on

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
        self.controls.hide()

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
            button = QPushButton(self.tr("Declare %1").replace("%1", str(action.declaration)),
                                 self.controls)
            button.clicked.connect(lambda _=False, a=action: self.controller.declare(a.declaration))
            self.declare_box.addWidget(button)
            self.declare_buttons.append(button)
            shown = True
        if obs.rules.signals and not obs.trick and obs.trick_number > 0 and obs.phase is Phase.PLAY:
            true = {a.signal for a in obs.legal_actions if isinstance(a, Play)}
            for signal, button in self.signal_buttons.items():
                button.setEnabled(signal in true)
                button.show()
            self.prompt.setText(self.tr("Signal with your lead:"))
            shown = True
        self.controls.setVisible(shown)

    def _piles_changed(self, choice: PileChoice) -> None:
        """The mazzetti pile choice (R3.3): what to click next, and its buttons."""
        stage = choice.stage
        if stage is ChoiceStage.TAKE:
            text = self.tr("Click 4 piles to take them (%1 of 4)").replace(
                "%1", str(len(choice.taken)))
        elif stage is ChoiceStage.HAND:
            text = self.tr("Now click the 2 piles for your hand; the other 2 stay in front "
                           "of you, top card up")
        else:
            text = self.tr("The glowing piles go to your hand: confirm")
        self.prompt.setText(text)
        self.piles_again.setVisible(choice.can_restart)
        self.piles_confirm.setEnabled(stage is ChoiceStage.READY)
        self.piles_confirm.show()
        self.controls.show()

    def _signal_toggled(self, signal: Lead, on: bool) -> None:
        if on:
            for other, button in self.signal_buttons.items():
                if other is not signal and button.isChecked():
                    button.blockSignals(True)
                    button.setChecked(False)
                    button.blockSignals(False)
        self.controller.set_lead_signal(signal if on else None)

    def _set_status(self, text: str) -> None:
        self.statusBar().showMessage(text)

    # ---------------------------------------------------------- table steps
    def _step_shown(self, step: Step) -> None:
        state = step.state
        if not self.controller.waiting_for_human:
            self._hide_controls()
        if step.kind is StepKind.DEAL:
            self._declared_lines = []
        note = state.note
        if step.kind is StepKind.SHOW and note is not None and note.kind is NoteKind.DECLARATION:
            self._declared_lines.append(f"{self.setup.names[note.seat]}: {note.detail}")
        self.last_trick.set_trick(state.last_trick, self.setup.names)
        self.score_panel.setText(self._score_html(state.scores, state.thirds, state.declared,
                                                  state.deal_number))

    def _score_html(self, scores: tuple[int, int], thirds: tuple[int, int],
                    declared: tuple[int, int], deal: int) -> str:
        names = self.setup.names
        rows = []
        for side in (0, 1):
            whole, rest = divmod(thirds[side], 3)
            rows.append(self.tr("<tr><td><b>%1</b></td><td align=right>%2</td>"
                                "<td align=right>%3 + %4/3</td><td align=right>%5</td></tr>")
                        .replace("%1", side_label(side, names)).replace("%2", str(scores[side]))
                        .replace("%3", str(whole)).replace("%4", str(rest))
                        .replace("%5", str(declared[side])))
        head = self.tr("<tr><th></th><th>Match</th><th>Deal %1 cards</th><th>Declared</th></tr>"
                       ).replace("%1", str(deal))
        decl = "".join(f"<li>{line}</li>" for line in self._declared_lines)
        title = self.tr("Declarations")
        return (f"<table cellspacing=4>{head}{''.join(rows)}</table>"
                f"<p><b>{title}</b></p><ul>{decl}</ul>")

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

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.reject()

    def _deal_scored(self, score: DealScore, number: int) -> None:
        match = self.controller.match
        assert match is not None
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
        dialog = MatchEndDialog(result, tuple(match.deal_scores), match.names, match.rules, self)
        dialog.newMatchRequested.connect(self.ask_new_match)
        self._open(dialog)

    def show_score_sheet(self) -> None:
        """View > Score sheet: the points of every deal in a table."""
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Score sheet"))
        table = QTableView(dialog)
        table.setModel(self.sheet_model)
        layout = QVBoxLayout(dialog)
        layout.addWidget(table)
        dialog.resize(560, 360)
        self._open(dialog)

    def show_rules(self) -> None:
        """Help > Rules of the match on the table."""
        self._open(RulesDialog(self.setup.rules, self))

    def show_about(self) -> None:
        """Help > About."""
        QMessageBox.about(self, self.tr("About Tressette"), self.tr(
            "<b>Tressette</b><br>Tressette for four and Spizzichino for two, "
            "offline, with honest bots."))

    # ------------------------------------------------------------- closing
    def closeEvent(self, event: QCloseEvent) -> None:
        """Stop the bot thread cleanly (quit + wait) before closing."""
        self._close_dialog()
        self.controller.shutdown()
        event.accept()
