"""The intermedio-v1 bar is frozen: its moves on fixed deals are pinned (issue 6).

If this fails after a change to ``tressette_gui/bots/intermedio.py``, copy the
old rules into ``intermedio_v1.py`` so the bar stays where it was; do not
update the digest (see the docstring of ``tressette_gui.bots.intermedio_v1``).
"""

from __future__ import annotations

import hashlib
import random

import pytest

from tressette_gui.bots import make_bot
from tressette_gui.engine import VARIANTS, Match, Rules

#: sha256 prefix of the moves of four one-deal matches per game, all seats v1.
GOLDEN = {
    "tressette": "2cb8e6112f18b5c0",
    "spizzichino": "ef5ad7422be38369",
    "mazzetti": "8a6775e8d6681eea",
}


def moves_digest(variant: str) -> str:
    """Play four seeded one-deal matches with intermedio-v1 everywhere; hash the moves."""
    rules = Rules.for_variant(variant, match_end="deals", deals=1, tiebreak="draw")
    bot = make_bot("intermedio-v1")
    text = []
    for seed in range(4):
        match = Match(rules, seed)
        rng = random.Random(seed)
        while (seat := match.seat_to_act()) is not None:
            action = bot.choose(match.observe(seat), rng).action
            match.apply(action)
            text.append(str(action))
    return hashlib.sha256("\n".join(text).encode()).hexdigest()[:16]


@pytest.mark.parametrize("variant", VARIANTS)
def test_intermedio_v1_moves_are_pinned(variant: str) -> None:
    """intermedio-v1 plays exactly the moves it played when it was frozen."""
    assert moves_digest(variant) == GOLDEN[variant]
