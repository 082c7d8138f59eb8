"""A save that fails is seen and play goes on (issue 12, point 5): "The match could not
be saved: ..." stays above the table until dismissed, whatever the status line says
next, and its line in the log follows a language switch; the player keeps playing; once
saving works again the notice says so and the save holds the match."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import saved_match, start_app, write_prefs
from tests.ui.language_helpers import assert_reworded
from tests.ui.matches import same_for_everyone
from tests.ui.table_helpers import play_one, setup, wait_for_human
from tressette_gui.ui.language.i18n import install_translator

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def folder_gone(home: Path) -> Callable[[], None]:
    """The data folder replaced by a file (a removed drive, say): no file can be made
    in it, even by root. Returns what puts it back."""
    aside = home.with_name("aside")
    home.rename(aside)
    home.write_text("")

    def back() -> None:
        home.unlink()
        aside.rename(home)
    return back


def read_only(home: Path) -> Callable[[], None]:
    """The data folder made read-only. Returns what makes it writable again."""
    mode = home.stat().st_mode
    home.chmod(0o500)
    return lambda: home.chmod(mode)


@pytest.mark.parametrize("spoil", [
    folder_gone,
    pytest.param(read_only, marks=pytest.mark.skipif(
        os.name != "posix" or os.geteuid() == 0, reason="root writes a read-only folder")),
])
def test_a_failed_save_is_told_until_dismissed_and_play_goes_on(
        qtbot: QtBot, user_home: Path, qapp: QApplication,
        spoil: Callable[[Path], Callable[[], None]]) -> None:
    write_prefs(user_home)
    window = start_app(qtbot)
    window.dialog.reject()  # type: ignore[union-attr]  # the New match dialog
    window.start_match(setup(), seed=8)
    match = window.controller.match
    assert match is not None
    wait_for_human(qtbot, window)
    assert window.notice.isHidden()
    restore = spoil(user_home)
    try:
        play_one(qtbot, window)  # played, not saved
        notice = window.notice.text
        assert notice.startswith("The match could not be saved: ")
        assert window.log.toPlainText().count("could not be saved") == 1
        for _ in range(2):  # play goes on; the notice stays, told once
            wait_for_human(qtbot, window)
            assert window.statusBar().currentMessage() == "Your turn"
            play_one(qtbot, window)
        assert window.notice.text == notice and window.notice.isVisible()
        assert window.log.toPlainText().count("could not be saved") == 1
        try:  # the log's line is worded again on a language switch, like the others
            assert_reworded(qtbot, qapp, "it", window.log.toPlainText,
                            "Non è stato possibile salvare la partita: ", "could not be saved")
        finally:
            install_translator(qapp, "en")
        qtbot.waitUntil(lambda: window.log.toPlainText().count("could not be saved") == 1)
    finally:
        restore()
    wait_for_human(qtbot, window)
    play_one(qtbot, window)  # saved again
    assert window.notice.text == "The match is saved again."
    assert same_for_everyone(saved_match(user_home), match)
    QTest.mouseClick(window.notice.dismiss, Qt.MouseButton.LeftButton)
    assert window.notice.isHidden()
