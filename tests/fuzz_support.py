"""Fuzzing the files a user can hold (issue 12): hypothesis strategies that spoil a
valid JSON document (a record, an autosave, a match set-up) the ways a careless or
hostile user would, and the special files (FIFO, device, folder, huge) to try.

Every strategy draws bytes to write as the file. Mutations: a value replaced by another
type, a huge or negative number, a float for a whole number, a string with lone
surrogates or terminal escapes, a deep nesting (up to the 100,000 levels of the issue),
a valid part of the document moved elsewhere; a field deleted or added; a key written
twice; the text truncated; invalid UTF-8 inserted; a number spelled ``NaN``, ``1e999``
or with 5,000 digits.
"""

from __future__ import annotations

import copy
import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st

Path_ = tuple[str | int, ...]


def fuzz_settings(max_examples: int) -> settings:
    """Deterministic and modest: the same examples every run (``derandomize``), no
    example database, no per-example deadline (the machine may be busy: a hang is
    bounded elsewhere), fixtures shared between examples allowed (each example writes
    its own file and reads its own output)."""
    return settings(max_examples=max_examples, derandomize=True, database=None,
                    deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])


#: Scalars that have broken readers before: type swaps, bounds of C ints, floats where
#: whole numbers go, escapes and lone surrogates in strings.
NASTY_SCALARS: list[object] = [
    None, True, False, 0, -1, 1.0, -0.0, 1.5, 2**31, 2**31 - 1, 2**63, -(2**63), 2**40,
    10**39, 1e308, "", " ", "Ac", "Xx", "tressette", "principiante", "Bo\ud800",
    "\ud800", "\udfff", "\x1b[31mred\x1b[0m", "\x00", "\u202eevil", "a\nb", "x" * 300,
]
_TEXT = st.text(st.one_of(st.characters(exclude_categories=()),
                          st.sampled_from(["\ud800", "\udc00", "\x1b", "\x9b", "\x00"])),
                max_size=25)
#: A JSON value that stands for a nesting of N arrays (written into the text).
_DEEP = "\x00deep\x00"
_DEPTHS = st.one_of(st.sampled_from([20, 21, 986, 990, 100_000]), st.integers(1, 3000))
_BAD_BYTES = [b"\xff", b"\xed\xa0\x80", b"\xc3", b"\x00", b"\xef\xbb\xbf", b"\x80\x80"]
_BAD_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e999", "9" * 5000, "-0.0", "1.0", "true",
                "2147483648", "1" + "0" * 300]


def nodes(value: object, path: Path_ = ()) -> Iterator[tuple[Path_, object]]:
    """Every (path, value) of a JSON value, the whole value first."""
    yield path, value
    if isinstance(value, dict):
        for key, child in value.items():
            yield from nodes(child, (*path, key))
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from nodes(child, (*path, index))


def _set(document: Any, path: Path_, value: object) -> Any:
    if not path:
        return value
    parent = document
    for key in path[:-1]:
        parent = parent[key]
    parent[path[-1]] = value
    return document


def values(base: object) -> st.SearchStrategy[object]:
    """A value to put somewhere in ``base``: a nasty scalar, any integer or string,
    a small list or object, or a valid part of ``base`` itself (a type swap that
    looks right)."""
    parts = [value for _, value in nodes(base)]
    return st.one_of(
        st.sampled_from(NASTY_SCALARS), st.integers(), _TEXT,
        st.lists(st.one_of(st.integers(-3, 3), _TEXT), max_size=4),
        st.dictionaries(_TEXT, st.integers(-3, 3), max_size=3),
        st.sampled_from(parts).map(copy.deepcopy),
        st.just(_DEEP))


@st.composite
def mutated(draw: st.DrawFn, base: object) -> bytes:
    """The bytes of ``base`` (a valid JSON document) spoilt once or twice."""
    document = copy.deepcopy(base)
    for _ in range(draw(st.integers(1, 2))):
        document = _mutate_value(draw, document, base)
    keys = sorted({path[-1] for path, _ in nodes(document)
                   if path and isinstance(path[-1], str)})
    text = json.dumps(document, ensure_ascii=draw(st.booleans()))
    marker = json.dumps(_DEEP)
    if marker in text:
        depth = draw(_DEPTHS)
        text = text.replace(marker, "[" * depth + "0" + "]" * depth)
    return _mutate_text(draw, text, keys)


def _mutate_value(draw: st.DrawFn, document: Any, base: object) -> Any:
    paths = [path for path, _ in nodes(document)]
    in_objects = [path for path in paths if path and isinstance(path[-1], str)]
    kind = draw(st.sampled_from(["replace", "replace", "delete", "add", "none"]))
    if kind == "replace" or (kind == "delete" and not in_objects):
        return _set(document, draw(st.sampled_from(paths)), draw(values(base)))
    if kind == "delete":
        path = draw(st.sampled_from(in_objects))
        parent: Any = document
        for key in path[:-1]:
            parent = parent[key]
        del parent[path[-1]]
        return document
    objects = [path for path, value in nodes(document) if isinstance(value, dict)]
    if kind == "add" and objects:
        parent = document
        for step in draw(st.sampled_from(objects)):
            parent = parent[step]
        key = draw(st.one_of(_TEXT, st.sampled_from(["pile", "signal", "extra"])))
        parent[key] = draw(values(base))
    return document


def _mutate_text(draw: st.DrawFn, text: str, keys: list[str]) -> bytes:
    kind = draw(st.sampled_from(["none", "truncate", "bytes", "duplicate", "number",
                                 "surrogates"]))
    if kind == "truncate" and text:
        return text[:draw(st.integers(0, len(text) - 1))].encode("utf-8", "surrogatepass")
    written = [json.dumps(key) for key in keys if json.dumps(key) + ": " in text]
    if kind == "duplicate" and written:
        key = draw(st.sampled_from(written))
        text = text.replace(f"{key}: ", f"{key}: 0, {key}: ", 1)
    if kind == "number":
        spots = [i for i, c in enumerate(text)
                 if c.isdigit() and i > 0 and not text[i - 1].isdigit()]
        if spots:
            at = draw(st.sampled_from(spots))
            end = at
            while end < len(text) and text[end] in "0123456789.eE+-":
                end += 1
            text = text[:at] + draw(st.sampled_from(_BAD_NUMBERS)) + text[end:]
    data = text.encode("utf-8", "surrogatepass")  # lone surrogates become invalid UTF-8
    if kind == "bytes":
        at = draw(st.integers(0, len(data)))
        data = data[:at] + draw(st.sampled_from(_BAD_BYTES)) + data[at:]
    if kind == "surrogates":
        data = data.replace(b"a", b"\xed\xa0\x80", 1)
    return data


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero_link(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _folder(path: Path) -> None:
    path.mkdir()


def _huge(path: Path) -> None:
    with path.open("wb") as file:  # a sparse 200 MB file: nothing is written
        file.truncate(200 * 1024 * 1024)


def _just_over(path: Path) -> None:
    path.write_bytes(b" " * (4 * 1024 * 1024) + b"{}")


#: Special files a user could put in place of a file: name -> maker(path).
SPECIAL_FILES: dict[str, Callable[[Path], None]] = {
    "fifo": _fifo, "link-to-dev-zero": _zero_link, "folder": _folder,
    "200-MB": _huge, "just-over-4-MiB": _just_over,
}
