"""The players of a new match, in the New match dialog: the human's name (seat 0,
South), for two players whether the opponent is a bot or a person at the same screen
(hot-seat), and every other seat's name and bot level (R2)."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QLineEdit, QWidget

from ... import bots
from ...user_files.names import MAX_NAME, NameProblem, name_problem
from ..language.default_names import default_names
from ..session.match_setup import MatchSetup


class PlayersBox(QGroupBox):
    """The players' part of the New match dialog; ``changed()`` when a name or the
    opponent changes.

    Public widgets: ``player_name``, ``opponent`` (bot or person), and per other seat
    (1-3) ``seat_labels``, ``bot_names`` and ``levels``.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Players"))
        self._players = 0
        grid = QGridLayout(self)
        self.player_name = QLineEdit(self)
        self.player_name.setMaxLength(MAX_NAME)
        name_width = self.fontMetrics().horizontalAdvance("M" * 9)
        grid.addWidget(QLabel(self.tr("You (South):"), self), 0, 0)
        grid.addWidget(self.player_name, 0, 1, 1, 2)
        self.opponent = QComboBox(self)
        self.opponent.addItem(self.tr("Bot"), "bot")
        self.opponent.addItem(self.tr("Person (hot-seat)"), "human")
        self._opponent_label = QLabel(self.tr("Opponent:"), self)
        grid.addWidget(self._opponent_label, 1, 0)
        grid.addWidget(self.opponent, 1, 1, 1, 2)
        self.seat_labels: list[QLabel] = []
        self.bot_names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        for row in range(3):
            label = QLabel(self)
            name = QLineEdit(self)
            name.setMaxLength(MAX_NAME)
            name.setMinimumWidth(name_width)
            level = QComboBox(self)
            for key, text in bots.LEVELS.items():
                level.addItem(text, key)
            grid.addWidget(label, row + 2, 0)
            grid.addWidget(name, row + 2, 1)
            grid.addWidget(level, row + 2, 2)
            self.seat_labels.append(label)
            self.bot_names.append(name)
            self.levels.append(level)
        grid.setColumnStretch(1, 1)
        self.opponent.currentIndexChanged.connect(self.changed)
        for edit in (self.player_name, *self.bot_names):
            edit.textChanged.connect(self.changed)

    def set_players(self, players: int) -> None:
        """Show the seats of a ``players``-player game, with default bot names when
        the number of players changes."""
        if players == self._players:
            return
        self._players = players
        seats = (self.tr("East:"), self.tr("North (partner):"), self.tr("West:"))
        for i, label in enumerate(self.seat_labels):
            shown = i < players - 1
            label.setText(seats[i] if players == 4 else self.tr("Opponent's name:"))
            for widget in (label, self.bot_names[i], self.levels[i]):
                widget.setVisible(shown)
            if shown:
                self.bot_names[i].setText(default_names(players)[i + 1])
        self._opponent_label.setVisible(players == 2)
        self.opponent.setVisible(players == 2)

    def load(self, setup: MatchSetup) -> None:
        """Show the names and levels of ``setup`` (its number of seats already set)."""
        self.player_name.setText(setup.names[0])
        for seat in range(1, setup.rules.players):
            self.bot_names[seat - 1].setText(setup.names[seat])
            level = setup.levels[seat]
            if level is not None:
                self.levels[seat - 1].setCurrentIndex(max(self.levels[seat - 1].findData(level),
                                                          0))
        hot_seat = setup.rules.players == 2 and setup.levels[1] is None
        self.opponent.setCurrentIndex(1 if hot_seat else 0)

    @property
    def hot_seat(self) -> bool:
        """True when a person plays the two-player opponent at the same screen."""
        return self._players == 2 and self.opponent.currentData() == "human"

    def names(self) -> tuple[str, ...]:
        """The names typed, stripped, one per seat ("" where none is typed)."""
        others = [edit.text().strip() for edit in self.bot_names[:self._players - 1]]
        return (self.player_name.text().strip(), *others)

    def name_problem(self) -> NameProblem | None:
        """What is wrong with the first name typed that breaks the one name rule
        (``user_files.names``: not blank, no control character, no character that
        cannot be shown, such as a lone surrogate), None when every name is valid."""
        return next(filter(None, map(name_problem, self.names())), None)

    def seat_levels(self) -> tuple[str | None, ...]:
        """Per seat, the bot level chosen, None for a human (seat 0, and the opponent
        of a hot-seat game)."""
        levels: list[str | None] = [None]
        levels.extend(str(combo.currentData()) for combo in self.levels[:self._players - 1])
        if self.hot_seat:
            levels[1] = None
        return tuple(levels)
