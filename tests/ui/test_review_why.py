"""The review's why (a newcomer's playtest): the reason given for the best choice tells
it from the card played, on built positions; never "to take the trick" when the card
played took it too, never "keeping the Cavallo" when the card played keeps it as well."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication

from tests.analysis.test_reasons import VOID_ON_SURE
from tests.bots.bot_positions import position
from tressette_gui.analysis import ActionValue, Evaluation, Method, Reason, ReasonKind, reasons_for
from tressette_gui.analysis.review import DecisionReview, telling_reason
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.engine import Card, Match, Play, parse_cards
from tressette_gui.ui.language.analysis_words import decision_text

K = ReasonKind


def value(match: Match, card: str) -> ActionValue:
    """The choice of playing ``card`` now, with its reasons (its value does not matter)."""
    seat = match.seat_to_act()
    assert seat is not None
    obs = match.observe(seat)
    play = Play(Card.from_code(card))
    return ActionValue(play, 0.0, tuple(reasons_for(obs, Knowledge.from_observation(obs), play)))


#: Seat 3 plays last to a trick of lisci in denari: any denari it holds takes it surely.
LAST = ("4d 4c 5c 6c 7c Fc Cc Rc 3b 2b | 5d 4s 5s 6s 7s Fs Cs Rs 3s 2s | "
        "6d Ab 4b 5b 6b 7b Fb Cb Rb As | 2d Rd 7d 3c 2c Ac")


def test_both_take_the_trick_so_the_best_keeps_the_stronger_card() -> None:
    """Trick 1: played the Due di denari, the best the Re di denari: both take the trick
    (R4), so the why is the Due kept for later, the card the Due's play spends."""
    match = position("tressette", LAST, "4d, 5d, 6d")
    best, chosen = value(match, "Rd"), value(match, "2d")
    assert best.reasons[0].kind is K.TAKES and chosen.reasons[0].kind is K.TAKES
    assert telling_reason(best, chosen) == Reason(K.SAVES, tuple(parse_cards("Rd 2d")))
    assert telling_reason(value(match, "7d"), value(match, "Rd")) == Reason(
        K.SAVES, tuple(parse_cards("7d Rd")))
    # a weaker card played does not make the stronger best one "keep" anything
    assert telling_reason(value(match, "2d"), value(match, "7d")) is None


def test_taking_tells_from_a_card_that_does_not_take() -> None:
    match = position("tressette", "4d 4c 5c 6c 7c Fc Cc Rc 3b 2b | 5d 4s 5s 6s 7s Fs Cs Rs "
                     "3s 2s | Ad Ab 4b 5b 6b 7b Fb Cb Rb As | 2d Rd 3c 2c Ac",
                     "4d, 5d, Ad")
    # seat 3 follows an opponent's Asso: the Due takes it, the Re only gives a figure
    best, chosen = value(match, "2d"), value(match, "Rd")
    assert chosen.reasons[0].kind is K.GIVES
    assert telling_reason(best, chosen) == Reason(K.TAKES, tuple(parse_cards("2d Ad")))


def test_keeping_a_card_tells_only_when_the_card_played_spends_it() -> None:
    """Spizzichino a pesca, a lead: the Sei di denari keeps the Cavallo for later; the Tre
    di coppe played keeps it too, so that is no reason (the Sei, worth nothing, gives less
    away: that is); the Cavallo played spends it."""
    match = position("spizzichino", "3c 6d Cd 4s 5s 6s 7s 4b 5b 6b | 4c 5c")
    best = value(match, "6d")
    assert best.reasons[0] == Reason(K.SAVES, tuple(parse_cards("6d Cd")))
    assert telling_reason(best, value(match, "3c")) == Reason(K.LEADS, (Card.from_code("6d"),))
    assert telling_reason(best, value(match, "Cd")) == best.reasons[0]


def test_a_liscio_on_the_partners_sure_trick_tells_the_card_it_keeps() -> None:
    """The playtest's guided deal (shot09): the Cinque di spade best on the partner's sure
    trick keeps the very card put on it instead (the Fante di coppe), not the Asso; a
    Cinque di denari played keeps as much: nothing tells them apart."""
    match = position("tressette", VOID_ON_SURE, "6c,5c,7c,4c, 4b,7b,Fb,Cb, 5b,3b,4d")
    best = value(match, "5s")
    assert best.reasons[0] == Reason(K.SPARES, tuple(parse_cards("5s 3b Ac")))
    assert telling_reason(best, value(match, "Fc")) == Reason(
        K.SPARES, tuple(parse_cards("5s 3b Fc")))
    assert telling_reason(best, value(match, "5d")) is None


def review(match: Match, best: str, other: str, played: str | None = None) -> DecisionReview:
    """A decision at ``match`` where ``other`` loses a point against ``best``, and
    ``played`` (``other`` unless given) was played."""
    values = (replace(value(match, best), thirds=10.0), replace(value(match, other), thirds=7.0))
    evaluation = Evaluation(0, values, Method.SOLVED_SAMPLES, 8)
    return DecisionReview(1, 0, 0, 0, Play(Card.from_code(played or other)), evaluation, None)


def test_the_best_card_played_keeps_its_main_reason() -> None:
    """Nothing to tell apart when the card played is the best: its main reason (the
    analysis command's why column)."""
    decision = review(position("tressette", LAST, "4d, 5d, 6d"), "Rd", "2d", played="Rd")
    assert decision.lost == 0 and decision.why == Reason(K.TAKES, (Card.from_code("Rd"),))


def test_the_decision_line_gives_the_telling_reason(qapp: QApplication) -> None:
    """The replay viewer's line, both playtest cases."""
    taken = review(position("tressette", LAST, "4d, 5d, 6d"), "Rd", "2d")
    assert decision_text(taken) == (
        "Trick 1: played the Due di denari. Best: play the Re di denari (keeping the Due "
        "for later). Points lost: 1, mistake.")
    kept = review(position("spizzichino", "3c 6d Cd 4s 5s 6s 7s 4b 5b 6b | 4c 5c"), "6d", "3c")
    assert decision_text(kept) == ("Trick 1: played the Tre di coppe. Best: play the Sei di "
                                   "denari (worth nothing if it is taken). Points lost: 1, "
                                   "mistake.")


#: The newcomer's playtest of session 12, trick 1: South leads with Asso, Re and Cinque
#: of spade, three coppe, three bastoni and a lone Cinque di denari.
SINGLETON = ("2b 2c 3c 5d 5s 6b Ab Ac As Rs | 4d 4c 5c 6c 7c Fc Cc Rc 3b 4b | "
             "6d 7d Fd Cd Rd 3d 2d Ad 5b 7b | 4s 6s 7s Fs Cs 3s 2s Fb Cb Rb")


def test_a_lead_from_the_long_suit_tells_from_a_lone_card() -> None:
    """The playtest's line had no why: the Re keeps the Asso for later, and so does the
    lone Cinque di denari played. The Re comes from a long suit, the Cinque does not."""
    decision = review(position("tressette", SINGLETON), "Rs", "5d")
    assert decision.why == Reason(K.LEADS_LONG, (Card.from_code("Rs"),), count=3)
    assert decision_text(decision) == (
        "Trick 1: played the Cinque di denari. Best: play the Re di spade (from the long "
        "suit of 3 cards). Points lost: 1, mistake.")


def test_a_plain_lead_does_not_tell_by_giving_more_away() -> None:
    """The Cavallo (a third of a point) gives more away than the Cinque (nothing): that
    is no reason for the Cavallo, though the two leads' worth differ (R1)."""
    match = position("spizzichino", "Cs 4s 5d 6d Fc 4c 4b 5b 6b 7b | 3s 2s As Rs")
    assert telling_reason(value(match, "Cs"), value(match, "5d")) is None


def test_every_line_with_points_lost_has_a_why(qapp: QApplication) -> None:
    """Two plain leads of the same worth: nothing in the cards tells them apart, so the
    line says what the analysis found."""
    match = position("spizzichino", "Cs 4s 5d 6d Fc 4c 4b 5b 6b 7b | 3s 2s As Rs")
    decision = review(match, "Fc", "Cs")
    assert decision.why is None
    assert decision_text(decision) == (
        "Trick 1: played the Cavallo di spade. Best: play the Fante di coppe (it scores "
        "more on average, from what could be seen). Points lost: 1, mistake.")


def test_a_plain_lead_tells_by_what_it_gives_away() -> None:
    """Two plain leads (R1): a cartina tells from a Cavallo, two figures do not."""
    match = position("spizzichino", "Cs 4s 5d 6d Fc 4c 4b 5b 6b 7b | 3s 2s As Rs")
    cinque, cavallo, fante = value(match, "5d"), value(match, "Cs"), value(match, "Fc")
    assert [v.reasons[0].kind for v in (cinque, cavallo, fante)] == [K.LEADS] * 3
    assert telling_reason(cinque, cavallo) == cinque.reasons[0]
    assert telling_reason(fante, cavallo) is None
