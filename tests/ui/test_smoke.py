"""``--smoke-test`` from the source tree (the frozen app runs the same code; the slow
tests/test_installer.py runs it there): one bot deal of Tressette (R3.1) is scored."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

LAUNCHER = Path(__file__).resolve().parents[2] / "packaging" / "launcher.py"


def test_the_launcher_smoke_test_plays_one_deal() -> None:
    done = subprocess.run([sys.executable, str(LAUNCHER), "--smoke-test"],
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"smoke: deal 1 scored \d+-\d+\n", done.stdout), done.stdout
    assert done.stderr == ""  # no Qt warning either
