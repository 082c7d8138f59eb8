"""Property (issue 2): over random legal games of each variant under random
rule options (R3-R9), the record round trip gives the same result and the same
observations for every seat."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.records.records_support import assert_same, new_match, play_random
from tressette_gui.engine import VARIANTS, Rules
from tressette_gui.records import dumps, loads


@st.composite
def rules_of(draw: st.DrawFn, variant: str) -> Rules:
    """Random valid options for ``variant``, with short matches (R7)."""
    options: dict[str, Any] = {
        "cappotto": draw(st.sampled_from(["count", "wins_match"])),
        "declarations": draw(st.booleans()),
        "declare_drawn": draw(st.booleans()),
        "redeal_under_one_point": draw(st.booleans()),
        "collatondrione": draw(st.booleans()),
        "deal_packet": draw(st.sampled_from([1, 5])),
        "match_end": draw(st.sampled_from(["points", "deals"])),
        "tiebreak": draw(st.sampled_from(["spareggio", "draw"])),
    }
    if options["match_end"] == "points":
        options["target"] = draw(st.integers(1, 21))
        options["vinco_subito"] = draw(st.booleans())
    else:
        options["deals"] = draw(st.integers(1, 3))
    if variant == "tressette":
        options["signals"] = draw(st.booleans())
    return Rules.for_variant(variant, **options)


@pytest.mark.parametrize("variant", VARIANTS)
def test_record_round_trip_over_random_games(variant: str) -> None:
    @settings(max_examples=60, deadline=None, derandomize=True)
    @given(rules=rules_of(variant), seed=st.integers(0, 2**32 - 1),
           steps=st.one_of(st.none(), st.integers(0, 150)), resign=st.booleans())
    def check(rules: Rules, seed: int, steps: int | None, resign: bool) -> None:
        match = new_match(rules, seed)
        play_random(match, random.Random(seed), steps)
        seat = match.seat_to_act()
        if resign and seat is not None:
            match.resign(seat)
        copy = loads(dumps(match))
        assert copy.result == match.result
        assert_same(match, copy)

    check()
