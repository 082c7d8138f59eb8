"""A deal's layout must put the 40 cards where the variant deals them (R3)."""

from __future__ import annotations

import pytest

from tressette_gui.engine import Layout, Rules, check_layout, deal_layout, shuffled_deck

DECK = shuffled_deck(1, 0)


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])
def test_dealt_layouts_are_valid(variant: str) -> None:
    """R3: what deal_layout deals passes the check for every variant."""
    rules = Rules.for_variant(variant)
    check_layout(deal_layout(DECK, rules, 0), rules)


@pytest.mark.parametrize(("variant", "layout", "message"), [
    # R3.2: spizzichino has a stock of 20 and no piles.
    ("spizzichino", Layout((tuple(DECK[:10]), tuple(DECK[10:20])), tuple(DECK[20:35]),
                           (tuple(DECK[35:]),)), "stock of 20"),
    ("spizzichino", Layout((tuple(DECK[:10]), tuple(DECK[10:20])), tuple(DECK[20:]),
                           ((),)), "deals no piles"),
    # R3.1: no stock with four players.
    ("tressette", Layout((tuple(DECK[:10]), tuple(DECK[10:20]), tuple(DECK[20:30]),
                          tuple(DECK[30:38])), tuple(DECK[38:])), "stock of 0"),
    # R3.3: mazzetti deals 8 piles of 5 and no hands.
    ("mazzetti", Layout(((tuple(DECK[:5])), ()), (),
                        tuple(tuple(DECK[5 * i:5 * i + 5]) for i in range(1, 8))), "piles"),
    ("tressette", Layout((tuple(DECK[:10]),) * 4), "40 cards once"),
])
def test_misplaced_cards_are_refused(variant: str, layout: Layout, message: str) -> None:
    """R3: a layout with cards in the wrong places is refused with the reason."""
    with pytest.raises(ValueError, match=message):
        check_layout(layout, Rules.for_variant(variant))
