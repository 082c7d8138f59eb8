"""Standings (R9) and statistics per player, overall or for one game, computed by SQL
from the derived columns of the stored matches (see :mod:`.facts`).

Standings sum the engine's R9 amount of each seat over the ranked matches (no hints, no
undo); statistics count every stored match.

A match where one player sat on both sides (bots of one level share a player, so
"Principiante" can be a partner and an opponent at once) has no result for that player:
it won and lost it at once. Such a match is left out of that player's standings and
statistics alike (played, won, outcomes, points, sweeps, declarations, streak,
standings series), as if that player had not played it; it still counts for the others
at the table. It is not counted as a draw: a draw is an outcome of the game (R7's
``tiebreak: draw``) and would break a winning streak, and R9's amounts of the two sides
cancel out anyway (the winners gain what the losers lose), so leaving it out changes no
standings total.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from ..bots import LEVELS
from ..engine import DeclarationKind, Sweep
from .players import ONE_SIDE, all_players, get_player
from .profiles import from_timestamp
from .values import Outcome, Player, PlayerKind


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
      against it (a match counts once for each level among the opponents), weakest
      level first (the order of ``bots.LEVELS``);
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
        where, params = _seats(None, game)
        rows = self._conn.execute(
            "SELECT player_id, count(*), total(outcome = 'won'), total(ranked), "
            f"total(CASE WHEN ranked THEN standings END) FROM seats s WHERE {where} "
            "GROUP BY player_id", params).fetchall()
        players = {p.id: p for p in all_players(self._conn)}
        table = [Standing(players[pid], played, int(won), int(ranked), int(total))
                 for pid, played, won, ranked, total in rows]
        table.sort(key=lambda s: (-s.standings, -s.won, s.player.name.casefold()))
        return table

    def standings_series(self, player_id: int, game: str | None = None
                         ) -> list[StandingsPoint]:
        """The running standings total of a player after each ranked match, oldest first
        (for a chart). Empty when the player has no ranked match."""
        where, params = _seats(player_id, game)
        rows = self._conn.execute(
            f"SELECT s.match_id, s.played_at, s.standings FROM seats s WHERE {where} "
            "AND s.ranked ORDER BY s.played_at, s.match_id", params)
        series, total = [], 0
        for match_id, played_at, amount in rows:
            total += amount
            series.append(StandingsPoint(match_id, from_timestamp(played_at), amount, total))
        return series

    def of_player(self, player_id: int, game: str | None = None) -> PlayerStatistics:
        """The statistics of a player (overall when ``game`` is None). Raises LookupError
        for an unknown player."""
        player = get_player(self._conn, player_id)
        where, params = _seats(player_id, game)
        counts: dict[str, int] = {}
        points = deals = ranked = standings = streak = longest = 0
        won, resigned = Outcome.WON.value, Outcome.OPPONENT_RESIGNED.value
        for outcome, p, d, r, s in self._conn.execute(
                "SELECT outcome, points_for, deals, ranked, standings FROM seats s "
                f"WHERE {where} ORDER BY s.played_at, s.match_id", params):
            counts[outcome] = counts.get(outcome, 0) + 1
            points, deals = points + p, deals + d
            if r:
                ranked, standings = ranked + 1, standings + s
            if outcome == won:
                streak += 1
                longest = max(longest, streak)
            elif outcome != resigned:
                streak = 0
        outcomes = {o: counts.get(o.value, 0) for o in Outcome}
        levels: dict[str, Tally] = {}
        bots = {p.id: p.level for p in all_players(self._conn) if p.kind is PlayerKind.BOT}
        for opponent, played, won in self._conn.execute(  # o.counted: each opponent once
                "SELECT o.player_id, count(*), total(s.outcome = 'won') FROM seats s JOIN seats o "
                "ON o.match_id = s.match_id AND o.side != s.side AND o.counted "
                f"WHERE {where} GROUP BY o.player_id", params):
            level = bots.get(opponent)
            if level is not None:
                levels[level] = Tally(played, int(won))
        strength = {level: rank for rank, level in enumerate(LEVELS)}
        levels = dict(sorted(levels.items(), key=lambda item: (
            strength.get(item[0], len(strength)), item[0])))
        made, suffered = dict.fromkeys(Sweep, 0), dict.fromkeys(Sweep, 0)
        for kind, own, count in self._conn.execute(
                "SELECT w.kind, w.side = s.side, count(*) FROM seats s "
                f"JOIN sweeps w ON w.match_id = s.match_id WHERE {where} GROUP BY 1, 2",
                params):
            (made if own else suffered)[Sweep(kind)] = count
        declarations = dict.fromkeys(DeclarationKind, 0)
        where, params = _seats(player_id, game, once=False)  # every seat's own declarations
        for kind, count in self._conn.execute(
                "SELECT d.kind, count(*) FROM seats s JOIN declarations d "
                f"ON d.match_id = s.match_id AND d.seat = s.seat WHERE {where} "
                "GROUP BY d.kind", params):
            declarations[DeclarationKind(kind)] = count
        return PlayerStatistics(
            player=player, game=game, outcomes=outcomes, against_levels=levels,
            points=points, deals=deals, sweeps_made=made, sweeps_suffered=suffered,
            declarations=declarations, longest_winning_streak=longest, ranked=ranked,
            standings=standings)


def _seats(player_id: int | None, game: str | None, *, once: bool = True
           ) -> tuple[str, tuple[object, ...]]:
    """The WHERE clause on ``seats s`` for one player (every player when None) and one
    game (every game when None), and its parameters. A match where the player sat on
    both sides is left out (the module docstring says why); with ``once``, one seat per
    match side (a player at two seats of one side counts once)."""
    clauses = [ONE_SIDE, "s.counted"] if once else [ONE_SIDE]
    params: list[object] = []
    for column, value in (("player_id", player_id), ("game", game)):
        if value is not None:
            clauses.append(f"s.{column} = ?")
            params.append(value)
    return " AND ".join(clauses), tuple(params)
