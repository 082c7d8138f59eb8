"""The viewer's table and the events still to show on it (no Qt): engine events in,
:class:`~.table_state.Step` values out, one segment at a time.

A batch of events from ``Match.apply`` is cut after each ``DealScored`` and
``MatchEnded`` (:func:`~.steps.split_batch`): the table stops there for the end-of-deal
and end-of-match dialogs. Hot-seat games add the steps that turn the viewer's hand
face down (before the other human's turn, before a summary both read) and up again.
"""

from __future__ import annotations

from dataclasses import replace

from ...engine import DealScored, DealStarted, Declared, Event, MatchEnded, Observation
from .steps import conceal, reveal, split_batch, steps_for
from .table_state import Step, StepKind, TableState, from_observation


class TableFeed:
    """The table as the viewer sees it (:attr:`state`: where the last steps end) and
    the segments of events not shown yet; :attr:`segment` is the one being shown;
    :attr:`declarations`: the deal's ``Declared`` events shown so far (R5)."""

    def __init__(self, state: TableState) -> None:
        self.state = state
        self.declarations: list[Declared] = []
        self.segment: list[Event] = []
        self._pending: list[list[Event]] = []
        self._prelude: list[Step] = []

    def clear(self) -> None:
        """Drop every event not shown yet."""
        self.segment = []
        self._pending = []
        self._prelude = []

    def queue(self, events: list[Event], *, conceal_first: bool = False) -> None:
        """Show ``events`` next (instead of any still pending); with ``conceal_first``
        the viewer's hand turns face down before them (hot-seat: the other human acts
        next)."""
        self._pending = split_batch(events)
        self._prelude = []
        if conceal_first and not self.state.concealed:
            step = conceal(self.state)
            self.state = step.state
            self._prelude = [step]

    @property
    def closing(self) -> bool:
        """True when a segment still to show, or the one being shown, ends a deal or
        the match (a summary or the end of the match comes before the next turn)."""
        return any(isinstance(event, DealScored | MatchEnded)
                   for segment in (self.segment, *self._pending) for event in segment)

    def next_segment(self) -> list[Event] | None:
        """The next segment to show (now :attr:`segment`), None when all are shown."""
        self.segment = self._pending.pop(0) if self._pending else []
        for event in self.segment:
            if isinstance(event, DealStarted):
                self.declarations = []
            elif isinstance(event, Declared):
                self.declarations.append(event)
        return self.segment or None

    def steps(self, final: Observation | None, *, conceal_after: bool = False) -> list[Step]:
        """The steps of :attr:`segment` (see :func:`~.steps.steps_for` for ``final``),
        after the hand turned face down if queued so; with ``conceal_after`` the hand
        then turns face down (a hot-seat summary is for both players)."""
        steps = [*self._prelude, *steps_for(self.state, self.segment, final)]
        self._prelude = []
        if conceal_after:
            steps.append(conceal(steps[-1].state if steps else self.state))
        if steps:
            self.state = steps[-1].state
        return steps

    def cover_steps(self, seated: Observation | None) -> list[Step]:
        """Hot-seat, before the cover goes up: every private card face down, and with
        ``seated`` (the next player's observation, when the players change places) the
        table rebuilt for that seat, the last trick kept."""
        before = self.state
        steps = [] if before.concealed else [conceal(before)]
        if seated is not None:
            moved = from_observation(seated, concealed=True)
            steps = [Step(StepKind.SETTLE, replace(
                moved, last_trick=moved.last_trick or before.last_trick))]
        if steps:
            self.state = steps[-1].state
        return steps

    def reveal_step(self, obs: Observation) -> Step:
        """The cover was pressed: the viewer's hand (``obs``) turns face up."""
        step = reveal(self.state, obs)
        self.state = step.state
        return step
