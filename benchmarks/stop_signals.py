"""How fast SIGINT, SIGTERM and SIGHUP end the app while search bots think (issue 12:
under 2 s, the autosave written, no process left).

Run by hand (not a test; Linux, it reads /proc)::

    python benchmarks/stop_signals.py [--level esperto] [--warm 8] [--runs 1]

For each signal: the real entry point (``python -m tressette_gui --demo --level LEVEL
--speed off``), offscreen, its data folder in a temporary folder, in a new session; after
``--warm`` seconds (the bots search on their worker processes) the signal is sent to the
app. Printed: the exit status, the seconds from the signal to the app's exit and to the
moment no process of its session is left, and any line of stderr but Qt's offscreen
notice. ``tests/test_stop_signals.py`` checks the same with a saved match and a player.
"""

from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repository: its tests package
from tests.process_tree import poll, session  # the tests' /proc reader


def measure(number: signal.Signals, level: str, warm: float) -> None:
    """Start the demo, send ``number`` after ``warm`` seconds, print the figures."""
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": home}
        app = subprocess.Popen(
            [sys.executable, "-m", "tressette_gui", "--demo", "--level", level, "--speed",
             "off"], env=env, start_new_session=True, stderr=subprocess.PIPE, text=True)
        time.sleep(warm)
        sent = time.perf_counter()
        os.kill(app.pid, number)
        try:
            status: int | str = app.wait(timeout=60)
        except subprocess.TimeoutExpired:
            status = "still running after 60 s"
        ended = time.perf_counter() - sent
        poll(lambda: not session(app.pid), timeout=60)
        gone = time.perf_counter() - sent
        left = session(app.pid)
        for proc in left:
            os.kill(proc.pid, signal.SIGKILL)
        _, err = app.communicate()
        noise = [line for line in err.splitlines() if "propagateSizeHints" not in line]
        print(f"{number.name}: exit status {status}, app ended after {ended:.2f} s, "
              f"process tree gone after {gone:.2f} s, left {len(left)}, stderr {noise}",
              flush=True)


def main() -> None:
    """Parse the options and measure each signal."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="esperto", choices=("esperto", "campione"))
    parser.add_argument("--warm", type=float, default=8.0,
                        help="seconds of play before the signal")
    parser.add_argument("--runs", type=int, default=1, help="runs per signal")
    args = parser.parse_args()
    for _ in range(args.runs):
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            measure(number, args.level, args.warm)


if __name__ == "__main__":
    main()
