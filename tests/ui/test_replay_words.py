"""The table and the replay viewer in each language (issue 15): the replay's buttons'
words fit a 1024 x 600 screen, even with a desktop font larger than Qt's default; the
bots the app named by level and seat are named again after a live language switch, on
the table and in the replay viewer, while a name a player typed never changes."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import resumed
from tests.ui.replay_helpers import stored_window
from tests.ui.table_helpers import make_window, wait_for_human
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.match_setup import MatchSetup
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


def test_the_table_names_the_bots_again_after_a_switch(qtbot: QtBot, qapp: QApplication) -> None:
    """A match set up in the New match dialog, its player typed as "Expert (North)": the
    bots follow the switch to Italian on the plates, in the log and the score sheet;
    the typed name stays as typed, and the match records the names it started with."""
    dialog = NewMatchDialog(MatchSetup.default(player="Expert (North)", level="esperto"))
    qtbot.addWidget(dialog)
    setup = dialog.setup()
    english = ("Expert (North)", "Expert (East)", "Expert (North)", "Expert (West)")
    assert setup.names == english
    window = make_window(qtbot)
    window.start_match(setup, seed=11)
    wait_for_human(qtbot, window)
    assert window.scene.names == english and window.scene.plate_texts() == list(english)
    log = window.log.toPlainText()
    assert "dealer Expert (East)" in log
    try:
        install_translator(qapp, "it")
        italian = ("Expert (North)", "Esperto (Est)", "Esperto (Nord)", "Esperto (Ovest)")
        qtbot.waitUntil(lambda: window.scene.plate_texts() == list(italian))
        assert window.scene.names == italian
        qtbot.waitUntil(lambda: "mazziere Esperto (Est)" in window.log.toPlainText())
        assert "Expert (East)" not in window.log.toPlainText()
        header = window.sheet_model.headerData(1, Qt.Orientation.Horizontal)
        assert header.startswith("Expert (North) &\nEsperto (Nord)")  # one a line: long
        demo = setup.demo()  # named in Italian: the match records these names
        window.start_match(demo, seed=11)
        assert window.scene.names[0] == "Esperto (Sud)"
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: window.scene.plate_texts()[0] == "Expert (South)")
    match = window.controller.match
    assert match is not None and match.names == demo.names and match.names[0] == "Esperto (Sud)"


def test_a_resumed_match_names_its_bots_again_after_a_switch(
        qtbot: QtBot, user_home: Path, qapp: QApplication) -> None:
    """The autosave keeps the bots' levels: a resumed match names each bot by its level
    and seat, as the New match dialog did, and follows a switch; Ada stays Ada."""
    window = resumed(qtbot, user_home, "tressette")
    match = window.controller.match
    assert match is not None and match.names[1:] == ("East", "North", "West")  # recorded
    english = ("Ada", "Beginner (East)", "Beginner (North)", "Beginner (West)")
    assert window.scene.plate_texts() == list(english)
    try:
        install_translator(qapp, "it")
        italian = ("Ada", "Principiante (Est)", "Principiante (Nord)", "Principiante (Ovest)")
        qtbot.waitUntil(lambda: window.scene.plate_texts() == list(italian))
        assert "Beginner (" not in window.log.toPlainText()
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: window.scene.plate_texts() == list(english))


def test_the_replay_names_the_bots_again_after_a_switch(qtbot: QtBot, user_home: Path,
                                                       qapp: QApplication) -> None:
    """The plates, the log, the last trick and the score sheet of the replay name the
    bots in the language just installed; Ada stays Ada."""
    window, _match, match_id = stored_window(qtbot, user_home, "tressette")
    window.replay_mode.start(match_id)
    player = window.controller.replay
    player.go_to(player.trick_start(player.deals()[-1], 2) + 1)
    english = ("Ada", "Expert (East)", "Expert (North)", "Expert (West)")
    assert window.scene.names == english and window.scene.plate_texts() == list(english)
    assert window.last_trick.shown_names()
    try:
        install_translator(qapp, "it")
        italian = ("Ada", "Esperto (Est)", "Esperto (Nord)", "Esperto (Ovest)")
        qtbot.waitUntil(lambda: window.scene.plate_texts() == list(italian))
        assert window.scene.names == italian
        log = window.log.toPlainText()
        assert "Esperto (" in log and "Expert (" not in log
        shown = window.last_trick.shown_names()  # whole, or the seat's default name
        assert not {"East", "North", "West"} & set(shown)
        assert not any(name.startswith("Expert") for name in shown)
        assert window.sheet_model.headerData(1, Qt.Orientation.Horizontal).startswith(
            "Ada & Esperto (Nord)")
        assert "Esperto (Nord)" in window.score_panel.text()
        assert "Expert (" not in window.score_panel.text()
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: window.scene.plate_texts() == list(english))
