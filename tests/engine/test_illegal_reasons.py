"""Every kind of refusal the engine gives, each from a real position: its kind,
its typed parameters and its English sentence (R3-R8, R10)."""

from __future__ import annotations

import pickle
from collections.abc import Callable

import pytest

from tests.engine.engine_positions import deal_from, play, play_first_legal
from tressette_gui.engine import (
    CARDS,
    Action,
    Card,
    ChoosePiles,
    DealState,
    Declaration,
    DeclarationKind,
    Declare,
    IllegalActionError,
    IllegalKind,
    IllegalReason,
    Match,
    PickUp,
    Play,
    Rank,
    Redeal,
    Rules,
    Signal,
    Suit,
    parse_cards,
)

K = IllegalKind
FOUR = Rules.for_variant("tressette", redeal_under_one_point=False)
MAZZ = Rules.for_variant("mazzetti")
NAPOLA_COPPE = Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE)
SIGNAL_HANDS = ("3d 3c 5c 6c Ad 7s 6s 5s 4s Rb | 4d Cb 4b 5b 6b 7b Fb 2b Ab 3b"
                " | 5d Rs Cs Fs As 2s 3s 7c Fc Cc | 6d")


def card(code: str) -> Card:
    return Card.from_code(code)


def signals_lead() -> DealState:
    """Seat 0 leads the second trick with signals on (see test_signals.py)."""
    state = deal_from(FOUR.replace(declarations=False), dealer=3, hands=SIGNAL_HANDS)
    play(state, "3d 4d 5d 6d")
    return state


def over() -> DealState:
    state = deal_from(FOUR.replace(declarations=False), dealer=0)
    play_first_legal(state)
    return state


def resigned() -> Match:
    match = Match(FOUR, seed=1)
    match.resign(0)
    return match


def after(state: DealState, codes: str) -> DealState:
    play(state, codes)
    return state


def declared(state: DealState, action: Declare) -> DealState:
    state.apply(action)
    return state


def picked_up(state: DealState) -> DealState:
    state.apply(PickUp(0))
    return state


def after_one_trick(state: DealState) -> DealState:
    play_first_legal(state, tricks=1)
    return state


def tris(rank: Rank) -> Declare:
    return Declare(Declaration(DeclarationKind.TRIS, rank=rank))


def quaterna(rank: Rank) -> Declare:
    return Declare(Declaration(DeclarationKind.QUATERNA, rank=rank))


Case = tuple[Callable[[], DealState | Match], Action, IllegalReason, str]
CASES: dict[str, Case] = {
    "match over": (resigned, Play(card("Ac")), IllegalReason(K.MATCH_OVER),
                   "the match is over"),
    "deal over": (over, Play(card("Ac")), IllegalReason(K.DEAL_OVER), "the deal is over"),
    "piles first": (lambda: DealState.start(MAZZ, 0, Match(MAZZ, 3).dealings[0].layout)[0],
                    Play(card("Ac")), IllegalReason(K.CHOOSE_PILES_FIRST),
                    "the piles must be chosen first"),
    "redeal first": (
        lambda: deal_from(Rules.for_variant("tressette"), dealer=3,
                          hands="4c 5c 6c 7c 4d 5d 6d 7d 4s 5s"),
        Play(card("4c")), IllegalReason(K.ANSWER_REDEAL_FIRST, seat=0),
        "seat 0 must first answer the redeal question"),
    "not choosing piles": (lambda: deal_from(FOUR), ChoosePiles((0, 1), (2, 3)),
                           IllegalReason(K.NOT_CHOOSING_PILES), "not the time to choose piles"),
    "bad pile choice": (
        lambda: DealState.start(MAZZ, 0, Match(MAZZ, 3).dealings[0].layout)[0],
        ChoosePiles((7, 2), (0, 5)), IllegalReason(K.BAD_PILE_CHOICE, piles=tuple(range(8))),
        "choose two free piles for the hand and two for the front, each pair in increasing "
        "order; free piles: 0 1 2 3 4 5 6 7"),
    "no redeal question": (lambda: deal_from(FOUR), Redeal(True),
                           IllegalReason(K.NO_REDEAL_QUESTION), "no redeal question is open"),
    "no piles": (lambda: deal_from(FOUR), PickUp(0), IllegalReason(K.NO_PILES),
                 "only in mazzetti can cards be picked up from piles"),
    "empty pile": (lambda: deal_from(MAZZ, dealer=1), PickUp(5),
                   IllegalReason(K.EMPTY_PILE, pile=5), "no card on pile 5"),
    "pick up not honour": (
        lambda: deal_from(MAZZ, dealer=1, piles="6s | 7b"), PickUp(0),
        IllegalReason(K.PICK_UP_NOT_HONOUR, card=card("6s")),
        "only an Asso, Due or Tre can be picked up, not 6s"),
    "declarations off": (
        lambda: deal_from(FOUR.replace(declarations=False), dealer=3, hands="Ac 2c 3c"),
        Declare(NAPOLA_COPPE), IllegalReason(K.DECLARATIONS_OFF),
        "declarations are off in these rules"),
    "first turn only": (
        lambda: after_one_trick(deal_from(FOUR, dealer=3, hands="4d | Ac 2c 3c")),
        Declare(NAPOLA_COPPE), IllegalReason(K.DECLARE_FIRST_TURN_ONLY),
        "declarations are only allowed in the first turn of the deal"),
    "napola already declared": (
        lambda: declared(deal_from(FOUR, dealer=3, hands="Ac 2c 3c"), Declare(NAPOLA_COPPE)),
        Declare(NAPOLA_COPPE), IllegalReason(K.ALREADY_DECLARED, declaration=NAPOLA_COPPE),
        "napola di coppe was already declared"),
    "quaterna already declared": (
        lambda: declared(deal_from(FOUR, dealer=3, hands="2c 2d 2s 2b"), quaterna(Rank.DUE)),
        tris(Rank.DUE),
        IllegalReason(K.ALREADY_DECLARED, declaration=quaterna(Rank.DUE).declaration),
        "quaterna di Due was already declared"),
    "declare the quaterna": (
        lambda: deal_from(FOUR, dealer=3, hands="Ac Ad As Ab"), tris(Rank.ASSO),
        IllegalReason(K.DECLARE_QUATERNA, declaration=quaterna(Rank.ASSO).declaration),
        "holding all four, declare the quaterna di Asso"),
    "initial cards only": (
        lambda: picked_up(deal_from(MAZZ.replace(declare_drawn=False), dealer=1,
                                    hands="Ac Ad 4c 5c 6c 7c 4d 5d 6d 7d | ", piles="As 4s")),
        tris(Rank.ASSO), IllegalReason(K.INITIAL_CARDS_ONLY,
                                       declaration=tris(Rank.ASSO).declaration),
        "tris di Assi: only the initial 10 cards count (declare_drawn is off)"),
    "not held": (lambda: deal_from(FOUR, dealer=3, hands="Ac 2c 4d"), Declare(NAPOLA_COPPE),
                 IllegalReason(K.NOT_HELD, declaration=NAPOLA_COPPE),
                 "napola di coppe is not held in the hand"),
    "not in hand": (lambda: deal_from(FOUR, dealer=3, hands="4d | Rc"), Play(card("Rc")),
                    IllegalReason(K.NOT_IN_HAND, card=card("Rc")), "Rc is not in the hand"),
    "not on pile": (lambda: deal_from(MAZZ, dealer=1, piles="6s 5s | 7b"),
                    Play(card("5s"), pile=0),
                    IllegalReason(K.NOT_ON_PILE, card=card("5s"), pile=0),
                    "5s is not on top of pile 0"),
    "must follow": (
        lambda: after(deal_from(FOUR, dealer=3, hands="Rc | 5c 3d 4b 4s 5s 6s 7s Fs Cs Rs"),
                      "Rc"), Play(card("3d")),
        IllegalReason(K.MUST_FOLLOW, suit=Suit.COPPE, cards=(card("5c"),)),
        "must follow coppe: holds 5c"),
    "must follow a pile top": (
        lambda: after(deal_from(MAZZ, dealer=1, hands="Rc | 3d 5d 6d 7d Fd Cd Rd Ad 2d 4s",
                                piles="7s | 6s | 5c | 7b"), "Rc"),
        Play(card("3d")), IllegalReason(K.MUST_FOLLOW, suit=Suit.COPPE, cards=(card("5c"),)),
        "must follow coppe: holds 5c"),
    "leader only signals": (
        lambda: after(signals_lead(), "5c"), Play(card("4b"), signal=Signal.VOLO),
        IllegalReason(K.LEADER_ONLY_SIGNALS), "only the leader may signal"),
    "signals off": (
        lambda: after(deal_from(FOUR.replace(signals=False), dealer=3,
                                hands="3d 4c | 4d | 5d | 6d"), "3d 4d 5d 6d"),
        Play(card("4c"), signal=Signal.VOLO), IllegalReason(K.SIGNALS_OFF),
        "signals are off in these rules"),
    "no signal in the first trick": (
        lambda: deal_from(FOUR, dealer=3, hands="3d"), Play(card("3d"), signal=Signal.VOLO),
        IllegalReason(K.NO_SIGNAL_FIRST_TRICK), "no signals in the first trick"),
    "false busso": (signals_lead, Play(card("7s"), signal=Signal.BUSSO),
                    IllegalReason(K.FALSE_BUSSO, suit=Suit.SPADE),
                    "busso needs three spade with a Tre, Due or Asso"),
    "false striscio, the last card": (
        signals_lead, Play(card("Ad"), signal=Signal.STRISCIO),
        IllegalReason(K.FALSE_STRISCIO_LAST, suit=Suit.DENARI),
        "striscio needs another card of denari after this one"),
    "false striscio, an honour held": (
        signals_lead, Play(card("5c"), signal=Signal.STRISCIO),
        IllegalReason(K.FALSE_STRISCIO_HONOUR, card=card("5c"), suit=Suit.COPPE),
        "no striscio leading 5c while holding a Tre, Due or Asso of coppe"),
    "false volo": (signals_lead, Play(card("5c"), signal=Signal.VOLO),
                   IllegalReason(K.FALSE_VOLO, suit=Suit.COPPE),
                   "volo is only for the last card of coppe"),
}


@pytest.mark.parametrize("name", CASES)
def test_each_refusal_carries_its_reason_and_sentence(name: str) -> None:
    build, action, reason, sentence = CASES[name]
    state = build()
    before = state.legal_actions()
    with pytest.raises(IllegalActionError) as error:
        state.apply(action)
    assert error.value.reason == reason
    assert str(error.value) == str(reason) == reason.sentence() == sentence
    assert state.legal_actions() == before  # refused: nothing changed


def test_not_an_action_is_explained_with_its_repr() -> None:
    reason = deal_from(FOUR).explain("Ac")
    assert reason == IllegalReason(K.NOT_AN_ACTION, detail="'Ac'")
    assert str(reason) == "not an action: 'Ac'"


def test_a_match_explains_an_action_without_trying_it() -> None:
    match = Match(FOUR.replace(declarations=False), seed=2, dealer=3)
    hand = match.deal.hands[0]
    foreign = next(c for c in CARDS if c not in hand)
    assert match.explain(Play(foreign)) == IllegalReason(K.NOT_IN_HAND, card=foreign)
    assert match.deal.hands[0] == hand and len(match.dealings[0].actions) == 0
    assert resigned().explain(Play(hand[0])) == IllegalReason(K.MATCH_OVER)


def test_every_kind_is_produced_by_some_position() -> None:
    kinds = {reason.kind for _, _, reason, _ in CASES.values()} | {K.NOT_AN_ACTION}
    assert kinds == set(IllegalKind)


def test_a_legal_action_has_no_reason() -> None:
    state = deal_from(FOUR, dealer=3, hands="4d")
    with pytest.raises(ValueError, match="play 4d is legal now"):
        state.explain(Play(card("4d")))


def test_the_error_survives_pickling_with_its_reason() -> None:
    reason = IllegalReason(K.MUST_FOLLOW, suit=Suit.COPPE, cards=tuple(parse_cards("5c Rc")))
    copy = pickle.loads(pickle.dumps(IllegalActionError(reason)))
    assert isinstance(copy, IllegalActionError)
    assert copy.reason == reason and str(copy) == "must follow coppe: holds 5c Rc"
