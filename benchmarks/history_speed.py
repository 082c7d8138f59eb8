"""Match history speed with many stored matches (issue 15's targets).

Run by hand: ``python benchmarks/history_speed.py [--matches 10000] [--pool 300]
[--keep FILE]`` (a few minutes: every match is stored through ``Matches.store``, which
replays it). ``--keep FILE`` copies the filled database there, for the windows'
benchmark (``benchmarks/history_windows.py``).

A pool of ``--pool`` different finished matches (random legal play of the three games,
one in twenty resigned) is stored over and over, one a few hours after the other, by two
profiles (Ada seven times in ten) against bots of random levels, one in ten with hints
used, into a new database in a temporary folder. Then, median of several runs:

- ``store``: storing one more finished match (replay, derived rows, one transaction,
  synced to disk); target under 50 ms;
- ``statistics``: what the statistics window reads: a profile's statistics overall and
  per game, the standings table and the profile's standings series; target: the window
  opens in under 0.5 s, so these must stay well under it;
- each figure is the median wall time, with the processor time beside it (on a busy
  machine the wall time grows, the processor time much less);
- ``history``: the history list's first page (count + 100 rows), newest first and with
  filters or another sort.
"""

from __future__ import annotations

import argparse
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path

from tressette_gui.bots import LEVELS
from tressette_gui.engine import VARIANTS, Match, Rules
from tressette_gui.history import (
    BotSeat,
    History,
    HistoryFilter,
    Outcome,
    ProfileSeat,
    SeatPlayer,
    SortKey,
)

START = datetime(2024, 1, 1, tzinfo=UTC)


def pool(size: int, rng: random.Random) -> list[Match]:
    """``size`` finished matches of the three games played at random."""
    matches = []
    for index in range(size):
        variant = VARIANTS[index % len(VARIANTS)]
        match = Match(Rules.for_variant(variant), index, None)
        resign_at = rng.randrange(20, 200) if rng.random() < 0.05 else None
        steps = 0
        while match.result is None:
            if steps == resign_at:
                match.resign(0)
                break
            match.apply(rng.choice(match.legal_actions()))
            steps += 1
        matches.append(match)
    return matches


def seats(match: Match, profile: int, rng: random.Random) -> list[SeatPlayer]:
    levels = list(LEVELS)
    return [ProfileSeat(profile), *(BotSeat(rng.choice(levels))
                                    for _ in range(match.rules.players - 1))]


def median_ms(action: Callable[[], object], runs: int) -> str:
    """The median wall time and processor time of ``runs`` calls, as text (the processor
    time is what the machine's other load does not change)."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        action()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return f"{statistics.median(wall) * 1000:.1f} ms ({statistics.median(cpu) * 1000:.1f} ms CPU)"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Match history speed.")
    parser.add_argument("--matches", type=int, default=10_000)
    parser.add_argument("--pool", type=int, default=300)
    parser.add_argument("--keep", type=Path, default=None,
                        help="copy the filled database to this file")
    args = parser.parse_args(argv)
    rng = random.Random(1)
    start = time.perf_counter()
    matches = pool(args.pool, rng)
    print(f"pool: {len(matches)} matches played in {time.perf_counter() - start:.1f} s",
          flush=True)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite"
        with History(path) as history:
            ada = history.profiles.create("Ada", "#c03030").id
            bo = history.profiles.create("Bo", "#3030c0").id
            start = time.perf_counter()
            for n in range(args.matches):
                match = matches[n % len(matches)].copy()
                match.hints_used = rng.random() < 0.1
                history.matches.store(
                    match, seats(match, ada if rng.random() < 0.7 else bo, rng),
                    played_at=START + timedelta(hours=5 * n))
            fill = time.perf_counter() - start
        size = path.stat().st_size
        if args.keep is not None:
            shutil.copyfile(path, args.keep)
        print(f"filled: {args.matches} matches in {fill:.0f} s "
              f"({fill / args.matches * 1000:.1f} ms each), {size / 2**20:.0f} MiB", flush=True)
        start = time.perf_counter()
        history = History(path)
        print(f"open: {(time.perf_counter() - start) * 1000:.1f} ms")
        with history:
            report(history, ada, matches, rng, args.matches)
    return 0


def report(history: History, ada: int, matches: list[Match], rng: random.Random,
           stored: int) -> None:
    extra = iter(range(stored, stored + 1000))

    def store_one() -> None:
        n = next(extra)
        match = matches[n % len(matches)]
        history.matches.store(match, seats(match, ada, rng),
                              played_at=START + timedelta(hours=5 * n))

    print(f"store: {median_ms(store_one, 21)} (median of 21)")
    window: dict[str, Callable[[], object]] = {
        "statistics (overall)": lambda: history.stats.of_player(ada),
        "statistics (tressette)": lambda: history.stats.of_player(ada, "tressette"),
        "standings table": lambda: history.stats.standings(),
        "standings table (spizzichino)": lambda: history.stats.standings("spizzichino"),
        "standings series": lambda: history.stats.standings_series(ada),
    }
    for name, action in window.items():
        print(f"{name}: {median_ms(action, 11)}")
    print(f"statistics window, all of the above: {median_ms(partial(run_all, window), 5)}")
    views = {
        "all, newest first": HistoryFilter(),
        "Ada, newest first": HistoryFilter(player_id=ada),
        "Ada, tressette, won, vs esperto": HistoryFilter(
            player_id=ada, game="tressette", outcome=Outcome.WON, opponent_level="esperto"),
        "Ada, by points": HistoryFilter(player_id=ada, sort=SortKey.POINTS),
        "all, by outcome, oldest first": HistoryFilter(sort=SortKey.OUTCOME, descending=False),
    }
    for name, view in views.items():
        first = median_ms(partial(first_page, history, view), 11)
        deep = median_ms(partial(history.browser.page, view, 5000, 100), 11)
        print(f"history first page ({name}): {first}; page at row 5000: {deep}")


def run_all(actions: dict[str, Callable[[], object]]) -> None:
    for action in actions.values():
        action()


def first_page(history: History, view: HistoryFilter) -> None:
    """What the list reads when it opens: the row count and the first 100 rows."""
    history.browser.count(view)
    history.browser.page(view, 0, 100)

if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
