"""The signals that end the app (SIGINT, SIGTERM, SIGHUP) turned into a normal Qt quit
(docs/architecture.md, "SIGINT (Ctrl+C), SIGTERM and SIGHUP quit the same way").

Python runs a signal handler only between two bytecodes of the main thread: while Qt's
event loop waits in C++ none runs, and the default SIGINT handler raises
``KeyboardInterrupt`` inside whatever Python code runs next, such as a slot taking a
bot's answer. So the Python handlers here do nothing; ``signal.set_wakeup_fd`` makes the
C-level handler write the signal's number into one end of a socket pair at once, a
``QSocketNotifier`` on the other end wakes the event loop, and :class:`StopSignals`
emits ``received(int)`` from there, as any other event: the app then closes its window
as the user would (the autosave is on disk after every action).
"""

from __future__ import annotations

import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, Signal

#: The signals that end the app: Ctrl+C, ``kill``, the terminal closed (no SIGHUP on
#: Windows).
STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name))


def _noted(_number: int, _frame: FrameType | None) -> None:
    """The Python-level handler: nothing (the wake-up byte carries the signal)."""


class StopSignals(QObject):
    """While it lives (until :meth:`close`), :data:`STOP_SIGNALS` no longer end the
    process; each emits ``received(int)`` (the signal's number) from the event loop.

    Create it on the main thread (Python's rule for signal handlers); it replaces the
    handlers and the wake-up file descriptor, and :meth:`close` puts the previous ones
    back.
    """

    received = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read,
                                         self)
        self._notifier.activated.connect(self._drain)
        self._wakeup = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._handlers = {number: signal.signal(number, _noted) for number in STOP_SIGNALS}

    def _drain(self) -> None:
        try:
            data = self._reader.recv(256)
        except BlockingIOError:
            return
        for number in data:
            if number in STOP_SIGNALS:
                self.received.emit(number)

    def close(self) -> None:
        """Put the previous handlers and wake-up descriptor back; safe to call twice."""
        if self._reader.fileno() < 0:
            return
        for number, handler in self._handlers.items():  # None: not set from Python
            signal.signal(number, signal.SIG_DFL if handler is None else handler)
        signal.set_wakeup_fd(self._wakeup)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()
