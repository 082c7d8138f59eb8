"""The match history in the app (issue 15): the human seats' profiles (the first start
asks a name once, a new name makes a profile), every finished or resigned match with a
human stored when it ends, and a history that cannot be used never stops the game nor
loses a match (its record is kept in ``unstored/``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import start_app, write_prefs
from tests.ui.matches import play_until
from tests.ui.table_helpers import images, play_to_the_end, setup
from tressette_gui.engine import Match, Rules
from tressette_gui.history import (
    BotSeat,
    GuestSeat,
    History,
    HistoryFilter,
    PlayerKind,
    ProfileSeat,
)
from tressette_gui.records import load, to_record
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.match_archive import (
    UNSTORED_FOLDER,
    MatchArchive,
    StoreError,
)
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
SPIZZICHINO = MatchSetup(Rules.for_variant("spizzichino"), ("Ada", "Expert"),
                         (None, "esperto"))


def resigned(setup: MatchSetup, actions: int = 6) -> Match:
    """A match of ``setup`` where seat 0 resigns after ``actions`` actions (R10)."""
    match = Match(setup.rules, 5, setup.names)
    done = iter(range(actions))
    play_until(match, lambda _m: next(done, None) is None)
    match.resign(0)
    return match


def window_with(qtbot: QtBot, archive: MatchArchive) -> MainWindow:
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=archive)
    qtbot.addWidget(window)
    window.controller.bots.pause_ms = 0
    window.show()
    return window


# ------------------------------------------------------------------ the archive
def test_a_profile_seat_a_bot_seat_and_a_resumed_match_found_by_name(user_home: Path) -> None:
    archive = MatchArchive.open()
    assert archive.notice is None and archive.history is not None
    assert archive.history.path == user_home / "history.sqlite"  # TRESSETTE_HOME
    ada = archive.create_profile("Ada")
    match = resigned(SPIZZICHINO)
    chosen = MatchSetup(SPIZZICHINO.rules, SPIZZICHINO.names, SPIZZICHINO.levels,
                        profiles=(ada.id, None))
    assert archive.seats(match, chosen) == [ProfileSeat(ada.id), BotSeat("esperto")]
    assert archive.seats(match, SPIZZICHINO) == [ProfileSeat(ada.id), BotSeat("esperto")]
    stored = archive.store(match, SPIZZICHINO)  # a resumed match: no profile ids
    assert stored.seconds > 0
    assert archive.history.matches.load(stored.match_id).resigned == 0
    row = archive.history.browser.page(HistoryFilter(player_id=ada.id), 0, 10)[0]
    assert row.match_id == stored.match_id and row.names == ("Ada", "Expert")
    assert row.levels == (None, "esperto")


def test_a_profile_deleted_during_the_match_leaves_a_guest(user_home: Path) -> None:
    archive = MatchArchive.open()
    assert archive.history is not None
    ada = archive.create_profile("Ada")
    archive.history.profiles.delete(ada.id)
    chosen = MatchSetup(SPIZZICHINO.rules, SPIZZICHINO.names, SPIZZICHINO.levels,
                        profiles=(ada.id, None))
    assert archive.seats(resigned(SPIZZICHINO), chosen) == [GuestSeat("Ada"),
                                                            BotSeat("esperto")]


def test_a_damaged_history_is_told_and_a_new_one_started(user_home: Path) -> None:
    user_home.mkdir(parents=True)
    (user_home / "history.sqlite").write_bytes(b"not a database at all" * 10)
    archive = MatchArchive.open()
    assert archive.history is not None and archive.notice is not None
    assert "damaged" in archive.notice and "history.sqlite.bad" in archive.notice
    assert (user_home / "history.sqlite.bad").read_bytes().startswith(b"not a database")


def test_a_failed_store_keeps_the_record(user_home: Path) -> None:
    archive = MatchArchive.open()
    assert archive.history is not None
    match = resigned(SPIZZICHINO)
    archive.history.close()  # every write now fails (sqlite3.ProgrammingError)
    with pytest.raises(StoreError) as caught:
        archive.store(match, SPIZZICHINO)
    kept = caught.value.kept
    assert kept is not None and kept.parent == user_home / UNSTORED_FOLDER
    assert to_record(load(kept)) == to_record(match)  # nothing is lost
    assert str(kept) in str(caught.value) and "could not be stored" in str(caught.value)


def test_no_history_at_all_stores_nothing_and_says_why(tmp_path: Path) -> None:
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    archive = MatchArchive.open(blocker / "history.sqlite")
    assert archive.history is None and archive.profiles() == []
    assert archive.notice is not None and "cannot be used" in archive.notice
    with pytest.raises(StoreError) as caught:
        archive.store(resigned(SPIZZICHINO), SPIZZICHINO)
    assert caught.value.kept is None  # the data folder cannot be written either


# ------------------------------------------------------------------- the window
def test_a_resigned_match_is_stored_when_it_ends(qtbot: QtBot) -> None:
    archive = MatchArchive.open()
    window = window_with(qtbot, archive)
    window.flow.ask_new_match()  # settings exist (player "Ada"): the profile is made unasked
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.player_name.currentText() == "Ada"
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.match is not None)
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    history = archive.history
    assert history is not None and history.matches.count() == 1
    stored = window.history_flow.last_stored
    assert stored is not None
    assert f"Stored in the history as match {stored.match_id}" in (
        window.log.toPlainText().splitlines())
    seats = {p.name: p.kind for p in history.players()}
    assert seats["Ada"] is PlayerKind.PROFILE and seats["principiante"] is PlayerKind.BOT


def test_the_log_says_the_match_is_stored_after_its_last_trick(qtbot: QtBot,
                                                              qapp: QApplication) -> None:
    """The match is stored as soon as the engine ends it, but the log reads in the order
    things happened: the last trick, the deal's score and the result, then the storing."""
    archive = MatchArchive.open()
    window = window_with(qtbot, archive)
    window.start_match(setup(match_end="deals", deals=1), seed=3)
    play_to_the_end(qtbot, window)
    stored = window.history_flow.last_stored
    assert stored is not None
    lines = window.log.toPlainText().splitlines()
    last_trick = max(i for i, line in enumerate(lines) if " takes trick 10 " in line)
    assert lines[last_trick + 1].startswith("Deal scored: ")
    assert lines[last_trick + 3:] == [f"Stored in the history as match {stored.match_id}"]
    try:  # the line is worded again on a language switch, like the others
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: window.log.toPlainText().splitlines()[-1] == (
            f"Registrata nello storico come partita {stored.match_id}"))
        assert " takes trick " not in window.log.toPlainText()
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: window.log.toPlainText().splitlines() == lines)


def test_a_store_failure_is_shown_before_the_match_end_and_play_goes_on(
        qtbot: QtBot, user_home: Path, qapp: QApplication) -> None:
    archive = MatchArchive.open()
    window = window_with(qtbot, archive)
    window.start_match(setup(), seed=2)
    assert archive.history is not None
    archive.history.close()
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert "could not be stored" in box.text() and UNSTORED_FOLDER in box.text()
    assert "could not be stored" in window.statusBar().currentMessage()
    assert "could not be stored" in window.log.toPlainText().splitlines()[-1]
    box.button(QMessageBox.StandardButton.Ok).click()
    try:  # the failure's line too is worded again on a language switch
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: window.log.toPlainText().splitlines()[-1].startswith(
            "Non è stato possibile registrare questa partita nello storico"))
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert len(list((user_home / UNSTORED_FOLDER).glob("match-*.json"))) == 1


def test_a_new_name_makes_a_profile_used_next_time(qtbot: QtBot) -> None:
    archive = MatchArchive.open()
    window = window_with(qtbot, archive)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.player_name.setEditText("Bea")
    dialog.accept()
    qtbot.waitUntil(lambda: window.controller.match is not None)
    assert [p.name for p in archive.profiles()] == ["Bea", "Ada"]  # the last used first
    assert window.controller.setup is not None
    assert window.controller.setup.profiles[0] == archive.profiles()[0].id
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    end = window.dialog
    assert isinstance(end, MatchEndDialog)
    end.reject()
    window.flow.ask_new_match()
    again = window.dialog
    assert isinstance(again, NewMatchDialog)
    assert again.player_name.currentText() == "Bea"
    assert [again.player_name.itemText(i) for i in range(again.player_name.count())] == [
        "Bea", "Ada"]


def test_the_first_start_asks_the_name_once(qtbot: QtBot, user_home: Path) -> None:
    window = start_app(qtbot)  # no settings file yet: the first start
    dialog = window.dialog
    assert isinstance(dialog, QInputDialog)
    assert dialog.textValue() == "Player"  # the default name, in the interface's language
    dialog.setTextValue("Cleo")
    dialog.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))
    new_match = window.dialog
    assert isinstance(new_match, NewMatchDialog)
    assert new_match.player_name.currentText() == "Cleo"
    new_match.reject()
    window.flow.ask_new_match()  # asked once: now the New match dialog at once
    assert isinstance(window.dialog, NewMatchDialog)
    with History() as history:
        assert [p.name for p in history.profiles.all()] == ["Cleo"]


def test_a_name_changed_after_the_first_start_s_question_makes_no_second_profile(
        qtbot: QtBot) -> None:
    """The Welcome question's name accepted as offered, then the player's own name typed
    in the New match dialog: one profile, under that name (no unplayed "Player" next to
    it in the history's filters). A later new name is a new profile."""
    window = start_app(qtbot)
    welcome = window.dialog
    assert isinstance(welcome, QInputDialog)
    welcome.accept()  # "Player"
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))
    with History() as history:
        first = [(p.id, p.name) for p in history.profiles.all()]
    assert [name for _id, name in first] == ["Player"]
    new_match = window.dialog
    assert isinstance(new_match, NewMatchDialog)
    new_match.player_name.setEditText("Dario")
    new_match.accept()
    qtbot.waitUntil(lambda: window.controller.match is not None)
    with History() as history:
        assert [(p.id, p.name) for p in history.profiles.all()] == [(first[0][0], "Dario")]
    assert window.controller.setup is not None
    assert window.controller.setup.profiles[0] == first[0][0]
    window.history_flow.prepare(MatchSetup(Rules.for_variant("spizzichino"), ("Eva", "Expert"),
                                           (None, "esperto")))
    with History() as history:
        assert sorted(p.name for p in history.profiles.all()) == ["Dario", "Eva"]


def test_a_refused_first_name_is_asked_again(qtbot: QtBot) -> None:
    window = start_app(qtbot)
    dialog = window.dialog
    assert isinstance(dialog, QInputDialog)
    dialog.setTextValue("   ")
    dialog.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    box = window.dialog
    assert isinstance(box, QMessageBox) and "1 to 20" in box.text()
    box.button(QMessageBox.StandardButton.Ok).click()
    qtbot.waitUntil(lambda: isinstance(window.dialog, QInputDialog))


def test_an_update_from_a_version_without_profiles_asks_nothing(qtbot: QtBot,
                                                                 user_home: Path) -> None:
    write_prefs(user_home, Preferences(animation_speed="off", player_name="Dora"))
    window = start_app(qtbot)
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.player_name.currentText() == "Dora"
