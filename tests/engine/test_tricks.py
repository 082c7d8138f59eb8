"""R2 seats and turn order, R3.1 the deal, R4 follow suit and the trick's winner."""

from __future__ import annotations

import pytest

from tests.engine.engine_positions import deal_from, play
from tressette_gui.engine import (
    CardPlayed,
    DealState,
    IllegalActionError,
    Phase,
    Play,
    Rules,
    TrickWon,
    deal_layout,
    parse_cards,
)

FOUR = Rules.for_variant(
    "tressette", redeal_under_one_point=False, signals=False, collatondrione=False)


def test_r2_leader_is_the_dealers_right_and_play_goes_to_the_right() -> None:
    state = deal_from(FOUR, dealer=2, hands="| | | 4c 5c")
    assert state.turn == 3 and state.leader == 3
    play(state, "4c")
    assert state.turn == 0
    two = deal_from(Rules.for_variant("spizzichino"), dealer=1)
    assert two.turn == 0


def test_r3_cards_dealt_one_at_a_time_from_the_dealers_right() -> None:
    deck = parse_cards("Ac 2c 3c 4c 5c 6c 7c Fc Cc Rc Ad 2d 3d 4d 5d 6d 7d Fd Cd Rd "
                       "As 2s 3s 4s 5s 6s 7s Fs Cs Rs Ab 2b 3b 4b 5b 6b 7b Fb Cb Rb")
    layout = deal_layout(deck, FOUR, dealer=1)
    assert layout.hands[2][:3] == tuple(parse_cards("Ac 5c Cc"))  # first, fifth, ninth
    assert layout.hands[1][0] == deck[3]  # the dealer gets the fourth card
    five = deal_layout(deck, FOUR.replace(deal_packet=5), dealer=1)
    assert five.hands[2] == tuple(deck[0:5] + deck[20:25])
    spizz = deal_layout(deck, Rules.for_variant("spizzichino"), dealer=0)
    assert spizz.hands[1][:2] == tuple(deck[0:3:2]) and spizz.stock == tuple(deck[20:])


def test_r4_must_follow_suit_when_able() -> None:
    state = deal_from(FOUR, dealer=3, hands="Rc | 5c 3d 4b 4s 5s 6s 7s Fs Cs Rs")
    play(state, "Rc")
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    assert [p.card.code for p in plays] == ["5c"]
    with pytest.raises(IllegalActionError, match="must follow coppe: holds 5c"):
        state.apply(Play(parse_cards("3d")[0]))
    assert state.turn == 1 and len(state.trick) == 1  # refused: state unchanged


def test_r4_void_may_play_any_card() -> None:
    state = deal_from(FOUR, dealer=3, hands="Ac 2c 3c 4c 5c 6c 7c Fc Cc Ad | | | Rc")
    play(state, "Ac")
    plays = [a for a in state.legal_actions() if isinstance(a, Play)]
    assert len(plays) == 10


def test_r4_highest_of_the_led_suit_wins_and_leads_next() -> None:
    # 3b is the strongest card of the deck but not of the led suit: the Re wins.
    state = deal_from(FOUR, dealer=3, hands="4d | Rd | 3b 4c 5c 6c 7c Fc 4s 5s 6s 7s | Ad")
    events = play(state, "4d Rd 3b")
    assert isinstance(events[-1], CardPlayed)
    events = play(state, "Ad")
    won = events[-1]
    assert isinstance(won, TrickWon)
    assert (won.seat, won.number, won.thirds) == (3, 0, 5)
    assert state.leader == state.turn == 3
    assert state.tricks[0].winner == 3 and state.tricks[0].leader == 0


def test_r4_when_nobody_follows_the_leader_wins() -> None:
    state = deal_from(FOUR, dealer=3, hands="4d 5d 6d 7d Fd Cd Rd Ad 2d 3d")
    play(state, "4d")
    assert not any(c.suit == 1 for h in state.hands[1:] for c in h)
    for _ in range(3):
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Play)))
    assert state.tricks[0].winner == 0


def test_r4_illegal_actions_say_why() -> None:
    state = deal_from(FOUR, dealer=3, hands="4d | Rc")
    with pytest.raises(IllegalActionError, match="Rc is not in the hand"):
        state.apply(Play(parse_cards("Rc")[0]))
    with pytest.raises(IllegalActionError, match="not on top of pile 0"):
        state.apply(Play(parse_cards("4d")[0], pile=0))


def test_r4_a_whole_deal_ends_after_ten_tricks() -> None:
    state = deal_from(FOUR, dealer=0)
    while state.seat_to_act() is not None:
        state.apply(next(a for a in state.legal_actions() if isinstance(a, Play)))
    assert state.phase is Phase.OVER and state.trick_number == 10
    assert all(not h for h in state.hands) and sum(state.tricks_by_seat) == 10
    with pytest.raises(IllegalActionError, match="the deal is over"):
        state.apply(Play(parse_cards("Ac")[0]))


def test_copy_is_independent() -> None:
    state = deal_from(FOUR, dealer=3, hands="4d")
    branch: DealState = state.copy()
    play(branch, "4d")
    assert state.trick == [] and len(branch.trick) == 1
    assert len(state.hands[0]) == 10 and len(branch.hands[0]) == 9


def test_an_action_built_from_plain_ints_is_taken_as_the_engines_own() -> None:
    state = deal_from(FOUR, dealer=3, hands="4d")
    events = state.apply(Play(10))  # type: ignore[arg-type]  # 10 is 4d
    played = events[0]
    assert isinstance(played, CardPlayed) and repr(played.card) == "4d"
    assert type(state.trick[0][1]) is type(parse_cards("4d")[0])
