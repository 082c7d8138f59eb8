"""Undo against bots (issue 16): the match rebuilt from its record minus the undone
actions; nothing new revealed, nothing of the future changed."""

from __future__ import annotations

import random

from tressette_gui.bots import make_bot
from tressette_gui.engine import (
    Action,
    Declared,
    Event,
    Match,
    Observation,
    PileTopRevealed,
    Play,
    Rules,
)
from tressette_gui.records import from_record, to_record
from tressette_gui.records.undo import Revealed, Shown, Undo, UndoRefusal, plan_undo, rebuild

HUMAN = 0
BOT = make_bot("principiante")


def bot_action(match: Match, seat: int) -> Action:
    """The bot's choice, seeded by the match and the decision's place alone (as the app's
    ``decision_seed``): the same position gives the same choice."""
    seed = f"{match.seed}:{seat}:{len(match.dealings)}:{len(match.dealings[-1].actions)}"
    return BOT.choose(match.observe(seat), random.Random(seed)).action


def bots_move(match: Match) -> list[Event]:
    """Let the bots play until the human is to act (or the match is over)."""
    events: list[Event] = []
    while (seat := match.seat_to_act()) is not None and seat != HUMAN:
        events.extend(match.apply(bot_action(match, seat)))
    return events


def human_move(match: Match, rng: random.Random) -> list[Event]:
    """The human's random legal action, then the bots' answers."""
    events = match.apply(rng.choice(match.legal_actions()))
    return events + bots_move(match)


def start(variant: str, seed: int) -> Match:
    match = Match(Rules.for_variant(variant), seed)
    bots_move(match)
    return match


def test_undo_gives_back_the_observation_and_the_same_future() -> None:
    checked = 0
    for seed in range(6):
        match, rng = start("tressette", seed), random.Random(seed)
        for _ in range(12):
            before = match.observe(HUMAN)
            action = rng.choice(match.legal_actions())
            after = match.apply(action) + bots_move(match)
            plan = plan_undo(match, HUMAN)
            if not isinstance(plan, Undo):
                assert plan is UndoRefusal.NOTHING or (
                    isinstance(plan, Revealed) and plan.shown is Shown.DECLARED)
                continue
            checked += 1
            assert plan.match.observe(HUMAN) == before
            assert plan.match.undo_used and not match.undo_used
            again = plan.match.apply(action) + bots_move(plan.match)
            assert again == after
            assert plan.match.observe(HUMAN) == match.observe(HUMAN)
    assert checked >= 10


def test_the_undone_actions_are_the_humans_and_the_bots_after_it() -> None:
    match = start("tressette", 3)
    kept = len(match.dealings[-1].actions)
    human_move(match, random.Random(1))
    plan = plan_undo(match, HUMAN)
    assert isinstance(plan, Undo)
    assert plan.undone == len(match.dealings[-1].actions) - kept
    assert plan.match.dealings[-1].actions == match.dealings[-1].actions[:kept]


def test_the_stock_order_is_kept_and_a_draw_is_not_undone() -> None:
    match = start("spizzichino", 5)
    layouts = [d.layout for d in match.dealings]
    rng = random.Random(5)
    while match.observe(HUMAN).trick:  # the human leads: its card alone draws nothing
        human_move(match, rng)
    human_move(match, rng)  # the human leads, the bot answers: the trick is won, both draw
    plan = plan_undo(match, HUMAN)
    assert isinstance(plan, Revealed) and plan.shown is Shown.DRAWN
    again = rebuild(match, 0)
    assert [d.layout for d in again.dealings] == layouts == [d.layout for d in match.dealings]


def test_once_the_stock_is_empty_undo_is_offered_and_keeps_every_card() -> None:
    match, rng = start("spizzichino", 8), random.Random(8)
    while match.observe(HUMAN).stock_size > 0 or match.observe(HUMAN).trick_number < 15:
        human_move(match, rng)
    before = match.observe(HUMAN)
    human_move(match, rng)
    plan = plan_undo(match, HUMAN)
    assert isinstance(plan, Undo)
    assert plan.match.observe(HUMAN) == before
    assert plan.match.dealings[-1].layout == match.dealings[-1].layout


def test_a_pile_top_turned_up_is_not_hidden_again() -> None:
    for seed in range(40):
        match, rng = start("mazzetti", seed), random.Random(seed)
        for _ in range(30):
            if match.result is not None or len(match.dealings) > 1:
                break
            events = human_move(match, rng)
            plan = plan_undo(match, HUMAN)
            revealed = [e.card for e in events if isinstance(e, PileTopRevealed)]
            if revealed:
                assert isinstance(plan, Revealed) and plan.shown is Shown.TURNED_UP, \
                    (seed, revealed, plan)
                return
    raise AssertionError("no pile top was turned up")


def test_a_declaration_since_names_the_seat_that_declared() -> None:
    """Four-player Tressette draws and turns up nothing: a refusal names the declaration
    and its seat (what happened in this game), not a draw."""
    for seed in range(60):
        match, rng = start("tressette", seed), random.Random(seed)
        events = human_move(match, rng)
        declared = [e for e in events if isinstance(e, Declared) and e.seat != HUMAN]
        if declared and len(match.dealings) == 1:
            assert plan_undo(match, HUMAN) == Revealed(Shown.DECLARED, declared[0].seat)
            return
    raise AssertionError("no bot declared after the human's first card")


def test_nothing_to_undo_before_the_human_acts_and_none_once_over() -> None:
    match = Match(Rules.for_variant("tressette"), 2)
    seat = match.seat_to_act()
    assert seat is not None
    assert plan_undo(match, seat) is UndoRefusal.NOTHING
    match.resign(seat)
    assert plan_undo(match, seat) is UndoRefusal.MATCH_OVER


def test_the_undone_match_saves_and_reads_back_with_its_flag() -> None:
    match, rng = start("tressette", 4), random.Random(4)
    for _ in range(3):
        human_move(match, rng)
        plan = plan_undo(match, HUMAN)
        if isinstance(plan, Undo):
            break
    assert isinstance(plan, Undo)
    match.hints_used = True
    plan = plan_undo(match, HUMAN)
    assert isinstance(plan, Undo)
    again = from_record(to_record(plan.match))
    assert (again.hints_used, again.undo_used) == (True, True)
    obs: Observation = again.observe(HUMAN)
    assert obs == plan.match.observe(HUMAN)
    assert any(isinstance(a, Play) for a in obs.legal_actions)
