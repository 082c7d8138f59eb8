"""The players of a new match, in the New match dialog: the profile of each human seat
(seat 0, South; for two players also the opponent when a person plays it at the same
screen, hot-seat), and every bot's level; a bot's name is fixed by its level (R2,
issue 15).

A human seat is an editable list of the history's profiles, the one used last first:
pick one, or type a new name and a profile of that name is made when the match starts.
A seat's box shows a bot's fixed name while a bot plays it; when a person plays it again
(the game or the opponent changed) it shows the person's name it held before, never the
bot's: a person's name is only ever typed, picked, or a default name.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QStyle,
    QStyleOptionComboBox,
    QWidget,
)

from ... import bots
from ...history import Profile
from ...user_files.names import MAX_NAME, NameProblem, check_name, name_problem
from ..language.default_names import default_names
from ..language.levels import bot_name, level_description, level_name
from ..session.match_setup import MatchSetup

#: The space (px) a line edit keeps on each side of its text (Qt's QLineEdit).
LINE_MARGIN = 2

class PlayersBox(QGroupBox):
    """The players' part of the New match dialog; ``changed()`` when a name, a level or
    the opponent changes. ``profiles``: the history's profiles, the one used last first.

    Public widgets: ``player_name`` (seat 0's profile, an editable combo box),
    ``opponent`` (bot or person), and per other seat (1-3) ``seat_labels``,
    ``seat_names`` (an editable profile combo box for a person, showing the fixed name
    for a bot) and ``levels`` (each level's item, and the box for the level chosen, has
    the level's description for the game's number of players as tooltip:
    :func:`~..language.levels.level_description`).
    """

    changed = Signal()

    def __init__(self, profiles: Sequence[Profile] = (),
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Players"))
        self._players = 0
        self._profiles = {p.name.casefold(): p for p in profiles}
        grid = QGridLayout(self)
        self.player_name = self._profile_box([p.name for p in profiles])
        self._player_label = QLabel(self)
        self._player_label.setBuddy(self.player_name)
        grid.addWidget(self._player_label, 0, 0)
        grid.addWidget(self.player_name, 0, 1, 1, 2)
        self.opponent = QComboBox(self)
        self.opponent.addItem(self.tr("Bot"), "bot")
        self.opponent.addItem(self.tr("Person (hot-seat)"), "human")
        self.opponent.setToolTip(self.tr("A bot, or a friend who plays at this screen: "
                                         "each hand is covered while the other plays. "
                                         "Hot-seat is for the two-player games."))
        self._opponent_label = QLabel(self.tr("&Opponent:"), self)
        self._opponent_label.setBuddy(self.opponent)
        grid.addWidget(self._opponent_label, 1, 0)
        grid.addWidget(self.opponent, 1, 1, 1, 2)
        self.seat_labels: list[QLabel] = []
        self.seat_names: list[QComboBox] = []
        self.levels: list[QComboBox] = []
        #: Per seat box (seats 1-3): the person's name it held before a bot's name
        #: replaced it, None while a bot's name is shown and no person played the seat.
        self._person_names: list[str | None] = [None] * 3
        #: Per seat box: True while it shows a bot's fixed name (at first: no person yet).
        self._bot_shown = [True] * 3
        for row in range(3):
            label = QLabel(self)
            name = self._profile_box([p.name for p in profiles])
            name.setEditText("")  # not the first profile's: that is seat 0's offer
            level = self._level_box()
            level.currentIndexChanged.connect(self._show_bot_names)
            grid.addWidget(label, row + 2, 0)
            grid.addWidget(name, row + 2, 1)
            grid.addWidget(level, row + 2, 2)
            self.seat_labels.append(label)
            self.seat_names.append(name)
            self.levels.append(level)
        grid.setColumnStretch(1, 1)
        self.opponent.currentIndexChanged.connect(self._show_bot_names)
        for box in (self.player_name, *self.seat_names):
            box.editTextChanged.connect(self.changed)

    def _level_box(self) -> QComboBox:
        """A bot level list: each level says what it does as the tooltip of its item in
        the open list, and the closed box as its own tooltip (:meth:`_describe_levels`)."""
        box = QComboBox(self)
        for key in bots.LEVELS:
            box.addItem(level_name(key), key)
        box.currentIndexChanged.connect(lambda: box.setToolTip(
            level_description(str(box.currentData()), self._players)))
        return box

    def _describe_levels(self) -> None:
        """Each level list's items and box say what the level does in a game of this many
        players (the signals only with four)."""
        for box in self.levels:
            for i in range(box.count()):
                box.setItemData(i, level_description(str(box.itemData(i)), self._players),
                                Qt.ItemDataRole.ToolTipRole)
            box.setToolTip(level_description(str(box.currentData()), self._players))

    def _profile_box(self, names: list[str]) -> QComboBox:
        box = QComboBox(self)
        box.setEditable(True)
        box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        box.addItems(names)
        line = box.lineEdit()
        assert line is not None  # editable
        line.setMaxLength(MAX_NAME)
        line.setPlaceholderText(self.tr("Your name"))
        box.setToolTip(self.tr("Pick a profile, or type a new name to make one"))
        return box

    def set_players(self, players: int) -> None:
        """Show the seats of a ``players``-player game."""
        if players == self._players:
            return
        self._players = players
        for i, label in enumerate(self.seat_labels):
            shown = i < players - 1
            for widget in (label, self.seat_names[i], self.levels[i]):
                widget.setVisible(shown)
        self._opponent_label.setVisible(players == 2)
        self.opponent.setVisible(players == 2)
        self._describe_levels()
        self._fit_bot_names()
        self._show_bot_names()

    def _label_seats(self) -> None:
        """Word the seats for who plays them: "You (South)" and "Opponent's name" for one
        person against bots, "Player 1 (South)" and "Player 2" when two people share
        the screen (hot-seat); the compass seats with four players."""
        hot_seat = self.hot_seat
        self._player_label.setText(self.tr("Player &1 (South):") if hot_seat
                                   else self.tr("&You (South):"))
        seats = (self.tr("&East:"), self.tr("N&orth (partner):"), self.tr("&West:"))
        for i, label in enumerate(self.seat_labels):
            if self._players == 4:
                label.setText(seats[i])
            else:
                label.setText(self.tr("Player &2:") if hot_seat
                              else self.tr("Opponent's nam&e:"))

    def _fit_bot_names(self) -> None:
        """Make each seat's name box wide enough for the longest fixed name a bot of any
        level has there ("Principiante (Ovest)"): a bot's name is read whole, in every
        language, and the box keeps its width when a level changes."""
        for seat, box in enumerate(self.seat_names[:self._players - 1], start=1):
            widest = max(box.fontMetrics().horizontalAdvance(bot_name(level, seat, self._players))
                         for level in bots.LEVELS)
            option = QStyleOptionComboBox()
            box.initStyleOption(option)
            text = QSize(widest + 2 * LINE_MARGIN, box.fontMetrics().height())
            style = box.style()
            box.setMinimumWidth(style.sizeFromContents(
                QStyle.ContentsType.CT_ComboBox, option, text, box).width())

    def load(self, setup: MatchSetup) -> None:
        """Show the names and levels of ``setup`` (its number of seats already set)."""
        self.player_name.setEditText(setup.names[0])
        for seat in range(1, setup.rules.players):
            level = setup.levels[seat]
            if level is not None:
                combo = self.levels[seat - 1]
                combo.setCurrentIndex(max(combo.findData(level), 0))
        hot_seat = setup.rules.players == 2 and setup.levels[1] is None
        self.opponent.setCurrentIndex(1 if hot_seat else 0)
        if hot_seat:
            self.seat_names[0].setEditText(setup.names[1])
        self._show_bot_names()

    @property
    def hot_seat(self) -> bool:
        """True when a person plays the two-player opponent at the same screen."""
        return self._players == 2 and self.opponent.currentData() == "human"

    def _person_name(self, seat: int) -> str:
        """The name a person playing ``seat`` gets when a bot played it until now: the
        name held there before a bot's, else a profile other than seat 0's, else the
        default name ("Opponent" in the language installed)."""
        kept = self._person_names[seat - 1]
        if kept is not None:
            return kept
        mine = self.player_name.currentText().strip().casefold()
        return next((p.name for key, p in self._profiles.items() if key != mine),
                    default_names(2)[1])

    def name_problem(self) -> NameProblem | None:
        """What is wrong with the first name typed that breaks the one name rule
        (``user_files.names``: not blank, no control character, no character that
        cannot be shown, such as a lone surrogate), None when every name is valid."""
        return next(filter(None, map(name_problem, self.names())), None)

    def _show_bot_names(self) -> None:
        """Each bot seat shows its fixed name (by level, R2) and cannot be edited; the
        name a person had there is kept for when a person plays it again, and a seat
        a person now plays after a bot shows a person's name (:meth:`_person_name`).
        The labels follow (:meth:`_label_seats`); a seat's label leads its Alt-letter to
        the box that may be changed: the name of a person, the level of a bot."""
        levels = self.seat_levels()
        for seat in range(1, self._players):
            box = self.seat_names[seat - 1]
            level = levels[seat]
            box.setEnabled(level is None)
            self.seat_labels[seat - 1].setBuddy(box if level is None else self.levels[seat - 1])
            if level is not None:
                if not self._bot_shown[seat - 1]:
                    self._person_names[seat - 1] = box.currentText()
                box.setEditText(bot_name(level, seat, self._players))
                line = box.lineEdit()
                assert line is not None  # editable
                line.setCursorPosition(0)  # a long name shows its start, not its end
            elif self._bot_shown[seat - 1]:
                box.setEditText(self._person_name(seat))
            self._bot_shown[seat - 1] = level is not None
        self._label_seats()
        self.changed.emit()

    def names(self) -> tuple[str, ...]:
        """The names at the table, one per seat: a human's as typed (stripped, "" where
        none is typed), a bot's fixed name."""
        others = [box.currentText().strip() for box in self.seat_names[:self._players - 1]]
        return (self.player_name.currentText().strip(), *others)

    def problem(self) -> str:
        """Why the players cannot start (a missing or bad name, two humans with one
        name), translated; "" when they can."""
        names = self.names()
        try:
            for name in names:
                check_name(name)
        except ValueError:
            return self.tr("Every player needs a name.")
        humans = [names[seat].casefold() for seat in self.humans()]
        if len(set(humans)) < len(humans):
            return self.tr("The two players need different names.")
        return ""

    def humans(self) -> tuple[int, ...]:
        """The seats played by people."""
        return tuple(seat for seat, level in enumerate(self.seat_levels()) if level is None)

    def profile_ids(self) -> tuple[int | None, ...]:
        """Per seat, the id of the profile named as typed (a human seat), else None (a
        bot, or a new name: its profile is made when the match starts)."""
        names, humans = self.names(), self.humans()
        ids: list[int | None] = []
        for seat, name in enumerate(names):
            profile = self._profiles.get(name.casefold()) if seat in humans else None
            ids.append(None if profile is None else profile.id)
        return tuple(ids)

    def seat_levels(self) -> tuple[str | None, ...]:
        """Per seat, the bot level chosen, None for a human (seat 0, and the opponent
        of a hot-seat game)."""
        levels: list[str | None] = [None]
        levels.extend(str(combo.currentData()) for combo in self.levels[:self._players - 1])
        if self.hot_seat:
            levels[1] = None
        return tuple(levels)
