"""The game's own terms for the player, worded through Qt's translation (context
"GameTerms"): the lead signals (R8) and the sweeps (R6). They are Italian in every
language (busso, cappotto...), yet each reaches the screen through here, never as the
engine's enum value, so a catalogue may word them (capitals, a language's spelling).
And what the stake is (R9), said in the same words wherever a stake is explained.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine import Signal, Sweep

_SIGNALS: dict[Signal, object] = {
    Signal.BUSSO: QT_TRANSLATE_NOOP("GameTerms", "Busso"),
    Signal.STRISCIO: QT_TRANSLATE_NOOP("GameTerms", "Striscio"),
    Signal.VOLO: QT_TRANSLATE_NOOP("GameTerms", "Volo"),
}
_SWEEPS: dict[Sweep, object] = {
    Sweep.CAPPOTTO: QT_TRANSLATE_NOOP("GameTerms", "cappotto"),
    Sweep.STRAMAZZO: QT_TRANSLATE_NOOP("GameTerms", "stramazzo"),
    Sweep.CAPPOTTONE: QT_TRANSLATE_NOOP("GameTerms", "cappottone"),
    Sweep.STRAMAZZONE: QT_TRANSLATE_NOOP("GameTerms", "stramazzone"),
}


def signal_word(signal: Signal) -> str:
    """``signal`` as a button or a sentence's start names it, capitalised: "Busso"."""
    return QCoreApplication.translate("GameTerms", str(_SIGNALS[signal]))  # i18n: marked above


def sweep_word(sweep: Sweep) -> str:
    """``sweep`` as a sentence names it, lower case: "cappotto"."""
    return QCoreApplication.translate("GameTerms", str(_SWEEPS[sweep]))  # i18n: marked above


def stake_meaning() -> str:
    """What the stake of a match is (R9), one sentence for every place that shows or
    explains a stake: "The stake is what the match is worth to players who play for a
    stake: 1, or more when an event ends the match."."""
    return QCoreApplication.translate(
        "GameTerms", "The stake is what the match is worth to players who play for a stake: "
        "1, or more when an event ends the match.")
