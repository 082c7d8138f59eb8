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
    (Reason(K.LEAST, cards("Fb")), "plays the Fante di bastoni: no card it may play is worth less"),
    (Reason(K.SECURES, cards("Ac Fc")),
     "takes the partner's Fante with the Asso di coppe, making the trick sure"),
    (Reason(K.OVERTAKES, cards("2c Rc")),
     "takes the partner's sure trick (Re) with the Due di coppe, to lead next"),
    (Reason(K.SPARES, cards("5s 3b Ac")), "plays the Cinque di spade on the partner's sure "
                                          "trick (Tre di bastoni) and keeps the Asso di coppe "
                                          "for later"),
    (Reason(K.DRAWS, cards("Rs 3s As")), "leads the Re di spade to draw out the Tre, which an "
                                         "opponent holds, keeping the Asso for later"),
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
    """R4: taking the Asso with the Tre, giving a figure to the opponents (every card of
    coppe held is a figure or an honour: none is worth less, R1)."""
    match = position("tressette", TAKE, "4c, Ac")
    assert main_reason(match, "3c") == Reason(K.TAKES, cards("3c Ac"))
    assert main_reason(match, "Rc") == Reason(K.LEAST, cards("Rc"))
    with_liscio = ("4c 5c 7c Fc 3d 2d 3s 2s 3b 4d | Ac 4s 5s 6s 7s 4b 5b 6b 7b Fb | "
                   "3c 6c Cc Rc 5d 6d 7d Fd Cd Rd | 2c")
    match = position("tressette", with_liscio, "4c, Ac")
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
    assert main_reason(match, "6c") == Reason(K.SPARES, cards("6c 3c Ac"))


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


#: The playtest's guided deal, trick 3 (shot09): East led the Cinque di bastoni, North
#: (the partner) took it surely with the Tre, West discarded; seat 0, void in bastoni,
#: plays last holding the Asso, Re and Fante di coppe.
VOID_ON_SURE = ("6c Fb 3c Ac Rc Fc 3d 2d 5d 5s | 5c Cb 5b 2b Ab 6b Rb Ad 6d 7d | "
                "7c 4b 3b Fd Cd Rd 3s 2s As 4s | 4c 7b 4d 2c Cc 6s 7s Fs Cs Rs")


def test_a_liscio_on_the_partners_sure_trick_keeps_the_points() -> None:
    """Never "worth nothing" as the why of a liscio when a point card could go on the
    partner's sure trick: it keeps the richest card (the Asso) for later (R1, R4)."""
    match = position("tressette", VOID_ON_SURE, "6c,5c,7c,4c, 4b,7b,Fb,Cb, 5b,3b,4d")
    assert main_reason(match, "5s") == Reason(K.SPARES, cards("5s 3b Ac"))
    assert main_reason(match, "Fc") == Reason(K.LOADS, cards("Fc 3b"))


def test_the_partners_trick_taken_is_made_sure_or_the_lead_won() -> None:
    """The playtest's "Asso di coppe (to take the Fante)", the Fante the partner's
    (crop55): the Asso makes the trick sure while East, still to play, may beat the
    Fante; over the partner's Re, which nobody left can beat, it wins the lead (R4)."""
    hands = ("3c 2c Ac 4d 5d 6d 7d 4s 5s 6s | Cc 5c 7s Fs Cs Rs 4b 5b 6b 7b | "
             "Fc Rc 3d 2d Ad Cd Rd 3s 2s As | 6c 7c Fd 3b 2b Ab Fb Cb Rb 4c")
    match = position("tressette", hands, "Fc, 6c", dealer=1)
    assert main_reason(match, "Ac") == Reason(K.SECURES, cards("Ac Fc"))
    match = position("tressette", hands, "Rc, 6c", dealer=1)
    assert main_reason(match, "Ac") == Reason(K.OVERTAKES, cards("Ac Rc"))


#: Trick 3 of another playtest deal (crop49): West declared the tris di Tre, the Tre di
#: spade among them; seat 0 leads, holding the Asso, Re and Cinque di spade.
DECLARED_TRE = ("3c 2c Ac As Rs 5s 2b Ab 6b 5d | 4d Cc 6c 4s 6s 7s 4b 5b Rd 7d | "
                "Fd 7c 2s Fs Cs Rc 7b Fb Cb 2d | 3d 3s 3b Cd 4c 5c Fc Rb Ad 6d")


def test_a_lead_under_a_declared_card_draws_it_out() -> None:
    """A declared card is public (R5): the Re led under West's Tre di spade draws it out,
    keeping the Asso; unknown, the Tre is only "still out" and the Asso is kept."""
    declared = position("tressette", DECLARED_TRE, "declare, declare, 5d, 4d, Fd, declare, "
                        "Cd, 4c, 2c, Cc, 7c", dealer=3)
    assert main_reason(declared, "Rs") == Reason(K.DRAWS, cards("Rs 3s As"))
    silent = position("tressette", DECLARED_TRE, "declare, declare, 5d, 4d, Fd, Cd, 4c, 2c, "
                      "Cc, 7c", dealer=3)
    assert main_reason(silent, "Rs") == Reason(K.SAVES, cards("Rs As"))


def test_a_discard_when_every_card_is_worth_a_third() -> None:
    """The playtest's "Fante di bastoni (worth a third of a point)" given to the
    opponents' Tre (crop71): every card held is worth a third, so none is worth less."""
    hands = ("4d 4c 5c 6c 7c 4s 5s 6s 7s 4b | 3d 5d 6d 7d Ac As Ab 5b 6b 7b | "
             "2c Rc 3b Fb Cs Rs Fs Cc Fc Cb")
    match = position("tressette", hands, "4d, 3d")
    assert main_reason(match, "Fb") == Reason(K.LEAST, cards("Fb"))
