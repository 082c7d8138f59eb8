"""R7 end of the match (points, deals, spareggi, vinco subito, redeal), R2 dealer
rotation, R5 napoletana decima, R9 stakes and standings, R10 resigning."""

from __future__ import annotations

import random

import pytest

from tests.engine.engine_positions import layout_from, match_from, play, play_first_legal
from tressette_gui.engine import (
    Card,
    Collatondrione,
    DealScored,
    DealStarted,
    Declaration,
    DeclarationKind,
    Declare,
    Declared,
    EndedBy,
    IllegalActionError,
    Match,
    MatchEnded,
    Phase,
    Play,
    Redeal,
    RedealAnswered,
    Rules,
    Suit,
    Sweep,
    TrickWon,
)
from tressette_gui.engine.scoring import standings_base

FOUR = Rules.for_variant("tressette", redeal_under_one_point=False, declarations=False)
CAPPOTTONE = "3c 2c Ac Rc Cc 3d 2d Ad Rd Cd"  # seat 0 leading takes every trick


def tie_after_this_deal(match: Match, at: int = 20) -> None:
    """Set the match score so that the running deal, played by play_first_legal,
    ends with both sides on ``at`` points (tests of R7 ties)."""
    preview = match.copy()
    deal_points = play_first_legal(preview)
    score = next(e for e in deal_points if isinstance(e, DealScored)).score
    match.scores = [at - score.points[0], at - score.points[1]]


def random_match(rules: Rules, seed: int) -> tuple[Match, list[object]]:
    match = Match(rules, seed)
    rng = random.Random(seed)
    events: list[object] = list(match.opening_events)
    while match.result is None:
        events += match.apply(rng.choice(match.legal_actions()))
    return match, events


# ------------------------------------------------------------------ points (R7)
def test_r7_points_match_ends_when_a_side_reaches_the_target() -> None:
    match = match_from(FOUR.replace(target=11), dealer=3, hands=CAPPOTTONE)
    events = play_first_legal(match)
    assert isinstance(events[-2], DealScored) and isinstance(events[-1], MatchEnded)
    result = match.result
    assert result is not None
    assert (result.winner, result.loser, result.points) == (0, 1, (11, 0))
    assert (result.ended_by, result.stake, result.deals) == ("target", 1, 1)
    assert match.seat_to_act() is None and match.legal_actions() == ()
    with pytest.raises(IllegalActionError, match="the match is over"):
        match.apply(Redeal(False))


def test_r7_points_match_tied_above_the_target_plays_another_deal() -> None:
    match = match_from(FOUR, dealer=3)
    tie_after_this_deal(match, at=25)
    events = play_first_legal(match)
    assert match.result is None and match.scores == [25, 25]
    started = events[-1]
    assert started == DealStarted(2, 0, 0)  # dealer passes to the right, no spareggio


def test_r2_the_next_match_is_dealt_by_the_seat_right_of_the_last_dealer() -> None:
    rules = FOUR.replace(match_end="deals", deals=2)
    match, _ = random_match(rules, seed=3)
    assert [d.dealer for d in match.dealings] == [match.first_dealer,
                                                  (match.first_dealer + 1) % 4]
    assert match.next_match_dealer == (match.first_dealer + 2) % 4
    two = Match(Rules.for_variant("spizzichino"), 5, dealer=1)
    two.resign(0)  # R10: however the match ended
    assert two.next_match_dealer == 0


def test_r7_below_the_target_the_match_goes_on() -> None:
    match = match_from(FOUR, dealer=3, hands=CAPPOTTONE)
    play_first_legal(match)
    assert match.result is None and match.scores == [11, 0] and match.deals_played == 1


# ------------------------------------------------------------------- deals (R7)
def test_r7_deals_match_ends_after_the_planned_deals() -> None:
    rules = FOUR.replace(match_end="deals", deals=2)
    match, events = random_match(rules, seed=3)
    result = match.result
    assert result is not None and (result.ended_by, result.deals) == ("deals", 2)
    assert len([e for e in events if isinstance(e, DealStarted)]) == 2
    assert result.points == (10, 12) and result.winner == 1
    assert tuple(sum(s.points[side] for s in match.deal_scores) for side in (0, 1)) == (10, 12)


def test_r7_spareggi_up_to_three_then_the_last_trick_of_the_third_loses() -> None:
    rules = FOUR.replace(match_end="deals", deals=1)
    match = match_from(rules, dealer=3)
    dealers = []
    for spareggio in (1, 2, 3):
        tie_after_this_deal(match)
        events = play_first_legal(match)
        assert match.result is None and match.scores[0] == match.scores[1]
        started = events[-1]
        assert isinstance(started, DealStarted) and started.spareggio == spareggio
        dealers.append(started.dealer)
        assert match.observe(0).spareggio == spareggio
    assert dealers == [0, 1, 2]
    tie_after_this_deal(match)
    events = play_first_legal(match)
    last_trick = [e for e in events if isinstance(e, TrickWon)][-1]
    assert last_trick.number == 9
    result = match.result
    assert result is not None and result.ended_by == "spareggio_last_trick"
    assert result.loser == last_trick.seat % 2 and result.winner == 1 - result.loser
    assert result.points[0] == result.points[1] and result.deals == 4


def test_r7_a_spareggio_that_breaks_the_tie_decides() -> None:
    rules = FOUR.replace(match_end="deals", deals=1)
    match = match_from(rules, dealer=3)
    tie_after_this_deal(match)
    play_first_legal(match)
    assert match.deal.dealer == 0 and match.dealings[-1].spareggio == 1
    play_first_legal(match)
    result = match.result
    assert result is not None and result.ended_by == "spareggio"
    assert result.points[result.winner or 0] > result.points[result.loser or 0]


def test_r7_tiebreak_draw() -> None:
    rules = FOUR.replace(match_end="deals", deals=1, tiebreak="draw")
    match = match_from(rules, dealer=3)
    tie_after_this_deal(match)
    play_first_legal(match)
    result = match.result
    assert result is not None and result.ended_by == "draw"
    assert (result.winner, result.loser, result.standings) == (None, None, (0, 0, 0, 0))


# ----------------------------------------------------------- vinco subito (R7)
VINCO = FOUR.replace(vinco_subito=True, declarations=True)
VINCO_HANDS = ("3c 2c Ac 3d 2d Ad 4s 5s 6s 7s | Rc 7c 4d 5d 6d 7d Fd Cd Rd 4b"
               " | Cc 6c | Fc 5c 4c")


def test_r7_vinco_subito_right_after_a_trick() -> None:
    match = match_from(VINCO, dealer=3, hands=VINCO_HANDS)
    match.scores = [19, 0]
    play(match, "3c Rc Cc Fc")  # 4 thirds: 1 point, 20 < 21
    assert match.result is None
    events = play(match, "Ac 7c 6c 5c")  # 7 thirds: 2 points, 19 + 2 = 21
    assert [type(e) for e in events[-3:]] == [TrickWon, DealScored, MatchEnded]
    score = match.deal_scores[-1]
    assert score.cut_short and score.last_trick is None and score.points == (2, 0)
    result = match.result
    assert result is not None and (result.winner, result.ended_by) == (0, "vinco_subito")
    assert result.points == (21, 0) and result.deals == 1  # a cut-short deal counts


def test_r7_vinco_subito_never_right_after_a_declaration() -> None:
    match = match_from(VINCO, dealer=3, hands=VINCO_HANDS)
    match.scores = [15, 0]
    match.apply(Declare(Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE)))
    match.apply(Declare(Declaration(DeclarationKind.NAPOLA, suit=Suit.DENARI)))
    assert match.result is None  # 15 + 6 = 21, but a side must take a trick
    play(match, "3c Rc Cc")
    assert match.result is None
    play(match, "Fc")
    result = match.result
    assert result is not None and result.ended_by == "vinco_subito"
    assert result.points == (15 + 6 + 1, 0)


def test_r7_vinco_subito_off_waits_for_the_end_of_the_deal() -> None:
    match = match_from(VINCO.replace(vinco_subito=False), dealer=3, hands=VINCO_HANDS)
    match.scores = [19, 0]
    play(match, "3c Rc Cc Fc Ac 7c 6c 5c")
    assert match.result is None


def test_r6_r7_a_sweep_on_the_last_trick_wins_at_its_stake_with_vinco_subito() -> None:
    rules = FOUR.replace(target=11, vinco_subito=True, cappotto="wins_match")
    match = match_from(rules, dealer=3, hands=CAPPOTTONE)
    play_first_legal(match)
    result = match.result
    assert result is not None and result.deals == 1
    assert (result.winner, result.ended_by, result.stake) == (0, "sweep", 6)


# ----------------------------------------------------------------- redeal (R7)
# Dealer 3: seat 0 leads; seats 1 and 3 hold 2 thirds each.
POOR = "| 4c 5c 6c 7c 4d 5d 6d 7d Fs Cs | | 4b 5b 6b 7b 4s 5s 6s 7s Fb Cb"
REDEAL = Rules.for_variant("tressette", declarations=False)


def test_r7_redeal_asked_in_turn_order_from_the_leader_and_voided() -> None:
    match = match_from(REDEAL, dealer=3, hands=POOR)
    assert match.deal.phase is Phase.REDEAL and match.seat_to_act() == 1
    assert match.legal_actions() == (Redeal(True), Redeal(False))
    assert match.apply(Redeal(False)) == [RedealAnswered(1, False)]
    assert match.seat_to_act() == 3
    events = match.apply(Redeal(True))
    assert events[:2] == [RedealAnswered(3, True), DealStarted(1, 3, 0)]  # same dealer, deal 1
    assert match.deals_played == 0 and match.deal_scores == []
    assert len(match.dealings) == 2 and match.dealings[0].actions == [
        Redeal(False), Redeal(True)]
    assert match.dealings[1].layout != match.dealings[0].layout


def test_r7_redeal_declined_by_all_starts_play_with_the_leader() -> None:
    match = match_from(REDEAL, dealer=3, hands=POOR)
    match.apply(Redeal(False))
    match.apply(Redeal(False))
    assert match.deal.phase is Phase.PLAY and match.seat_to_act() == 0
    with pytest.raises(IllegalActionError, match="no redeal question is open"):
        match.apply(Redeal(True))


def test_r7_redeal_question_must_be_answered_first() -> None:
    match = match_from(REDEAL, dealer=3, hands=POOR)
    with pytest.raises(IllegalActionError, match="seat 1 must first answer the redeal"):
        match.apply(Play(Card.from_code("4c")))


def test_r7_redeal_off_means_no_question() -> None:
    match = match_from(REDEAL.replace(redeal_under_one_point=False), dealer=3, hands=POOR)
    assert match.deal.phase is Phase.PLAY


# ---------------------------------------------------- dealer rotation (R2)
def test_r2_dealer_passes_to_the_right_after_each_deal() -> None:
    rules = Rules.for_variant("tressette", match_end="deals", deals=5, tiebreak="draw")
    match, events = random_match(rules, seed=11)
    started = [e for e in events if isinstance(e, DealStarted)]
    answers = [e for e in events if isinstance(e, (RedealAnswered, DealStarted))]
    expected = match.first_dealer
    number = 1
    for i, event in enumerate(started):
        assert event.dealer == expected and event.number == number
        voided = i + 1 < len(started) and any(
            isinstance(a, RedealAnswered) and a.asked
            for a in answers[answers.index(event) + 1:answers.index(started[i + 1])])
        expected = expected if voided else (expected + 1) % 4
        number = number if voided else number + 1
    for variant in ("spizzichino", "mazzetti"):
        two, two_events = random_match(Rules.for_variant(variant, match_end="deals", deals=3,
                                                         tiebreak="draw"), seed=5)
        dealers = [e.dealer for e in two_events if isinstance(e, DealStarted)]
        assert dealers == [(two.first_dealer + k) % 2 for k in range(len(dealers))]


def test_r2_first_dealer_drawn_from_the_seed_or_given() -> None:
    dealers = {Match(FOUR, seed).first_dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert Match(FOUR, 0, dealer=2).deal.leader == 3
    with pytest.raises(ValueError, match=r"dealer must be a seat 0\.\.3"):
        Match(FOUR, 0, dealer=4)
    with pytest.raises(ValueError, match="needs 4 names, got 2"):
        Match(FOUR, 0, names=["Ada", "Bo"])


# ------------------------------------------------ napoletana decima (R5, R9)
def test_r5_r9_napoletana_decima_wins_at_once_at_stake_16() -> None:
    rules = Rules.for_variant("tressette")
    match = Match(rules, 0, dealer=0, layouts=[layout_from(rules, 0, hands="| | 4d 5d 6d 7d "
                                                           "Fd Cd Rd Ad 2d 3d")])
    assert [type(e) for e in match.opening_events] == [DealStarted, Collatondrione,
                                                       MatchEnded]
    assert match.opening_events[1] == Collatondrione(2, Suit.DENARI)
    result = match.result
    assert result is not None and (result.winner, result.stake) == (0, 16)
    assert (result.ended_by, result.deals, result.points) == ("collatondrione", 0, (0, 0))


def test_r5_napoletana_decima_off_plays_the_deal() -> None:
    rules = Rules.for_variant("tressette", collatondrione=False,
                              redeal_under_one_point=False)
    match = Match(rules, 0, dealer=0, layouts=[layout_from(rules, 0, hands="| | 4d 5d 6d 7d "
                                                           "Fd Cd Rd Ad 2d 3d")])
    assert match.result is None and match.deal.phase is Phase.PLAY


# ------------------------------------------------------- standings (R9, R10)
@pytest.mark.parametrize(("options", "base"), [
    ({"target": 11}, 1), ({"target": 5}, 1), ({"target": 21}, 3), ({"target": 12}, 3),
    ({"target": 22}, 5), ({"target": 51}, 5),
    ({"match_end": "deals", "deals": 1}, 1), ({"match_end": "deals", "deals": 2}, 1),
    ({"match_end": "deals", "deals": 3}, 3), ({"match_end": "deals", "deals": 4}, 3),
    ({"match_end": "deals", "deals": 5}, 5), ({"match_end": "deals", "deals": 9}, 5),
])
def test_r9_standings_base(options: dict[str, object], base: int) -> None:
    assert standings_base(Rules.for_variant("tressette", **options)) == base


def test_r9_standings_add_one_per_sweep_of_the_winning_side() -> None:
    match = match_from(FOUR.replace(target=11), dealer=3, hands=CAPPOTTONE)
    play_first_legal(match)
    result = match.result
    assert result is not None and result.sweeps == ((Sweep.CAPPOTTONE,), ())
    assert result.standings == (2, -2, 2, -2)  # base 1 + one sweep
    assert result.stake == 1  # cappotto "count": the stake stays 1


def test_r10_resigning_loses_the_match_for_the_side_and_wins_nothing_for_others() -> None:
    match = Match(FOUR, 0)
    events = match.resign(1)
    result = match.result
    assert result is not None and events == [MatchEnded(result)]
    assert (result.winner, result.loser, result.ended_by) == (None, 1, EndedBy.RESIGN)
    assert result.standings == (0, -3, 0, -3)
    with pytest.raises(IllegalActionError, match="the match is over"):
        match.resign(0)
    with pytest.raises(ValueError, match="no seat 4 in a 4-player match"):
        Match(FOUR, 0).resign(4)


def test_ended_by_is_an_enum_whose_values_are_the_record_strings() -> None:
    """R7, R9: records keep ``ended_by`` as these strings; the enum must not change them."""
    assert [e.value for e in EndedBy] == [
        "target", "deals", "spareggio", "spareggio_last_trick", "vinco_subito", "sweep",
        "collatondrione", "draw", "resign"]
    match = Match(FOUR, 0)
    match.resign(0)
    assert match.result is not None and type(match.result.ended_by) is EndedBy


def test_legal_actions_are_immutable_so_no_caller_can_corrupt_the_engine() -> None:
    match = Match(FOUR, 0)
    legal = match.legal_actions()
    assert type(legal) is tuple and type(match.deal.legal_actions()) is tuple
    assert match.observe(match.deal.turn).legal_actions is legal  # shared, safely
    with pytest.raises(AttributeError):
        legal.remove(legal[0])  # type: ignore[attr-defined]
    mine = list(legal)
    mine.clear()
    assert match.legal_actions() == legal and len(legal) == 10
    match.apply(legal[0])
    assert match.dealings[0].actions == [legal[0]]


def test_r5_the_match_keeps_each_scored_deals_declarations() -> None:
    """``deal_declarations`` has, per scored deal, the Declared events between its
    DealStarted and DealScored, which add up to the deal's declared points (R5); a copy
    keeps its own list."""
    match, events = random_match(FOUR.replace(declarations=True), 15)
    expected: list[tuple[Declared, ...]] = []
    declared: list[Declared] = []
    for event in events:
        if isinstance(event, DealStarted):
            declared = []
        elif isinstance(event, Declared):
            declared.append(event)
        elif isinstance(event, DealScored):
            expected.append(tuple(declared))
    assert match.deal_declarations == expected
    assert any(expected)  # the seed declares something
    for score, made in zip(match.deal_scores, expected, strict=True):
        assert score.declared == tuple(
            sum(d.points for d in made if d.seat % 2 == side) for side in (0, 1))
    copy = match.copy()
    copy.deal_declarations.append(())
    assert len(match.deal_declarations) == len(expected)
