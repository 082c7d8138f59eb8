"""Leave nothing behind (issue 11): however the app ends, no process of its tree stays
alive, neither the search bots' workers nor multiprocessing's resource tracker
(``tressette_gui.bots.search.workers``). The app runs with search bots in a new session,
so every process it started is found in /proc by the session id, even re-parented.

The demo's own exit (``--exit-after-match``) is checked by tests/ui/test_app.py.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.process_tree import TRACKER, WORKER, named, poll, session

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

#: The app's search workers (the window's SEARCH_WORKERS).
WORKERS = 2
#: Seconds the whole tree may take to go after the app ended (the issue's bound).
GONE_WITHIN = 10
#: CPU seconds the workers must have used before the app is stopped: they have
#: searched, not just started (importing takes well under one second each).
SEARCHED = 2.0
#: The app's arguments for a match whose bots search long past :data:`SEARCHED`: Campione
#: a pesca (576 samples a card, to 51 points) spends about 24 CPU seconds in its first
#: 37 s; a four-player Esperto demo, about 3.4 s in a whole match, could end first.
DEMO = ("--demo", "--game", "spizzichino", "--level", "campione", "--speed", "off")


def app_env(tmp_path: Path) -> dict[str, str]:
    return {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": str(tmp_path)}


def start(command: list[str], tmp_path: Path) -> subprocess.Popen[str]:
    """``command`` in a new session (its pid is the session id), its stdin a pipe, its
    output in the files ``out`` and ``err`` of ``tmp_path``."""
    with (tmp_path / "out").open("w") as out, (tmp_path / "err").open("w") as err:
        return subprocess.Popen(command, env=app_env(tmp_path), start_new_session=True,
                                stdin=subprocess.PIPE, stdout=out, stderr=err, text=True)


def searching(sid: int) -> bool:
    """The session has its workers and tracker, and the workers have searched."""
    tree = session(sid)
    workers = named(tree, WORKER)
    return (len(workers) == WORKERS and len(named(tree, TRACKER)) == 1
            and sum(p.seconds for p in workers) >= SEARCHED)


def stop(process: subprocess.Popen[str]) -> None:
    """Clean up (after a failed test): kill what is left of the session."""
    for proc in session(process.pid):
        os.kill(proc.pid, signal.SIGKILL)
    process.wait(timeout=30)
    if process.stdin is not None:
        process.stdin.close()


def test_killing_the_app_leaves_no_process_behind(tmp_path: Path) -> None:
    """SIGKILL while the bots search on their two workers (:data:`DEMO`): within 10 s
    nothing of the tree is alive (the workers follow their parent; then the tracker
    reads EOF)."""
    app = start([sys.executable, "-m", "tressette_gui", *DEMO], tmp_path)
    try:
        assert poll(lambda: searching(app.pid), timeout=120), session(app.pid)
        os.kill(app.pid, signal.SIGKILL)
        assert app.wait(timeout=30) == -signal.SIGKILL
        assert poll(lambda: not session(app.pid), timeout=GONE_WITHIN), session(app.pid)
    finally:
        stop(app)


#: Starts the pool on a thread that has ended (so the Linux parent-death signal is not
#: asked for), says so, then waits for stdin: only the workers' watcher can end them.
WITHOUT_SIGNAL = textwrap.dedent("""
    import sys, threading
    from tressette_gui.bots.search import workers
    thread = threading.Thread(target=workers.pool, args=(2,))
    thread.start()
    thread.join()
    print("started", flush=True)
    sys.stdin.read()
""")


def test_workers_follow_a_dead_parent_without_the_linux_signal(tmp_path: Path) -> None:
    """The portable way alone: the workers' thread waiting on the parent's sentinel."""
    owner = start([sys.executable, "-c", WITHOUT_SIGNAL], tmp_path)
    try:
        assert poll(lambda: len(named(session(owner.pid), WORKER)) == WORKERS, timeout=60)
        assert poll(lambda: "started" in (tmp_path / "out").read_text(), timeout=60)
        assert len(named(session(owner.pid), WORKER)) == WORKERS  # outlived the thread
        os.kill(owner.pid, signal.SIGKILL)
        owner.wait(timeout=30)
        assert poll(lambda: not session(owner.pid), timeout=GONE_WITHIN), session(owner.pid)
    finally:
        stop(owner)


#: The app as ``tressette`` runs it, with a timer that closes the window (the user's
#: quit) once a line arrives on stdin.
QUIT_ON_STDIN = textwrap.dedent("""
    import select, sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow
    from tressette_gui.app import main
    app = QApplication(sys.argv[:1])
    def close_on_request():
        if select.select([sys.stdin], [], [], 0)[0]:
            next(w for w in app.topLevelWidgets() if isinstance(w, QMainWindow)).close()
        else:
            QTimer.singleShot(50, close_on_request)
    close_on_request()
    sys.exit(main(sys.argv[1:]))
""")


def test_closing_the_window_leaves_no_process_behind(tmp_path: Path) -> None:
    """The normal quit, while the bots search (:data:`DEMO`): the app exits with status 0
    and the pool is shut down at exit, then the tracker goes."""
    app = start([sys.executable, "-c", QUIT_ON_STDIN, *DEMO], tmp_path)
    try:
        assert poll(lambda: searching(app.pid), timeout=120), session(app.pid)
        assert app.stdin is not None
        app.stdin.write("quit\n")
        app.stdin.flush()
        assert app.wait(timeout=120) == 0, (tmp_path / "err").read_text()
        assert poll(lambda: not session(app.pid), timeout=GONE_WITHIN), session(app.pid)
    finally:
        stop(app)


def test_killing_the_arena_ends_its_jobs(tmp_path: Path) -> None:
    """``tressette-arena --jobs 2`` killed while its two job processes play: they follow
    it within 10 s (the same initializer as the search workers)."""
    arena = start([sys.executable, "-m", "tressette_gui.bots.arena", "--a", "intermedio",
                   "--b", "intermedio", "--deals", "400", "--jobs", "2"], tmp_path)
    try:
        def playing() -> bool:
            jobs = [p for p in session(arena.pid) if p.pid != arena.pid]
            return len(jobs) >= 2 and sum(p.seconds for p in jobs) >= 1.0
        assert poll(playing, timeout=120), session(arena.pid)
        os.kill(arena.pid, signal.SIGKILL)
        assert arena.wait(timeout=30) == -signal.SIGKILL
        assert poll(lambda: not session(arena.pid), timeout=GONE_WITHIN), session(arena.pid)
    finally:
        stop(arena)
