"""Names are checked where they enter in the UI (issue 12, point 6): the New match
dialog refuses a name with a control character (a terminal's escape, a bell, a line
break), an invisible format character or any other character that cannot be shown,
and says so; a lone surrogate never even reaches the name (Qt's text has none). The
files' side of the same rule: tests/ui/test_bad_user_files.py."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.user_files.names import NameProblem, name_problem

BAD_NAMES = ["Bo\x1b[31m", "Ada\x07", "Ada\nBo", "\u200b", "Ada\u202eoB", "Cy\x7f", "Bo\x00"]


@pytest.mark.parametrize("bad", BAD_NAMES)
@pytest.mark.parametrize("seat", [0, 1])
def test_a_name_that_cannot_be_shown_is_refused_with_its_reason(
        qtbot: QtBot, bad: str, seat: int) -> None:
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    if seat == 1:  # a person's seat: the hot-seat opponent (bots have fixed names)
        dialog.game.setCurrentIndex(dialog.game.findData("spizzichino"))
        dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))
    edit = dialog.player_name if seat == 0 else dialog.seat_names[seat - 1]
    edit.setEditText(bad)
    assert not dialog.ok_button.isEnabled()
    assert "control characters" in dialog.message.text()
    with pytest.raises(ValueError, match="a character that cannot be shown"):
        dialog.setup()
    edit.setEditText("Bea")
    assert dialog.ok_button.isEnabled() and not dialog.message.isVisible()
    assert dialog.setup().names[seat] == "Bea"


def test_a_lone_surrogate_never_reaches_the_dialogs_names(qtbot: QtBot) -> None:
    assert name_problem("Bo\ud800") is NameProblem.UNPRINTABLE  # the rule refuses it
    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    dialog.player_name.setEditText("Bo\ud800")
    assert dialog.setup().names[0] == "Bo"  # Qt keeps no half of a character
    assert dialog.setup().names[0].encode("utf-8") == b"Bo"


@pytest.mark.parametrize(("value", "problem"), [
    ("Ada", None), ("Ada Bo", None), ("Ñandú", None), ("", NameProblem.EMPTY),
    ("   ", NameProblem.EMPTY), ("x" * 21, NameProblem.TOO_LONG), (3, NameProblem.NOT_TEXT),
    ("Bo\ud800", NameProblem.UNPRINTABLE), ("A\x1b", NameProblem.UNPRINTABLE),
])
def test_the_name_rule_says_what_is_wrong(value: object, problem: NameProblem | None) -> None:
    assert name_problem(value) is problem
