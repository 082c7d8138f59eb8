"""The installable app (issue 7): ``build_installer.spec`` builds a one-folder app whose
``--smoke-test`` plays one bot deal (R3.1) and exits 0; the folder holds the artwork and
the Italian catalogue, and none of the Qt modules the app does not use.

Slow (a PyInstaller build, about half a minute): ``python -m pytest -m slow``.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: The folder's size budget (issue 7).
MAX_MEGABYTES = 150

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(not sys.platform.startswith("linux"),
                       reason="checks the Linux build (dist/Tressette/Tressette)"),
]


@pytest.fixture(scope="module")
def app_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Build the app once into a temporary folder; its dist/Tressette. Skips when
    PyInstaller is missing (it comes with the ``build`` extra: ``pip install -e .[build]``)."""
    pytest.importorskip("PyInstaller", reason="needs the build extra: pip install -e .[build]")
    work = tmp_path_factory.mktemp("pyinstaller")
    done = subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
         "--distpath", str(work / "dist"), "--workpath", str(work / "build"),
         str(ROOT / "build_installer.spec")],
        cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    return work / "dist" / "Tressette"


def test_the_frozen_app_plays_one_deal(app_folder: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run([str(app_folder / "Tressette"), "--smoke-test"], env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"smoke: deal 1 scored \d+-\d+\n", done.stdout), done.stdout


def test_the_frozen_app_searches_on_its_worker_processes(app_folder: Path,
                                                         tmp_path: Path) -> None:
    """Esperto bots search on two spawned processes of the frozen app (the launcher's
    ``freeze_support``: a worker must not start the app again); the match ends with
    the result line (issue 4's contract)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": str(tmp_path)}
    done = subprocess.run([str(app_folder / "Tressette"), "--demo", "--game", "spizzichino",
                           "--level", "esperto", "--seed", "3", "--speed", "off",
                           "--exit-after-match"],
                          env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert re.fullmatch(r"result: .+ \d+-\d+ after \d+ deals\n", done.stdout), done.stdout


def test_the_folder_holds_what_the_app_needs_and_no_more(app_folder: Path) -> None:
    internal = app_folder / "_internal"
    assets = internal / "tressette_gui" / "assets"
    assert (assets / "cards" / "2x" / "Ac.png").is_file()
    assert (assets / "icon.png").is_file()
    assert (internal / "tressette_gui" / "i18n" / "tressette_it.qm").is_file()
    names = {p.name for p in internal.rglob("*")}
    assert not [p for p in internal.rglob("*") if p.is_symlink() and not p.exists()]
    assert "libQt6Network.so.6" in names  # the local socket to a running app (QtNetwork)
    for unused in ("libQt6Qml.so.6", "libQt6Quick.so.6",
                   "libQt6Pdf.so.6", "libQt6Svg.so.6", "libqgtk3.so", "libssl.so.3",
                   "qtbase_de.qm", "PIL", "tkinter"):
        assert unused not in names
    megabytes = sum(p.stat().st_size for p in app_folder.rglob("*")
                    if p.is_file() and not p.is_symlink()) / 2**20
    assert megabytes < MAX_MEGABYTES
