"""Bot strength: the duplicate arena over the standard match-ups, run by hand.

Usage: ``python benchmarks/bots_strength.py [pairs] [jobs]`` (default 2000 pairs,
2 jobs). Prints one line per match-up: game, A, B, mean point difference per
deal for A with the 95% half-width, deals won by A, matches to 21 won by A.
Declarations are off in the four-player lines (the issue 6 target) and on in
the two-player ones (their default).

Figures when intermedio-v1 was frozen (2,000 pairs, seed 1, 2 jobs):

- tressette intermedio vs random, declarations off: +4.056 +/- 0.128
  (target: at least +3.5)
- see the final report of issue 6 for the full table.
"""

from __future__ import annotations

import sys

from tressette_gui.bots.arena import Task, run, summarize

MATCHUPS = (
    ("tressette", "intermedio", "random", False),
    ("tressette", "intermedio", "principiante", False),
    ("tressette", "principiante", "random", False),
    ("tressette", "cheat", "intermedio", False),
    ("spizzichino", "intermedio", "random", True),
    ("spizzichino", "intermedio", "principiante", True),
    ("mazzetti", "intermedio", "random", True),
    ("mazzetti", "intermedio", "principiante", True),
)


def main(argv: list[str]) -> int:
    """Run every match-up and print its line; returns the exit status."""
    pairs = int(argv[1]) if len(argv) > 1 else 2000
    jobs = int(argv[2]) if len(argv) > 2 else 2
    for game, a, b, declarations in MATCHUPS:
        task = Task(game, a, b, 0, 1, declarations, None)
        s = summarize(run(task, pairs, jobs), task)
        print(f"{game:11} {a:12} vs {b:12} decl {'on ' if declarations else 'off'} "
              f"{s['mean_diff']:+.3f} +/- {s['ci95']:.3f}  deals won {s['deal_win_rate']:.3f}"
              f"  matches to 21 won {s['match_win_rate_21']:.3f}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
