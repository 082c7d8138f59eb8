"""A replayed match with a redeal (R7): the replay bar and the analysis number the deal
dealt again as deal 1, as the table did; the analysis still places its decisions by the
record's dealings, and trick 1 of deal 1 is that of the deal dealt again."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.engine.test_deal_numbers import play_on
from tests.ui.table_helpers import make_window
from tressette_gui.analysis.review import summarise
from tressette_gui.engine import Match, Redeal, Rules
from tressette_gui.ui.language.analysis_words import deal_name
from tressette_gui.ui.session.replay_timeline import moments

#: Seat 0 is the first asked whether to ask for a new deal; the deal dealt again asks
#: nobody.
SEED = 98


def test_the_replay_and_the_analysis_number_the_deal_dealt_again_1(qtbot: QtBot) -> None:
    match = Match(Rules.for_variant("tressette"), SEED)
    match.apply(Redeal(True))
    play_on(match)
    found = moments(match)
    assert found[0].deal == found[0].dealing == 1
    window = make_window(qtbot)
    player = window.controller.replay
    player.load(match, found)
    assert player.deals() == list(range(1, len(match.deal_scores) + 1))
    assert player.deal_start(1) == 0  # the deal as first dealt, then voided
    first = found[player.trick_start(1, 1)]
    assert (first.deal, first.dealing, first.trick) == (1, 2, 0)
    assert found[player.dealing_start(2)] == first
    review = summarise(0, [], match, complete=True)
    assert review.dealings[0] == 2 and deal_name(review, 2) == "deal 1"
    assert deal_name(review, 3) == "deal 2"
