"""Vinco subito (R7) on the last trick of a deal: nothing is cut short. The deal ends as
usual and the match by the target, unless only vinco subito makes the side that took the
last trick win (the other side reached the target by a declaration and has as many
points or more): then the match ends by vinco subito, the deal still played to its end."""

from __future__ import annotations

from tests.engine.engine_positions import match_from, play_first_legal
from tressette_gui.engine import (
    Declaration,
    DeclarationKind,
    Declare,
    EndedBy,
    Match,
    Play,
    Rules,
    Suit,
)

VINCO = Rules.for_variant("tressette", redeal_under_one_point=False, declarations=True,
                          vinco_subito=True)
# Dealer 3: seat 0 leads and takes every trick (11 points); seat 1 holds two napole
# (6 points) and takes none.
HANDS = ("3c 2c Ac Rc Cc 3d 2d Ad Rd Cd | 3s 2s As Rs Cs Fs 7s 3b 2b Ab"
         " | Fc 7c 6c 5c 4c 6s 5s 4s Rb Cb | Fd 7d 6d 5d 4d Fb 7b 6b 5b 4b")


def played(scores: tuple[int, int], *, declare: bool) -> Match:
    """The deal of HANDS played out from match ``scores``; seat 1 declares its two
    napole at its first turn when ``declare``."""
    match = match_from(VINCO, dealer=3, hands=HANDS)
    match.scores = list(scores)
    match.apply(next(a for a in match.legal_actions()
                     if isinstance(a, Play) and a.signal is None))
    if declare:
        for suit in (Suit.SPADE, Suit.BASTONI):
            match.apply(Declare(Declaration(DeclarationKind.NAPOLA, suit=suit)))
    play_first_legal(match)
    return match


def test_the_target_reached_on_the_last_trick_ends_the_match_by_the_target() -> None:
    match = played((VINCO.target - 11, 0), declare=False)  # 21 only with the last point
    score = match.deal_scores[-1]
    assert not score.cut_short and score.last_trick == 0 and sum(score.tricks) == 10
    result = match.result
    assert result is not None and (result.winner, result.ended_by) == (0, EndedBy.TARGET)
    assert result.points == (VINCO.target, 0) and result.deals == 1


def test_only_vinco_subito_decides_on_the_last_trick() -> None:
    # Side 1 reaches 22 by its declarations alone, side 0 21 on the last trick it takes.
    match = played((VINCO.target - 11, VINCO.target - 5), declare=True)
    score = match.deal_scores[-1]
    assert not score.cut_short and score.points == (11, 6)
    result = match.result
    assert result is not None and (result.winner, result.ended_by) == (
        0, EndedBy.VINCO_SUBITO)
    assert result.points == (VINCO.target, VINCO.target + 1)
