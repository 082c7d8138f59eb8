"""Files the app writes for the user: atomic replacement and moving a bad file aside.

Used by the autosave (a match must never be left half-written, even when the app is
killed) and by the settings (a file that cannot be read is kept for the user, never
deleted or overwritten).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Replace the file ``path`` with ``text`` (UTF-8) so that a reader sees either the old
    file or the new one, never a mix: a temporary file in the same folder is written,
    flushed, synced to disk (``os.fsync``), then renamed over ``path`` (``os.replace``).

    The folder is created when missing. Raises OSError when it cannot be written; the
    temporary file is then removed and the old ``path``, if any, is left as it was.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(dir=path.parent, prefix=_temp_prefix(path), suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files that :func:`write_atomically` left beside ``path`` when
    the process was killed before the rename. Files it cannot delete are left alone."""
    for temp in path.parent.glob(_temp_prefix(path) + "*.tmp"):
        with contextlib.suppress(OSError):
            temp.unlink()


def _temp_prefix(path: Path) -> str:
    return f".{path.name}-"


def move_aside(path: Path) -> Path:
    """Rename the unreadable file ``path`` to ``<name>.bad`` beside it and return the new
    path; when that name is taken, ``<name>.1.bad``, ``<name>.2.bad``, ... so an earlier bad
    file is never overwritten. Raises OSError when the rename fails.
    """
    target = path.with_name(path.name + ".bad")
    number = 0
    while target.exists():
        number += 1
        target = path.with_name(f"{path.name}.{number}.bad")
    path.rename(target)
    return target
