"""The humans at the table: who it is drawn for, the hot-seat cover between two humans'
turns, and whether a human's input may act now.

The table shows only the :class:`Observation` of its *viewer*: the human against bots
(or seat 0 in a demo), or in a hot-seat game the human whose turn it is. Between two
humans' turns every private card goes face down and the cover goes up with the next
player's name; pressing it turns that player's cards up (R3, R5: drawn cards, pile tops
and declarations stay public). The :class:`~.controller.TableController` decides when
(its :class:`~.table_phase.TablePhase`); this module does it on the scene.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QApplication

from ...engine import Match
from ..language.texts import tr
from ..table.animation import AnimationDirector
from ..table.hotseat_cover import uncover_hint
from ..table.table_feed import TableFeed
from ..table.table_scene import TableScene
from ..table.table_state import Step
from .bot_player import BotPlayer
from .match_setup import MatchSetup
from .table_phase import TablePhase


class Seating(QObject):
    """The seat the table is drawn for (:attr:`viewer`) and, when two humans share the
    screen (:attr:`shared`), the cover on ``scene`` between their turns. ``bots`` tell
    which seats are not human; ``director``: the animation a click skips.

    Signals: ``coverShown(str)`` when the cover goes up for the named player;
    ``status(str)`` for the status line (why the input is not open)."""

    coverShown = Signal(str)
    status = Signal(str)

    def __init__(self, scene: TableScene, director: AnimationDirector, bots: BotPlayer,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._director = director
        self._bots = bots
        self.viewer = 0
        self.shared = False

    def seat(self, setup: MatchSetup, viewer: int) -> None:
        """A match of ``setup`` comes onto the table, drawn for ``viewer`` (a seat)."""
        self.shared = len(setup.humans) > 1
        self.viewer = viewer

    def other_human_next(self, match: Match) -> bool:
        """Hot-seat: True when the next seat to act is a human other than the viewer
        (the viewer's hand must go face down before anything else is shown)."""
        seat = match.seat_to_act()
        return self.shared and seat is not None and not self._bots.plays(seat) \
            and seat != self.viewer

    def wants_cover(self, seat: int, feed: TableFeed) -> bool:
        """Hot-seat: True when the human of ``seat``, to act now, must first press the
        cover (another player sits down, or the viewer's own hand on ``feed`` is face
        down)."""
        return self.shared and (seat != self.viewer or feed.state.concealed)

    def cover(self, seat: int, match: Match, feed: TableFeed) -> list[Step]:
        """Hot-seat: turn every private card down, seat the player of ``seat`` at the
        bottom (the new viewer), and put up the cover with that player's name; returns
        the steps that show it (from ``feed``)."""
        seated = None
        if seat != self.viewer:
            self.viewer = seat
            self._scene.clear_cards()
            seated = match.observe(seat)
        steps = feed.cover_steps(seated)
        name = match.names[seat]
        self._scene.cover.cover(name)
        self.coverShown.emit(name)
        return steps

    def cover_early(self, match: Match) -> None:
        """Hot-seat: the turn passes to the other human of ``match``: put up the cover
        with that player's name now, while the trick and the draws still move behind
        it (the viewer's hand went face down first)."""
        seat = match.seat_to_act()
        assert seat is not None
        name = match.names[seat]
        self._scene.cover.cover(name)
        self.coverShown.emit(name)

    def uncover(self, match: Match, feed: TableFeed) -> Step:
        """The cover was pressed: it goes; returns the step that turns the viewer's
        cards up."""
        self._scene.cover.uncover()
        return feed.reveal_step(match.observe(self.viewer))

    def input_open(self, phase: TablePhase) -> bool:
        """True when a human's input may act in ``phase``: no modal dialog, no hot-seat
        cover (the status says how to lift it), nothing moving (a click skips the
        animation instead), the human's turn (else the status says to wait). Never while
        the replay viewer shows a match."""
        if QApplication.activeModalWidget() is not None or phase is TablePhase.REPLAY:
            return False
        if phase is TablePhase.COVERED or self._scene.cover.isVisible():
            self.status.emit(uncover_hint())
            return False
        if self._director.busy:  # the next turn is not the viewer's (HumanInput.play_card)
            self._director.skip()
            self.status.emit(tr("Wait for your turn"))
            return False
        if phase is not TablePhase.HUMAN:
            self.status.emit(tr("Wait for your turn"))
            return False
        return True
