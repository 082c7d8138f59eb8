"""Test helpers: the live processes of this machine, read from ``/proc`` (Linux only),
to check that the app leaves nothing running (issue 11). A process started with
``start_new_session=True`` gives its session id (its pid) to everything it spawns,
which keeps it even when re-parented to init after the app died."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

#: A worker of the search pool (multiprocessing's spawn command line).
WORKER = "spawn_main"
#: multiprocessing's resource tracker.
TRACKER = "resource_tracker"


@dataclass(frozen=True)
class Proc:
    """One live process: ``pid``, parent ``ppid``, ``session`` id, ``command`` line
    (arguments joined by spaces) and CPU ``seconds`` used (user + system)."""

    pid: int
    ppid: int
    session: int
    command: str
    seconds: float


def live_processes() -> list[Proc]:
    """Every process that is running now (zombies, already dead, left out)."""
    ticks = os.sysconf("SC_CLK_TCK")
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
            command = (entry / "cmdline").read_bytes()
        except OSError:  # it ended meanwhile
            continue
        fields = stat.rpartition(")")[2].split()  # after "pid (name)": state ppid ...
        if fields[0] in ("Z", "X"):
            continue
        found.append(Proc(int(entry.name), int(fields[1]), int(fields[3]),
                          command.replace(b"\0", b" ").decode(errors="replace").strip(),
                          (int(fields[11]) + int(fields[12])) / ticks))
    return found


def session(sid: int) -> list[Proc]:
    """The live processes of session ``sid``."""
    return [p for p in live_processes() if p.session == sid]


def children(pid: int) -> list[Proc]:
    """The live child processes of ``pid``."""
    return [p for p in live_processes() if p.ppid == pid]


def poll(condition: Callable[[], bool], timeout: float) -> bool:
    """Check ``condition`` every 50 ms until it holds (True) or ``timeout`` seconds
    have passed (False)."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def named(processes: list[Proc], part: str) -> list[Proc]:
    """Those of ``processes`` whose command line contains ``part``."""
    return [p for p in processes if part in p.command]
