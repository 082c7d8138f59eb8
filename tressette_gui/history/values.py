"""Typed values of the history shared by its parts and given to the UI: who sat at a
seat, a stored player, and a seat's outcome."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..engine import MatchResult


class Outcome(Enum):
    """How a match ended for one seat's side (R7, R9, R10)."""

    WON = "won"
    LOST = "lost"
    DRAWN = "drawn"
    #: The other side resigned: lost for them, never a win for anyone (R10).
    OPPONENT_RESIGNED = "opponent_resigned"

    @staticmethod
    def of(result: MatchResult, side: int) -> Outcome:
        """The outcome of ``result`` for ``side`` (0: seats 0 and 2, 1: seats 1 and 3)."""
        if result.winner == side:
            return Outcome.WON
        if result.loser == side:
            return Outcome.LOST
        return Outcome.DRAWN if result.loser is None else Outcome.OPPONENT_RESIGNED


class PlayerKind(Enum):
    """What a stored player is: a local profile, a bot level, or a name from an
    imported record (a guest)."""

    PROFILE = "profile"
    BOT = "bot"
    GUEST = "guest"


@dataclass(frozen=True, slots=True)
class Player:
    """A player of the history.

    - ``id``: the player's number in the database;
    - ``kind``: profile, bot or guest;
    - ``name``: a profile's name (its last name once deleted), a guest's name from the
      record; for a bot the level id (the UI shows the level's translated name);
    - ``colour``: a profile's colour as ``#rrggbb``, None otherwise;
    - ``level``: a bot's level id (a key of ``bots.FACTORIES``), None otherwise;
    - ``deleted``: a deleted profile (its matches are kept, under this name).
    """

    id: int
    kind: PlayerKind
    name: str
    colour: str | None = None
    level: str | None = None
    deleted: bool = False


@dataclass(frozen=True, slots=True)
class ProfileSeat:
    """A seat played by the local profile ``profile_id``."""

    profile_id: int


@dataclass(frozen=True, slots=True)
class BotSeat:
    """A seat played by a bot of ``level`` (a key of ``bots.FACTORIES``)."""

    level: str


@dataclass(frozen=True, slots=True)
class GuestSeat:
    """A seat played by someone known only by ``name`` (an imported record's players)."""

    name: str


#: Who sat at a seat of a stored match.
SeatPlayer = ProfileSeat | BotSeat | GuestSeat
