"""The New match dialog: game, rules preset and options, end of the match, players.

It produces a :class:`~tressette_gui.ui.session.match_setup.MatchSetup`. Options that do
not apply to the chosen game are hidden (signals with two players, declaring with cards
taken later with four, how cards are dealt a mazzetti), those that do not apply to the
end of the match or to the other options chosen are disabled; rules that the
engine refuses (:class:`~tressette_gui.engine.RulesError`) or a name that breaks the
one name rule (empty, a control character, a character that cannot be shown) are shown
in the dialog with OK disabled.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine import VARIANTS, Rules, RulesError, presets_for
from ...history import Profile
from ...user_files.names import NameProblem, check_name, name_problem
from ..language.option_tips import option_tip, sweep_choices
from ..language.preset_names import preset_description, preset_name
from ..language.rules_text import game_title
from ..language.seat_names import table_seats
from ..session.match_setup import MatchSetup
from .end_options_box import EndOptionsBox
from .players_box import PlayersBox
from .rules_dialog import RulesDialog


class NewMatchDialog(QDialog):
    """Choose a new match (R3-R8) and the players.

    ``initial``: the setup to start from (e.g. the last one played); None gives
    :meth:`MatchSetup.default`. After ``accept``, :meth:`setup` returns the choice.
    ``auto_declare`` starts the ``auto_declare`` check box (the player's preference,
    not a rule: R5 declarations made at the first legal moment).

    Public widgets (for the table and tests): ``game`` and ``preset`` combos (each preset
    item's tooltip describes it; the one shown is described in ``preset_note`` below the
    list and in the combo's tooltip),
    ``checks`` (bool options by rule name), ``choices`` (combo options by rule name),
    ``auto_declare``, ``end`` (:class:`~.end_options_box.EndOptionsBox`) and its
    ``by_points``/``by_deals`` radios, ``target`` and ``deals`` spin boxes (its check box
    and combo box are ``checks["vinco_subito"]`` and ``choices["tiebreak"]``), ``seed``
    (line edit), ``message`` (the error label) and ``ok_button``;
    ``players`` (:class:`~.players_box.PlayersBox`) and its ``player_name``,
    ``opponent``, ``seat_names`` and ``levels`` (seats 1-3). ``profiles``: the history's
    profiles offered to the human seats, the one used last first. ``learn_button`` closes
    the dialog and emits ``learnRequested(name)``: the guided first match (issue 16) for
    the name in seat 0's field ("" when it holds no valid name).
    """

    learnRequested = Signal(str)

    def __init__(self, initial: MatchSetup | None = None,
                 parent: QWidget | None = None, *, auto_declare: bool = True,
                 profiles: Sequence[Profile] = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New match"))
        self._filling = False
        start = initial or MatchSetup.default()

        self.game = QComboBox(self)
        for variant in VARIANTS:
            self.game.addItem(game_title(variant), variant)
        self.preset = QComboBox(self)
        self.seed = QLineEdit(self)
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression("[0-9]{0,9}"),
                                                           self))
        self.seed.setPlaceholderText(self.tr("random"))
        self.seed.setToolTip(self.tr("The same number deals the same cards. "
                                     "Leave it empty for a random match."))
        game_box = QGroupBox(self.tr("Game"), self)
        game_form = QFormLayout(game_box)
        game_form.addRow(self.tr("&Game:"), self.game)
        game_form.addRow(self.tr("&Preset:"), self.preset)
        self.preset_note = QLabel(self)
        self.preset_note.setWordWrap(True)
        game_form.addRow(self.preset_note)
        game_form.addRow(self.tr("Match &number:"), self.seed)

        self.players = players_box = PlayersBox(profiles, self)
        self.player_name = players_box.player_name
        self.opponent = players_box.opponent
        self.seat_names, self.levels = players_box.seat_names, players_box.levels
        rules_box = self._build_rules()
        self.end = end_box = EndOptionsBox(self)
        self.by_points, self.by_deals = end_box.by_points, end_box.by_deals
        self.target, self.deals = end_box.target, end_box.deals
        self.checks["vinco_subito"] = end_box.vinco_subito
        self.choices["tiebreak"] = end_box.tiebreak

        self.message = QLabel(self)
        self.message.setObjectName("errorLabel")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020;")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("&Start"))
        rules_button = QPushButton(self.tr("&Rules\u2026"), self)
        buttons.addButton(rules_button, QDialogButtonBox.ButtonRole.HelpRole)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        rules_button.clicked.connect(self._show_rules)
        self.learn_button = QPushButton(self.tr("&Learn to play (guided deal)"), self)
        self.learn_button.setToolTip(self.tr("Never played? One deal against easy bots in "
                                             "which each turn says the rule that applies"))
        buttons.addButton(self.learn_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.learn_button.clicked.connect(self._learn)

        columns = QHBoxLayout()
        for boxes in ((game_box, players_box), (rules_box, end_box)):
            column = QVBoxLayout()
            for box in boxes:
                column.addWidget(box)
            column.addStretch(1)
            columns.addLayout(column)
        layout = QVBoxLayout(self)
        layout.addLayout(columns)
        layout.addWidget(self.message)
        layout.addWidget(buttons)

        self._load(start)
        self.auto_declare.setChecked(auto_declare)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.preset.currentIndexChanged.connect(self._show_preset_note)
        self._show_preset_note()
        players_box.changed.connect(self._update)
        for check in self.checks.values():
            check.toggled.connect(self._update)
        for combo in self.choices.values():
            combo.currentIndexChanged.connect(self._update)
        self.by_points.toggled.connect(self._update)
        for spin in (self.target, self.deals):
            spin.valueChanged.connect(self._update)
        self._update()
        self._fit_note()

    # ------------------------------------------------------------------ building
    def _fit_note(self) -> None:
        """Keep room for every line of the note over the rules at the width the options
        give the group (a wrapped label in a dialog does not grow it by itself)."""
        margins = self._rules_form.contentsMargins()
        width = self._rules_form.sizeHint().width() - margins.left() - margins.right()
        self.defaults_note.setMinimumHeight(self.defaults_note.heightForWidth(width))

    def _build_rules(self) -> QGroupBox:
        box = QGroupBox(self.tr("Rules"), self)
        self._rules_form = form = QFormLayout(box)
        self.defaults_note = QLabel(self.tr(
            "The preset sets these options as the game is classically played: if unsure, "
            "leave them as they are. Hover over an option to read what it does."), self)
        self.defaults_note.setWordWrap(True)
        # The options set the group's width; the note wraps within it (see _fit_note).
        self.defaults_note.setSizePolicy(QSizePolicy.Policy.Ignored,
                                         QSizePolicy.Policy.Preferred)
        form.addRow(self.defaults_note)
        self.checks: dict[str, QCheckBox] = {}
        for name, text in (
            ("declarations", self.tr("&Declarations (napola, tris, quaterna)")),
            ("declare_drawn", self.tr("Declare combinations completed &by cards drawn "
                                      "or picked up later")),
            ("collatondrione", self.tr("Napoletana decima wins the &match (collatondrione)")),
            ("redeal_under_one_point", self.tr("New deal for a &hand under one point")),
            ("signals", self.tr("S&ignals (busso, striscio, volo)")),
        ):
            self.checks[name] = QCheckBox(text, self)
            form.addRow(self.checks[name])
            if name == "declare_drawn":  # a preference, not a rule: in its place
                self.auto_declare = QCheckBox(self)  # worded by _update
                form.addRow(self.auto_declare)
        self.choices: dict[str, QComboBox] = {}
        self.choices["cappotto"] = self._combo(
            ("", "count"), ("", "wins_match"))  # worded for the game by _word_sweeps
        form.addRow(self.tr("Cappotto, strama&zzo:"), self.choices["cappotto"])
        self.choices["deal_packet"] = self._combo(
            (self.tr("one at a time"), 1), (self.tr("five at a time"), 5))
        form.addRow(self.tr("&Cards dealt:"), self.choices["deal_packet"])
        return box

    def _word_sweeps(self, players: int) -> None:
        """Word the cappotto option's choices for a game of ``players`` seats
        (:func:`sweep_choices`: the stakes of the sweeps that game has)."""
        combo = self.choices["cappotto"]
        for data, text in zip(("count", "wins_match"), sweep_choices(players), strict=True):
            combo.setItemText(combo.findData(data), text)

    def _explain_options(self, players: int) -> None:
        """Give every option (and the label of a list) its tooltip for a game of
        ``players`` seats: what it does, in plain words (:func:`option_tip`)."""
        named: dict[str, QWidget] = {**self.checks, **self.choices,
                                     "auto_declare": self.auto_declare, "game": self.game,
                                     "by_points": self.by_points, "target": self.target,
                                     "by_deals": self.by_deals, "deals": self.deals}
        for name, widget in named.items():
            tip = option_tip(name, players)
            widget.setToolTip(tip)
            label = self._rules_form.labelForField(widget)
            if label is not None:
                label.setToolTip(tip)

    def _combo(self, *items: tuple[str, Any]) -> QComboBox:
        combo = QComboBox(self)
        for text, data in items:
            combo.addItem(text, data)
        return combo

    # ------------------------------------------------------------------- filling
    def _load(self, setup: MatchSetup) -> None:
        """Show ``setup``: game, options, names, levels and seed."""
        self._filling = True
        self.game.setCurrentIndex(self.game.findData(setup.rules.variant))
        self.players.set_players(setup.rules.players)
        self._fill_presets(setup.rules.variant)
        self._fill(setup.rules)
        self.players.load(setup)
        self.seed.setText("" if setup.seed is None else str(setup.seed))
        self._filling = False

    def _fill_presets(self, variant: str) -> None:
        self.preset.clear()
        for name in presets_for(variant):
            self.preset.addItem(preset_name(name), name)
        self.preset.addItem(self.tr("Custom"), None)
        for i in range(self.preset.count()):
            self.preset.setItemData(i, self._preset_note(self.preset.itemData(i)),
                                    Qt.ItemDataRole.ToolTipRole)

    def _preset_note(self, name: str | None) -> str:
        """The line describing preset ``name`` (None: Custom)."""
        if name is None:
            return self.tr("Rules of your own choosing: set any option under Rules.")
        return preset_description(name)

    def _show_preset_note(self) -> None:
        """The preset shown is described beside the list and in its tooltip."""
        note = self._preset_note(self.preset.currentData())
        self.preset_note.setText(note)
        self.preset.setToolTip(note)

    def _fill(self, rules: Rules) -> None:
        """Set every option widget from ``rules``."""
        for name, check in self.checks.items():
            check.setChecked(getattr(rules, name))
        for name, combo in self.choices.items():
            combo.setCurrentIndex(combo.findData(getattr(rules, name)))
        self.end.fill(rules)

    # ------------------------------------------------------------------ reacting
    def _game_changed(self) -> None:
        variant = str(self.game.currentData())
        self._filling = True
        self._fill_presets(variant)
        self._fill(next(iter(presets_for(variant).values())))
        self.players.set_players(Rules.for_variant(variant).players)
        self._filling = False
        self._update()

    def _preset_chosen(self) -> None:
        name = self.preset.currentData()
        if self._filling or name is None:
            return
        self._filling = True
        self._fill(presets_for(str(self.game.currentData()))[name])
        self._filling = False
        self._update()

    def _update(self) -> None:
        """Show the options of the game, enable those that apply, check the rules and
        names, and show the matching preset (or Custom)."""
        if self._filling:
            return
        variant = str(self.game.currentData())
        two = variant != "tressette"
        self._explain_options(2 if two else 4)
        self._word_sweeps(2 if two else 4)
        declarations = self.checks["declarations"].isChecked()
        self._filling = True
        if two:
            self.checks["signals"].setChecked(False)
        self.end.enable_chosen()
        self._filling = False
        form = self._rules_form  # an option the game does not have is not shown
        form.setRowVisible(self.checks["signals"], not two)  # R8
        form.setRowVisible(self.checks["declare_drawn"], two)  # R5
        self.checks["declare_drawn"].setEnabled(declarations)
        self.auto_declare.setEnabled(declarations)
        self.auto_declare.setText(  # it applies to every person at the table
            self.tr("Declare automatically &for the people at the table")
            if self.players.hot_seat else self.tr("Declare &for me automatically"))
        form.setRowVisible(self.choices["deal_packet"], variant != "mazzetti")  # R3
        self.levels[0].setEnabled(not (two and self.players.hot_seat))

        problem = ""
        try:
            rules = self._rules()
        except RulesError as exc:
            problem = self.tr("These rules do not go together: {error}").format(error=exc)
        else:
            matching = [i for i in range(self.preset.count() - 1)
                        if presets_for(variant)[self.preset.itemData(i)] == rules]
            self._filling = True
            self.preset.setCurrentIndex(matching[0] if matching else self.preset.count() - 1)
            self._filling = False
        if not problem and self.players.name_problem() is NameProblem.UNPRINTABLE:
            problem = self.tr("A name may hold only letters, digits, spaces and signs: no "
                              "control characters or other characters that cannot be shown.")
        if not problem:
            problem = self.players.problem()
        self.message.setText(problem)
        self.message.setVisible(bool(problem))
        self.ok_button.setEnabled(not problem)

    def _rules(self) -> Rules:
        """The rules the widgets show; raises RulesError for a bad combination."""
        options: dict[str, Any] = {name: c.isChecked() for name, c in self.checks.items()}
        options.update({name: c.currentData() for name, c in self.choices.items()})
        options.update(self.end.options())
        return Rules.for_variant(str(self.game.currentData()), **options)

    def _show_rules(self) -> None:
        try:
            rules = self._rules()
        except RulesError:
            return
        dialog = RulesDialog(rules, self, auto_declare=self.auto_declare.isChecked())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # -------------------------------------------------------------------- result
    def _learn(self) -> None:
        """Close the dialog, then ask for the guided first match for the name typed or
        picked for seat 0 (``learnRequested``; "" for no valid name)."""
        name = self.players.names()[0]
        self.reject()
        self.learnRequested.emit("" if name_problem(name) else name)

    def setup(self) -> MatchSetup:
        """The match chosen: rules, names (seat order), levels (None for humans:
        seat 0, and seat 1 in a hot-seat two-player game), seed (None: random) and the
        profile of each human seat (None for a new name: see
        :meth:`.players_box.PlayersBox.profile_ids`); ``who``: each bot by its level and
        seat, worded in the language installed when shown, each person as typed.

        Raises RulesError, or ``user_files.UserFileError`` (a ValueError) for a name
        that breaks the name rule, when the dialog shows a problem (OK is then
        disabled, so after ``accept`` it does not raise).
        """
        rules = self._rules()
        names = tuple(check_name(name) for name in self.players.names())
        text, levels = self.seed.text(), self.players.seat_levels()
        return MatchSetup(rules, names, levels, int(text) if text else None,
                          self.players.profile_ids(), who=table_seats(names, levels))
