"""Engine speed: random legal play-outs of whole deals per second, one core.

Run by hand: ``python benchmarks/engine_speed.py [seconds per game]``.

Contract (other checks parse it): the first three lines are exactly
``tressette: N deals/s``, ``spizzichino: N deals/s``, ``mazzetti: N deals/s``.

Each deal is dealt from a seeded shuffle (``shuffled_deck``), then played to the
end by choosing uniformly among ``DealState.legal_actions()`` with a seeded
``random.Random``: legal-action generation and application are both measured.
Only scored deals count (a deal voided by a redeal question or ended by a
napoletana decima costs time but is not counted).
"""

from __future__ import annotations

import random
import sys
import time

from tressette_gui.engine import VARIANTS, DealState, Rules, deal_layout, shuffled_deck


def play_out(rules: Rules, index: int, rng: random.Random) -> bool:
    """Deal deck ``index`` of seed 0 and play it out at random; True if it was scored."""
    dealer = index % rules.players
    state, _ = DealState.start(rules, dealer, deal_layout(shuffled_deck(0, index), rules, dealer))
    choice = rng.choice
    while state.seat_to_act() is not None:
        state.apply(choice(state.legal_actions()))
    return state.score is not None


def deals_per_second(rules: Rules, seconds: float) -> float:
    """Scored random deals per second of wall time over about ``seconds``."""
    rng = random.Random(1)
    deals = index = 0
    start = time.perf_counter()
    elapsed = 0.0
    while elapsed < seconds:
        for _ in range(20):
            deals += play_out(rules, index, rng)
            index += 1
        elapsed = time.perf_counter() - start
    return deals / elapsed


def main(argv: list[str]) -> int:
    """Print one ``<variant>: N deals/s`` line per game; returns the exit status."""
    seconds = float(argv[1]) if len(argv) > 1 else 3.0
    for variant in VARIANTS:
        rate = deals_per_second(Rules.for_variant(variant), seconds)
        print(f"{variant}: {rate:.0f} deals/s", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
