"""Every level's contract: always legal, a reason, the same
choice for the same seed, a full match of each game, and honesty: the same
observation gives the same choice whatever the hidden cards are (R3-R8)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from tressette_gui.bots import FACTORIES, LEVELS, Bot, make_bot
from tressette_gui.bots.search.bots import SearchBot
from tressette_gui.engine import (
    VARIANTS,
    Action,
    Card,
    IllegalActionError,
    Layout,
    Match,
    Rules,
)

ALL_LEVELS = sorted(FACTORIES)
#: Samples per card of the search levels here: the contract holds for any count,
#: and the defaults (48, Campione 160) would make these tests minutes slower.
CONTRACT_SAMPLES = 16


def contract_bot(level: str) -> Bot:
    """``make_bot(level)``; a search level with :data:`CONTRACT_SAMPLES` samples."""
    bot = make_bot(level)
    return type(bot)(samples=CONTRACT_SAMPLES) if isinstance(bot, SearchBot) else bot


def play_match(rules: Rules, seed: int, levels: list[str]) -> list[Action]:
    """Play a whole match with one level per seat; checks every decision is legal."""
    match = Match(rules, seed)
    bots = [contract_bot(level) for level in levels]
    rngs = [random.Random(seed * 10 + s) for s in range(rules.players)]
    actions = []
    while (seat := match.seat_to_act()) is not None:
        obs = match.observe(seat)
        decision = bots[seat].choose(obs, rngs[seat])
        assert decision.action in obs.legal_actions, (seat, decision)
        assert isinstance(decision.reason, str) and decision.reason
        match.apply(decision.action)
        actions.append(decision.action)
        random.random()  # the global RNG must not matter
    assert match.result is not None
    return actions


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_full_match_is_legal_and_deterministic(variant: str, level: str) -> None:
    """A whole match (R7 defaults, short target) of each game: legal moves only,
    and the same seeds give the same moves."""
    rules = Rules.for_variant(variant, target=11)
    levels = [level, "random", level, "random"][:rules.players]
    first = play_match(rules, 5, levels)
    assert first == play_match(rules, 5, levels)


def test_unknown_level_is_a_clear_error() -> None:
    """make_bot names the unknown level and the known ones."""
    with pytest.raises(ValueError, match=r"unknown bot level 'maestro'.*principiante"):
        make_bot("maestro")


def test_worker_count_reaches_the_search_levels() -> None:
    """make_bot passes ``workers`` to the search levels (the app uses both cores),
    refuses a count below 1, and rule-based levels ignore it."""
    assert isinstance(bot := make_bot("campione", workers=2), SearchBot)
    assert bot.workers == 2
    assert isinstance(bot := make_bot("esperto"), SearchBot)
    assert bot.workers == 1
    with pytest.raises(ValueError, match="workers must be at least 1"):
        make_bot("esperto", workers=0)
    assert type(make_bot("intermedio", workers=2)).__name__ == "Intermedio"


def test_app_levels_are_registered_and_cheat_is_not_offered() -> None:
    """LEVELS (what the app offers) is a subset of FACTORIES; no cheat, no random."""
    assert set(LEVELS) <= set(FACTORIES)
    assert {"principiante", "intermedio"} <= set(LEVELS)
    assert not {"cheat", "random"} & set(LEVELS)


def hidden_places(rules: Rules, layout: Layout, seat: int) -> list[tuple[str, int, int]]:
    """Places of cards ``seat`` cannot see at the deal: (kind, index, position)."""
    places = [("hand", s, i) for s in range(rules.players) if s != seat
              for i in range(len(layout.hands[s]))]
    return places + [("stock", 0, i) for i in range(len(layout.stock))]


def swapped(layout: Layout, a: tuple[str, int, int], b: tuple[str, int, int]) -> Layout:
    """``layout`` with the cards at places ``a`` and ``b`` exchanged."""
    hands = [list(h) for h in layout.hands]
    stock = list(layout.stock)

    def get(p: tuple[str, int, int]) -> list[Card]:
        return hands[p[1]] if p[0] == "hand" else stock

    ca, cb = get(a)[a[2]], get(b)[b[2]]
    get(a)[a[2]], get(b)[b[2]] = cb, ca
    return replace(layout, hands=tuple(tuple(h) for h in hands), stock=tuple(stock))


@pytest.mark.parametrize("variant", ["tressette", "spizzichino"])
@pytest.mark.parametrize("level", ALL_LEVELS)
def test_same_observation_same_choice(variant: str, level: str) -> None:
    """Honesty: re-deal hidden cards so the seat's observation is unchanged (the
    history stays legal and the Observation compares equal); the choice with the
    same seed must not change."""
    rules = Rules.for_variant(variant, match_end="deals", deals=1, collatondrione=False,
                              redeal_under_one_point=False)
    bot = contract_bot(level)
    rng = random.Random(3)
    checked = 0
    for seed in range(12):
        match = Match(rules, seed, dealer=rules.players - 1)
        layout = match.dealings[0].layout
        for _ in range(rng.randrange(3, 25)):
            seat = match.seat_to_act()
            assert seat is not None
            match.apply(bot.choose(match.observe(seat), random.Random(seed)).action)
        seat = match.seat_to_act()
        assert seat is not None
        obs = match.observe(seat)
        history = match.dealings[0].actions
        places = hidden_places(rules, layout, seat)
        for _ in range(30):
            other = Match(rules, seed, dealer=rules.players - 1,
                          layouts=[swapped(layout, *rng.sample(places, 2))])
            try:
                for action in history:
                    other.apply(action)
            except IllegalActionError:
                continue
            moved = ([set(h) for h in other.deal.hands] != [set(h) for h in match.deal.hands]
                     or other.deal.stock != match.deal.stock)
            if other.observe(seat) != obs or not moved:
                continue
            assert bot.choose(other.observe(seat), random.Random(9)) == \
                bot.choose(obs, random.Random(9))
            checked += 1
    assert checked >= 20
