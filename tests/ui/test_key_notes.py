"""The status line's answer to a key that did nothing lasts until the table moves on:
the deal's summary, a bot's turn or the human's pile choice takes it away (the pile
choice's own keys: ``test_pile_choice_keys``)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import act, make_window, setup
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_a_key_message_goes_when_the_deal_summary_opens(qtbot: QtBot) -> None:
    """A key pressed after the human's last card of the deal ("No card for that key")
    is not left behind the deal's summary."""
    window = make_window(qtbot)
    window.preferences.set_speed("fast")
    window.start_match(setup(), seed=2)
    while True:
        qtbot.waitUntil(lambda: window.controller.waiting_for_human, timeout=15_000)
        obs = window.controller.observation()
        assert obs is not None
        last = len(obs.hand) == 1
        act(window)
        if last:
            break
    assert window.dialog is None  # the last trick is still on the table
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_J)
    assert window.statusBar().currentMessage() == "No card for that key"
    qtbot.waitUntil(lambda: isinstance(window.dialog, DealSummaryDialog), timeout=15_000)
    assert window.statusBar().currentMessage() == ""
