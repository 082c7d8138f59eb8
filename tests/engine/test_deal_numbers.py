"""The deal number of a match (R7): a dealing voided by a redeal is not a deal of the
match, so the deal dealt again keeps its number, in the events, the observation and
the count that ends a ``deals`` match."""

from __future__ import annotations

from tests.engine.engine_positions import match_from
from tressette_gui.engine import DealScored, DealStarted, Match, Phase, Play, Redeal, Rules

# Dealer 3: seat 0 leads; seats 1 and 3 hold 2 thirds each (they may ask for a new deal).
POOR = "| 4c 5c 6c 7c 4d 5d 6d 7d Fs Cs | | 4b 5b 6b 7b 4s 5s 6s 7s Fb Cb"


def redealt(rules: Rules) -> Match:
    """A match whose first dealing seat 1 voids by asking for a new deal."""
    match = match_from(rules, dealer=3, hands=POOR)
    match.apply(Redeal(True))
    assert len(match.dealings) == 2 and match.deals_played == 0
    return match


def play_on(match: Match) -> list[object]:
    """Play the match to its end: nobody asks for a new deal, first legal plain play."""
    events: list[object] = []
    while match.seat_to_act() is not None:
        if match.deal.phase is Phase.REDEAL:
            events += match.apply(Redeal(False))
            continue
        events += match.apply(next(a for a in match.legal_actions()
                                   if not isinstance(a, Play) or a.signal is None))
    return events


def test_a_redeal_keeps_the_deal_number() -> None:
    match = redealt(Rules.for_variant("tressette", declarations=False))
    assert match.deal_number == 1 and match.dealings[1].number == 1
    assert {match.observe(seat).deal_number for seat in range(4)} == {1}
    events = play_on(match)
    scored = [e.number for e in events if isinstance(e, DealScored)]
    started = [e for e in events if isinstance(e, DealStarted)]
    assert scored[:2] == [1, 2]  # the deal box's number
    assert started and started[0].number == 2  # the next deal is the match's second
    assert [d.number for d in match.dealings if d.actions and d.actions[0] != Redeal(True)
            ][:2] == [1, 2]
    assert match.copy().deal_number == match.deal_number


def test_a_one_deal_match_with_a_redeal_ends_after_one_counted_deal() -> None:
    rules = Rules.for_variant("tressette", declarations=False, match_end="deals", deals=1,
                              tiebreak="draw")
    match = redealt(rules)
    events = play_on(match)
    assert match.result is not None and match.result.deals == 1
    assert not any(isinstance(e, DealStarted) for e in events)
    assert match.deal_number == 1 and match.observe(0).deal_number == 1
