"""Words for the player (language.texts): log lines for events, friendly reasons for
refused moves, the one score convention (R5, R6), the end of a match, and the log of
a resumed deal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QApplication

from tressette_gui.engine import (
    Card,
    CardPlayed,
    EndedBy,
    IllegalActionError,
    IllegalKind,
    IllegalReason,
    Match,
    MatchEnded,
    MatchResult,
    Play,
    Rules,
    Suit,
    TrickWon,
    parse_cards,
    thirds_with_last_trick,
)
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.log_lines import resumed_lines
from tressette_gui.ui.language.seat_names import typed
from tressette_gui.ui.language.texts import (
    card_name,
    describe_event,
    end_sentence,
    friendly_reason,
    points_text,
    result_line,
)

NAMES = ("Giocatore", "Est", "Nord", "Ovest")


@pytest.mark.parametrize(("reason", "words"), [
    (IllegalReason(IllegalKind.MUST_FOLLOW, suit=Suit.COPPE, cards=tuple(parse_cards("Ac 3c"))),
     "You must follow coppe"),
    (IllegalReason(IllegalKind.FALSE_BUSSO, suit=Suit.DENARI),
     "Busso needs three cards of denari, one of them a Tre, Due or Asso"),
    (IllegalReason(IllegalKind.FALSE_STRISCIO_LAST, suit=Suit.SPADE),
     "Striscio needs another card of spade after this one"),
    (IllegalReason(IllegalKind.FALSE_STRISCIO_HONOUR, card=Card.from_code("4b"),
                   suit=Suit.BASTONI),
     "No striscio with this card while you hold a Tre, Due or Asso of bastoni"),
    (IllegalReason(IllegalKind.FALSE_VOLO, suit=Suit.COPPE),
     "Volo is only for your last card of coppe"),
    (IllegalReason(IllegalKind.NO_SIGNAL_FIRST_TRICK), "No signals in the first trick"),
    (IllegalReason(IllegalKind.ANSWER_REDEAL_FIRST, seat=2), "Answer the redeal question first"),
    (IllegalReason(IllegalKind.MATCH_OVER), "The match is over"),
    # a kind the table does not word itself: the engine's sentence
    (IllegalReason(IllegalKind.NOT_IN_HAND, card=Card.from_code("Ac")), "Ac is not in the hand"),
])
def test_friendly_reasons_by_kind(reason: IllegalReason, words: str) -> None:  # R4, R7, R8
    assert friendly_reason(reason) == words


def test_real_engine_refusals_are_worded() -> None:  # R4, R10
    """Refusals the engine really raises, not made by hand: a card that does not
    follow suit, and any action once the match is over."""
    match = Match(Rules.for_variant("tressette"), 7, NAMES)
    while True:
        obs = match.observe(match.seat_to_act() or 0)
        led = obs.trick[0][1].suit if obs.trick else None
        wrong = [c for c in obs.hand if led is not None and c.suit is not led
                 and any(h.suit is led for h in obs.hand)]
        if wrong:
            break
        match.apply(match.legal_actions()[0])
    with pytest.raises(IllegalActionError) as refused:
        match.apply(Play(wrong[0]))
    assert led is not None
    assert friendly_reason(refused.value.reason) == f"You must follow {led.italian}"
    match.resign(0)
    with pytest.raises(IllegalActionError) as over:
        match.apply(Play(wrong[0]))
    assert friendly_reason(over.value.reason) == "The match is over"


def test_one_score_convention() -> None:  # R5, R6
    assert [points_text(t) for t in (0, 1, 2, 3, 23, 32)] == [
        "0", "\u2153", "\u2154", "1", "7 \u2154", "10 \u2154"]
    # the table's running deal is the engine's (R6): the last trick's point once taken
    assert thirds_with_last_trick((10, 19), None) == (10, 19)  # tricks remain: no bonus yet
    assert thirds_with_last_trick((10, 19), 1) == (10, 22)  # R6: the last trick's point
    assert thirds_with_last_trick((32, 0), 1) == (35, 0)  # stramazzo: to the 32 thirds
    card = Card.from_code("Ac")
    assert describe_event(TrickWon(0, 3, ((0, card),), 5), NAMES) == (
        "Giocatore takes trick 4 (worth 1 \u2154)")
    assert describe_event(CardPlayed(1, card, None, LeadSignal.BUSSO), NAMES) == (
        "Est plays Asso di coppe (Busso)")


@pytest.mark.parametrize(("language", "line"), [
    ("en", "Giocatore takes trick 5 (worth 2)"),
    ("it", "Giocatore vince la 5\u00aa presa (vale 2)")])
def test_the_trick_line_names_the_trick_not_a_count(qapp: QApplication, language: str,
                                                     line: str) -> None:
    """From the Italian playtest: "fa la presa 5" read as a fifth trick taken while the
    table said "prese: 4"; the line says which trick of the deal it is."""
    install_translator(qapp, language)
    try:
        assert describe_event(TrickWon(0, 4, ((0, Card.from_code("Ac")),), 6), NAMES) == line
    finally:
        install_translator(qapp, "en")


def test_log_words_a_pile_play_and_the_end_of_the_match() -> None:
    """R3.3: a play from a mazzetti pile says so; R9: the end is a sentence, while
    the demo's ``result:`` line stays as it is (a contract)."""
    names = ("Giocatore", "Avversario")
    played = describe_event(CardPlayed(1, Card.from_code("7d"), 0, None), names)
    assert played == "Avversario plays Sette di denari from a pile"
    one = MatchResult(winner=0, loser=1, points=(13, 4), deals=1, sweeps=((), ()), stake=1,
                      ended_by=EndedBy.TARGET, standings=(1, -1))
    assert describe_event(MatchEnded(one), names) == "Giocatore wins 13\u20134 after 1 deal"
    assert result_line(one, names) == "result: Giocatore 13-4 after 1 deals"
    three = replace(one, winner=1, loser=0, points=(5, 11), deals=3)
    assert end_sentence(three, names) == "Avversario wins 11\u20135 after 3 deals"
    pair = ("Giocatore", "Est", "Nord", "Ovest")
    assert end_sentence(three, pair) == "Est & Ovest win 11\u20135 after 3 deals"
    resigned = replace(three, winner=None, ended_by=EndedBy.RESIGN, standings=(-3, 0))
    assert end_sentence(resigned, pair) == "Giocatore & Nord resign, 5\u201311 after 3 deals"
    assert end_sentence(replace(resigned, deals=1), names) == (
        "Giocatore resigns, 5\u201311 after 1 deal")  # R10: nobody's win


def test_a_resume_tells_where_the_match_stands() -> None:  # R4, R5
    match = Match(Rules.for_variant("tressette"), 7, NAMES)
    seat = match.seat_to_act()
    assert seat is not None
    play = next(a for a in match.legal_actions() if isinstance(a, Play))
    match.apply(play)
    lines = [line.text() for line in resumed_lines(match, typed(match.names))]
    assert lines[0].startswith("Deal 1, dealer ")
    assert f"{NAMES[seat]} plays {card_name(play.card)}" in lines
