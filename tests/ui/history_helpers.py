"""Histories for the UI tests of issue 15: seeded matches of the three games stored for
the profiles Ada and Bo against bots, one a day, won, lost, resigned, unranked."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime, timedelta
from pathlib import Path

from tressette_gui.bots import LEVELS
from tressette_gui.engine import VARIANTS, Match, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat, SeatPlayer

#: The first match's date; each next one a day later.
START = datetime(2026, 1, 1, 12, tzinfo=UTC)


def random_match(variant: str, seed: int, resign: int | None = None) -> Match:
    """A match of ``variant`` played by seeded random legal actions to its end, or
    until ``resign`` actions were played, then seat ``seed % 2`` resigns (R10)."""
    rules = Rules.for_variant(variant)
    match = Match(rules, seed, ["Ada", "Est", "Nord", "Ovest"][:rules.players])
    rng = random.Random(seed)
    steps = 0
    while match.result is None:
        if steps == resign:
            match.resign(seed % 2)
            break
        match.apply(rng.choice(match.legal_actions()))
        steps += 1
    return match


def filled(path: Path, count: int) -> tuple[History, int, int]:
    """A history at ``path`` with ``count`` matches: the n-th of game ``VARIANTS[n % 3]``,
    every fourth resigned early, every fifth with hints (unranked), Ada at seat 0 except
    in the second of every four (Bo's), the bots' levels in turn. Returns it and Ada's and Bo's
    profile ids."""
    history = History(path)
    ada = history.profiles.create("Ada", "#c03030").id
    bo = history.profiles.create("Bo", "#2f62b8").id
    levels = list(LEVELS)
    for n in range(count):
        match = random_match(VARIANTS[n % 3], n, resign=12 if n % 4 == 3 else None)
        seats: list[SeatPlayer] = [ProfileSeat(bo if n % 4 == 1 else ada),
                 *(BotSeat(levels[(n + s) % len(levels)])
                   for s in range(match.rules.players - 1))]
        match.hints_used = n % 5 == 4
        history.matches.store(match, seats, played_at=START + timedelta(days=n))
    return history, ada, bo


@contextmanager
def opened_copy(stored: Path, folder: Path) -> Iterator[History]:
    """The history of the database file ``stored``, copied into ``folder`` (each test
    works on its own copy of a module's history), closed at the end."""
    copy = folder / "history.sqlite"
    copy.write_bytes(stored.read_bytes())
    opened = History(copy)
    try:
        yield opened
    finally:
        opened.close()
