"""R3.3 spizzichino a mazzetti: the pile choice, pile tops, picking up honours,
follow suit forced by a pile top, and a napoletana decima in the hand piles."""

from __future__ import annotations

import pytest

from tests.engine.engine_positions import deal_from, layout_from, match_from, play, play_first_legal
from tressette_gui.engine import (
    Card,
    CardPlayed,
    ChoosePiles,
    Collatondrione,
    DealState,
    IllegalActionError,
    Phase,
    PickedUp,
    PickUp,
    PilesChosen,
    PileTopRevealed,
    Play,
    Rules,
    Suit,
)

MAZZ = Rules.for_variant("mazzetti", declarations=False)


def card(code: str) -> Card:
    return Card.from_code(code)


def test_r3_3_the_dealers_opponent_chooses_four_piles_then_the_dealer() -> None:
    layout = layout_from(MAZZ, dealer=0)
    state, opening = DealState.start(MAZZ, 0, layout)
    assert opening == [] and state.phase is Phase.CHOOSE_PILES and state.turn == 1
    choices = state.legal_actions()
    assert len(choices) == 420 and len(set(choices)) == 420
    assert all(isinstance(c, ChoosePiles) and len({*c.hand, *c.front}) == 4 for c in choices)
    with pytest.raises(IllegalActionError, match="the piles must be chosen first"):
        state.apply(Play(card("Ac")))
    with pytest.raises(IllegalActionError, match="each pair in increasing order"):
        state.apply(ChoosePiles((7, 2), (0, 5)))
    events = state.apply(ChoosePiles((2, 7), (0, 5)))
    assert events[0] == PilesChosen(1, (2, 7), (0, 5))
    assert events[1:] == [PileTopRevealed(1, 0, layout.piles[0][-1]),
                          PileTopRevealed(1, 1, layout.piles[5][-1])]
    assert state.hands[1] == sorted([*layout.piles[2], *layout.piles[7]])  # kept sorted
    assert state.turn == 0
    assert state.legal_actions() == (
        ChoosePiles((1, 3), (4, 6)), ChoosePiles((1, 4), (3, 6)), ChoosePiles((1, 6), (3, 4)),
        ChoosePiles((3, 4), (1, 6)), ChoosePiles((3, 6), (1, 4)), ChoosePiles((4, 6), (1, 3)))
    with pytest.raises(IllegalActionError, match="free piles: 1 3 4 6"):
        state.apply(ChoosePiles((1, 7), (3, 4)))
    state.apply(ChoosePiles((4, 6), (1, 3)))
    assert (state.phase, state.turn, len(state.hands[0])) == (Phase.PLAY, 1, 10)
    assert [len(p) for p in state.piles[0]] == [5, 5]


def test_r3_3_honours_picked_up_in_a_chain_until_a_cartina() -> None:
    # dealer 1: seat 0 leads; its pile 0 is 3d on top, then 2c, then 6s.
    state = deal_from(MAZZ, dealer=1, piles="3d 2c 6s | 7b")
    assert state.legal_actions()[0] == PickUp(0)
    assert PickUp(1) not in state.legal_actions()
    assert state.apply(PickUp(0)) == [PickedUp(0, 0, card("3d")),
                                      PileTopRevealed(0, 0, card("2c"))]
    assert state.apply(PickUp(0)) == [PickedUp(0, 0, card("2c")),
                                      PileTopRevealed(0, 0, card("6s"))]
    assert PickUp(0) not in state.legal_actions()
    with pytest.raises(IllegalActionError, match=r"only an Asso, Due or Tre.*not 6s"):
        state.apply(PickUp(0))
    assert state.pile_tops(0) == [card("6s"), card("7b")]
    assert {card("3d"), card("2c")} <= set(state.hands[0]) and len(state.hands[0]) == 12
    assert state.picked == [(0, 0, card("3d")), (0, 0, card("2c"))]
    assert state.turn == 0  # picking up is not a play
    obs_cards = {c for _, _, c in state.picked}
    assert obs_cards == {card("3d"), card("2c")}


def test_r3_3_playing_a_pile_top_turns_the_next_card_and_empty_piles_stay_empty() -> None:
    # Only seat 0 holds coppe (all on its pile 0): it leads and takes five tricks.
    state = deal_from(MAZZ, dealer=1, hands="| 4s 5s 6s 7s Fs Cs Rs 4b 5b 6b",
                      piles="7c 6c 5c 4c Fc | | Cd 7d 6d 5d 4d | Rd 7b Fb Cb Rb")
    events = state.apply(Play(card("7c"), pile=0))
    assert events == [CardPlayed(0, card("7c"), 0, None), PileTopRevealed(0, 0, card("6c"))]
    play_first_legal(state, tricks=1)
    for code in ("6c", "5c", "4c", "Fc"):
        assert state.turn == 0
        state.apply(Play(card(code), pile=0))
        play_first_legal(state, tricks=1)
    assert state.piles[0][0] == [] and state.pile_tops(0)[0] is None
    assert all(not (isinstance(a, Play) and a.pile == 0) for a in state.legal_actions())
    with pytest.raises(IllegalActionError, match="no card on pile 0"):
        state.apply(PickUp(0))


def test_r4_follow_suit_is_forced_by_a_pile_top() -> None:
    # Seat 1 holds no coppe in the hand, but its pile 1 shows the 5c: it must play it.
    state = deal_from(MAZZ, dealer=1, hands="Rc | 4s 5s 6s 7s Fs Cs Rs 4b 5b 6b",
                      piles="| | Cd 7d | 5c Ad")
    play(state, "Rc")
    assert [a for a in state.legal_actions() if isinstance(a, Play)] == [
        Play(card("5c"), pile=1)]
    with pytest.raises(IllegalActionError, match="must follow coppe: holds 5c"):
        state.apply(Play(card("4s")))
    events = state.apply(Play(card("5c"), pile=1))
    assert events[1] == PileTopRevealed(1, 1, card("Ad"))


def test_r4_mazzetti_void_may_play_from_hand_or_any_pile_top() -> None:
    state = deal_from(MAZZ, dealer=1, hands="Rc | 4s 5s 6s 7s Fs Cs Rs 4b 5b 6b",
                      piles="| | Cd 7d | Fb Ad")
    play(state, "Rc")
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    assert len(plays) == 12
    assert plays[-2:] == [Play(card("Cd"), pile=0), Play(card("Fb"), pile=1)]


def test_r5_napoletana_decima_in_the_two_hand_piles() -> None:
    rules = Rules.for_variant("mazzetti")
    match = match_from(rules, dealer=1, hands="Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc")
    result = match.result
    assert result is not None and result.stake == 16 and result.winner == 0
    assert result.ended_by == "collatondrione" and result.deals == 0
    assert match.deal.collatondrione == Collatondrione(0, Suit.COPPE)


def test_r5_no_decima_when_the_ten_cards_of_a_suit_are_split_with_the_piles() -> None:
    rules = Rules.for_variant("mazzetti")
    match = match_from(rules, dealer=1, hands="Ac 2c 3c 4c 5c 6c 7c Fc Cc 4d",
                       piles="Rc")
    assert match.result is None and match.deal.phase is Phase.PLAY

