"""Campione's learned a pesca playout policy (bots/search/learned.py, R3.2, R4) and the
script that fits it (scripts/fit_policy.py)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from tests.bots.test_playout import card, heads_up
from tests.bots.test_search_bots import next_card_choice, play_match, small
from tests.script_loader import load_script
from tressette_gui.bots.search.learned import FEATURES, choose_learned, features
from tressette_gui.bots.search.learned_weights import WEIGHTS
from tressette_gui.bots.search.position import Position, cards_of, mask_of
from tressette_gui.engine import Rules

STOCK = "4b 5b 7b Fb Cb Rb Ab 4s 5s"


def random_position(rng: random.Random) -> Position:
    """A two-player a pesca position while the stock lasts: seat 0 to lead or to
    answer seat 1's lead, some cards gone."""
    deck = list(range(40))
    rng.shuffle(deck)
    gone = rng.randrange(0, 16, 2)
    size = rng.randrange(2, 11)
    led = deck[gone:gone + 1] if rng.random() < 0.5 else []
    rest = deck[gone + len(led):]
    stock = rest[2 * size:2 * size + rng.randrange(2, 21 - gone, 2)]
    return Position([mask_of(rest[:size]), mask_of(rest[size:2 * size])], 1 if led else 0,
                    trick=led, gone=mask_of(deck[:gone]), stock=stock)


def test_the_weights_fit_the_features() -> None:
    """One weight per slot; every slot of any position is one of them."""
    assert len(WEIGHTS) == FEATURES
    rng = random.Random(3)
    for _ in range(200):
        pos = random_position(rng)
        for c in cards_of(pos.legal_mask()):
            assert all(0 <= slot < FEATURES for slot in features(pos, c))


def test_the_policy_sees_only_what_the_seat_sees() -> None:
    """The other hand and the stock's order re-dealt (same sizes): the same features
    and the same card, a legal one (R4)."""
    rng = random.Random(7)
    for _ in range(300):
        pos = random_position(rng)
        hidden = cards_of(pos.hands[1]) + pos.stock
        rng.shuffle(hidden)
        size = pos.hands[1].bit_count()
        other = Position([pos.hands[0], mask_of(hidden[:size])], pos.leader, trick=pos.trick,
                         gone=pos.gone, stock=hidden[size:])
        legal = pos.legal_mask()
        assert other.legal_mask() == legal
        assert [features(pos, c) for c in cards_of(legal)] == \
            [features(other, c) for c in cards_of(legal)]
        chosen = choose_learned(pos, legal)
        assert chosen == choose_learned(other, legal)
        assert legal >> chosen & 1


def test_it_answers_as_a_sound_player_while_the_stock_lasts() -> None:
    """R1, R3.2: an Asso led is taken with the Tre; a Fante led with the Re, not the
    Tre; a liscio led gets a liscio (the Tre waits)."""
    for mine, led, answer in (("3c 4c 5d", "Ac", "3c"), ("3c Rc 4c 5d", "Fc", "Rc"),
                              ("3c 4c 5d", "5c", "4c")):
        pos = heads_up(mine, "6d 7d 6s", led, STOCK)
        assert choose_learned(pos, pos.legal_mask()) == card(answer)


@pytest.mark.parametrize(("level", "game", "used"), [
    ("campione", "spizzichino", True), ("esperto", "spizzichino", False),
    ("campione", "mazzetti", False), ("campione", "tressette", False)])
def test_campione_s_playouts_play_it_a_pesca_only(level: str, game: str, used: bool,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """Campione's Style ``learned_pesca``: its a pesca playouts ask the learned policy
    while the stock lasts; Esperto's never, nor any playout without a stock."""
    match = play_match(Rules.for_variant(game, match_end="deals", deals=1), 5,
                       ("esperto", "esperto"), stop=6)
    obs = next_card_choice(match)
    calls: list[int] = []

    def counted(pos: Position, legal: int) -> int:
        calls.append(1)
        return choose_learned(pos, legal)

    monkeypatch.setattr("tressette_gui.bots.search.playout.choose_learned", counted)
    small(level).choose(obs, random.Random(1))
    assert bool(calls) is used


def test_the_fit_learns_the_choices_it_is_given() -> None:
    """Choices that always take the candidate with slot 0 over one with slot 1: the
    fit weighs slot 0 higher and its best card agrees with every choice; the
    rule-based index given (always the other) never does."""
    script = load_script("fit_policy")
    rows = [([[0, 2], [1, 2]], 0, 1), ([[1, 3], [0, 3]], 1, 0)] * 40
    weights = script.fit(list(rows))
    assert weights[0] > weights[1]
    assert script.agreement(weights, rows) == (1.0, 0.0)


def test_collected_choices_are_lines_of_candidates(tmp_path: Path) -> None:
    """``collect`` writes one JSON line per choice: each candidate's slots, Esperto's
    index and the rule-based policy's, within the candidates; the same arguments
    write the same file."""
    script = load_script("fit_policy")
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    for path in (first, second):
        script.collect(seed=3, first=0, decisions=4, samples=2, path=path)
    assert first.read_text() == second.read_text()
    lines = [json.loads(line) for line in first.read_text().splitlines()]
    assert len(lines) == 4
    for slots, chosen, ruled in lines:
        assert len(slots) >= 2
        assert 0 <= chosen < len(slots) and 0 <= ruled < len(slots)
        assert all(0 <= s < FEATURES for f in slots for s in f)
