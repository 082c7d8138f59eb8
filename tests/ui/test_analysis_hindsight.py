"""The decision's line and the hindsight line under it (a returning player's playtest,
shot 67: "Punti persi 1 ⅓" and "punti persi 1 ⅔" for one card, worded alike): the
hindsight line gives its figure as the cards really lay, worded apart, and says the
decision's is an average over what could not be seen. English and Italian."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.test_analysis_summary import decision
from tressette_gui.analysis.review import Hindsight
from tressette_gui.engine import Card
from tressette_gui.ui.language.analysis_words import decision_text, hindsight_text
from tressette_gui.ui.language.i18n import install_translator

#: Shot 67's case: 4 thirds lost from what could be seen (1 ⅓, a mistake), 5 with every
#: card known (1 ⅔). The played card is the 4 di coppe, the best the 3 di coppe.
SHOT_67 = replace(decision(2, 8, 4.0), hindsight=Hindsight(
    ((Card.from_code("3c"), 9), (Card.from_code("4c"), 4)), Card.from_code("4c")))


@pytest.mark.parametrize(("language", "line", "hindsight"), [
    ("en", "Points lost: 1 \u2153, mistake.",
     "With every card known (hindsight, not what the player could see): best the Tre di "
     "coppe, and as the cards really lay, 1 \u2154 points lost with the card played. The "
     "points lost above are an average over the ways the unseen cards could lie."),
    ("it", "Punti persi: 1 \u2153, errore.",
     "Con tutte le carte note (col senno di poi, non ciò che il giocatore poteva vedere): "
     "meglio il Tre di coppe; con le carte com'erano davvero, 1 \u2154 punti persi con la "
     "carta giocata. I punti persi indicati sopra sono una media su tutti i modi in cui "
     "potevano stare le carte non viste.")])
def test_the_two_figures_say_what_each_is(qapp: QApplication, language: str, line: str,
                                          hindsight: str) -> None:
    install_translator(qapp, language)
    try:
        assert decision_text(SHOT_67).endswith(line)
        assert hindsight_text(SHOT_67) == hindsight
    finally:
        install_translator(qapp, "en")


def test_a_card_as_good_as_the_best_in_hindsight_says_so() -> None:
    even = replace(SHOT_67, hindsight=Hindsight(
        ((Card.from_code("4c"), 9), (Card.from_code("3c"), 9)), Card.from_code("4c")))
    assert "really lay, no points lost with the card played." in hindsight_text(even)
