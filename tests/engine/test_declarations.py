"""R5 declarations: napola, tris, quaterna, their timing per variant, the upgrade."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tests.engine.engine_positions import deal_from, play
from tressette_gui.engine import (
    DealState,
    Declaration,
    DeclarationKind,
    Declare,
    Declared,
    IllegalActionError,
    PickUp,
    Play,
    Rank,
    Rules,
    Suit,
    declaration_points,
    parse_cards,
)

NAPOLA, TRIS, QUATERNA = DeclarationKind.NAPOLA, DeclarationKind.TRIS, DeclarationKind.QUATERNA
FOUR = Rules.for_variant("tressette", redeal_under_one_point=False)
SPIZZ = Rules.for_variant("spizzichino")
MAZZ = Rules.for_variant("mazzetti")


def napola(suit: Suit) -> Declare:
    return Declare(Declaration(NAPOLA, suit=suit))


def of_rank(kind: DeclarationKind, rank: Rank) -> Declare:
    return Declare(Declaration(kind, rank=rank))


def declares(state: DealState) -> list[Declare]:
    return [a for a in state.legal_actions() if isinstance(a, Declare)]


def declared_points(events: Sequence[object]) -> list[int]:
    return [e.points for e in events if isinstance(e, Declared)]


def test_r5_napola_and_tris_share_an_asso_for_six_points() -> None:
    # A, 2, 3 of denari + Asso di coppe + Asso di spade: napola di denari + tris of Assi.
    state = deal_from(FOUR, dealer=3, hands="Ad 2d 3d Ac As 4b 5b 6b 7b Fb")
    assert declares(state) == [napola(Suit.DENARI), of_rank(TRIS, Rank.ASSO)]
    events = state.apply(napola(Suit.DENARI)) + state.apply(of_rank(TRIS, Rank.ASSO))
    assert declared_points(events) == [3, 3]
    tris = events[1]
    assert isinstance(tris, Declared)
    assert tris.cards == tuple(parse_cards("Ac Ad As")) and tris.seat == 0
    assert declares(state) == [] and state.declared_points == [6, 0]


def test_r5_holding_all_four_declares_the_quaterna_not_the_tris() -> None:
    state = deal_from(FOUR, dealer=3, hands="2c 2d 2s 2b 4c 5c 6c 7c Fc Cc")
    assert declares(state) == [of_rank(QUATERNA, Rank.DUE)]
    with pytest.raises(IllegalActionError, match="holding all four, declare the quaterna"):
        state.apply(of_rank(TRIS, Rank.DUE))
    assert declared_points(state.apply(of_rank(QUATERNA, Rank.DUE))) == [4]
    with pytest.raises(IllegalActionError, match="already declared"):
        state.apply(of_rank(QUATERNA, Rank.DUE))


def test_r5_a_combination_not_held_is_refused() -> None:
    state = deal_from(FOUR, dealer=3, hands="Ac 2c 4d 5d 6d 7d 4s 5s 6s 7s")
    with pytest.raises(IllegalActionError, match="napola di coppe is not held in the hand"):
        state.apply(napola(Suit.COPPE))


def test_r5_tressette_declares_only_in_the_own_first_turn() -> None:
    state = deal_from(FOUR, dealer=3, hands="4c | Ac 2c 3c 4d 5d 6d 7d 4s 5s 6s | | ")
    assert declares(state) == []  # seat 0 holds nothing
    play(state, "4c")
    assert declares(state) == [napola(Suit.COPPE)]  # seat 1, first turn, during trick 0
    play(state, "3c")  # seat 1 plays without declaring: the napola is lost
    while state.trick_number == 0:
        play(state, next(a.card.code for a in state.legal_actions() if isinstance(a, Play)))
    assert state.turn == 1 and declares(state) == []
    with pytest.raises(IllegalActionError, match="only allowed in the first turn"):
        state.apply(napola(Suit.COPPE))


def test_r5_declarations_off() -> None:
    state = deal_from(FOUR.replace(declarations=False), dealer=3, hands="Ac 2c 3c")
    assert declares(state) == []
    with pytest.raises(IllegalActionError, match="declarations are off"):
        state.apply(napola(Suit.COPPE))


# Spizzichino: seat 0 leads (dealer 1) and holds the best coppe, so it takes the first
# tricks and draws first: As after trick 0, Ac after trick 1.
SPIZZ_HANDS = "3c 2c Ad Ab 4d 5d 6d 7d 4s 5s | 4c 5c 6c 7c Fd Cd Rd 6s 7s Fs"
SPIZZ_STOCK = "As 4b Ac 5b"


def test_r5_spizzichino_declares_a_drawn_tris_then_upgrades_it_to_quaterna() -> None:
    state = deal_from(SPIZZ, dealer=1, hands=SPIZZ_HANDS, stock=SPIZZ_STOCK)
    assert declares(state) == []
    play(state, "3c 4c")
    assert declares(state) == [of_rank(TRIS, Rank.ASSO)]  # completed by the drawn As
    assert declared_points(state.apply(of_rank(TRIS, Rank.ASSO))) == [3]
    play(state, "2c 5c")  # draws Ac: all four Assi in the hand
    assert declares(state) == [of_rank(QUATERNA, Rank.ASSO)]
    upgrade = state.apply(of_rank(QUATERNA, Rank.ASSO))
    assert declared_points(upgrade) == [1] and state.declared_points == [4, 0]
    assert declares(state) == []


def test_r5_spizzichino_a_combination_must_be_whole_when_declared() -> None:
    state = deal_from(SPIZZ, dealer=1, hands=SPIZZ_HANDS, stock=SPIZZ_STOCK)
    play(state, "3c 4c 2c 5c")  # draws As and Ac: all four Assi
    play(state, "Ac 6c")  # plays an Asso instead of declaring: three are left
    assert declares(state) == [of_rank(TRIS, Rank.ASSO)]
    play(state, "Ad Fd")
    assert declares(state) == []  # only two left


def test_r5_spizzichino_initial_combination_may_wait_with_declare_drawn() -> None:
    state = deal_from(SPIZZ, dealer=1, hands="3c 2c Ac 4d 5d 6d 7d 4s 5s 6s | 4c 5c 6c")
    play(state, "4d")
    assert state.turn == 1
    while state.turn != 0:
        play(state, next(a.card.code for a in state.legal_actions() if isinstance(a, Play)))
    assert declares(state) == [napola(Suit.COPPE)]


def test_r5_declare_drawn_off_only_the_initial_cards_in_the_first_turn() -> None:
    rules = SPIZZ.replace(declare_drawn=False)
    state = deal_from(rules, dealer=1, hands="3c 2c Ac Ad Ab 4d 5d 6d 7d 4s | 4c 5c 6c 7c",
                      stock="As 4b")
    assert declares(state) == [napola(Suit.COPPE), of_rank(TRIS, Rank.ASSO)]
    play(state, "3c 4c")  # the drawn As would make a quaterna: not with declare_drawn off
    assert state.hands[0].count(parse_cards("As")[0]) == 1
    assert declares(state) == []
    with pytest.raises(IllegalActionError, match="only allowed in the first turn"):
        state.apply(of_rank(QUATERNA, Rank.ASSO))


def test_r5_mazzetti_pile_cards_do_not_count_until_picked_up() -> None:
    state = deal_from(MAZZ, dealer=1, hands="Ac Ad 4c 5c 6c 7c 4d 5d 6d 7d | ",
                      piles="As 4s | 3d 5s")
    assert declares(state) == []
    state.apply(PickUp(0))
    assert declares(state) == [of_rank(TRIS, Rank.ASSO)]
    state.apply(PickUp(1))
    assert state.pile_tops(0)[1] == parse_cards("5s")[0]
    assert declared_points(state.apply(of_rank(TRIS, Rank.ASSO))) == [3]


def test_r5_mazzetti_declare_drawn_off_ignores_picked_up_honours() -> None:
    state = deal_from(MAZZ.replace(declare_drawn=False), dealer=1,
                      hands="Ac Ad 4c 5c 6c 7c 4d 5d 6d 7d | ", piles="As 4s")
    state.apply(PickUp(0))
    assert declares(state) == []
    with pytest.raises(IllegalActionError, match="only the initial 10 cards count"):
        state.apply(of_rank(TRIS, Rank.ASSO))


def test_r5_declared_points_go_to_the_declarers_side_in_whole_points() -> None:
    state = deal_from(FOUR, dealer=0, hands="| 3b 2b Ab 4c 5c 6c 7c 4d 5d 6d")
    state.apply(napola(Suit.BASTONI))
    assert state.declared_points == [0, 3]
    while state.seat_to_act() is not None:
        state.apply(next(a for a in state.legal_actions() if not isinstance(a, Declare)))
    assert state.score is not None and state.score.declared == (0, 3)
    assert sum(state.score.points) == 11 + 3


@pytest.mark.parametrize(("declaration", "before", "points"), [
    (Declaration(NAPOLA, suit=Suit.SPADE), None, 3),
    (Declaration(TRIS, rank=Rank.DUE), None, 3),
    (Declaration(QUATERNA, rank=Rank.TRE), None, 4),
    (Declaration(QUATERNA, rank=Rank.ASSO), TRIS, 1),  # completing a tris declared before
])
def test_r5_declaration_points_in_whole_points(declaration: Declaration,
                                               before: DeclarationKind | None,
                                               points: int) -> None:
    assert declaration_points(declaration, before) == points
