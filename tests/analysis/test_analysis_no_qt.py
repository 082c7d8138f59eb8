"""The analysis, the history and the record tool import no Qt (DESIGN.md section 1):
checked in a fresh interpreter."""

from __future__ import annotations

import subprocess
import sys


def test_analysis_history_and_records_load_no_qt() -> None:
    code = ("import sys, tressette_gui.analysis, tressette_gui.analysis.command, "
            "tressette_gui.history, tressette_gui.records.cli; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"
