"""Contract tests of the search levels (R3-R8).

Every level: always legal, deterministic for a seed, a full match of each game
without error, and honest: re-dealing every card its seat cannot see leaves the
observation and the choice unchanged. In Spizzichino with the stock empty the
bot's card is the exact solver's optimum.
"""

from __future__ import annotations

import random

import pytest

from tests.bots.bot_positions import redealt
from tressette_gui.bots.base import Bot
from tressette_gui.bots.intermedio import Intermedio
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.bots.search.bots import (
    CAMPIONE_SAMPLES,
    CAMPIONE_SAMPLES_PESCA,
    MATCH_POINTS,
    SAMPLES,
    SAMPLES_PESCA,
    Campione,
    Esperto,
)
from tressette_gui.bots.search.position import Position, mask_of
from tressette_gui.bots.search.sampling import SampleError
from tressette_gui.bots.search.solver import Solver
from tressette_gui.engine import (
    CardPlayed,
    Match,
    Observation,
    Phase,
    Play,
    Rules,
)

GAMES = ("tressette", "spizzichino", "mazzetti")


def small(level: str) -> Bot:
    """A fast bot of ``level``: few samples, one process."""
    return Esperto(samples=6) if level == "esperto" else Campione(samples=6)


def play_match(rules: Rules, seed: int, levels: tuple[str, str],
               stop: int | None = None) -> Match:
    """Play a match with side 0 at ``levels[0]``, side 1 at ``levels[1]`` (every
    choice checked legal); stop after ``stop`` actions if given."""
    match = Match(rules, seed)
    bots = [small(levels[0]), small(levels[1])]
    rngs = [random.Random(f"{seed}:{s}") for s in range(rules.players)]
    count = 0
    while match.result is None and (stop is None or count < stop):
        seat = match.seat_to_act()
        assert seat is not None
        obs = match.observe(seat)
        action = bots[seat % 2].choose(obs, rngs[seat]).action
        assert action in obs.legal_actions
        match.apply(action)
        count += 1
    return match


def next_card_choice(match: Match) -> Observation:
    """The observation of the next seat with a choice of cards to play (the first
    legal action taken until then)."""
    while True:
        seat = match.seat_to_act()
        assert seat is not None
        obs = match.observe(seat)
        if len({a.card for a in obs.legal_actions if isinstance(a, Play)}) > 1 and all(
                isinstance(a, Play) for a in obs.legal_actions):
            return obs
        match.apply(obs.legal_actions[0])


@pytest.mark.parametrize("game", GAMES)
def test_full_match_of_each_game(game: str) -> None:
    """R3-R7: Esperto against Campione finish a match to 11 with legal actions."""
    match = play_match(Rules.for_variant(game, target=11), 3, ("esperto", "campione"))
    assert match.result is not None
    assert max(match.scores) >= 11


@pytest.mark.parametrize("level", ["esperto", "campione"])
@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_choices(level: str, game: str) -> None:
    """Same observations and seeds give the same actions (the global random is
    consumed in between to show it is not used)."""
    rules = Rules.for_variant(game, match_end="deals", deals=1)
    first = play_match(rules, 11, (level, level)).dealings[-1].actions
    random.random()
    second = play_match(rules, 11, (level, level)).dealings[-1].actions
    assert first == second


@pytest.mark.parametrize("level", ["esperto", "campione"])
@pytest.mark.parametrize("game", GAMES)
def test_honest_whatever_the_hidden_cards(level: str, game: str) -> None:
    """With every unseen card re-dealt, the observation and the choice
    for the same seed are unchanged (checked at several points of a deal)."""
    rules = Rules.for_variant(game, match_end="deals", deals=1,
                              redeal_under_one_point=False, collatondrione=False)
    checked = 0
    shuffler = random.Random(7)
    for stop in (3, 9, 17, 26):
        match = play_match(rules, 21 + stop, ("esperto", "esperto"), stop=stop)
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
        bot = small(level)
        assert (bot.choose(obs, random.Random(5)).action
                == bot.choose(other.observe(seat), random.Random(5)).action)
        checked += 1
    assert checked >= 2


def stock_empty_positions(count: int, seed: int) -> list[tuple[Match, int]]:
    """Spizzichino matches paused with the stock empty and at most 7 tricks left,
    where the seat to act must play a card (no declaration pending), with that
    seat (Intermedio plays up to there)."""
    rules = Rules.for_variant("spizzichino", match_end="deals", deals=1)
    rng = random.Random(seed)
    out: list[tuple[Match, int]] = []
    game = 0
    while len(out) < count:
        match = Match(rules, seed * 1000 + game)
        game += 1
        bot = Intermedio()
        stops = sorted(rng.sample(range(26, 40), 6))
        plays = 0
        while match.result is None and stops:
            seat = match.seat_to_act()
            assert seat is not None
            obs = match.observe(seat)
            if plays == stops[0] and obs.phase is Phase.PLAY:
                stops.pop(0)
                if all(isinstance(a, Play) for a in obs.legal_actions):
                    out.append((match.copy(), seat))
            events = match.apply(bot.choose(obs, rng).action)
            plays += sum(isinstance(e, CardPlayed) for e in events)
    return out[:count]


def true_position(match: Match) -> Position:
    """The compact position of the running deal (tests only: reads the hands)."""
    deal = match.deal
    thirds = [sum(deal.thirds_by_seat[0::2]), sum(deal.thirds_by_seat[1::2])]
    return Position([mask_of(h) for h in deal.hands], deal.leader,
                    trick=[c for _, c in deal.trick], thirds=thirds,
                    gone=mask_of([c for t in deal.tricks for _, c in t.plays]))


@pytest.mark.parametrize(("level", "count"), [("esperto", 1000), ("intermedio", 100)])
def test_stock_empty_spizzichino_plays_the_solver_optimum(level: str, count: int) -> None:
    """R3.2: with the stock empty every card is known; in ``count`` positions the
    bot's card is the exact optimum (the lowest optimal card, as the solver's).
    Intermedio counts the ending out too (``solve_ending``)."""
    bot = Esperto() if level == "esperto" else Intermedio()
    positions = stock_empty_positions(count, 4)
    assert len(positions) == count
    for match, seat in positions:
        obs: Observation = match.observe(seat)
        assert obs.stock_size == 0
        pos = true_position(match)
        values = Solver().move_values(pos)
        best = max(values.values()) if seat % 2 == 0 else min(values.values())
        card = min(c for c, v in values.items() if v == best)
        action = bot.choose(obs, random.Random(1)).action
        assert isinstance(action, Play)
        assert action.card == card


def test_workers_do_not_change_the_choice() -> None:
    """The pool of two processes gives the same choice as one process."""
    match = play_match(Rules.for_variant("tressette", match_end="deals", deals=1), 8,
                       ("esperto", "esperto"), stop=14)
    obs = match.observe(match.seat_to_act() or 0)
    one = Esperto(samples=8).choose(obs, random.Random(2)).action
    two = Esperto(samples=8, workers=2).choose(obs, random.Random(2)).action
    assert one == two


def test_a_pesca_samples_come_with_their_draw_twins() -> None:
    """R3.2: in a pesca every new sample is followed by its draw twin (the same
    deal, each draw's two cards swapped), whatever the batches: 8 samples are 4
    deals and their twins; four players have no twins."""
    made: list[Position] = []

    class Counting(Esperto):
        def _sample(self, obs: Observation, know: Knowledge,
                    rng: random.Random) -> Position:
            pos = super()._sample(obs, know, rng)
            made.append(pos)
            return pos

    match = play_match(Rules.for_variant("spizzichino", match_end="deals", deals=1), 6,
                       ("esperto", "esperto"), stop=4)
    obs = match.observe(match.seat_to_act() or 0)
    Counting(samples=8).choose(obs, random.Random(3))
    assert len(made) == 4
    made.clear()
    match = play_match(Rules.for_variant("tressette", match_end="deals", deals=1), 6,
                       ("esperto", "esperto"), stop=4)
    obs = match.observe(match.seat_to_act() or 0)
    Counting(samples=8).choose(obs, random.Random(3))
    assert len(made) == 8


def test_campione_plays_for_the_match_near_the_target() -> None:
    """R7: when the deal decides a points match, Campione's utility is the match
    (MATCH_POINTS), not the points margin."""
    match = Match(Rules.for_variant("tressette", target=21), 1)
    match.scores = [18, 5]
    obs = match.observe(0)
    bot = Campione(samples=2)
    assert bot._utility(obs, 9) == MATCH_POINTS  # 18 + 3 reaches 21
    assert bot._utility(obs, 6) == 2 - 9  # 20 points: not yet decided
    assert Esperto(samples=2)._utility(obs, 9) == 3


def test_bad_settings_are_refused() -> None:
    """A budget, sample or worker count below 1 is a clear error."""
    with pytest.raises(ValueError, match="samples must be at least 1"):
        Esperto(samples=0)
    with pytest.raises(ValueError, match="budget_ms"):
        Campione(budget_ms=0)


def test_campione_takes_more_samples_than_esperto() -> None:
    """Without a budget Campione spends more of its time: CAMPIONE_SAMPLES per card
    against Esperto's SAMPLES; a pesca as many samples (CAMPIONE_SAMPLES_PESCA,
    SAMPLES_PESCA), each a longer learned playout; an explicit count overrides both;
    a budget lifts the limit."""
    for variant in ("tressette", "mazzetti"):
        assert Esperto().samples_for(variant) == SAMPLES
        assert Campione().samples_for(variant) == CAMPIONE_SAMPLES > SAMPLES
    assert Esperto().samples_for("spizzichino") == SAMPLES_PESCA > SAMPLES
    assert Campione().samples_for("spizzichino") == CAMPIONE_SAMPLES_PESCA == SAMPLES_PESCA
    assert Campione(samples=5).samples_for("spizzichino") == 5
    assert Esperto(budget_ms=100).samples_for("spizzichino") == 10_000


@pytest.mark.parametrize("level", ["esperto", "campione"])
@pytest.mark.parametrize("game", GAMES)
def test_no_fitting_sample_falls_back_to_the_rules(level: str, game: str,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """When the sampler cannot complete the observation (SampleError), the search
    still answers: Intermedio's legal card, the reason saying why."""
    match = play_match(Rules.for_variant(game, match_end="deals", deals=1), 5,
                       (level, level), stop=12)
    obs = next_card_choice(match)

    def no_sample(*args: object) -> Position:
        raise SampleError("no deal fits")

    monkeypatch.setattr("tressette_gui.bots.search.bots.sample_position", no_sample)
    decision = small(level).choose(obs, random.Random(1))
    assert decision.action in obs.legal_actions
    assert decision.action == Intermedio().choose(obs, random.Random(1)).action
    assert decision.reason.startswith("nessuna smazzata coerente")


@pytest.mark.parametrize(("game", "weighed"), [("tressette", True), ("spizzichino", False)])
def test_campione_infers_in_four_players_only(game: str, weighed: bool,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """Campione weighs its samples by the plays seen with four players; heads-up
    (its Style's ``infer_two``) every sample weighs 1; Esperto never weighs."""
    match = play_match(Rules.for_variant(game, match_end="deals", deals=1), 5,
                       ("esperto", "esperto"), stop=9)
    obs = next_card_choice(match)
    calls: list[int] = []

    def counted(obs: Observation, pos: Position) -> float:
        calls.append(1)
        return 1.0

    monkeypatch.setattr("tressette_gui.bots.search.bots.likelihood", counted)
    small("campione").choose(obs, random.Random(1))
    assert bool(calls) is weighed
    calls.clear()
    small("esperto").choose(obs, random.Random(1))
    assert not calls
