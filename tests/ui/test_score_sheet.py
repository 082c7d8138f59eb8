"""ScoreSheetModel: the Qt model contract and the running totals (R6, R7)."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtWidgets import QDialogButtonBox
from pytestqt.modeltest import ModelTester
from pytestqt.qtbot import QtBot

from tests.ui.matches import first_match, play_match
from tests.ui.table_helpers import make_window
from tressette_gui.engine import (
    DealScore,
    Declaration,
    DeclarationKind,
    Declared,
    Rules,
    Suit,
    Sweep,
)
from tressette_gui.ui.dialogs.score_sheet import (
    DEAL,
    EVENT,
    POINTS_0,
    POINTS_1,
    TOTAL_0,
    TOTAL_1,
    ScoreSheetDialog,
    ScoreSheetModel,
    running_totals,
    sweep_text,
)
from tressette_gui.ui.language.seat_names import typed

NAMES = ("Ada", "Bo", "Cy", "Di")


def score(points: tuple[int, int], *, sweep: Sweep | None = None, side: int | None = None,
          seat: int | None = None, declared: tuple[int, int] = (0, 0),
          cut_short: bool = False) -> DealScore:
    card = (points[0] - declared[0], points[1] - declared[1])
    return DealScore(thirds=(card[0] * 3, card[1] * 3), last_trick=None if cut_short else 0,
                     card_points=card, declared=declared, points=points, tricks=(5, 5),
                     sweep=sweep, sweep_side=side, sweep_seat=seat, cut_short=cut_short)


def cell(model: ScoreSheetModel, row: int, column: int,
         role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> object:
    return model.data(model.index(row, column), role)


def test_model_contract_with_real_deals(qtmodeltester: ModelTester) -> None:
    match = play_match(Rules.for_variant("tressette", match_end="deals", deals=3), 4, NAMES)
    assert len(match.deal_scores) >= 3
    model = ScoreSheetModel(typed(NAMES))
    model.set_scores(match.deal_scores[:1])
    qtmodeltester.check(model)  # type: ignore[no-untyped-call]
    model.set_scores(match.deal_scores)
    qtmodeltester.check(model)  # type: ignore[no-untyped-call]
    assert model.rowCount() == len(match.deal_scores)
    last = model.rowCount() - 1
    assert (cell(model, last, TOTAL_0), cell(model, last, TOTAL_1)) == tuple(match.scores)


def test_totals_and_events(qtmodeltester: ModelTester) -> None:
    scores = [score((4, 7)), score((10, 4), declared=(3, 0)),
              score((11, 0), sweep=Sweep.CAPPOTTONE, side=1, seat=3)]
    model = ScoreSheetModel(typed(NAMES))
    model.set_scores(scores)
    qtmodeltester.check(model)  # type: ignore[no-untyped-call]
    assert [cell(model, r, DEAL) for r in range(3)] == [1, 2, 3]
    assert [cell(model, r, POINTS_0) for r in range(3)] == [4, 10, 11]
    assert [cell(model, r, POINTS_1) for r in range(3)] == [7, 4, 0]
    assert [cell(model, r, TOTAL_0) for r in range(3)] == [4, 14, 25]
    assert [cell(model, r, TOTAL_1) for r in range(3)] == [7, 11, 11]
    assert cell(model, 0, EVENT) == ""
    assert cell(model, 1, EVENT) == "Ada & Cy: +3 declared"  # R5, declarations unknown
    assert cell(model, 2, EVENT) == "cappottone (Di)"
    assert cell(model, 0, TOTAL_0, Qt.ItemDataRole.TextAlignmentRole) == int(
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    assert model.rowCount(model.index(0, 0)) == 0
    assert model.columnCount(model.index(0, 0)) == 0


def test_headers_name_the_sides() -> None:
    model = ScoreSheetModel(typed(NAMES))
    header = model.headerData(POINTS_0, Qt.Orientation.Horizontal)
    assert header == "Ada & Cy\ndeal"
    assert model.headerData(TOTAL_1, Qt.Orientation.Horizontal) == "Bo & Di\ntotal"
    two = ScoreSheetModel(typed(("Ada", "Bo")))
    assert two.headerData(POINTS_1, Qt.Orientation.Horizontal) == "Bo\ndeal"
    assert model.headerData(0, Qt.Orientation.Vertical) is None
    long = ScoreSheetModel(typed(("Massimiliano", "Bo", "Gianfranco", "Di")))
    assert long.headerData(TOTAL_0, Qt.Orientation.Horizontal) == (
        "Massimiliano &\nGianfranco\ntotal")  # one partner a line: the Events stay in view
    assert long.headerData(TOTAL_1, Qt.Orientation.Horizontal) == "Bo & Di\ntotal"


def test_appending_inserts_rows(qtbot: QtBot) -> None:
    model = ScoreSheetModel(typed(NAMES))
    model.set_scores([score((4, 7))])
    with qtbot.waitSignal(model.rowsInserted) as blocker:
        model.set_scores([score((4, 7)), score((6, 5))])
    assert blocker.args is not None
    assert blocker.args[1:] == [1, 1]
    with qtbot.waitSignal(model.modelReset):
        model.set_scores([score((2, 9))])
    assert model.rowCount() == 1
    assert cell(model, 0, TOTAL_1) == 9
    assert model.index(0, 0).parent() == QModelIndex()


def test_sweep_text_and_totals() -> None:
    assert sweep_text(score((11, 0), sweep=Sweep.CAPPOTTO, side=0), NAMES) == "cappotto (Ada & Cy)"
    assert sweep_text(score((4, 7)), NAMES) == ""
    assert sweep_text(score((0, 11), sweep=Sweep.STRAMAZZO, side=1), ("Ada", "Bo")) == (
        "stramazzo (Bo)")
    assert running_totals([score((4, 7)), score((6, 5))]) == [(4, 7), (10, 12)]


def test_cut_short_event() -> None:
    model = ScoreSheetModel(typed(("Ada", "Bo")))
    model.set_scores([score((9, 2), cut_short=True)])
    assert cell(model, 0, EVENT) == "vinco subito"


def test_declarations_of_a_shown_deal_change_its_events_cell(
        qtbot: QtBot, qtmodeltester: ModelTester) -> None:
    """R5: declarations given after the deal's row is shown change its Events cell,
    and the model says so (dataChanged on that cell, display role)."""
    match = play_match(Rules.for_variant("tressette", match_end="deals", deals=2), 4, NAMES)
    model = ScoreSheetModel(typed(NAMES))
    qtmodeltester.check(model)  # type: ignore[no-untyped-call]
    model.set_scores(match.deal_scores)
    napola = Declaration(DeclarationKind.NAPOLA, Suit.COPPE)
    declared = (Declared(2, napola, napola.cards_needed, 3),)
    with qtbot.waitSignal(model.dataChanged) as blocker:
        model.add_declarations(1, declared)
    assert blocker.args is not None
    top, bottom, roles = blocker.args
    assert (top.row(), top.column(), bottom.row(), bottom.column()) == (1, EVENT, 1, EVENT)
    assert roles == [Qt.ItemDataRole.DisplayRole]
    assert "Cy: +3 (napola di coppe)" in str(cell(model, 1, EVENT))
    with qtbot.assertNotEmitted(model.dataChanged):
        model.add_declarations(5, declared)  # a deal not shown yet: no cell changes


TABLE_NAMES = ("Giocatore", "Est", "Nord", "Ovest")


def test_the_score_sheet_fits_and_closes(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    match = first_match(Rules.for_variant("tressette", target=11), "target", TABLE_NAMES)
    window.sheet_model.set_scores(match.deal_scores)
    window.menus.sheet_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ScoreSheetDialog)
    header = dialog.table.horizontalHeader()
    metrics = header.fontMetrics()
    assert header.sectionSize(1) >= metrics.horizontalAdvance("Giocatore & Nord")
    assert dialog.table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert header.sectionResizeMode(EVENT) == header.ResizeMode.Stretch
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    box.button(QDialogButtonBox.StandardButton.Close).click()
    assert window.dialog is None
