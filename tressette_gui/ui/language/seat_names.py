"""Who sits at each seat, as typed values worded only when shown (issue 15): a name a
player typed (or a match record holds) stays as it is; a bot the app named by its level
and compass point is worded in the language installed when shown ("Expert (East)" in
English, "Esperto (Est)" in Italian), so the table and the replay viewer name it again
after a live language switch. No shown name is ever read back into a value.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .default_names import default_names, localized
from .levels import SeatLevels, bot_name, compass_name


@dataclass(frozen=True, slots=True)
class TypedName:
    """A name as typed (a person's, or a name the match record holds): never
    translated."""

    name: str

    def text(self) -> str:
        """The name as it is."""
        return self.name

    def short(self) -> str:
        """The name as it is: a typed name has no other form."""
        return self.name


@dataclass(frozen=True, slots=True)
class BotName:
    """A bot named by the app: of ``level`` (a key of ``bots.LEVELS``) at compass
    ``point`` (0 South, 1 East, 2 North, 3 West, R2's turn order) of a
    ``players``-seat naming (2: the level's name alone; see ``levels.bot_name``)."""

    level: str
    point: int
    players: int

    def text(self) -> str:
        """The bot's fixed name in the language installed now."""
        return bot_name(self.level, self.point, self.players)

    def short(self) -> str:
        """The name in a narrow room: the compass point alone at a four-seat table
        ("East": the bots of one level stay apart), else :meth:`text` (the level)."""
        return compass_name(self.point) if self.players == 4 else self.text()


@dataclass(frozen=True, slots=True)
class DefaultName:
    """A seat the app named by its default name (``default_names``: "East", "North"...)
    in a ``players``-seat game (4 or 2), worded in the language installed when shown."""

    seat: int
    players: int

    def text(self) -> str:
        """The seat's default name in the language installed now."""
        return default_names(self.players)[self.seat]

    def short(self) -> str:
        """The default name: already short ("East")."""
        return self.text()


#: A seat's player as the table names it.
Who = TypedName | BotName | DefaultName


def typed(names: Sequence[str]) -> tuple[Who, ...]:
    """Each of ``names`` as typed (:class:`TypedName`)."""
    return tuple(TypedName(name) for name in names)


def table_seats(names: Sequence[str], levels: Sequence[str | None]) -> tuple[Who, ...]:
    """The seats of a match whose players are ``names`` and ``levels`` (a bot level id,
    or None for a person, per seat; of equal length), as the app names them: a bot by
    its level and seat (:class:`BotName`, the New match dialog's and the history's
    rule), a person by the name typed. Raises ValueError for lengths that differ."""
    return tuple(TypedName(name) if level is None else BotName(level, seat, len(names))
                 for seat, (name, level) in enumerate(zip(names, levels, strict=True)))


def default_seats(player: str, players: int) -> tuple[Who, ...]:
    """The seats of a ``players``-seat game (4 or 2) whose player at seat 0 is
    ``player`` and whose other seats have their default names (:class:`DefaultName`):
    ``player`` as typed, unless it is seat 0's default name in a shipped language (then
    that default name, worded when shown too). Raises KeyError for another number of
    players."""
    shown = localized((player, *default_names(players)[1:]))[0]
    first: Who = DefaultName(0, players) if shown == default_names(players)[0] \
        else TypedName(player)
    return (first, *(DefaultName(seat, players) for seat in range(1, players)))


def seat_levels(seats: Sequence[Who]) -> SeatLevels:
    """The bot level of each of ``seats``: a :class:`BotName`'s level, None for a name
    typed or a default name (whatever the name says)."""
    return tuple(who.level if isinstance(who, BotName) else None for who in seats)


def texts(seats: Sequence[Who]) -> tuple[str, ...]:
    """The seats' names in the language installed now, seat by seat."""
    return tuple(who.text() for who in seats)
