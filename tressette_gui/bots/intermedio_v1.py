"""``intermedio-v1``: the fixed bar later levels are measured against (issue 6).

Why frozen: every stronger level (Esperto, Campione) reports its margin over
Intermedio, and Intermedio itself will keep being tuned. A bar that moves
makes old and new figures incomparable, so ``intermedio-v1`` is Intermedio's
rules with the parameter set they had when first tuned (:data:`V1`), and a
golden test (``tests/bots/test_intermedio_v1.py``) pins its moves on fixed
deals. Whoever changes the rules in :mod:`.intermedio` in a way that breaks
that test must first copy the old rules here (keeping the bar), not update
the golden digest.

Figures at freezing time (duplicate arena, 2,000 pairs, seed 1): +4.06 points
per deal against random legal play (four players, declarations off), +0.72
against Principiante; the full table is in ``benchmarks/bots_strength.py``.
"""

from __future__ import annotations

from .intermedio import Intermedio
from .intermedio_params import Params

#: The parameters of the bar, frozen: do not edit. Every field is written out, so
#: a field added to :class:`Params` later cannot change the bar through its default.
V1 = Params(take_with_honour=1, secure_partner=2, cash_masters=True, keep_assi=True,
            keep_combos=False, strozzo=0, prefer_piles=False, bank_figures=False,
            keep_assi_piles=False, lead_void=False, heads_up_take_with_honour=1,
            solve_ending=False)


def intermedio_v1() -> Intermedio:
    """A bot playing as ``intermedio-v1`` (Intermedio's rules with :data:`V1`)."""
    return Intermedio(V1, name="intermedio-v1")
