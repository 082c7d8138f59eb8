"""The replay viewer in each language (issue 15): its buttons' words fit a 1024 x 600
screen, even with a desktop font larger than Qt's default."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from tests.ui.replay_helpers import stored_window
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A desktop font larger than Qt's default (points): the bar once needed 1027 px in Italian.
LARGE_FONT = 12.0


@pytest.fixture
def large_font(qapp: QApplication) -> Iterator[None]:
    """The application's font at :data:`LARGE_FONT` points while the test runs."""
    font = qapp.font()
    larger = QFont(font)
    larger.setPointSizeF(LARGE_FONT)
    qapp.setFont(larger)
    yield
    qapp.setFont(font)


def cut_buttons(window: MainWindow) -> list[tuple[str, int, int]]:
    """(words, width wanted, width had) of each button shown under the table (the
    replay bar's and the analysis pane's) narrower than its words need."""
    buttons = (window.replay_bar.findChildren(QAbstractButton)
               + window.analysis_pane.findChildren(QAbstractButton))
    return [(button.text(), button.sizeHint().width(), button.width()) for button in buttons
            if button.isVisible() and button.sizeHint().width() > button.width()]


@pytest.mark.usefixtures("large_font")
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_replay_s_buttons_fit_a_1024_by_600_screen(qtbot: QtBot, user_home: Path,
                                                       qapp: QApplication,
                                                       language: str) -> None:
    try:
        install_translator(qapp, language)
        window, _match, match_id = stored_window(qtbot, user_home, "tressette")
        window.replay_mode.start(match_id)
        bar = window.replay_bar
        assert bar.isVisible() and window.analysis_pane.analyse_button.isVisible()
        assert len([b for b in bar.findChildren(QAbstractButton) if b.isVisible()]) == 5
        for size in (window.minimumSizeHint(), QSize(1024, 600)):
            window.resize(size)
            assert window.size() == size.expandedTo(window.minimumSizeHint())
            assert window.width() <= 1024
            assert cut_buttons(window) == [], (language, size)
        for name, action in bar.commands.items():  # the icons' words in their tooltips
            assert action.text() and action.toolTip(), name
    finally:
        install_translator(qapp, "en")
