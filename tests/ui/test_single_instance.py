"""Two apps on one profile (issue 12, point 4): the second one never touches the first
one's save. The first holds the data folder's lock; the second brings the first one's
window to the front and ends, or says that the first does not answer; a lock left by a
killed app is taken over (``ui.session.single_instance``)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tests.process_tree import poll
from tests.ui.app_helpers import save
from tests.ui.matches import human_mid_trick, play_until
from tressette_gui.engine import Match
from tressette_gui.ui.session.autosave import FILE_NAME
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.single_instance import LOCK_FILE, ProfileLock, ring

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

#: A process that takes the lock of the folder argv[1], says so, then waits.
HOLDER = textwrap.dedent("""
    import sys
    from pathlib import Path
    from tressette_gui.ui.session.single_instance import ProfileLock
    lock = ProfileLock(Path(sys.argv[1]))
    print("locked" if lock.acquire() else "refused", flush=True)
    sys.stdin.read()
""")
#: Seconds a process may take to start or to end (hang guards).
WITHIN = 60


def saved(home: Path) -> bytes:
    """An unfinished match of Spizzichino saved in ``home``; its bytes."""
    setup = MatchSetup.default("spizzichino", player="Ada")
    save(home, play_until(Match(setup.rules, 5, setup.names), human_mid_trick), setup)
    return (home / FILE_NAME).read_bytes()


def app(home: Path, out: Path) -> subprocess.Popen[bytes]:
    """``tressette`` (interactive) on the profile ``home``, its output in ``out``."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": str(home)}
    with out.open("wb") as sink:
        return subprocess.Popen([sys.executable, "-m", "tressette_gui"], env=env,
                                stdout=sink, stderr=sink)


def end(process: subprocess.Popen[bytes]) -> int:
    """SIGTERM (a clean quit) and the exit status."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    return process.wait(timeout=WITHIN)


def test_two_lock_holders_in_one_folder(user_home: Path) -> None:
    first, second = ProfileLock(user_home), ProfileLock(user_home)
    assert first.acquire()
    assert (user_home / LOCK_FILE).is_file()
    assert not second.acquire()
    assert second.holder == os.getpid()
    first.release()
    assert second.acquire()
    second.release()
    assert not (user_home / LOCK_FILE).exists()


def test_the_lock_of_a_killed_app_is_taken_over(user_home: Path, tmp_path: Path) -> None:
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(user_home)],
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "locked\n"
        mine = ProfileLock(user_home)
        assert not mine.acquire()
        assert mine.holder == holder.pid
        holder.kill()
        holder.wait(timeout=WITHIN)
        assert (user_home / LOCK_FILE).exists()  # left behind by the killed holder
        assert mine.acquire()  # stale: its process is gone
        mine.release()
    finally:
        holder.kill()
        holder.communicate(timeout=WITHIN)


def test_a_second_app_brings_the_first_to_the_front_and_leaves_its_save(
        user_home: Path, tmp_path: Path) -> None:
    before = saved(user_home)
    first = app(user_home, tmp_path / "first")
    try:
        assert poll(lambda: ring(user_home), timeout=WITHIN)  # up, with the resume question
        second = app(user_home, tmp_path / "second")
        assert second.wait(timeout=WITHIN) == 0
        assert "already open with this profile: its window was brought to the front" in \
            (tmp_path / "second").read_text()
        assert first.poll() is None  # still playing
        assert (user_home / FILE_NAME).read_bytes() == before
    finally:
        assert end(first) == 128 + signal.SIGTERM
    assert (user_home / FILE_NAME).read_bytes() == before  # the question was not answered
    assert not list(user_home.glob("*.bad"))


def test_a_holder_that_does_not_answer_is_told_and_nothing_is_touched(
        user_home: Path, tmp_path: Path) -> None:
    before = saved(user_home)
    lock = ProfileLock(user_home)
    assert lock.acquire()  # held here, where no doorbell listens
    second = app(user_home, tmp_path / "second")
    try:
        told = f"already open with this profile (process {os.getpid()}) and does not answer"
        assert poll(lambda: told in (tmp_path / "second").read_text(), timeout=WITHIN)
        assert second.poll() is None  # the message box waits for the user
    finally:
        assert end(second) == 128 + signal.SIGTERM  # the box closed by the quit
        lock.release()
    assert (user_home / FILE_NAME).read_bytes() == before
    assert [p.name for p in user_home.iterdir()] == [FILE_NAME]  # no settings either


def test_a_demo_beside_the_playing_app_runs_and_saves_nothing(user_home: Path) -> None:
    """A bot match asks nothing and may run beside the app that plays: it gets no
    autosave (a match the user starts in its window would not be saved) and says so."""
    before = saved(user_home)
    lock = ProfileLock(user_home)
    assert lock.acquire()
    try:
        done = subprocess.run(
            [sys.executable, "-m", "tressette_gui", "--demo", "--game", "mazzetti", "--seed",
             "2", "--speed", "off", "--exit-after-match"], capture_output=True, text=True,
            timeout=WITHIN * 2, check=False,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": str(user_home)})
    finally:
        lock.release()
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("result: ")
    assert "Another Tressette is open with this profile" in done.stderr
    assert (user_home / FILE_NAME).read_bytes() == before
