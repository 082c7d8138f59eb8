"""The log keeps the table's pace: a line appears when the table begins to show its
event (a trick taken, a card drawn), never while the cards before it still move, at
every animation speed and while a dialog holds the table; a whole deal leaves the
same lines as the engine's events give."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import NO
from tests.ui.table_helpers import legal_cards, make_window, setup, two_player, wait_for_human
from tressette_gui.engine import DealScored, Match, MatchEnded, Play, Rules
from tressette_gui.records import replay, to_record
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.language.log_lines import event_lines
from tressette_gui.ui.table import animation
from tressette_gui.ui.table.table_feed import TableFeed
from tressette_gui.ui.table.table_state import Step, StepKind, TableState
from tressette_gui.ui.table.timing import SPEEDS
from tressette_gui.ui.window.main_window import MainWindow

TAKEN = "takes trick"  # the words of a trick won in the log


def lines(window: MainWindow) -> list[str]:
    """The log's lines as shown."""
    return window.log.toPlainText().splitlines()


def first_trick_closing(qtbot: QtBot, window: MainWindow,
                        closing: list[list[str]]) -> list[str]:
    """Play the first trick of seed 3 at normal speed (the human plays its first legal
    card); ``closing`` gets the log's lines when the trick's last card begins to fly
    (its steps then still wait: the winner, the collection). Returns those lines."""
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)  # dealt at speed "off"
    window.preferences.set_speed("normal")
    obs = window.controller.observation()
    assert obs is not None and not obs.tricks
    assert window.controller.apply_human(Play(legal_cards(obs)[0]))
    qtbot.waitUntil(lambda: bool(closing), timeout=20_000)
    return closing[0]


def test_a_trick_is_logged_when_the_table_shows_it_taken(qtbot: QtBot) -> None:
    """While the last card of the first trick flies (its winner and collection still
    queued on the table), the log ends with that card and tells of no trick taken; the
    line of the trick comes when the table shows its winner."""
    window = make_window(qtbot)
    closing: list[list[str]] = []
    at_winner: list[list[str]] = []
    last: list[int] = []  # the seat of the trick's last card

    def started(step: Step) -> None:
        if step.kind is StepKind.PLAY and len(step.state.trick) == 4 and not closing:
            closing.append(lines(window))
            last.append(step.state.trick[-1][0])
        elif step.kind is StepKind.WINNER and not at_winner:
            at_winner.append(lines(window))
    window.director.stepStarted.connect(started)
    before = first_trick_closing(qtbot, window, closing)
    assert not any(TAKEN in line for line in before), before
    assert before[-1].startswith(f"{window.scene.names[last[0]]} plays "), before
    qtbot.waitUntil(lambda: bool(at_winner), timeout=10_000)
    assert [line for line in at_winner[0] if TAKEN in line] == [at_winner[0][-1]]
    assert at_winner[0][:len(before)] == before


def test_a_dialog_holds_the_log_with_the_table(qtbot: QtBot) -> None:
    """Match > Resign asked as the trick's last card begins to fly: the table stops,
    and so does the log (no trick taken in it, longer than the trick would need to be
    shown); after No both go on and the trick's line comes."""
    window = make_window(qtbot)
    closing: list[list[str]] = []

    def started(step: Step) -> None:
        if step.kind is StepKind.PLAY and len(step.state.trick) == 4 and not closing:
            closing.append(lines(window))
            QTimer.singleShot(0, window.menus.resign_action.trigger)  # its batch running
    window.director.stepStarted.connect(started)
    before = first_trick_closing(qtbot, window, closing)
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    box = window.dialog
    assert isinstance(box, QMessageBox)
    qtbot.wait(3_000)  # longer than the play, the winner's pause and the collection
    assert lines(window) == before and window.director.busy
    assert not any(TAKEN in line for line in before), before
    box.button(NO).click()
    qtbot.waitUntil(lambda: any(TAKEN in line for line in lines(window)), timeout=10_000)
    assert lines(window)[:len(before)] == before


@pytest.mark.parametrize(("players", "variant", "speed"), [
    (4, "tressette", "off"), (4, "tressette", "animated"), (2, "spizzichino", "animated"),
    (2, "mazzetti", "animated")])
def test_a_deal_leaves_every_line_in_order(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch,
                                           players: int, variant: str, speed: str) -> None:
    """A whole deal of ``variant`` played (the human takes its first legal action), with
    no animation or animated (short durations, the lines following the table step by
    step; cards drawn, R3.2, and pile tops turned up, R3.3): the log holds the match's
    line and a line for each of the deal's events, in order, as the events are worded,
    none lost or doubled."""
    window = make_window(qtbot)
    if speed == "animated":
        monkeypatch.setitem(SPEEDS, "fast", 0.02)
        monkeypatch.setattr(animation, "hold_ms", lambda _kind, _factor: 1)
        window.preferences.set_speed("fast")

    def deal_over() -> bool:
        controller = window.controller
        obs = controller.observation()
        if controller.waiting_for_human and obs is not None:
            assert controller.apply_human(obs.legal_actions[0])
        return isinstance(window.dialog, DealSummaryDialog)
    window.start_match(setup() if players == 4 else two_player(variant), seed=3)
    qtbot.waitUntil(deal_over, timeout=60_000)
    match = window.controller.match
    assert match is not None
    events = replay(to_record(match))[1]
    end = next(i for i, event in enumerate(events) if isinstance(event, DealScored))
    expected = [line.text() for line in event_lines(events[:end + 1], window.scene.seats)]
    assert lines(window) == ["New match, number 3", *expected]
    assert sum(TAKEN in line for line in expected) == 40 // players


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])
def test_each_event_starts_with_one_step(variant: str) -> None:
    """Every segment of a whole match of ``variant`` (the first legal action each
    time, target 11), fed to the table: each event is in the ``events`` of exactly one
    of its steps, in the order played, so the log words each once, when its step
    begins."""
    match = Match(Rules.for_variant(variant, target=11), seed=7)
    feed = TableFeed(TableState.empty(match.rules.players))
    batch = list(match.opening_events)
    segments = 0
    while batch:
        feed.queue(batch)
        while (segment := feed.next_segment()) is not None:
            closed = isinstance(segment[-1], DealScored | MatchEnded)
            steps = feed.steps(None if closed else match.observe(0))
            assert [event for step in steps for event in step.events] == segment
            segments += 1
        batch = match.apply(match.legal_actions()[0]) if match.result is None else []
    assert match.result is not None and segments > 40
