"""A profile lock file that is no lock (``ui.session.single_instance.lock_problem``): not a
regular file, too large, or with no process id in it. Qt's lock would hang on it (a link
to ``/dev/zero``, a FIFO) or refuse it for good ("already open ... (process ?)"); it is
moved aside as ``tressette.lock.bad``, the user is told, and the app starts. A lock of a
running app, even one still being written, is never moved."""

from __future__ import annotations

import fcntl
import os
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from tressette_gui.ui.session.single_instance import LOCK_FILE, MAX_LOCK_BYTES, ProfileLock

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="FIFOs, flock")

#: A process that takes the lock of the folder argv[1] and prints whether it did (its
#: own process id written in it).
TAKER = textwrap.dedent("""
    import os
    import sys
    from pathlib import Path
    from tressette_gui.ui.session.single_instance import ProfileLock
    lock = ProfileLock(Path(sys.argv[1]))
    print(lock.acquire() and lock.holder == os.getpid(), flush=True)
""")
#: Seconds the taker may take (it hangs on /dev/zero or a FIFO without the guard).
WITHIN = 60


def _write(data: bytes) -> Callable[[Path], object]:
    return lambda path: path.write_bytes(data)


def _sixty_megabytes(path: Path) -> None:
    with path.open("wb") as file:
        file.truncate(60 * 1024 * 1024)


#: Each bad lock file: how to make it, and what the taker must have kept aside.
BAD_LOCKS: dict[str, tuple[Callable[[Path], object], Callable[[Path], bool]]] = {
    "empty": (_write(b""), lambda kept: kept.read_bytes() == b""),
    "random bytes": (_write(bytes(range(256)) * 3),
                     lambda kept: kept.read_bytes() == bytes(range(256)) * 3),
    "a lock padded past the limit": (
        _write(b"1\nx\ny\n" + b"z" * MAX_LOCK_BYTES),
        lambda kept: kept.stat().st_size == MAX_LOCK_BYTES + 6),
    "60 MB": (_sixty_megabytes, lambda kept: kept.stat().st_size == 60 * 1024 * 1024),
    "a folder": (Path.mkdir, Path.is_dir),
    "a link to /dev/zero": (lambda path: path.symlink_to("/dev/zero"),
                            lambda kept: os.readlink(kept) == "/dev/zero"),
    "a FIFO": (os.mkfifo, lambda kept: kept.is_fifo()),
    "a link to nothing": (lambda path: path.symlink_to(path.with_name("gone")),
                          Path.is_symlink),
}


@pytest.mark.parametrize("case", list(BAD_LOCKS))
def test_a_bad_lock_file_is_kept_aside_and_the_lock_taken(tmp_path: Path, case: str) -> None:
    make, kept_as_it_was = BAD_LOCKS[case]
    make(tmp_path / LOCK_FILE)
    taker = subprocess.run([sys.executable, "-c", TAKER, str(tmp_path)], capture_output=True,
                           text=True, timeout=WITHIN, check=False)
    assert taker.stdout == "True\n", taker.stderr
    assert kept_as_it_was(tmp_path / f"{LOCK_FILE}.bad")


def test_an_earlier_bad_lock_is_not_overwritten_and_the_user_is_told(tmp_path: Path) -> None:
    (tmp_path / f"{LOCK_FILE}.bad").write_bytes(b"earlier")
    (tmp_path / LOCK_FILE).write_bytes(b"")
    lock = ProfileLock(tmp_path)
    try:
        assert lock.acquire()
        assert lock.holder == os.getpid()
        assert (tmp_path / f"{LOCK_FILE}.bad").read_bytes() == b"earlier"
        assert (tmp_path / f"{LOCK_FILE}.1.bad").read_bytes() == b""
        assert lock.notice() == (
            f"The profile's lock file {tmp_path / LOCK_FILE} was not a valid lock (no process "
            f"id on the first of three lines); it was kept as {tmp_path / LOCK_FILE}.1.bad.")
    finally:
        lock.release()


def test_the_lock_of_a_running_app_is_never_moved(tmp_path: Path) -> None:
    first = ProfileLock(tmp_path)
    assert first.acquire()
    try:
        second = ProfileLock(tmp_path)
        assert not second.acquire()
        assert second.holder == os.getpid()
        assert second.notice() is None
    finally:
        first.release()
    assert not list(tmp_path.glob("*.bad"))


def test_a_lock_still_being_written_is_left_alone(tmp_path: Path) -> None:
    """QLockFile creates the file, locks it (flock) and only then writes the process id:
    an app starting in between finds it empty but locked, and refuses as for any holder."""
    (tmp_path / LOCK_FILE).write_bytes(b"")
    with (tmp_path / LOCK_FILE).open("rb") as writing:
        fcntl.flock(writing, fcntl.LOCK_EX)
        assert not ProfileLock(tmp_path).acquire()
    assert (tmp_path / LOCK_FILE).read_bytes() == b""
    assert not list(tmp_path.glob("*.bad"))


def test_the_app_starts_on_a_bad_lock_and_says_it_was_kept(user_home: Path) -> None:
    user_home.mkdir()
    (user_home / LOCK_FILE).write_bytes(b"")
    done = subprocess.run(
        [sys.executable, "-m", "tressette_gui", "--demo", "--game", "mazzetti", "--seed", "2",
         "--speed", "off", "--exit-after-match"], capture_output=True, text=True,
        timeout=WITHIN * 2, check=False,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": str(user_home)})
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("result: ")
    assert (f"tressette: The profile's lock file {user_home / LOCK_FILE} was not a valid lock "
            f"(no process id on the first of three lines); it was kept as "
            f"{user_home / LOCK_FILE}.bad.") in done.stderr
    assert (user_home / f"{LOCK_FILE}.bad").read_bytes() == b""
