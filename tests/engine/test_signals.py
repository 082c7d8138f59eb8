"""R8 signals: busso, striscio, volo; only true ones, only on leads, never in the
first trick, only with four players."""

from __future__ import annotations

import pytest

from tests.engine.engine_positions import deal_from, play, play_first_legal
from tressette_gui.engine import (
    CardPlayed,
    IllegalActionError,
    Play,
    Rules,
    Signal,
    parse_cards,
    true_signals,
)

BUSSO, STRISCIO, VOLO = Signal.BUSSO, Signal.STRISCIO, Signal.VOLO
FOUR = Rules.for_variant("tressette", redeal_under_one_point=False, declarations=False)


@pytest.mark.parametrize(("hand", "card", "signals"), [
    ("3c 5c 6c Rd", "5c", [BUSSO]),  # 3 coppe with a Tre; no striscio on a cartina
    ("3c 5c 6c Rd", "3c", [BUSSO, STRISCIO]),  # leading the honour itself
    ("Ac 2c Rd", "Ac", [STRISCIO]),  # only two: no busso
    ("Rc 5c 6c Rd", "Rc", [STRISCIO]),  # three coppe but no honour: no busso
    ("Rc 5c", "5c", [STRISCIO]),
    ("2c Rd", "2c", [VOLO]),  # last coppa: volo (an honour alone is no busso)
    ("Fc Ad 2d 3d", "Fc", [VOLO]),
    ("Ac Fc Rd", "Fc", []),  # figura while holding the Asso, and not the last: muta only
])
def test_r8_true_signals(hand: str, card: str, signals: list[Signal]) -> None:
    assert true_signals(parse_cards(hand), parse_cards(card)[0]) == signals


def test_r8_signals_offered_on_leads_after_the_first_trick() -> None:
    state = deal_from(FOUR, dealer=3, hands=(
        "3d 3c 5c 6c Ad 7s 6s 5s 4s Rb | 4d Cb 4b 5b 6b 7b Fb 2b Ab 3b"
        " | 5d Rs Cs Fs As 2s 3s 7c Fc Cc | 6d"))
    assert not [a for a in state.legal_actions() if isinstance(a, Play) and a.signal]
    with pytest.raises(IllegalActionError, match="no signals in the first trick"):
        state.apply(Play(parse_cards("3d")[0], signal=VOLO))
    play(state, "3d 4d 5d 6d")
    assert state.turn == 0 and state.trick_number == 1
    signalled = {(a.card.code, a.signal) for a in state.legal_actions()
                 if isinstance(a, Play) and a.signal}
    assert signalled == {("3c", BUSSO), ("3c", STRISCIO), ("5c", BUSSO), ("6c", BUSSO),
                         ("Ad", VOLO), ("Rb", VOLO), ("7s", STRISCIO), ("6s", STRISCIO),
                         ("5s", STRISCIO), ("4s", STRISCIO)}
    with pytest.raises(IllegalActionError, match="busso needs three spade with a Tre, Due"):
        state.apply(Play(parse_cards("7s")[0], signal=BUSSO))
    with pytest.raises(IllegalActionError, match="no striscio leading 5c while holding"):
        state.apply(Play(parse_cards("5c")[0], signal=STRISCIO))
    with pytest.raises(IllegalActionError, match="volo is only for the last card of coppe"):
        state.apply(Play(parse_cards("5c")[0], signal=VOLO))
    events = state.apply(Play(parse_cards("5c")[0], signal=BUSSO))
    assert events == [CardPlayed(0, parse_cards("5c")[0], None, BUSSO)]
    assert state.trick_signal is BUSSO
    # followers never signal
    assert not [a for a in state.legal_actions() if isinstance(a, Play) and a.signal]
    with pytest.raises(IllegalActionError, match="only the leader may signal"):
        state.apply(Play(parse_cards("4b")[0], signal=VOLO))
    play(state, "4b 7c")  # seat 1 void in coppe; seat 2 follows
    play_first_legal(state, tricks=1)
    assert state.tricks[-1].signal is BUSSO and state.trick_signal is None


def test_r8_signals_off() -> None:
    rules = FOUR.replace(signals=False)
    state = deal_from(rules, dealer=3, hands="3d | 4d | 5d | 6d")
    play(state, "3d 4d 5d 6d")
    assert not [a for a in state.legal_actions() if isinstance(a, Play) and a.signal]
    with pytest.raises(IllegalActionError, match="signals are off"):
        state.apply(Play(state.hands[0][0], signal=VOLO))


def test_r8_no_signals_with_two_players() -> None:
    spizz = deal_from(Rules.for_variant("spizzichino"), dealer=1)
    for _ in range(6):
        state_plays = [a for a in spizz.legal_actions() if isinstance(a, Play)]
        assert all(p.signal is None for p in state_plays)
        spizz.apply(state_plays[0])
