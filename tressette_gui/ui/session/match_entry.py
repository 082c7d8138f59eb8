"""How a match comes onto the table and leaves it: a new match, a match resumed exactly
where it was (the autosave, or the running match as it was before an undo), a stored
match shown in the replay viewer while the running one waits, and a resignation (R10).

The :class:`~.controller.TableController` keeps the table's state machine (its
:class:`~.table_phase.TablePhase`); these entry points drive it through
:meth:`~.controller.TableController.take`, ``show``, ``settle``, ``stop`` and ``clear``.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject

from ...engine import Match
from ..language.log_lines import LogLine, resumed_lines, said
from ..language.seat_names import Who
from ..table.table_state import TableState, from_observation
from .controller import TableController
from .match_setup import MatchSetup
from .replay_timeline import Moment
from .table_phase import TablePhase


class MatchEntry(QObject):
    """The ways a match gets onto ``controller``'s table and off it."""

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller

    def new_match(self, setup: MatchSetup, seed: int, *, practice: bool = False) -> None:
        """Start a match of ``setup`` with ``seed`` (stale bot answers are dropped); the
        log's first line says its number, which deals the same cards again, as a new
        match's or, ``practice``, as the guided practice deal's (not a match: nothing is
        recorded). Raises ValueError for an unknown bot level."""
        match = Match(setup.rules, seed, setup.names)
        state = TableState.empty(
            setup.rules.players, setup.humans[0] if setup.humans else 0,
            concealed=len(setup.humans) > 1, has_stock=setup.rules.variant == "spizzichino")
        first = QT_TRANSLATE_NOOP("Texts", "Practice deal, number %1") if practice \
            else QT_TRANSLATE_NOOP("Texts", "New match, number %1")
        self._controller.take(match, setup, state, lines=(said(first, seed),))
        self._controller.show(list(match.opening_events))

    def resume_match(self, match: Match, setup: MatchSetup, *, undone: bool = False,
                     practice: bool = False) -> None:
        """Go on with ``match`` (e.g. read back from the autosave) exactly where it is:
        the table is built from the viewer's observation (hand, trick under way, piles,
        stock, scores, the deal's declarations, R5) and the match continues with whoever
        is to act, a bot or a human, also mid-trick, in the mazzetti pile choice (R3.3) or
        the redeal question (R7). In a hot-seat game the cover goes up first. ``setup``
        gives the bot levels (its rules and names must be the match's); raises ValueError
        when they are not. ``undone``: the match is the running one before an undo (the
        log goes on as it was, nothing is logged again); ``practice``: the guided practice
        deal, and the log's first line says so."""
        if setup.rules != match.rules or setup.names != match.names:
            raise ValueError("the set-up's rules and names are not the match's")
        obs = match.observe(setup.humans[0] if setup.humans else 0)
        first = QT_TRANSLATE_NOOP("Texts", "Practice deal resumed, number %1") if practice \
            else QT_TRANSLATE_NOOP("Texts", "Match resumed, number %1")
        lines: list[LogLine] = [] if undone else [
            said(first, match.seed),
            *resumed_lines(match, setup.seats())]
        self._controller.take(match, setup, from_observation(
            obs, concealed=len(setup.humans) > 1), declarations=obs.declarations, lines=lines)
        self._controller.settle()

    def start_replay(self, match: Match, moments: list[Moment], seats: Sequence[Who]) -> None:
        """Show the stored ``match`` in the replay viewer (its ``moments``, from
        ``replay_timeline.moments``), who sits at each seat ``seats`` (one per seat, a bot
        worded in the language installed when shown): every hand face up, stepped by the
        controller's
        ``replay``. The match on the table (if any) waits, untouched: its bots are stopped
        and are asked again when it is resumed (:meth:`resume_match`)."""
        controller = self._controller
        controller.clear(TablePhase.REPLAY)
        controller.scene.set_names(seats)
        controller.status.emit("")
        controller.replay.load(match, moments)

    def end_replay(self) -> None:
        """Leave the replay viewer: the table is cleared (resume the waiting match, or
        start another)."""
        if self._controller.replaying:
            self._controller.clear(TablePhase.STOPPED)

    def resign(self) -> None:
        """The human at the table (the viewer) resigns (R10): the match is lost by that
        seat's side (not while the replay viewer shows another match)."""
        controller = self._controller
        match = controller.match
        if match is None or match.result is not None or controller.replaying:
            return
        controller.stop()
        controller.show(match.resign(controller.viewer))
