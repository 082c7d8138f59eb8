"""The ``random`` level: a uniformly random legal action (arena baseline only)."""

from __future__ import annotations

import random

from ..engine import Observation
from .base import Decision


class RandomBot:
    """Picks one of ``obs.legal_actions`` uniformly with ``rng`` (never offered in the app)."""

    name = "random"

    def choose(self, obs: Observation, rng: random.Random) -> Decision:
        """A uniformly random legal action for ``obs.seat``."""
        return Decision(rng.choice(obs.legal_actions), "a caso")
