"""Seeded matches played by bots, for the UI tests (no Qt): to the end, to a wanted
moment, and the check that two matches are the same for every seat."""

from __future__ import annotations

import random
from collections.abc import Callable

from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Rules


def play_until(match: Match, stop: Callable[[Match], bool], seed: int = 3) -> Match:
    """Let principiante bots play every seat of ``match`` (their ``random.Random`` seeded
    with ``seed``) until ``stop(match)``; returns ``match``. Fails when the match ends
    first."""
    bot, rng = make_bot("principiante"), random.Random(seed)
    while not stop(match):
        seat = match.seat_to_act()
        assert seat is not None, "the match ended before the wanted moment"
        match.apply(bot.choose(match.observe(seat), rng).action)
    return match


def over(match: Match) -> bool:
    """The match has a result."""
    return match.result is not None


def play_match(rules: Rules, seed: int, names: tuple[str, ...] | None = None) -> Match:
    """A whole match of ``rules`` (match seed and bots' seed ``seed``) by principiante
    bots in every seat."""
    return play_until(Match(rules, seed, names), over, seed)


def first_match(rules: Rules, ended_by: str, names: tuple[str, ...] | None = None,
                seeds: range = range(300)) -> Match:
    """The first seeded match of ``rules`` that ends by ``ended_by`` (a MatchResult
    reason), so tests keep working when the bot's play changes."""
    for seed in seeds:
        match = play_match(rules, seed, names)
        if match.result is not None and match.result.ended_by == ended_by:
            return match
    raise AssertionError(f"no seed in {seeds} ends a match by {ended_by!r}")


def human_mid_trick(match: Match) -> bool:
    """Seat 0 to play into a trick under way, after the first trick (R4)."""
    obs = match.observe(0)
    return match.seat_to_act() == 0 and obs.trick_number >= 2 and len(obs.trick) > 0


def same_for_everyone(a: Match, b: Match) -> bool:
    """The two matches look the same to every seat, wait for the same seat with the
    same legal actions, and have the same scores."""
    players = range(a.rules.players)
    return (a.seat_to_act() == b.seat_to_act() and a.legal_actions() == b.legal_actions()
            and a.scores == b.scores and [a.observe(s) for s in players] == [
                b.observe(s) for s in players])
