"""``tressette-record replay``: replay a game record and print what happened, and the
helpers every sub-command of the tool shares (:func:`refuse`, :func:`write_output`).

Usage: ``tressette-record replay FILE [--json]`` (the command line is assembled in
:mod:`tressette_gui.record_tool`). Prints each dealing's score
breakdown (R6) and the match result (R7, R9); ``--json`` prints the same as one
JSON object. Exit status 0 on success, 2 on a bad record, an unreadable file or
bad usage, with the message on stderr and never a traceback (1 if the output
could not be written, as when closed early by ``| head``). Messages escape
non-printable characters, so nothing from a file reaches the terminal raw.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from ..engine import EndedBy, Suit
from ..user_files.guarded import printable
from .record import read_json, replay
from .report import report, side_names
from .schema import RecordError
from .writing import pretty_json

PROG = "tressette-record"

_ENDED_BY = {
    EndedBy.TARGET: "target reached",
    EndedBy.DEALS: "planned deals played",
    EndedBy.SPAREGGIO: "spareggio",
    EndedBy.SPAREGGIO_LAST_TRICK: "last trick of the third spareggio",
    EndedBy.VINCO_SUBITO: "vinco subito",
    EndedBy.SWEEP: "sweep",
    EndedBy.COLLATONDRIONE: "napoletana decima",
    EndedBy.DRAW: "tie",
    EndedBy.RESIGN: "resignation",
}


def add_replay_command(commands: Any) -> None:
    """Add ``replay FILE [--json]`` to ``commands`` (an argparse sub-parsers action)."""
    replay_cmd = commands.add_parser(
        "replay", help="replay a record; print each deal's score and the match result")
    replay_cmd.add_argument("file", metavar="FILE", help="a record file (JSON)")
    replay_cmd.add_argument("--json", action="store_true", help="machine-readable output")


def run_replay(args: argparse.Namespace) -> int:
    """Run the parsed ``replay`` command; return the exit status: 0 done, 2 for a bad
    record (RecordError), an unreadable file (OSError, or not a regular file, or over the
    size limit), 1 when standard output could not be written."""
    try:
        match, events = replay(read_json(args.file))
    except (OSError, RecordError, MemoryError) as exc:
        return refuse(args.file, exc)
    summary = report(match, events)
    if args.json:
        text = pretty_json(summary)
    else:
        text = "\n".join(render(summary, match.names, match.rules.variant))
    return write_output(text)


def refuse(file: str, exc: Exception) -> int:
    """Print why ``file`` (a file name, or what else is refused) cannot be read or is
    refused (``tressette-record: FILE: MESSAGE``: the OS's reason, no memory to read it,
    or the error's message, e.g. the record's) on stderr, escaped; return 2."""
    if isinstance(exc, OSError):
        return _fail(file, exc.strerror or str(exc))
    if isinstance(exc, MemoryError):
        return _fail(file, "not enough memory to read it")
    return _fail(file, str(exc))


def write_output(text: str) -> int:
    """Print ``text`` and a newline; return 0, or 1 when standard output could not be
    written (closed early by ``| head``, quietly, or a full disk, with a message)."""
    try:
        _write(sys.stdout, text + "\n")
    except OSError as exc:  # `| head` stopped reading (quietly), or a full disk
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        if not isinstance(exc, BrokenPipeError):
            print(f"{PROG}: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        return 1
    return 0


def _fail(file: str, message: str) -> int:
    """Print ``tressette-record: FILE: MESSAGE`` on stderr, escaped; the status 2."""
    _write(sys.stderr, printable(f"{PROG}: {file}: {message}") + "\n")
    return 2


def _write(stream: TextIO, text: str) -> None:
    """Write ``text`` and flush; characters the stream's encoding cannot hold (a
    terminal that is not UTF-8) are written as escapes instead of failing."""
    encoding = stream.encoding or "utf-8"
    stream.write(text.encode(encoding, "backslashreplace").decode(encoding))
    stream.flush()


def render(summary: dict[str, Any], names: Sequence[str], variant: str) -> list[str]:
    """The text lines of a report (see :func:`.report.report`): one block per
    dealing, then the result or "match not finished"."""
    names = tuple(names)
    lines = [f"{variant}: {', '.join(names)}"]
    for deal in summary["deals"]:
        head = f"Deal {deal['deal']}, dealer {deal['dealer_name']}"
        if deal["spareggio"]:
            head += f", spareggio {deal['spareggio']}"
        outcome = deal["outcome"]
        if outcome == "voided":
            lines.append(f"{head}: voided, {names[deal['asked_by']]} asked for a new deal")
        elif outcome == "collatondrione":
            suit = Suit.from_code(deal["suit"]).italian
            lines.append(f"{head}: napoletana decima of {names[deal['seat']]} "
                         f"(ten cards of {suit})")
        elif outcome == "unfinished":
            lines.append(f"{head}: not finished")
        else:
            lines.append(head)
            lines.extend("  " + line for line in _deal_lines(deal, names))
    result = summary["result"]
    lines.extend(["match not finished"] if result is None else _result_lines(result, names))
    return lines


def _sides(names: tuple[str, ...], values: Sequence[int], unit: str = "") -> str:
    return ", ".join(f"{_side(names, side)} {values[side]}{unit}" for side in (0, 1))


def _side(names: tuple[str, ...], side: int) -> str:
    return " and ".join(side_names(names, side))


def _points(points: int) -> str:
    return f"{points} point{'s' * (points != 1)}"


def _deal_lines(deal: dict[str, Any], names: tuple[str, ...]) -> list[str]:
    last = deal["last_trick"]
    lines = [
        f"captured: {_sides(names, deal['thirds'], ' thirds')}",
        "last trick: " + ("none (cut short by vinco subito)" if last is None
                          else _side(names, last)),
        f"card points: {_sides(names, deal['card_points'])}",
    ]
    if not deal["declarations"]:
        lines.append("declarations: none")
    for d in deal["declarations"]:
        lines.append(f"declaration: {d['name']}, {d['text']} "
                     f"({' '.join(d['cards'])}), {_points(d['points'])}")
    sweep = deal["sweep"]
    if sweep is not None:
        who = names[sweep["seat"]] if sweep["seat"] is not None else _side(names, sweep["side"])
        lines.append(f"sweep: {sweep['kind']} by {who}")
    lines.append(f"deal points: {_sides(names, deal['points'])}")
    lines.append(f"match score: {_sides(names, deal['match_score'])}")
    return lines


def _result_lines(result: dict[str, Any], names: tuple[str, ...]) -> list[str]:
    deals = result["deals"]
    how = (f"{_sides(names, result['points'])}, after {deals} deal{'s' * (deals != 1)} "
           f"({_ENDED_BY[EndedBy(result['ended_by'])]}), stake {result['stake']}")
    if result["winner"] is not None:
        head = f"Result: won by {_side(names, result['winner'])}"
    elif result["loser"] is not None:
        resigned = result["resigned"]
        head = f"Result: {names[resigned]} resigned, lost by {_side(names, result['loser'])}"
    else:
        head = "Result: drawn"
    lines = [f"{head}; {how}"]
    for side in (0, 1):
        if result["sweeps"][side]:
            lines.append(f"Sweeps of {_side(names, side)}: {', '.join(result['sweeps'][side])}")
    standings = ", ".join(f"{name} {points:+d}"
                          for name, points in zip(names, result["standings"], strict=True))
    lines.append(f"Standings: {standings}")
    return lines
