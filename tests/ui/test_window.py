"""The main window around the table: controls that never take the keyboard, the
log dock that follows, readable cards at the default size, the table's labels and
prompt over a steady control bar, Help > About, the keyboard back on the table when a
dialog closes, and the window left inactive then while the user is in another
application."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    legal_cards,
    make_window,
    setup,
    wait_for_human,
)
from tressette_gui import __version__
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.table.layout import CARD_WIDTH
from tressette_gui.ui.window import main_window
from tressette_gui.ui.window.main_window import MainWindow
from tressette_gui.ui.window.window_size import DEFAULT_SIZE

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_controls_never_take_the_keyboard_from_the_table(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    buttons = window.controls.findChildren(QPushButton)
    assert buttons and all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in buttons)
    window.info.show_rules()
    assert isinstance(window.dialog, RulesDialog)
    window.dialog.reject()
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)
    window.menuBar().setFocus()
    window.set_status("Your turn")
    window.statusBar().showMessage("")  # what a menu's empty status tip does
    window.menus.match_menu.aboutToHide.emit()  # the menu closed (Escape)
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)
    assert window.statusBar().currentMessage() == "Your turn"


def test_the_log_follows_unless_scrolled_up(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    log, bar = window.log, window.log.verticalScrollBar()
    for i in range(300):
        log.add_line(f"line {i}")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    bar.setValue(0)  # the player scrolls up
    log.add_line("one more")
    assert not log.following and bar.value() == 0
    bar.setValue(bar.maximum())  # and back down
    log.add_line("and another")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert log.following
    window.start_match(setup(), seed=2)  # a new match keeps following
    qtbot.waitUntil(lambda: "New match, number 2" in log.toPlainText())
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_cards_are_readable_at_the_default_window_size(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.resize(*DEFAULT_SIZE)
    window.start_match(setup(), seed=2)
    qtbot.waitUntil(lambda: window.view.transform().m11() * CARD_WIDTH >= 70)


def test_table_labels_prompt_and_a_steady_bar(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    height = window.controls.height()
    window.start_match(setup(), seed=4)
    wait_for_human(qtbot, window)
    assert window.scene.prompt_text == "Your turn"
    assert window.scene.pile_label(0).startswith("Player & North \u2014 tricks: ")
    assert window.scene.pile_label(1).startswith("East & West \u2014 tricks: ")
    assert window.controls.height() == height  # the table never jumps
    obs = window.controller.observation()
    assert obs is not None
    window.controller.human.play_card(legal_cards(obs)[0])
    assert window.scene.prompt_text == ""


def test_about_names_the_version(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.menus.about_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox) and __version__ in box.text()


def a_card_key_plays(qtbot: QtBot, window: MainWindow) -> None:
    """Once the dialog is closed, the table has the keyboard (the window active again,
    nothing clicked) and Enter, sent where the keyboard is, plays the card marked."""
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.view)
    obs = window.controller.observation()
    assert obs is not None and window.controller.waiting_for_human
    focused = QApplication.focusWidget()
    assert focused is not None
    QTest.keyClick(focused, Qt.Key.Key_Return)
    after = window.controller.observation()
    assert after is not None and len(after.hand) == len(obs.hand) - 1


def test_the_keyboard_is_back_on_the_table_after_a_message_box(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=2)
    wait_for_human(qtbot, window)
    qtbot.waitUntil(window.isActiveWindow)
    window.menus.about_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isActiveWindow)
    QTest.keyClick(box, Qt.Key.Key_Return)  # its OK
    assert window.dialog is None
    a_card_key_plays(qtbot, window)


def test_the_keyboard_is_on_the_table_after_the_new_match_dialog(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    qtbot.waitUntil(window.isActiveWindow)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    qtbot.waitUntil(dialog.isActiveWindow)
    dialog.accept()  # the match starts while the dialog closes
    wait_for_human(qtbot, window)
    a_card_key_plays(qtbot, window)


class AwayApplication(QApplication):
    """QApplication as the main window's module sees it while the user is in another
    application (the offscreen platform is always active): only the state differs."""

    @staticmethod
    def applicationState() -> Qt.ApplicationState:
        """Inactive: none of the application's windows has the user."""
        return Qt.ApplicationState.ApplicationInactive


@pytest.mark.parametrize("away", [False, True])
def test_a_closing_dialog_takes_the_keyboard_only_in_the_active_application(
        qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, away: bool) -> None:
    """A dialog closing while the user works elsewhere (a demo's deal summary closes by
    itself) leaves the window inactive instead of grabbing the keyboard; in the active
    application the window is made active again. Another window of the test's
    application is active meanwhile, as another application's would be."""
    window = make_window(qtbot)
    qtbot.waitUntil(window.isActiveWindow)
    window.menus.about_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    qtbot.waitUntil(box.isActiveWindow)
    elsewhere = QWidget()
    qtbot.addWidget(elsewhere)
    elsewhere.show()
    elsewhere.activateWindow()
    qtbot.waitUntil(elsewhere.isActiveWindow)
    if away:
        monkeypatch.setattr(main_window, "QApplication", AwayApplication)
    box.accept()
    assert window.dialog is None
    if not away:
        qtbot.waitUntil(window.isActiveWindow)
        assert QApplication.focusWidget() is window.view
        return
    later: list[bool] = []
    QTimer.singleShot(0, lambda: later.append(True))  # the activation asked, if any, came
    qtbot.waitUntil(lambda: bool(later))
    assert elsewhere.isActiveWindow() and not window.isActiveWindow()
    assert QApplication.activeWindow() is elsewhere
    assert window.focusWidget() is window.view  # for when the user comes back
