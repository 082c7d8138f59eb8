"""Marks on the table for a human's input, as a plain value (no Qt).

The session's human input makes a :class:`Marks` from the engine's legal actions (the
one source of legality) and the scene draws it (``TableScene.show_marks``): the
viewer's cards that may not be played now are dimmed, the keyboard's choice is
outlined, the hand's cards show their number keys, an own mazzetti pile top that may
be picked up gets a badge, and in a pile choice the dealt piles taken are outlined and
those chosen for the hand glow (R3.3, R4, R8).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card, Observation, PickUp, Play
from ...engine import Signal as LeadSignal
from .pile_choice import PileChoice


@dataclass(frozen=True, slots=True)
class Marks:
    """What is marked on the table; the default marks nothing.

    - ``dimmed``: the viewer's hand cards and pile tops that may not be played now;
    - ``chosen``: the hand card the keyboard would play (outlined), else None;
    - ``numbers``: (card, key) of the hand's cards, the key that plays each;
    - ``pickups``: the viewer's mazzetti piles (0 or 1) whose top may be picked up;
    - ``taken``: dealt piles (0-7) taken in a pile choice, not for the hand;
    - ``hand_piles``: dealt piles chosen for the hand.
    """

    dimmed: frozenset[Card] = frozenset()
    chosen: Card | None = None
    numbers: tuple[tuple[Card, str], ...] = ()
    pickups: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()
    hand_piles: tuple[int, ...] = ()


def position_key(index: int) -> str:
    """The number key that plays the card at 0-based ``index`` of the sorted hand,
    left to right as shown: "1".."9", then "0" for the tenth, "" beyond."""
    return str((index + 1) % 10) if index < 10 else ""


def turn_marks(obs: Observation, selected: int, signal: LeadSignal | None) -> Marks:
    """The marks of a human's turn to play (``obs`` of that seat, phase PLAY): cards
    not playable with ``signal`` (R8; only on a lead) dimmed, the card at ``selected``
    chosen, number keys on the hand, pick-up badges (R3.3, R4)."""
    lead = signal if not obs.trick else None
    playable = {a.card for a in obs.legal_actions if isinstance(a, Play) and a.signal == lead}
    tops = [v.top for v in obs.piles[obs.seat] if v.top is not None] if obs.piles else []
    return Marks(
        dimmed=frozenset(c for c in (*obs.hand, *tops) if c not in playable),
        chosen=obs.hand[selected] if 0 <= selected < len(obs.hand) else None,
        numbers=tuple((card, position_key(i)) for i, card in enumerate(obs.hand)),
        pickups=tuple(a.pile for a in obs.legal_actions if isinstance(a, PickUp)))


def choice_marks(choice: PileChoice) -> Marks:
    """The marks of a pile choice in progress (R3.3): the piles taken outlined, those
    for the hand glowing instead."""
    return Marks(taken=tuple(p for p in choice.taken if p not in choice.hand),
                 hand_piles=choice.hand)
