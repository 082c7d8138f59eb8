"""Marks on the table for a human's input, as a plain value (no Qt).

The session's human input makes a :class:`Marks` from the engine's legal actions (the
one source of legality) and the scene draws it (``TableScene.show_marks``): the
viewer's cards that may not be played now are dimmed, the keyboard's choice is
outlined, the hand's cards and own mazzetti pile tops show the keys that play them (the
signals of a lead have keys of their own, :data:`SIGNAL_KEYS`), an
own pile top that may be picked up gets a badge, and in a pile choice the dealt piles
taken are outlined and those chosen for the hand glow (R3.3, R4, R8).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...engine import Card, IllegalReason, Observation, PickUp, Play
from ...engine import Signal as LeadSignal
from .pile_choice import ChoiceStage, PileChoice


@dataclass(frozen=True, slots=True)
class Marks:
    """What is marked on the table; the default marks nothing.

    - ``dimmed``: the viewer's hand cards and pile tops that may not be played now,
      each with the engine's reason (``Match.explain``: shown when the pointer rests on
      the card);
    - ``chosen``: the card the keyboard would play (outlined), else None;
    - ``numbers``: (card, key) of the cards the keyboard reaches (the hand, then own
      mazzetti pile tops), the key that plays each (:func:`card_keys`);
    - ``pickups``: the viewer's mazzetti piles (0 or 1) whose top may be picked up;
    - ``taken``: dealt piles (0-7) taken in a pile choice, not for the hand;
    - ``hand_piles``: dealt piles chosen for the hand;
    - ``pile_numbers``: (dealt pile, key) of the dealt piles a key takes, puts back or
      marks for the hand in a pile choice (:func:`choice_keys`);
    - ``lit``: the viewer's cards that glow: the card a hint suggests, or those a guided
      match's lesson is about.
    """

    dimmed: tuple[tuple[Card, IllegalReason], ...] = ()
    chosen: Card | None = None
    numbers: tuple[tuple[Card, str], ...] = ()
    pickups: tuple[int, ...] = ()
    taken: tuple[int, ...] = ()
    hand_piles: tuple[int, ...] = ()
    pile_numbers: tuple[tuple[int, str], ...] = ()
    lit: tuple[Card, ...] = ()


#: The keys of the viewer's hand cards, left to right: the number row ("0" is the tenth),
#: then letters (a mazzetti hand grows with pick-ups, R3.3; a player holds 20 cards at most).
HAND_KEYS = "1234567890ABCDEFGHIJ"
#: The keys of the viewer's own mazzetti piles (R3.3), by pile (left, right): letters of
#: their own, so a pile keeps its key while the hand grows or shrinks.
PILE_KEYS = "MN"
#: Every key that plays a card.
KEYS = HAND_KEYS + PILE_KEYS
#: The modifier that, held with a pile's :data:`PILE_KEYS` letter, takes that pile's top
#: into the hand instead of playing it (R3.3: the key its pick-up badge shows).
PICK_UP_MODIFIER = "Shift"
#: The keys that choose the signal of the human's next lead (R8), each the signal's
#: initial (the words are the same in Italian). Signals are for four players, whose hands
#: (10 cards) show keys 1-9 and 0 only; a key that shows a card plays that card first.
SIGNAL_KEYS = {"B": LeadSignal.BUSSO, "S": LeadSignal.STRISCIO, "V": LeadSignal.VOLO}
#: The keys of the control bar's buttons, each shown on its button: letters that no card
#: (:data:`KEYS`) nor signal (:data:`SIGNAL_KEYS`) has. The redeal question's answers
#: (R7): R asks for a new deal, K keeps the hand.
REDEAL_KEYS = {True: "R", False: "K"}
#: The mazzetti pile choice's buttons (R3.3): P puts the piles back, O takes them.
PILE_CHOICE_KEYS = {"again": "P", "confirm": "O"}
#: The declarations offered in one turn, in the order of their buttons (R5: at most seven
#: at once, four napole and three of the honour ranks).
DECLARE_KEYS = "XYZWQLTU"


def card_keys(obs: Observation) -> tuple[tuple[Card, str], ...]:
    """(card, key) of the cards the keyboard reaches, in :func:`keyboard_cards` order:
    the hand's cards with :data:`HAND_KEYS` in turn, own mazzetti pile tops with the
    :data:`PILE_KEYS` letter of their pile (R3.3)."""
    return (*zip(obs.hand, HAND_KEYS, strict=False),
            *((top, PILE_KEYS[pile]) for top, pile in _tops(obs)))


def keyboard_cards(obs: Observation) -> tuple[Card, ...]:
    """The cards the keyboard reaches, in key order: the viewer's sorted hand left to
    right, then the face-up tops of the viewer's own mazzetti piles (R3.3)."""
    return (*obs.hand, *(top for top, _ in _tops(obs)))


def _tops(obs: Observation) -> list[tuple[Card, int]]:
    """(top, pile) of the viewer's own mazzetti piles with a face-up top (R3.3)."""
    own = obs.piles[obs.seat] if obs.piles else ()
    return [(view.top, pile) for pile, view in enumerate(own) if view.top is not None]


def playable(obs: Observation, signal: LeadSignal | None) -> frozenset[Card]:
    """The cards the viewer may play now with ``signal`` (R8; it counts only on a lead),
    from the engine's legal actions (R3.3, R4)."""
    lead = signal if not obs.trick else None
    return frozenset(a.card for a in obs.legal_actions
                     if isinstance(a, Play) and a.signal == lead)


def first_choice(obs: Observation, selected: int, signal: LeadSignal | None) -> int:
    """Where the keyboard's choice starts a turn: ``selected`` (an index of
    :func:`keyboard_cards`) when that card may be played with ``signal``, else the first
    card that may; ``selected`` kept in range when none may."""
    cards = keyboard_cards(obs)
    allowed = playable(obs, signal)
    if 0 <= selected < len(cards) and cards[selected] in allowed:
        return selected
    return next((i for i, card in enumerate(cards) if card in allowed),
                min(max(selected, 0), max(len(cards) - 1, 0)))


def turn_marks(obs: Observation, selected: int, signal: LeadSignal | None,
               explain: Callable[[Play], IllegalReason]) -> Marks:
    """The marks of a human's turn to play (``obs`` of that seat, phase PLAY): cards
    not :func:`playable` with ``signal`` dimmed with the reason ``explain`` gives for
    playing each (``Match.explain``), the card at ``selected`` of
    :func:`keyboard_cards` chosen, key numbers on those cards, pick-up badges (R3.3,
    R4, R8)."""
    allowed = playable(obs, signal)
    lead = signal if not obs.trick else None
    plays = [Play(card, None, lead) for card in obs.hand]
    plays += [Play(top, pile, lead) for top, pile in _tops(obs)]
    cards = keyboard_cards(obs)
    return Marks(
        dimmed=tuple((p.card, explain(p)) for p in plays if p.card not in allowed),
        chosen=cards[selected] if 0 <= selected < len(cards) else None,
        numbers=card_keys(obs),
        pickups=tuple(a.pile for a in obs.legal_actions if isinstance(a, PickUp)))


def pick_up_key(pile: int) -> str:
    """The key that takes the top of the viewer's mazzetti ``pile`` (0 or 1) into the
    hand (R3.3), as a key sequence's text ("Shift+M"): :data:`PICK_UP_MODIFIER` with the
    pile's :data:`PILE_KEYS` letter."""
    return f"{PICK_UP_MODIFIER}+{PILE_KEYS[pile]}"


def choice_keys(choice: PileChoice) -> tuple[tuple[int, str], ...]:
    """(dealt pile, key) of a pile choice (R3.3): the free piles, left to right as the
    table lays them, have :data:`HAND_KEYS` "1".."8" in turn (the dealer's 4: "1".."4"),
    the key that clicks the pile (:meth:`PileChoice.click`)."""
    return tuple(zip(choice.free, HAND_KEYS, strict=False))


def choice_marks(choice: PileChoice) -> Marks:
    """The marks of a pile choice in progress (R3.3): the piles taken outlined, those
    for the hand glowing instead; each pile a key may click shows that key
    (:func:`choice_keys`): every free pile while taking, the taken ones after."""
    numbers = tuple((pile, key) for pile, key in choice_keys(choice)
                    if choice.stage is ChoiceStage.TAKE or pile in choice.taken)
    return Marks(taken=tuple(p for p in choice.taken if p not in choice.hand),
                 hand_piles=choice.hand, pile_numbers=numbers)
