"""The table waits behind a question: while a modal dialog is open over a match against
bots, no bot's move is applied or shown, the cards flying at normal speed stop where
they are and the table does not move on by itself (the next turn after the animation);
when the dialog closes and the match is kept, it goes on from there (window.dialog_host,
session.controller, session.bot_player, table.animation)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest
from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QSequentialAnimationGroup,
    QTimer,
)
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import NO
from tests.ui.table_helpers import legal_cards, make_window, setup, wait_for_human
from tressette_gui.bots import Decision, make_bot
from tressette_gui.engine import Match, Observation, Play
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.session.table_phase import TablePhase
from tressette_gui.ui.table.table_state import Step, StepKind
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: Longest wait (s) of a gated bot: the test fails rather than hangs.
GATE_TIMEOUT_S = 20.0


class GatedBot:
    """A principiante that chooses only once :attr:`gate` is set (on the bot thread)."""

    name = "gated"

    def __init__(self) -> None:
        self.gate = threading.Event()
        self.gate.set()
        self.inner = make_bot("principiante")

    def choose(self, obs: Observation, rng: object) -> Decision:
        """Wait for the gate, then choose like principiante."""
        self.gate.wait(GATE_TIMEOUT_S)
        return self.inner.choose(obs, rng)  # type: ignore[arg-type]


def actions(match: Match) -> int:
    """The actions applied in ``match`` so far."""
    return sum(len(d.actions) for d in match.dealings)


def human_plays(qtbot: QtBot, window: MainWindow) -> Match:
    """A Tressette match where the human's card is followed by a bot's turn: the
    human plays it; the match."""
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    match = window.controller.match
    obs = window.controller.observation()
    assert match is not None and obs is not None
    assert window.controller.apply_human(Play(legal_cards(obs)[0]))
    seat = match.seat_to_act()
    assert seat is not None and window.controller.bots.plays(seat)
    return match


def resign_question(qtbot: QtBot, window: MainWindow) -> Callable[[], None]:
    """Match > Resign: "Resign this match?"; nothing more to do before its answer."""
    window.menus.resign_action.trigger()
    return lambda: None


def new_match_question(qtbot: QtBot, window: MainWindow) -> Callable[[], None]:
    """Match > New match; then its OK, followed by "Abandon the current match?"."""
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)

    def ok() -> None:
        dialog.accept()
        qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    return ok


@pytest.mark.parametrize("ask", [resign_question, new_match_question])
def test_a_bots_move_waits_for_the_question_to_be_answered(
        qtbot: QtBot, ask: Callable[[QtBot, MainWindow], Callable[[], None]]) -> None:
    bot = GatedBot()
    window = make_window(qtbot, lambda _level: bot)
    try:
        match = human_plays(qtbot, window)
        bot.gate.clear()
        qtbot.waitUntil(lambda: window.controller.phase is TablePhase.BOT)
        before = actions(match)
        then = ask(qtbot, window)  # a dialog over the bot's turn
        with qtbot.waitSignal(window.controller.bots.bot_thread.answered):
            bot.gate.set()  # the bot's search finishes while the dialog is open
        assert actions(match) == before  # its move is not applied
        then()  # no move between two dialogs of one question either
        box = window.dialog
        assert isinstance(box, QMessageBox)
        assert actions(match) == before and window.controller.phase is TablePhase.BOT
        box.button(NO).click()  # the match is kept: the bot's move comes now
        qtbot.waitUntil(lambda: actions(match) > before)
        assert match.result is None and window.controller.match is match
    finally:
        bot.gate.set()


def test_the_table_does_not_move_on_behind_a_question(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    match = human_plays(qtbot, window)  # its card is being shown (speed "off")
    before = actions(match)
    window.menus.resign_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    later: list[bool] = []
    QTimer.singleShot(0, lambda: later.append(True))  # after the animation's end
    qtbot.waitUntil(lambda: bool(later))
    assert window.controller.phase is TablePhase.SHOWING  # no bot asked to move
    assert window.director.busy and actions(match) == before
    box.button(NO).click()
    qtbot.waitUntil(lambda: actions(match) > before)


def flight(window: MainWindow) -> QSequentialAnimationGroup | None:
    """The director's batch under way while its cards are in flight (its current step
    moving, not holding still), if any."""
    for batch in window.director.findChildren(QSequentialAnimationGroup):
        if batch.parent() is window.director \
                and batch.state() is QAbstractAnimation.State.Running:
            part = batch.currentAnimation()
            moves = part.currentAnimation() if isinstance(part, QSequentialAnimationGroup) \
                else None
            if isinstance(moves, QParallelAnimationGroup) \
                    and 0 < moves.currentTime() < moves.totalDuration():
                return batch
    return None


def card_places(window: MainWindow) -> dict[object, tuple[float, float, float, float]]:
    """Where every card of the table is: x, y, rotation, opacity."""
    return {key: (item.x(), item.y(), item.rotation(), item.opacity())
            for key, item in window.scene.cards.items()}


@pytest.mark.parametrize("kind", [StepKind.PLAY, StepKind.COLLECT])
def test_cards_in_flight_stop_behind_a_question_at_normal_speed(
        qtbot: QtBot, kind: StepKind) -> None:
    """A card flying to the trick (PLAY), or the trick flying to its taker (COLLECT),
    at normal speed when Match > Resign asks: the batch pauses where it is, nothing
    moves for longer than it would need to land, and nobody moves next; after No it
    lands from there and the match goes on."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)  # dealt at speed "off"
    match = window.controller.match
    assert match is not None
    window.preferences.set_speed("normal")
    started: list[Step] = []
    window.director.stepStarted.connect(started.append)

    def in_flight() -> bool:
        obs = window.controller.observation()
        if window.controller.waiting_for_human and obs is not None:
            assert window.controller.apply_human(Play(legal_cards(obs)[0]))
            return False
        return flight(window) is not None and started[-1].kind is kind
    qtbot.waitUntil(in_flight, timeout=20_000)
    batch = flight(window)
    assert batch is not None
    window.menus.resign_action.trigger()  # at once: nothing moved since the check
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert batch.state() is QAbstractAnimation.State.Paused
    when, places, before = batch.currentTime(), card_places(window), actions(match)
    qtbot.wait(batch.totalDuration() - when + 200)  # longer than it needs to land
    assert batch.state() is QAbstractAnimation.State.Paused
    assert batch.currentTime() == when and card_places(window) == places
    assert window.director.busy and actions(match) == before
    assert window.controller.phase is TablePhase.SHOWING
    with qtbot.waitSignal(batch.finished):
        box.button(NO).click()  # the match is kept
    assert card_places(window) != places
    qtbot.waitUntil(lambda: actions(match) > before or window.controller.waiting_for_human)
    assert match.result is None and window.controller.match is match
