"""Knowledge derived from an Observation: counts, voids, known cards, signals (R4, R5, R8)."""

from __future__ import annotations

from tests.bots.bot_positions import position
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.engine import Card, Suit, parse_cards

HANDS = ("3c 2c Ac 4c 5c 3d 4d 5d 6d 7d | 6c 7c Fc Cc Rc 2d Ad Fd 4s 5s | "
         "3s 2s As Rs Cs Fs 7s 6s Cd Rd | 3b 2b Ab Rb Cb Fb 7b 6b 5b 4b")


def test_counts_and_unseen_partition_the_deck() -> None:
    """Every card is in the own hand, played, known elsewhere or unseen (R1)."""
    match = position("tressette", HANDS, "4c, 6c, 6s, 4b")
    k = Knowledge.from_observation(match.observe(0))
    assert k.played == set(parse_cards("4c 6c 6s 4b"))
    assert len(k.unseen) == 40 - 4 - 9
    assert k.unseen.isdisjoint(k.hand) and k.hidden_sizes == (0, 9, 9, 9)


def test_voids_from_not_following() -> None:
    """R4: a seat that does not follow the led suit is void in it."""
    match = position("tressette", HANDS, "4c, 6c, 6s, 4b")
    k = Knowledge.from_observation(match.observe(1))
    assert k.voids[2] == {Suit.COPPE} and k.voids[3] == {Suit.COPPE}
    assert not k.may_hold(2, Card.from_code("Rc"))
    assert k.may_hold(0, Card.from_code("3c"))
    assert k.discards[2] == tuple(parse_cards("6s"))


def test_declared_cards_are_known_and_tris_excludes_the_fourth() -> None:
    """R5: declared cards are known in the declarer's hand; a tris means no fourth."""
    hands = "3c 2c Ac 3d 3s 4c 5c 6c 7c Fc | 2d Ad 4d 5d 6d 7d Fd Cd Rd 2b"
    match = position("tressette", hands, "declare, declare")  # napola coppe, tris of Tre
    k = Knowledge.from_observation(match.observe(1))
    assert set(parse_cards("3c 2c Ac 3d 3s")) <= k.known[0]
    assert Card.from_code("3b") in k.absent[0]
    assert Card.from_code("3c") not in k.unseen


def test_busso_and_striscio_constraints() -> None:
    """R8: busso on a liscio means at least two more and an honour; striscio on a
    liscio means no honour of the suit; volo means void."""
    moves = "3c, 6c, Rs, 3b, 4c busso"  # seat 0 wins trick 0 with 3c, leads 4c busso
    match = position("tressette", HANDS, moves)
    k = Knowledge.from_observation(match.observe(1))
    assert k.min_in_suit[0][Suit.COPPE] == 2 and Suit.COPPE in k.holds_honour[0]
    match = position("tressette", HANDS, "3d, 2d, Cd, 4b, 4d striscio")
    k = Knowledge.from_observation(match.observe(1))
    assert k.min_in_suit[0][Suit.DENARI] == 1
    assert k.absent[0] >= {Card.from_code("Ad")} - k.hand
    assert k.absent[0].isdisjoint(k.known[0])
    hands = HANDS.replace("7d |", "7s |").replace("7s 6s", "7d 6s")
    match = position("tressette", hands, "3c, 6c, 6s, 4b, 7s volo")
    k = Knowledge.from_observation(match.observe(1))
    assert Suit.SPADE in k.voids[0]


def test_spizzichino_shown_draws_are_known() -> None:
    """R3.2: drawn cards are shown, so they are known in the drawer's hand."""
    match = position("spizzichino", "3c 4c 5c 6c 7c Fc Cc Rc 2c Ac | 4d", "4c, 4d")
    obs = match.observe(1)
    k = Knowledge.from_observation(obs)
    drawn_by_0 = {c for _, s, c in obs.draws if s == 0}
    assert drawn_by_0 and drawn_by_0 <= k.known[0]
    assert k.hidden_sizes[0] == obs.hand_sizes[0] - len(k.known[0])
