"""One colour for each player across the charts (playtest s12): the end-of-match
chart draws a side in its player's profile colour, as the standings chart does, and
sides without one in the default colour least like the other side's
(dialogs.score_chart.side_colours, session.match_archive)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import images, two_player, wait_turn
from tressette_gui.history import History
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.standings_dialog import StandingsDialog
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_each_player_has_one_colour_in_the_match_end_and_standings_charts(
        qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "history.sqlite"
    archive = MatchArchive.open(path)
    for name in ("Anna", "Bruno"):  # red, then blue (match_archive.PROFILE_COLOURS)
        archive.create_profile(name)
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Anna"),
                        archive=archive)
    qtbot.addWidget(window)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    wait_turn(qtbot, window)
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    dialog = window.dialog
    assert isinstance(dialog, MatchEndDialog)
    ended = {s.label: s.colour.name() for s in dialog.chart.series}
    with History(path) as history:
        standings = StandingsDialog(history)
        qtbot.addWidget(standings)
        charted = {s.label: s.colour.name() for s in standings.chart.series}
    assert set(charted) == {"Anna", "Bruno"}
    assert ended == charted
    assert ended["Anna"] != ended["Bruno"]


def test_sides_without_an_own_colour_take_defaults_unlike_the_other() -> None:
    from tressette_gui.ui.dialogs.score_chart import SIDE_COLORS, side_colours

    red, blue = "#c03030", "#2f62b8"
    assert side_colours((None, None)) == SIDE_COLORS
    assert side_colours((blue, red)) == (QColor(blue), QColor(red))
    assert side_colours((red, None)) == (QColor(red), SIDE_COLORS[0])  # a bot: blue
    assert side_colours((None, blue)) == (SIDE_COLORS[1], QColor(blue))
    assert side_colours((red, red)) == (QColor(red), SIDE_COLORS[0])  # never the same
    assert side_colours((None, None, red, None)) == (QColor(red), SIDE_COLORS[0])  # 4 seats
