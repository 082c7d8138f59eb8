"""A side of two bots of one level is named by its seats and the level once (a newcomer's
playtest): "Principiante (Est) & Principiante (Ovest)" wrapped in the table's scoreboard,
the score panel, the summaries and the history; "Est & Ovest (Principiante)" says the
same, the same way everywhere."""

from __future__ import annotations

import html

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window, wait_for_human
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.seat_names import table_seats, texts
from tressette_gui.ui.language.texts import side_label
from tressette_gui.ui.session.match_setup import MatchSetup


def names(levels: tuple[str | None, ...]) -> tuple[str, ...]:
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
        four = names((None, "principiante", "principiante", "principiante"))
        assert side_label(1, four) == bots
        assert side_label(1, four, stacked=True) == stacked
        assert side_label(0, four) == mixed  # a person's side: both names, as they are
        assert len(side_label(1, four)) < len(f"{four[1]} & {four[3]}")
    finally:
        install_translator(qapp, "en")


def test_other_sides_keep_both_names() -> None:
    two_levels = names((None, "principiante", "esperto", "campione"))
    assert side_label(1, two_levels) == "Beginner (East) & Champion (West)"
    assert side_label(0, names(("esperto", "esperto", "esperto", "esperto"))) == \
        "South & North (Expert)"
    assert side_label(1, names((None, "esperto"))) == "Expert"  # two players: the bot
    typed = ("Ada", "Beginner (West)", "Cy", "Beginner (East)")  # typed, at other seats
    assert side_label(1, typed) == "Beginner (West) & Beginner (East)"


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
