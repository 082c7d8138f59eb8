"""Soak: many matches in one process, memory and Qt objects at the start and the end.

Run by hand (not a test)::

    QT_QPA_PLATFORM=offscreen python benchmarks/soak.py [--matches 50] [--game tressette]
        [--level principiante] [--speed off] [--every 10] [--target POINTS]

One main window plays ``--matches`` bot-only matches of ``--game`` one after the other
(as the app does: the same window, controller, scene and bot thread; the bots as the
app builds them, ``session.bot_player.app_bot``, so the search levels use their worker
processes), to the target of the game's first preset or to ``--target`` points, at
animation speed ``--speed`` ("off" by default: every batch is jumped to its end). No
dialog opens (the ``--exit-after-match`` mode). Printed at the start, after every
``--every`` matches and at the end: the process's resident memory (MB, ``VmRSS`` of
``/proc/self/status``; the peak from ``getrusage`` where there is no ``/proc``), the
QObjects under the window, the items of the table's scene and the live Python objects
after a garbage collection. Flat figures mean nothing is kept from one match to the next.

Figures (2026-12-01, a loaded 2-core machine, speed "off" unless said; before issue 12's
fix four-player grew from 100 MB to 466 MB in 30 matches and two-player Esperto from 140
MB to 531 MB in 10):

- four players, principiante, 50 matches (330 s): RSS 78.2 MB at the start, 89.7 after
  10, 91.2 after 50; QObjects under the window 123, 125, 125.
- Spizzichino, Esperto, 50 matches to 51 (4,089 s): RSS 78.1, 97.8 after 10, 100.7 from
  25 to 50; QObjects 123, then 126 from 5 to 50.
- four players, principiante, speed "fast", 20 matches (2,059 s): RSS 78.1, 90.6 after
  10, 91.9 after 20; QObjects 123, 125, 125.
"""

from __future__ import annotations

import argparse
import gc
import os
import resource
import sys
import time
from dataclasses import replace
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def rss_mb() -> float:
    """The resident memory of this process in MB (the peak where /proc is missing)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024 if sys.platform == "darwin" else 1024)


def main() -> None:
    """Parse the options, play the matches, print the figures."""
    from PySide6.QtCore import QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from tressette_gui.bots import LEVELS
    from tressette_gui.engine import VARIANTS
    from tressette_gui.ui.session.match_setup import MatchSetup
    from tressette_gui.ui.table.timing import SPEEDS
    from tressette_gui.ui.window.main_window import MainWindow

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=50)
    parser.add_argument("--game", choices=VARIANTS, default="tressette")
    parser.add_argument("--level", choices=LEVELS, default="principiante")
    parser.add_argument("--speed", choices=tuple(SPEEDS), default="off")
    parser.add_argument("--every", type=int, default=10, help="report every N matches")
    parser.add_argument("--seed", type=int, default=1, help="the first match's seed")
    parser.add_argument("--target", type=int, default=None,
                        help="points that win a match (default: the game's first preset)")
    args = parser.parse_args()

    app = QApplication(sys.argv[:1])
    window = MainWindow(demo=True, quiet_end=True)
    window.set_speed(args.speed)
    window.show()
    setup = MatchSetup.default(args.game, level=args.level).demo()
    if args.target is not None:
        setup = replace(setup, rules=replace(setup.rules, target=args.target))
    played = [0]
    started = time.perf_counter()

    def report(label: str) -> None:
        gc.collect()
        print(f"{label:>12}: RSS {rss_mb():7.1f} MB, QObjects under the window "
              f"{len(window.findChildren(QObject)):6d}, scene items "
              f"{len(window.scene.items()):4d}, Python objects {len(gc.get_objects()):8d}, "
              f"{time.perf_counter() - started:6.0f} s", flush=True)

    def finished(_result: object) -> None:
        played[0] += 1
        if played[0] % args.every == 0 or played[0] == args.matches:
            report(f"{played[0]} matches")
        if played[0] == args.matches:
            app.quit()
        else:  # after the slot: the end of a match is finished first
            QTimer.singleShot(0, lambda: window.start_match(setup, args.seed + played[0]))

    window.matchFinished.connect(finished)
    print(f"{args.matches} matches of {args.game} to {setup.rules.target}, bots {args.level}, "
          f"speed {args.speed}")
    report("start")
    window.start_match(setup, args.seed)
    app.exec()
    window.close()


if __name__ == "__main__":
    main()
