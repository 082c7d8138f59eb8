"""Match > Undo and its button are on only when an undo can be made, and off they say
why in this game's words (a seat's declaration in four-player Tressette, not a draw);
no question about the standings once the match no longer counts (R9)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.language_helpers import assert_reworded
from tests.ui.table_helpers import legal_cards, make_window, setup, wait_for_human
from tests.ui.test_assist import QUICK, running, seen, window_at_turn
from tressette_gui.ui.language.i18n import install_translator

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_undo_is_off_with_what_happened_in_this_game(qtbot: QtBot) -> None:
    window = window_at_turn(qtbot, seed=21)  # West declares after the human's first card
    action, button = window.menus.undo_action, window.controls.undo_button
    assert button.isVisible() and not button.isEnabled() and not action.isEnabled()
    assert action.toolTip() == "Nothing to undo in this deal yet"
    assert button.toolTip() == "Nothing to undo in this deal yet (Ctrl+Z)"  # and its key
    during_bots: list[bool] = []
    window.controller.stepShown.connect(lambda _step: during_bots.append(
        action.isEnabled()) if not window.controller.waiting_for_human else None)
    window.controller.human.play_card(legal_cards(seen(window))[0])
    wait_for_human(qtbot, window)
    assert not button.isEnabled() and not action.isEnabled()
    assert button.toolTip() == action.toolTip() + " (Ctrl+Z)" == (
        "No undo: West declared since your last move, and taking it back would hide the "
        "cards shown again (Ctrl+Z)")  # four-player Tressette draws and turns up nothing
    assert during_bots and not any(during_bots)  # off while the bots move
    for _ in range(4):
        window.controller.human.play_card(legal_cards(seen(window))[0])
        wait_for_human(qtbot, window)
        if action.isEnabled():
            assert button.isEnabled() and window.assist.assist.undo_refusal() is None
            assert button.toolTip().startswith("Take back your last move")
            return
    raise AssertionError("no undo in four turns")


def test_no_question_once_the_match_no_longer_counts(qtbot: QtBot) -> None:
    window = window_at_turn(qtbot)
    running(window).hints_used = True  # a hint was asked: the match is unranked already
    for _ in range(6):
        before = seen(window)
        window.controller.human.play_card(legal_cards(before)[0])
        wait_for_human(qtbot, window)
        if window.menus.undo_action.isEnabled():
            window.controls.undo_button.click()
            assert window.dialog is None  # nothing to ask: nothing changes in the standings
            wait_for_human(qtbot, window)
            assert seen(window) == before and running(window).undo_used
            break
    else:
        raise AssertionError("no undo in six turns")
    with qtbot.waitSignal(window.assist.assist.hinted, timeout=20_000):
        window.assist.ask_hint()
        assert window.dialog is None


def test_the_first_help_of_a_counting_match_still_asks(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.assist.assist.settings = QUICK
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.assist.ask_hint()
    assert window.dialog is not None and not running(window).hints_used
    window.dialog.reject()


def test_undo_tooltip_follows_a_language_switch(qtbot: QtBot, qapp: QApplication) -> None:
    """Before the first match Undo says why it is off; on the player's turn a switch of
    language re-words its tooltip (menu and button) at once, not at the next step."""
    window = make_window(qtbot)
    assert window.menus.undo_action.toolTip() == "Undo is for a match against bots"
    window = window_at_turn(qtbot, seed=21)
    button = window.controls.undo_button
    assert button.toolTip() == "Nothing to undo in this deal yet (Ctrl+Z)"
    try:
        assert_reworded(qtbot, qapp, "it", button.toolTip,
                        "Ancora niente da annullare in questa smazzata", "Nothing")
        assert window.menus.undo_action.toolTip() + " (Ctrl+Z)" == button.toolTip()
    finally:
        install_translator(qapp, "en")
