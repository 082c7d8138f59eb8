"""The helper scripts in ``scripts/`` (screenshots, catalogues, card artwork, fits) are
typed as strictly as the package: ``mypy --strict`` passes on them. The README's test
command checks ``tressette_gui tests`` only; this test keeps the scripts in CI's scope.

mypy runs in-process (``mypy.api.run``) with the project's configuration and the
repository's cache (``.mypy_cache``, warm after the README's mypy step): a few seconds.
"""

from __future__ import annotations

from pathlib import Path

from mypy import api

REPO = Path(__file__).resolve().parents[1]
SCRIPTS = sorted((REPO / "scripts").glob("*.py"))


def test_every_script_passes_mypy_strict() -> None:
    assert len(SCRIPTS) >= 7, SCRIPTS  # the glob found the scripts folder
    stdout, stderr, status = api.run([
        "--strict", "--config-file", str(REPO / "pyproject.toml"),
        "--cache-dir", str(REPO / ".mypy_cache"), *map(str, SCRIPTS)])
    assert status == 0, stdout + stderr
