"""The prompt of a human's turn names the keys that play a card (a newcomer's playtest,
shot 210): in Spizzichino a mazzetti the own piles' tops are played with M and N, so
the prompt names those keys when a pile's top may be played, and only them when no
hand card may be (an empty hand); in English and in Italian (R3.3, R4)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tressette_gui.engine import Match, Observation, Phase, Play, Rules
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.window.control_bar import ControlBar


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


@pytest.mark.parametrize(("language", "hand_only", "both", "piles_only", "either"), [
    ("en", "Click a card or press its number",
     "Click a card or press its key: a number for the hand, {} for a pile",
     "Click a card or press {}", "M or N"),
    ("it", "Fai clic su una carta o premi il suo numero",
     "Fai clic su una carta o premi il suo tasto: un numero per la mano, {} per un mazzetto",
     "Fai clic su una carta o premi {}", "M o N")])
def test_the_prompt_names_the_pile_keys(qtbot: QtBot, qapp: QApplication, language: str,
                                        hand_only: str, both: str, piles_only: str,
                                        either: str) -> None:
    install_translator(qapp, language)
    try:
        seen = set()
        for obs in south_turns("mazzetti", 3):
            keys = pile_keys(obs)
            letters = either if keys == "MN" else keys
            hand = any(isinstance(a, Play) and a.pile is None for a in obs.legal_actions)
            expected = (both.format(letters) if hand and keys else hand_only if hand
                        else piles_only.format(letters))
            assert prompt(qtbot, obs) == expected
            seen.add((bool(obs.hand), hand, keys))
        # The cases of shot 210 were met: an empty hand with both piles, or one, left.
        assert {(True, True, "MN"), (True, True, ""), (False, False, "MN")} <= seen
        assert any(not in_hand and len(keys) == 1 for in_hand, _hand, keys in seen)
        # Games without piles keep the plain prompt.
        obs = next(south_turns("spizzichino", 3))
        assert prompt(qtbot, obs) == hand_only
    finally:
        install_translator(qapp, "en")
