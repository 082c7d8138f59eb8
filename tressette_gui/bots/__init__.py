"""Bots: players over an :class:`~tressette_gui.engine.Observation`; no Qt.

``make_bot(level)`` gives a bot by level name. ``LEVELS`` (name -> Italian
label) lists the levels the app offers; ``FACTORIES`` also holds the levels
kept for measuring in the arena (``random``, ``intermedio-v1``, ``greedy``). A stronger
level registers with one line in each table (or with :func:`register`).
"""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, Decision
from .greedy import Greedy
from .intermedio import Intermedio
from .intermedio_v1 import intermedio_v1
from .principiante import Principiante
from .random_bot import RandomBot
from .search.bots import Campione, Esperto

#: Builds a bot from the thinking budget per move in milliseconds and the number
#: of search processes (each None: the level's default). Rule-based levels
#: ignore both.
BotFactory = Callable[[int | None, int | None], Bot]

#: Level name -> Italian label shown in the app, weakest first.
LEVELS: dict[str, str] = {"principiante": "Principiante", "intermedio": "Intermedio",
                          "esperto": "Esperto", "campione": "Campione"}

#: Level name -> factory, for every level of ``LEVELS`` and the arena-only ones.
FACTORIES: dict[str, BotFactory] = {
    "principiante": lambda budget_ms, workers: Principiante(),
    "intermedio": lambda budget_ms, workers: Intermedio(),
    "intermedio-v1": lambda budget_ms, workers: intermedio_v1(),
    "esperto": lambda budget_ms, workers: Esperto(budget_ms, workers=workers),
    "campione": lambda budget_ms, workers: Campione(budget_ms, workers=workers),
    "random": lambda budget_ms, workers: RandomBot(),
    "greedy": lambda budget_ms, workers: Greedy(),
}


def register(level: str, factory: BotFactory, label: str | None = None) -> None:
    """Add ``level`` built by ``factory``; with an Italian ``label`` the app offers it
    (it joins ``LEVELS``), without one it is for the arena only."""
    FACTORIES[level] = factory
    if label is not None:
        LEVELS[level] = label


def make_bot(level: str, budget_ms: int | None = None, *, workers: int | None = None) -> Bot:
    """A bot of ``level`` (a key of ``FACTORIES``) with a thinking budget of
    ``budget_ms`` milliseconds per move and ``workers`` search processes (each
    None: the level's default, see :class:`~.search.bots.SearchBot`; both ignored
    by rule-based levels). Raises ValueError naming the unknown level, or for a
    budget or worker count below 1."""
    factory = FACTORIES.get(level)
    if factory is None:
        raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(FACTORIES)}")
    return factory(budget_ms, workers)


__all__ = ["FACTORIES", "LEVELS", "Bot", "BotFactory", "Decision", "make_bot", "register"]
