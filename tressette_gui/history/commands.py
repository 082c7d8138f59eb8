"""The history's sub-commands of ``tressette-record`` (assembled in
:mod:`tressette_gui.record_tool`): ``import FILE...``, ``stats [--json]``, ``list`` and
``export ID FILE`` (or ``export --number N FILE``, ``export --all FOLDER``), on the
database of :func:`~tressette_gui.user_files.location.database_path` (which honours
``TRESSETTE_HOME``). The exact outputs are documented in ``docs/history.md``.

A stored match has an **id** (1, 2, 3, ... in the order stored: what ``import`` prints
and ``list`` shows first) and a **match number** (the record's seed, what the app shows
as "Match number" and deals the same match again); ``export`` takes either.

Exit status 0 when done, 2 for bad usage, a refused or unreadable record (the others are
still imported, or written by ``export --all``), an unknown match (or a match number
several stored matches have) or a database that cannot be opened, 1 when standard
output was closed early. Messages go to stderr as ``tressette-record: FILE: MESSAGE``.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from ..bots import LEVELS
from ..records import RecordError, read_json
from ..records.cli import PROG, refuse, write_output
from . import (
    History,
    HistoryError,
    HistoryFilter,
    HistoryRow,
    Outcome,
    PlayerKind,
    SortKey,
    UnfinishedMatchError,
    UnknownMatchError,
)
from .stats import Standing

COMMANDS = ("import", "stats", "list", "export")


def add_history_commands(commands: Any) -> None:
    """Add the sub-commands to ``commands`` (an argparse sub-parsers action)."""
    importing = commands.add_parser(
        "import", help="store finished game records in the match history",
        description="Store finished game records in the match history. A seat the "
        "record says a bot played (as 'export' writes it) is that bot's; a person's "
        "seat is the profile of exactly that name when one exists, else a guest of "
        "that name. A match is dated when its record says it was played, else now.")
    importing.add_argument("files", nargs="+", metavar="FILE", help="record files (JSON)")
    stats = commands.add_parser(
        "stats", help="matches played and won and standings per player name")
    stats.add_argument("--json", action="store_true", help="machine-readable output")
    commands.add_parser(
        "list", help="one line per stored match: id, match number, date, game, players, "
                     "result")
    export = commands.add_parser(
        "export", help="write a stored match as a record file (by id or match number), or "
                       "every stored match into a folder")
    which = export.add_mutually_exclusive_group(required=True)
    which.add_argument("match_id", type=int, nargs="?", metavar="ID",
                       help="the match's id in the history (the first figure of 'list')")
    which.add_argument("--number", type=int, metavar="N",
                       help="the match number the app shows (refused when several stored "
                            "matches have it: then give the id)")
    which.add_argument("--all", action="store_true",
                       help="every stored match, FILE being a folder (made if missing): "
                            "match-ID.json in it")
    export.add_argument("file", metavar="FILE", help="the record file to write")


def run_history_command(args: argparse.Namespace) -> int:
    """Run the parsed sub-command ``args.command`` (one of :data:`COMMANDS`); return
    the exit status."""
    try:
        history = History()
    except HistoryError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    with history:
        if history.moved_aside is not None:
            print(f"{PROG}: {history.moved_aside}", file=sys.stderr)
        if args.command == "import":
            return _import(history, args.files)
        if args.command == "stats":
            return _stats(history, json_output=args.json)
        if args.command == "list":
            return write_output("\n".join(list_lines(history))) if history.matches.count() \
                else 0
        if args.all:
            return _export_all(history, Path(args.file))
        if args.number is not None:
            return _export_number(history, args.number, args.file)
        return _export(history, args.match_id, args.file)


def _import(history: History, files: list[str]) -> int:
    status, lines = 0, []
    for file in files:
        try:
            imported = history.matches.import_record(read_json(file))
        except (OSError, RecordError, UnfinishedMatchError, MemoryError) as exc:
            status = refuse(file, exc)
            continue
        done = "stored as" if imported.new else "already stored as"
        lines.append(f"{file}: {done} match {imported.match_id}")
    return (write_output("\n".join(lines)) if lines else 0) or status


def _stats(history: History, *, json_output: bool) -> int:
    totals = by_name(history.stats.standings())
    matches = history.matches.count()
    if json_output:
        return write_output(json.dumps({"matches": matches, "players": totals},
                                       ensure_ascii=False, indent=2))
    lines = [f"{matches} match{'es' * (matches != 1)}"]
    order = sorted(totals, key=lambda name: (-totals[name]["standings"], name.casefold()))
    lines += [f"{name}: played {totals[name]['played']}, won {totals[name]['won']}, "
              f"standings {totals[name]['standings']:+d}" for name in order]
    return write_output("\n".join(lines))


def by_name(table: list[Standing]) -> dict[str, dict[str, int]]:
    """The standings table summed per player name: ``{name: {"played", "won",
    "standings"}}``. A bot is named by its level's label (``bots.LEVELS``), a profile or
    a guest by its name, so a guest and a profile with the same name share a line."""
    totals: dict[str, dict[str, int]] = {}
    for line in table:
        player = line.player
        name = player.name
        if player.kind is PlayerKind.BOT and player.level is not None:
            name = LEVELS.get(player.level, player.level)
        total = totals.setdefault(name, {"played": 0, "won": 0, "standings": 0})
        total["played"] += line.played
        total["won"] += line.won
        total["standings"] += line.standings
    return totals


def _export(history: History, match_id: int, file: str) -> int:
    try:
        history.matches.export(match_id, file)
    except OSError as exc:
        return refuse(file, exc)
    except (UnknownMatchError, RecordError) as exc:  # RecordError: no longer replays
        return refuse(f"match {match_id}", exc)
    return 0


def list_lines(history: History) -> list[str]:
    """One line per stored match, oldest first (by date, then id): "match 3: number
    482913071, 2026-12-02 14:03, tressette, Ada & Nord v Est & Ovest: Est & Ovest won
    14-11". The id first (what ``export ID`` takes), the match number (``export
    --number``), the local date and time played (or imported), the game (the variant's
    id), the names at the table by side, the result: "SIDE won A-B", "drawn A-B" or
    "SIDE resigned at A-B" (the points of the side named first)."""
    numbers = history.matches.numbers()
    rows = history.browser.page(HistoryFilter(sort=SortKey.DATE, descending=False), 0,
                                max(history.matches.count(), 1))
    lines = []
    for row in rows:
        sides = [" & ".join(row.names[side::2]) for side in (0, 1)]
        lines.append(f"match {row.match_id}: number {numbers[row.match_id]}, "
                     f"{row.played_at.astimezone():%Y-%m-%d %H:%M}, {row.game}, "
                     f"{sides[0]} v {sides[1]}: {_result(row, sides)}")
    return lines


def _result(row: HistoryRow, sides: list[str]) -> str:
    """The result of ``row`` (seen from seat 0) in words, the points of the side named."""
    own, other = row.points
    if row.outcome is Outcome.DRAWN:
        return f"drawn {own}-{other}"
    if row.outcome is Outcome.WON:
        return f"{sides[0]} won {own}-{other}"
    if row.outcome is Outcome.OPPONENT_RESIGNED:
        return f"{sides[1]} resigned at {other}-{own}"
    if row.ended_by == "resign":
        return f"{sides[0]} resigned at {own}-{other}"
    return f"{sides[1]} won {other}-{own}"


def _export_number(history: History, number: int, file: str) -> int:
    """``export --number N FILE``: the one stored match with that match number."""
    found = history.matches.with_number(number)
    if len(found) == 1:
        return _export(history, found[0], file)
    if not found:
        return refuse(f"match number {number}", LookupError("no such match in the history"))
    ids = ", ".join(map(str, found))
    return refuse(f"match number {number}", LookupError(
        f"{len(found)} stored matches have this number (ids {ids}): export one by its id"))


def _export_all(history: History, folder: Path) -> int:
    """``export --all FOLDER``: every stored match as ``FOLDER/match-ID.json``, printing
    "FILE: match ID" for each written; a match that cannot be written is refused (status
    2) and the others are still written."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return refuse(str(folder), exc)
    status, lines = 0, []
    for match_id in sorted(history.matches.numbers()):
        path = folder / f"match-{match_id}.json"
        done = _export(history, match_id, str(path))
        if done:
            status = done
        else:
            lines.append(f"{path}: match {match_id}")
    return (write_output("\n".join(lines)) if lines else 0) or status
