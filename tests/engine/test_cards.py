"""R1: the 40 cards, their notation, trick strength and value in thirds."""

from __future__ import annotations

import pytest

from tressette_gui.engine import CARDS, Card, CardParseError, Rank, Suit, parse_cards, sort_key


def test_r1_forty_cards_with_codes_that_round_trip() -> None:
    codes = [c.code for c in CARDS]
    assert len(set(codes)) == 40
    assert all(Card.from_code(code) is card for code, card in zip(codes, CARDS, strict=True))
    assert [repr(c) for c in parse_cards("Ac 3d Cs Rb")] == ["Ac", "3d", "Cs", "Rb"]


def test_r1_card_is_suit_times_ten_plus_rank() -> None:
    card = Card.from_code("3d")
    assert (card.suit, card.rank, int(card)) == (Suit.DENARI, Rank.TRE, 19)
    assert Card.of(Rank.CAVALLO, Suit.SPADE) == Card.from_code("Cs")
    assert Suit.BASTONI.italian == "bastoni" and Suit.BASTONI.code == "b"


def test_r1_trick_strength_high_to_low() -> None:
    strength = sorted(parse_cards("4c 5c 6c 7c Fc Cc Rc Ac 2c 3c"), reverse=True)
    assert " ".join(c.code for c in strength) == "3c 2c Ac Rc Cc Fc 7c 6c 5c 4c"


def test_r1_values_in_thirds_and_the_deck_holds_32() -> None:
    assert [c.thirds for c in parse_cards("Ac 3c 2c Rc Cc Fc 7c 6c 5c 4c")] == [
        3, 1, 1, 1, 1, 1, 0, 0, 0, 0]
    assert sum(c.thirds for c in CARDS) == 32
    assert [r for r in Rank if r.is_honour] == [Rank.ASSO, Rank.DUE, Rank.TRE]


def test_r1_sort_key_is_suit_then_strength() -> None:
    cards = sorted(parse_cards("4d Ac 3d 2c Rb"), key=sort_key)
    assert " ".join(c.code for c in cards) == "2c Ac 3d 4d Rb"


def test_r1_parse_cards_takes_tokens_too() -> None:
    assert parse_cards(["Ac", "Rb"]) == parse_cards("Ac Rb")
    assert parse_cards("") == []


@pytest.mark.parametrize(("token", "names"), [
    ("ac", "'ac'"),  # suit and rank are case-sensitive
    ("AC", "'AC'"),
    ("1c", "'1c'"),
    ("Ax", "'Ax'"),
    ("10c", "'10c'"),
    ("A", "'A'"),
])
def test_r1_bad_token_raises_an_error_naming_it(token: str, names: str) -> None:
    with pytest.raises(CardParseError, match=names):
        parse_cards(f"Ac {token} 3d")


def test_r1_bad_codes_of_suit_and_rank_name_the_code() -> None:
    with pytest.raises(CardParseError, match=r"'x'.*c d s b"):
        Suit.from_code("x")
    with pytest.raises(CardParseError, match=r"'1'.*A 2 3"):
        Rank.from_code("1")
    with pytest.raises(CardParseError, match="expected rank code"):
        Card.from_code(7)  # type: ignore[arg-type]
