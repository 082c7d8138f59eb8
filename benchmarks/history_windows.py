"""The match history's windows with many stored matches (issue 15's targets).

Run by hand on a database filled by the history benchmark::

    python benchmarks/history_speed.py --keep /tmp/history10k.sqlite
    QT_QPA_PLATFORM=offscreen python benchmarks/history_windows.py /tmp/history10k.sqlite

(``xvfb-run -a`` instead of the offscreen platform measures the X11 path.) The database
is copied to a temporary folder first, so the file given is never changed. Figures, the
median of several runs where it says so:

- ``open``: each window built, shown and painted once over the main window, as in the
  app (Statistics and Standings of the first profile, the History list): the median of
  5, the first and the slowest; target under 0.5 s;
- ``scroll``: the History list (every match) scrolled from the top to the bottom, a page
  at a time and then a wheel notch (3 rows) at a time over the first 2,000 rows, each
  frame being the scroll, the rows read when the view reaches the end of those read
  (``fetchMore``) and the repaint; target: no frame over 50 ms;
- ``store``: a finished match of each game (random legal play) stored by the app's
  archive (``MatchArchive.store``: the record replayed, the rows written, one committed
  transaction), wall and processor time over :data:`STORES` of them; target under 50 ms;
- ``replay``: a stored match opened in the replay viewer (its moments computed from the
  record, the table shown).
"""

from __future__ import annotations

import argparse
import gc
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication, QDialog

from tressette_gui.engine import VARIANTS, Match, Rules
from tressette_gui.ui.dialogs.history_dialog import HistoryDialog
from tressette_gui.ui.dialogs.standings_dialog import StandingsDialog
from tressette_gui.ui.dialogs.statistics_dialog import StatisticsDialog
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: The windows' size while measured: the small laptop screen of the issue.
SIZE = (1024, 600)
#: Matches of each game stored by the app's archive.
STORES = 15


def timed_open(app: QApplication, make: Callable[[], QDialog], runs: int = 5) -> str:
    """The median time to build, show and paint a window, over ``runs``: wall time and,
    in brackets, processor time (what the machine's other load does not change)."""
    wall, cpu = [], []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        dialog = make()
        dialog.resize(*SIZE)
        dialog.show()
        app.processEvents()
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    return (f"{statistics.median(wall) * 1000:.0f} ms ({statistics.median(cpu) * 1000:.0f} ms "
            f"CPU), first {wall[0] * 1000:.0f} ms ({cpu[0] * 1000:.0f} ms CPU), max "
            f"{max(wall) * 1000:.0f} ms")


def frames(app: QApplication, dialog: HistoryDialog, step: int,
           limit: int) -> tuple[list[float], list[float]]:
    """Scroll the list by ``step`` (the scroll bar's units: rows) a frame until the end
    or row ``limit``; the wall and processor times of each frame (the scroll, the rows
    read, the repaint), in seconds."""
    bar = dialog.table.verticalScrollBar()
    wall, cpu = [], []
    while True:
        start, start_cpu = time.perf_counter(), time.process_time()
        bar.setValue(bar.value() + step)
        app.processEvents()  # the rows' layout and the repaint
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        at_end = bar.value() >= bar.maximum() and not dialog.model.canFetchMore()
        if at_end or bar.value() >= limit:
            return wall, cpu


def report(name: str, times: tuple[list[float], list[float]], rows: int) -> str:
    def figures(values: list[float]) -> str:
        ordered = sorted(values)
        p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
        return (f"median {statistics.median(values) * 1000:.1f}, 99th percentile "
                f"{p99 * 1000:.1f}, max {max(values) * 1000:.1f} ms")
    wall, cpu = times
    return (f"{name}: {len(wall)} frames over {rows} rows: wall {figures(wall)}; "
            f"CPU {figures(cpu)}")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Match history windows' speed.")
    parser.add_argument("database", type=Path, help="a history filled by history_speed.py")
    args = parser.parse_args(argv)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite"
        shutil.copyfile(args.database, path)
        archive = MatchArchive.open(path)
        history = archive.history
        assert history is not None
        profile = history.profiles.all()[0].id
        print(f"{history.matches.count()} stored matches; profile {profile}", flush=True)
        window = MainWindow(prefs=Preferences(animation_speed="off"), archive=archive)
        window.resize(*SIZE)
        window.show()  # as in the app, the windows open over the main window
        app.processEvents()
        gc.freeze()  # as the app does before its event loop
        print("open Statistics: " + timed_open(
            app, lambda: StatisticsDialog(history, profile)), flush=True)
        print("open Standings: " + timed_open(app, lambda: StandingsDialog(history)),
              flush=True)
        print("open History list: " + timed_open(app, lambda: HistoryDialog(history, None)),
              flush=True)

        dialog = HistoryDialog(history, None)
        dialog.resize(*SIZE)
        dialog.show()
        app.processEvents()
        page = dialog.table.verticalScrollBar().pageStep()
        paged = frames(app, dialog, page, 10**9)
        print(report("scroll by pages", paged, dialog.model.rowCount()), flush=True)
        dialog.close()
        dialog = HistoryDialog(history, None)
        dialog.resize(*SIZE)
        dialog.show()
        app.processEvents()
        wheel = frames(app, dialog, 3 * dialog.table.verticalScrollBar().singleStep(), 2000)
        print(report("scroll by wheel notches", wheel, dialog.table.verticalScrollBar().value()),
              flush=True)
        dialog.close()

        rng = random.Random(1)
        for variant in VARIANTS:
            rules = Rules.for_variant(variant)
            names = ("Ada", "Expert", "Expert (North)", "Expert (West)")[:rules.players]
            setup = MatchSetup(rules, names, (None, *("esperto",) * (rules.players - 1)),
                               profiles=(profile, *(None,) * (rules.players - 1)))
            wall, cpu = [], []
            for seed in range(STORES):
                match = Match(rules, seed, setup.names)
                while match.result is None:
                    match.apply(rng.choice(match.legal_actions()))
                start_cpu = time.process_time()
                wall.append(archive.store(match, setup).seconds)
                cpu.append(time.process_time() - start_cpu)
            print(f"store {variant} (MatchArchive.store): wall median "
                  f"{statistics.median(wall) * 1000:.1f}, max {max(wall) * 1000:.1f} ms; CPU "
                  f"median {statistics.median(cpu) * 1000:.1f}, max {max(cpu) * 1000:.1f} ms",
                  flush=True)

        opened = []
        for match_id in (1, 2, 3, 100, 5000):
            start = time.perf_counter()
            window.replay_mode.start(match_id)
            app.processEvents()
            window.repaint()
            opened.append(time.perf_counter() - start)
            window.replay_mode.close()
        print(f"replay open: median {statistics.median(opened) * 1000:.0f} ms, "
              f"max {max(opened) * 1000:.0f} ms", flush=True)
        window.controller.shutdown()
        window.close()
        archive.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
