"""Processor time per decision of a bot level (run by hand).

``python benchmarks/decision_cpu.py --game spizzichino --level campione --b greedy
--deals 6 --seed 4``: plays the arena's duplicate pairs (the same deals as
``tressette-arena`` with these arguments) with the search on one process and
prints the level's processor time per decision (``time.process_time``, so the
other processes of a shared machine do not inflate it; every decision counted,
as in the arena's ``decision_ms``). With one process the whole search is in
that figure; the app's two worker processes split the samples, so on an
otherwise idle two-core machine a decision takes about half of it in wall
clock plus the processes' messages. Figures are in benchmarks/bot_strength.md.
"""

from __future__ import annotations

import argparse
import random
import time

from tressette_gui.bots import make_bot
from tressette_gui.bots.arena import arena_rules, pair_layouts, percentile
from tressette_gui.engine import Match


def decision_seconds(game: str, level: str, opponent: str, deals: int, seed: int) -> list[float]:
    """CPU seconds of each decision of ``level`` (one search process) against
    ``opponent`` over ``deals`` duplicate pairs, ascending."""
    rules = arena_rules(game, True)
    out = []
    for pair in range(deals):
        for half, (layout, dealer) in enumerate(pair_layouts(rules, seed, pair)):
            match = Match(rules, seed, dealer=dealer, layouts=[layout])
            bots = (make_bot(level, workers=1), make_bot(opponent, workers=1))
            rngs = [random.Random(f"arena:{seed}:{pair}:{half}:{seat}")
                    for seat in range(rules.players)]
            while (seat := match.seat_to_act()) is not None:
                obs = match.observe(seat)
                start = time.process_time()
                action = bots[seat % 2].choose(obs, rngs[seat]).action
                if seat % 2 == 0:
                    out.append(time.process_time() - start)
                match.apply(action)
    return sorted(out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--game", default="spizzichino")
    parser.add_argument("--level", default="campione")
    parser.add_argument("--b", default="greedy", help="the opponent level")
    parser.add_argument("--deals", type=int, default=6)
    parser.add_argument("--seed", type=int, default=4)
    args = parser.parse_args()
    times = [1000 * t for t in decision_seconds(args.game, args.level, args.b, args.deals,
                                                args.seed)]
    print(f"{args.level} against {args.b}, {args.game}, {args.deals} pairs, seed {args.seed}: "
          f"{len(times)} decisions, CPU p50 {percentile(times, 0.5):.0f} ms, "
          f"p95 {percentile(times, 0.95):.0f} ms, max {times[-1]:.0f} ms")


if __name__ == "__main__":
    main()
