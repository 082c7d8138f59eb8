"""The end-of-match dialog of a match that does not count in the standings (R9): hints
or undo used, the guided deal, a demo. It says so, and why, instead of ranking points."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tests.ui.guide_helpers import start_guided
from tests.ui.table_helpers import make_window, setup, wait_for_human, wait_turn
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def end_dialog(qtbot: QtBot, window: MainWindow) -> MatchEndDialog:
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    dialog = window.dialog
    assert isinstance(dialog, MatchEndDialog)
    return dialog


def note(dialog: MatchEndDialog) -> str:
    label = dialog.findChild(QLabel, "standingsNote")
    assert label is not None
    return label.text()


def ranking_labels(dialog: MatchEndDialog) -> list[QLabel]:
    return [w for w in dialog.findChildren(QLabel)
            if w.objectName().startswith("standings_") or w.text() == "Ranking points"]


def test_a_ranked_match_shows_its_ranking_points(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=2)
    wait_for_human(qtbot, window)
    window.entry.resign()
    dialog = end_dialog(qtbot, window)
    assert len(ranking_labels(dialog)) == 5
    assert note(dialog).startswith("Ranking points: ")


@pytest.mark.parametrize("used", ["hints_used", "undo_used"])
def test_hints_or_undo_give_no_ranking_points(qtbot: QtBot, used: str) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=2)
    wait_for_human(qtbot, window)
    assert window.controller.match is not None
    setattr(window.controller.match, used, True)
    window.entry.resign()
    dialog = end_dialog(qtbot, window)
    assert ranking_labels(dialog) == []
    assert note(dialog) == ("This match does not count in the standings: hints or undo "
                            "were used.")


def test_the_guided_deal_gives_no_ranking_points(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    start_guided(qtbot, window, seed=2)
    wait_for_human(qtbot, window)
    window.entry.resign()
    dialog = end_dialog(qtbot, window)
    assert ranking_labels(dialog) == []
    label = dialog.findChild(QLabel, "standingsNote")
    assert label is not None and label.isHidden()  # the box says it in its own words
    assert note(dialog) == "This practice deal does not count in the standings."
    ended = dialog.findChild(QLabel, "endedLabel")
    assert ended is not None and "nothing counted in your standings" in ended.text()


def test_a_demo_gives_no_ranking_points(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    one_deal = setup(match_end="deals", deals=1, tiebreak="draw")
    window.start_match(MatchSetup(one_deal.rules, one_deal.names, ("principiante",) * 4),
                       seed=2)
    wait_turn(qtbot, window)
    dialog = end_dialog(qtbot, window)
    assert ranking_labels(dialog) == []
    assert note(dialog) == ("This match does not count in the standings: bots played every "
                            "seat (a demo).")
