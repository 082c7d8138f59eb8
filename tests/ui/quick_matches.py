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
