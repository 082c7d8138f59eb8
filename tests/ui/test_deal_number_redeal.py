"""After "Ask for a new deal" (R7: the voided dealing is not a deal of the match) the
table's score box and the log still say deal 1, as the end-of-deal box will."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, setup, wait_for_human
from tressette_gui.engine import Phase

#: Seat 0, the human, is the first asked whether to ask for a new deal; the deal dealt
#: again asks nobody.
SEED = 98


def test_the_score_box_and_the_log_keep_deal_1_after_a_redeal(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=SEED)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.REDEAL
    QTest.mouseClick(window.controls.redeal_ask, Qt.MouseButton.LeftButton)
    match = window.controller.match
    assert match is not None
    qtbot.waitUntil(lambda: len(match.dealings) == 2)
    wait_for_human(qtbot, window)
    box = window.scene.score_box.html()
    assert "Deal 1<" in box and "Deal 2" not in box
    assert "Deal 1<" in window.score_panel.text()
    log = window.log.toPlainText()
    assert log.count("Deal 1, dealer ") == 2 and "Deal 2" not in log
