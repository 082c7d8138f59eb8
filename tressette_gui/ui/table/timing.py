"""How fast the table moves: the animation speeds and the durations of each kind of
step, in milliseconds at speed "normal" (no Qt: the settings and the command line
read the speeds too)."""

from __future__ import annotations

from .table_state import StepKind

#: Speed setting -> factor on every duration ("off": no animation at all).
SPEEDS: dict[str, float] = {"slow": 1.8, "normal": 1.0, "fast": 0.4, "off": 0.0}

#: Flight time (ms) of the cards moving in a step, by kind.
MOVE_MS: dict[StepKind, int] = {
    StepKind.PLAY: 380, StepKind.WINNER: 150, StepKind.COLLECT: 450, StepKind.CLEAR: 350,
    StepKind.DEAL: 260, StepKind.DRAW: 400, StepKind.SHOW: 350, StepKind.HIDE: 300,
    StepKind.NOTE: 150, StepKind.MOVE: 300, StepKind.SETTLE: 200,
}
#: Time (ms) a step holds still after its cards moved, by kind (0 when absent); a
#: drawn card (R3.2) stays face up in the middle long enough to read it.
HOLD_MS: dict[StepKind, int] = {
    StepKind.WINNER: 750, StepKind.SHOW: 1300, StepKind.DRAW: 1100, StepKind.NOTE: 700,
}
#: Shortest time (ms) a step that shows cards to read holds still at any animated
#: speed ("fast" too): a drawn card (R3.2) and a declaration's cards (R5).
READ_MS: dict[StepKind, int] = {StepKind.DRAW: 900, StepKind.SHOW: 1200}
#: Time (ms) between two cards of a deal leaving the dealer.
DEAL_INTERVAL_MS = 45
#: Fade-in time (ms) of a card appearing.
APPEAR_MS = 80


def hold_ms(kind: StepKind, factor: float) -> int:
    """How long (ms) a step of ``kind`` holds still at the speed ``factor`` (of
    :data:`SPEEDS`, above 0): :data:`HOLD_MS` scaled, but never below its
    :data:`READ_MS`; 0 for a kind that does not hold."""
    return max(round(HOLD_MS.get(kind, 0) * factor), READ_MS.get(kind, 0))
