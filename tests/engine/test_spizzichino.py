"""R3.2 spizzichino a pesca: draws after each trick, winner first, shown to all."""

from __future__ import annotations

from tests.engine.engine_positions import deal_from, match_from, play, play_first_legal
from tressette_gui.engine import CardDrawn, Rules, TrickWon, parse_cards

SPIZZ = Rules.for_variant("spizzichino", declarations=False)


def test_r3_2_winner_draws_the_top_card_then_the_loser() -> None:
    # dealer 1: seat 0 leads 4c, seat 1 takes with Rc and draws first.
    state = deal_from(SPIZZ, dealer=1, hands="4c | Rc", stock="Ad Ab 7s 7b")
    events = play(state, "4c Rc")
    assert [type(e) for e in events[2:]] == [TrickWon, CardDrawn, CardDrawn]
    assert events[3:] == [CardDrawn(1, parse_cards("Ad")[0]), CardDrawn(0, parse_cards("Ab")[0])]
    assert state.draws == [(0, 1, parse_cards("Ad")[0]), (0, 0, parse_cards("Ab")[0])]
    assert state.turn == 1 and len(state.hands[0]) == len(state.hands[1]) == 10
    assert state.stock == parse_cards("7s 7b") + state.stock[2:]


def test_r3_2_ten_tricks_empty_the_stock_then_twenty_tricks_end_the_deal() -> None:
    state = deal_from(SPIZZ, dealer=0)
    play_first_legal(state, tricks=10)
    assert state.stock == [] and len(state.draws) == 20
    assert len(state.hands[0]) == len(state.hands[1]) == 10
    events = play_first_legal(state, tricks=1)
    assert not any(isinstance(e, CardDrawn) for e in events)
    play_first_legal(state)
    assert state.trick_number == 20 and state.score is not None
    assert sum(state.score.card_points) == 11


def test_r3_2_drawn_cards_are_shown_in_every_observation() -> None:
    match = match_from(SPIZZ, dealer=1, hands="4c | Rc", stock="Ad Ab")
    play(match, "4c Rc")
    for seat in (0, 1):
        obs = match.observe(seat)
        assert obs.draws == ((0, 1, parse_cards("Ad")[0]), (0, 0, parse_cards("Ab")[0]))
        assert obs.stock_size == 18
        assert set(parse_cards("Ad Ab")) <= obs.visible_cards()
