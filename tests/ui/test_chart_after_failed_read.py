"""The Standings window's chart repaints after a failed read in a process of its own.

Run alone, ``test_history_unreadable``'s Standings test crashed the process every time
(the chart's line drawn with ``drawPolyline(QPolygonF)``: a jump to a garbage address in
PySide6's binding during the repaint after the read failed); inside the whole suite it
passed. The chart now draws its lines as paths; this runs that test alone to keep it so.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_standings_chart_repaints_after_a_failed_read_run_alone() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
         str(ROOT / "tests" / "ui" / "test_history_unreadable.py"),
         "-k", "standings_window_keeps"],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert done.stdout.startswith(".")  # the one test ran and passed
