"""The app's own files, checked value by value before anything is used: the autosave
document and the match set-up kept in the settings (``last_setup``).

Both are read as JSON through :func:`.guarded.parse_json` and checked against their
schema, with ranges the New match dialog can show (the rule options of R3-R9 through
``Rules``, whose ``target`` and ``deals`` are bounded; names by :mod:`.names`; bot levels
of ``bots.LEVELS``). Every refusal is a ValueError for the user: a
:class:`.guarded.UserFileError`, or a ``RecordError`` for the record inside a save.
"""

from __future__ import annotations

import reprlib

from ..bots import LEVELS
from ..engine import Match, Rules, RulesError
from ..records import from_record
from .guarded import UserFileError, parse_json, show
from .names import check_names

#: The value of the autosave's ``format`` field.
AUTOSAVE_FORMAT = "tressette-autosave"
#: The autosave layout version written and read.
AUTOSAVE_VERSION = 1

_AUTOSAVE_FIELDS = ("format", "version", "levels", "record")

Levels = tuple[str | None, ...]


def read_autosave(text: str) -> tuple[Match, Levels]:
    """The match and the bot levels of an autosave's JSON ``text``,
    ``{"format": "tressette-autosave", "version": 1, "levels": [...], "record": {...}}``
    with exactly these fields: the version a whole number (not ``true``), the levels
    checked by :func:`check_levels`, the record replayed (R2-R9,
    ``docs/record-format.md``).

    Raises :class:`.guarded.UserFileError` (text, fields, levels) or ``RecordError``
    (the record).
    """
    data = parse_json(text)
    if not isinstance(data, dict) or data.get("format") != AUTOSAVE_FORMAT:
        raise UserFileError("not a Tressette autosave")
    version = data.get("version")
    if type(version) is not int or version != AUTOSAVE_VERSION:
        raise UserFileError(f"autosave version {show(version)}: this program reads "
                            f"version {AUTOSAVE_VERSION}")
    for key in data:
        if key not in _AUTOSAVE_FIELDS:
            raise UserFileError(f"unknown field {show(key)} in the autosave")
    for key in _AUTOSAVE_FIELDS:
        if key not in data:
            raise UserFileError(f"missing field {key!r} in the autosave")
    match = from_record(data["record"])
    return match, check_levels(data["levels"], match.rules.players)


def check_setup(data: object) -> tuple[Rules, tuple[str, ...], Levels]:
    """The rules, names and levels of a match set-up, ``{"rules": {...}, "names":
    [...], "levels": [...]}`` (a parsed JSON value, exactly these fields): rule options
    as ``Rules.from_dict`` takes them (R3-R9; ``target`` and ``deals`` within what the
    dialog shows), one valid name per seat (:func:`.names.check_names`), levels as
    :func:`check_levels`. Raises :class:`.guarded.UserFileError` naming the field."""
    if not isinstance(data, dict) or set(data) != {"rules", "names", "levels"}:
        raise UserFileError("expected an object with 'rules', 'names' and 'levels'")
    try:
        rules = Rules.from_dict(data["rules"])
    except RulesError as exc:
        raise UserFileError(f"field 'rules': {exc}") from None
    return rules, check_names(data["names"], rules), check_levels(data["levels"],
                                                                   rules.players)


def check_levels(value: object, players: int) -> Levels:
    """Who plays each seat, as the app sets it up: a list of ``players`` entries, each a
    level name of ``bots.LEVELS`` or null for a human; seat 0 is the human (R2), and
    with four players seats 1-3 are bots (with two, seat 1 may be a second human,
    hot-seat). Raises :class:`.guarded.UserFileError` naming the problem."""
    known = ", ".join(LEVELS)
    if not isinstance(value, list) or len(value) != players:
        raise UserFileError(f"field 'levels': expected {players} bot levels ({known}) or "
                            f"null, got {show(value)}")
    for level in value:
        if level is not None and (not isinstance(level, str) or level not in LEVELS):
            raise UserFileError(f"field 'levels': {reprlib.repr(level)} is not a bot level "
                                f"({known}) or null")
    if value[0] is not None or (players == 4 and None in value[1:]):
        raise UserFileError("field 'levels': seat 0 is the player's (null) and the other "
                            "seats of a four-player match are bots, got " + show(value))
    return tuple(value)
