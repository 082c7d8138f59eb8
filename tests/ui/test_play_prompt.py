"""The prompt of a human's turn names the keys that play a card (a newcomer's playtest,
shot 210): in Spizzichino a mazzetti the own piles' tops are played with M and N, so
the prompt names those keys when a pile's top may be played, and only them when no
hand card may be (an empty hand), and Shift with a pile's letter when its honour may be
picked up (the key its badge shows); in English and in Italian (R3.3, R4)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window
from tests.ui.test_small_screen import fits_a_small_screen
from tressette_gui.engine import Match, Observation, Phase, PickUp, Play, Rules
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.window.control_bar import ControlBar
from tressette_gui.ui.window.window_size import dock_heights


def south_turns(variant: str, seed: int) -> Iterator[Observation]:
    """South's turns to play in the first deal of a ``variant`` match, South playing
    from the hand while it can (so the hand empties before the piles), the other seat
    its first legal play."""
    match = Match(Rules.for_variant(variant), seed)
    while (seat := match.seat_to_act()) is not None and len(match.dealings) == 1:
        legal = match.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        if seat == 0 and match.deal.phase is Phase.PLAY:
            yield match.observe(0)
            plays = [p for p in plays if p.pile is None] or plays
        match.apply(plays[0] if plays else legal[0])


def prompt(qtbot: QtBot, obs: Observation) -> str:
    """The prompt a control bar shows for South's turn ``obs``."""
    bar = ControlBar()
    qtbot.addWidget(bar)
    bar.retranslate()
    bar.show_turn(obs, lambda _action: pytest.fail("no signal to explain"))
    return bar.prompt.text()


def pile_keys(obs: Observation) -> str:
    """The letters of the own piles whose top may be played now, in pile order."""
    return "".join("MN"[a.pile] for a in obs.legal_actions
                   if isinstance(a, Play) and a.pile is not None)


def pick_up_keys(obs: Observation, either: str) -> str:
    """The keys that pick up an own pile's honour now (R3.3), as the prompt names them:
    "Shift+M", or both joined as ``either`` joins "M" and "N"; "" when none may be."""
    keys = [f"Shift+{'MN'[a.pile]}" for a in obs.legal_actions if isinstance(a, PickUp)]
    return either.replace("M", keys[0]).replace("N", keys[1]) if len(keys) == 2 else \
        "".join(keys)


@pytest.mark.parametrize(("language", "hand_only", "both", "piles_only", "either", "take"), [
    ("en", "Click a card or press its number",
     "Click a card or press its key: a number for the hand, {} for a pile",
     "Click a card or press {}", "M or N", "; {} to take the honour into your hand"),
    ("it", "Fai clic su una carta o premi il suo numero",
     "Fai clic su una carta o premi il suo tasto: un numero per la mano, {} per un mazzetto",
     "Fai clic su una carta o premi {}", "M o N", "; {} prende in mano il pezzo")])
def test_the_prompt_names_the_pile_keys(qtbot: QtBot, qapp: QApplication, language: str,
                                        hand_only: str, both: str, piles_only: str,
                                        either: str, take: str) -> None:
    install_translator(qapp, language)
    try:
        seen, picks = set(), set()
        for obs in south_turns("mazzetti", 3):
            keys = pile_keys(obs)
            letters = either if keys == "MN" else keys
            hand = any(isinstance(a, Play) and a.pile is None for a in obs.legal_actions)
            expected = (both.format(letters) if hand and keys else hand_only if hand
                        else piles_only.format(letters))
            if pick_ups := pick_up_keys(obs, either):
                expected += take.format(pick_ups)
                picks.add(pick_ups)
            assert prompt(qtbot, obs) == expected
            seen.add((bool(obs.hand), hand, keys))
        # The cases of shot 210 were met: an empty hand with both piles, or one, left.
        assert {(True, True, "MN"), (True, True, ""), (False, False, "MN")} <= seen
        assert any(not in_hand and len(keys) == 1 for in_hand, _hand, keys in seen)
        assert picks  # and a pick-up offered
        # Games without piles keep the plain prompt.
        obs = next(south_turns("spizzichino", 3))
        assert prompt(qtbot, obs) == hand_only
    finally:
        install_translator(qapp, "en")


@pytest.mark.qt_log_ignore("propagateSizeHints")
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_longest_prompt_fits_1024_px(qtbot: QtBot, qapp: QApplication,
                                         language: str) -> None:
    """Both pile tops playable and both honours offered (R3.3), Hint and Undo shown: the
    window still fits 1024 px, the whole prompt shown on its two lines."""
    obs = next(o for o in south_turns("mazzetti", 2)
               if len(pick_up_keys(o, "M or N")) > len("Shift+N") and pile_keys(o) == "MN")
    install_translator(qapp, language)
    try:
        window = make_window(qtbot)
        window.resize(1024, 560)
        window.resizeDocks([window.score_dock, window.last_trick_dock, window.log_dock],
                           list(dock_heights(560)), Qt.Orientation.Vertical)
        window.controls.show_turn(obs, lambda _action: pytest.fail("no signal to explain"))
        window.controls.show_help(True)
        assert "Shift+M" in window.controls.prompt.text()
        fits_a_small_screen(qtbot, window)
    finally:
        install_translator(qapp, "en")
