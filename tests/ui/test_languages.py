"""Names and log lines in the interface's language (issue 11): the default player and
bot names are English in the English interface and Italian in the Italian one (also
when the settings kept the other language's; in the New match dialog the bots are named
by their level, issue 15), a language switch re-words the log lines already written,
and the Italian interface tells resigning (arrendersi) from abandoning a match
(abbandonare, issue 14)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import NO
from tests.ui.table_helpers import images, legal_cards, make_window, setup, wait_for_human
from tests.ui.test_i18n import messages
from tressette_gui.bots import make_bot
from tressette_gui.engine import Rules
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.default_names import default_names, localized
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.texts import card_name
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

ITALIAN = ("Giocatore", "Est", "Nord", "Ovest")
ENGLISH = ("Player", "East", "North", "West")


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    """The Italian interface for the test, English again after it."""
    install_translator(qapp, "it")
    yield
    install_translator(qapp, "en")


def test_default_names_in_english() -> None:
    assert default_names(4) == ENGLISH and default_names(2) == ("Player", "Opponent")
    assert MatchSetup.default("tressette").names == ENGLISH
    assert localized(ITALIAN) == ENGLISH  # kept from an Italian session
    assert localized(("Giocatore", "Avversario")) == ("Player", "Opponent")
    assert localized(("Ada", "Est", "Bo", "Avversario")) == ("Ada", "East", "Bo", "Avversario")


@pytest.mark.usefixtures("italian")
def test_default_names_in_italian() -> None:
    assert default_names(4) == ITALIAN and default_names(2) == ("Giocatore", "Avversario")
    assert MatchSetup.default("mazzetti").names == ("Giocatore", "Avversario")
    assert localized(ENGLISH) == ITALIAN
    assert localized(("Player", "Bea")) == ("Giocatore", "Bea")


def new_match_names(qtbot: QtBot, prefs: Preferences) -> tuple[str, ...]:
    """The names the New match dialog offers in a window with ``prefs``."""
    window = MainWindow(images(), make_bot, prefs=prefs)
    qtbot.addWidget(window)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    names = dialog.setup().names
    dialog.reject()
    return names


def test_the_new_match_dialog_offers_the_interfaces_default_names(
        qtbot: QtBot, qapp: QApplication) -> None:
    rules = Rules.for_variant("tressette")
    kept = Preferences(player_name="Giocatore", last_setup=MatchSetup(
        rules, ("Giocatore", "Est", "Zia", "Ovest"), (None, "principiante", "esperto",
                                                      "principiante")))
    # the bots are named by their level (issue 15), in the interface's language too
    assert new_match_names(qtbot, kept) == ("Player", "Beginner (East)", "Expert (North)",
                                            "Beginner (West)")
    try:
        install_translator(qapp, "it")
        assert new_match_names(qtbot, Preferences()) == (
            "Giocatore", "Principiante (Est)", "Principiante (Nord)", "Principiante (Ovest)")
        assert new_match_names(qtbot, kept) == ("Giocatore", "Principiante (Est)",
                                                "Esperto (Nord)", "Principiante (Ovest)")
    finally:
        install_translator(qapp, "en")


def test_a_language_switch_rewords_the_log(qtbot: QtBot, qapp: QApplication) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=5)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    card = legal_cards(obs)[0]
    assert window.controller.human.play_card(card, forgo=True)
    wait_for_human(qtbot, window)  # the bots have played: the log stays as it is
    english = window.log.toPlainText()
    assert english.startswith("New match, number 5\nDeal 1, dealer ")
    assert f"Player plays {card_name(card)}" in english
    lines = english.count("\n")
    try:
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: window.log.toPlainText().startswith(
            "Nuova partita, numero 5\nSmazzata 1, mazziere "))
        italian = window.log.toPlainText()
        assert f"Player gioca {card_name(card)}" in italian  # the match's names stay
        assert "plays" not in italian and italian.count("\n") == lines
        assert window.log.following
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: window.log.toPlainText() == english)


@pytest.mark.parametrize(("language", "name", "none"), [
    ("en", "Last trick", "No trick yet"), ("it", "Ultima presa", "Ancora nessuna presa")])
def test_the_last_trick_has_one_name(qapp: QApplication, language: str, name: str,
                                     none: str) -> None:
    """The deal summary's row and the dock's title name the last trick (R6) alike, in
    RULES.md's term (presa: a trick won), and so does the empty dock."""
    install_translator(qapp, language)
    try:
        assert {QCoreApplication.translate(context, "Last trick")
                for context in ("DealSummaryDialog", "MainWindow")} == {name}
        assert QCoreApplication.translate("LastTrickView", "No trick yet") == none
    finally:
        install_translator(qapp, "en")


def answer_no(qtbot: QtBot, window: MainWindow) -> tuple[str, str]:
    """The title and text of the question open in ``window``, answered No."""
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    box = window.dialog
    assert isinstance(box, QMessageBox)
    words = (box.windowTitle(), box.text())
    box.button(NO).click()
    return words


def test_italian_resigning_is_not_abandoning(qtbot: QtBot, qapp: QApplication) -> None:
    """Match > Resign and its question say arrendersi; the question before a new match
    replaces an unfinished one says abbandonare (and that it counts as a resa): the
    Italian player tells the two apart ("Abbandona" was both)."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=5)
    wait_for_human(qtbot, window)
    try:
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: window.menus.resign_action.text() == "A&rrenditi")
        window.menus.resign_action.trigger()
        resign = answer_no(qtbot, window)
        window.flow.ask_new_match()
        dialog = window.dialog
        assert isinstance(dialog, NewMatchDialog)
        dialog.accept()
        abandon = answer_no(qtbot, window)
    finally:
        install_translator(qapp, "en")
    assert resign == ("Arrenditi", "Arrendersi? La partita conta come persa.")
    assert abandon[1].startswith("Abbandonare la partita in corso? Conta come una resa")
    assert window.controller.match is not None and window.controller.match.result is None


def test_every_italian_resign_word_is_arrendersi() -> None:
    """Every message about resigning (R10) says arrendersi or resa in Italian, never
    abbandonare nor ritirarsi; every one about abandoning a match says abbandonare."""
    resigning = abandoning = 0
    for context, message in messages():
        source, translation = message.findtext("source", ""), message.find("translation")
        assert translation is not None
        italian = " ".join(translation.itertext()).lower().replace("&", "")
        where = f"[{context}] {source!r}: {italian!r}"
        if source.startswith("Abandon"):
            abandoning += 1
            assert italian.startswith("abbandonare"), where
        elif "resign" in source.lower():
            resigning += 1
            assert "abbandon" not in italian and "ritir" not in italian, where
            assert re.search(r"arrend|arres|\bres[ae]\b", italian), where
    assert abandoning == 2 and resigning >= 10
