"""The ``greedy`` baseline (issue 14) on hand-built positions: the cheapest lead,
the cheapest card that takes, else the cheapest card (by thirds, then
strength, R1, R4); declarations at once (R5); a mazzetti honour picked up only
when it completes a declaration (R3.3)."""

from __future__ import annotations

import random

from tests.bots.bot_positions import position
from tressette_gui.bots import make_bot
from tressette_gui.engine import (
    Card,
    ChoosePiles,
    Declare,
    Layout,
    Match,
    PickUp,
    Play,
    Rules,
    parse_cards,
)


def greedy_action(match: Match) -> object:
    """The greedy bot's action for the seat to act."""
    seat = match.seat_to_act()
    assert seat is not None
    return make_bot("greedy").choose(match.observe(seat), random.Random(0)).action


def greedy_card(match: Match) -> Card:
    action = greedy_action(match)
    assert isinstance(action, Play) and action.signal is None
    return action.card


def test_leads_the_cheapest_card() -> None:
    """Fewest thirds first, then the weakest: the Quattro, not the Asso or a figure."""
    match = position("spizzichino", "3c 2c As Rc Cd Fd 7d 5s 4b 6b | "
                     "4c 5c 6c 7c Fc Cc 4d 5d 6d Rd")
    assert greedy_card(match) == Card.from_code("4b")


def test_follows_with_the_cheapest_card_that_takes() -> None:
    """The Fante takes the led Sette more cheaply than the Re or the Tre."""
    match = position("spizzichino", "7c 4d 5d 6d 7d 4s 5s 6s 7s 4b | "
                     "3c Rc Fc 4c Ad 2s 3d Rd Cd Fd", "7c")
    assert greedy_card(match) == Card.from_code("Fc")


def test_spends_a_tre_on_a_trick_without_points() -> None:
    """Greedy takes whenever it can: the Tre is its only coppe above the Sette."""
    match = position("spizzichino", "7c 4d 5d 6d 7d 4s 5s 6s 7s 4b | "
                     "3c 4c Ad 2s 3d Rd Cd Fd 5b 6b", "7c")
    assert greedy_card(match) == Card.from_code("3c")


def test_plays_the_cheapest_card_when_it_cannot_take() -> None:
    """The Tre led cannot be beaten: the Quattro goes, the Asso stays."""
    match = position("spizzichino", "3c 4d 5d 6d 7d 4s 5s 6s 7s 4b | "
                     "Ac 4c 2s 3d Rd Cd Fd Ad 5b 6b", "3c")
    assert greedy_card(match) == Card.from_code("4c")


def test_discards_the_cheapest_card_when_void() -> None:
    """Void in coppe: a liscio, never the Asso or a figure."""
    match = position("spizzichino", "3c 4d 5d 6d 7d 4s 5s 6s 7s 4b | "
                     "Ad 2s 3d Rd Cd Fd As 6b Cb Rb", "3c")
    assert greedy_card(match) == Card.from_code("6b")


def test_declares_at_the_first_legal_moment() -> None:
    """R5: the napola of coppe is declared before any card."""
    match = position("spizzichino", "3c 2c Ac Rc Cd Fd 7d 5s 4b 6b | "
                     "4c 5c 6c 7c Fc Cc 4d 5d 6d Rd")
    action = greedy_action(match)
    assert isinstance(action, Declare) and str(action.declaration) == str(
        next(a for a in match.legal_actions() if isinstance(a, Declare)).declaration)


def mazzetti_match(front_tops: str) -> Match:
    """Mazzetti with seat 0 holding Ac 2c and lisci, and ``front_tops`` (two codes)
    on top of its front piles; both seats have chosen (R3.3)."""
    hand = parse_cards("Ac 2c 4d 5d 6d 7d 4s 5s 6s 7s")
    tops = parse_cards(front_tops)
    rest = [c for c in map(Card, range(40)) if c not in hand and c not in tops]
    piles = [tuple(hand[:5]), tuple(hand[5:])]
    for top in tops:
        piles.append((*rest[:4], top))
        rest = rest[4:]
    piles += [tuple(rest[5 * i:5 * i + 5]) for i in range(4)]
    rules = Rules.for_variant("mazzetti", match_end="deals", deals=1, collatondrione=False,
                              redeal_under_one_point=False)
    match = Match(rules, 0, dealer=1, layouts=[Layout(hands=((), ()), piles=tuple(piles))])
    match.apply(ChoosePiles((0, 1), (2, 3)))
    match.apply(next(a for a in match.legal_actions() if isinstance(a, ChoosePiles)))
    return match


def test_picks_up_an_honour_that_completes_a_napola() -> None:
    """R3.3, R5: the Tre di coppe on a pile top makes the napola with the hand's
    Asso and Due: picked up, then declared."""
    match = mazzetti_match("3c 3d")
    assert greedy_action(match) == PickUp(0)
    match.apply(PickUp(0))
    assert isinstance(greedy_action(match), Declare)


def test_leaves_an_honour_that_completes_nothing() -> None:
    """The Tre di denari and Due di spade make nothing with the hand: not picked up."""
    match = mazzetti_match("3d 2s")
    assert any(isinstance(a, PickUp) for a in match.legal_actions())
    assert isinstance(greedy_action(match), Play)
