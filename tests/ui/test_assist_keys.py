"""The Hint and Undo buttons of the control bar show the keys that press them, as every
other button of the bar shows its letter: their tooltips end with Match > Hint's and
Match > Undo's shortcuts (the buttons' text would widen the bar past 1024 px), and the
key shown is the one that works, in English and Italian."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import legal_cards, wait_for_human
from tests.ui.test_assist import running, say_yes, seen, window_at_turn
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


#: The key a tooltip ends with, in brackets: "... (Ctrl+Z)".
SHOWN_KEY = re.compile(r"\(([^()]+)\)$")


def _press_shown(qtbot: QtBot, window: MainWindow, button: QPushButton) -> None:
    """Press on the table the key ``button``'s tooltip ends with."""
    found = SHOWN_KEY.search(button.toolTip())
    assert found, button.toolTip()
    keys = QKeySequence(found.group(1))
    assert keys.count() == 1, found.group(1)
    window.activateWindow()
    window.view.setFocus()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keySequence(window.view, keys)  # what qtbot.keyClick does, for a sequence


@pytest.mark.parametrize("language", ["en", "it"])
def test_hint_and_undo_show_the_keys_that_press_them(qtbot: QtBot, qapp: QApplication,
                                                     language: str) -> None:
    """The Hint and Undo buttons' tooltips end with a key (Undo's while it is off too),
    and that key asks for a hint, then takes back a move."""
    install_translator(qapp, language)
    try:
        window = window_at_turn(qtbot)
        bar, assist = window.controls, window.assist.assist
        assert not bar.undo_button.isEnabled() and SHOWN_KEY.search(bar.undo_button.toolTip())
        with qtbot.waitSignal(assist.hinted, timeout=20_000):
            _press_shown(qtbot, window, bar.hint_button)
            qtbot.waitUntil(lambda: window.dialog is not None)
            say_yes(window)  # "Not counted": asked before the first hint
        assert running(window).hints_used
        for _ in range(6):
            before = seen(window)
            window.controller.human.play_card(legal_cards(before)[0])
            wait_for_human(qtbot, window)
            if bar.undo_button.isEnabled():
                _press_shown(qtbot, window, bar.undo_button)  # unranked: nothing to ask
                qtbot.waitUntil(lambda b=before: seen(window) == b)  # type: ignore[misc]
                assert running(window).undo_used
                break
        else:
            raise AssertionError("no undo in six turns")
    finally:
        install_translator(qapp, "en")
