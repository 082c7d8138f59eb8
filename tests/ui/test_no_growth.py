"""Matches one after another in one window keep nothing (issue 12, point 2): the Qt
objects under the window are as many after the third match as after the first, at speed
"off" (no animation object is made) and with animations that are skipped as they start
(each batch's group is deleted). ``benchmarks/soak.py`` measures memory over 50 matches."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QAbstractAnimation, QObject, QTimer
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, two_player
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: Matches played in a row.
MATCHES = 3


def objects_after_match(qtbot: QtBot, window: MainWindow, seed: int) -> int:
    """Play a bot match of Spizzichino to 11 to its end; the QObjects under the window
    once the last batch's animations are gone."""
    with qtbot.waitSignal(window.matchFinished, timeout=60_000):
        window.start_match(two_player("spizzichino").demo(), seed=seed)
    qtbot.waitUntil(lambda: not window.director.findChildren(QAbstractAnimation))
    return len(window.findChildren(QObject))


@pytest.mark.parametrize("speed", ["off", "fast"])
def test_the_qobjects_under_the_window_do_not_grow_match_after_match(
        qtbot: QtBot, speed: str) -> None:
    window = make_window(qtbot)
    window.quiet_end = True  # no dialogs: only the table, the docks and the bots work
    window.preferences.set_speed(speed)
    batches: list[bool] = []

    def skip_soon(_step: object) -> None:  # a click on the felt as each batch starts
        batches.append(window.director.busy)
        QTimer.singleShot(0, window.director.skip)

    if speed != "off":
        window.director.stepStarted.connect(skip_soon)
    counts = [objects_after_match(qtbot, window, seed) for seed in range(MATCHES)]
    assert counts[-1] == counts[0], counts
    assert speed == "off" or len(batches) > 100  # the animated path was taken
