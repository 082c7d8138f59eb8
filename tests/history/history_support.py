"""Matches for the history tests: seeded random play, a cappottone under
``cappotto: wins_match`` and a resignation, and a history holding five of them whose
standings and statistics are worked out by hand in test_history_stats.py."""

from __future__ import annotations

import random
from datetime import UTC, datetime
from pathlib import Path

from tressette_gui.engine import Declare, Layout, Match, Rules, parse_cards
from tressette_gui.history import BotSeat, History, ProfileSeat, SeatPlayer

TRESSETTE_21 = Rules.for_variant("tressette")
#: One deal, tie-break by spareggio (R7); seed 374 ties the deal, the spareggio decides.
ONE_DEAL = Rules.for_variant("tressette", match_end="deals", deals=1)
SPIZZICHINO = Rules.for_variant("spizzichino")
#: Target 11 (R9 base 1), a sweep wins the match at its stake (R6, R9).
SWEEP_WINS = Rules.for_variant("tressette", target=11, cappotto="wins_match")
#: Dealer 3: seat 0 leads with the five best coppe and denari and takes every trick; no
#: other seat holds a declaration.
CAPPOTTONE_HANDS = ("3c 2c Ac Rc Cc 3d 2d Ad Rd Cd", "4c 5c 6c 7c Fc As 2b 4s 5s 6s",
                    "4d 5d 6d 7d Fd 2s 3b 7s Fs Cs", "3s Ab Rs 4b 5b 6b 7b Fb Cb Rb")


def names(rules: Rules) -> list[str]:
    return ["Ada", "Est", "Nord", "Ovest"][:rules.players]


def random_match(rules: Rules, seed: int, steps: int | None = None) -> Match:
    """A match played by random legal actions (seeded) to the end, or ``steps`` actions."""
    match = Match(rules, seed, names(rules))
    rng = random.Random(seed)
    while match.result is None and (steps is None or steps > 0):
        match.apply(rng.choice(match.legal_actions()))
        steps = None if steps is None else steps - 1
    return match


def cappottone_match() -> Match:
    """Seat 0 declares its two napole (6 points, R5), then takes all ten tricks: a
    cappottone, which ends the match at stake 6 under ``wins_match``."""
    layout = Layout(hands=tuple(tuple(parse_cards(hand)) for hand in CAPPOTTONE_HANDS))
    match = Match(SWEEP_WINS, 0, names(SWEEP_WINS), dealer=3, layouts=[layout])
    while match.result is None:
        legal = match.legal_actions()
        match.apply(next((a for a in legal if isinstance(a, Declare)), legal[0]))
    return match


def resigned_match() -> Match:
    """Spizzichino: seat 0 resigns after ten actions (R10)."""
    match = random_match(SPIZZICHINO, 1, steps=10)
    match.resign(0)
    return match


def day(n: int) -> datetime:
    return datetime(2026, 1, n, 12, tzinfo=UTC)


def five_matches(folder: Path) -> tuple[History, int]:
    """A history where the profile Ada (seat 0) played, one a day from January 1st:

    1. Tressette 21 (base 3), won by Ada's side; bots principiante, intermedio (partner),
       principiante;
    2. Spizzichino (base 5) against esperto, Ada resigns;
    3. Tressette to 11 with ``wins_match`` (base 1), Ada's cappottone; esperto at both
       opponents' seats, principiante partner;
    4. Tressette of one deal, tied, won by Ada's side in the spareggio (base 1); esperto,
       intermedio (partner), campione;
    5. Spizzichino against esperto, won by Ada with hints used: unranked.

    Returns the history and Ada's profile id.
    """
    history = History(folder / "history.sqlite")
    ada = history.profiles.create("Ada", "#c03030").id
    me = ProfileSeat(ada)
    plays: list[tuple[Match, list[SeatPlayer], bool]] = [
        (random_match(TRESSETTE_21, 0), [me, BotSeat("principiante"), BotSeat("intermedio"),
                                         BotSeat("principiante")], False),
        (resigned_match(), [me, BotSeat("esperto")], False),
        (cappottone_match(), [me, BotSeat("esperto"), BotSeat("principiante"),
                              BotSeat("esperto")], False),
        (random_match(ONE_DEAL, 374), [me, BotSeat("esperto"), BotSeat("intermedio"),
                                       BotSeat("campione")], False),
        (random_match(SPIZZICHINO, 0), [me, BotSeat("esperto")], True),
    ]
    for n, (match, seats, hints) in enumerate(plays, start=1):
        match = match.copy()
        match.hints_used = hints
        history.matches.store(match, seats, played_at=day(n))
    return history, ada
