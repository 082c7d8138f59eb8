"""Tressette: Tressette for four and Spizzichino (a pesca, a mazzetti) for two.

Packages: ``engine`` (rules, no Qt), ``records`` (game records, replay CLI),
``bots`` (players over observations, no Qt), ``ui`` (the PySide6 table).
"""

__version__ = "0.1.0"
