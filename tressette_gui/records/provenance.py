"""Where a record came from (format version 3): when its match was played and which of
its seats were bots, so a match exported from one history and imported into another
keeps its date and its bots (``docs/record-format.md``, version 3).

The two fields are optional, and only a version-3 record may hold them: the app's own
records (autosave, saved files) are version 2 and say neither; the history's export
writes version 3 with both. The match's own fields are those of version 2, so the
record of a match, and the hash the history recognises it by, do not depend on them.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from ..engine import Match
from ..safe_files import write_atomically
from ..user_files.guarded import show
from .writing import pretty_json, to_record

#: The format version of a record with where it came from.
PROVENANCE_VERSION = 3
#: The optional top-level fields of version 3.
PROVENANCE_FIELDS = ("played_at", "bots")
#: A date as written: UTC, to the second.
_DATE_FORMAT = "%Y-%m-%dT%H:%M:%SZ"
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}Z")
#: A bot level id as written: lower-case letters, digits and '-', up to 20.
_LEVEL = re.compile(r"[a-z][a-z0-9-]{0,19}")


@dataclass(frozen=True, slots=True)
class Provenance:
    """``played_at``: when the match ended (aware, UTC), None when the record does not
    say; ``bots``: per seat, the bot level id that played it or None for a person, None
    when the record does not say (then nothing is known of who was a bot)."""

    played_at: datetime | None = None
    bots: tuple[str | None, ...] | None = None


#: A record that says nothing of when and by whom it was played (versions 1 and 2).
UNKNOWN = Provenance()


def parse_provenance(top: Mapping[str, object], version: int, players: int) -> Provenance:
    """The provenance fields of a record's top-level object ``top`` (of format
    ``version``, ``players`` seats), checked. Raises ValueError with the reason (the
    caller names it a record error): a field in a record older than version 3, a date
    not written ``YYYY-MM-DDTHH:MM:SSZ`` or not a real date (or before 1970), a ``bots``
    that is not a list of one entry per seat, each ``null`` or a level id."""
    present = [key for key in PROVENANCE_FIELDS if key in top]
    if present and version < PROVENANCE_VERSION:
        raise ValueError(f"unknown field {present[0]!r} in a version-{version} record")
    return Provenance(played_at=_date(top["played_at"]) if "played_at" in top else None,
                      bots=_bots(top["bots"], players) if "bots" in top else None)


def save_with_provenance(match: Match, provenance: Provenance,
                         path: str | os.PathLike[str]) -> None:
    """Write the record of ``match`` with ``provenance`` (a version-3 record, its
    fields that are not None) to ``path`` atomically. Raises OSError."""
    write_atomically(Path(path), pretty_json(with_provenance(match, provenance)) + "\n")


def with_provenance(match: Match, provenance: Provenance) -> dict[str, Any]:
    """The version-3 record of ``match`` with the fields of ``provenance`` that are not
    None. Raises ValueError when ``bots`` has not one entry per seat."""
    record = to_record(match)
    record["version"] = PROVENANCE_VERSION
    if provenance.played_at is not None:
        record["played_at"] = provenance.played_at.astimezone(UTC).strftime(_DATE_FORMAT)
    if provenance.bots is not None:
        if len(provenance.bots) != match.rules.players:
            raise ValueError(f"{len(provenance.bots)} seats for {match.rules.players}")
        record["bots"] = list(provenance.bots)
    return record


def _date(value: object) -> datetime:
    if not isinstance(value, str) or not _DATE.fullmatch(value):
        raise ValueError(f"field 'played_at': expected a date like '2026-12-02T14:58:26Z', "
                         f"got {show(value)}")
    try:
        date = datetime.strptime(value, _DATE_FORMAT).replace(tzinfo=UTC)
    except ValueError:
        raise ValueError(f"field 'played_at': no such date {show(value)}") from None
    if date.year < 1970:
        raise ValueError(f"field 'played_at': {show(value)} is before 1970")
    return date


def _bots(value: object, players: int) -> tuple[str | None, ...]:
    if not isinstance(value, list) or len(value) != players:
        raise ValueError(f"field 'bots': expected a list of {players} entries, one per "
                         f"seat, got {show(value)}")
    for entry in value:
        if entry is not None and not (isinstance(entry, str) and _LEVEL.fullmatch(entry)):
            raise ValueError(f"field 'bots': expected null (a person) or a bot level id "
                             f"such as 'intermedio', got {show(entry)}")
    seats: Sequence[str | None] = value
    return tuple(seats)
