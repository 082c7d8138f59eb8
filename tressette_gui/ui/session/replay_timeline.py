"""A stored match as the replay viewer steps through it (issue 15), no Qt: the match is
played again through the engine from its record, and every event that changes the
table (a play with its signal, a trick taken, a card drawn, a pile top turned or picked
up, a declaration, a redeal answer, a deal scored, a new deal) becomes one
:class:`Moment`: the table with every hand face up after it, the animation steps that
lead there from the moment before, its log lines and where it is in the match.

The last moment of each action ends with the engine's own table (a SETTLE step made
from the observation and every hand), so the viewer can never drift from the engine.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine import (
    DealScored,
    DealStarted,
    Declared,
    Event,
    Match,
    PileTopRevealed,
    TrickWon,
)
from ..language.log_lines import EventLine, event_lines
from ..language.seat_names import Who, typed
from ..table.steps import Hands, steps_for
from ..table.table_state import Step, StepKind, TableState, open_table


@dataclass(frozen=True, slots=True)
class Moment:
    """One step of the replay.

    - ``steps``: the animation from the previous moment's table to ``state``;
    - ``state``: the table after it, every hand face up (seen from seat 0);
    - ``lines``: its log lines (public events, worded as during play, in the language
      installed when shown: a typed ``EventLine`` each, worded again on a switch);
    - ``deal``: the number of the deal it belongs to, as the match counts its deals
      (the deal dealt again after a redeal keeps its number, R7); ``dealing``: the
      dealing it belongs to in the record (1-based, voided ones counted); ``trick``: the
      tricks taken so far in that dealing;
    - ``actions``: the actions of the record applied so far; ``settled``: the moment
      ends an action (its table is the engine's after those actions);
    - ``declarations``: the dealing's declarations so far (R5); ``scored``: the deals
      scored so far (R6).
    """

    steps: tuple[Step, ...]
    state: TableState
    lines: tuple[EventLine, ...]
    deal: int
    dealing: int
    trick: int
    actions: int
    settled: bool
    declarations: tuple[Declared, ...]
    scored: int


def hands_of(match: Match) -> Hands:
    """Every seat's hand in ``match`` now, sorted as observations sort them."""
    return tuple(match.observe(seat).hand for seat in range(match.rules.players))


def replay_table(match: Match) -> TableState:
    """The table of ``match`` now with every hand face up, seen from seat 0: what the
    replay viewer shows after the same actions (the tests compare the two)."""
    return open_table(match.observe(0), hands_of(match))


def moments(match: Match, seats: Sequence[Who] | None = None) -> list[Moment]:
    """The moments of a ``match`` (finished or not), from the first deal dealt to its
    last event: it is played again from its dealings (the cards as dealt, the actions)
    and its resignation (R10). The first moment is the first deal. The log lines name
    the seats by ``seats`` (who sits at each, ``language.seat_names``), by default the
    match's names as they are."""
    again = Match(match.rules, match.seed, match.names, dealer=match.first_dealer,
                  layouts=[dealing.layout for dealing in match.dealings])
    builder = _Builder(match.rules.players, typed(match.names) if seats is None else seats,
                       match.rules.variant == "spizzichino")
    builder.add(list(again.opening_events), again, 0)
    done = 0
    for dealing in match.dealings:
        for action in dealing.actions:
            events = again.apply(action)
            done += 1
            builder.add(events, again, done)
    if match.resigned is not None:
        builder.add(again.resign(match.resigned), again, done)
    return builder.moments


class _Builder:
    """Collects the moments of a match event by event."""

    def __init__(self, players: int, seats: Sequence[Who], has_stock: bool) -> None:
        self.seats = seats
        self.state = replace(TableState.empty(players, 0, has_stock=has_stock),
                             open_hands=((),) * players)
        self.moments: list[Moment] = []
        self.deal = self.dealing = self.trick = self.scored = 0
        self.declarations: tuple[Declared, ...] = ()

    def add(self, events: list[Event], match: Match, actions: int) -> None:
        """The moments of one action's ``events`` (``match`` is after them)."""
        final, hands = match.observe(0), hands_of(match)
        groups: list[list[Event]] = []
        for event in events:  # a pile top turned up goes with the play that showed it
            if groups and isinstance(event, PileTopRevealed):
                groups[-1].append(event)
            else:
                groups.append([event])
        for number, group in enumerate(groups, start=1):
            last = number == len(groups)
            steps = steps_for(self.state, group, final, hands=hands, settle=last)
            for event in group:
                self._count(event)
            if steps:
                self.state = steps[-1].state
            self.moments.append(Moment(
                steps=tuple(steps) or (Step(StepKind.SETTLE, self.state),),
                state=self.state,
                lines=tuple(event_lines(group, self.seats)),
                deal=self.deal, dealing=self.dealing, trick=self.trick, actions=actions,
                settled=last, declarations=self.declarations, scored=self.scored))

    def _count(self, event: Event) -> None:
        if isinstance(event, DealStarted):
            self.deal, self.trick, self.declarations = event.number, 0, ()
            self.dealing += 1
        elif isinstance(event, TrickWon):
            self.trick += 1
        elif isinstance(event, Declared):
            self.declarations = (*self.declarations, event)
        elif isinstance(event, DealScored):
            self.scored += 1
