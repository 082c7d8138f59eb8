"""The history's sub-commands of ``tressette-record`` (assembled in
:mod:`tressette_gui.record_tool`): ``import FILE...``, ``stats [--json]`` and
``export ID FILE``, on the database of
:func:`~tressette_gui.user_files.location.database_path` (which honours
``TRESSETTE_HOME``). The exact outputs are documented in ``docs/history.md``.

Exit status 0 when done, 2 for bad usage, a refused or unreadable record (the others are
still imported), an unknown match or a database that cannot be opened, 1 when standard
output was closed early. Messages go to stderr as ``tressette-record: FILE: MESSAGE``.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from ..bots import LEVELS
from ..records import RecordError, read_json
from ..records.cli import PROG, refuse, write_output
from . import History, HistoryError, PlayerKind, UnfinishedMatchError, UnknownMatchError
from .stats import Standing

COMMANDS = ("import", "stats", "export")


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
        "stats", help="matches played and won and R9 standings per player name")
    stats.add_argument("--json", action="store_true", help="machine-readable output")
    export = commands.add_parser("export", help="write a stored match as a record file")
    export.add_argument("match_id", type=int, metavar="ID", help="the match number")
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
