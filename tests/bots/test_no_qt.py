"""Bots import no Qt (DESIGN.md section 1): checked in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys


def test_bots_and_arena_load_no_qt() -> None:
    """Importing the bots and the arena loads neither PySide6 nor shiboken6."""
    code = ("import sys, tressette_gui.bots, tressette_gui.bots.arena; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
