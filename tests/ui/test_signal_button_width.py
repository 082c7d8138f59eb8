"""The signal buttons (R8) show their whole label in every state and language: pressed,
the label is bold, with the checked style's padding and border (playtest: the pressed
Striscio read "triscio (S")."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.window.control_bar import SIGNAL_BORDER, SIGNAL_PADDING, ControlBar


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_pressed_signal_button_shows_its_whole_label(qtbot: QtBot, qapp: QApplication,
                                                       language: str) -> None:
    install_translator(qapp, language)
    try:
        bar = ControlBar()
        qtbot.addWidget(bar)
        bar.retranslate()
        bar.resize(1024, bar.height())
        bar.show()
        qtbot.waitExposed(bar)
        buttons = list(bar.signal_buttons.values())
        for button in buttons:
            button.show()
        qtbot.waitUntil(lambda: all(b.isVisible() and b.width() > 0 for b in buttons))
        for button in buttons:
            for checked in (False, True):
                button.setChecked(checked)
                bold = QFont(button.font())
                bold.setBold(True)
                text = QFontMetrics(bold).horizontalAdvance(button.text())
                room = button.width() - 2 * (SIGNAL_PADDING + SIGNAL_BORDER)
                assert text <= room, (button.text(), checked, text, room)
    finally:
        install_translator(qapp, "en")
