"""Helpers for the tests of the app's start: user files in the test's folder
(``TRESSETTE_HOME``, set by conftest.py), a started app window, seeded positions."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.matches import human_mid_trick, play_until
from tests.ui.table_helpers import wait_for_human
from tressette_gui.app import SETTINGS_FILE, parse_args, start
from tressette_gui.engine import Match
from tressette_gui.records import from_record
from tressette_gui.ui.session.autosave import FILE_NAME, Autosave
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import AppSettings, Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: The answers of a Yes/No question.
YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
#: Preferences that keep the tests fast: no animation.
FAST = Preferences(animation_speed="off")


def unreadable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """Make ``folder`` behave as a folder of mode 000 does for a user other than root
    (root ignores the mode): listing it or reaching a file in it raises PermissionError,
    ``os.access`` says no. Only the Python calls are patched (not Qt's or SQLite's)."""
    def inside(path: object, *, itself: bool) -> bool:
        if not isinstance(path, (str, os.PathLike)):
            return False  # a file descriptor
        target = Path(os.fsdecode(path))
        return target.parent == folder or (itself and target == folder)

    def refuse(name: str, itself: bool) -> None:
        real = getattr(os, name)

        def call(path: Any, *args: Any, **kwargs: Any) -> Any:
            if inside(path, itself=itself):
                raise PermissionError(13, "Permission denied", str(path))
            return real(path, *args, **kwargs)
        monkeypatch.setattr(os, name, call)
    for name in ("open", "stat", "lstat"):
        refuse(name, itself=False)
    refuse("scandir", itself=True)
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, *args, **kwargs: not inside(
        path, itself=True) and real_access(path, mode, *args, **kwargs))


def write_prefs(home: Path, prefs: Preferences = FAST) -> AppSettings:
    """Store ``prefs`` as the user's settings in ``home``; the settings object."""
    settings = AppSettings(home / SETTINGS_FILE)
    settings.save(prefs)
    return settings


def start_app(qtbot: QtBot, *argv: str) -> MainWindow:
    """The app started as ``tressette <argv>`` (without its event loop), bots unhurried."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    window = start(app, parse_args(list(argv)))
    assert window is not None
    qtbot.addWidget(window)
    window.controller.bots.pause_ms = 0
    return window


def answer(window: MainWindow, button: QMessageBox.StandardButton) -> str:
    """Press ``button`` of the message box the window shows; its text."""
    box = window.dialog
    assert isinstance(box, QMessageBox), box
    text = box.text()
    box.button(button).click()
    return text


def saved_match(home: Path) -> Match:
    """The match in the autosave file of ``home``, replayed by the engine."""
    data = json.loads((home / FILE_NAME).read_text(encoding="utf-8"))
    return from_record(data["record"])


def save(home: Path, match: Match, setup: MatchSetup) -> None:
    """Autosave ``match`` of ``setup`` in ``home`` as the app does."""
    Autosave(home).save(match, setup)


def resumed(qtbot: QtBot, home: Path, variant: str = "spizzichino") -> MainWindow:
    """The app resumed (Yes) on a saved ``variant`` match where seat 0 must play."""
    setup = MatchSetup.default(variant, player="Ada")
    match = play_until(Match(setup.rules, 21, setup.names), human_mid_trick)
    write_prefs(home)
    save(home, match, setup)
    window = start_app(qtbot)
    answer(window, YES)
    wait_for_human(qtbot, window)
    return window
