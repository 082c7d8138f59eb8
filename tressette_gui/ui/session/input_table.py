"""What a human's input at the table needs of the table's controller: the
:class:`Table` protocol that :class:`~.human_input.HumanInput` hands actions to and
asks about the turn (the controller implements it)."""

from __future__ import annotations

from typing import Protocol

from ...engine import Action, IllegalReason, Observation


class Table(Protocol):
    """What the human input needs of the table's controller."""

    @property
    def covered(self) -> bool:
        """True while the hot-seat cover is up: it waits to be pressed, or it went up
        early, while the last cards still move behind it."""

    @property
    def waiting_for_human(self) -> bool:
        """True while a human's action is awaited (and nothing animates)."""

    def observation(self) -> Observation | None:
        """What the viewer may see now."""

    def input_open(self) -> bool:
        """True when a human's input may act now (else the status says why)."""

    def apply_human(self, action: Action) -> bool:
        """Apply ``action`` for the viewer; False (status says why) when refused."""

    def explain(self, action: Action) -> IllegalReason:
        """Why ``action`` is not legal now, without trying it (``Match.explain``)."""

    def upcoming(self) -> Observation | None:
        """While the cards still move before the viewer's own turn: that turn's
        observation; else None."""

    def uncover(self) -> None:
        """Press the hot-seat cover."""

    def skip_animation(self) -> None:
        """Finish the running animation at once."""
