"""SIGINT, SIGTERM and SIGHUP during a game against search bots end the app as a click
on Quit would (issue 12): the exit status says which signal (128 + its number), no
traceback, the autosave is on disk and resumes, and nothing of the process tree is left
(``ui.session.stop_signals``, ``bots.search.workers.stop_now``).

The app runs as ``tressette`` does (``tressette_gui.app.main``), offscreen, with its
data folder in the test's folder (settings at animation speed "off": no waits between
moves), in a new session (so every process it started is found by the session id),
under a small driver that acts as the player: it answers Yes to "Resume the match?" and
plays the first legal card on each of its turns. The signal is sent once the bots'
worker processes have searched.
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
from tressette_gui.app import SETTINGS_FILE
from tressette_gui.engine import Match
from tressette_gui.ui.session.autosave import Autosave
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import AppSettings, Preferences

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")

#: The player: every 50 ms it presses the default button of a question (Yes to resume),
#: closes any other dialog and plays the first legal card when it is its turn.
PLAYER = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox
    from tressette_gui.app import main
    from tressette_gui.engine import Play
    from tressette_gui.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])

    def player():
        for window in app.topLevelWidgets():
            if not isinstance(window, MainWindow):
                continue
            if isinstance(window.dialog, QMessageBox):
                window.dialog.defaultButton().click()
            elif window.dialog is not None:
                window.dialog.accept()
            elif window.controller.waiting_for_human:
                obs = window.controller.observation()
                play = next(a for a in obs.legal_actions if isinstance(a, Play))
                window.controller.human.play_card(play.card)
        QTimer.singleShot(50, player)

    player()
    sys.exit(main(sys.argv[1:]))
""")
#: CPU seconds the workers must have used before the signal: they have searched.
SEARCHED = 2.0
#: Seconds the app may take to end (a hang guard, not a measure of speed:
#: benchmarks/stop_signals.py measures it).
ENDS_WITHIN = 30
#: Seconds the rest of the process tree may take to go after the app ended.
GONE_WITHIN = 10


def actions(match: Match) -> int:
    """Actions applied in ``match`` so far."""
    return sum(len(dealing.actions) for dealing in match.dealings)


def searching(sid: int) -> bool:
    """The session's search workers have used :data:`SEARCHED` CPU seconds."""
    tree = session(sid)
    return len(named(tree, TRACKER)) == 1 and \
        sum(p.seconds for p in named(tree, WORKER)) >= SEARCHED


@pytest.mark.parametrize("number", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_a_signal_during_a_search_game_quits_cleanly_with_the_match_saved(
        tmp_path: Path, number: signal.Signals) -> None:
    setup = MatchSetup.default("spizzichino", player="Ada", level="esperto")
    match = Match(setup.rules, 7, setup.names)
    Autosave(tmp_path).save(match, setup)
    # speed "off": no flights and no pause before a bot's move, so the bots soon search
    AppSettings(tmp_path / SETTINGS_FILE).save(Preferences(animation_speed="off"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "TRESSETTE_HOME": str(tmp_path)}
    with (tmp_path / "err").open("w") as err:
        app = subprocess.Popen([sys.executable, "-c", PLAYER], env=env, stdout=err, stderr=err,
                               start_new_session=True)
    try:
        assert poll(lambda: searching(app.pid), timeout=180), session(app.pid)
        os.kill(app.pid, number)
        assert app.wait(timeout=ENDS_WITHIN) == 128 + number
        assert poll(lambda: not session(app.pid), timeout=GONE_WITHIN), session(app.pid)
    finally:
        for proc in session(app.pid):
            os.kill(proc.pid, signal.SIGKILL)
        app.wait(timeout=30)
    errors = (tmp_path / "err").read_text()
    assert "Traceback" not in errors and "Interrupt" not in errors, errors
    saved = Autosave(tmp_path).load()  # raises AutosaveError for a save it cannot read
    assert saved is not None
    assert actions(saved[0]) > actions(match)  # the game went on and was saved
    assert saved[1] == MatchSetup(setup.rules, setup.names, setup.levels, 7)
    assert not list(tmp_path.glob("*.bad"))
