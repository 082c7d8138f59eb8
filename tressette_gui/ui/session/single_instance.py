"""One app per profile: a second Tressette on the same data folder never touches the
first one's save (issue 12).

The app that plays holds :class:`ProfileLock`, a ``QLockFile`` named
:data:`LOCK_FILE` in the data folder, for as long as it runs. The lock file holds the
holder's process id; Qt treats it as stale, and takes it over, when that process is gone
(killed, crashed) or when the id now belongs to another program, so a killed app never
locks the profile out. The lock holder also listens on a :class:`Doorbell`, a local
socket named after the folder: a second app started for the same profile rings it
(:func:`ring`), the first one brings its window to the front and answers, and the
second one ends without reading or writing anything.

A lock file that Qt cannot judge (not a regular file, larger than :data:`MAX_LOCK_BYTES`,
no process id on its first line) would lock the profile out for good, or hang the app
(a link to ``/dev/zero``, a FIFO): before the lock is taken it is moved aside as
``tressette.lock.bad`` (:func:`.safe_files.move_aside`) and :meth:`ProfileLock.notice`
tells the user.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

from ...safe_files import move_aside
from ...user_files.guarded import check_file

if sys.platform != "win32":
    import fcntl

#: The lock's file name in the data folder.
LOCK_FILE = "tressette.lock"
#: What the second app sends, and what the first answers once its window is in front.
RING, ANSWER = b"front\n", b"shown\n"
#: The largest lock file read, in bytes: Qt writes about a hundred (the process id, the
#: program's and the host's names, the machine's and the boot's ids, one a line).
MAX_LOCK_BYTES = 4096
#: How long (ms) :func:`ring` waits to connect, and then for the answer.
RING_TIMEOUT_MS = 2000


class ProfileLock:
    """The lock of the data folder ``folder`` (created when missing).

    :meth:`acquire` takes it (True), or finds it held by a running process (False:
    :attr:`holder` is that process's id when the file says it). A lock left by a process
    that is gone is taken over, one that is no lock (:func:`lock_problem`) is first moved
    aside: :attr:`set_aside` is then (the reason in English, the file's new path) and
    :meth:`notice` says so. Raises nothing: a folder where no lock file can be made
    (read-only) counts as taken by this app, since no save can be written there anyway.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.set_aside: tuple[str, Path] | None = None
        self._lock = QLockFile(str(folder / LOCK_FILE))
        self._lock.setStaleLockTime(0)  # held for the app's whole life: only a gone holder is stale

    def acquire(self) -> bool:
        """Take the lock now (no waiting); True when this app holds it (or cannot make it)."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True
        path = self.folder / LOCK_FILE
        problem = lock_problem(path)
        if problem is not None:  # when it cannot be moved, QLockFile refuses it as before
            with contextlib.suppress(OSError):
                self.set_aside = problem, move_aside(path)
        if self._lock.tryLock(0):
            return True
        return self._lock.error() is not QLockFile.LockError.LockFailedError

    @property
    def holder(self) -> int | None:
        """The process id written in the lock file (this app's own while it holds it),
        None when it cannot be read."""
        info = self._lock.getLockInfo()
        return int(info[0]) if isinstance(info, tuple) and info else None

    def notice(self) -> str | None:
        """The message (translated) naming the lock file :meth:`acquire` moved aside, what
        was wrong with it and where it was kept; None when it moved nothing."""
        if self.set_aside is None:
            return None
        reason, moved = self.set_aside
        return QCoreApplication.translate(
            "ProfileLock", "The profile's lock file {file} was not a valid lock ({reason}); "
            "it was kept as {path}.").format(file=self.folder / LOCK_FILE, reason=reason,
                                             path=moved)

    def release(self) -> None:
        """Let the lock go (the app ends); safe when it is not held."""
        if self._lock.isLocked():
            self._lock.unlock()


def lock_problem(path: Path) -> str | None:
    """What makes the file ``path`` no lock file (English), or None when it is missing,
    cannot be opened (QLockFile then decides), is locked by a running app (being written
    by it, say) or holds a lock: at least three lines, the first a process id.

    Never blocks (a FIFO or a device is refused unread, also through a symbolic link)
    and reads at most :data:`MAX_LOCK_BYTES` + 1 bytes. Raises nothing.
    """
    try:
        check_file(path)
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except ValueError as exc:  # not a regular file, too large
        return str(exc)
    except OSError:  # missing, or a link to nothing, which QLockFile cannot judge either
        return "a symbolic link to nothing" if path.is_symlink() else None
    with os.fdopen(fd, "rb") as file:
        if sys.platform != "win32":
            try:
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)  # QLockFile holds LOCK_EX
            except OSError:
                return None
        data = file.read(MAX_LOCK_BYTES + 1)
    if len(data) > MAX_LOCK_BYTES:
        return f"larger than {MAX_LOCK_BYTES} bytes"
    lines = data.split(b"\n")
    if len(lines) < 3 or not re.fullmatch(rb"[0-9]+", lines[0]) or int(lines[0]) <= 0:
        return "no process id on the first of three lines"
    return None


def bell_name(folder: Path) -> str:
    """The local socket's name for the data folder ``folder`` (short: a Unix socket path
    has a small limit; the same for every spelling of the folder)."""
    digest = hashlib.sha256(str(folder.resolve()).encode("utf-8")).hexdigest()
    return f"tressette-{digest[:20]}"


class Doorbell(QObject):
    """The lock holder's local socket for ``folder``: ``rung()`` is emitted when a second
    app asks for the window, which is then told it was shown. Listening never raises;
    :attr:`listening` says whether it worked."""

    rung = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        name = bell_name(folder)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._visitor)
        QLocalServer.removeServer(name)  # left by a killed app: the lock says it is gone
        self.listening = self._server.listen(name)

    def _visitor(self) -> None:
        while (socket := self._server.nextPendingConnection()) is not None:
            socket.readyRead.connect(lambda socket=socket: self._read(socket))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        if not socket.canReadLine():
            return  # the rest of the line is on its way
        if bytes(socket.readLine().data()) == RING:
            self.rung.emit()
            socket.write(ANSWER)
            socket.flush()
        socket.disconnectFromServer()


def ring(folder: Path) -> bool:
    """Ask the app holding ``folder``'s lock to bring its window to the front; True once
    it answered that it did (blocking, at most about 2 * :data:`RING_TIMEOUT_MS`)."""
    socket = QLocalSocket()
    socket.connectToServer(bell_name(folder))
    if not socket.waitForConnected(RING_TIMEOUT_MS):
        return False
    socket.write(RING)
    socket.flush()
    answer = b""
    while len(answer) < len(ANSWER) and socket.waitForReadyRead(RING_TIMEOUT_MS):
        answer += bytes(socket.readAll().data())
    socket.abort()
    return answer == ANSWER
