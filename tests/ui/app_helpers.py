"""Helpers for the tests of the app's start: user files in the test's folder
(``TRESSETTE_HOME``, set by conftest.py), a started app window, seeded positions."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tressette_gui.app import SETTINGS_FILE, parse_args, start
from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Observation
from tressette_gui.records import from_record
from tressette_gui.ui.session.autosave import FILE_NAME, Autosave
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import AppSettings, Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: Preferences that keep the tests fast: no animation.
FAST = Preferences(animation_speed="off")


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


def play_until(match: Match, stop: Callable[[Match], bool], seed: int = 3) -> Match:
    """Let principiante bots play every seat of ``match`` until ``stop(match)``."""
    bot, rng = make_bot("principiante"), random.Random(seed)
    while not stop(match):
        seat = match.seat_to_act()
        assert seat is not None, "the match ended before the wanted moment"
        match.apply(bot.choose(match.observe(seat), rng).action)
    return match


def human_mid_trick(match: Match) -> bool:
    """Seat 0 to play into a trick under way, after the first trick (R4)."""
    obs = match.observe(0)
    return match.seat_to_act() == 0 and obs.trick_number >= 2 and len(obs.trick) > 0


def saved_match(home: Path) -> Match:
    """The match in the autosave file of ``home``, replayed by the engine."""
    data = json.loads((home / FILE_NAME).read_text(encoding="utf-8"))
    return from_record(data["record"])


def save(home: Path, match: Match, setup: MatchSetup) -> None:
    """Autosave ``match`` of ``setup`` in ``home`` as the app does."""
    Autosave(home).save(match, setup)


def same_for_everyone(a: Match, b: Match) -> bool:
    """The two matches look the same to every seat and wait for the same seat."""
    seen: list[Observation] = [a.observe(s) for s in range(a.rules.players)]
    return a.seat_to_act() == b.seat_to_act() and seen == [
        b.observe(s) for s in range(b.rules.players)]
