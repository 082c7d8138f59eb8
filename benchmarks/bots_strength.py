"""Bot strength: the duplicate arena over the standard match-ups, run by hand.

Usage: ``python benchmarks/bots_strength.py [pairs] [jobs]`` (default 2000 pairs,
2 jobs). Prints one line per match-up: game, A, B, mean point difference per
deal for A with the 95% half-width, deals won by A, matches to 21 won by A.
Declarations are off in the four-player lines (the issue 6 target) and on in
the two-player ones (their default).

Figures when intermedio-v1 was frozen (commit 8e0cd13; 2,000 pairs, seed 1,
2 jobs; mean point difference per deal for A, 95% half-width)::

    tressette   intermedio   vs random       decl off  +4.056 +/- 0.128
    tressette   intermedio   vs principiante decl off  +0.717 +/- 0.129
    tressette   principiante vs random       decl off  +2.466 +/- 0.130
    tressette   cheat        vs intermedio   decl off  +0.105 +/- 0.049
    spizzichino intermedio   vs random       decl on   +4.851 +/- 0.171
    spizzichino intermedio   vs principiante decl on   +0.619 +/- 0.184
    mazzetti    intermedio   vs random       decl on   +5.221 +/- 0.188
    mazzetti    intermedio   vs principiante decl on   +0.059 +/- 0.261

The issue 6 target (intermedio vs random, four players, declarations off, at
least +3.5) is met. The cheat is Intermedio's rules with every card open, not
a solver, so its margin is a floor of the headroom, not the headroom.
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
