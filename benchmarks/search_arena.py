"""The arena with the search levels and fixed-sample variants (run by hand).

``python benchmarks/search_arena.py --a esperto-16 --b intermedio-v1 --deals 200``:
the arguments of ``tressette-arena``; this wrapper first registers the
arena-only ``esperto-N`` / ``campione-N`` levels that take a fixed N samples
per card (N in :data:`SAMPLE_COUNTS`), used to measure how the margin grows
with the thinking time. Figures are in benchmarks/bot_strength.md.
"""

from __future__ import annotations

import sys

from tressette_gui.bots import Bot, BotFactory, register
from tressette_gui.bots.arena import main
from tressette_gui.bots.search.bots import Campione, Esperto, SearchBot

#: Fixed sample counts registered as ``esperto-N`` and ``campione-N``.
SAMPLE_COUNTS = (8, 16, 48, 96, 160)


def register_search_levels() -> None:
    """Register the fixed-sample levels for this process (idempotent)."""
    for n in SAMPLE_COUNTS:
        register(f"esperto-{n}", fixed(Esperto, n))
        register(f"campione-{n}", fixed(Campione, n))


def fixed(level: type[SearchBot], samples: int) -> BotFactory:
    """A factory of ``level`` with ``samples`` samples per card (ignores the budget)."""
    def factory(budget_ms: int | None, workers: int | None) -> Bot:
        return level(samples=samples, workers=workers)
    return factory


register_search_levels()

if __name__ == "__main__":
    sys.exit(main())
