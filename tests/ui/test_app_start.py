"""The app's start and its user files (issue 7): preferences applied at start and saved
when changed, a bad settings file or save reported and set aside, the language switched
live from the Settings menu, and the autosave written after every human and bot action
(its record replays to the same position for every seat, R2-R9)."""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import (
    FAST,
    answer,
    save,
    saved_match,
    start_app,
    unreadable,
    write_prefs,
)
from tests.ui.matches import human_mid_trick, play_until, same_for_everyone
from tests.ui.table_helpers import follow_suit_position, legal_cards, setup, wait_for_human
from tressette_gui.app import SETTINGS_FILE
from tressette_gui.engine import (
    IllegalKind,
    IllegalReason,
    Match,
    Phase,
    Rules,
    Suit,
    parse_cards,
)
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.autosave import FILE_NAME
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import AppSettings, Preferences

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

OK = QMessageBox.StandardButton.Ok
LAST = MatchSetup(Rules.for_variant("spizzichino", target=31), ("Ada", "Bo"),
                  (None, "principiante"))


@pytest.fixture
def english(qapp: QApplication) -> object:
    """Whatever a test installs, the next one starts in English."""
    yield qapp
    install_translator(qapp, "en")


def prefs_in(home: Path) -> Preferences:
    prefs, warning = AppSettings(home / SETTINGS_FILE).load()
    assert warning is None
    return prefs


def test_preferences_are_applied_at_start(qtbot: QtBot, user_home: Path) -> None:
    write_prefs(user_home, Preferences(player_name="Ada", last_setup=LAST,
                                       animation_speed="fast", auto_declare=False,
                                       card_back="blue"))
    window = start_app(qtbot)
    assert window.director.speed == "fast" and window.menus.speed_actions["fast"].isChecked()
    assert not window.preferences.current.auto_declare
    assert not window.menus.auto_declare_action.isChecked()
    assert window.scene.card_back == "blue" and window.menus.back_actions["blue"].isChecked()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)  # no save: the New match dialog
    assert dialog.player_name.currentText() == "Ada"
    assert dialog.game.currentData() == "spizzichino" and dialog.target.value() == 31
    assert not dialog.auto_declare.isChecked()
    dialog.player_name.setEditText("Cy")
    dialog.accept()
    assert window.controller.match is not None
    kept = prefs_in(user_home)
    assert kept.player_name == "Cy" and kept.last_setup is not None
    assert kept.last_setup.rules == LAST.rules and not kept.auto_declare


def test_menu_choices_and_the_geometry_are_saved(qtbot: QtBot, user_home: Path) -> None:
    write_prefs(user_home)
    window = start_app(qtbot)
    window.menus.speed_actions["slow"].trigger()
    window.menus.auto_declare_action.trigger()
    window.menus.back_actions["blue"].trigger()
    assert window.director.speed == "slow" and not window.preferences.current.auto_declare
    window.close()
    kept = prefs_in(user_home)
    assert (kept.animation_speed, kept.auto_declare, kept.card_back) == ("slow", False, "blue")
    assert kept.geometry  # saveGeometry() bytes


def test_the_docks_shown_are_kept_across_restarts(qtbot: QtBot, user_home: Path) -> None:
    """View > Log unticked, the app closed: the next start, from the same settings, has
    no Log dock (the others still show, in their places)."""
    write_prefs(user_home)
    window = start_app(qtbot)
    qtbot.waitUntil(window.log_dock.isVisible)
    window.log_dock.toggleViewAction().trigger()
    assert window.log_dock.isHidden()
    window.close()
    assert prefs_in(user_home).docks  # saveState() bytes
    again = start_app(qtbot)
    qtbot.waitUntil(again.score_dock.isVisible)
    assert again.log_dock.isHidden() and not again.last_trick_dock.isHidden()
    assert not again.log_dock.toggleViewAction().isChecked()
    assert again.dockWidgetArea(again.score_dock) is Qt.DockWidgetArea.RightDockWidgetArea


def test_stored_docks_qt_does_not_take_leave_the_docks_shown(qtbot: QtBot,
                                                              user_home: Path) -> None:
    """Dock bytes of another version or a damaged file are ignored: every dock shows."""
    write_prefs(user_home, replace(FAST, docks=b"\x00\xff not Qt's state"))
    window = start_app(qtbot)
    docks = (window.score_dock, window.last_trick_dock, window.log_dock)
    qtbot.waitUntil(lambda: all(dock.isVisible() for dock in docks))


def test_the_card_back_turns_every_hidden_card(qtbot: QtBot, user_home: Path) -> None:
    write_prefs(user_home)
    window = start_app(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.menus.back_actions["blue"].trigger()
    hidden = [item for item in window.scene.cards.values() if not item.face_up]
    assert len(hidden) >= 27 and {item.back for item in hidden} == {"blue"}


def test_a_bad_settings_file_and_a_bad_save_are_told_then_the_app_starts(
        qtbot: QtBot, user_home: Path) -> None:
    user_home.mkdir()
    (user_home / SETTINGS_FILE).write_bytes(b"\x89PNG\r\n\x1a\n\x00garbage")
    (user_home / FILE_NAME).write_text('{"format": "tressette-autosave", "ver', "utf-8")
    window = start_app(qtbot)
    text = answer(window, OK)
    assert f"{SETTINGS_FILE}.bad" in text
    assert "not valid JSON" in text and f"{FILE_NAME}.bad" in text
    assert (user_home / f"{FILE_NAME}.bad").is_file()
    assert (user_home / f"{SETTINGS_FILE}.bad").read_bytes().endswith(b"garbage")
    assert isinstance(window.dialog, NewMatchDialog)  # then it goes on as usual
    assert prefs_in(user_home) == Preferences()


def test_the_language_menu_switches_live_and_is_kept(qtbot: QtBot, user_home: Path,
                                                     english: object) -> None:
    write_prefs(user_home, Preferences(language="en", animation_speed="off"))
    window = start_app(qtbot)
    window.dialog.reject()  # type: ignore[union-attr]
    assert window.menus.match_menu.title() == "&Match"
    window.menus.language_actions["it"].trigger()  # Qt posts LanguageChange to every window
    qtbot.waitUntil(lambda: window.menus.match_menu.title() == "&Partita")
    assert window.menus.settings_menu.title() == "&Impostazioni"
    assert window.last_trick_dock.windowTitle() == "Ultima presa"
    assert window.menus.new_action.text() == "&Nuova partita..."
    assert prefs_in(user_home).language == "it"
    # A refused card is explained in Italian (R4: rispondere al seme).
    obs, illegal = follow_suit_position(qtbot, window)
    assert window.statusBar().currentMessage() == "Tocca a te"
    assert not window.controller.human.play_card(illegal[0])
    assert window.statusBar().currentMessage() == \
        f"Devi rispondere a {obs.trick[0][1].suit.italian}"
    window.menus.language_actions["en"].trigger()
    qtbot.waitUntil(lambda: window.menus.match_menu.title() == "&Match")
    assert window.statusBar().currentMessage() == "Your turn"  # the prompt, re-worded


def test_the_must_follow_reason_in_italian(english: QApplication) -> None:
    from tressette_gui.ui.language.texts import friendly_reason

    install_translator(english, "it")
    reason = IllegalReason(IllegalKind.MUST_FOLLOW, suit=Suit.COPPE, cards=tuple(parse_cards("5c")))
    assert friendly_reason(reason) == "Devi rispondere a coppe"


def test_the_autosave_follows_human_and_bot_actions(qtbot: QtBot, user_home: Path) -> None:
    write_prefs(user_home)
    window = start_app(qtbot)
    window.dialog.reject()  # type: ignore[union-attr]
    window.start_match(setup(), seed=8)
    match = window.controller.match
    assert match is not None
    assert same_for_everyone(saved_match(user_home), match)  # saved at the start
    for _ in range(3):
        wait_for_human(qtbot, window)
        # The human is to act: the last action was a bot's (or none yet), and it is saved.
        assert same_for_everyone(saved_match(user_home), match)
        obs = window.controller.observation()
        assert obs is not None and obs.phase is Phase.PLAY
        before = len(match.dealings[-1].actions)
        assert window.controller.human.play_card(legal_cards(obs)[0])
        assert len(match.dealings[-1].actions) == before + 1
        assert same_for_everyone(saved_match(user_home), match)  # the human's play saved
    window.flow.resign()
    assert answer(window, QMessageBox.StandardButton.Yes) == (
        "Resign this match? It counts as lost.")
    assert not (user_home / FILE_NAME).exists()  # a finished match leaves no save


def test_a_demo_leaves_the_save_alone(user_home: Path) -> None:
    """``--demo --exit-after-match`` asks nothing and neither reads nor writes the save
    of the user's unfinished match."""
    setup_ = MatchSetup.default("spizzichino")
    save(user_home, play_until(Match(setup_.rules, 4, setup_.names), human_mid_trick), setup_)
    before = (user_home / FILE_NAME).read_bytes()
    write_prefs(user_home, FAST)
    done = subprocess.run(
        [sys.executable, "-m", "tressette_gui", "--demo", "--game", "mazzetti", "--seed", "2",
         "--speed", "off", "--exit-after-match"],
        capture_output=True, text=True, timeout=120, check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("result: ")
    assert (user_home / FILE_NAME).read_bytes() == before


def test_an_unreadable_data_folder_is_told_then_the_app_starts(
        qtbot: QtBot, user_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    user_home.mkdir()
    unreadable(monkeypatch, user_home)  # the settings and the autosave are both in it
    window = start_app(qtbot)
    text = answer(window, OK)
    assert text.count(f"the folder {user_home} cannot be read: Permission denied") == 2
    assert isinstance(window.dialog, NewMatchDialog)  # then it goes on, without saving
