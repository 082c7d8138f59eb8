"""The guarded path for every file a user can hold.

:func:`read_text` opens only regular files, never blocks on a FIFO or a device and never
reads past :data:`MAX_FILE_BYTES`; :func:`parse_json` measures the nesting on the text
before parsing (so no recursion can blow up), refuses duplicate keys, ``NaN``/``Infinity``
and absurdly long numbers. Every refusal is a :class:`UserFileError` with a message for
the user. :func:`show` and :func:`printable` render a value from a file for a message
without letting terminal escape codes or lone surrogates through.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Callable
from itertools import accumulate
from typing import BinaryIO, NoReturn

#: The largest file read, in bytes: 4 MiB. A whole match record is a few kilobytes and
#: the longest match the rules allow (R7: 999 points, or 99 deals and spareggi) well
#: under 1 MB; anything larger is not a file of this program.
MAX_FILE_BYTES = 4 * 1024 * 1024
#: The deepest nesting of JSON arrays and objects accepted. A record needs 7 levels
#: (record, dealings, a dealing, actions, an action, choose_piles, a pile pair) and the
#: autosave one more.
MAX_DEPTH = 20
#: The most digits in a JSON whole number (a seed is at most 20).
MAX_DIGITS = 40
#: The longest rendering of a value in a message, in characters.
SHOW_WIDTH = 40

_FILE_KINDS: tuple[tuple[Callable[[int], bool], str], ...] = (
    (stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
    (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"))
# A JSON string (an unterminated one runs to the end: linear, never backtracks).
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?', re.DOTALL)
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


class UserFileError(ValueError):
    """A user file that is not what it should be: not a regular file, too large, not
    UTF-8, not JSON, nested too deep, a duplicate key... ``reason`` (str, English) says
    what, for the user (it is also the message)."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def read_text(path: str | os.PathLike[str]) -> str:
    """The UTF-8 text of the regular file at ``path`` (a byte order mark is dropped).

    Opens without blocking (a FIFO, a device or a folder is refused at once, also
    through a symlink) and reads at most :data:`MAX_FILE_BYTES`. Raises OSError when
    the file cannot be opened (FileNotFoundError when missing), :class:`UserFileError`
    when it is not a regular file, is too large or is not UTF-8.
    """
    with _open_regular(path) as file:
        data = file.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        _too_large()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UserFileError(f"not UTF-8 text: {exc.reason} at byte {exc.start}") from None


def check_file(path: str | os.PathLike[str]) -> None:
    """Check, without reading it, that ``path`` is a regular file within the size limit.

    For files another library reads (the settings' INI file). Raises OSError when it
    cannot be opened (FileNotFoundError when missing), :class:`UserFileError` when it is
    not a regular file or is larger than :data:`MAX_FILE_BYTES`.
    """
    with _open_regular(path):
        pass


def _open_regular(path: str | os.PathLike[str]) -> BinaryIO:
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = next((name for test, name in _FILE_KINDS if test(info.st_mode)),
                        "a special file")
            raise UserFileError(f"not a regular file but {kind}")
        if info.st_size > MAX_FILE_BYTES:
            _too_large()
    except BaseException:
        os.close(fd)
        raise
    return os.fdopen(fd, "rb")


def _too_large() -> NoReturn:
    raise UserFileError(f"larger than {MAX_FILE_BYTES // 1024 // 1024} MiB "
                        f"({MAX_FILE_BYTES} bytes), the limit for a file of this program")


def _too_deep() -> NoReturn:
    raise UserFileError(f"arrays or objects nested deeper than {MAX_DEPTH} levels, the "
                        "limit for a file of this program")


def parse_json(text: str) -> object:
    """Parse the JSON ``text`` strictly.

    Refused with :class:`UserFileError`: text longer than :data:`MAX_FILE_BYTES`
    characters, arrays and objects nested deeper than :data:`MAX_DEPTH` (measured on the
    text, before parsing), a key twice in one object, ``NaN``/``Infinity``, a whole
    number of more than :data:`MAX_DIGITS` digits, and anything that is not JSON (the
    message gives the line and column).
    """
    if len(text) > MAX_FILE_BYTES:
        _too_large()
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if max(accumulate(map(_STEP.__getitem__, brackets)), default=0) > MAX_DEPTH:
        _too_deep()
    try:
        return json.loads(text, object_pairs_hook=_unique_keys, parse_int=_whole,
                          parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise UserFileError(f"not valid JSON: {exc.msg} at line {exc.lineno} column "
                            f"{exc.colno}") from None


def _unique_keys(pairs: list[tuple[str, object]]) -> dict[str, object]:
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            raise UserFileError(f"not valid JSON: key {show(key)} twice in one object")
        seen.add(key)
    return dict(pairs)


def _whole(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_DIGITS:
        raise UserFileError(f"a number of more than {MAX_DIGITS} digits")
    return int(digits)


def _no_constant(name: str) -> NoReturn:
    raise UserFileError(f"not valid JSON: {name} is not a JSON value")


def check_depth(value: object) -> None:
    """Refuse a parsed JSON value (dicts, lists, scalars) whose arrays and objects nest
    deeper than :data:`MAX_DEPTH`, without recursion (a value built by a caller rather
    than :func:`parse_json`; a cycle counts as too deep). Raises :class:`UserFileError`.
    """
    level = [value]
    for _ in range(MAX_DEPTH):
        level = [child for v in level if isinstance(v, dict | list)
                 for child in (v.values() if isinstance(v, dict) else v)]
        if not level:
            return
    if any(isinstance(v, dict | list) for v in level):
        _too_deep()


def show(value: object) -> str:
    """A short, printable JSON rendering of a value for a message: at most
    :data:`SHOW_WIDTH` characters (cut with ``...``), non-printable characters escaped
    (see :func:`printable`). ``value`` has a bounded depth (:func:`check_depth`)."""
    text = printable(json.dumps(value, ensure_ascii=False, default=repr))
    return text if len(text) <= SHOW_WIDTH else text[:SHOW_WIDTH - 3] + "..."


def printable(text: str) -> str:
    """``text`` with every non-printable character (controls such as the terminal's
    escape, line breaks, lone surrogates, unassigned code points) written as a Python
    escape (``\\x1b``, ``\\n``, ``\\ud800``), so it can be shown or printed safely."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)

