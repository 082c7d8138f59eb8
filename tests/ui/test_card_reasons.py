"""Why a dimmed card may not be played, before trying it (issue 11): the engine's
reason (``Match.explain``), worded and translated, as the card's tooltip on hover and
in the status line when the keyboard's choice lands on it (R4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QToolTip
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import follow_suit_position, legal_cards, make_window
from tressette_gui.engine import Play
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.table.card_ids import Face

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints", "does not support raise")


def test_a_dimmed_card_tells_why_on_hover(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    obs, illegal = follow_suit_position(qtbot, window)
    suit = obs.trick[0][1].suit
    match = window.controller.match
    assert match is not None
    for card in obs.hand:
        item = window.scene.cards[Face(card)]
        if card in illegal:
            assert item.dimmed and item.toolTip() == f"You must follow {suit.italian}"
            assert match.explain(Play(card)).suit is suit  # the engine's reason
        else:
            assert not item.dimmed and item.toolTip() == ""
    # the pointer resting on the dimmed card's visible strip shows the tooltip
    item = window.scene.cards[Face(illegal[0])]
    spot = window.view.mapFromScene(item.x() - 30, item.y())
    event = QHelpEvent(QEvent.Type.ToolTip, spot, window.view.viewport().mapToGlobal(spot))
    QApplication.sendEvent(window.view.viewport(), event)
    qtbot.waitUntil(QToolTip.isVisible)
    assert QToolTip.text() == f"You must follow {suit.italian}"
    QToolTip.hideText()


def test_the_reason_follows_the_language(qtbot: QtBot, qapp: QApplication) -> None:
    window = make_window(qtbot)
    obs, illegal = follow_suit_position(qtbot, window)
    suit = obs.trick[0][1].suit
    item = window.scene.cards[Face(illegal[0])]
    try:
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: item.toolTip() == f"Devi rispondere a {suit.italian}")
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: item.toolTip() == f"You must follow {suit.italian}")


def test_the_keyboard_on_a_dimmed_card_tells_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    obs, illegal = follow_suit_position(qtbot, window)
    suit = obs.trick[0][1].suit
    window.view.setFocus()
    chosen = next(c for c in obs.hand if window.scene.cards[Face(c)].marked)
    assert chosen in legal_cards(obs)
    steps = (obs.hand.index(illegal[0]) - obs.hand.index(chosen)) % len(obs.hand)
    for _ in range(steps):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.cards[Face(illegal[0])].marked
    assert window.statusBar().currentMessage() == f"You must follow {suit.italian}"
    while not window.scene.cards[Face(chosen)].marked:
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.statusBar().currentMessage() == "Your turn"
