"""A rematch: the same players and rules again, and the deal goes on passing to the
right from one match to the next (R2).

The new match's number is drawn among those whose lot (R2, ``engine.first_dealer``)
names the seat on the right of the last dealer (``Match.next_match_dealer``), so the
number shown in the log replays the rematch on its own, first dealer included, like
any other match number.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ...engine import Match, first_dealer
from .match_setup import MatchSetup, fresh_seed


def rematch_setup(match: Match, setup: MatchSetup,
                  draw: Callable[[], int] = fresh_seed) -> MatchSetup:
    """``setup`` (the set-up of ``match``) again with a new seed, drawn by ``draw`` until
    its first dealer is ``match.next_match_dealer`` (on average as many draws as seats).
    Raises ValueError when ``setup`` is not ``match``'s (other rules or names)."""
    if setup.rules != match.rules or setup.names != match.names:
        raise ValueError("the set-up's rules and names are not the match's")
    dealer = match.next_match_dealer
    seed = draw()
    while first_dealer(seed, match.rules.players) != dealer:
        seed = draw()
    return replace(setup, seed=seed)
