"""Words for the player (language.texts): log lines for events, friendly reasons for
refused moves, the one score convention (R5, R6), the end of a match, and the log of
a resumed deal."""

from __future__ import annotations

from dataclasses import replace

from tressette_gui.engine import (
    Card,
    CardPlayed,
    Match,
    MatchEnded,
    MatchResult,
    Play,
    Rules,
    TrickWon,
)
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.ui.language.texts import (
    describe_event,
    end_sentence,
    friendly_reason,
    points_text,
    result_line,
    resumed_lines,
)
from tressette_gui.ui.table.table_state import running_thirds

NAMES = ("Giocatore", "Est", "Nord", "Ovest")


def test_friendly_reasons() -> None:
    assert friendly_reason("must follow coppe: holds Ac 3c") == "You must follow coppe"
    assert friendly_reason("something new") == "something new"


def test_one_score_convention() -> None:  # R5, R6
    assert [points_text(t) for t in (0, 1, 2, 3, 23, 32)] == [
        "0", "\u2153", "\u2154", "1", "7 \u2154", "10 \u2154"]
    assert running_thirds((10, 19), 4, 9, 1) == (10, 19)  # nine tricks: no bonus yet
    assert running_thirds((10, 19), 4, 10, 1) == (10, 22)  # R6: the last trick's point
    assert running_thirds((32, 0), 4, 10, 1) == (35, 0)  # stramazzo: to the 32 thirds
    card = Card.from_code("Ac")
    assert describe_event(TrickWon(0, 3, ((0, card),), 5), NAMES) == (
        "Giocatore takes trick 4 (worth 1 \u2154)")
    assert describe_event(CardPlayed(1, card, None, LeadSignal.BUSSO), NAMES) == (
        "Est plays Ac (busso)")


def test_log_words_a_pile_play_and_the_end_of_the_match() -> None:
    """R3.3: a play from a mazzetti pile says so; R9: the end is a sentence, while
    the demo's ``result:`` line stays as it is (a contract)."""
    names = ("Giocatore", "Avversario")
    played = describe_event(CardPlayed(1, Card.from_code("7d"), 0, None), names)
    assert played == "Avversario plays 7d from a pile"
    one = MatchResult(winner=0, loser=1, points=(13, 4), deals=1, sweeps=((), ()), stake=1,
                      ended_by="target", standings=(1, -1))
    assert describe_event(MatchEnded(one), names) == "Giocatore wins 13\u20134 after 1 deal"
    assert result_line(one, names) == "result: Giocatore 13-4 after 1 deals"
    three = replace(one, winner=1, loser=0, points=(5, 11), deals=3)
    assert end_sentence(three, names) == "Avversario wins 11\u20135 after 3 deals"
    pair = ("Giocatore", "Est", "Nord", "Ovest")
    assert end_sentence(three, pair) == "Est & Ovest win 11\u20135 after 3 deals"


def test_a_resume_tells_where_the_match_stands() -> None:  # R4, R5
    match = Match(Rules.for_variant("tressette"), 7, NAMES)
    seat = match.seat_to_act()
    assert seat is not None
    play = next(a for a in match.legal_actions() if isinstance(a, Play))
    match.apply(play)
    lines = resumed_lines(match)
    assert lines[0].startswith("Deal 1, dealer ")
    assert f"{NAMES[seat]} plays {play.card.code}" in lines
