"""The log's lines as typed values, worded only when shown: the log keeps the values and
words them again in the language just installed, so a language switch re-words every
line already written.

- :class:`EventLine`: an engine event of a match (``texts.describe_event``), its players
  as typed values (``seat_names``);
- :class:`Said`: a sentence of the "Texts" context with its values (a match number, a
  name, a bot's error text), made by :func:`said`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from ...engine import DealStarted, Event, Match
from ...records import replay, to_record
from .seat_names import Who, seat_levels, texts
from .texts import describe_event, fill


class LogLine(Protocol):
    """A line of the log: :meth:`text` words it in the language installed now."""

    def text(self) -> str:
        """The line in the language installed."""
        ...


@dataclass(frozen=True, slots=True)
class EventLine:
    """``event`` of a match whose players are ``seats`` (public information only; a bot
    the app named is worded in the language installed, ``seat_names``)."""

    event: Event
    seats: tuple[Who, ...]

    def text(self) -> str:
        """The event worded by ``texts.describe_event``."""
        return describe_event(self.event, texts(self.seats), seat_levels(self.seats)) or ""


@dataclass(frozen=True, slots=True)
class Said:
    """The English ``source`` sentence of the "Texts" context, its %1, %2... filled with
    ``args`` as they are (numbers, names, error texts); ``count`` (>= 0) picks the plural
    form of a sentence with %n and fills it, -1 for a sentence without."""

    source: str
    args: tuple[object, ...] = ()
    count: int = -1

    def text(self) -> str:
        """The sentence translated (in the plural form of ``count``), then filled."""
        source, count = self.source, self.count
        text = QCoreApplication.translate("Texts", source, "", count)  # i18n: marked above
        return fill(text, *self.args)


def said(source: object, *args: object, count: int = -1) -> Said:
    """A :class:`Said` line; ``source`` is marked where it is written with
    ``QT_TRANSLATE_NOOP("Texts", "...")`` (which PySide6 types ``object``), so the
    translation scanner finds it; ``count``: see :class:`Said`."""
    return Said(str(source), args, count)


def event_lines(events: Iterable[Event], seats: Sequence[Who]) -> list[EventLine]:
    """A line for each of ``events`` that the log words (see ``describe_event``), the
    players named by ``seats``."""
    names, seats = texts(seats), tuple(seats)
    return [EventLine(event, seats) for event in events
            if describe_event(event, names, seat_levels(seats)) is not None]


def resumed_lines(match: Match, seats: Sequence[Who]) -> list[EventLine]:
    """The log of the deal under way in ``match``, rebuilt for a resume: the match's
    game record replayed (``records.replay``) and each event of the running deal, from
    its ``DealStarted``, worded as during play (:func:`event_lines`: plays, draws,
    pick-ups, declarations, tricks, R3-R8; public events only), the players named by
    ``seats``."""
    events = replay(to_record(match))[1]
    start = max(i for i, event in enumerate(events) if isinstance(event, DealStarted))
    return event_lines(events[start:], seats)
