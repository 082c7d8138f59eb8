"""The search bots' pool of worker processes, and how it ends with the app.

:func:`pool` gives the shared :class:`~concurrent.futures.ProcessPoolExecutor` of
spawned processes (spawn-safe: a frozen app calls ``multiprocessing.freeze_support()``
first). The workers never outlive the process that started them, however it ends:

- a normal end (the window closed, ``--exit-after-match``): :func:`shutdown` runs at exit,
  cancels what is pending and waits for the workers to leave;
- a quit while a bot searches (the window closed, a signal): :func:`stop_now` ends the
  workers at once, so the decision waiting on them fails with ``BrokenProcessPool``
  instead of finishing, and the app is not held up for the rest of the search (its
  answer would be dropped anyway);
- the app killed (``kill -9``, a crash): each worker's initializer (:func:`follow_parent`)

  - on Linux asks the kernel to kill the worker when its parent dies
    (``prctl(PR_SET_PDEATHSIG, SIGKILL)`` through ctypes), when the pool was started on
    the main thread: the kernel sends it when the *thread* that spawned the worker ends,
    and the executor spawns all its workers in :func:`pool`'s thread (the warm-up);
  - everywhere, starts a thread that waits on ``multiprocessing.parent_process()``:
    its sentinel is the end of a pipe only the parent writes to (a process handle on
    Windows), so it wakes at EOF when the parent is gone, and the worker exits at once.

Workers ignore SIGINT: Ctrl+C in a terminal goes to the whole process group, and it is
the app's to decide (it quits, then ends the pool).

The ``multiprocessing.resource_tracker`` process (started for the pool's locks) stays
as long as someone holds its pipe: the app and every worker (spawned with its file
descriptor). Once the workers are gone it reads EOF and exits, so it follows the app too.
"""

from __future__ import annotations

import atexit
import ctypes
import multiprocessing
import os
import signal
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from multiprocessing.process import BaseProcess

from .pimc import evaluate_batch

__all__ = ["follow_parent", "pool", "shutdown", "stop_now"]

#: prctl's option to set the signal the kernel sends when the parent dies (linux/prctl.h).
PR_SET_PDEATHSIG = 1
#: A worker's exit status when it leaves because the app is gone.
ORPHAN_EXIT = 1

#: The pool: its size, the executor and the worker processes it spawned.
_POOL: tuple[int, ProcessPoolExecutor, tuple[BaseProcess, ...]] | None = None


def pool(workers: int) -> ProcessPoolExecutor:
    """The shared pool of ``workers`` spawned processes, created on first use and shut
    down at exit (a request for another size replaces it: the old pool is shut down
    first, so processes never pile up). A new pool is warmed up at once (each worker
    imports the search modules in the background), so the first decision does not pay
    for the start-up; the warm-up also spawns every worker, in the caller's thread."""
    global _POOL
    if _POOL is None or _POOL[0] != workers:
        shutdown()
        main = threading.current_thread() is threading.main_thread()
        before = set(multiprocessing.active_children())
        executor = ProcessPoolExecutor(max_workers=workers,
                                       mp_context=multiprocessing.get_context("spawn"),
                                       initializer=follow_parent, initargs=(main,))
        for _ in range(workers):  # each submit spawns a worker until there are enough
            executor.submit(evaluate_batch, [], [], 0, 0)
        spawned = tuple(set(multiprocessing.active_children()) - before)
        _POOL = (workers, executor, spawned)
    return _POOL[1]


def shutdown() -> None:
    """Shut the pool down, if there is one: pending batches are cancelled and the call
    waits until every worker has exited. Registered to run at exit."""
    global _POOL
    if _POOL is not None:
        _POOL[1].shutdown(cancel_futures=True)
        _POOL = None


def stop_now() -> None:
    """End the pool at once, if there is one: its workers are terminated (the batches
    under way are lost), so a decision waiting on them raises ``BrokenProcessPool`` at
    once; the next :func:`pool` starts a new one. For quitting while a bot searches."""
    global _POOL
    if _POOL is not None:
        executor, spawned = _POOL[1], _POOL[2]
        _POOL = None
        for process in spawned:
            process.terminate()
        executor.shutdown(cancel_futures=True)


atexit.register(shutdown)


def follow_parent(kill_with_parent_thread: bool) -> None:
    """Worker initializer: make the worker end when the app ends (see the module's text;
    the arena's ``--jobs`` processes use it too).
    ``kill_with_parent_thread``: the pool was started on the app's main thread, so the
    Linux parent-death signal is safe to ask for."""
    parent = multiprocessing.parent_process()
    if parent is None:  # run in the app itself, not in a worker: nothing to follow
        return
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C is the app's to handle
    if kill_with_parent_thread and sys.platform.startswith("linux"):
        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl.argtypes = [ctypes.c_int, *[ctypes.c_ulong] * 4]
        if libc.prctl(PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_SET_PDEATHSIG) failed")
    if not parent.is_alive():  # the app died before the request above took effect
        os._exit(ORPHAN_EXIT)
    threading.Thread(target=_exit_with, args=(parent,), name="parent-watch",
                     daemon=True).start()


def _exit_with(parent: BaseProcess) -> None:
    """Wait until ``parent`` is gone (EOF on its sentinel), then end this process at once
    (no clean-up: the batch being evaluated is of no use to anyone)."""
    parent.join()
    os._exit(ORPHAN_EXIT)
