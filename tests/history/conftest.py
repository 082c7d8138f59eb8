"""History test configuration: the data folder (``TRESSETTE_HOME``) is a temporary
folder, never the user's; subprocesses inherit it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tressette_gui.user_files.location import HOME_VARIABLE


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh data folder for this test."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    return home
