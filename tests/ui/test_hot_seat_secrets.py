"""Hot-seat: nothing outside the cover tells one player what the other holds (issue 12,
point 3). Two humans share the screen with auto-declare off and turn down every
declaration offered ("Play without declaring"); every log line as it is written, and
at every turn and cover the status line, the window title, the tooltips and status
tips, the docks' and the control bar's words and the table's labels, must not name a
card of a hidden hand, nor a combination it holds and has not declared (R3.2: drawn
cards are public; R5: a declaration is public, turning one down is not)."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QLabel, QMessageBox, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import act, make_window, two_player, wait_turn
from tressette_gui.engine import (
    HONOUR_RANKS,
    Card,
    Declaration,
    DeclarationKind,
    Match,
    Suit,
)
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.log_lines import LogLine
from tressette_gui.ui.table.scene_items import Label
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: Every combination of R5.
COMBINATIONS = (
    *(Declaration(DeclarationKind.NAPOLA, suit=suit) for suit in Suit),
    *(Declaration(kind, rank=rank) for kind in (DeclarationKind.TRIS, DeclarationKind.QUATERNA)
      for rank in HONOUR_RANKS),
)


def holds(hand: set[Card], combination: Declaration) -> bool:
    """``hand`` holds ``combination`` (a tris: any three of the rank's four cards)."""
    held = len(hand & set(combination.cards_needed))
    return held >= (3 if combination.kind is not DeclarationKind.QUATERNA else 4)


def secrets(match: Match, seat: int) -> set[str]:
    """What ``seat``'s opponent may not read: the codes of ``seat``'s cards that the
    opponent's observation does not show, and the names of the combinations the hand
    holds that were not declared."""
    other = match.observe(1 - seat)
    hand = set(match.observe(seat).hand)
    declared = {d.declaration for d in other.declarations if d.seat == seat}
    return ({card.code for card in hand - other.visible_cards()}
            | {str(c) for c in COMBINATIONS if holds(hand, c) and c not in declared})


def named(text: str, words: set[str]) -> set[str]:
    """The ``words`` that ``text`` names (whole words, any case)."""
    return {w for w in words if re.search(rf"\b{re.escape(w)}\b", text, re.IGNORECASE)}


def shown_words(window: MainWindow) -> list[str]:
    """Every text the window shows now but the log: title, status line, the visible
    widgets' words, tooltips and status tips, the actions' tips, the table's labels
    and tips."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget is window.log:
            continue
        texts += [widget.toolTip(), widget.statusTip(), widget.windowTitle()]
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
    for action in window.findChildren(QAction):
        texts += [action.toolTip(), action.statusTip()]
    for item in window.scene.items():
        if item.isVisible():
            texts.append(item.toolTip())
            if isinstance(item, Label):
                texts.append(item.text.text())
    return texts


def hidden_seats(window: MainWindow) -> tuple[int, ...]:
    """Under the cover both hands are hidden; else the hand of the seat not viewing."""
    c = window.controller
    return (0, 1) if c.covered else (1 - c.viewer,)


def decline(window: MainWindow) -> bool:
    """Answer "Play without declaring" when the declaration question is open."""
    box = window.dialog
    if not isinstance(box, QMessageBox):
        return False
    assert box.text().startswith("You can still declare ")
    button = next(b for b in box.findChildren(QPushButton)
                  if b.text() == "Play without declaring")
    button.click()
    return True


@pytest.mark.parametrize(("variant", "seed"), [("spizzichino", 4), ("mazzetti", 4)])
def test_a_hot_seat_match_with_declines_tells_nobody_the_other_hand(
        qtbot: QtBot, variant: str, seed: int) -> None:
    window = make_window(qtbot)
    window.preferences.current = replace(window.preferences.current, auto_declare=False)
    leaks: list[str] = []
    lines: list[str] = []

    def logged(value: LogLine) -> None:  # as written: the log stays, the cover does not hide it
        match = window.controller.match
        assert match is not None
        line = value.text()
        lines.append(line)
        deals = [int(n) for n in re.findall(r"^Deal (\d+), dealer", "\n".join(lines), re.M)]
        if not deals or deals[-1] != match.observe(0).deal_number:
            return  # before the deal, or its end logged once the next one is dealt: no hand left
        for seat in (0, 1):
            leaks.extend(f"log {line!r}: {word}" for word in named(line, secrets(match, seat)))

    window.controller.logged.connect(logged)
    window.start_match(two_player(variant, hot_seat=True, target=21), seed=seed)
    match = window.controller.match
    assert match is not None
    declines = covers = 0
    while True:
        wait_turn(qtbot, window)
        if isinstance(window.dialog, MatchEndDialog):
            break
        covers += window.controller.covered
        hidden = set().union(*(secrets(match, seat) for seat in hidden_seats(window)))
        leaks.extend(f"shown {text!r}: {word}" for text in shown_words(window)
                     for word in named(text, hidden))
        if decline(window):
            declines += 1
            continue
        act(window)
    assert match.result is not None
    assert declines >= 2 and covers >= 20 and len(lines) > 100  # the check had work
    assert leaks == []
