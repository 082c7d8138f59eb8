"""The teacher in the app (issue 16): how long a hint takes through the window, and how
responsive the window stays while hints are valued and while a match is analysed.

Run by hand (not a test; a few minutes)::

    QT_QPA_PLATFORM=offscreen nice python benchmarks/assist_responsiveness.py \
        [--hints 30] [--seed 3] [--mode hint|analysis|all]

- ``hint``: a four-player match against Principiante bots in the real window
  (animations off); at each of the human's turns the Hint is asked (``Assist.hint``,
  ``HINT_SETTINGS`` on the app's two search processes, the pool warm after the first)
  and its card played when it comes. Reported: the wall time from the request to the
  card glowing (p50, p95, longest; target p95 <= 1.5 s on two cores) and the longest
  gap between the ticks of a 5 ms QTimer on the GUI thread while hints were valued
  (target < 50 ms).
- ``analysis``: a four-player match to 21 played by Intermedio, stored in a history in
  a temporary folder, opened in the replay viewer (the tick gaps of its first
  ``OPEN_S`` seconds: the window's first paint, the worker processes started ahead on
  the analysis thread, once per app run and shared with the search bots and hints)
  and analysed from its "Analyse my play" button (``DEFAULT_ANALYSIS``: two processes).
  Reported: the analysis' wall time, the decisions, and the tick gaps (target < 50 ms)
  from the click, in its first second (the click's pause), and from the first
  decision reviewed on.

The load average is printed first: on a machine shared with other work the times grow.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QElapsedTimer, QTimer
from PySide6.QtWidgets import QApplication

from tressette_gui.bots.intermedio import Intermedio
from tressette_gui.engine import Match, Play, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: Seconds the replay viewer is shown before the click on "Analyse my play".
OPEN_S = 3.0


class Ticks:
    """A 5 ms QTimer on the GUI thread: the gaps between its ticks while :attr:`on`."""

    def __init__(self) -> None:
        self.clock = QElapsedTimer()
        self.clock.start()
        self.gaps: list[int] = []
        self.at: list[int] = []  # when each gap ended (ms on :attr:`clock`)
        self.busy: list[float] = []  # the GUI thread's processor time in each gap (ms)
        self.on = False
        self._last = 0
        self._last_cpu = time.thread_time()
        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        now, cpu = self.clock.elapsed(), time.thread_time()
        if self.on:
            self.gaps.append(now - self._last)
            self.at.append(now)
            self.busy.append((cpu - self._last_cpu) * 1000)
        self._last, self._last_cpu = now, cpu

    def report(self, since: int = 0) -> str:
        """The longest gap, the 99th percentile and the gaps over 50 ms (those ending
        after ``since`` ms), and the most processor time the GUI thread used in one gap:
        on a loaded machine a long gap with little of it was the scheduler's (the other
        processes), not work done on the GUI thread."""
        gaps = sorted(g for g, t in zip(self.gaps, self.at, strict=True) if t > since) or [0]
        busy = max((b for b, t in zip(self.busy, self.at, strict=True) if t > since),
                   default=0.0)
        over = sum(1 for gap in gaps if gap > 50)
        return (f"longest GUI tick gap {gaps[-1]} ms, 99th percentile "
                f"{gaps[int(len(gaps) * 0.99)]} ms, {over} of {len(gaps)} gaps over 50 ms "
                f"(the GUI thread's processor time in a gap at most {busy:.0f} ms)")


def run_until(app: QApplication, done: Callable[[], bool], seconds: float) -> None:
    """Process events until ``done()`` or ``seconds`` have passed."""
    end = time.perf_counter() + seconds
    while not done() and time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.001)


def bench_idle(app: QApplication, seconds: float) -> None:
    """The same ticks with nothing computing: what the machine's load alone gives."""
    ticks = Ticks()
    ticks.on = True
    run_until(app, lambda: False, seconds)
    print(f"idle window ({seconds:.0f} s, the baseline of this machine now): "
          f"{ticks.report()}")


def bench_hints(app: QApplication, count: int, seed: int) -> None:
    window = MainWindow(prefs=Preferences(animation_speed="off"))
    window.controller.bots.pause_ms = 0
    window.show()
    window.start_match(MatchSetup.default(), seed=seed)
    assist, ticks = window.assist.assist, Ticks()
    hinted: list[str] = []
    assist.hinted.connect(hinted.append)
    times: list[float] = []
    while len(times) < count + 1:
        def ready() -> bool:
            if window.dialog is not None:  # an end-of-deal summary: close it
                window.dialog.accept()
            match = window.controller.match
            return window.controller.waiting_for_human or match is None \
                or match.result is not None
        run_until(app, ready, 60)
        match = window.controller.match
        if match is None or match.result is not None:
            window.start_match(MatchSetup.default(), seed=seed + len(times))
            continue
        obs = window.controller.observation()
        assert obs is not None
        if not any(isinstance(a, Play) for a in obs.legal_actions):
            window.controller.human.play_card(obs.hand[0])
            continue
        hinted.clear()
        start = time.perf_counter()
        ticks.on = True
        assert assist.hint()
        run_until(app, lambda: bool(hinted), 60)
        ticks.on = False
        times.append(time.perf_counter() - start)
        assert hinted, "no hint came"
        window.controller.human.keys.play_selected()  # the hinted card: the keyboard's choice
    times = times[1:]  # the first starts the pool of worker processes
    times.sort()
    print(f"hint through the window: {len(times)} hints, p50 {statistics.median(times):.2f} s,"
          f" p95 {times[int(len(times) * 0.95) - 1]:.2f} s, longest {times[-1]:.2f} s; "
          f"while valued: {ticks.report()}")
    window.close()


def stored_match(folder: Path, seed: int) -> tuple[Path, int]:
    """A four-player match to 21 played by Intermedio, stored in a new history."""
    match, bot, rng = Match(Rules.for_variant("tressette"), seed), Intermedio(), \
        random.Random(seed)
    while (seat := match.seat_to_act()) is not None:
        match.apply(bot.choose(match.observe(seat), rng).action)
    path = folder / "history.sqlite"
    with History(path) as history:
        ada = history.profiles.create("Ada", "#c03030").id
        match_id = history.matches.store(match, [ProfileSeat(ada),
                                                 *(BotSeat("intermedio"),) * 3])
    print(f"stored match: {len(match.dealings)} dealings, "
          f"{sum(len(d.actions) for d in match.dealings)} actions, "
          f"score {match.scores[0]}-{match.scores[1]}")
    return path, match_id


def bench_analysis(app: QApplication, seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path, match_id = stored_match(Path(folder), seed)
        window = MainWindow(prefs=Preferences(animation_speed="off"),
                            archive=MatchArchive.open(path))
        window.show()
        run_until(app, lambda: False, 1)  # the window's first paint
        begin = time.perf_counter()
        window.replay_mode.start(match_id)
        opened = time.perf_counter() - begin
        opening = Ticks()
        opening.on = True
        run_until(app, lambda: False, OPEN_S)  # the player looks at the match first
        opening.on = False
        opening.timer.stop()
        print(f"replay viewer opened in {opened * 1000:.0f} ms; its first {OPEN_S:.0f} s "
              f"(the worker processes start): {opening.report()}")
        results: list[object] = []
        window.analysis.job.finished.connect(results.append)
        ticks = Ticks()
        first: list[int] = []

        def progressed(done: int, _total: int) -> None:
            if done >= 1 and not first:
                first.append(ticks.clock.elapsed())
        window.analysis.job.progressed.connect(progressed)
        start = time.perf_counter()
        ticks.on = True
        window.analysis_pane.analyse_button.click()
        run_until(app, lambda: bool(results), 900)
        ticks.on = False
        wall = time.perf_counter() - start
        review = getattr(results[0], "review", None) if results else None
        decisions = len(review.decisions) if review is not None else 0
        click = max((g for g, t in zip(ticks.gaps, ticks.at, strict=True) if t < 1000),
                    default=0)
        print(f"analysis in the replay viewer: {wall:.1f} s, {decisions} decisions; "
              f"from the click: {ticks.report()}; longest gap in the click's first second "
              f"{click} ms; from the first decision reviewed: "
              f"{ticks.report(first[0] if first else 0)}")
        window.close()
        archive = window.history_flow.archive
        if archive is not None:
            archive.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=30)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--mode", choices=("hint", "analysis", "all"), default="all")
    args = parser.parse_args()
    print("load average:", " ".join(f"{x:.2f}" for x in os.getloadavg()))
    app = QApplication(sys.argv[:1])
    bench_idle(app, 15)
    if args.mode in ("hint", "all"):
        bench_hints(app, args.hints, args.seed)
    if args.mode in ("analysis", "all"):
        bench_analysis(app, args.seed)


if __name__ == "__main__":
    main()
