"""The bot interface: a seat's observation and a seeded RNG in, a legal action out.

Bots never see the state, only :class:`~tressette_gui.engine.Observation`;
they keep no state between calls, so resume just works.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..engine import Action, Observation


@dataclass(frozen=True, slots=True)
class Decision:
    """A bot's choice: a legal ``action`` and a short ``reason`` usable as a hint."""

    action: Action
    reason: str


class Bot(Protocol):
    """A player. ``choose`` must return one of ``obs.legal_actions``, the same one
    for the same observation and the same ``rng`` state, whatever the hidden cards."""

    name: str

    def choose(self, obs: Observation, rng: random.Random) -> Decision:
        """Pick an action for ``obs.seat``; ``obs.legal_actions`` is not empty."""
        ...
