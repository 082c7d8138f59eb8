"""Texts of a rules playtest that misled (session 13): the sweeps of each game and their
stakes (R6, R9), what turning off declare_drawn means and when a declaration is lost
(R5), where "Cards dealt" applies (R3), and auto-declare in a match without
declarations (R5)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import legal_cards, make_window, setup, two_player, wait_for_human
from tests.ui.test_new_match_dialog import choose_game, make
from tests.ui.test_rules_text import this_match
from tressette_gui.engine import VARIANTS, Declare, Rules, Sweep
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.option_tips import option_tip
from tressette_gui.ui.language.rules_text import rules_html
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

DOCS = Path(__file__).resolve().parents[2] / "docs" / "rules.md"


@pytest.fixture
def italian(qapp: QApplication) -> object:
    """The Italian catalogue installed for one test, English again after it."""
    install_translator(qapp, "it")
    yield None
    install_translator(qapp, "en")


def _wins_match(dialog_variant: str, qtbot: QtBot) -> str:
    dialog = make(qtbot)
    choose_game(dialog, dialog_variant)
    combo = dialog.choices["cappotto"]
    return combo.itemText(combo.findData("wins_match"))


def test_engine_sweeps_of_each_game() -> None:  # R6, R9
    assert Sweep.of_game(2) == (Sweep.CAPPOTTO, Sweep.STRAMAZZO)
    assert Sweep.of_game(4) == tuple(Sweep)
    assert [s.stake for s in Sweep.of_game(2)] == [2, 3]


@pytest.mark.parametrize(("variant", "text"), [
    ("tressette", "wins the match (stake 2 to 8)"),
    ("spizzichino", "wins the match (stake 2 or 3)"),
    ("mazzetti", "wins the match (stake 2 or 3)"),
])
def test_cappotto_option_gives_the_stakes_of_the_game(qtbot: QtBot, variant: str,
                                                       text: str) -> None:
    """Playtest shot 132: with two players there is no stake 8 (no stramazzone)."""
    assert _wins_match(variant, qtbot) == text


def test_cappotto_option_in_italian(qtbot: QtBot, italian: object) -> None:
    assert _wins_match("spizzichino", qtbot) == "vincono la partita (posta 2 o 3)"
    assert _wins_match("tressette", qtbot) == "vincono la partita (posta da 2 a 8)"


@pytest.mark.parametrize(("variant", "count", "wins"), [
    ("spizzichino", "Cappotto and stramazzo score as usual.",
     "Cappotto and stramazzo win the match, at a stake of 2 and 3 respectively."),
    ("mazzetti", "Cappotto and stramazzo score as usual.",
     "Cappotto and stramazzo win the match, at a stake of 2 and 3 respectively."),
    ("tressette", "Cappotto, stramazzo, cappottone and stramazzone score as usual.",
     "Cappotto, stramazzo, cappottone and stramazzone win the match, at a stake of 2, 3, "
     "6 and 8 respectively."),
])
def test_this_match_names_the_sweeps_of_the_game(variant: str, count: str,
                                                  wins: str) -> None:
    """Playtest shot 133: "and the other sweeps" with two players, where there are none."""
    counted = this_match(rules_html(Rules.for_variant(variant)))
    winning = this_match(rules_html(Rules.for_variant(variant, cappotto="wins_match")))
    assert count in counted and "other sweeps" not in counted
    assert wins in winning and "other sweeps" not in winning


def test_stakes_shown_are_the_engine_s(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """The New match option and both places of the rules window take each stake from
    the engine (R9), never a number typed again in the interface."""
    stakes = {Sweep.CAPPOTTO: 12, Sweep.STRAMAZZO: 13, Sweep.CAPPOTTONE: 16,
              Sweep.STRAMAZZONE: 18}
    monkeypatch.setattr(Sweep, "stake", property(lambda sweep: stakes[sweep]))
    assert _wins_match("spizzichino", qtbot) == "wins the match (stake 12 or 13)"
    assert _wins_match("tressette", qtbot) == "wins the match (stake 12 to 18)"
    two = rules_html(Rules.for_variant("mazzetti", cappotto="wins_match"))
    assert "at a stake of 12 and 13 respectively" in this_match(two)
    assert "at a stake of 12 (cappotto) or 13 (stramazzo)" in two
    four = rules_html(Rules.for_variant("tressette", cappotto="wins_match"))
    assert "at a stake of 12, 13, 16 and 18 respectively" in this_match(four)
    assert "12 (cappotto), 13 (stramazzo), 16 (cappottone) or 18 (stramazzone)" in four


def test_this_match_sweeps_in_italian(italian: object) -> None:
    html = rules_html(Rules.for_variant("spizzichino", cappotto="wins_match"))
    assert ("Cappotto e stramazzo vincono la partita, con posta rispettivamente 2 e 3."
            in html)


def test_declare_drawn_tip_says_first_turn() -> None:  # R5, playtest shot 39
    assert option_tip("declare_drawn", 2).endswith(
        "Off: only combinations of your first 10 cards count, and only if declared in "
        "your first turn.")


def test_declare_drawn_tip_in_italian(italian: object) -> None:
    assert option_tip("declare_drawn", 2).endswith(
        "Spenta: contano solo le combinazioni delle prime 10 carte, e solo se accusate nel "
        "primo turno.")


def _offer(qtbot: QtBot, window: MainWindow, match: MatchSetup) -> str:
    """The question asked when the human plays a card instead of declaring (R5), in
    the first seeded match of ``match`` that deals the human a combination."""
    window.preferences.remember(auto_declare=False)
    for seed in range(80):
        window.start_match(match, seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if any(isinstance(a, Declare) for a in obs.legal_actions):
            assert not window.controller.human.play_card(legal_cards(obs)[0])
            box = window.dialog
            assert isinstance(box, QMessageBox)
            return box.text()
    raise AssertionError("no seed gives the human a combination")


LOST = ", but only now: if you play without declaring, the declaration is lost. "


@pytest.mark.parametrize(("match", "last"), [
    (setup(), True),
    (two_player("spizzichino", declare_drawn=False), True),
    (two_player("spizzichino"), False),
], ids=["tressette", "pesca-first-10", "pesca"])
def test_declare_prompt_says_when_it_is_the_last_chance(qtbot: QtBot, match: MatchSetup,
                                                         last: bool) -> None:
    """Playtest shot 71: a pesca with declare_drawn off, the first turn is the only one."""
    text = _offer(qtbot, make_window(qtbot), match)
    assert text.startswith("You can still declare ")
    assert text.endswith("Declare it before playing?")
    assert (LOST in text) is last


def test_declare_prompt_in_italian(qtbot: QtBot, italian: object) -> None:
    text = _offer(qtbot, make_window(qtbot), two_player("spizzichino", declare_drawn=False))
    assert ", ma solo ora: se giochi senza accusare, l'accuso è perso. " in text


def _section(variant: str) -> str:
    """docs/rules.md's section on ``variant`` (R3.1-R3.3), up to the next heading."""
    text = DOCS.read_text(encoding="utf-8")
    match = re.search(rf"^### R3\.\d .*\(`{variant}`\)\n(.*?)^#", text, re.S | re.M)
    assert match is not None, variant
    return match.group(1)


@pytest.mark.parametrize("variant", VARIANTS)
def test_cards_dealt_documented_where_offered(qtbot: QtBot, variant: str) -> None:  # R3
    """Playtest shot 66: the option shown for a pesca was documented for Tressette only."""
    dialog = make(qtbot)
    choose_game(dialog, variant)
    offered = not dialog.choices["deal_packet"].isHidden()
    assert offered is (variant != "mazzetti")
    assert ("`deal_packet`" in _section(variant)) is offered
    assert ("dealt" in this_match(rules_html(Rules.for_variant(variant)))) is offered


WHY = "This match is played without declarations: there is nothing to declare."


def test_auto_declare_off_in_a_match_without_declarations(qtbot: QtBot) -> None:  # R5
    """Playtest shot 08: the setting looked as if it did something with no declarations."""
    window = make_window(qtbot)
    action = window.menus.auto_declare_action
    assert action.isEnabled() and action.toolTip() != WHY
    window.start_match(two_player("spizzichino", declarations=False), seed=1)
    assert not action.isEnabled() and action.toolTip() == WHY
    window.start_match(setup(), seed=1)
    assert action.isEnabled() and action.toolTip() != WHY


def test_auto_declare_reason_in_italian(qtbot: QtBot, italian: object) -> None:
    window = make_window(qtbot)
    window.start_match(setup(declarations=False), seed=1)
    action = window.menus.auto_declare_action
    assert not action.isEnabled()
    assert action.toolTip() == ("Questa partita si gioca senza accusi: non c'è niente da "
                                "accusare.")
