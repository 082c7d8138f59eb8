"""The levels' descriptions say what the bots do (New match's level tooltips)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from tressette_gui.bots.search.bots import CAMPIONE
from tressette_gui.ui.language.levels import level_description


def test_campione_heads_up_says_what_its_search_does(qapp: QApplication) -> None:
    """Heads-up Campione does not weigh its samples by the plays seen (its Style's
    ``infer_two``), so its two-player description does not claim it reads the
    player's cards; it names its learned a pesca playouts (``learned_pesca``)."""
    two = level_description("campione", 2)
    assert CAMPIONE.learned_pesca and not CAMPIONE.infer_two
    assert "a pesca" in two
    assert "suggest" not in two
    assert "suggest" in level_description("campione", 4)  # four players: it infers
