"""Trap positions, each with its right answer (R4, R8). Seat 0 leads the first
trick (the dealer is the last seat); partners are seats 0+2 and 1+3."""

from __future__ import annotations

import random

import pytest

from tests.bots.bot_positions import position
from tressette_gui.bots import make_bot
from tressette_gui.engine import Card, Match, Play, Rank, Signal, Suit


def choice(match: Match, level: str, seed: int = 0) -> Play:
    """The play ``level`` chooses for the seat to act."""
    seat = match.seat_to_act()
    assert seat is not None
    action = make_bot(level).choose(match.observe(seat), random.Random(seed)).action
    assert isinstance(action, Play)
    return action


# Seat 1 has no coppe; it holds the Asso di denari and lisci.
VOID = ("4c 5c 6c 7c Fc 3d 2d 3s 2s 3b | Ad 4s 5s 6s 7s 4b 5b 6b 7b Fb | "
        "3c 2c Ac Rc Cc 4d 5d 6d 7d Fd | Cd Rd As Rs Cs Fs 2b Ab Rb Cb")


@pytest.mark.parametrize("level", ["principiante", "intermedio"])
def test_void_never_throws_an_asso_while_holding_a_liscio(level: str) -> None:
    """Void in the led suit with an opponent winning: a liscio goes, never the Asso."""
    match = position("tressette", VOID, "4c")
    for seed in range(40):  # the principiante is sometimes careless: never this way
        card = choice(match, level, seed).card
        assert card.thirds == 0, (seed, card)


def test_principiante_void_with_an_asso_of_the_partner_winning_still_keeps_it() -> None:
    """The principiante's Asso rule holds whoever wins the trick (R4)."""
    match = position("tressette", VOID.replace("4c 5c", "Rs 5c").replace("Rs Cs", "4c Cs"),
                     "5c")
    assert choice(match, "principiante").card != Card.from_code("Ad")


BUSSO = ("3d 2c Ac 4c 5c 4d 5d 6d 4s 5s | 2d 6c 7c 6s 7s 4b 5b 6b 7b Fb | "
         "3c Fc 7d Fd Cd 3s 2s 3b 2b Ab | Ad Cc Rc Rd As Rs Cs Fs Rb Cb")


def test_partner_of_a_busso_takes_with_the_tre_and_returns_the_suit() -> None:
    """R8 busso: the partner holding the Tre takes with it, then leads the suit back."""
    match = position("tressette", BUSSO, "3d, 2d, 7d, Ad, 4c busso, 6c")
    assert choice(match, "intermedio").card == Card.from_code("3c")
    match.apply(Play(Card.from_code("3c")))
    match.apply(Play(Card.from_code("Cc")))
    assert match.seat_to_act() == 2
    assert choice(match, "intermedio").card.suit == Suit.COPPE


@pytest.mark.parametrize("variant", ["tressette", "spizzichino"])
def test_an_asso_on_the_table_is_taken_with_the_tre(variant: str) -> None:
    """An Asso led or winning, the Tre of the suit in hand: take it with the Tre."""
    if variant == "tressette":
        hands = ("4c 5c 6c 7c Fc 3d 2d 3s 2s 3b | Ac 4s 5s 6s 7s 4b 5b 6b 7b Fb | "
                 "3c Cc Rc 4d 5d 6d 7d Fd Cd Rd | 2c")
        match = position(variant, hands, "4c, Ac")
    else:
        match = position(variant, "Ac 4s 5s 6s 7s 4b 5b 6b 7b Fb | 3c 6c 7c Fc 2d 3d",
                         "Ac")
    assert choice(match, "intermedio").card == Card.from_code("3c")


@pytest.mark.parametrize("hand", ["Ac 6c Rc", "Ad 4s 5s"])
def test_last_to_play_loads_the_asso_on_the_partners_master(hand: str) -> None:
    """Carico: the partner's card is the master and this seat plays last, so the
    Asso goes on it (following suit, or discarding when void)."""
    rest = " 4b 5b 6b 7b Fb Cb Rb" if hand.startswith("Ac") else " 6s 7s Fs 4b 5b 6b 7b"
    hands = f"4c 4d 5d 6d 7d Fd Cd Rd 3s 2s | 3c 2c 7c Fc Cc 3d 2d 3b 2b Ab | 5c | {hand}{rest}"
    match = position("tressette", hands, "4c, 3c, 5c")
    card = choice(match, "intermedio").card
    assert card.rank is Rank.ASSO


def test_busso_led_from_the_long_suit_with_an_honour_to_help() -> None:
    """R8 by Intermedio's convention: from Due, Asso and two lisci of coppe it
    leads a liscio with busso (true: three of the suit, one an honour)."""
    match = position("tressette", BUSSO, "3d, 2d, 7d, Ad")
    play = choice(match, "intermedio")
    assert play == Play(Card.from_code("4c"), None, Signal.BUSSO)
    assert play in match.observe(0).legal_actions
