"""What opens over or under the table at 1024 x 600 leaves it whole: the analysis's
Details under the replay's table (the viewer's hand stays in view) and the end-of-deal
box over the table (it fits the table's view, a long declaration wrapped)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import act, make_window, setup
from tests.ui.test_analysis_view import QUICK, replaying, run_to_end
from tests.ui.test_window_minimum import on_screen
from tressette_gui.engine import Declaration, DeclarationKind, Declared, Suit, score_deal
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.window.window_size import dock_heights

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The bots' names as the table shows two of a level at one table.
LONG_NAMES = ("Intermediate (East)", "Intermediate (North)", "Intermediate (West)")


def test_the_analysis_details_leave_the_hand_in_view_at_1024_by_600(
        qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024 x 560 (a 1024 x 600 screen less its panel), Details opened on a real
    decision: the viewer's hand cards lie wholly inside the table's view, the pane's
    details shown (scrolled within the pane if they need more room)."""
    near_end = replace(QUICK, evaluator=replace(QUICK.evaluator, exact_four=4))  # hindsight
    window, _ = replaying(qtbot, tmp_path, settings=near_end)
    window.showNormal()
    window.resize(1024, 560)
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 560))
    pane = window.analysis_pane
    review = run_to_end(qtbot, window).review
    assert review is not None
    decision = next(d for d in reversed(review.decisions) if d.hindsight is not None)
    with qtbot.waitSignal(window.controller.replay.shown, timeout=10_000):
        pane.decisionChosen.emit(decision.deal, decision.action)
    pane.details_button.click()
    assert pane.summary.isVisible()
    qtbot.waitUntil(lambda: window.size() == QSize(1024, 560))
    central = window.centralWidget()
    assert central is not None
    for layout in (pane.layout(), central.layout()):
        assert layout is not None
        layout.activate()
    view = window.view
    top = pane.geometry().top()
    assert view.geometry().bottom() < top  # the pane under the table, not over it
    room = view.viewport().rect().adjusted(-1, -1, 1, 1)
    hand = window.controller.replay.moment.state.hand
    assert hand
    for card in hand:
        face = on_screen(window, window.scene.cards[Face(card)])
        assert room.contains(face), card
        assert view.viewport().mapTo(central, face.bottomLeft()).y() < top, card
    details = pane.details  # at least a line of it, the rest scrolled to
    assert details.height() >= pane.summary.fontMetrics().lineSpacing()
    bar = details.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() == 0 or bar.isVisible())  # the rest scrolls


def test_the_deal_box_with_a_declaration_fits_over_the_table_at_1024_by_600(
        qtbot: QtBot) -> None:
    """A deal whose box lists a bot's declaration ("Intermediate (West): +3 (napola di
    denari)"), at 1024 x 560 with the docks as first sized there: the box lies within the
    table's view, never over the Score panel beside it."""
    window = make_window(qtbot)
    window.resize(1024, 560)
    window.resizeDocks([window.score_dock, window.last_trick_dock, window.log_dock],
                       list(dock_heights(560)), Qt.Orientation.Vertical)
    base = setup()
    window.start_match(replace(base, names=(base.names[0], *LONG_NAMES)), seed=11)
    controller = window.controller
    qtbot.waitUntil(lambda: window.dialog is not None or (
        controller.waiting_for_human and not window.director.busy), timeout=15_000)
    while not isinstance(dialog := window.dialog, DealSummaryDialog):
        act(window)
        qtbot.waitUntil(lambda: window.dialog is not None or (
            controller.waiting_for_human and not window.director.busy), timeout=15_000)
    assert dialog.value("declarations", 0) or dialog.value("declarations", 1)
    qtbot.waitUntil(dialog.isVisible)
    view = window.view
    table = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
    assert table.contains(dialog.frameGeometry()), (table, dialog.frameGeometry())


def test_the_deal_box_narrows_to_the_table(qtbot: QtBot) -> None:
    """Over a table narrower than the box: the declarations and the sides' names wrap
    until the box is no wider than the table, centred over it; the figures' columns
    stay as wide as each other."""
    table = QWidget()
    qtbot.addWidget(table)
    table.setGeometry(40, 30, 460, 420)
    table.show()
    names = ("Wanda", *LONG_NAMES)
    said = tuple(Declared(seat, Declaration(DeclarationKind.NAPOLA, suit=suit), (), 3)
                 for seat, suit in ((1, Suit.DENARI), (3, Suit.SPADE)))
    score = score_deal(4, [3, 2, 2, 3], [8, 9, 6, 9], last_trick_seat=3, declared=(0, 6))
    dialog = DealSummaryDialog(score, 3, names, (14, 22), said, table)
    qtbot.addWidget(dialog)
    wide = dialog.sizeHint().width()
    assert wide > table.width()
    dialog.fit_over(table)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    place = QRect(table.mapToGlobal(table.rect().topLeft()), table.size())
    assert dialog.width() <= table.width() and place.contains(dialog.geometry())
    cell = dialog.findChild(QLabel, "declarations_1")
    assert cell is not None and cell.wordWrap()
    assert cell.height() > cell.fontMetrics().lineSpacing() * 2  # two, wrapped
    other = dialog.findChild(QLabel, "points_0")
    assert other is not None and other.width() == cell.width()
