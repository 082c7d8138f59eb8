"""Helpers of the analysis tests: matches played by Intermedio (fast, seeded), decision
points found in them, small evaluator settings, and the true deal of a match (tests
only: it reads the hidden cards)."""

from __future__ import annotations

import random
from collections.abc import Callable

from tressette_gui.analysis import EvaluatorSettings
from tressette_gui.bots.intermedio import Intermedio
from tressette_gui.engine import Match, Observation, Play, Rules

#: Few samples: fast, enough for determinism, honesty and shape.
FAST = EvaluatorSettings(samples=24, exact_samples=8)
GAMES = ("tressette", "spizzichino", "mazzetti")


def one_deal(game: str, **options: object) -> Rules:
    """One-deal rules of ``game``, no redeal question, no napoletana decima."""
    return Rules.for_variant(game, match_end="deals", deals=1, redeal_under_one_point=False,
                             collatondrione=False, **options)


def play(match: Match, rng: random.Random, stop: Callable[[Match], bool] | None = None,
         ) -> Match:
    """Intermedio plays every seat of ``match`` until ``stop(match)`` or the end."""
    bot = Intermedio()
    while match.result is None and not (stop is not None and stop(match)):
        seat = match.seat_to_act()
        assert seat is not None
        match.apply(bot.choose(match.observe(seat), rng).action)
    return match


def card_choice(obs: Observation) -> bool:
    """The seat to act must play one of two cards or more (and has nothing else to do)."""
    return (len({a.card for a in obs.legal_actions if isinstance(a, Play)}) > 1
            and all(isinstance(a, Play) for a in obs.legal_actions))


def decision_points(rules: Rules, seed: int, plays: range) -> list[Match]:
    """Copies of one match (Intermedio everywhere) at each card choice of its first deal
    made after ``plays.start`` and before ``plays.stop`` cards played."""
    match = Match(rules, seed)
    rng = random.Random(seed)
    out = []
    while match.result is None and len(match.dealings) == 1:
        seat = match.seat_to_act()
        assert seat is not None
        obs = match.observe(seat)
        played = len(obs.tricks) * obs.players + len(obs.trick)
        if played in plays and card_choice(obs):
            out.append(match.copy())
        match.apply(Intermedio().choose(obs, rng).action)
    return out
