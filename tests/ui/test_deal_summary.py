"""DealSummaryDialog: the numbers of a known deal score (R5, R6, R7), the same card
figure as the score dock's."""

from __future__ import annotations

import html
import re

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import act, make_window, setup
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declared,
    Rank,
    Suit,
    score_deal,
)
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.language.texts import side_label

NAMES = ("Ada", "Bo", "Cy", "Di")


def napola(seat: int, suit: Suit) -> Declared:
    cards = tuple(Card.of(r, suit) for r in (Rank.ASSO, Rank.DUE, Rank.TRE))
    return Declared(seat, Declaration(DeclarationKind.NAPOLA, suit=suit), cards, 3)


def test_card_points_round_down(qtbot: QtBot) -> None:  # R6: 14 -> 4, 18 + 3 -> 7
    score = score_deal(4, [3, 2, 2, 3], [8, 9, 6, 9], last_trick_seat=3, declared=(3, 0))
    assert score.card_points == (4, 7)
    dialog = DealSummaryDialog(score, 2, NAMES, (30, 19), (napola(2, Suit.SPADE),))
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Deal 2"
    assert dialog.value("header", 0) == "Ada & Cy"
    assert dialog.value("header", 1) == "Bo & Di"
    # R6: card value in whole points and thirds with the last-trick point, as in the dock
    assert (dialog.value("cards", 0), dialog.value("cards", 1)) == ("4 \u2154", "7")
    assert dialog.value("last", 1) == "+1"
    assert dialog.value("last", 0) == "\u2014"
    assert (dialog.value("card", 0), dialog.value("card", 1)) == ("4", "7")
    assert dialog.value("declarations", 0) == "Cy: +3 (napola di spade)"  # R5
    assert dialog.value("declarations", 1) == ""
    assert (dialog.value("points", 0), dialog.value("points", 1)) == ("7", "7")
    assert (dialog.value("match", 0), dialog.value("match", 1)) == ("30", "19")
    assert (dialog.value("tricks", 0), dialog.value("tricks", 1)) == ("5", "5")
    with pytest.raises(KeyError, match="sweep"):
        dialog.value("sweep", 0)
    assert dialog.findChild(QLabel, "cutShortLabel") is None


def test_the_summary_and_the_score_dock_show_the_same_cards(qtbot: QtBot) -> None:  # R6
    """At a deal's end the dock's "Cards this deal" and the summary's are one figure
    per side (the last-trick point counted in both)."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    while not isinstance(window.dialog, DealSummaryDialog):
        qtbot.waitUntil(lambda: isinstance(window.dialog, DealSummaryDialog) or (
            window.controller.waiting_for_human and not window.director.busy), timeout=10_000)
        if not isinstance(window.dialog, DealSummaryDialog):
            act(window)
    dialog = window.dialog
    figures = [dialog.value("cards", side) for side in (0, 1)]
    assert dialog.value("last", 0) == "+1" or dialog.value("last", 1) == "+1"
    dock = window.score_panel.text()
    assert ">Cards this deal<" in dock  # the same words
    for side in (0, 1):  # each side's name, then its figures: match, cards, declared
        label = html.escape(side_label(side, window.scene.names, window.scene.levels))
        row = dock.split(f"<b>{label}</b>")[1].split("</tr>")[1]
        assert re.findall(r"<td align=right>([^<]*)</td>", row)[1] == figures[side]


def test_the_card_rows_add_up(qtbot: QtBot) -> None:  # R6
    """Cards taken, then the last trick's point, then their sum (the dock's "Cards this
    deal"), then its whole points: no row holds the point another row adds again."""
    score = score_deal(4, [2, 3, 2, 3], [7, 6, 6, 13], last_trick_seat=1, declared=(0, 0))
    dialog = DealSummaryDialog(score, 1, NAMES, (4, 7), ())
    qtbot.addWidget(dialog)
    rows = [(dialog.value(row, 0), dialog.value(row, 1))
            for row in ("taken", "last", "cards", "card")]
    assert rows == [("4 \u2153", "6 \u2153"), ("\u2014", "+1"), ("4 \u2153", "7 \u2153"),
                    ("4", "7")]
    order = [dialog.findChild(QLabel, f"{row}_0") for row in ("taken", "last", "cards", "card")]
    dialog.show()
    qtbot.waitExposed(dialog)
    tops = [label.y() for label in order if label is not None]
    assert len(tops) == 4 and tops == sorted(tops) and len(set(tops)) == 4  # in that order


def test_stramazzo_takes_the_last_point(qtbot: QtBot) -> None:  # R6
    score = score_deal(2, [19, 1], [32, 0], last_trick_seat=1, declared=(0, 0))
    dialog = DealSummaryDialog(score, 1, ("Ada", "Bo"), (11, 0), ())
    qtbot.addWidget(dialog)
    assert dialog.value("header", 0) == "Ada"
    assert dialog.value("sweep", 0) == "stramazzo (Ada)"
    assert dialog.value("last", 0) == "+1"
    assert (dialog.value("points", 0), dialog.value("points", 1)) == ("11", "0")


def test_cappottone_names_the_player(qtbot: QtBot) -> None:  # R6
    score = score_deal(4, [0, 10, 0, 0], [0, 32, 0, 0], last_trick_seat=1, declared=(0, 0))
    dialog = DealSummaryDialog(score, 3, NAMES, (5, 20), ())
    qtbot.addWidget(dialog)
    assert dialog.value("sweep", 1) == "cappottone (Bo)"


def test_cut_short(qtbot: QtBot) -> None:  # R7 vinco subito
    score = score_deal(2, [6, 2], [20, 4], last_trick_seat=None, declared=(0, 0))
    dialog = DealSummaryDialog(score, 4, ("Ada", "Bo"), (52, 30), ())
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "cutShortLabel")
    assert note is not None
    assert "vinco subito" in note.text()
    assert dialog.value("last", 0) == dialog.value("last", 1) == "\u2014"
    assert (dialog.value("card", 0), dialog.value("card", 1)) == ("6", "1")


def test_ok_accepts(qtbot: QtBot) -> None:
    score = score_deal(2, [10, 10], [16, 16], last_trick_seat=0, declared=(0, 0))
    dialog = DealSummaryDialog(score, 1, ("Ada", "Bo"), (6, 5), ())
    qtbot.addWidget(dialog)
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    with qtbot.waitSignal(dialog.accepted):
        buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_each_side_s_declarations_stand_in_its_column(qtbot: QtBot) -> None:  # R5
    """From a playtest: a second side's declaration stood on a row of its own with no
    label, and a long one widened its column so the other side's figures drifted. Now
    one "Declarations" row holds each side's declarations one a line in its column; a
    long one wraps; both columns are as wide, every cell of a column in line."""
    names = ("Ada", "Principiante (Est)", "Cy", "Principiante (Ovest)")
    upgrade = Declared(3, Declaration(DeclarationKind.QUATERNA, rank=Rank.TRE),
                       tuple(Card.of(Rank.TRE, s) for s in Suit), 1)
    declarations = (napola(1, Suit.COPPE), napola(0, Suit.SPADE), upgrade)
    score = score_deal(4, [3, 2, 2, 3], [8, 9, 6, 9], last_trick_seat=3, declared=(3, 4))
    dialog = DealSummaryDialog(score, 2, names, (30, 19), declarations)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.value("declarations", 0) == "Ada: +3 (napola di spade)"
    assert dialog.value("declarations", 1) == (
        "Principiante (Est): +3 (napola di coppe)\n"
        "Principiante (Ovest): +1 (tris di Tre becomes quaterna: 4)")
    rows = ("header", "tricks", "taken", "last", "cards", "card", "declarations",
            "declared", "points", "match")

    def cell(name: str, side: int) -> QLabel:
        label = dialog.findChild(QLabel, f"{name}_{side}")
        assert label is not None, name
        return label

    left, right = cell("declarations", 0).geometry(), cell("declarations", 1).geometry()
    assert left.top() == right.top()  # one row
    assert left.width() == right.width()
    line = cell("declarations", 1).fontMetrics().height()
    assert right.height() >= 3 * line  # two declarations, the long one wrapped
    for side in (0, 1):
        edges = {(cell(name, side).geometry().left(), cell(name, side).geometry().right())
                 for name in rows}
        assert len(edges) == 1, (side, edges)  # the column's cells in line
    assert cell("declarations", 1).geometry().left() > left.right()
    with pytest.raises(KeyError):
        dialog.value("declaration1", 1)
