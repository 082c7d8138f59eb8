"""Speed of the exact solver (run by hand: ``python benchmarks/solver_speed.py``).

CPU time (``time.process_time``, so other processes on a shared machine do
not inflate it) on random positions: four players with 4 tricks left,
``Solver.move_values`` (every legal card's exact value, what PIMC calls on each
sample; target p95 under 20 ms), and two players with 10 cards each and nothing
hidden, as in spizzichino once the stock is empty, ``Solver.best_move`` and
``EndingSolver.best_card`` (the heads-up solver the bots call then; target p95
under 0.5 s).
"""

from __future__ import annotations

import argparse
import random
import time

from tressette_gui.bots.search.heads_up import EndingSolver
from tressette_gui.bots.search.position import random_position
from tressette_gui.bots.search.solver import Solver


def timings(players: int, cards: int, count: int, seed: int, heads_up: bool = False
            ) -> list[float]:
    """CPU seconds per solver call on ``count`` random positions, sorted:
    ``move_values`` with four players, ``best_move`` with two, or with
    ``heads_up`` the heads-up solver's ``best_card``."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        pos = random_position(rng, players, cards)
        solver = Solver()
        start = time.process_time()
        if heads_up:
            EndingSolver().best_card(pos)
        elif players == 4:
            solver.move_values(pos)
        else:
            solver.best_move(pos)
        out.append(time.process_time() - start)
    return sorted(out)


def main() -> None:
    """Print p50, p95 and max for both forms."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--four", type=int, default=500, help="four-player positions")
    parser.add_argument("--two", type=int, default=100, help="two-player positions")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for label, players, cards, count, heads_up in (
            ("4 players, 4 tricks left", 4, 4, args.four, False),
            ("2 players, 10 against 10", 2, 10, args.two, False),
            ("2 players, 10 against 10, heads-up solver", 2, 10, args.two, True)):
        t = timings(players, cards, count, args.seed, heads_up)
        p50, p95 = t[len(t) // 2], t[min(len(t) - 1, int(len(t) * 0.95))]
        print(f"{label}: {count} positions, p50 {p50 * 1000:.1f} ms, "
              f"p95 {p95 * 1000:.1f} ms, max {t[-1] * 1000:.1f} ms")


if __name__ == "__main__":
    main()
