"""rules_html: this match's options, then the game's rules with the options marked; RulesDialog."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMainWindow, QPushButton
from pytestqt.qtbot import QtBot

from tressette_gui.engine import PRESETS, Rules
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.dialogs.sizing import FRAME, MAX_SHARE
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.rules_text import rules_html


def test_every_preset_renders() -> None:
    for rules in PRESETS.values():
        html = rules_html(rules)
        assert "32 thirds" in html  # R1
        assert "3, 2, Asso, Re, Cavallo" in html  # R1 strength


def test_stock_only_for_spizzichino() -> None:  # R3.2
    assert "stock (monte)" in rules_html(Rules.for_variant("spizzichino"))
    assert "stock" not in rules_html(Rules.for_variant("tressette"))
    assert "stock" not in rules_html(Rules.for_variant("mazzetti"))


#: Italian words of the rules that English has a word for (docs/rules.md's glossary:
#: stock, pile, thirds, low cards, honours, declaration, deal, trick, dealer).
ITALIAN = ("monte", "tallone", "mazzetti", "mazzetto", "terzi", "terzo", "cartine",
           "cartina", "pezzi", "accusi", "accuso", "buongioco", "smazzata", "smazzate",
           "presa", "prese", "mazziere")


@pytest.mark.parametrize("rules", [*PRESETS.values(), Rules.for_variant(
    "mazzetti", declarations=False, redeal_under_one_point=True)])
def test_the_english_rules_say_each_thing_in_english(rules: Rules) -> None:
    """A newcomer read "monte" on after "stock" was introduced (shot 7): in English an
    Italian word English has one for shows at most once, in brackets after the English
    word where the thing is introduced ("the stock (monte)"), never as the word used."""
    text = re.sub(r"<[^>]+>", " ", rules_html(rules)).replace("Spizzichino a mazzetti", "")
    for word in ITALIAN:
        places = [m.start() for m in re.finditer(rf"\b{word}\b", text, re.IGNORECASE)]
        assert len(places) <= 1, word
        for at in places:
            assert text.rfind("(", 0, at) > text.rfind(")", 0, at), text[at - 40:at + 20]


def test_piles_only_for_mazzetti() -> None:  # R3.3
    html = rules_html(Rules.for_variant("mazzetti"))
    assert "8 piles (mazzetti)" in html
    assert "pick up a face-up Asso, Due or Tre" in html
    assert "pile" not in rules_html(Rules.for_variant("spizzichino"))
    assert "pile" not in rules_html(Rules.for_variant("tressette"))


def this_match(html: str) -> str:
    """The "This match" section of a rules window's HTML (up to the next section)."""
    start = html.index("<h3>This match</h3>")
    return html[start:html.index("<h3>", start + 1)]


def general(html: str) -> str:
    """The rules of the game: what follows the "This match" section."""
    start = html.index("<h3>This match</h3>")
    return html[html.index("<h3>", start + 1):]


def test_guided_single_deal_is_this_match_not_the_game() -> None:  # playtest shot31
    single = Rules.for_variant("tressette", match_end="deals", deals=1)
    html = rules_html(single)
    assert "A single deal" in this_match(html)
    assert "single deal" not in general(html)
    assert "target of points or for a number of deals" in general(html)


def test_general_rules_do_not_follow_the_options() -> None:  # R5-R8 as options
    plain = Rules.for_variant("tressette", collatondrione=False, redeal_under_one_point=False,
                              signals=False, declarations=False)
    assert general(rules_html(plain)) == general(rules_html(Rules.for_variant("tressette")))
    assert general(rules_html(Rules.for_variant("spizzichino", declare_drawn=False))) == \
        general(rules_html(Rules.for_variant("spizzichino")))


def test_options_are_marked() -> None:
    html = rules_html(Rules.for_variant("tressette"))
    for option in ("without declarations", "without it: ten cards", "without signals",
                   "Vinco subito (I win now)", "8 (stramazzone)", "a tie may be a draw"):
        paragraph = html[html.rindex("<p>", 0, html.index(option)):html.index(option)]
        assert paragraph.startswith("<p><b>Option:</b>"), option


def test_signals_only_for_tressette() -> None:  # R8
    assert "Busso" in general(rules_html(Rules.for_variant("tressette", signals=False)))
    assert "No signals" in this_match(rules_html(Rules.for_variant("tressette", signals=False)))
    assert "Signals: busso" in this_match(rules_html(Rules.for_variant("tressette")))
    assert "Busso" not in rules_html(Rules.for_variant("spizzichino"))
    assert "signals" not in rules_html(Rules.for_variant("mazzetti")).lower()


def test_this_match_end() -> None:  # R7
    assert "to 51 points, without vinco subito" in this_match(
        rules_html(Rules.for_variant("spizzichino")))
    assert "to 31 points, with vinco subito" in this_match(
        rules_html(Rules.for_variant("tressette", vinco_subito=True, target=31)))
    deals = Rules.for_variant("tressette", match_end="deals", deals=5)
    assert "5 deals; on a tie, up to three spareggi" in this_match(rules_html(deals))
    assert "5 deals; a tie is a draw" in this_match(rules_html(deals.replace(tiebreak="draw")))


def test_this_match_options() -> None:  # R3.1, R5, R6, R7
    html = this_match(rules_html(PRESETS["Classico a posta"], auto_declare=False))
    for line in ("Cards dealt five at a time", "Declarations score.", "is off: remember",
                 "Napoletana decima wins", "may ask for a new deal",
                 "stramazzone win the match, at a stake of 2, 3, 6 and 8"):
        assert line in html
    plain = Rules.for_variant("spizzichino", collatondrione=False,
                              redeal_under_one_point=False, declare_drawn=False)
    html = this_match(rules_html(plain))
    for line in ("Cards dealt one at a time", "only those of your first 10 cards",
                 "declares for you", "No napoletana decima", "No new deal",
                 "score as usual"):
        assert line in html
    off = this_match(rules_html(Rules.for_variant("mazzetti", declarations=False)))
    assert "No declarations" in off
    assert "Cards dealt" not in off
    assert "declares for you" not in off


def test_declaration_timing() -> None:  # R5
    assert "first turn of the deal" in rules_html(Rules.for_variant("tressette"))
    drawn = rules_html(Rules.for_variant("spizzichino"))
    assert "upgraded" in drawn
    assert "count only your first 10 cards" in drawn


def test_sweeps() -> None:  # R6
    two = rules_html(Rules.for_variant("mazzetti", cappotto="wins_match"))
    assert "3 (stramazzo)" in two
    assert "Cappottone" not in two
    assert "Cappottone" in rules_html(Rules.for_variant("tressette"))


def test_italian_rules_window(qapp: QApplication) -> None:
    """Every line of the rules window is translated: "This match" and "Option:" too."""
    install_translator(qapp, "it")
    try:
        html = rules_html(Rules.for_variant("tressette", match_end="deals", deals=1))
    finally:
        install_translator(qapp, "en")
    assert "This match" not in html and "Option:" not in html
    assert "Una sola smazzata" in html


def test_dialog_shows_text(qtbot: QtBot) -> None:
    dialog = RulesDialog(Rules.for_variant("mazzetti"))
    qtbot.addWidget(dialog)
    assert "Spizzichino a mazzetti" in dialog.windowTitle()
    assert "piles (mazzetti)" in dialog.browser.toPlainText()


def test_rules_from_the_new_match_dialog_are_readable_and_scroll_by_keys(
        qtbot: QtBot) -> None:  # playtest shot36
    """Opened over the New match dialog, the rules take the main window's room (a 1024 x
    560 window: a 1024 x 600 screen), not the dialog's; the text has the focus, and
    Ctrl+End, Ctrl+Home and Page Down scroll it."""
    window = QMainWindow()
    qtbot.addWidget(window)
    window.resize(1024, 560)
    window.show()
    dialog = NewMatchDialog(parent=window)
    dialog.show()
    qtbot.waitExposed(dialog)
    rules_button = next(b for b in dialog.findChildren(QPushButton) if "Rules" in b.text())
    rules_button.click()
    rules = dialog.findChild(RulesDialog)
    assert rules is not None
    qtbot.waitExposed(rules)
    assert rules.width() >= 600
    assert rules.height() >= int(560 * MAX_SHARE) - 1 > dialog.height() * MAX_SHARE
    assert rules.height() <= 600 - FRAME
    bar = rules.browser.verticalScrollBar()
    assert bar.maximum() > 0
    qtbot.waitUntil(lambda: rules.focusWidget() is rules.browser)
    QTest.keyClick(rules.focusWidget(), Qt.Key.Key_End, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == bar.maximum()
    QTest.keyClick(rules.focusWidget(), Qt.Key.Key_Home, Qt.KeyboardModifier.ControlModifier)
    assert bar.value() == 0
    QTest.keyClick(rules.focusWidget(), Qt.Key.Key_PageDown)
    assert bar.value() > 0
    rules.close()
