"""The guided first match (issue 16): started from the New match dialog, each turn says
the rule that applies with its cards glowing, in both languages; never saved, left at
any moment."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import legal_cards, make_window, setup, wait_for_human
from tressette_gui.analysis.lessons import Lesson, LessonKind, lesson
from tressette_gui.engine import Signal, Suit
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.lesson_words import lesson_text
from tressette_gui.ui.session.autosave import Autosave
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def guided(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot)
    window.flow.autosave = Autosave(tmp_path)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.learn_button.click()
    qtbot.waitUntil(lambda: window.guide.active)
    wait_for_human(qtbot, window)
    return window


def lit(window: MainWindow) -> set[str]:
    obs = window.controller.observation()
    assert obs is not None
    return {key.card.code for key, item in window.scene.cards.items()
            if isinstance(key, Face) and item.highlighted and key.card in obs.hand}


def test_each_turn_says_its_rule_and_lights_its_cards(qtbot: QtBot, tmp_path: Path) -> None:
    window = guided(qtbot, tmp_path)
    match = window.controller.match
    assert match is not None and window.setup.levels[1:] == ("principiante",) * 3
    assert window.guide.line.isVisible()
    for _ in range(5):
        obs = window.controller.observation()
        assert obs is not None
        found = lesson(obs, window.controller.explain)
        assert found is not None
        assert window.guide.line.text() == lesson_text(found)
        assert lit(window) == {c.code for c in found.cards if c in obs.hand}
        window.controller.human.play_card(legal_cards(obs)[0], forgo=True)
        wait_for_human(qtbot, window)
    assert not (tmp_path / "autosave.json").exists()  # never saved
    window.start_match(setup(), seed=1)  # left at any moment
    assert not window.guide.active and not window.guide.line.isVisible()


def test_the_lessons_speak_italian(qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> None:
    window = guided(qtbot, tmp_path)
    install_translator(qapp, "it")
    try:
        obs = window.controller.observation()
        assert obs is not None
        found = lesson(obs, window.controller.explain)
        assert found is not None
        text = lesson_text(found)
        assert text and "%" not in text and "You " not in text and "the " not in text
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("signal", "english", "italian"), [
    (Signal.BUSSO, "busso in spade: take with your highest spade",
     "ha bussato a spade"),
    (Signal.STRISCIO, "striscio in spade: he holds more spade", "ha strisciato a spade"),
    (Signal.VOLO, "volo in spade: it was his last spade",
     "volo a spade: era la sua ultima carta di spade"),
])
def test_each_signal_lesson_says_what_it_means(qapp: QApplication, signal: Signal,
                                               english: str, italian: str) -> None:
    """R8: the partner's busso, striscio and volo each have their line, in both languages."""
    found = Lesson(LessonKind.ANSWER_SIGNAL, suit=Suit.SPADE, signal=signal)
    assert english in lesson_text(found)
    install_translator(qapp, "it")
    try:
        assert italian in lesson_text(found)
    finally:
        install_translator(qapp, "en")
