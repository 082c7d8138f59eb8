"""Words of the match history for the player (issue 15): a match's outcome for a seat,
how it ended in a few words, an R9 standings amount, a date, and a player's name in the
history (a bot by its level's name), translated (context "HistoryWords"); a bot at a stored
table is named by ``seat_names.table_seats``."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QDateTime

from ...engine import EndedBy
from ...history import Outcome, Player, PlayerKind
from .i18n import date_string
from .levels import level_name

#: Outcomes for the seat seen from (R7, R9, R10), marked for the translation scanner.
_OUTCOMES: dict[Outcome, object] = {
    Outcome.WON: QT_TRANSLATE_NOOP("HistoryWords", "Won"),
    Outcome.LOST: QT_TRANSLATE_NOOP("HistoryWords", "Lost"),
    Outcome.DRAWN: QT_TRANSLATE_NOOP("HistoryWords", "Drawn"),
    Outcome.OPPONENT_RESIGNED: QT_TRANSLATE_NOOP("HistoryWords", "Opponents resigned"),
}
#: How a match ended (``EndedBy``), in a few words.
_ENDED: dict[str, object] = {
    EndedBy.TARGET: QT_TRANSLATE_NOOP("HistoryWords", "target reached"),
    EndedBy.DEALS: QT_TRANSLATE_NOOP("HistoryWords", "deals played"),
    EndedBy.SPAREGGIO: QT_TRANSLATE_NOOP("HistoryWords", "spareggio"),
    EndedBy.SPAREGGIO_LAST_TRICK: QT_TRANSLATE_NOOP("HistoryWords", "spareggio, last trick"),
    EndedBy.VINCO_SUBITO: QT_TRANSLATE_NOOP("HistoryWords", "vinco subito"),
    EndedBy.SWEEP: QT_TRANSLATE_NOOP("HistoryWords", "sweep"),
    EndedBy.COLLATONDRIONE: QT_TRANSLATE_NOOP("HistoryWords", "napoletana decima"),
    EndedBy.DRAW: QT_TRANSLATE_NOOP("HistoryWords", "draw"),
    EndedBy.RESIGN: QT_TRANSLATE_NOOP("HistoryWords", "resigned"),
}


def _t(text: str) -> str:
    return QCoreApplication.translate("HistoryWords", text)


def outcome_text(outcome: Outcome | None) -> str:
    """"Won", "Lost", "Drawn" or "Opponents resigned" (R10), translated; None (a player
    on both sides of a match, who has no result in it) is "Both sides"."""
    if outcome is None:
        return _t("Both sides")
    return _t(str(_OUTCOMES[outcome]))  # i18n: marked above


def ended_text(ended_by: str) -> str:
    """How a match ended (an ``EndedBy`` value) in a few words, translated; an unknown
    value as it is."""
    text = _ENDED.get(ended_by)
    return ended_by if text is None else _t(str(text))  # i18n: marked above


def standings_text(amount: int) -> str:
    """An R9 standings amount with its sign, as the match-over box, the History,
    Standings and Statistics windows show it: "+3", "\u22123" (a minus sign, U+2212, as
    the match-over box's explanation writes it), "0"."""
    if amount < 0:
        return f"\u2212{-amount}"
    return f"+{amount}" if amount else "0"


def date_text(when: datetime) -> str:
    """``when`` (aware) in local time, as :func:`~.i18n.date_string` writes it."""
    return date_string(QDateTime.fromSecsSinceEpoch(int(when.timestamp())))


def player_name(player: Player) -> str:
    """A player of the history as the player reads it: a bot by its level's name
    (translated), a profile or a guest by its name."""
    if player.kind is PlayerKind.BOT and player.level is not None:
        return level_name(player.level)
    return player.name

