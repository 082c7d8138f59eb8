"""A normal install works (issue 11): the wheel built from the repository, installed into a
fresh virtual environment, carries the card artwork and the Italian catalogue, and its
``tressette --smoke-test`` plays one bot deal (R3.1) from a folder outside the repository.

Slow (builds a wheel, makes a venv and installs PySide6 into it from pip's cache or the
index, about a minute): ``python -m pytest -m slow tests/test_wheel.py``.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
#: What the copy of the repository leaves out: git, venvs, builds and caches.
NOT_SOURCE = (".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache",
              ".hypothesis", "shots")

pytestmark = pytest.mark.slow


def run(command: list[str], cwd: Path, timeout: float) -> str:
    """Run ``command`` in ``cwd`` without the caller's PYTHONPATH or virtual environment
    (so nothing of the repository leaks in); its stdout. Fails with its stderr."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=timeout)
    assert done.returncode == 0, f"{command}: {done.stderr[-3000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The scripts folder of a fresh venv where the wheel built from the repository is
    installed (not editable)."""
    work = tmp_path_factory.mktemp("wheel")
    # Built from a copy: setuptools leaves build/ in the source folder, and a stale
    # build/ could slip removed modules into the wheel.
    source = work / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_SOURCE))
    run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--wheel-dir",
         str(work / "dist"), str(source)], cwd=work, timeout=600)
    wheels = list((work / "dist").glob("tressette-*.whl"))
    assert len(wheels) == 1, wheels
    venv = work / "venv"
    run([sys.executable, "-m", "venv", str(venv)], cwd=work, timeout=300)
    scripts = venv / ("Scripts" if os.name == "nt" else "bin")
    run([str(scripts / "python"), "-m", "pip", "install", "--quiet", str(wheels[0])],
        cwd=work, timeout=900)
    return scripts


def test_the_installed_wheel_plays_one_deal_from_any_folder(installed: Path,
                                                            tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    out = run([str(installed / "tressette"), "--smoke-test"], cwd=elsewhere, timeout=300)
    assert re.fullmatch(r"smoke: deal 1 scored \d+-\d+\n", out), out


def test_the_wheel_carries_the_artwork_in_the_package(installed: Path,
                                                      tmp_path: Path) -> None:
    """The artwork is found inside the installed package, not in the repository."""
    code = ("from tressette_gui.ui.table.card_images import assets_dir\n"
            "print(assets_dir())")
    found = Path(run([str(installed / "python"), "-c", code], cwd=tmp_path,
                     timeout=120).strip())
    assert found.parts[-2:] == ("tressette_gui", "assets")
    assert "site-packages" in found.parts
    assert not found.is_relative_to(ROOT)
    assert (found / "cards" / "2x" / "Ac.png").is_file()
    assert (found / "icon.png").is_file()
    assert not (found / "cards" / "contact-sheet.png").exists()  # the docs' picture stays
