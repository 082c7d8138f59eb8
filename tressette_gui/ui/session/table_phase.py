"""What the table is doing: one explicit phase of the
:class:`~.controller.TableController` (no Qt)."""

from __future__ import annotations

from enum import Enum


class TablePhase(Enum):
    """What the table is doing; a new input mode is a new phase, not a new flag."""

    STOPPED = "stopped"  #: no match yet, or the controller was shut down
    SHOWING = "showing"  #: the director animates a batch of events
    BOT = "bot"  #: a bot thinks, or its move waits for the readable pause
    HUMAN = "human"  #: a human's action is awaited (the turn's input: HumanInput)
    COVERED = "covered"  #: hot-seat: the cover waits to be pressed
    SUMMARY = "summary"  #: the end-of-deal summary is open: the controller's ``resume``
    OVER = "over"  #: the match is over
    REPLAY = "replay"  #: the replay viewer steps through a stored match
