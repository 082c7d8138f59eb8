"""Speed of the teacher (issue 16's targets): a hint, and the analysis of whole matches.

Run by hand: ``nice python benchmarks/analysis_speed.py [--hints 40] [--seed 1]
[--workers 2]`` (several minutes).

- ``hint``: one decision valued by the evaluator with the hint's settings
  (``HINT_SETTINGS``) on ``--workers`` processes (the pool started and warm, as in
  the app), at ``--hints`` decisions of matches Intermedio plays (the three games,
  every point of a deal); p50, p95 and the longest wall time; target p95 <= 1.5 s on
  two cores;
- ``analysis``: every decision of seat 0 reviewed (``ANALYSIS_SETTINGS``, hindsight
  on) in a four-player match to 21 (target <= 60 s) and a Spizzichino match to 51
  (target <= 120 s), both played by Intermedio.

Each line gives the wall time and the processor time of this process and of the
worker processes together (read from ``/proc`` on Linux; "n/a" elsewhere): on a
machine shared with other work the wall time grows, the processor time much less,
and processor time / workers is what two idle cores would take. The load average is
printed at the start and the end.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from tressette_gui.analysis import HINT_SETTINGS, Evaluation, evaluate_observation, valued
from tressette_gui.analysis.review import MatchReview
from tressette_gui.analysis.runner import AnalysisSettings, analyse
from tressette_gui.bots.intermedio import Intermedio
from tressette_gui.bots.search import workers
from tressette_gui.bots.search.pimc import evaluate_batch
from tressette_gui.engine import Match, Observation, Play, Rules


def played(rules: Rules, seed: int, hints: list[Observation] | None = None,
           every: int = 1) -> Match:
    """A match Intermedio plays to the end; with ``hints``, every ``every``-th card
    choice's observation is collected there."""
    match = Match(rules, seed)
    rng = random.Random(seed)
    bot = Intermedio()
    choices = 0
    while (seat := match.seat_to_act()) is not None:
        obs = match.observe(seat)
        if hints is not None and valued(obs) and len(
                {a.card for a in obs.legal_actions if isinstance(a, Play)}) > 1:
            choices += 1
            if choices % every == 0:
                hints.append(obs)
        match.apply(bot.choose(obs, rng).action)
    return match


def _cpu_of(pid: int) -> float | None:
    """Processor seconds (user + system) of process ``pid``, from /proc (Linux)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _cpu(count: int) -> float | None:
    """Processor seconds of this process and of the pool's ``count`` workers."""
    executor = workers.pool(count)
    pids = list(getattr(executor, "_processes", {}) or {})
    times = [_cpu_of(pid) for pid in pids]
    if any(t is None for t in times):
        return None
    return time.process_time() + sum(t for t in times if t is not None)


def measure(count: int, work: Callable[[], object]) -> tuple[float, float | None]:
    """(wall seconds, processor seconds or None) of ``work()``."""
    before = _cpu(count)
    start = time.perf_counter()
    work()
    wall = time.perf_counter() - start
    after = _cpu(count)
    return wall, None if before is None or after is None else after - before


def p95(values: list[float]) -> float:
    """The 95th percentile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def show(seconds: float | None) -> str:
    return "n/a" if seconds is None else f"{seconds:.2f} s"


def load() -> str:
    return " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") \
        else "n/a"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    count = args.workers
    print(f"load average at the start: {load()}; {os.cpu_count()} processors; "
          f"{count} workers", flush=True)
    executor = workers.pool(count)
    for future in [executor.submit(evaluate_batch, [], [], 0, 0)
                   for _ in range(count)]:
        future.result()  # the pool is warm, as in the app

    observations: list[Observation] = []
    per_game = max(1, args.hints // 3)
    for game, every in (("tressette", 2), ("spizzichino", 3), ("mazzetti", 3)):
        found: list[Observation] = []
        seed = args.seed
        while len(found) < per_game:
            played(Rules.for_variant(game, match_end="deals", deals=1), seed, found, every)
            seed += 1
        observations += found[:per_game]
    settings = replace(HINT_SETTINGS, workers=count)
    walls, cpus = [], []
    slowest: dict[str, float] = {}
    for k, obs in enumerate(observations):
        evaluations: list[Evaluation] = []
        wall, cpu = measure(count, lambda obs=obs, k=k, out=evaluations: out.append(
            evaluate_observation(obs, k, settings)))
        walls.append(wall)
        if cpu is not None:
            cpus.append(cpu)
        kind = f"{obs.rules.variant} {evaluations[0].method.value}"
        slowest[kind] = max(slowest.get(kind, 0.0), wall)
    cpu_text = (f"; processor per hint p50 {statistics.median(cpus):.2f} s, "
                f"p95 {p95(cpus):.2f} s, max {max(cpus):.2f} s") if cpus else ""
    print(f"hint ({len(walls)} decisions): wall p50 {statistics.median(walls):.2f} s, "
          f"p95 {p95(walls):.2f} s, max {max(walls):.2f} s{cpu_text} "
          "(target p95 <= 1.5 s)", flush=True)
    print("  the longest hint by game and method: " + ", ".join(
        f"{kind} {seconds:.2f} s" for kind, seconds in sorted(slowest.items())), flush=True)

    for game, target, limit in (("tressette", 21, 60), ("spizzichino", 51, 120)):
        match = played(Rules.for_variant(game, target=target), args.seed)
        reviews: dict[int, MatchReview] = {}

        def run(match: Match = match, reviews: dict[int, MatchReview] = reviews) -> None:
            reviews.update(analyse(match, [0], AnalysisSettings(workers=count)))

        wall, cpu = measure(count, run)
        decisions = len(reviews[0].decisions)
        print(f"analysis of a {game} match to {target} ({len(match.dealings)} dealings, "
              f"{decisions} decisions of seat 0): wall {wall:.1f} s, processor "
              f"{show(cpu)} (target <= {limit} s)", flush=True)
    print(f"load average at the end: {load()}")
    workers.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
