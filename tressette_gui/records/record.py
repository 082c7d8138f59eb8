"""Reading game records: a record file or text, checked and replayed into a match.

A record holds the rules (R3-R9), the seed, the names in seat order (R2), and
for every dealing the dealer, the cards as dealt (hands, stock or piles, R3)
and every action in order (R3-R8); ``docs/record-format.md`` is the spec.
Reading a record replays it through the engine, so the engine stays the one
judge of legality: a record is valid exactly when its fields pass the schema
(:mod:`.schema`), its actions replay legally and its recorded dealers, spareggi
and result agree with the replay.

Files and text are read through the guarded path of
:mod:`tressette_gui.user_files.guarded` (regular files only, size and depth limits,
no duplicate keys). Every problem in a record is a :class:`.schema.RecordError`
naming the dealing, the action and the reason.
"""

from __future__ import annotations

import json
import os

from ..engine import Event, IllegalActionError, Match, MatchResult
from ..user_files.guarded import UserFileError, check_depth, parse_json, read_text, show
from .provenance import Provenance
from .schema import RecordError, action_from_dict, parse_record
from .writing import result_to_dict


def load(path: str | os.PathLike[str]) -> Match:
    """Read and replay the record file at ``path``.

    Raises OSError when it cannot be opened, :class:`RecordError` when it is not
    a valid record (or not a regular file, or too large: see :func:`read_json`).
    """
    return from_record(read_json(path))


def read_json(path: str | os.PathLike[str]) -> object:
    """The parsed JSON of the file at ``path`` (not yet checked as a record).

    Only a regular file of at most ``MAX_FILE_BYTES`` (4 MiB) is read, without blocking
    on a FIFO or a device; the JSON is parsed strictly (depth limit, no duplicate keys,
    see :func:`tressette_gui.user_files.guarded.parse_json`). Raises OSError when it
    cannot be opened, :class:`RecordError` when it is not a regular file, too large,
    not UTF-8 (a byte order mark is tolerated) or not JSON.
    """
    try:
        return parse_json(read_text(path))
    except UserFileError as exc:
        raise RecordError(exc.reason) from None


def loads(text: str) -> Match:
    """Replay the record in JSON ``text``; raises :class:`RecordError` (also for text
    that :func:`read_json` would refuse)."""
    try:
        data = parse_json(text)
    except UserFileError as exc:
        raise RecordError(exc.reason) from None
    return from_record(data)


def from_record(data: object) -> Match:
    """Rebuild the match of a record (a parsed JSON value) by replaying it.

    Raises :class:`RecordError` for anything wrong: nesting too deep, fields, names,
    cards, rules, illegal actions, or a recorded result that the replay does not give.
    """
    return replay(data)[0]


def provenance_of(data: object) -> Provenance:
    """When and by whom the match of a record (a parsed JSON value) was played, as far
    as it says (format version 3; empty for an older record). Only the fields are
    checked, the match is not replayed: replay the record too before trusting it.
    Raises :class:`RecordError`."""
    try:
        check_depth(data)
    except UserFileError as exc:
        raise RecordError(exc.reason) from None
    return parse_record(data).provenance


def replay(data: object) -> tuple[Match, list[Event]]:
    """Replay a record (a parsed JSON value): the rebuilt match and every event
    of the match in order (the opening events of the first deal, then those of
    each action, then a resignation's). Raises :class:`RecordError`."""
    try:
        check_depth(data)
    except UserFileError as exc:
        raise RecordError(exc.reason) from None
    record = parse_record(data)
    match = Match(record.rules, record.seed, record.names, dealer=record.first_dealer,
                  layouts=[d.layout for d in record.dealings])
    match.hints_used, match.undo_used = record.hints_used, record.undo_used
    events: list[Event] = list(match.opening_events)
    for i, dealing in enumerate(record.dealings):
        deal = i + 1
        if len(match.dealings) < deal:
            reason = ("the match was already over" if match.result is not None
                      else f"deal {deal - 1} is not finished")
            raise RecordError(reason, deal=deal)
        started = match.dealings[i]
        for name, recorded, replayed in (("dealer", dealing.dealer, started.dealer),
                                         ("spareggio", dealing.spareggio, started.spareggio)):
            if recorded != replayed:
                raise RecordError(f"field {name!r} is {show(recorded)}, the replay gives "
                                  f"{replayed}", deal=deal)
        for j, raw in enumerate(dealing.actions):
            if match.result is not None:
                raise RecordError("the match is already over", deal=deal, action=j)
            if len(match.dealings) > deal:
                raise RecordError("the deal is already over", deal=deal, action=j)
            try:
                events.extend(match.apply(action_from_dict(raw)))
            except IllegalActionError as exc:
                raise RecordError(str(exc), deal=deal, action=j) from None
            except RecordError as exc:
                raise RecordError(exc.reason, deal=deal, action=j) from None
    if len(match.dealings) > len(record.dealings):
        raise RecordError("missing: the match goes on after the last recorded dealing",
                          deal=len(match.dealings))
    if record.resigned is not None:
        if match.result is not None:
            raise RecordError("field 'resigned': the match was already over")
        events.extend(match.resign(record.resigned))
    _check_result(record.result, match.result)
    return match, events


def _check_result(recorded: object, result: MatchResult | None) -> None:
    """Refuse a recorded result that is not exactly the replay's: same fields, same
    values of the same JSON types (``1.0``, ``-0.0`` or ``true`` are not ``1``)."""
    replayed = None if result is None else result_to_dict(result)
    if _same(recorded, replayed):
        return
    if replayed is None:
        raise RecordError("field 'result': the record has a result, but its actions do "
                          "not finish the match")
    if not isinstance(recorded, dict):
        raise RecordError(f"field 'result' is {show(recorded)}, the replay gives "
                          f"{show(replayed)}")
    problems = [f"{k} is {show(v)} in the replay" for k, v in replayed.items()
                if k not in recorded or not _same(recorded[k], v)]
    problems += [f"unknown field {show(k)}" for k in recorded if k not in replayed]
    raise RecordError("field 'result' does not match the replay: " + ", ".join(problems))


def _same(recorded: object, replayed: object) -> bool:
    """Equal as JSON text: types count (``1.0`` or ``true`` differ from ``1``)."""
    return json.dumps(recorded, sort_keys=True, default=repr) == json.dumps(replayed,
                                                                            sort_keys=True)
