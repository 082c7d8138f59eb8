"""Bots: players over an :class:`~tressette_gui.engine.Observation`; no Qt.

``make_bot(level)`` gives a bot by level name (see ``LEVELS``).
"""

from __future__ import annotations

from .base import Bot, Decision
from .principiante import Principiante

#: Level name -> Italian label shown in the app.
LEVELS: dict[str, str] = {"principiante": "Principiante"}


def make_bot(level: str) -> Bot:
    """A bot of ``level`` (a key of ``LEVELS``); raises ValueError for an unknown level."""
    if level == "principiante":
        return Principiante()
    raise ValueError(f"unknown bot level {level!r}: expected one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "Decision", "make_bot"]
