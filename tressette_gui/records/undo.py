"""Taking back a player's last action against bots, without a peek and without changing
the future (issue 16).

An undo goes back to just before ``seat``'s last action of the running dealing (its last
card played, pile pick-up, pile choice or redeal answer; a declaration made in the same
turn before it stays), undoing the bots' actions after it too. The match is rebuilt
from its record minus the undone actions: every dealing keeps its cards as dealt (the
layout: the hands, the stock's order, the piles, R3), so a card drawn again from the
stock is the same card, and the bots, whose random numbers come from the match and the
place of the decision alone (the app's ``decision_seed``), answer the same action with
the same continuation.

It never reveals anything: an undo is refused when a card shown to ``seat`` since that
action other than by being played to a trick (drawn from the stock, turned up on a
mazzetti pile, shown in a declaration, R3, R5) would be hidden again, that is when the
observation before the action does not show it (a :class:`Revealed`, saying how and by
whom it was shown, so the player is told what happened in this game); and across the
end of a dealing (the next hand is known). Using an undo marks the match unranked
(``undo_used``, R9).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..engine import Card, CardDrawn, Declare, Declared, Event, Match, PileTopRevealed

__all__ = ["Revealed", "Shown", "Undo", "UndoRefusal", "plan_undo", "rebuild"]


class UndoRefusal(Enum):
    """Why no undo is offered now."""

    MATCH_OVER = "match_over"  #: the match is over
    NOTHING = "nothing"  #: the seat has made no action in this dealing yet


class Shown(Enum):
    """How a card was shown since the seat's last action (other than played to a trick)."""

    DRAWN = "drawn"  #: drawn from the stock (Spizzichino, R3.2)
    TURNED_UP = "turned_up"  #: turned up on a mazzetti pile (R3.3)
    DECLARED = "declared"  #: shown in another seat's declaration (R5)


@dataclass(frozen=True, slots=True)
class Revealed:
    """No undo: a card was ``shown`` since the seat's last action by ``seat`` (who drew
    it, whose pile turned it up, who declared it), and undoing would hide it again. The
    first such card in the order of play."""

    shown: Shown
    seat: int


@dataclass(frozen=True, slots=True)
class Undo:
    """An undo that may be made: ``match`` as it was just before ``seat``'s last action
    (a new match object, ``undo_used`` set), and how many actions it takes back
    (``undone``, at least 1: the seat's and the bots' after it)."""

    seat: int
    match: Match
    undone: int


def rebuild(match: Match, keep: int) -> Match:
    """A new match replaying ``match``'s record with only the first ``keep`` actions of
    its last dealing: the same rules, seed, names, first dealer and cards as dealt in
    every dealing (R2, R3); ``hints_used`` and ``undo_used`` as in ``match``. Raises
    ValueError when ``keep`` is out of range (0 to the actions of the last dealing)."""
    actions = match.dealings[-1].actions
    if not 0 <= keep <= len(actions):
        raise ValueError(f"keep must be 0 to {len(actions)}, not {keep}")
    new = Match(match.rules, match.seed, match.names, dealer=match.first_dealer,
                layouts=[d.layout for d in match.dealings])
    for dealing in match.dealings[:-1]:
        for action in dealing.actions:
            new.apply(action)
    for action in actions[:keep]:
        new.apply(action)
    new.hints_used, new.undo_used = match.hints_used, match.undo_used
    return new


def plan_undo(match: Match, seat: int) -> Undo | UndoRefusal | Revealed:
    """The undo of ``seat``'s last action in ``match`` (see the module docstring), or why
    there is none. ``match`` is not changed. Raises ValueError for a seat that is not at
    the table."""
    if not 0 <= seat < match.rules.players:
        raise ValueError(f"no seat {seat} in a {match.rules.players}-player match")
    if match.result is not None:
        return UndoRefusal.MATCH_OVER
    actions = match.dealings[-1].actions
    replay = rebuild(match, 0)
    target: tuple[int, Match] | None = None
    shown: list[list[Event]] = []
    for i, action in enumerate(actions):
        if replay.seat_to_act() == seat and not isinstance(action, Declare):
            target = (i, replay.copy())
            shown = []
        shown.append(replay.apply(action))
    if target is None:
        return UndoRefusal.NOTHING
    index, before = target
    visible = before.observe(seat).visible_cards()
    for events in shown:
        for revealed, cards in _revealed(events, seat):
            if any(card not in visible for card in cards):
                return revealed
    before.undo_used = True
    before.hints_used = match.hints_used
    return Undo(seat, before, len(actions) - index)


def _revealed(events: list[Event], seat: int) -> list[tuple[Revealed, tuple[Card, ...]]]:
    """The cards ``events`` show to ``seat`` other than by a play to a trick, each with
    how and by whom: drawn from the stock, turned up on a pile, shown in another seat's
    declaration (R3, R5)."""
    cards: list[tuple[Revealed, tuple[Card, ...]]] = []
    for event in events:
        if isinstance(event, CardDrawn):
            cards.append((Revealed(Shown.DRAWN, event.seat), (event.card,)))
        elif isinstance(event, PileTopRevealed):
            cards.append((Revealed(Shown.TURNED_UP, event.seat), (event.card,)))
        elif isinstance(event, Declared) and event.seat != seat:
            cards.append((Revealed(Shown.DECLARED, event.seat), event.cards))
    return cards
