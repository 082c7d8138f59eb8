"""The search levels in the app: the window's own bot factory runs Esperto on
the pool of worker processes from the bot thread, through a whole deal (issue 6:
the search uses both cores; the window never waits for it)."""

from __future__ import annotations

from dataclasses import replace

from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window
from tressette_gui.bots.search import workers
from tressette_gui.engine import Rules
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.session.bot_player import SEARCH_WORKERS, app_bot
from tressette_gui.ui.session.match_setup import MatchSetup


def test_esperto_plays_a_deal_of_spizzichino_on_two_processes(qtbot: QtBot) -> None:
    window = make_window(qtbot, app_bot)
    base = MatchSetup.default("spizzichino", level="esperto").demo()
    window.start_match(replace(base, rules=Rules.for_variant(
        "spizzichino", match_end="deals", deals=1)), seed=5)

    def over() -> bool:
        if isinstance(window.dialog, DealSummaryDialog):
            window.dialog.accept()
        return isinstance(window.dialog, MatchEndDialog)
    qtbot.waitUntil(over, timeout=120_000)
    match = window.controller.match
    assert match is not None and match.result is not None
    assert len(match.deal_scores) == 1
    assert workers._POOL is not None and workers._POOL[0] == SEARCH_WORKERS
