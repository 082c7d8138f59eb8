"""The replay viewer's input mode (issue 15): a stored match's :class:`Moment` list
played on the real table, one step forward (animated at the chosen speed) or back, or
a jump to any moment, a deal or a trick (shown at once). The controller owns it and is
in its ``REPLAY`` phase meanwhile (:meth:`~.match_entry.MatchEntry.start_replay`).
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...engine import Match
from ..table.animation import AnimationDirector
from ..table.table_state import Step, StepKind
from .replay_timeline import Moment


class ReplayPlayer(QObject):
    """Steps through :attr:`moments` of :attr:`match` on ``director``'s table.

    Signals: ``moved(int)`` when the position changes (before the table moves: the
    window shows the log and the controls of that moment); ``shown(int)`` when the table
    has finished moving there.
    """

    moved = Signal(int)
    shown = Signal(int)

    def __init__(self, director: AnimationDirector, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._director = director
        self._match: Match | None = None
        self._moments: list[Moment] = []
        self._position = 0
        self._active = False
        director.idle.connect(self._idle)

    @property
    def match(self) -> Match | None:
        """The match replayed, None when none is loaded."""
        return self._match

    @property
    def moments(self) -> list[Moment]:
        """Every moment of the match, in order."""
        return self._moments

    @property
    def position(self) -> int:
        """The index of the moment shown."""
        return self._position

    @property
    def moment(self) -> Moment:
        """The moment shown. Raises IndexError when none is loaded."""
        return self._moments[self._position]

    def load(self, match: Match, moments: list[Moment]) -> None:
        """Show the first moment of ``match`` (its ``moments``, not empty)."""
        self._match, self._moments, self._active = match, moments, True
        self.go_to(0)

    def stop(self) -> None:
        """Leave the replay: nothing more is shown."""
        self._active = False

    # --------------------------------------------------------------- moving
    def step(self, delta: int) -> bool:
        """One moment forward (``delta`` 1: its steps animate; a running animation is
        finished first) or any number of moments back or forward (shown at once).
        False at either end (nothing moves)."""
        target = self._position + delta
        if not self._active or not 0 <= target < len(self._moments) or delta == 0:
            return False
        if delta != 1:
            self.go_to(target)
            return True
        self._position = target
        self.moved.emit(target)
        self._director.run(self._moments[target].steps)
        return True

    def go_to(self, index: int) -> None:
        """Show moment ``index`` (clamped to the moments) at once."""
        if not self._active:
            return
        self._position = max(0, min(index, len(self._moments) - 1))
        self.moved.emit(self._position)
        self._director.run([Step(StepKind.SETTLE, self.moment.state)])

    def deals(self) -> list[int]:
        """The deals of the match, numbered as the match counts them (1-based: a deal
        dealt again after a redeal keeps its number, R7)."""
        return sorted({m.deal for m in self._moments})

    def deal_start(self, deal: int) -> int:
        """The index of the first moment of deal ``deal`` (its cards first dealt, before
        a redeal if one was asked for). Raises ValueError for a deal the match does not
        have."""
        for index, moment in enumerate(self._moments):
            if moment.deal == deal:
                return index
        raise ValueError(f"no deal {deal} in the match")

    def dealing_start(self, dealing: int) -> int:
        """The index of the first moment of dealing ``dealing`` of the record (1-based,
        voided ones counted, as the analysis places its decisions). Raises ValueError
        for a dealing the match does not have."""
        for index, moment in enumerate(self._moments):
            if moment.dealing == dealing:
                return index
        raise ValueError(f"no dealing {dealing} in the match")

    def tricks(self, deal: int) -> int:
        """How many tricks were taken in deal ``deal``."""
        return max((m.trick for m in self._moments if m.deal == deal), default=0)

    def trick_start(self, deal: int, trick: int) -> int:
        """The index of the moment where trick ``trick`` (1-based) of deal ``deal`` is
        about to be played: the deal dealt (the last time, after a redeal) for the first,
        else the trick before taken. Raises ValueError for a trick the deal does not
        have."""
        if 1 <= trick <= self.tricks(deal):
            played = max(m.dealing for m in self._moments if m.deal == deal)
            for index, moment in enumerate(self._moments):
                if moment.dealing == played and moment.trick == trick - 1:
                    return index
        raise ValueError(f"no trick {trick} in deal {deal}")

    def _idle(self) -> None:
        if self._active:
            self.shown.emit(self._position)
