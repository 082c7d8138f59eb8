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
    PickUp,
    Play,
    Redeal,
    Signal,
    declaration_points,
)
from .cards import (
    CARDS,
    HONOUR_RANKS,
    Card,
    CardParseError,
    Rank,
    Suit,
    hand_thirds,
    parse_cards,
    sort_key,
)
from .deal import DealState
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
from .illegal import IllegalActionError, IllegalKind, IllegalReason
from .layout import Layout, check_layout, deal_layout
from .legal import DealPosition, Phase, Trick
from .match import Dealing, Match, apply
from .observation import Observation, PileView
from .rules import PRESETS, VARIANTS, Rules, RulesError, presets_for
from .scoring import (
    DECK_THIRDS,
    LAST_TRICK_THIRDS,
    DealScore,
    EndedBy,
    MatchResult,
    Sweep,
    last_trick_bonus_side,
    score_deal,
    thirds_with_last_trick,
)
from .shuffle import first_dealer, shuffled_deck
from .signals import true_signals

__all__ = [
    "CARDS", "DECK_THIRDS", "HONOUR_RANKS", "LAST_TRICK_THIRDS", "PRESETS", "VARIANTS",
    "Action", "Card", "CardDrawn", "CardParseError", "CardPlayed", "ChoosePiles",
    "Collatondrione", "DealPosition", "DealScore", "DealScored", "DealStarted", "DealState",
    "Dealing", "Declaration", "DeclarationKind", "Declare", "Declared", "EndedBy", "Event",
    "IllegalActionError", "IllegalKind", "IllegalReason", "Layout", "Match", "MatchEnded",
    "MatchResult", "Observation", "Phase", "PickUp", "PickedUp", "PileTopRevealed",
    "PileView", "PilesChosen", "Play", "Rank", "Redeal", "RedealAnswered", "Rules",
    "RulesError", "Signal", "Suit", "Sweep", "Trick", "TrickWon", "apply", "check_layout",
    "deal_layout", "declaration_points", "first_dealer", "hand_thirds", "last_trick_bonus_side",
    "parse_cards", "presets_for", "score_deal", "shuffled_deck", "sort_key",
    "thirds_with_last_trick", "true_signals",
]
