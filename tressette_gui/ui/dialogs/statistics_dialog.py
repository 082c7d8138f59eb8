"""The Statistics window (issue 15): what one profile did, in every game or in one:
matches played and won by outcome, average points per deal, the longest winning streak,
ranked matches and R9 standings, sweeps made and suffered (R6) and declarations (R5),
with a bar chart of the matches won against each bot level (a picture says more there).
Every value is the history's (``Stats.of_player``).
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum
from typing import TypeVar

from PySide6.QtCore import QLocale, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from ...engine import VARIANTS
from ...history import History, Outcome, PlayerStatistics, Tally
from ..language.history_words import standings_text
from ..language.levels import level_name
from ..language.rules_text import game_title
from .bar_chart import Bar, BarChart
from .choice_reader import ChoiceReader
from .sizing import fit_size

#: A kind counted by the statistics: a sweep (R6) or a declaration (R5).
Kind = TypeVar("Kind", bound=Enum)
#: Colours of the matches won and not won in the chart.
WON_COLOUR, NOT_WON_COLOUR = QColor(46, 139, 87), QColor(205, 92, 72)


class StatisticsDialog(QDialog):
    """History > Statistics over ``history``, for the profile ``profile_id`` first (None:
    the one used last). Public widgets: ``profiles`` and ``games`` (combo boxes: a
    profile id, of the profiles that played a stored match and ``profile_id``; a variant
    or None for all games), ``values`` (the value labels by
    name: "played", "won", "lost", "drawn", "opponent_resigned", "average",
    "streak", "standings", "sweeps_made", "sweeps_suffered", "declarations") and
    ``chart`` (:class:`~.bar_chart.BarChart`); :attr:`statistics` is the value shown.
    Opening raises sqlite3.Error when the database cannot be read; a choice made later
    that cannot be read is told by ``reader`` (:class:`~.choice_reader.ChoiceReader`),
    the statistics shown staying."""

    def __init__(self, history: History, profile_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self._history = history
        self.statistics: PlayerStatistics | None = None
        self.profiles = QComboBox(self)
        for profile in history.profiles.played(also=profile_id):
            self.profiles.addItem(profile.name, profile.id)
        self.profiles.setCurrentIndex(max(self.profiles.findData(profile_id), 0))
        self.games = QComboBox(self)
        self.games.addItem(self.tr("All games"), None)
        for variant in VARIANTS:
            self.games.addItem(game_title(variant), variant)
        top = QHBoxLayout()
        for text, combo in ((self.tr("&Player:"), self.profiles), (self.tr("&Game:"),
                                                                  self.games)):
            caption = QLabel(text, self)
            caption.setBuddy(combo)
            top.addWidget(caption)
            top.addWidget(combo)
        top.addStretch(1)

        form = QFormLayout()
        self.values: dict[str, QLabel] = {}
        for key, caption_text in (
                ("played", self.tr("Matches played:")), ("won", self.tr("Won:")),
                ("lost", self.tr("Lost:")), ("drawn", self.tr("Drawn:")),
                ("opponent_resigned", self.tr("Opponents resigned:")),
                ("average", self.tr("Average points per deal:")),
                ("streak", self.tr("Longest winning streak:")),
                ("standings", self.tr("Standings points:")),
                ("sweeps_made", self.tr("Sweeps made:")),
                ("sweeps_suffered", self.tr("Sweeps suffered:")),
                ("declarations", self.tr("Declarations:"))):
            label = QLabel(self)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            label.setWordWrap(True)
            self.values[key] = label
            if key == "standings":
                label.setToolTip(self.tr("Winners gain 1, 3 or 5 points by the match's "
                                         "length, plus one per sweep; losers lose as much. "
                                         "Only ranked matches count: those played without "
                                         "hints or undo."))
            form.addRow(caption_text, label)
        self.chart = BarChart(self)
        body = QHBoxLayout()
        body.addLayout(form, 1)
        body.addWidget(self.chart, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(body, 1)
        layout.addWidget(buttons)
        self._show()
        self.reader = ChoiceReader(self, (self.profiles, self.games), self._show)
        fit_size(self, 960, self.sizeHint().height())

    def _show(self) -> None:
        """Read the chosen player's statistics, then show them. Raises sqlite3.Error
        when the database cannot be read (nothing shown changed)."""
        profile = self.profiles.currentData()
        if profile is None:  # no profile yet
            self.chart.set_bars((), title=self.tr("Won against each bot level"),
                                empty=self.tr("No profile yet"))
            return
        stats = self._history.stats.of_player(int(profile), self.games.currentData())
        self.statistics = stats
        locale = QLocale()
        outcomes = stats.outcomes
        self.values["played"].setText(str(stats.played))
        self.values["won"].setText(self._rate(Tally(stats.played, stats.won)))
        for outcome in (Outcome.LOST, Outcome.DRAWN, Outcome.OPPONENT_RESIGNED):
            self.values[outcome.value].setText(str(outcomes[outcome]))
        average = stats.average_points_per_deal
        self.values["average"].setText(
            "\u2014" if average is None else locale.toString(average, "f", 1))
        self.values["streak"].setText(str(stats.longest_winning_streak))
        self.values["standings"].setText(self.tr("%1, from %n ranked matches", "", stats.ranked)
                                         .replace("%1", standings_text(stats.standings)))
        self.values["sweeps_made"].setText(_counts(stats.sweeps_made))
        self.values["sweeps_suffered"].setText(_counts(stats.sweeps_suffered))
        self.values["declarations"].setText(_counts(stats.declarations))
        bars = [self._bar(self.tr("All matches"), Tally(stats.played, stats.won))]
        bars += [self._bar(level_name(level), tally)
                 for level, tally in stats.against_levels.items()]
        self.chart.set_bars(bars, title=self.tr("Won against each bot level"),
                            empty=self.tr("No match yet"),
                            legend=((self.tr("Won"), WON_COLOUR),
                                    (self.tr("Not won"), NOT_WON_COLOUR)))

    def _rate(self, tally: Tally) -> str:
        """"7 of 12 (58%)", or "0" when none was played."""
        rate = tally.win_rate
        if rate is None:
            return "0"
        return self.tr("%1 of %2 (%3%)").replace("%1", str(tally.won)).replace(
            "%2", str(tally.played)).replace("%3", str(round(rate * 100)))

    def _bar(self, label: str, tally: Tally) -> Bar:
        return Bar(label, ((tally.won, WON_COLOUR), (tally.played - tally.won, NOT_WON_COLOUR)),
                   self._rate(tally))


def _counts(counts: Mapping[Kind, int]) -> str:
    """"cappotto 2, stramazzo 0, ..." (game terms stay Italian)."""
    return ", ".join(f"{kind.value} {count}" for kind, count in counts.items())
