"""Samples of the hidden cards honour what the seat knows (R3-R5, R8).

At many points of random deals of every game, each sampled deal keeps the
seat's hand, the played cards and every known card where it is, gives each
other seat its hand size with none of its ``absent`` cards and its signal
constraints, fills the stock and the face-down pile cards, and always holds
the 40 cards once each.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.bots.search.position import cards_of, mask_of
from tressette_gui.bots.search.sampling import draw_twin, sample_position
from tressette_gui.engine import Match, Observation, Phase, Rules


def first_deal_turns(game: str, seeds: range,
                     rng: random.Random) -> Iterator[tuple[Match, int, Observation]]:
    """Every turn of the first deal of ``game`` (no collatondrione, no redeal question)
    for each match seed, as (match, seat to act, its observation); the caller looks,
    then a random legal action of ``rng`` is played."""
    for seed in seeds:
        match = Match(Rules.for_variant(game, collatondrione=False,
                                        redeal_under_one_point=False), seed)
        while not match.deal_scores:
            seat = match.seat_to_act()
            assert seat is not None
            yield match, seat, match.observe(seat)
            match.apply(rng.choice(match.legal_actions()))



@pytest.mark.parametrize("game", ["tressette", "spizzichino", "mazzetti"])
def test_samples_honour_the_knowledge(game: str) -> None:
    """Every sample is a legal completion of the observation."""
    rng = random.Random(3)
    checked = 0
    for _match, seat, obs in first_deal_turns(game, range(12), rng):
        if obs.phase is Phase.PLAY and rng.random() < 0.3:
            know = Knowledge.from_observation(obs)
            for _ in range(3):
                pos = sample_position(obs, know, rng)
                held = [set(cards_of(pos.hands[s])) for s in range(obs.players)]
                assert held[seat] == set(obs.hand)
                for s in range(obs.players):
                    assert len(held[s]) == obs.hand_sizes[s]
                    assert know.known[s] <= held[s]
                    assert not (held[s] - know.known[s]) & know.absent[s]
                    for suit, least in enumerate(know.min_in_suit[s]):
                        assert sum(1 for c in held[s] if c // 10 == suit) >= least
                    for suit in know.holds_honour[s]:
                        assert any(c // 10 == suit and c % 10 >= 7 for c in held[s])
                    tops = [p[h - 1] for p, h in zip(pos.piles[s], pos.heights[s],
                                                     strict=True) if h]
                    assert tops == [v.top for v in obs.piles[s] if v.top is not None]
                assert len(pos.stock) == obs.stock_size
                assert pos.gone | mask_of(pos.trick) == mask_of(
                    [c for t in obs.tricks for _, c in t.plays] + [c for _, c in obs.trick])
                every = pos.gone | mask_of(pos.trick) | mask_of(pos.stock)
                for s in range(obs.players):
                    every |= pos.hands[s] | mask_of(c for p in pos.piles[s] for c in p)
                assert every == (1 << 40) - 1
                checked += 1
    assert checked > 100


def test_a_void_before_an_unseen_draw_is_not_permanent() -> None:
    """R3.2, R4: without the draws in the observation, a void the opponent showed
    before a draw may have been filled by it; once the stock is empty its hand is
    exactly the unseen cards, so a permanent void made sampling impossible
    (SampleError). Each such observation now samples, and the void shown after
    the last draw still counts."""
    rng = random.Random(5)
    found = 0
    for match, seat, obs in first_deal_turns("spizzichino", range(40), rng):
        opp = 1 - seat
        if obs.phase is Phase.PLAY and obs.stock_size == 0 and not obs.trick:
            voided = {t.plays[0][1] // 10 for t in obs.tricks[:10]
                      if any(s == opp and c // 10 != t.plays[0][1] // 10
                             for s, c in t.plays)}
            held = {c // 10 for c in match.deal.hands[opp]}
            if voided & held:
                blind = replace(obs, draws=())
                know = Knowledge.from_observation(blind)
                assert not voided & held & know.voids[opp]
                pos = sample_position(blind, know, rng)
                assert set(cards_of(pos.hands[opp])) == set(know.unseen) | know.known[opp]
                found += 1
    assert found >= 5


def test_voids_after_the_last_unseen_draw_still_count() -> None:
    """R4: a void shown once the stock is empty holds even without the draws."""
    rng = random.Random(8)
    for _match, seat, obs in first_deal_turns("spizzichino", range(40), rng):
        late = {t.plays[0][1].suit for t in obs.tricks[10:]
                if any(s != seat and c.suit != t.plays[0][1].suit for s, c in t.plays)}
        if late:
            know = Knowledge.from_observation(replace(obs, draws=()))
            assert late <= know.voids[1 - seat]
            return
    raise AssertionError("no late void in 40 deals")


def play_phase_turn(game: str, trick: int) -> Observation:
    """The first turn of ``trick`` (0-based) in the first deal of ``game``, seed 4."""
    return next(obs for _, _, obs in first_deal_turns(game, range(4, 5), random.Random(2))
                if obs.phase is Phase.PLAY and obs.trick_number == trick and not obs.trick)


def test_draw_twin_swaps_the_two_cards_of_each_draw() -> None:
    """R3.2: the twin holds the same hands and the same cards to draw, with the
    winner's and the loser's card of every draw still to come exchanged; the
    sample is unchanged; no stock, no twin."""
    obs = play_phase_turn("spizzichino", 3)
    pos = sample_position(obs, Knowledge.from_observation(obs), random.Random(6))
    stock = list(pos.stock)
    twin = draw_twin(pos)
    assert twin is not None
    assert pos.stock == stock
    assert twin.hands == pos.hands and twin.trick == pos.trick
    rest, swapped = stock[pos.stock_pos:], twin.stock[twin.stock_pos:]
    assert len(rest) == len(swapped) >= 2 and sorted(rest) == sorted(swapped)
    assert all(swapped[i] == rest[i + 1] and swapped[i + 1] == rest[i]
               for i in range(0, len(rest), 2))
    four = play_phase_turn("tressette", 2)
    assert draw_twin(sample_position(four, Knowledge.from_observation(four),
                                     random.Random(1))) is None
