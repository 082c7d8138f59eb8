"""The rules engine (R1-R10): pure Python, no Qt, no global random, no I/O.

Typical use::

    match = Match(Rules.for_variant("tressette"), seed=7, names=["Ada", "Bo", "Cy", "Di"])
    while match.result is None:
        action = match.legal_actions()[0]
        events = match.apply(action)
    print(match.result)
"""

from .actions import (
    Action,
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Declare,
    IllegalActionError,
    PickUp,
    Play,
    Redeal,
    Signal,
)
from .cards import CARDS, Card, CardParseError, Rank, Suit, parse_cards, sort_key
from .deal import DealState, Layout, Phase, Trick, deal_layout, hand_thirds, true_signals
from .events import (
    CardDrawn,
    CardPlayed,
    Collatondrione,
    DealScored,
    DealStarted,
    Declared,
    Event,
    MatchEnded,
    PickedUp,
    PilesChosen,
    PileTopRevealed,
    RedealAnswered,
    TrickWon,
)
from .match import Dealing, Match, apply
from .observation import Observation, PileView
from .rules import PRESETS, VARIANTS, Rules, RulesError, presets_for
from .scoring import DealScore, MatchResult, Sweep, score_deal
from .shuffle import shuffled_deck

__all__ = [
    "CARDS", "PRESETS", "VARIANTS", "Action", "Card", "CardDrawn", "CardParseError",
    "CardPlayed", "ChoosePiles", "Collatondrione", "DealScore", "DealScored", "DealStarted",
    "DealState", "Dealing", "Declaration", "DeclarationKind", "Declare", "Declared", "Event",
    "IllegalActionError", "Layout", "Match", "MatchEnded", "MatchResult", "Observation",
    "Phase", "PickUp", "PickedUp", "PileTopRevealed", "PileView", "PilesChosen", "Play",
    "Rank", "Redeal", "RedealAnswered", "Rules", "RulesError", "Signal", "Suit", "Sweep",
    "Trick", "TrickWon", "apply", "deal_layout", "hand_thirds", "parse_cards",
    "presets_for", "score_deal", "shuffled_deck", "sort_key", "true_signals",
]
