"""The history list: stored matches page by page, sorted and filtered, for a lazy list
model (fetch the first page, then more as the view scrolls).

A row is one match seen from one seat: the chosen player's seat, or seat 0 when no
player is chosen (in the app's matches seat 0 is the human at South). Indexed columns
keep a page fast with tens of thousands of matches.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from datetime import datetime
from enum import Enum

from .players import ONE_SIDE
from .profiles import from_timestamp
from .values import Outcome


class SortKey(Enum):
    """The columns the list sorts by (ties broken by date, then match number)."""

    DATE = "played_at"
    GAME = "game"
    OUTCOME = "outcome"
    POINTS = "points_for"
    DEALS = "deals"
    STANDINGS = "standings"


@dataclass(frozen=True, slots=True)
class HistoryFilter:
    """Which matches the list shows, and in which order.

    - ``player_id``: whose matches, seen from that player's seat (its first seat of a
      side); None for every match, seen from seat 0. A match where that player sat on
      both sides (a bot level as partner and opponent) shows once, seen from side 0
      (seats 0 and 2) as the list of every match sees it, with no result for the player
      (see :data:`.players.ONE_SIDE`);
    - ``game``: one variant, or None for all;
    - ``opponent_level``: only matches with a bot of this level id on the other side;
    - ``outcome``: only matches with this outcome for the seat seen from (never a match
      with no result for the player);
    - ``sort`` and ``descending``: the order (newest first by default).
    """

    player_id: int | None = None
    game: str | None = None
    opponent_level: str | None = None
    outcome: Outcome | None = None
    sort: SortKey = SortKey.DATE
    descending: bool = True


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """A line of the history list, from the point of view of ``seat``.

    ``names`` are the names at the table in seat order (from the record), ``levels`` the
    bot level id of each seat (None for a person). ``points`` are (own side, other side)
    match points; ``standings`` is the seat's R9 amount, counted only when ``ranked``.
    ``outcome`` and ``standings`` are None when the player seen from sat on both sides:
    it won and lost that match at once, so it has no result for that player.
    ``ended_by`` and ``stake`` are the engine's (R7, R9); ``imported`` tells a record
    imported from a file from a match played here.
    """

    match_id: int
    played_at: datetime
    game: str
    preset: str | None
    seat: int
    names: tuple[str, ...]
    levels: tuple[str | None, ...]
    outcome: Outcome | None
    points: tuple[int, int]
    deals: int
    ended_by: str
    stake: int
    standings: int | None
    ranked: bool
    imported: bool


class Browser:
    """Pages of the history list of one database (``conn``)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def count(self, view: HistoryFilter) -> int:
        """How many rows ``view`` has."""
        where, params = _where(view)
        return int(self._conn.execute(f"SELECT count(*) FROM seats s WHERE {where}",
                                      params).fetchone()[0])

    def page(self, view: HistoryFilter, offset: int, limit: int) -> list[HistoryRow]:
        """Rows ``offset`` to ``offset + limit - 1`` of ``view`` (fewer at the end).
        Raises ValueError for a negative offset or a limit below 1."""
        if offset < 0 or limit < 1:
            raise ValueError(f"bad page: offset {offset}, limit {limit}")
        where, params = _where(view)
        order = " DESC" if view.descending else ""
        rows = self._conn.execute(
            "SELECT s.match_id, s.played_at, s.game, m.preset, s.seat, s.outcome, "
            "s.points_for, s.points_against, s.deals, m.ended_by, m.stake, s.standings, "
            f"s.ranked, m.source, {_has_result(view)} FROM seats s "
            f"JOIN matches m ON m.id = s.match_id "
            f"WHERE {where} ORDER BY {_order(view, order)} LIMIT ? OFFSET ?",
            (*params, limit, offset)).fetchall()
        tables = self._tables([row[0] for row in rows])
        return [HistoryRow(
            match_id=match_id, played_at=from_timestamp(played_at), game=game, preset=preset,
            seat=seat, names=tuple(name for name, _ in tables[match_id]),
            levels=tuple(level for _, level in tables[match_id]),
            outcome=Outcome(outcome) if result else None,
            points=(points_for, points_against), deals=deals, ended_by=ended_by, stake=stake,
            standings=standings if result else None, ranked=bool(ranked),
            imported=source == "import")
            for (match_id, played_at, game, preset, seat, outcome, points_for, points_against,
                 deals, ended_by, stake, standings, ranked, source, result) in rows]

    def table(self, match_id: int) -> tuple[tuple[str, str | None], ...]:
        """(name at the table, bot level id or None) of each seat of match ``match_id``
        in seat order; empty for an unknown match."""
        return tuple(self._tables([match_id])[match_id])

    def _tables(self, match_ids: list[int]) -> dict[int, list[tuple[str, str | None]]]:
        """Per match, (name, bot level or None) of each seat in seat order."""
        tables: dict[int, list[tuple[str, str | None]]] = {m: [] for m in match_ids}
        marks = ", ".join("?" * len(match_ids))
        for match_id, name, level in self._conn.execute(
                "SELECT s.match_id, s.name, p.level FROM seats s JOIN players p "
                f"ON p.id = s.player_id WHERE s.match_id IN ({marks}) "
                "ORDER BY s.match_id, s.seat", match_ids):
            tables[match_id].append((name, level))
        return tables


def _has_result(view: HistoryFilter) -> str:
    """SQL condition on ``seats s``: the match has a result for the seat seen from (false
    only for a player on both sides, in a player's view)."""
    return "1" if view.player_id is None else ONE_SIDE


def _order(view: HistoryFilter, direction: str) -> str:
    """The ORDER BY terms of a view: its sort column (a match with no result for the
    player sorts as NULL by outcome and standings), then date and match number."""
    terms = [f"s.{column}{direction}" for column in ("played_at", "match_id")]
    if view.sort in (SortKey.OUTCOME, SortKey.STANDINGS) and view.player_id is not None:
        terms.insert(0, f"CASE WHEN {ONE_SIDE} THEN s.{view.sort.value} END{direction}")
    elif view.sort is not SortKey.DATE:
        terms.insert(0, f"s.{view.sort.value}{direction}")
    return ", ".join(terms)


def _where(view: HistoryFilter) -> tuple[str, list[object]]:
    """The WHERE clause on ``seats s`` of a view, and its parameters. A player on both
    sides of a match keeps only its row of side 0."""
    clauses = ["s.seat = 0" if view.player_id is None
               else f"s.player_id = ? AND s.counted AND (s.side = 0 OR {ONE_SIDE})"]
    params: list[object] = [] if view.player_id is None else [view.player_id]
    if view.game is not None:
        clauses.append("s.game = ?")
        params.append(view.game)
    if view.outcome is not None:
        clauses.append(f"s.outcome = ? AND {_has_result(view)}")
        params.append(view.outcome.value)
    if view.opponent_level is not None:
        # "+o.player_id": look the opponents up by match, never by player (slow).
        clauses.append("EXISTS (SELECT 1 FROM seats o WHERE o.match_id = s.match_id "
                       "AND o.side != s.side AND +o.player_id = (SELECT id FROM players "
                       "WHERE kind = 'bot' AND level = ?))")
        params.append(view.opponent_level)
    return " AND ".join(clauses), params
