"""Players' names: one rule wherever a name enters (the New match dialog, the settings,
the autosave and game records), so every name can be shown and saved.

A name is 1 to :data:`MAX_NAME` characters, all printable (no control characters such
as a terminal's escape, no line breaks, no lone surrogates, no unassigned code points),
and not only spaces.
"""

from __future__ import annotations

from enum import Enum

from ..engine import Rules
from .guarded import UserFileError, show

#: The longest name, in characters (the New match dialog's fields hold no more).
MAX_NAME = 20


class NameProblem(Enum):
    """Why a value is not a name; the value is the English reason of the files'
    messages (the dialog words each kind for the player)."""

    NOT_TEXT = "expected a string"
    EMPTY = "empty"
    TOO_LONG = f"longer than {MAX_NAME} characters"
    UNPRINTABLE = "a character that cannot be shown"


def name_problem(value: object) -> NameProblem | None:
    """What makes ``value`` no valid name (see the module), None when it is one."""
    if not isinstance(value, str):
        return NameProblem.NOT_TEXT
    if not value.strip():
        return NameProblem.EMPTY
    if len(value) > MAX_NAME:
        return NameProblem.TOO_LONG
    if not value.isprintable():
        return NameProblem.UNPRINTABLE
    return None


def check_name(value: object) -> str:
    """``value`` when it is a valid name (see the module); else raises
    :class:`~.guarded.UserFileError` saying why, e.g. ``name "Bo\\ud800": a character
    that cannot be shown``."""
    problem = name_problem(value)
    if problem is None and isinstance(value, str):
        return value
    raise UserFileError(f"name {show(value)}: {(problem or NameProblem.NOT_TEXT).value}")


def check_names(value: object, rules: Rules) -> tuple[str, ...]:
    """The players' names of a file, in seat order (R2): a list of one valid name per
    seat of ``rules``. Raises :class:`~.guarded.UserFileError` starting ``field
    'names': `` and saying why."""
    n = rules.players
    if not isinstance(value, list) or len(value) != n:
        raise UserFileError(f"field 'names': {rules.variant} needs {n} names (strings), "
                            f"got {show(value)}")
    try:
        return tuple(check_name(name) for name in value)
    except UserFileError as exc:
        raise UserFileError(f"field 'names': {exc}") from None
