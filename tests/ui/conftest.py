"""UI test configuration: the app's settings file and autosave live in a temporary
folder (``TRESSETTE_HOME``), never in the user's real ones; subprocesses inherit it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tressette_gui.user_files.location import HOME_VARIABLE


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh folder for the settings and the autosave of this test."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    return home
