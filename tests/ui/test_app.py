"""The ``tressette`` command in demo mode, headless: plays a whole match and prints
the result line other checks parse (issue 4 contract)."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

from tests.process_tree import poll, session
from tressette_gui.app import parse_args

LINE = re.compile(r"^result: (.+) (\d+)-(\d+) after (\d+) deals$")


@pytest.mark.parametrize("game", ["tressette", "spizzichino", "mazzetti"])
def test_demo_exits_after_the_match_with_the_result_line(game: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-m", "tressette_gui", "--demo", "--game", game, "--seed", "3",
         "--speed", "off", "--exit-after-match"],
        capture_output=True, text=True, timeout=120, env=env, check=False)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == 1
    found = LINE.match(lines[0])
    assert found is not None, lines[0]
    winner_points, loser_points = int(found.group(2)), int(found.group(3))
    assert winner_points > loser_points or found.group(1) == "draw"
    assert int(found.group(4)) >= 1


def test_a_search_level_demo_runs_its_worker_processes() -> None:
    """``--level esperto``: the demo's bots search on the pool of spawned worker
    processes (issue 6), started from the real entry point, and the match ends
    with the result line; then nothing of its process tree is left (issue 11: the
    workers and the resource tracker end with the app; it runs in its own session,
    so they are found by the session id even re-parented)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    with subprocess.Popen(
            [sys.executable, "-m", "tressette_gui", "--demo", "--game", "spizzichino",
             "--level", "esperto", "--seed", "3", "--speed", "off", "--exit-after-match"],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
            start_new_session=True) as demo:
        out, err = demo.communicate(timeout=300)
    assert demo.returncode == 0, err
    assert LINE.match(out.strip()), out
    if sys.platform.startswith("linux"):
        assert poll(lambda: not session(demo.pid), timeout=10), session(demo.pid)


def test_bad_options_are_refused_with_a_message(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(["--game", "briscola"])
    assert stop.value.code == 2
    assert "invalid choice: 'briscola'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        parse_args(["--level", "cheat"])
    assert "invalid choice: 'cheat'" in capsys.readouterr().err
