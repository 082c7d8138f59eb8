"""One wording for one thing: busso's meaning is said the same way on its button, in the
option's tooltip and in the rules (English and Italian); "volo" names only the signal,
a void's discard is piombo (R4, R8); Help > Rules has "This match" only with a match on
the table; the undo's log line says what was taken back."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, setup, wait_for_human
from tressette_gui.engine import Card, Match, Play, Rank, Redeal, Rules, Suit
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.records.undo import Undo
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.option_tips import option_tip
from tressette_gui.ui.language.rules_text import rules_html
from tressette_gui.ui.session.assist import undo_line
from tressette_gui.ui.window.control_bar import ControlBar

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A quoted phrase: "...", \u201c...\u201d or \u00ab...\u00bb.
QUOTED = re.compile("[\"\u201c\u00ab]([^\"\u201d\u00bb]+)[\"\u201d\u00bb]")


def section(html: str, title: str) -> str:
    """The text of the rules' section ``title`` (to the next heading), tags dropped."""
    part = html.split(f"<h3>{title}</h3>", 1)[1].split("<h3>", 1)[0]
    return re.sub(r"<[^>]+>", " ", part)


@pytest.mark.parametrize(("language", "meaning"), [
    ("en", "take with your highest and lead this suit back"),
    ("it", "prendi con la tua carta più alta e torna a questo seme"),
])
def test_busso_means_the_same_words_everywhere(qtbot: QtBot, qapp: QApplication,
                                              language: str, meaning: str) -> None:
    try:
        assert install_translator(qapp, language) == language
        bar = ControlBar()
        qtbot.addWidget(bar)
        bar.retranslate()
        tip = bar.signal_buttons[LeadSignal.BUSSO].toolTip()
        rules = rules_html(Rules.for_variant("tressette"))
        busso_rule = next(p for p in re.findall(r"<p>(.*?)</p>", rules)
                          if p.startswith("Busso"))
        assert QUOTED.findall(tip)[0] == QUOTED.findall(busso_rule)[0] == meaning
        assert f"busso ({meaning})" in option_tip("signals", 4)
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "trick", "discard"), [
    ("en", "Playing a trick", "a discard (piombo)"),
    ("it", "Come si gioca una presa", "è piombo a quel seme"),
])
def test_volo_is_only_the_signal(qapp: QApplication, language: str, trick: str,
                                 discard: str) -> None:
    try:
        assert install_translator(qapp, language) == language
        text = section(rules_html(Rules.for_variant("tressette")), trick)
        assert discard in text and "volo" not in text.lower()
    finally:
        install_translator(qapp, "en")


def test_this_match_only_with_a_match_on_the_table(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.info.show_rules()  # no match yet: the rules of the game alone
    dialog = window.dialog
    assert isinstance(dialog, RulesDialog)
    text = dialog.browser.toPlainText()
    assert "This match" not in text and "Option:" in text
    dialog.reject()
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.info.show_rules()
    assert isinstance(window.dialog, RulesDialog)
    assert "This match" in window.dialog.browser.toPlainText()
    window.dialog.reject()


@pytest.mark.parametrize(("language", "lines"), [
    ("en", ("Wanda took back the Sette di coppe",
            "Wanda took back the Sette di coppe and the 3 moves after it",
            "Wanda took back their last move and the move after it")),
    ("it", ("Wanda ha ripreso il Sette di coppe",
            "Wanda ha ripreso il Sette di coppe e le 3 mosse successive",
            "Wanda ha ripreso la sua ultima mossa e la mossa successiva")),
])
def test_the_undo_line_says_what_was_taken_back(qapp: QApplication, language: str,
                                                lines: tuple[str, ...]) -> None:
    match = Match(Rules.for_variant("tressette"), 1, ("Wanda", "West", "North", "East"))
    card = Card.of(Rank.SETTE, Suit.COPPE)
    made = (undo_line(Undo(0, match, 1), Play(card)),
            undo_line(Undo(0, match, 4), Play(card)),
            undo_line(Undo(0, match, 2), Redeal(False)))
    try:
        assert install_translator(qapp, language) == language
        assert tuple(line.text() for line in made) == lines
    finally:
        install_translator(qapp, "en")
