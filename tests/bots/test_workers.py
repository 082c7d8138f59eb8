"""The search bots' worker pool (``bots.search.workers``, issue 11): one shared pool per
size, so New match never adds processes; a pool of another size replaces the old one,
whose workers are gone when :func:`pool` returns; :func:`shutdown` (run at exit) leaves
no worker; :func:`stop_now` (quitting while a bot searches) ends them at once. The kill
and quit cases are in tests/test_process_tree.py."""

from __future__ import annotations

import os
import sys
import time
from concurrent.futures import CancelledError
from concurrent.futures.process import BrokenProcessPool

import pytest

from tests.process_tree import WORKER, children, named, poll
from tressette_gui.bots.search import workers

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")


def my_workers() -> int:
    """Live worker processes of this test process."""
    return len(named(children(os.getpid()), WORKER))


def test_the_pool_is_shared_replaced_and_shut_down() -> None:
    first = workers.pool(2)
    assert workers.pool(2) is first  # a New match with the same bots reuses it
    # the warm-up spawned every worker at once; a child shows a worker's command line
    # once it has exec'd, which on a loaded machine may come a moment after pool()
    assert poll(lambda: my_workers() == 2, timeout=60), my_workers()
    old = {proc.pid for proc in named(children(os.getpid()), WORKER)}
    bigger = workers.pool(3)
    assert bigger is not first
    assert not old & {proc.pid for proc in children(os.getpid())}  # the old two are gone
    assert poll(lambda: my_workers() == 3, timeout=60), my_workers()
    workers.shutdown()
    assert my_workers() == 0
    assert workers.pool(2) is not bigger  # a fresh pool after a shutdown
    workers.shutdown()


def test_stop_now_breaks_the_batch_under_way_and_ends_the_workers() -> None:
    """Quitting while a bot searches: the decision waiting on a batch fails at once
    instead of finishing, no worker is left, and a later pool starts afresh."""
    batch = workers.pool(2).submit(time.sleep, 600)
    workers.stop_now()
    with pytest.raises((BrokenProcessPool, CancelledError)):  # running, or still queued
        batch.result(timeout=60)
    assert my_workers() == 0
    assert workers.pool(2).submit(abs, -3).result(timeout=60) == 3
    workers.shutdown()
