"""Analysis test configuration: the bot tests' position helpers (``bot_positions``) are
shared, and the data folder (``TRESSETTE_HOME``) is a temporary folder, never the
user's."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tressette_gui.user_files.location import HOME_VARIABLE

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bots"))


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh data folder for this test."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    return home
