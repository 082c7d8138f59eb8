"""A side of two bots of one level is named by its seats and the level once (a newcomer's
playtest): "Principiante (Est) & Principiante (Ovest)" wrapped in the table's scoreboard,
the score panel, the summaries and the history; "Est & Ovest (Principiante)" says the
same, the same way everywhere. Which sides are of bots is told by the seats' levels,
never by the names shown: a person called "Intermediate (East)" stays a person."""

from __future__ import annotations

import html
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, wait_for_human
from tressette_gui.engine import EndedBy, Match, Rules
from tressette_gui.engine.scoring import make_result
from tressette_gui.history import GuestSeat, History, HistoryFilter, ProfileSeat
from tressette_gui.ui.dialogs.history_model import OPPONENTS, HistoryModel
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.dialogs.score_sheet import TOTAL_1
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.levels import SeatLevels
from tressette_gui.ui.language.seat_names import table_seats, texts
from tressette_gui.ui.language.texts import end_sentence, side_label
from tressette_gui.ui.session.match_setup import MatchSetup


def names(levels: SeatLevels) -> tuple[str, ...]:
    """The seats' names as the app words them: "Ada" for a person, a bot by its level."""
    return texts(table_seats(("Ada", "x", "y", "z")[:len(levels)], levels))


@pytest.mark.parametrize(("language", "bots", "mixed", "stacked"), [
    ("en", "East & West (Beginner)", "Ada & Beginner (North)", "East & West\n(Beginner)"),
    ("it", "Est & Ovest (Principiante)", "Ada & Principiante (Nord)",
     "Est & Ovest\n(Principiante)")])
def test_a_side_of_bots_of_one_level(qapp: QApplication, language: str, bots: str,
                                     mixed: str, stacked: str) -> None:
    install_translator(qapp, language)
    try:
        levels = (None, "principiante", "principiante", "principiante")
        four = names(levels)
        assert side_label(1, four, levels) == bots
        assert side_label(1, four, levels, stacked=True) == stacked
        assert side_label(0, four, levels) == mixed  # a person's side: both names, as they are
        assert len(side_label(1, four, levels)) < len(f"{four[1]} & {four[3]}")
    finally:
        install_translator(qapp, "en")


def test_other_sides_keep_both_names() -> None:
    two_levels: SeatLevels = (None, "principiante", "esperto", "campione")
    assert side_label(1, names(two_levels), two_levels) == "Beginner (East) & Champion (West)"
    experts: SeatLevels = ("esperto",) * 4
    assert side_label(0, names(experts), experts) == "South & North (Expert)"
    assert side_label(1, names((None, "esperto")), (None, "esperto")) == "Expert"  # the bot


@pytest.mark.parametrize("language", ["en", "it"])
def test_people_named_like_bots_are_people(qapp: QApplication, language: str) -> None:
    """The side of bots is decided by the seats' levels, never by the names shown: two
    guests (or players of an imported match) called as the app calls two bots of one
    level keep their names; without levels, the names are joined as they are."""
    install_translator(qapp, language)
    try:
        bots: SeatLevels = (None, "intermedio", None, "intermedio")
        like_bots = names(bots)  # "Intermediate (East)", "Intermediate (West)"
        people: SeatLevels = (None, None, None, None)
        joined = f"{like_bots[1]} & {like_bots[3]}"
        assert side_label(1, like_bots) == joined
        assert side_label(1, like_bots, people) == joined
        assert side_label(1, like_bots, bots) != joined  # the same names, of bots
        one_bot: SeatLevels = (None, "intermedio", None, None)  # a bot and a namesake
        assert side_label(1, like_bots, one_bot) == joined
    finally:
        install_translator(qapp, "en")


def test_the_table_and_the_score_panel_use_the_short_name(qtbot: QtBot,
                                                          qapp: QApplication) -> None:
    """A match set up in the New match dialog (the bots named by level and seat)."""
    dialog = NewMatchDialog(MatchSetup.default(player="Gino", level="principiante"))
    qtbot.addWidget(dialog)
    window = make_window(qtbot)
    window.start_match(dialog.setup(), seed=3)
    wait_for_human(qtbot, window)
    install_translator(qapp, "it")
    try:
        short = html.escape("Est & Ovest (Principiante)")
        qtbot.waitUntil(lambda: short in window.score_panel.text())
        assert "Principiante (Est) &" not in window.score_panel.text()
        assert "Est & Ovest (Principiante)" in window.scene.pile_label(1)
        assert window.scene.names[1] == "Principiante (Est)"  # the plate keeps the seat's
        # the table's narrow box by the seats' short names, the plates beside it say the
        # level: on one line each
        box = window.scene.score_box
        assert "Gino &amp; Nord" in box.html() and "Est &amp; Ovest<" in box.html()
        assert not box.wrapped()
    finally:
        install_translator(qapp, "en")


def test_the_history_names_guests_named_like_bots_as_people(tmp_path: Path) -> None:
    """An imported match of four people, two of them called as the app calls two bots
    of one level: the history's opponents column gives their names, not a side of bots."""
    rules = Rules.for_variant("tressette")
    players = ["Ada", "Intermediate (East)", "Cy", "Intermediate (West)"]
    match = Match(rules, 5, players)
    rng = random.Random(5)
    while match.result is None:
        match.apply(rng.choice(match.legal_actions()))
    history = History(tmp_path / "history.sqlite")
    try:
        ada = history.profiles.create("Ada", "#c03030").id
        history.matches.store(match, [ProfileSeat(ada), *map(GuestSeat, players[1:])])
        model = HistoryModel(history.browser, HistoryFilter(player_id=ada), page=10)
        model.fetchMore()
        assert model.match_row(0).levels == (None,) * 4
        assert model.index(0, OPPONENTS).data() == "Intermediate (East) & Intermediate (West)"
    finally:
        history.close()


def test_the_match_end_box_and_the_log_go_by_the_levels(qtbot: QtBot) -> None:
    """The same names, of two bots of one level or of two people: the end-of-match box
    (headline, points, score sheet, chart) and the log's last line name the side of bots
    by its seats and level, the people by their names."""
    rules = Rules.for_variant("tressette")
    result = make_result(rules, winner=1, loser=0, points=(9, 21), deals=2,
                         sweeps=((), ()), stake=1, ended_by=EndedBy.TARGET)
    bots: SeatLevels = (None, "esperto", None, "esperto")
    shown = names(bots)  # "Ada", "Expert (East)", "y", "Expert (West)"
    for levels, side in ((bots, "East & West (Expert)"),
                         ((None,) * 4, "Expert (East) & Expert (West)")):
        dialog = MatchEndDialog(result, (), shown, rules, levels=levels)
        qtbot.addWidget(dialog)
        winner = dialog.findChild(QLabel, "winnerLabel")
        assert winner is not None and winner.text().startswith(side)
        header = dialog.model.headerData(TOTAL_1, Qt.Orientation.Horizontal)
        assert str(header).replace("\n", " ") == f"{side} total"  # stacked when long
        assert end_sentence(result, shown, levels).startswith(f"{side} win 21")
