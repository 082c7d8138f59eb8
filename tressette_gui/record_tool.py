"""``tressette-record``: the game-record tool's command line, assembled from the
sub-commands of the parts below it: ``replay`` (:mod:`tressette_gui.records.cli`), the
match history's ``import``, ``stats`` and ``export`` (:mod:`tressette_gui.history.commands`)
and ``analyse`` (:mod:`tressette_gui.analysis.command`).

Exit status 0 when done, 2 for bad usage or a refused input (the sub-commands document
theirs), 1 when standard output could not be written. Messages go to stderr as
``tressette-record: FILE: ...`` with non-printable characters escaped, never a traceback.
"""

from __future__ import annotations

import argparse

from .analysis.command import add_analyse_command, run_analyse
from .history.commands import add_history_commands, run_history_command
from .records.cli import PROG, add_replay_command, run_replay


def main(argv: list[str] | None = None) -> int:
    """Run the command line ``argv`` (default ``sys.argv[1:]``); return the exit status."""
    parser = argparse.ArgumentParser(prog=PROG, description="Tressette game records.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    add_replay_command(commands)
    add_history_commands(commands)
    add_analyse_command(commands)
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:  # --help, or a usage error argparse already printed
        return 0 if exc.code in (None, 0) else 2
    if args.command == "replay":
        return run_replay(args)
    if args.command == "analyse":
        return run_analyse(args)
    return run_history_command(args)
