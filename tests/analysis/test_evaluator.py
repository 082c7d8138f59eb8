"""The evaluator (issue 16): every choice of a seat valued from its observation alone,
deterministic for a seed, honest (the hidden cards re-dealt consistently with the
observation give the same values and choice), exact when every card is known, and
declarations worth their points (R5)."""

from __future__ import annotations

import random

import pytest

from tests.analysis.analysis_support import FAST, GAMES, decision_points, one_deal
from tests.bots.bot_positions import position, redealt
from tressette_gui.analysis import (
    EvaluationError,
    EvaluatorSettings,
    Method,
    ReasonKind,
    evaluate_observation,
    valued,
)
from tressette_gui.analysis.review import true_position
from tressette_gui.bots.search.sampling import SampleError
from tressette_gui.bots.search.solver import Solver
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declare,
    Match,
    Phase,
    Play,
    Rank,
    Signal,
    Suit,
)


@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_values(game: str) -> None:
    """Same observation and seed: the same evaluation (the global random is consumed in
    between to show it is not used); another seed samples other deals."""
    match = decision_points(one_deal(game), 3, range(4, 12))[0]
    obs = match.observe(match.seat_to_act() or 0)
    first = evaluate_observation(obs, 7, FAST)
    random.random()
    assert evaluate_observation(obs, 7, FAST) == first
    assert evaluate_observation(obs, 8, FAST) != first


@pytest.mark.parametrize("game", GAMES)
def test_every_choice_is_valued_best_first(game: str) -> None:
    for match in decision_points(one_deal(game), 11, range(0, 40))[::5]:
        obs = match.observe(match.seat_to_act() or 0)
        evaluation = evaluate_observation(obs, 1, FAST)
        cards = {a.card for a in obs.legal_actions if isinstance(a, Play)}
        assert {v.action.card for v in evaluation.values
                if isinstance(v.action, Play)} == cards
        thirds = [v.thirds for v in evaluation.values]
        assert thirds == sorted(thirds, reverse=True)
        assert evaluation.best == evaluation.values[0]
        assert evaluation.lost(evaluation.best.action) == 0
        for action in obs.legal_actions:
            value = evaluation.value_of(action)
            assert value is not None and isinstance(action, Play)
            assert isinstance(value.action, Play) and value.action.card == action.card
            assert value.points == pytest.approx(value.thirds / 3)
            assert value.reasons


def test_a_card_led_with_a_signal_is_worth_the_card() -> None:
    """R8: signals are not valued; the plain play stands for the card."""
    match = position("tressette", "3d 2c Ac 4c 5c 4d 5d 6d 4s 5s | 2d 6c 7c 6s 7s 4b 5b 6b "
                     "7b Fb | 3c Fc 7d Fd Cd 3s 2s 3b 2b Ab", "3d, 2d, 7d, Ad")
    obs = match.observe(0)
    busso = Play(Card.from_code("4c"), None, Signal.BUSSO)
    assert busso in obs.legal_actions
    evaluation = evaluate_observation(obs, 1, FAST)
    value = evaluation.value_of(busso)
    assert value is not None and value.action == Play(Card.from_code("4c"))


@pytest.mark.parametrize("game", GAMES)
def test_honest_whatever_the_hidden_cards(game: str) -> None:
    """The hidden cards re-dealt consistently with the observation: the observation,
    the values and the choice are the same for the same seed (checked at several
    points of a deal)."""
    rules = one_deal(game)
    checked = 0
    shuffler = random.Random(7)
    for match in decision_points(rules, 21, range(3, 40))[::4]:
        seat = match.seat_to_act()
        assert seat is not None
        for _ in range(30):
            other = redealt(match, seat, shuffler)
            if other is not None and other.deal.hands != match.deal.hands:
                break
        else:
            continue
        obs = match.observe(seat)
        assert other.observe(seat) == obs
        assert evaluate_observation(other.observe(seat), 5, FAST) == \
            evaluate_observation(obs, 5, FAST)
        checked += 1
    assert checked >= 3


def test_worker_processes_give_the_same_values() -> None:
    """The samples, or with every card known the cards, shared among two processes."""
    sampled = decision_points(one_deal("tressette"), 8, range(10, 20))[0]
    known = decision_points(one_deal("spizzichino"), 8, range(21, 30))[0]
    two = EvaluatorSettings(samples=24, exact_samples=8, workers=2)
    for match in (sampled, known):
        obs = match.observe(match.seat_to_act() or 0)
        one = evaluate_observation(obs, 2, FAST)
        assert evaluate_observation(obs, 2, two) == one
    assert one.method is Method.EXACT


def test_every_card_known_is_solved_exactly() -> None:
    """R3.2: in Spizzichino once the stock is empty every card is known: the values are
    the exact solver's on the true deal (the side's final thirds / 3)."""
    rules = one_deal("spizzichino")
    matches = [m for m in decision_points(rules, 4, range(22, 36))][:6]
    assert len(matches) >= 3
    for match in matches:
        seat = match.seat_to_act()
        assert seat is not None
        obs = match.observe(seat)
        assert obs.stock_size == 0
        evaluation = evaluate_observation(obs, 3)
        assert (evaluation.method, evaluation.samples) == (Method.EXACT, 1)
        truth = true_position(match.deal)
        exact = Solver().move_values(truth)
        for value in evaluation.values:
            assert isinstance(value.action, Play)
            final = truth.thirds[0] + exact[value.action.card]
            assert value.thirds == (final if seat % 2 == 0 else 35 - final)


def test_small_endings_solve_every_sample() -> None:
    match = decision_points(one_deal("tressette"), 2, range(24, 36))[0]
    evaluation = evaluate_observation(match.observe(match.seat_to_act() or 0), 1, FAST)
    assert (evaluation.method, evaluation.samples) == (Method.SOLVED_SAMPLES, 8)
    early = decision_points(one_deal("tressette"), 2, range(0, 8))[0]
    evaluation = evaluate_observation(early.observe(early.seat_to_act() or 0), 1, FAST)
    assert (evaluation.method, evaluation.samples) == (Method.PLAYOUTS, 24)


def test_nothing_to_value_without_a_card_to_play() -> None:
    """The choice of piles (R3.3) and the redeal question (R7) are not valued."""
    match = Match(one_deal("mazzetti"), 1)
    assert match.deal.phase is Phase.CHOOSE_PILES
    obs = match.observe(match.seat_to_act() or 0)
    assert not valued(obs)
    with pytest.raises(ValueError, match="has no card to play"):
        evaluate_observation(obs, 1)
    assert not valued(match.observe(1 - (match.seat_to_act() or 0)))  # not its turn
    with pytest.raises(ValueError, match="samples must be at least 1, not 0"):
        EvaluatorSettings(samples=0)


TRIS = "3c 3d 3s 4c 5c 6c 7c 4d 5d 6d"


def test_declaring_in_the_first_turn_is_worth_its_points() -> None:
    """R5, four players: a tris not declared in the first turn is lost, so every card
    played instead is worth 3 points less than declaring, with the reason."""
    obs = position("tressette", TRIS).observe(0)
    tris = Declare(Declaration(DeclarationKind.TRIS, rank=Rank.TRE))
    assert tris in obs.legal_actions
    evaluation = evaluate_observation(obs, 1, FAST)
    best = evaluation.best
    assert best.action == tris
    assert best.reasons[0].kind is ReasonKind.DECLARES and best.reasons[0].count == 3
    plays = [v for v in evaluation.values if isinstance(v.action, Play)]
    assert best.thirds == pytest.approx(plays[0].thirds + 9)
    for value in plays:
        forgone = value.reasons[0]
        assert (forgone.kind, forgone.declaration, forgone.count) == (
            ReasonKind.FORGOES_DECLARATION, tris.declaration, 3)
        assert set(forgone.cards) == {Card.from_code(c) for c in ("3c", "3d", "3s")}


def test_a_later_declaration_is_lost_only_by_breaking_the_combination() -> None:
    """R5, two players with declare_drawn: the napola di coppe can wait, unless one of
    its cards is played."""
    obs = position("spizzichino", "Ac 2c 3c 4d 5d 6d 7d 4s 5s 6s").observe(0)
    napola = Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE)
    evaluation = evaluate_observation(obs, 1, FAST)
    assert evaluation.best.action == Declare(napola)
    for value in evaluation.values:
        action = value.action
        if isinstance(action, Play):
            breaks = action.card.suit == Suit.COPPE
            kinds = [r.kind for r in value.reasons]
            assert (ReasonKind.FORGOES_DECLARATION in kinds) == breaks, action


def test_an_observation_no_deal_fits_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """When the sampler finds no deal (SampleError), EvaluationError says so."""
    match = decision_points(one_deal("tressette"), 3, range(8, 20))[0]

    def no_sample(*args: object) -> None:
        raise SampleError("no deal fits")

    monkeypatch.setattr("tressette_gui.analysis.evaluator.sample_position", no_sample)
    with pytest.raises(EvaluationError, match="no deal fits"):
        evaluate_observation(match.observe(match.seat_to_act() or 0), 1, FAST)
