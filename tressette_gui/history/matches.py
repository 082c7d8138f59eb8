"""Storing matches: a finished match from the app, an imported record, the export of a
stored one, and recomputing every derived value from the stored records.

Each write is one transaction: a match is stored whole (record, seats, derived rows) or
not at all. The stored record is never edited; its derived columns are (see
:mod:`.facts`).
"""

from __future__ import annotations

import json
import os
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..bots import FACTORIES
from ..engine import Match
from ..records import (
    RECORD_SEEDS,
    Provenance,
    RecordError,
    from_record,
    provenance_of,
    save_with_provenance,
)
from .connection import transaction
from .facts import MatchFacts, UnfinishedMatchError, facts_of_match, facts_of_record
from .players import player_id
from .profiles import from_timestamp, timestamp
from .values import BotSeat, GuestSeat, ProfileSeat, SeatPlayer

#: The ids a stored match can have (SQLite's positive INTEGER rowids): a number outside
#: this range names no match (and cannot even be compared in SQLite).
_IDS = range(1, 2**63)


class UnknownMatchError(LookupError):
    """No stored match has this id."""

    def __init__(self, match_id: int) -> None:
        super().__init__("no such match in the history")
        self.match_id = match_id


@dataclass(frozen=True, slots=True)
class Imported:
    """An imported record: stored as match ``match_id``; ``new`` is False when the same
    match was already stored (then nothing was written)."""

    match_id: int
    new: bool


class Matches:
    """The stored matches of one history database (``conn``, see :mod:`.connection`)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def store(self, match: Match, seats: Sequence[SeatPlayer], *,
              played_at: datetime | None = None) -> int:
        """Store a finished or resigned ``match`` played by ``seats`` (one per seat, in
        seat order) at ``played_at`` (aware; now when None); return its number. A match
        whose ``hints_used`` or ``undo_used`` is set is unranked (R9); its record says so.
        Profiles seated become the last used.

        Raises :class:`.UnfinishedMatchError` when the match is not over, ValueError
        for a wrong number of seats or an unknown bot level, :class:`.ProfileError` for an
        unknown or deleted profile, ``records.RecordError`` if its record does not read
        back (an engine bug), sqlite3.Error when the database cannot be written.
        """
        if len(seats) != match.rules.players:
            raise ValueError(f"{match.rules.variant} has {match.rules.players} seats, "
                             f"got {len(seats)} players")
        facts = facts_of_match(match)
        with transaction(self._conn):
            return self._insert(facts, seats, timestamp(played_at), "app")

    def import_record(self, data: object, played_at: datetime | None = None) -> Imported:
        """Store the record ``data`` (a parsed JSON value, e.g. from
        ``records.read_json``), dated when the record says its match was played (format
        version 3, as the history's :meth:`export` writes it), else at ``played_at``
        (now when None). A seat the record says a bot played is that bot level's; a
        person's seat is the profile of exactly that name when one exists (not deleted),
        else a guest of that name (a record older than version 3 does not tell bots:
        every seat is then a person's). It is ranked unless the record says hints or undo
        were used (R9; a version-1 record does not say: ranked). A record already stored
        (the same match, byte for byte once rewritten) is not stored again.

        Raises ``records.RecordError`` for a malformed or illegal record or a bot level
        this program does not know, :class:`.UnfinishedMatchError` for a match not
        over; nothing is stored then.
        """
        facts = facts_of_record(data)
        origin = provenance_of(data)
        bots = origin.bots or (None,) * len(facts.names)
        unknown = [level for level in bots if level is not None and level not in FACTORIES]
        if unknown:
            raise RecordError(f"field 'bots': unknown bot level {unknown[0]!r}")
        when = origin.played_at or played_at
        with transaction(self._conn):
            found = self._conn.execute("SELECT id FROM matches WHERE record_sha256 = ?",
                                       (facts.sha256,)).fetchone()
            if found is not None:
                return Imported(int(found[0]), new=False)
            seats = [BotSeat(level) if level is not None else self._person(name)
                     for name, level in zip(facts.names, bots, strict=True)]
            return Imported(self._insert(facts, seats, timestamp(when), "import"), new=True)

    def _person(self, name: str) -> ProfileSeat | GuestSeat:
        """The seat of a person named ``name`` in an imported record: the profile of
        exactly that name (not deleted), else a guest."""
        row = self._conn.execute("SELECT id FROM players WHERE kind = 'profile' AND NOT "
                                 "deleted AND name = ?", (name,)).fetchone()
        return ProfileSeat(int(row[0])) if row is not None else GuestSeat(name)

    def count(self) -> int:
        """How many matches are stored."""
        return int(self._conn.execute("SELECT count(*) FROM matches").fetchone()[0])

    def numbers(self) -> dict[int, int]:
        """The match number (the record's ``seed``, what the app shows as the match's
        number) of every stored match, by id."""
        return {int(match_id): int(seed) for match_id, seed in self._conn.execute(
            "SELECT match_id, json_extract(text, '$.seed') FROM records")}

    def with_number(self, number: int) -> list[int]:
        """The ids of the stored matches whose match number is ``number``, oldest stored
        first: none, one, or several (the same number played again, or imported); none
        for a number no record can carry (outside ``records.RECORD_SEEDS``)."""
        if number not in RECORD_SEEDS:
            return []
        return [int(row[0]) for row in self._conn.execute(
            "SELECT match_id FROM records WHERE json_extract(text, '$.seed') = ? "
            "ORDER BY match_id", (number,))]

    def record(self, match_id: int) -> object:
        """The stored record of match ``match_id`` as parsed JSON (replay it with
        ``records.replay``). Raises :class:`UnknownMatchError`, also for an id no match
        can have (0, negative, beyond SQLite's integers)."""
        if match_id not in _IDS:
            raise UnknownMatchError(match_id)
        row = self._conn.execute("SELECT text FROM records WHERE match_id = ?",
                                 (match_id,)).fetchone()
        if row is None:
            raise UnknownMatchError(match_id)
        return json.loads(row[0])

    def human_seats(self, match_id: int) -> tuple[int, ...]:
        """The seats of match ``match_id`` a person played (a profile or a guest, not a
        bot), in seat order: in a hot-seat match several; in an imported record older
        than version 3 every seat (it does not tell bots). Raises
        :class:`UnknownMatchError`."""
        rows = self._conn.execute(
            "SELECT s.seat, p.kind FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.match_id = ? ORDER BY s.seat", (match_id,)).fetchall()
        if not rows:
            raise UnknownMatchError(match_id)
        return tuple(int(seat) for seat, kind in rows if kind != "bot")

    def load(self, match_id: int) -> Match:
        """The stored match ``match_id``, replayed. Raises :class:`UnknownMatchError`,
        ``records.RecordError`` when its record no longer replays."""
        return from_record(self.record(match_id))

    def export(self, match_id: int, path: str | os.PathLike[str]) -> None:
        """Write match ``match_id`` as a record file at ``path`` (atomically, as the app
        saves records), with its stored date and which seats were bots (format version
        3), so an import elsewhere keeps them. Raises :class:`UnknownMatchError`,
        ``records.RecordError`` when its record no longer replays, OSError when
        ``path`` cannot be written."""
        match = self.load(match_id)
        played_at = self._conn.execute("SELECT played_at FROM matches WHERE id = ?",
                                       (match_id,)).fetchone()[0]
        bots = tuple(level for (level,) in self._conn.execute(
            "SELECT p.level FROM seats s JOIN players p ON p.id = s.player_id "
            "WHERE s.match_id = ? ORDER BY s.seat", (match_id,)))
        save_with_provenance(match, Provenance(from_timestamp(played_at), bots), Path(path))

    def recompute(self) -> list[tuple[int, str]]:
        """Recompute every derived value from the stored records, in one transaction
        (after a statistics bug is fixed, or by a migration). Returns the matches whose
        record no longer replays, as (number, reason): their values are left as they were.
        """
        with transaction(self._conn):
            return recompute(self._conn)

    def _insert(self, facts: MatchFacts, seats: Sequence[SeatPlayer], played_at: float,
                source: str) -> int:
        conn = self._conn
        players = [player_id(conn, seat) for seat in seats]
        cursor = conn.execute(
            "INSERT INTO matches (played_at, source, hints_used, undo_used) VALUES (?, ?, ?, ?)",
            (played_at, source, int(facts.hints_used), int(facts.undo_used)))
        match_id = cursor.lastrowid
        assert match_id is not None
        conn.execute("INSERT INTO records (match_id, text) VALUES (?, ?)", (match_id, facts.text))
        conn.executemany("INSERT INTO seats (match_id, seat, player_id) VALUES (?, ?, ?)",
                         [(match_id, seat, pid) for seat, pid in enumerate(players)])
        for seat in seats:
            if isinstance(seat, ProfileSeat):
                conn.execute("UPDATE players SET last_used = max(coalesce(last_used, 0), ?) "
                             "WHERE id = ?", (played_at, seat.profile_id))
        write_facts(conn, match_id, facts)
        return match_id


def recompute(conn: sqlite3.Connection) -> list[tuple[int, str]]:
    """Rewrite the derived values of every stored match from its record (inside the
    caller's transaction); the matches whose record does not replay, with the reason."""
    refused = []
    rows = conn.execute("SELECT match_id, text FROM records ORDER BY match_id").fetchall()
    for match_id, text in rows:
        try:
            facts = facts_of_record(json.loads(text))
        except (RecordError, UnfinishedMatchError) as exc:
            refused.append((int(match_id), str(exc)))
            continue
        write_facts(conn, match_id, facts)
    return refused


def write_facts(conn: sqlite3.Connection, match_id: int, facts: MatchFacts) -> None:
    """Write the derived columns and rows of match ``match_id`` (its seats must exist).
    ``hints_used`` and ``undo_used`` become set when the record says so and stay set
    when an earlier version stored them for a version-1 record (which does not say)."""
    result = facts.result
    conn.execute(
        "UPDATE matches SET game = ?, preset = ?, winner = ?, loser = ?, points0 = ?, "
        "points1 = ?, deals = ?, stake = ?, ended_by = ?, resigned = ?, record_sha256 = ?, "
        "hints_used = max(hints_used, ?), undo_used = max(undo_used, ?) WHERE id = ?",
        (facts.game, facts.preset, result.winner, result.loser, *result.points, result.deals,
         result.stake, result.ended_by, facts.resigned, facts.sha256, int(facts.hints_used),
         int(facts.undo_used), match_id))
    conn.execute("UPDATE matches SET ranked = (hints_used = 0 AND undo_used = 0) WHERE id = ?",
                 (match_id,))
    conn.executemany(
        "UPDATE seats SET name = ?, side = ?, outcome = ?, standings = ?, points_for = ?, "
        "points_against = ?, deals = ?, game = m.game, played_at = m.played_at, "
        "ranked = m.ranked FROM (SELECT game, played_at, ranked FROM matches WHERE id = ?) "
        "AS m WHERE match_id = ? AND seat = ?",
        [(name, seat % 2, facts.outcome(seat).value, result.standings[seat],
          result.points[seat % 2], result.points[1 - seat % 2], result.deals, match_id,
          match_id, seat) for seat, name in enumerate(facts.names)])
    conn.execute(
        "UPDATE seats SET counted = NOT EXISTS (SELECT 1 FROM seats t WHERE t.match_id = "
        "seats.match_id AND t.side = seats.side AND t.seat < seats.seat AND t.player_id = "
        "seats.player_id) WHERE match_id = ?", (match_id,))
    conn.execute("DELETE FROM declarations WHERE match_id = ?", (match_id,))
    conn.executemany(
        "INSERT INTO declarations (match_id, deal, seat, kind, points) VALUES (?, ?, ?, ?, ?)",
        [(match_id, d.deal, d.seat, d.kind.value, d.points) for d in facts.declarations])
    conn.execute("DELETE FROM sweeps WHERE match_id = ?", (match_id,))
    conn.executemany(
        "INSERT INTO sweeps (match_id, deal, side, seat, kind) VALUES (?, ?, ?, ?, ?)",
        [(match_id, s.deal, s.side, s.seat, s.kind.value) for s in facts.sweeps])
