"""The match number reproduces the whole match (issue 11): the same number gives the
same deals and, for the same human moves, the same bot moves, however many matches
the window played before; a rematch continues the dealer's rotation (R2)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot
from table_helpers import make_window, wait_for_human

from tressette_gui.engine import Action, Rules
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: Bots that choose at random (from their seeded ``random.Random``): any change of seed
#: shows in their play.
RANDOM_BOTS = MatchSetup(Rules.for_variant("tressette", match_end="deals", deals=1),
                         ("Ada", "Bo", "Cy", "Di"), (None, "random", "random", "random"))


def play_first_legal(qtbot: QtBot, window: MainWindow) -> list[list[Action]]:
    """The human plays the first legal action at every turn until the match ends;
    returns the actions of every dealing (the human's and the bots')."""
    match = window.controller.match
    assert match is not None
    while True:
        wait_for_human(qtbot, window)
        if isinstance(window.dialog, MatchEndDialog):
            return [list(dealing.actions) for dealing in match.dealings]
        assert window.controller.apply_human(match.legal_actions()[0])


def test_the_same_number_plays_the_same_match_twice_in_one_window(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(RANDOM_BOTS, seed=4242)
    first = play_first_legal(qtbot, window)
    window.start_match(RANDOM_BOTS, seed=4242)
    second = play_first_legal(qtbot, window)
    assert sum(map(len, first)) >= 40
    assert second == first
