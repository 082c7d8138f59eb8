"""Helpers for the table tests: a window with animations off, clicks on cards,
and waiting for the human's turn (pytest-qt waits, never sleeps)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tressette_gui.bots import Decision, make_bot
from tressette_gui.engine import Card, Observation, Phase, Play, Rules
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.card_images import CardImages
from tressette_gui.ui.window.main_window import MainWindow

IMAGES: list[CardImages] = []


def images() -> CardImages:
    """One CardImages for the whole test session (it caches pixmaps)."""
    if not IMAGES:
        IMAGES.append(CardImages())
    return IMAGES[0]


def make_window(qtbot: QtBot, bot_factory: Callable[[str], object] = make_bot) -> MainWindow:
    """A shown main window with animations off and no bot pause."""
    window = MainWindow(images(), bot_factory)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.set_speed("off")
    window.controller.bots.pause_ms = 0
    window.show()
    return window


def setup(**options: object) -> MatchSetup:
    """Tressette for four: the human at seat 0 against principiante bots."""
    base = MatchSetup.default("tressette")
    return MatchSetup(Rules.for_variant("tressette", **options), base.names, base.levels)


def wait_for_human(qtbot: QtBot, window: MainWindow, timeout: int = 10_000) -> None:
    """Wait until the human must act, closing end-of-deal summaries on the way."""
    def ready() -> bool:
        dialog = window.dialog
        if isinstance(dialog, DealSummaryDialog):
            dialog.accept()
            return False
        return window.controller.waiting_for_human or isinstance(dialog, MatchEndDialog)
    qtbot.waitUntil(ready, timeout=timeout)


def click_card(qtbot: QtBot, window: MainWindow, card: Card) -> None:
    """A real mouse click on the visible part of ``card`` in the human's hand."""
    item = window.scene.cards[Face(card)]
    hand = window.controller.observation()
    assert hand is not None
    last = hand.hand and hand.hand[-1] == card
    x = item.x() if last else item.x() - 30  # the left strip shows under the next card
    point = window.view.mapFromScene(x, item.y())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def legal_cards(obs: Observation) -> list[Card]:
    """Cards the human may play now without a signal."""
    return [a.card for a in obs.legal_actions if isinstance(a, Play) and a.signal is None]


class SlowBot:
    """A principiante that waits ``seconds`` in the worker thread before answering
    (the GUI thread never waits)."""

    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.inner = make_bot("principiante")

    def choose(self, obs: Observation, rng: object) -> Decision:
        """Wait, then choose like principiante."""
        time.sleep(self.seconds)
        return self.inner.choose(obs, rng)  # type: ignore[arg-type]


def follow_suit_position(qtbot: QtBot, window: MainWindow) -> tuple[Observation, list[Card]]:
    """Start seeded Tressette matches until the human must follow suit (R4) while
    holding cards that may not be played; return the observation and those cards."""
    for seed in range(40):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        illegal = [c for c in obs.hand if c not in legal_cards(obs)]
        if obs.phase is Phase.PLAY and obs.trick and illegal:
            return obs, illegal
    raise AssertionError("no seed gives a follow-suit position")
