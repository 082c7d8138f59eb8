"""A stored match in the replay viewer for the UI tests of issue 15: a window over a
history holding a seeded match of each game, Ada against bots."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.history_helpers import random_match
from tests.ui.table_helpers import images
from tressette_gui.engine import Match
from tressette_gui.history import BotSeat, History, ProfileSeat, SeatPlayer
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: A match of each game whose seed shows every kind of step of that game: plays with
#: signals, tricks, declarations, redeal answers (tressette); draws (spizzichino); pile
#: tops turned and picked up (mazzetti); the last one ends with a resignation (R10).
GAMES = {"tressette": (44, None), "spizzichino": (0, None), "mazzetti": (0, 150)}


def game_match(variant: str) -> Match:
    """The match of ``variant`` (:data:`GAMES`)."""
    seed, resign = GAMES[variant]
    return random_match(variant, seed, resign=resign)


def stored_window(qtbot: QtBot, home: Path, variant: str, level: str = "esperto"
                  ) -> tuple[MainWindow, Match, int]:
    """A window over a history holding the match of ``variant``, Ada against bots of
    ``level``; its match number."""
    match = game_match(variant)
    with History(home / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        seats: list[SeatPlayer] = [ProfileSeat(ada),
                                   *(BotSeat(level) for _ in match.names[1:])]
        match_id = history.matches.store(match, seats)
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive.open(home / "history.sqlite"))
    qtbot.addWidget(window)
    window.controller.bots.pause_ms = 0
    window.show()
    window.activateWindow()  # the replay's keys are the window's shortcuts
    qtbot.waitUntil(window.isActiveWindow)
    return window, match, match_id


def press(window: MainWindow, key: Qt.Key) -> None:
    """Press ``key`` on the table (with the animations off the table moves at once)."""
    QTest.keyClick(window.view, key)
