"""The other side's tricks label in the four-player replay (an Italian playtest): it
sat right under North's name plate, where it read as North's count; it lies by its
side's pile above East's plate, as in play, clear of every plate."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from pytestqt.qtbot import QtBot

from tests.ui.replay_helpers import stored_window
from tests.ui.table_helpers import covered_cards
from tressette_gui.ui.table.scene_items import Label

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_the_other_side_s_tricks_lie_by_east_not_under_north(qtbot: QtBot,
                                                             user_home: Path) -> None:
    window, _match, match_id = stored_window(qtbot, user_home, "tressette", "intermedio")
    window.replay_mode.start(match_id)
    player, scene = window.controller.replay, window.scene
    east, north = scene.plate_texts()[1:3]
    for width, height in ((1024, 600), (1920, 1080)):
        window.resize(width, height)
        assert window.size() == QSize(width, height)
        for index in range(len(player.moments)):
            player.go_to(index)
            words = scene.pile_label(1)
            if not words:
                continue
            labels = {item.text.text(): item.sceneBoundingRect() for item in scene.items()
                      if isinstance(item, Label) and item.isVisible()}
            label = labels[words]
            plates = [labels[name] for name in scene.plate_texts()]
            assert not any(label.intersects(plate) for plate in plates), index
            east_centre, north_centre = labels[east].center(), labels[north].center()
            assert (math.dist(label.center().toTuple(), east_centre.toTuple())
                    < math.dist(label.center().toTuple(), north_centre.toTuple())), index
            assert covered_cards(scene) == [], (width, index)
