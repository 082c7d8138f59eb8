"""The end-of-match dialog: who won, how, the score per deal, the stake (R7, R9).

Shows the winner (or a draw, or a resignation), the final points, a sentence for
``MatchResult.ended_by``, the stake with the :class:`ScoreChart` beside them, the
standings per player, and the score sheet (:class:`ScoreSheetModel` in a table) under
them, taking the height left.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import Enum

from PySide6.QtCore import QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine import DealScore, Declared, EndedBy, MatchResult, Rules, Sweep
from ...engine.scoring import COLLATONDRIONE_STAKE
from ..language.game_terms import stake_meaning, sweep_word
from ..language.history_words import standings_text
from ..language.levels import SeatLevels
from ..language.seat_names import typed
from ..language.texts import side_label
from .score_chart import SIDE_COLORS, ScoreChart
from .score_sheet import ScoreSheetModel, sheet_table, sheet_width, sweep_text
from .sizing import fit_size

#: The least size (logical px) of the score chart beside the result's words; it is no
#: higher, so the score sheet under them gets the height left.
CHART_SIZE = QSize(320, 170)


class Unranked(Enum):
    """Why a match does not count in the standings (R9): hints or undo were used, it was
    the guided first deal, or bots played every seat (a demo)."""

    ASSISTED = "assisted"
    GUIDED = "guided"
    DEMO = "demo"


class MatchEndDialog(QDialog):
    """The result of a finished match (R7, R9).

    - ``result``: the engine's MatchResult; ``deal_scores``: every scored deal, in
      order; ``names``: one name per seat (4 or 2); ``rules``: the match rules;
      ``declarations``: the Declared events per deal (0-based), as far as known, for
      the score sheet; ``unranked``: why the match does not count in the standings
      (R9), None for a ranked match; ``colours``: the chart's lines of side 0 and
      side 1 (``score_chart.side_colours``: the players' own colours); ``levels``: the
      seats' bot levels when known, for the sides' names (``texts.side_label``: two bots
      of one level, "East & West (Beginner)"; without, the names joined).
    - Labels with object names "winnerLabel", "pointsLabel", "endedLabel",
      "stakeLabel", "standings_<seat>" and "standingsNote" (how the standings are
      counted, R9) hold the texts. An unranked match has no ranking points: its
      "standingsNote" says it does not count and why.
    - "Rematch" (the default button) emits :attr:`rematchRequested` then accepts: the
      same players and rules again, the deal passing on to the right (R2); "New match"
      emits :attr:`newMatchRequested` then accepts; "Close" rejects.
    - "Analyse my play" (object name "analyseButton") emits :attr:`analysisRequested`
      then accepts: the replay of this match with the analysis of the player's play;
      ``not_analysable`` says why it cannot be (the match is not in the history: the
      guided deal, a demo, no history) and disables it, with that reason as its tooltip.
    - After the guided deal (``unranked`` is :attr:`Unranked.GUIDED`) the box speaks of
      a practice deal, not a match: its title and headline say the practice deal is
      over, "endedLabel" that it was no match, had no stake and is not counted, and the
      stake, the standings and the chart are left out. "New match" (same object name
      "newMatchButton", same signal) reads "Play a real match" and is the default
      button, as the deal's closing line says; the rematch button (same object name
      "rematchButton", same signal) reads "Another guided deal".
    """

    #: The player asked for a new match (emitted before the dialog accepts).
    newMatchRequested = Signal()
    #: The player asked for a rematch (emitted before the dialog accepts).
    rematchRequested = Signal()
    #: The player asked for the analysis of this match (emitted before the dialog accepts).
    analysisRequested = Signal()

    def __init__(self, result: MatchResult, deal_scores: tuple[DealScore, ...],
                 names: tuple[str, ...], rules: Rules, parent: QWidget | None = None, *,
                 declarations: Mapping[int, tuple[Declared, ...]] | None = None,
                 unranked: Unranked | None = None,
                 not_analysable: str | None = None,
                 colours: tuple[QColor, QColor] = SIDE_COLORS,
                 levels: SeatLevels | None = None) -> None:
        super().__init__(parent)
        guided = unranked is Unranked.GUIDED
        self.setWindowTitle(self.tr("Practice deal over") if guided else self.tr("Match over"))
        self._names, self._levels = names, levels
        labels = (side_label(0, names, levels), side_label(1, names, levels))

        winner = self._label("winnerLabel", self.tr("Practice deal over") if guided
                             else self._winner_text(result, labels))
        font = QFont(winner.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.5)
        winner.setFont(font)
        winner.setWordWrap(True)  # long names: the sheet sets the dialog's width
        points = self._label("pointsLabel", self.tr("{left} {a} \u2013 {b} {right}").format(
            left=labels[0], a=result.points[0], b=result.points[1], right=labels[1]))
        bigger = QFont(points.font())
        bigger.setPointSizeF(bigger.pointSizeF() * 1.2)
        points.setFont(bigger)
        points.setWordWrap(True)
        ended = self._label("endedLabel", self.tr(
            "This was a practice deal, not a match: no stake, and nothing counted in your "
            "standings. Ready for a real match against the bots?") if guided
            else self._ended_text(result, deal_scores, labels, rules))
        ended.setWordWrap(True)
        stake = self._label("stakeLabel", self._stake_text(result, deal_scores))
        note = self._label("standingsNote", self._standings_text(
            result, rules) if unranked is None else self._unranked_text(unranked))
        note.setWordWrap(True)
        stake.setToolTip(self._stake_rule(rules))
        note.setToolTip(self._standings_rule())
        stake.setHidden(guided)  # a practice deal has no stake and no standings
        note.setHidden(guided)

        standings = QGridLayout()
        if unranked is None:
            self._fill_standings(standings, result)

        self.model = ScoreSheetModel(typed(names), self, levels=levels)
        for deal, declared in (declarations or {}).items():
            self.model.add_declarations(deal, declared)
        self.model.set_scores(deal_scores)
        table = sheet_table(self.model, self)
        self.table = table
        self.chart = ScoreChart(self)
        self.chart.set_scores(deal_scores, names,
                              rules.target if rules.match_end == "points" else None, colours,
                              levels)

        self.chart.setHidden(guided)  # one deal: no match to follow
        buttons = QDialogButtonBox(self)
        if guided:
            rematch = QPushButton(self.tr("&Another guided deal"), self)
            rematch.setToolTip(self.tr("One more deal with a lesson on each turn"))
        else:
            rematch = QPushButton(self.tr("&Rematch"), self)
            rematch.setToolTip(self.tr("The same players and rules again; the next player "
                                       "to the right deals first"))
        rematch.setObjectName("rematchButton")
        new_match = QPushButton(self.tr("&Play a real match") if guided
                                else self.tr("&New match"), self)
        new_match.setObjectName("newMatchButton")
        analyse = QPushButton(self.tr("&Analyse my play"), self)
        analyse.setObjectName("analyseButton")
        analyse.setEnabled(not_analysable is None)
        analyse.setToolTip(not_analysable or self.tr(
            "The replay of this match, each of your decisions valued by the strongest bot "
            "from what you could see"))
        for button in (analyse, rematch, new_match):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        rematch.clicked.connect(lambda: self._answer(self.rematchRequested))
        new_match.clicked.connect(lambda: self._answer(self.newMatchRequested))
        analyse.clicked.connect(lambda: self._answer(self.analysisRequested))
        close.clicked.connect(self.reject)
        (new_match if guided else rematch).setDefault(True)

        # The words on the left of the chart, the sheet under both taking the height
        # left: at 1024 x 600 a match of 8 deals shows every row without scrolling.
        words = QVBoxLayout()
        for widget in (winner, points, ended, stake, note):
            words.addWidget(widget)
        words.addStretch(1)
        top = QHBoxLayout()
        top.addLayout(words, 1)
        self.chart.setMinimumSize(CHART_SIZE)
        self.chart.setMaximumHeight(CHART_SIZE.height())  # the sheet takes the height
        top.addWidget(self.chart, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(standings)
        layout.addSpacing(6)
        layout.addWidget(table, 1)
        layout.addWidget(buttons)
        fit_size(self, max(760, sheet_width(table)), 680)  # no sideways scrolling

    def _fill_standings(self, standings: QGridLayout, result: MatchResult) -> None:
        """The ranking points (R9) each player gains or loses, in one row."""
        standings.addWidget(QLabel(self.tr("Ranking points"), self), 0, 0)
        for seat, amount in enumerate(result.standings):
            standings.addWidget(self._label(f"name_{seat}", self._names[seat]), 0, 1 + 2 * seat)
            value = self._label(f"standings_{seat}", standings_text(amount))
            standings.addWidget(value, 0, 2 + 2 * seat)
            standings.setColumnMinimumWidth(2 + 2 * seat, value.fontMetrics().horizontalAdvance(
                "+00") + 12)
        standings.setColumnStretch(2 * len(self._names) + 1, 1)
        standings.setHorizontalSpacing(8)

    def _label(self, name: str, text: str) -> QLabel:
        label = QLabel(text, self)
        label.setTextFormat(Qt.TextFormat.PlainText)  # names are the players' own text
        label.setObjectName(name)
        return label

    def _answer(self, request: SignalInstance) -> None:
        request.emit()
        self.accept()

    def _winner_text(self, result: MatchResult, labels: tuple[str, str]) -> str:
        """Who won (R7), a draw, or who resigned (R10)."""
        if result.ended_by is EndedBy.RESIGN and result.loser is not None:
            if len(self._names) == 4:
                return self.tr("{side} resign").format(side=labels[result.loser])
            return self.tr("{side} resigns").format(side=labels[result.loser])
        if result.winner is None:
            return self.tr("Draw")
        if len(self._names) == 4:
            return self.tr("{side} win the match").format(side=labels[result.winner])
        return self.tr("{side} wins the match").format(side=labels[result.winner])

    def _ended_text(self, result: MatchResult, deal_scores: tuple[DealScore, ...],
                    labels: tuple[str, str], rules: Rules) -> str:
        """One sentence for ``result.ended_by`` (R5, R6, R7, R10)."""
        how = result.ended_by
        if how is EndedBy.TARGET:
            return self.tr("The target of {target} points was reached.").format(
                target=rules.target)
        if how is EndedBy.DEALS:
            return self.tr("The last planned deal was played.")
        if how is EndedBy.SPAREGGIO:
            return self.tr("The tie after the last deal was broken by a spareggio "
                           "(tie-break deal).")
        if how is EndedBy.SPAREGGIO_LAST_TRICK:
            return self.tr("Still tied after three spareggi: the side that took the last "
                           "trick of the third one loses.")
        if how is EndedBy.VINCO_SUBITO and deal_scores and not deal_scores[-1].cut_short:
            return self.tr("Vinco subito: the winners reached {target} points on the last "
                           "trick of the deal, and won at once.").format(target=rules.target)
        if how is EndedBy.VINCO_SUBITO:
            return self.tr("Vinco subito: the winners reached {target} points on a trick, "
                           "before the end of the deal.").format(target=rules.target)
        if how is EndedBy.SWEEP and deal_scores:
            return self.tr("The match ended on a sweep: {sweep}.").format(
                sweep=sweep_text(deal_scores[-1], self._names, self._levels))
        if how is EndedBy.COLLATONDRIONE:
            return self.tr("Napoletana decima (collatondrione): ten cards of one suit in "
                           "the hand win the match at once.")
        if how is EndedBy.DRAW:
            return self.tr("The sides were tied after the last deal: the match is drawn.")
        if how is EndedBy.RESIGN and result.loser is not None:
            return self.tr("The match counts as lost by {side}.").format(
                side=labels[result.loser])
        return str(how)

    def _standings_text(self, result: MatchResult, rules: Rules) -> str:
        """One plain sentence under the standings: how many ranking points each player
        gains or loses, from the base for this match's length and the winners' sweeps
        (R9; R10: a resigning side loses them, nobody gains). The whole rule is in the
        tooltip (:meth:`_standings_rule`)."""
        if result.winner is None and result.loser is None:
            return self.tr("A draw: nobody gains or loses ranking points.")
        if rules.match_end == "deals":
            size = self.tr("a match of %n deals", "", rules.deals)
        else:
            size = self.tr("a match to %n points", "", rules.target)
        worth = max(abs(amount) for amount in result.standings)
        if result.winner is None:
            text = self.tr("Ranking points: \u2212%1 for the side that resigned (%2; +1 for "
                           "each sweep by the other side); nobody gains them.")
        else:
            text = self.tr("Each winner gains %n ranking points and each loser loses %n "
                           "(%2; +1 for each sweep by the winners). The stake above does not "
                           "change them.", "", worth)
        return text.replace("%1", str(worth)).replace("%2", size)

    def _unranked_text(self, unranked: Unranked) -> str:
        """Why this match gives no ranking points (R9). The guided deal's box hides the
        note and says it in its own words (``endedLabel``)."""
        if unranked is Unranked.DEMO:
            return self.tr("This match does not count in the standings: bots played every "
                           "seat (a demo).")
        if unranked is Unranked.GUIDED:
            return self.tr("This practice deal does not count in the standings.")
        return self.tr("This match does not count in the standings: hints or undo were "
                       "used.")

    def _standings_rule(self) -> str:
        """The tooltip of the standings note: how the ranking points are counted (R9);
        the stake has its own (:meth:`_stake_rule`)."""
        return self.tr(
            "Standings: the base is 1 for a match to 11 points or less, 3 for 12 to 21, "
            "5 beyond (a match of deals: 1 for 1-2 deals, 3 for 3-4, 5 for 5 or more), "
            "plus 1 for each sweep (cappotto, stramazzo, cappottone, stramazzone) of the "
            "winning side.")

    def _stake_rule(self, rules: Rules) -> str:
        """The tooltip of the stake: what it is, what raises it under ``rules`` (the
        events that end a match, with the engine's stakes) and that the standings do not
        depend on it (R9)."""
        raised = [f"{self.tr('napoletana decima')} {COLLATONDRIONE_STAKE}"] \
            if rules.collatondrione else []
        if rules.cappotto == "wins_match":  # cappottone and stramazzone: four players (R6)
            raised += [f"{sweep_word(sweep)} {sweep.stake}" for sweep in Sweep
                       if rules.players == 4 or sweep in (Sweep.CAPPOTTO, Sweep.STRAMAZZO)]
        events = (self.tr("In this match: %1.").replace("%1", ", ".join(raised)) if raised
                  else self.tr("In this match no event raises it."))
        return "\n".join((
            stake_meaning(),
            events,
            self.tr("It does not multiply the ranking points.")))

    def _stake_text(self, result: MatchResult, deal_scores: tuple[DealScore, ...]) -> str:
        """The stake (R9), with the event that set it."""
        reason = ""
        last = deal_scores[-1] if deal_scores else None
        if result.ended_by is EndedBy.SWEEP and last is not None and last.sweep is not None:
            reason = sweep_word(last.sweep)
        elif result.ended_by is EndedBy.COLLATONDRIONE:
            reason = self.tr("napoletana decima")
        if reason:
            return self.tr("Stake (what the match is worth): {stake} ({reason}); deals "
                           "played: {deals}").format(stake=result.stake, reason=reason,
                                                     deals=result.deals)
        return self.tr("Stake (what the match is worth): {stake}; deals played: "
                       "{deals}").format(stake=result.stake, deals=result.deals)
