"""Real match results for the dialog tests: seeded matches played by the principiante bot."""

from __future__ import annotations

import random

from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Rules


def play_match(rules: Rules, seed: int, names: tuple[str, ...] | None = None) -> Match:
    """Play a whole match of ``rules`` with principiante bots in every seat (seeded)."""
    match = Match(rules, seed, names)
    bot = make_bot("principiante")
    rng = random.Random(seed)
    while (seat := match.seat_to_act()) is not None:
        match.apply(bot.choose(match.observe(seat), rng).action)
    return match


def first_match(rules: Rules, ended_by: str, names: tuple[str, ...] | None = None,
                seeds: range = range(300)) -> Match:
    """The first seeded match of ``rules`` that ends by ``ended_by`` (a MatchResult
    reason), so tests keep working when the bot's play changes."""
    for seed in seeds:
        match = play_match(rules, seed, names)
        if match.result is not None and match.result.ended_by == ended_by:
            return match
    raise AssertionError(f"no seed in {seeds} ends a match by {ended_by!r}")
