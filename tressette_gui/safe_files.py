"""Files the app writes for the user: atomic replacement and moving a bad file aside.

Used by the autosave (a match must never be left half-written, even when the app is
killed) and by the settings (a file that cannot be read is kept for the user, never
deleted or overwritten).

A file that is a symbolic link (a user keeping the autosave in a synced folder, say) is
written through: the file it points to is replaced and the link stays a link. A link to
something that is not a regular file (a device, a FIFO) is never written.
"""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path


def write_atomically(path: Path, text: str) -> None:
    """Replace the file ``path`` with ``text`` (UTF-8) so that a reader sees either the old
    file or the new one, never a mix: a temporary file in the same folder is written,
    flushed, synced to disk (``os.fsync``), then renamed over ``path`` (``os.replace``).

    When ``path`` is a symbolic link, its target is replaced (see the module). The folder
    is created when missing. Raises OSError when it cannot be written or the link points
    to something other than a regular file; the temporary file is then removed and the
    old ``path``, if any, is left as it was.
    """
    path = link_target(path)
    if path.exists() and not path.is_file():
        raise OSError(errno.EEXIST, "not a regular file, it is not replaced", str(path))
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


def link_target(path: Path) -> Path:
    """The file that writing ``path`` changes: ``path`` itself, or the final target
    when it is a symbolic link (which may not exist yet)."""
    return Path(os.path.realpath(path)) if path.is_symlink() else path


def remove(path: Path) -> None:
    """Delete the file ``path`` (the target of a symbolic link, the link is kept), if
    there. Raises OSError when it exists and cannot be deleted."""
    link_target(path).unlink(missing_ok=True)


def remove_leftovers(path: Path) -> None:
    """Delete the temporary files that :func:`write_atomically` left beside ``path`` (or
    its link target) when the process was killed before the rename. Files it cannot
    delete are left alone."""
    path = link_target(path)
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
