"""The players' default names, in the interface's language: "Player" for the human at
seat 0 and, in turn order (R2), "East", "North" (the partner) and "West" with four
players or "Opponent" with two; the Italian catalogue gives Giocatore, Est, Nord, Ovest
and Avversario.

A default name kept from before (the settings hold the last names chosen) is one of
the seat's default names in any shipped language: :func:`localized` shows it in the
language installed now; a name the player typed stays as typed.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .i18n import every_translation

#: The context of the default names in the catalogue.
_CONTEXT = "DefaultNames"
#: Seat 0's default name (the human).
_PLAYER = QT_TRANSLATE_NOOP("DefaultNames", "Player")
#: The other seats' default names by number of players, seat 1 onwards in turn order.
_OTHERS = {4: (QT_TRANSLATE_NOOP("DefaultNames", "East"),
               QT_TRANSLATE_NOOP("DefaultNames", "North"),
               QT_TRANSLATE_NOOP("DefaultNames", "West")),
           2: (QT_TRANSLATE_NOOP("DefaultNames", "Opponent"),)}


def _sources(players: int) -> tuple[str, ...]:
    """The English default names of a ``players``-player game (4 or 2), seat by seat;
    raises KeyError for another number."""
    return tuple(str(name) for name in (_PLAYER, *_OTHERS[players]))


def default_names(players: int) -> tuple[str, ...]:
    """The default names of a ``players``-player game (4 or 2) in the language installed,
    seat by seat; raises KeyError for another number of players."""
    return tuple(QCoreApplication.translate("DefaultNames", source)  # i18n: marked above
                 for source in _sources(players))


def localized(names: Sequence[str]) -> tuple[str, ...]:
    """``names`` (one per seat, 4 or 2) with each seat's default name, written in any
    shipped language, in the language installed now; other names as they are."""
    defaults = default_names(len(names))
    return tuple(default if name in every_translation(_CONTEXT, source) else name
                 for name, source, default in zip(names, _sources(len(names)), defaults,
                                                  strict=True))
