"""The analysis summary (a newcomer's playtest): its headline is the sum of the figures
its details list for each deal, each decision counted as its line shows it; the points
are worded with their number in English and Italian ("⅔ di punto", "1 punto"); the
headline takes the row's width when no decision's line shares it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.engine.engine_positions import play_first_legal
from tressette_gui.analysis import ActionValue, Evaluation, Method
from tressette_gui.analysis.review import DecisionReview, MatchReview, summarise
from tressette_gui.engine import Card, Match, Play, Rules
from tressette_gui.ui.language.analysis_words import (
    legend_text,
    points_lost_text,
    summary_head,
    summary_html,
)
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.window.analysis_pane import AnalysisPane

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def decision(deal: int, action: int, lost: float) -> DecisionReview:
    """A decision of seat 0 in dealing ``deal`` that lost ``lost`` thirds."""
    best, played = Card.from_code("3c"), Card.from_code("4c")
    values = (ActionValue(Play(best), 10.0, ()), ActionValue(Play(played), 10.0 - lost, ()))
    return DecisionReview(deal, action, 0, action // 4, Play(played),
                          Evaluation(0, values, Method.SOLVED_SAMPLES, 8), None)


#: Shot 70's case: deal 1 loses two slivers under a third (each "as good as the best"),
#: deal 2 a ⅔ and a ⅓ (2.6 and 1.6 thirds, 4.2 in all): 1 point shown in the details.
REVIEW = MatchReview(0, (decision(1, 0, 0.4), decision(1, 4, 0.4), decision(2, 8, 2.6),
                         decision(2, 12, 1.6)), (1, 2), True)


def test_the_headline_is_the_sum_of_the_details() -> None:
    details, _targets = summary_html(REVIEW)
    assert '">deal 1</a>: 0 ' in details and '">deal 2</a>: 1.' in details
    assert "\u2154, inaccuracy" in details and "\u2153, inaccuracy" in details  # worst
    assert summary_head(REVIEW, "Ada") == "Ada's play: 1 point lost in 2 deals"


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["no points lost", "\u2153 of a point lost", "\u2154 of a point lost",
            "1 point lost", "1 \u2153 points lost", "2 points lost"]),
    ("it", ["nessun punto perso", "\u2153 di punto perso", "\u2154 di punto perso",
            "1 punto perso", "1 \u2153 punti persi", "2 punti persi"])])
def test_points_are_worded_with_their_number(qapp: QApplication, language: str,
                                             words: list[str]) -> None:
    install_translator(qapp, language)
    try:
        assert [points_lost_text(t) for t in (0, 1, 2, 3, 4, 6)] == words
    finally:
        install_translator(qapp, "en")


def test_the_deals_are_counted_in_the_language(qapp: QApplication) -> None:
    one = MatchReview(0, (decision(1, 0, 2.0),), (1,), True)
    assert summary_head(one, "Ada") == "Ada's play: \u2154 of a point lost in 1 deal"
    install_translator(qapp, "it")
    try:
        assert summary_head(one, "Ada") == "Il gioco di Ada: \u2154 di punto perso in 1 smazzata"
        assert summary_head(REVIEW, "Ada") == "Il gioco di Ada: 1 punto perso in 2 smazzate"
    finally:
        install_translator(qapp, "en")


def test_a_resigned_match_counts_its_deals_as_the_match_over_box_does(
        qapp: QApplication) -> None:
    """A four-player match resigned after a card of its second deal (the Italian
    playtest): the headline counts the one deal the result counts and adds the second as
    unfinished; the details name it so, with its losses."""
    match = Match(Rules.for_variant("tressette", declarations=False), 7)
    play_first_legal(match)
    play_first_legal(match, tricks=1)
    match.resign(0)
    assert match.result is not None and match.result.deals == 1
    review = summarise(0, [decision(1, 0, 3.0), decision(2, 0, 3.0)], match, True)
    assert (review.dealings, review.finished, review.unfinished) == ((1, 2), (1,), 2)
    details, targets = summary_html(review)
    assert '">deal 1</a>: 1 \u00b7' in details
    assert '">deal 2 (unfinished)</a>: 1.' in details and targets[1] == (2, None)
    assert (summary_head(review, "Ada")
            == "Ada's play: 2 points lost in 1 deal and an unfinished one")
    install_translator(qapp, "it")
    try:
        assert (summary_head(review, "Ada")
                == "Il gioco di Ada: 2 punti persi in 1 smazzata e una interrotta")
        assert '">smazzata 2 (interrotta)</a>: 1.' in summary_html(review)[0]
    finally:
        install_translator(qapp, "en")


def test_the_headline_uses_the_row_s_width(qtbot: QtBot) -> None:
    """No decision's line beside it: the headline on one line, not wrapped in a narrow
    column beside empty room; a decision's line shown: the headline wraps over the row's
    lines and leaves it the rest."""
    pane = AnalysisPane()
    qtbot.addWidget(pane)
    pane.resize(1000, 80)
    pane.show()
    qtbot.waitExposed(pane)
    pane.show_review(REVIEW, "Principiante (Ovest)")
    qtbot.waitUntil(lambda: len(pane.headline.shown_lines()) == 1)
    assert not pane.headline.elided()
    assert pane.headline.width() >= pane.headline.sizeHint().width()
    assert pane.headline.x() < pane.details_button.x() - pane.width() // 2  # left; Details right
    pane.show_decision(REVIEW.decisions[2])
    qtbot.waitUntil(lambda: pane.headline.width() == pane.headline.minimumWidth())
    assert len(pane.headline.shown_lines()) == 2 and not pane.headline.elided()


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Yellow glow: the best card", "Dashed outline: the card played"]),
    ("it", ["Alone giallo: la carta migliore", "Bordo tratteggiato: la carta giocata"])])
def test_the_outlines_on_the_cards_are_explained(qtbot: QtBot, qapp: QApplication,
                                                 language: str, words: list[str]) -> None:
    """The playtest found the dashed and the glowing outlines explained nowhere: the
    decision's tooltip ends with their legend (the marked cards' tooltips are the legend:
    test_analysis_view)."""
    install_translator(qapp, language)
    try:
        pane = AnalysisPane()
        qtbot.addWidget(pane)
        pane.show_review(REVIEW, "Ada")
        pane.show_decision(REVIEW.decisions[2])
        assert all(word in legend_text() for word in words)
        assert pane.decision.toolTip().endswith("\n" + legend_text())
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "against", "details", "others"), [
    ("en", "against the best card at that moment",
     "Points lost in each deal (each card against the best one at that moment): ",
     "mistakes are not counted, so you can win a deal and still lose points"),
    ("it", "rispetto alla migliore in quel momento",
     "Punti persi in ogni smazzata (ogni carta rispetto alla migliore in quel momento): ",
     "errori degli altri giocatori non contano")])
def test_the_summary_says_what_points_lost_are_measured_against(
        qtbot: QtBot, qapp: QApplication, language: str, against: str, details: str,
        others: str) -> None:
    """A newcomer who won a deal 13 to 1 read that he lost points in it (shots 180, 59):
    the Details say from their first words what a point lost is measured against, and
    the tooltips of the headline and of the Details the whole of it: the others' mistakes
    do not count."""
    install_translator(qapp, language)
    try:
        pane = AnalysisPane()
        qtbot.addWidget(pane)
        pane.show_review(REVIEW, "Ada")
        head, tip = pane.headline.text(), pane.headline.toolTip()
        assert tip.startswith(f"{head}\n") and against in tip and others in tip
        assert pane.summary.text().startswith(details)
        assert pane.summary.toolTip() == tip.split("\n", 1)[1]
        pane.show_review(None, "")
        assert pane.headline.toolTip() == pane.summary.toolTip() == ""  # nothing to explain
    finally:
        install_translator(qapp, "en")

