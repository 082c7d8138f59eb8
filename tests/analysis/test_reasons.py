"""Reasons in words a player understands (issue 16): typed values (kind and cards) found
from the seat's observation, and their English sentences."""

from __future__ import annotations

import pytest

from tests.bots.bot_positions import position
from tressette_gui.analysis import Reason, ReasonKind, reasons_for, sentence
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declare,
    Match,
    Play,
    Rank,
    Signal,
    Suit,
    parse_cards,
)

K = ReasonKind


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_cards(text))


@pytest.mark.parametrize(("reason", "text"), [
    (Reason(K.DECLARES, cards("Ac 2c 3c"), Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE),
            count=3), "declares the napola di coppe (3 points)"),
    (Reason(K.FORGOES_DECLARATION, cards("3c 3d 3s"),
            Declaration(DeclarationKind.TRIS, rank=Rank.TRE), count=3),
     "plays without declaring the tris di Tre: 3 points lost"),
    (Reason(K.FORGOES_DECLARATION, cards("Ac Ad As Ab"),
            Declaration(DeclarationKind.QUATERNA, rank=Rank.ASSO), count=1),
     "plays without declaring the quaterna di Assi: 1 point lost"),
    (Reason(K.ONLY_CARD, cards("Fb")), "the Fante di bastoni is the only card that may be played"),
    (Reason(K.TAKES, cards("3c Ac")), "takes the Asso with the Tre di coppe"),
    (Reason(K.TAKES, cards("3c Rd")), "takes the Re di denari with the Tre di coppe"),
    (Reason(K.TAKES, cards("7s")), "takes the trick with the Sette di spade"),
    (Reason(K.MAY_TAKE, cards("Rs 3s")),
     "goes for the trick with the Re di spade, but the Tre is still out"),
    (Reason(K.LOADS, cards("Ad 3c")), "puts the Asso di denari on the partner's Tre di coppe, "
                                      "a sure trick"),
    (Reason(K.GIVES, cards("Cc")), "gives the Cavallo di coppe to the opponents' trick"),
    (Reason(K.KEEPS_GUARDED, cards("4d 2d")), "plays the Quattro di denari and keeps the Due "
                                              "guarded"),
    (Reason(K.SAVES, cards("4c 3c")), "plays the Quattro di coppe and keeps the Tre for later"),
    (Reason(K.PLAYS_LOW, cards("5b")),
     "plays the Cinque di bastoni, worth nothing, under a trick it cannot take"),
    (Reason(K.DISCARDS, cards("Ab")), "discards the Asso di bastoni, worth a point"),
    (Reason(K.DISCARDS, cards("Rb")), "discards the Re di bastoni, worth a third of a point"),
    (Reason(K.LEADS_MASTER, cards("3s")), "leads the Tre di spade: no card left can take it"),
    (Reason(K.ANSWERS_SIGNAL, cards("5c 4c"), signal=Signal.BUSSO),
     "leads coppe back, as the partner's busso asked"),
    (Reason(K.ANSWERS_SIGNAL, cards("5c 4c"), signal=Signal.STRISCIO),
     "gives the partner the lead in his long suit, coppe"),
    (Reason(K.RISKS, cards("Ac 3c")), "leads the Asso di coppe, though the Tre is still out"),
    (Reason(K.LEADS_LONG, cards("4s"), count=5),
     "leads the Quattro di spade from the long suit (5 cards)"),
    (Reason(K.LEADS, cards("Cd")), "leads the Cavallo di denari"),
])
def test_sentences(reason: Reason, text: str) -> None:
    assert sentence(reason) == text


def main_reason(match: Match, card: str) -> Reason:
    seat = match.seat_to_act()
    assert seat is not None
    obs = match.observe(seat)
    return reasons_for(obs, Knowledge.from_observation(obs), Play(Card.from_code(card)))[0]


TAKE = ("4c 5c 6c 7c Fc 3d 2d 3s 2s 3b | Ac 4s 5s 6s 7s 4b 5b 6b 7b Fb | "
        "3c Cc Rc 4d 5d 6d 7d Fd Cd Rd | 2c")


def test_following_reasons() -> None:
    """R4: taking the Asso with the Tre, giving a figure to the opponents."""
    match = position("tressette", TAKE, "4c, Ac")
    assert main_reason(match, "3c") == Reason(K.TAKES, cards("3c Ac"))
    assert main_reason(match, "Rc") == Reason(K.GIVES, cards("Rc"))
    match = position("tressette", "4c 5c 6c 7c Fc 3d 2d 3s 2s 3b | Rc Cc 5s 6s 7s 4b 5b 6b "
                     "7b Fb", "4c")
    assert main_reason(match, "Rc") == Reason(K.MAY_TAKE, cards("Rc 3c"))
    void = ("4c 5c 6c 7c Fc 3d 2d 3s 2s 3b | Ad 4s 5s 6s 7s 4b 5b 6b 7b Fb | "
            "3c 2c Ac Rc Cc 4d 5d 6d 7d Fd")
    match = position("tressette", void, "4c")
    assert main_reason(match, "4s") == Reason(K.DISCARDS, cards("4s"))
    assert main_reason(match, "Ad") == Reason(K.DISCARDS, cards("Ad"))


def test_loading_the_partners_sure_trick() -> None:
    hands = ("4c 4d 5d 6d 7d Fd Cd Rd 3s 2s | 3c 2c 7c Fc Cc 3d 2d 3b 2b Ab | 5c | "
             "Ac 6c Rc 4b 5b 6b 7b Fb Cb Rb")
    match = position("tressette", hands, "4c, 3c, 5c")
    assert main_reason(match, "Ac") == Reason(K.LOADS, cards("Ac 3c"))
    assert main_reason(match, "6c") == Reason(K.KEEPS_GUARDED, cards("6c Ac"))


def test_leading_reasons() -> None:
    """The Tre is the master of its suit; an Asso with the Tre out is at risk; a liscio
    under a Due kept with another card."""
    hands = "3s 2c Ac 4c 5c 4d 5d 6d 7d 4s"
    match = position("tressette", hands)
    assert main_reason(match, "3s") == Reason(K.LEADS_MASTER, cards("3s"))
    assert main_reason(match, "Ac") == Reason(K.RISKS, cards("Ac 3c"))
    assert main_reason(match, "4c") == Reason(K.SAVES, cards("4c 2c"))
    assert main_reason(match, "4d") == Reason(K.LEADS_LONG, cards("4d"), count=4)


def test_the_only_card_and_a_declaration() -> None:
    hands = "3c 3d 3s 4c 5c 6c 7c 4d 5d 6d"
    match = position("tressette", hands)
    obs = match.observe(0)
    know = Knowledge.from_observation(obs)
    tris = Declare(Declaration(DeclarationKind.TRIS, rank=Rank.TRE))
    assert reasons_for(obs, know, tris, 3) == [
        Reason(K.DECLARES, cards("3c 3d 3s"), tris.declaration, count=3)]
    spizzichino = position("spizzichino", "4c 4d 5d 6d 7d Fd Cd Rd 3s 2s | Ac", "Ac",
                           dealer=0)
    assert main_reason(spizzichino, "4c") == Reason(K.ONLY_CARD, cards("4c"))
