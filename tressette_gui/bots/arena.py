"""``tressette-arena``: two bot levels play duplicate deals, and the numbers.

Duplicate format: ``--deals N`` distinct deals (deck ``i`` of ``shuffled_deck(seed,
i)``), each played twice with the same cards. Level A always holds side 0
(seats 0 and 2) and B side 1. In the first half the dealer is the last seat, so
seat 0 leads; in the second the layout is rotated by one seat and the dealer
with it, so every seat gets the cards its right-hand opponent held and A's
side holds exactly what B's side held (R2: turn order is unchanged). The card
luck cancels in the pair's difference ``((A - B)_1 + (A - B)_2) / 2``, in whole
points of R6 (declarations included when on).

Each half is a one-deal match: ``match_end="deals", deals=1``, no redeal
question, no napoletana decima, and a tie is a draw (no spareggio), R5-R7.
In mazzetti the piles are face down, so the halves give the same piles but
the hands depend on the choices of the players.

Printed: the mean point difference per deal for A with its 95% confidence
interval (normal, over pairs), the share of deals won by A (ties half), the
share of matches to 21 won by A (matches drawn from the recorded deals with
replacement, a seeded bootstrap), the decision time per move per level
(p50/p95/max in milliseconds), and the number of pairs and deals. Results
are the same whatever ``--jobs`` and ``--workers`` (only the times differ):
``--workers 2`` gives each search bot two processes, as the app does, for its
decision times.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import threading
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from ..engine import VARIANTS, Layout, Match, Rules, deal_layout, shuffled_deck
from . import FACTORIES, make_bot
from .base import Bot
from .cheat import Cheat, HandCheat
from .search.workers import follow_parent

#: Levels the arena seats besides the registered ones: the cheats
#: (:mod:`.cheat`), which read the deal; level name -> class.
ARENA_ONLY: dict[str, type[Cheat]] = {"cheat": Cheat, "cheat-hand": HandCheat}
#: Matches sampled for the bootstrap share of matches to 21.
BOOTSTRAP_MATCHES = 2000
#: The target of the bootstrap matches (R7, points).
MATCH_TARGET = 21


@dataclass(frozen=True, slots=True)
class Task:
    """One pair to play: the game, the levels of A and B, the deal index."""

    game: str
    a: str
    b: str
    pair: int
    seed: int
    declarations: bool
    budget_ms: int | None
    workers: int | None = None


@dataclass(frozen=True, slots=True)
class PairResult:
    """Points of A and B in each half (whole points, R6) and decision times in
    milliseconds per level."""

    points: tuple[tuple[int, int], tuple[int, int]]
    times: dict[str, list[float]]

    @property
    def diff(self) -> float:
        """A's mean point difference per deal over the two halves."""
        return sum(a - b for a, b in self.points) / 2


def arena_rules(game: str, declarations: bool) -> Rules:
    """The one-deal rules of an arena half (see the module docstring)."""
    return Rules.for_variant(game, match_end="deals", deals=1, declarations=declarations,
                             redeal_under_one_point=False, collatondrione=False,
                             tiebreak="draw")


def rotate(layout: Layout) -> Layout:
    """The layout with every hand moved to the next seat (R2 order): seat s+1 gets
    what seat s held. Stock and mazzetti piles are unchanged."""
    hands = layout.hands
    return Layout(hands=hands[-1:] + hands[:-1], stock=layout.stock, piles=layout.piles)


def pair_layouts(rules: Rules, seed: int, pair: int) -> tuple[tuple[Layout, int], ...]:
    """The (layout, dealer) of the two halves of deal ``pair``."""
    n = rules.players
    first = deal_layout(shuffled_deck(seed, pair), rules, n - 1)
    return (first, n - 1), (rotate(first), 0)


def build(level: str, budget_ms: int | None, workers: int | None = None) -> Bot | Cheat:
    """A bot of ``level`` for the arena (the cheats included) with ``workers``
    search processes (None: the level's default)."""
    cheat = ARENA_ONLY.get(level)
    return cheat() if cheat is not None else make_bot(level, budget_ms, workers=workers)


def play_half(task: Task, half: int, layout: Layout, dealer: int,
              times: dict[str, list[float]]) -> tuple[int, int]:
    """Play one half to the end; returns (A's points, B's points) and appends the
    decision times in milliseconds to ``times``."""
    rules = arena_rules(task.game, task.declarations)
    match = Match(rules, task.seed, dealer=dealer, layouts=[layout])
    levels = (task.a, task.b)
    bots = [build(level, task.budget_ms, task.workers) for level in levels]
    rngs = [random.Random(f"arena:{task.seed}:{task.pair}:{half}:{seat}")
            for seat in range(rules.players)]
    while (seat := match.seat_to_act()) is not None:
        side = seat % 2
        bot, obs = bots[side], match.observe(seat)
        start = time.perf_counter()
        if isinstance(bot, Cheat):
            decision = bot.choose_open(obs, match.deal, rngs[seat])
        else:
            decision = bot.choose(obs, rngs[seat])
        times[levels[side]].append((time.perf_counter() - start) * 1000)
        match.apply(decision.action)
    a, b = match.deal_scores[-1].points
    return a, b


def play_pair(task: Task) -> PairResult:
    """Play both halves of one duplicate pair."""
    times: dict[str, list[float]] = {task.a: [], task.b: []}
    rules = arena_rules(task.game, task.declarations)
    h1, h2 = (play_half(task, half, layout, dealer, times)
              for half, (layout, dealer) in enumerate(pair_layouts(rules, task.seed, task.pair)))
    return PairResult((h1, h2), times)


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile of ``values`` (not empty), ``share`` in [0, 1]."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def match_win_rate(deals: Sequence[tuple[int, int]], seed: int) -> float:
    """Share of matches to 21 won by A, drawing deals (A, B points) with
    replacement until one side has reached 21 with more points (R7)."""
    rng = random.Random(f"bootstrap:{seed}")
    wins = 0
    for _ in range(BOOTSTRAP_MATCHES):
        a = b = 0
        while max(a, b) < MATCH_TARGET or a == b:
            da, db = rng.choice(deals)
            a, b = a + da, b + db
        wins += a > b
    return wins / BOOTSTRAP_MATCHES


def summarize(results: Sequence[PairResult], task: Task) -> dict[str, object]:
    """The JSON summary of a run (keys documented in the module docstring)."""
    diffs = [r.diff for r in results]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) if n > 1 else 0.0
    deals = [p for r in results for p in r.points]
    won = sum(1.0 if a > b else 0.5 if a == b else 0.0 for a, b in deals)
    times: dict[str, list[float]] = {}
    for r in results:
        for level, ms in r.times.items():
            times.setdefault(level, []).extend(ms)
    return {
        "game": task.game, "a": task.a, "b": task.b, "seed": task.seed,
        "declarations": task.declarations,
        "mean_diff": round(mean, 4),
        "ci95": round(1.96 * sd / math.sqrt(n), 4),
        "pairs": n,
        "deals": len(deals),
        "deal_win_rate": round(won / len(deals), 4),
        "match_win_rate_21": round(match_win_rate(deals, task.seed), 4),
        "decision_ms": {level: {"p50": round(percentile(ms, 0.5), 3),
                                "p95": round(percentile(ms, 0.95), 3),
                                "max": round(max(ms), 3)} for level, ms in times.items()},
    }


def run(task: Task, pairs: int, jobs: int) -> list[PairResult]:
    """Play ``pairs`` pairs (deal indices 0..pairs-1) in ``jobs`` processes, in order;
    the processes end with the arena, even when it is killed."""
    tasks = [replace(task, pair=i) for i in range(pairs)]
    if jobs == 1:
        return [play_pair(t) for t in tasks]
    main = threading.current_thread() is threading.main_thread()
    with ProcessPoolExecutor(max_workers=jobs, initializer=follow_parent,
                             initargs=(main,)) as pool:
        return list(pool.map(play_pair, tasks, chunksize=max(1, pairs // (jobs * 8))))


def report(summary: dict[str, object]) -> str:
    """The human-readable summary."""
    s = summary
    lines = [
        f"{s['game']}: A = {s['a']}, B = {s['b']}, {s['pairs']} pairs ({s['deals']} deals), "
        f"seed {s['seed']}, declarations {'on' if s['declarations'] else 'off'}",
        f"mean point difference per deal for A: {s['mean_diff']:+.3f} "
        f"+/- {s['ci95']:.3f} (95% CI)",
        f"deals won by A: {100 * float(str(s['deal_win_rate'])):.1f}%",
        f"matches to {MATCH_TARGET} won by A (bootstrap): "
        f"{100 * float(str(s['match_win_rate_21'])):.1f}%",
        "decision time per move (ms):",
    ]
    decision = s["decision_ms"]
    assert isinstance(decision, dict)
    for level, t in decision.items():
        lines.append(f"  {level}: p50 {t['p50']:.3f}  p95 {t['p95']:.3f}  max {t['max']:.3f}")
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Parse the command line; argparse exits with a clear message on bad input."""
    levels = [*FACTORIES, *ARENA_ONLY]
    parser = argparse.ArgumentParser(
        prog="tressette-arena", description="Duplicate deals between two bot levels.")
    parser.add_argument("--game", choices=VARIANTS, default="tressette")
    parser.add_argument("--a", choices=levels, required=True, help="level of side A")
    parser.add_argument("--b", choices=levels, required=True, help="level of side B")
    parser.add_argument("--deals", type=int, default=100, help="distinct deals (pairs)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--budget-ms", type=int, default=None,
                        help="thinking budget per move for levels that search")
    parser.add_argument("--workers", type=int, default=None,
                        help="search processes per search bot (the app uses 2)")
    parser.add_argument("--declarations", choices=("on", "off"), default="on")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    for name in ("deals", "jobs", "workers", "budget_ms"):
        value = getattr(args, name)
        if value is not None and value < 1:
            parser.error(f"--{name.replace('_', '-')} must be at least 1, not {value}")
    return args


def main(argv: list[str] | None = None) -> int:
    """Run the arena with ``argv`` (default: the command line); returns 0."""
    args = parse_args(argv)
    task = Task(args.game, args.a, args.b, 0, args.seed, args.declarations == "on",
                args.budget_ms, args.workers)
    summary = summarize(run(task, args.deals, args.jobs), task)
    print(json.dumps(summary) if args.json else report(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
