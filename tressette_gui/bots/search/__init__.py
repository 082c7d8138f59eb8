"""Search bots (Esperto, Campione) and the exact double-dummy solver.

Everything here works over a seat's :class:`~tressette_gui.engine.Observation`:
hidden cards are sampled (determinized), never read.

Modules: :mod:`.position` (the compact 40-bit position), :mod:`.solver` (exact
alpha-beta), :mod:`.playout` (the fast playout policy), :mod:`.leaf` (the Spizzichino
ending's estimate where the playouts stop), :mod:`.sampling`
(deals consistent with the seat's knowledge), :mod:`.inference` (Campione's
sample weights), :mod:`.pimc` (valuing cards over samples, worker processes),
:mod:`.ending` (the fully known ending, solved exactly), :mod:`.bots` (the two
levels).

Nothing is imported here, so the rule-based levels may use :mod:`.ending`
without importing the search levels (which use their rules).
"""
