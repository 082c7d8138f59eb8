"""UI test configuration: the app's settings file and autosave live in a temporary
folder (``TRESSETTE_HOME``), never in the user's real ones; subprocesses inherit it.
A match started without a number is dealt from a seeded source, so every test plays
the same deals on every run."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from tressette_gui.ui.session.match_setup import draw_seeds_from
from tressette_gui.user_files.location import HOME_VARIABLE

#: The seed of the source of match numbers in the tests.
SEEDS_SEED = 2026


@pytest.fixture(autouse=True)
def user_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh folder for the settings and the autosave of this test."""
    home = tmp_path / "home"
    monkeypatch.setenv(HOME_VARIABLE, str(home))
    return home


@pytest.fixture(autouse=True)
def seeded_matches() -> Iterator[None]:
    """Match numbers drawn in this test (``fresh_seed``) come from a source seeded with
    :data:`SEEDS_SEED`: a match started without a number is the same on every run."""
    before = draw_seeds_from(random.Random(SEEDS_SEED))
    yield
    draw_seeds_from(before)
