"""The PySide6 pin: PySide6 6.12.0 on CPython 3.11 takes a
reference of ``True`` on every ``Signal.emit()`` and the process aborts with
"bool_dealloc" after about 570 emits. A fresh interpreter emits 10,000 signals and must
exit normally, so a version bump cannot bring the crash back silently."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

EMITS = 10_000
CODE = f"""
from PySide6.QtCore import QCoreApplication, QObject, Signal

class Emitter(QObject):
    bare = Signal()
    flag = Signal(bool)

app = QCoreApplication([])
emitter = Emitter()
seen = []
emitter.bare.connect(lambda: seen.append(None))
emitter.flag.connect(seen.append)
for i in range({EMITS}):
    emitter.bare.emit()
    emitter.flag.emit(i % 2 == 0)
print(len(seen))
"""


def test_ten_thousand_signal_emits_leave_the_process_alive() -> None:
    done = subprocess.run([sys.executable, "-c", CODE], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(2 * EMITS)


def test_the_dependency_stays_below_6_12() -> None:
    project = tomllib.loads((Path(__file__).resolve().parents[2] / "pyproject.toml")
                            .read_text(encoding="utf-8"))["project"]
    assert "PySide6-Essentials>=6.11.1,<6.12" in project["dependencies"]
