"""The guided match's lessons (issue 16): on every turn of seeded deals, the rule that
applies now and the cards it is about agree with the engine's legal actions (R1, R4, R5,
R7, R8)."""

from __future__ import annotations

import random

from tests.bots.bot_positions import position
from tressette_gui.analysis.lessons import Lesson, LessonKind, lesson
from tressette_gui.engine import Card, Declare, Match, Observation, Play, Rules, Signal, Suit


def check(obs: Observation, found: Lesson, match: Match) -> None:
    plays = {a.card for a in obs.legal_actions if isinstance(a, Play)}
    kind = found.kind
    if any(isinstance(a, Declare) for a in obs.legal_actions):
        assert kind is LessonKind.DECLARE and found.declaration is not None
        assert set(found.cards) <= set(found.declaration.cards_needed) and found.count >= 3
        return
    if not obs.trick:
        assert kind is (LessonKind.LEAD_FIRST if obs.trick_number == 0 else LessonKind.LEAD)
        assert found.cards == ()
        return
    led = obs.trick[0][1].suit
    assert found.suit is led and found.thirds == sum(c.thirds for _, c in obs.trick)
    assert found.cards[0] in plays
    if kind is LessonKind.VOID:
        assert not any(c.suit is led for c in obs.hand) and set(found.cards) == plays
    elif kind is LessonKind.FOLLOW:
        assert set(found.cards) == plays and all(c.suit is led for c in plays)
        assert found.count == len(set(obs.hand) - plays)
        for card in set(obs.hand) - plays:
            assert match.explain(Play(card)).suit is led  # the engine says: follow
    elif kind is LessonKind.TAKES:
        winner, beaten = found.cards
        assert winner.suit is beaten.suit is led and winner > beaten
        assert beaten.rank.is_honour and beaten in {c for _, c in obs.trick}
    else:
        assert kind is LessonKind.ANSWER_SIGNAL and obs.trick_signal is found.signal
        assert obs.trick[0][0] == (obs.seat + 2) % 4


def test_every_turn_of_seeded_deals_has_its_lesson() -> None:
    seen: set[LessonKind] = set()
    for seed in range(12):
        match = Match(Rules.for_variant("tressette", match_end="deals", deals=1), seed)
        rng = random.Random(seed)
        while match.result is None:
            seat = match.seat_to_act()
            assert seat is not None
            obs = match.observe(seat)
            found = lesson(obs, match.explain)
            assert found is not None
            check(obs, found, match)
            seen.add(found.kind)
            match.apply(rng.choice(match.legal_actions()))
    assert seen >= {LessonKind.LEAD_FIRST, LessonKind.LEAD, LessonKind.FOLLOW,
                    LessonKind.VOID, LessonKind.TAKES, LessonKind.ANSWER_SIGNAL,
                    LessonKind.DECLARE}


def test_no_lesson_out_of_turn() -> None:
    match = Match(Rules.for_variant("tressette"), 1)
    seat = match.seat_to_act()
    assert seat is not None
    assert lesson(match.observe((seat + 1) % 4), match.explain) is None


#: Seat 0 takes the first trick with the Tre di denari, then leads its only spade.
VOLO = "3d 4c 5c 6c 7c 4b 5b 6b 7b 4s | 4d Rs | 5d 3s 2s Fs | 6d"


def test_a_partners_volo_is_answered() -> None:
    """R8 volo: the partner's last card of the suit; the lesson names the signal and
    lights the cards of the suit that may answer it."""
    match = position("tressette", VOLO, "3d, 4d, 5d, 6d, 4s volo, Rs")
    obs = match.observe(2)
    found = lesson(obs, match.explain)
    assert found is not None and found.kind is LessonKind.ANSWER_SIGNAL
    assert found.signal is Signal.VOLO and found.suit is Suit.SPADE
    assert set(found.cards) == {c for c in obs.hand if c.suit is Suit.SPADE}
    assert Card.from_code("3s") in found.cards
    check(obs, found, match)
