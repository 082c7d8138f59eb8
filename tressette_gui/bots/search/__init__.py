"""Search bots (Esperto, Campione) and the exact double-dummy solver.

Everything here works over a seat's :class:`~tressette_gui.engine.Observation`:
hidden cards are sampled (determinized), never read (DESIGN.md section 3).
"""
