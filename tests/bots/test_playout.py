"""The playout policy's heads-up rules (two players, R1, R3, R4) on compact
positions."""

from __future__ import annotations

from tressette_gui.bots.search.playout import choose
from tressette_gui.bots.search.position import Position, mask_of
from tressette_gui.engine import parse_cards


def cards(codes: str) -> list[int]:
    return [int(c) for c in parse_cards(codes)]


def heads_up(mine: str, theirs: str, led: str = "", stock: str = "") -> Position:
    """Seat 0 to play ``mine`` against ``theirs``; ``led``: seat 1's card led."""
    trick = cards(led)
    return Position([mask_of(cards(mine)), mask_of(cards(theirs))], 1 if trick else 0,
                    trick=trick, stock=cards(stock))


def card(code: str) -> int:
    return cards(code)[0]


def test_the_tre_waits_for_an_asso_while_cards_are_to_come() -> None:
    """R1, R3.2: a Fante led is taken by the Re, not the Tre; a liscio led, with
    only the Tre above it, gets a liscio while the stock lasts."""
    stock = "4b 5b"
    assert choose(heads_up("3c Rc 4c 5d", "6d 7d 6b", "Fc", stock)) == card("Rc")
    assert choose(heads_up("3c 4c 5d", "6d 7d 6b", "5c", stock)) == card("4c")


def test_an_asso_led_is_taken_even_with_the_tre() -> None:
    """R1: the Asso's three thirds are worth the Tre."""
    assert choose(heads_up("3c 4c 5d", "6d 7d 6b", "Ac", "4b 5b")) == card("3c")


def test_with_nothing_to_come_a_point_is_taken_by_the_tre() -> None:
    """R3.2: stock empty, a Fante led: the Tre takes it."""
    assert choose(heads_up("3c 4c 5d", "6d 7d", "Fc")) == card("3c")


def test_leads_the_cheapest_card_while_cards_are_to_come() -> None:
    """The Tre is a sure winner but waits; a liscio of the longest suit leads."""
    pos = heads_up("3c Fc 4d 5d 4s", "6d 7d 6b 7b 4b", stock="Cb Rb")
    assert choose(pos) == card("4d")
    assert choose(heads_up("3c Fc 4d 5d 4s", "6d 7d 6b 7b 4b")) == card("3c")


def test_discards_the_cheapest_card() -> None:
    """R4: void in coppe, a liscio goes, not the Asso or the Re."""
    assert choose(heads_up("Ad Rs 4b", "6d 7d", "3c", "Cb Rb")) == card("4b")
