"""Intermedio's two-player rules (R3-R6), each on a position with its right answer.

Seat 0 leads the first trick unless the dealer is seat 0. In spizzichino the
cards not in the hands form the stock in card order (see ``bot_positions``),
so the shown draws (R3.2) are known. Each rule is also checked to be off in the
frozen ``intermedio-v1`` parameters, and four-player play not to change.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from tests.bots.bot_positions import position
from tressette_gui.bots.intermedio import Intermedio
from tressette_gui.bots.intermedio_params import Params
from tressette_gui.bots.intermedio_v1 import V1
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.engine import Card, Match, Play, Rank, Rules

#: The two-player fields added after V1, with the value that switches them off.
OFF: dict[str, Any] = {
    "keep_combos": False, "strozzo": 0, "prefer_piles": False, "bank_figures": False,
    "keep_assi_piles": False, "lead_void": False, "heads_up_take_with_honour": 1,
    "solve_ending": False}


def card_of(match: Match, bot: Intermedio | None = None) -> Card:
    """The card Intermedio (default parameters unless ``bot``) plays for the seat to act."""
    seat = match.seat_to_act()
    assert seat is not None
    action = (bot or Intermedio()).choose(match.observe(seat), random.Random(0)).action
    assert isinstance(action, Play)
    return action.card


def test_v1_keeps_every_two_player_rule_off() -> None:
    """The frozen bar writes out every new field with its old behaviour."""
    assert {name: getattr(V1, name) for name in OFF} == OFF
    assert dataclasses.replace(Params(), **OFF) == V1


def test_strozzo_leads_the_due_on_the_lone_asso_drawn() -> None:
    """R3.2, R4: the opponent showed it has no coppe, then drew the Asso di coppe
    (shown). Led, the Due di coppe surely wins and the Asso must fall on it."""
    match = position("spizzichino", "4c 5c 6c 7c Fc Rc 2c 3c 4d 5d | "
                     "6d 7d Fd Cd 4s 5s 6s 7s Fs Cs", "4c, 4s")
    assert Card.from_code("Ac") in match.observe(0).visible_cards()
    assert card_of(match) == Card.from_code("2c")
    assert card_of(match, Intermedio(V1)) != Card.from_code("2c")


def void_lead(match: Match) -> Card:
    """The heads-up lead of Intermedio's rules with the void rule on (``lead_void``
    applies in mazzetti; here on a pesca position for its knowledge of draws)."""
    seat = match.seat_to_act()
    assert seat is not None
    obs = match.observe(seat)
    cards = [a.card for a in obs.legal_actions if isinstance(a, Play) and a.signal is None]
    card, _ = Intermedio()._lead_heads_up(Knowledge.from_observation(obs), cards,
                                          [1 - seat], False, True)
    return card


def test_leads_a_liscio_where_the_opponent_is_void() -> None:
    """R4: the opponent flew at bastoni and drew coppe (R3.2), so with the void
    rule a bastoni liscio makes it discard, not the weaker Quattro of coppe or
    denari. A pesca the rule is off (``Params.lead_void`` is for mazzetti): the
    Quattro is led."""
    match = position("spizzichino", "4b 5b 4c 5c 6c 7c 4d Fs Cs Rs | "
                     "6d Fd Cd Rd 4s 5s 6s Fc Cc Rc", "4b, 4s")
    assert void_lead(match) == Card.from_code("5b")
    assert card_of(match).rank is Rank.QUATTRO


def test_no_lead_into_a_void_filled_by_a_draw() -> None:
    """R3.2: void at coppe, the opponent then drew the Asso di coppe (shown): coppe
    is no longer a suit it must discard on (and no card here beats the Asso)."""
    match = position("spizzichino", "4c 5c 6c 7c 4d Cc Rc 5s 6s 7s | "
                     "6d 7d Fd Cd Rd 4s Fs Cs Rs 4b", "4c, 4s")
    assert (0, 1, Card.from_code("Ac")) in match.observe(0).draws
    assert void_lead(match).suit != Card.from_code("5c").suit


def test_keeps_a_due_that_may_make_a_tris() -> None:
    """R5: as in the strozzo above, but with two Due in hand and the other two
    unseen: the Tre catches the Asso and the Due stays for a tris."""
    match = position("spizzichino", "4c 5c 6c 7c Fc Rc 2c 3c 2d 5d | "
                     "6d 7d Fd Cd 4s 5s 6s 7s Fs Cs", "4c, 4s")
    assert card_of(match) == Card.from_code("3c")
    assert card_of(match, Intermedio(dataclasses.replace(Params(), keep_combos=False))) \
        == Card.from_code("2c")


def test_the_tre_waits_for_the_asso() -> None:
    """R1: a Fante led is one third; the Tre is kept for the Asso and a liscio goes."""
    match = position("spizzichino", "3c 5c 4d 5d 6d 7d Fd 4s 5s 6s | "
                     "Fc 7s Fs 4b 5b 6b 7b Cb Rb Cs", "", dealer=0)
    match.apply(Play(Card.from_code("Fc")))
    assert card_of(match) == Card.from_code("5c")
    assert card_of(match, Intermedio(V1)) == Card.from_code("3c")


def test_a_pesca_banks_a_figure_on_a_trick_without_points() -> None:
    """R3.2: while the stock lasts, the Re takes a liscio: its third is safe."""
    match = position("spizzichino", "4c Rc 2d 4d 5d 6d 7d Fd 3s Cs | "
                     "7c 4s 5s 6s 7s 4b 5b 6b 7b Fb", "", dealer=0)
    match.apply(Play(Card.from_code("7c")))
    assert card_of(match) == Card.from_code("Rc")
    assert card_of(match, Intermedio(V1)) == Card.from_code("4c")


def test_four_players_play_as_without_the_two_player_rules() -> None:
    """Every new rule is for two players only: tressette moves do not change."""
    rules = Rules.for_variant("tressette", match_end="deals", deals=1, tiebreak="draw")
    new, old = Intermedio(), Intermedio(dataclasses.replace(Params(), **OFF))
    for seed in range(3):
        match = Match(rules, seed)
        while (seat := match.seat_to_act()) is not None:
            obs = match.observe(seat)
            action = new.choose(obs, random.Random(seed)).action
            assert action == old.choose(obs, random.Random(seed)).action
            match.apply(action)
