"""The game's terms (R6 sweeps, R8 signals) reach the player through the words of
``ui/language/game_terms`` (translatable, context "GameTerms"), never as the engine's
enum values: a catalogue that words them differently is followed by the end-of-match
box's stake, the refused signal key's message, the signal buttons, the log's lines and
the table's speech label of a signal."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window
from tests.ui.test_signal_keys import QT_KEYS, lead_with_a_signal_off, press
from tressette_gui.engine import Card, CardPlayed, DealScore, DealScored, EndedBy, Rules, Sweep
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.engine.scoring import make_result
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.game_terms import signal_word, sweep_word
from tressette_gui.ui.language.texts import describe_event
from tressette_gui.ui.table.table_scene import note_text
from tressette_gui.ui.table.table_state import Note, NoteKind

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


class _Marked(QTranslator):
    """Words every game term as "<term>!" (the context "GameTerms" only)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str:
        if context == "GameTerms":
            return f"<{source}>!"
        return None  # type: ignore[return-value]  # a null QString: not translated here


@pytest.fixture
def marked(qapp: QApplication) -> Iterator[None]:
    translator = _Marked()
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


def test_the_words_follow_the_catalogue(marked: None) -> None:
    assert signal_word(LeadSignal.BUSSO) == "<Busso>!"
    assert sweep_word(Sweep.STRAMAZZONE) == "<stramazzone>!"


def test_the_stake_names_the_sweeps_in_their_words(qtbot: QtBot, marked: None) -> None:
    rules = Rules.for_variant("mazzetti", cappotto="wins_match", collatondrione=False)
    result = make_result(rules, winner=0, loser=1, points=(21, 0), deals=1,
                         sweeps=((Sweep.STRAMAZZO,), ()), stake=3, ended_by=EndedBy.SWEEP)
    dialog = MatchEndDialog(result, (), ("Ada", "Bo"), rules)
    qtbot.addWidget(dialog)
    label = dialog.findChild(QLabel, "stakeLabel")
    assert label is not None
    assert "In this match: <cappotto>! 2, <stramazzo>! 3." in label.toolTip()


def test_a_refused_signal_is_named_in_its_word(qtbot: QtBot, marked: None) -> None:  # R8
    window = make_window(qtbot)
    _obs, off = lead_with_a_signal_off(qtbot, window)
    press(window, QT_KEYS[off])
    word = f"<{off.value.capitalize()}>!"
    assert window.statusBar().currentMessage().startswith(
        f"{word} is not possible with your hand now: ")
    assert window.controls.signal_buttons[off].text().startswith(f"{word} (")


def test_the_log_and_the_table_name_the_terms_in_their_words(marked: None) -> None:
    names = ("Ada", "Bo")
    played = CardPlayed(0, Card.from_code("Ac"), None, LeadSignal.STRISCIO)
    assert describe_event(played, names) == "Ada plays Asso di coppe (<Striscio>!)"
    score = DealScore(thirds=(33, 0), last_trick=0, card_points=(11, 0), declared=(0, 0),
                      points=(11, 0), tricks=(10, 0), sweep=Sweep.CAPPOTTO, sweep_side=0)
    line = describe_event(DealScored(score, 1), names)
    assert line is not None and "\u2014 <cappotto>! (" in line
    assert note_text(Note(1, NoteKind.SIGNAL, LeadSignal.VOLO.value)) == "<Volo>!!"
