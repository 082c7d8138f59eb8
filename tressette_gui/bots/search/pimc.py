"""Perfect Information Monte Carlo: value the candidate cards over sampled deals.

Each sample (a full deal consistent with the seat's knowledge, see
:mod:`.sampling`) is played out once per candidate card: with the exact solver
(:mod:`.solver`) when few tricks are left, else with the playout policy
(:mod:`.playout`; in the two-player games with declarations of drawn cards, a
playout that also declares, :mod:`.declarations`; in Spizzichino both stop when
the stock runs out and value the known ending by :mod:`.leaf`). The result per sample and
candidate is the final card thirds of the searching side (R6) and the points it
declares from now on minus the opponent's (R5), from which the bots compute
their utility.

Batches of samples go to the pool of worker processes of :mod:`.workers`, which
run :func:`evaluate_batch`; ``workers=1`` evaluates in the calling process. A
sample's values do not depend on which process evaluated it, so results are the
same for any number of workers.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import DECK_THIRDS, LAST_TRICK_THIRDS
from .declarations import DeclaredState, declaring_playout, settle
from .playout import playout
from .position import Position
from .solver import Solver

#: Thirds shared by the two sides at the end of a deal: 32 of cards and the
#: last trick's 3 (R6).
DEAL_THIRDS = DECK_THIRDS + LAST_TRICK_THIRDS


#: One candidate's value on one sample: (final card thirds of the searching
#: side, last trick included, R6; its declared points from now on minus the
#: opponent's, whole points, R5).
Value = tuple[int, int]


def evaluate(pos: Position, candidates: Sequence[int], side: int, exact: bool,
             declared: list[DeclaredState] | None = None, learned: bool = False) -> list[Value]:
    """The :data:`Value` of each candidate card of the seat to play in ``pos``:
    exact (both sides play perfectly on this sample, no declarations) if
    ``exact``, else by the playout policy, which also declares (R5) when
    ``declared`` gives the seats' declared states (two players,
    :func:`~.declarations.declared_so_far`); ``learned``: the playouts play Campione's
    learned policy in a pesca while the stock lasts (:mod:`.learned`). ``pos`` is
    unchanged."""
    if exact:
        values = Solver().move_values(pos)
        finals = [pos.thirds[0] + values[c] for c in candidates]
        return [(f if side == 0 else DEAL_THIRDS - f, 0) for f in finals]
    start = None if declared is None else settle(pos, declared)
    out = []
    for card in candidates:
        trial = pos.copy()
        trial.play(card)
        if start is None:
            out.append((playout(trial, learned)[side], 0))
        else:
            thirds, points = declaring_playout(trial, start, learned)
            out.append((thirds[side], points[side] - points[1 - side]))
    return out


def evaluate_batch(positions: Sequence[Position], candidates: Sequence[int], side: int,
                   exact_tricks: int,
                   declared: list[DeclaredState] | None = None,
                   learned: bool = False) -> list[list[Value]]:
    """:func:`evaluate` for each position, exact when at most ``exact_tricks`` tricks
    are left (the function the worker processes run)."""
    return [evaluate(p, candidates, side, p.tricks_left <= exact_tricks, declared, learned)
            for p in positions]

