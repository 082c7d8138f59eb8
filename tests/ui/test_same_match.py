"""The match number reproduces the whole match (issue 11): the same number gives the
same deals and, for the same human moves, the same bot moves, however many matches
the window played before; a rematch continues the dealer's rotation (R2)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, wait_for_human
from tressette_gui.engine import Action, Match, Rules, first_dealer
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.rematch import rematch_setup
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


def test_rematch_continues_the_dealer_rotation(qtbot: QtBot) -> None:  # R2
    window = make_window(qtbot)
    window.start_match(RANDOM_BOTS, seed=4242)
    for _ in range(4):  # four matches: every seat deals first once
        wait_for_human(qtbot, window)
        before = window.controller.match
        assert before is not None
        window.entry.resign()
        qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
        button = window.dialog.findChild(QPushButton, "rematchButton")  # type: ignore[union-attr]
        assert button is not None
        button.click()
        after = window.controller.match
        assert after is not None and after is not before
        assert (after.rules, after.names) == (before.rules, before.names)
        assert window.setup.levels == RANDOM_BOTS.levels
        assert after.first_dealer == (before.dealings[-1].dealer + 1) % 4
        # the number in the log replays the rematch on its own, its first dealer too
        assert f"New match, number {after.seed}" in window.log.toPlainText()
        assert Match(after.rules, after.seed).first_dealer == after.first_dealer
    assert window.controller.match.first_dealer == Match(  # type: ignore[union-attr]
        RANDOM_BOTS.rules, 4242).first_dealer


def test_a_rematch_number_is_drawn_for_the_next_dealer() -> None:  # R2
    match = Match(RANDOM_BOTS.rules, 7, RANDOM_BOTS.names)
    draws = iter(range(1000))
    setup = rematch_setup(match, RANDOM_BOTS, lambda: next(draws))
    assert setup.seed is not None and setup.seed < 1000
    assert first_dealer(setup.seed, 4) == (match.first_dealer + 1) % 4
    assert all(first_dealer(seed, 4) != match.next_match_dealer for seed in range(setup.seed))
    assert replace(setup, seed=None) == RANDOM_BOTS
    with pytest.raises(ValueError, match="not the match's"):
        rematch_setup(match, MatchSetup.default("tressette"))
