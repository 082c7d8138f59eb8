"""Input while the cards still move (playtest s12): a card chosen by its key or a click
before the viewer's own turn is kept and played when the cards stop; in a hot-seat game
the cover goes up as soon as the turn passes to the other player, the trick and the
draws finishing behind it (session.human_input, session.controller, session.seating).
Animations run at normal speed."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import click_card, legal_cards, make_window, two_player
from tressette_gui.engine import Card, Match, Observation
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.table_phase import TablePhase
from tressette_gui.ui.table.hotseat_cover import cover_text
from tressette_gui.ui.table.marks import card_keys
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

QUEUED = "Your card will be played when the cards stop moving"


def started(qtbot: QtBot, setup: MatchSetup) -> tuple[MainWindow, Match]:
    """A window at normal animation speed running a match of ``setup``; the match."""
    window = make_window(qtbot)
    window.preferences.set_speed("normal")
    window.start_match(setup, seed=3)
    assert window.controller.match is not None
    return window, window.controller.match


def moving_before_my_turn(qtbot: QtBot, window: MainWindow,
                          moment: Callable[[Observation], bool]) -> Observation:
    """Play the first legal card on each of the human's turns until the cards move
    before the human's next turn in the first deal at a ``moment`` of that turn's
    observation; that observation."""
    c = window.controller
    match = c.match
    assert match is not None

    def ready() -> bool:
        if c.waiting_for_human and not window.director.busy:
            obs = c.observation()
            assert obs is not None
            c.human.play_card(legal_cards(obs)[0], forgo=True)
            return False
        obs = c.observation()
        return c.phase is TablePhase.SHOWING and window.director.busy \
            and match.seat_to_act() == 0 and not match.deal_scores \
            and obs is not None and moment(obs)
    qtbot.waitUntil(ready, timeout=60_000)
    obs = c.observation()
    assert obs is not None
    return obs


def played(match: Match, card: Card) -> bool:
    """True once seat 0 played ``card`` in the deal under way."""
    return card not in match.deal.hands[0]


def by_key(qtbot: QtBot, window: MainWindow, obs: Observation, card: Card) -> None:
    """The card's key on the table's view."""
    window.view.setFocus()
    QTest.keyClick(window.view, ord(dict(card_keys(obs))[card].upper()))  # Qt's key code


def by_click(qtbot: QtBot, window: MainWindow, obs: Observation, card: Card) -> None:
    """A real click on the card in the hand."""
    click_card(qtbot, window, card)


@pytest.mark.parametrize(("press", "lead"), [(by_key, True), (by_key, False),
                                              (by_click, False)])
def test_a_card_chosen_while_the_cards_move_is_played_when_they_stop(
        qtbot: QtBot, press: Callable[[QtBot, MainWindow, Observation, Card], None],
        lead: bool) -> None:
    window, match = started(qtbot, two_player("spizzichino"))
    # lead: after a trick the human won (collection and draws move); else the bot's
    # lead flies in (the hand stays where it is for a click)
    obs = moving_before_my_turn(qtbot, window, lambda o: (o.trick == ()) == lead)
    card = legal_cards(obs)[-1]
    press(qtbot, window, obs, card)
    assert window.director.busy and not played(match, card)  # kept, not skipped
    assert window.statusBar().currentMessage() == QUEUED
    qtbot.waitUntil(lambda: played(match, card), timeout=10_000)
    assert not window.controller.human.pile_choice


def test_hot_seat_cover_goes_up_before_the_cards_stop_and_an_early_press_counts(
        qtbot: QtBot) -> None:
    window, match = started(qtbot, two_player("spizzichino", hot_seat=True))
    c = window.controller
    passes = 0
    for _ in range(200):
        def ready() -> bool:
            dialog = window.dialog
            if isinstance(dialog, DealSummaryDialog):
                dialog.accept()
                return False
            return (c.waiting_for_human or c.phase is TablePhase.COVERED) \
                and not window.director.busy
        qtbot.waitUntil(ready, timeout=15_000)
        if c.phase is TablePhase.COVERED:
            c.uncover()
            continue
        obs = c.observation()
        assert obs is not None
        deals = len(match.deal_scores)
        c.human.play_card(legal_cards(obs)[0], forgo=True)
        nxt = match.seat_to_act()
        if nxt == obs.seat or len(match.deal_scores) != deals:
            continue
        assert nxt is not None
        # the turn passes to the other player: the cover is up while the cards move
        assert window.director.busy and window.scene.cover.isVisible()
        assert window.scene.cover.text == cover_text(match.names[nxt])
        assert window.statusBar().currentMessage() == ""
        passes += 1
        if passes == 2:  # pressed at once: the cards finish and the hand shows
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: c.waiting_for_human and not window.director.busy,
                            timeout=10_000)
            assert c.viewer == nxt and not window.scene.cover.isVisible()
            return
        qtbot.waitUntil(lambda: not window.director.busy, timeout=10_000)
        assert window.controller.phase is TablePhase.COVERED  # (c.phase: narrowed above)
        assert window.scene.cover.isVisible()
    raise AssertionError("the turn never passed twice to the other player")
