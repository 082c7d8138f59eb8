"""Standings (R9) and statistics per player, overall or for one game, computed by SQL
from the derived columns of the stored matches (see :mod:`.facts`).

Standings sum the engine's R9 amount of each seat over the ranked matches (no hints, no
undo); statistics count every stored match.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from ..engine import DeclarationKind, Sweep
from .players import all_players, get_player
from .profiles import from_timestamp
from .values import Outcome, Player

#: Restricts a query on ``seats s`` to one player's seats and, when not NULL, one game.
_SEATS = "s.player_id = ? AND (? IS NULL OR s.game = ?)"
#: The same, one seat per match side (a player at two seats of one side counts once).
_PLAYER_GAME = _SEATS + " AND s.counted"


@dataclass(frozen=True, slots=True)
class Tally:
    """Matches ``played`` and ``won``; ``win_rate`` is won / played (None when none)."""

    played: int
    won: int

    @property
    def win_rate(self) -> float | None:
        return self.won / self.played if self.played else None


@dataclass(frozen=True, slots=True)
class PlayerStatistics:
    """What one player did, overall (``game`` None) or in one game.

    - ``outcomes``: matches by outcome (every :class:`Outcome`, zeros included);
      ``played`` and ``won`` sum them up;
    - ``against_levels``: per bot level id met on the other side, matches played and won
      against it (a match counts once for each level among the opponents);
    - ``points`` and ``deals``: the player's side's match points and the deals scored, over
      all matches; ``average_points_per_deal`` is their ratio (whole points, None when no
      deal was scored);
    - ``sweeps_made`` and ``sweeps_suffered``: per sweep kind (R6), by the player's side and
      by the other side (every kind, zeros included);
    - ``declarations``: per kind (R5), made by the player's own seat;
    - ``longest_winning_streak``: most matches won in a row (by date; a match the
      opponents resigned neither extends nor breaks a streak);
    - ``ranked`` matches and their ``standings`` total (R9).
    """

    player: Player
    game: str | None
    outcomes: Mapping[Outcome, int]
    against_levels: Mapping[str, Tally]
    points: int
    deals: int
    sweeps_made: Mapping[Sweep, int]
    sweeps_suffered: Mapping[Sweep, int]
    declarations: Mapping[DeclarationKind, int]
    longest_winning_streak: int
    ranked: int
    standings: int

    @property
    def played(self) -> int:
        return sum(self.outcomes.values())

    @property
    def won(self) -> int:
        return self.outcomes[Outcome.WON]

    @property
    def average_points_per_deal(self) -> float | None:
        return self.points / self.deals if self.deals else None


@dataclass(frozen=True, slots=True)
class Standing:
    """A player's line of a standings table: matches ``played`` and ``won`` (all),
    ``ranked`` matches and the ``standings`` total over them (R9)."""

    player: Player
    played: int
    won: int
    ranked: int
    standings: int


@dataclass(frozen=True, slots=True)
class StandingsPoint:
    """A point of a standings chart: after ranked match ``match_id`` played at
    ``played_at`` (UTC), which gave ``amount``, the player's total is ``total`` (R9)."""

    match_id: int
    played_at: datetime
    amount: int
    total: int


class Stats:
    """Standings and statistics of one history database (``conn``)."""

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def standings(self, game: str | None = None) -> list[Standing]:
        """Every player who played (in ``game``, or any game when None): highest
        standings first, then most wins, then by name."""
        rows = self._conn.execute(
            "SELECT player_id, count(*), total(outcome = 'won'), total(ranked), "
            "total(CASE WHEN ranked THEN standings END) FROM seats s "
            "WHERE s.counted AND (? IS NULL OR s.game = ?) GROUP BY player_id",
            (game, game)).fetchall()
        players = {p.id: p for p in all_players(self._conn)}
        table = [Standing(players[pid], played, int(won), int(ranked), int(total))
                 for pid, played, won, ranked, total in rows]
        table.sort(key=lambda s: (-s.standings, -s.won, s.player.name.casefold()))
        return table

    def standings_series(self, player_id: int, game: str | None = None
                         ) -> list[StandingsPoint]:
        """The running standings total of a player after each ranked match, oldest first
        (for a chart). Empty when the player has no ranked match."""
        rows = self._conn.execute(
            f"SELECT s.match_id, s.played_at, s.standings FROM seats s WHERE {_PLAYER_GAME} "
            "AND s.ranked ORDER BY s.played_at, s.match_id", (player_id, game, game))
        series, total = [], 0
        for match_id, played_at, amount in rows:
            total += amount
            series.append(StandingsPoint(match_id, from_timestamp(played_at), amount, total))
        return series

    def of_player(self, player_id: int, game: str | None = None) -> PlayerStatistics:
        """The statistics of a player (overall when ``game`` is None). Raises LookupError
        for an unknown player."""
        player = get_player(self._conn, player_id)
        key = (player_id, game, game)
        outcomes = dict.fromkeys(Outcome, 0)
        points = deals = ranked = standings = 0
        for outcome, count, p, d, r, s in self._conn.execute(
                "SELECT outcome, count(*), total(points_for), total(deals), total(ranked), "
                f"total(CASE WHEN ranked THEN standings END) FROM seats s WHERE {_PLAYER_GAME} "
                "GROUP BY outcome", key):
            outcomes[Outcome(outcome)] = count
            points, deals, ranked, standings = (
                points + int(p), deals + int(d), ranked + int(r), standings + int(s))
        levels = {level: Tally(played, won) for level, played, won in self._conn.execute(
            "SELECT p.level, count(DISTINCT s.match_id), "
            "count(DISTINCT CASE WHEN s.outcome = 'won' THEN s.match_id END) FROM seats s "
            "JOIN seats o ON o.match_id = s.match_id AND o.side != s.side "
            "JOIN players p ON p.id = o.player_id AND p.kind = 'bot' "
            f"WHERE {_PLAYER_GAME} GROUP BY p.level ORDER BY p.level", key)}
        made, suffered = dict.fromkeys(Sweep, 0), dict.fromkeys(Sweep, 0)
        for kind, own, count in self._conn.execute(
                "SELECT w.kind, w.side = s.side, count(*) FROM seats s "
                f"JOIN sweeps w ON w.match_id = s.match_id WHERE {_PLAYER_GAME} "
                "GROUP BY 1, 2", key):
            (made if own else suffered)[Sweep(kind)] = count
        declarations = dict.fromkeys(DeclarationKind, 0)
        for kind, count in self._conn.execute(
                "SELECT d.kind, count(*) FROM seats s JOIN declarations d "
                f"ON d.match_id = s.match_id AND d.seat = s.seat WHERE {_SEATS} "
                "GROUP BY d.kind", key):
            declarations[DeclarationKind(kind)] = count
        return PlayerStatistics(
            player=player, game=game, outcomes=outcomes, against_levels=levels,
            points=points, deals=deals, sweeps_made=made, sweeps_suffered=suffered,
            declarations=declarations, longest_winning_streak=self._streak(key),
            ranked=ranked, standings=standings)

    def _streak(self, key: tuple[int, str | None, str | None]) -> int:
        longest = current = 0
        for (outcome,) in self._conn.execute(
                f"SELECT outcome FROM seats s WHERE {_PLAYER_GAME} "
                "ORDER BY s.played_at, s.match_id", key):
            if outcome == Outcome.WON.value:
                current += 1
                longest = max(longest, current)
            elif outcome != Outcome.OPPONENT_RESIGNED.value:
                current = 0
        return longest
