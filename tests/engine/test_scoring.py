"""R6 scoring a deal in thirds, the last trick, sweeps; R9 stakes."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tests.engine.engine_positions import match_from, play, play_first_legal
from tressette_gui.engine import (
    DealScored,
    MatchEnded,
    Rules,
    Sweep,
    TrickWon,
    last_trick_bonus_side,
    score_deal,
    thirds_with_last_trick,
)

FOUR = Rules.for_variant("tressette", redeal_under_one_point=False, declarations=False)

# Seat 0 holds the five best coppe and denari: it takes every trick (cappottone).
CAPPOTTONE = "3c 2c Ac Rc Cc 3d 2d Ad Rd Cd"
# Seat 0 takes nine tricks, seat 2 (nine spades) the last one: a cappotto of side 0.
CAPPOTTO = "3c 2c Ac Rc Cc 3d 2d Ad Rd 4s | | Cd 3s 2s As Rs Cs Fs 7s 6s 5s"
# Side 0 captures all 32 thirds; side 1 takes only the last trick, of cartine.
STRAMAZZO = ("3c 2c Ac Rc Cc 3d 2d Ad 5c 4s | 7c Rd Cd Fd 7d Rs 7s 6s 6b 5b"
             " | 3s 2s As Fs 3b 2b Ab 4c Fc 7b | 6c 6d 5d 4d Cs 5s Rb Cb Fb 4b")
STRAMAZZO_PLAYS = ("3d Rd Fc 4d  2d Cd 7b 5d  Ad Fd Fs 6d  4s 7s 3s 5s  2s Cs Cc Rs"
                   "  As 4b Rc 6s  3b Rb Ac 6b  2b Cb 2c 5b  Ab Fb 3c 7d  4c 6c 5c 7c")


def test_r6_thirds_round_down_and_the_last_trick_adds_three() -> None:
    # Side 0: 3 Assi + 5 figures = 14 thirds -> 4 points; side 1: 18 thirds plus the
    # last trick = 21 thirds -> 7 points. Together 11.
    score = score_deal(4, [3, 4, 2, 1], [14, 10, 0, 8], last_trick_seat=3, declared=[0, 0])
    assert score.thirds == (14, 18)
    assert score.card_points == (4, 7) and score.points == (4, 7)
    assert score.last_trick == 1 and score.sweep is None and not score.cut_short


def test_r6_r5_declarations_add_whole_points_on_top() -> None:
    score = score_deal(2, [12, 8], [20, 12], last_trick_seat=0, declared=[3, 7])
    assert score.card_points == (7, 4) and score.declared == (3, 7)
    assert score.points == (10, 11)


@pytest.mark.parametrize(("tricks", "thirds", "last", "sweep", "side", "seat", "points"), [
    ([6, 0, 4, 0], [20, 0, 12, 0], 2, Sweep.CAPPOTTO, 0, None, (11, 0)),
    ([0, 10, 0, 0], [0, 32, 0, 0], 1, Sweep.CAPPOTTONE, 1, 1, (0, 11)),
    ([5, 1, 3, 1], [20, 0, 12, 0], 3, Sweep.STRAMAZZO, 0, None, (11, 0)),
    ([8, 1, 0, 1], [32, 0, 0, 0], 1, Sweep.STRAMAZZONE, 0, 0, (11, 0)),
    ([7, 1, 1, 1], [32, 0, 0, 0], 0, Sweep.STRAMAZZONE, 0, 0, (11, 0)),
    ([20, 0], [32, 0], 0, Sweep.CAPPOTTO, 0, None, (11, 0)),
    ([19, 1], [32, 0], 1, Sweep.STRAMAZZO, 0, None, (11, 0)),
    ([5, 1, 4, 0], [31, 1, 0, 0], 0, None, None, None, (11, 0)),
])
def test_r6_sweeps_are_detected_most_specific_first(
        tricks: list[int], thirds: list[int], last: int, sweep: Sweep | None,
        side: int | None, seat: int | None, points: tuple[int, int]) -> None:
    score = score_deal(len(tricks), tricks, thirds, last_trick_seat=last, declared=[0, 0])
    assert (score.sweep, score.sweep_side, score.sweep_seat) == (sweep, side, seat)
    assert score.points == points


def test_r6_a_deal_cut_short_has_no_last_trick_point_and_no_sweep() -> None:
    score = score_deal(4, [3, 0, 2, 0], [14, 0, 5, 0], last_trick_seat=None, declared=[3, 0])
    assert score.cut_short and score.last_trick is None and score.sweep is None
    assert score.points == (6 + 3, 0)


def test_r9_stakes_of_the_sweeps() -> None:
    assert [s.stake for s in Sweep] == [2, 3, 6, 8]


def _scored(events: Sequence[object]) -> DealScored:
    return next(e for e in events if isinstance(e, DealScored))


def test_r6_cappottone_in_play_counts_and_the_match_goes_on() -> None:
    match = match_from(FOUR, dealer=3, hands=CAPPOTTONE)
    score = _scored(play_first_legal(match)).score
    assert (score.sweep, score.sweep_side, score.sweep_seat) == (Sweep.CAPPOTTONE, 0, 0)
    assert score.points == (11, 0) and score.tricks == (10, 0)
    assert match.result is None and match.sweeps == ([Sweep.CAPPOTTONE], [])


def test_r6_r9_cappottone_wins_the_match_at_stake_6_with_wins_match() -> None:
    match = match_from(FOUR.replace(cappotto="wins_match"), dealer=3, hands=CAPPOTTONE)
    events = play_first_legal(match)
    result = match.result
    assert result is not None and isinstance(events[-1], MatchEnded)
    assert (result.winner, result.stake, result.ended_by) == (0, 6, "sweep")
    assert result.points == (11, 0) and result.sweeps == ((Sweep.CAPPOTTONE,), ())


def test_r6_cappotto_of_a_side_in_play() -> None:
    match = match_from(FOUR.replace(cappotto="wins_match"), dealer=3, hands=CAPPOTTO)
    score = _scored(play_first_legal(match)).score
    assert score.tricks == (10, 0) and match.deal_scores[0].last_trick == 0
    assert (score.sweep, score.sweep_side, score.sweep_seat) == (Sweep.CAPPOTTO, 0, None)
    assert match.result is not None and match.result.stake == 2


def test_r6_stramazzo_gives_the_last_trick_point_to_the_side_that_made_it() -> None:
    match = match_from(FOUR, dealer=3, hands=STRAMAZZO)
    score = _scored(play(match, STRAMAZZO_PLAYS)).score
    assert score.last_trick == 1 and score.tricks == (9, 1)
    assert score.thirds == (32, 0)
    assert (score.sweep, score.sweep_side) == (Sweep.STRAMAZZO, 0)
    assert score.points == (11, 0)
    assert score.bonus_side == 0 and thirds_with_last_trick(score.thirds, 1) == (35, 0)


def test_r9_stramazzo_wins_the_match_at_stake_3_with_wins_match() -> None:
    match = match_from(FOUR.replace(cappotto="wins_match", match_end="deals", deals=5),
                       dealer=3, hands=STRAMAZZO)
    play(match, STRAMAZZO_PLAYS)
    result = match.result
    assert result is not None
    assert (result.winner, result.stake, result.ended_by, result.deals) == (0, 3, "sweep", 1)


@pytest.mark.parametrize(("thirds", "last", "bonus", "value"), [
    ((10, 19), None, None, (10, 19)),  # tricks remain (or cut short): no bonus yet
    ((10, 19), 1, 1, (10, 22)),  # the last trick's side
    ((14, 18), 0, 0, (17, 18)),
    ((32, 0), 1, 0, (35, 0)),  # stramazzo: to the side with all 32 thirds
    ((0, 32), 0, 1, (0, 35)),
])
def test_r6_the_last_trick_bonus_in_thirds(thirds: tuple[int, int], last: int | None,
                                           bonus: int | None, value: tuple[int, int]) -> None:
    assert thirds_with_last_trick(thirds, last) == value
    if last is not None:
        assert last_trick_bonus_side(thirds, last) == bonus


def test_r6_every_deal_scores_its_cards_as_thirds_with_last_trick_says() -> None:
    """The engine's one rule of the bonus, as the table shows it trick by trick
    (``TrickWon.last``, ``Observation.last_trick_side``) and as the score counts it."""
    for variant in ("tressette", "spizzichino", "mazzetti"):
        rules = Rules.for_variant(variant, match_end="deals", deals=1, tiebreak="draw",
                                  redeal_under_one_point=False, collatondrione=False)
        match = match_from(rules, dealer=1, seed=3)
        assert match.observe(0).last_trick_side is None
        events = play_first_legal(match)
        won = [e for e in events if isinstance(e, TrickWon)]
        assert [w.last for w in won] == [False] * (rules.tricks_per_deal - 1) + [True]
        score = _scored(events).score
        obs = match.observe(0)
        assert obs.last_trick_side == score.last_trick == won[-1].seat % 2
        value = thirds_with_last_trick(obs.captured_thirds, obs.last_trick_side)
        assert score.card_points == (value[0] // 3, value[1] // 3)
        assert sum(value) == 32 + 3 and score.bonus_side is not None


def test_r6_a_deal_cut_short_has_no_bonus_side() -> None:
    score = score_deal(4, [3, 0, 2, 0], [14, 0, 5, 0], last_trick_seat=None, declared=[0, 0])
    assert score.bonus_side is None
