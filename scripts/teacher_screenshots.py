"""Render the teacher's moments to PNG files (issue 16): a hint on the table, the
analysis in the replay viewer (its summary and a marked decision), and a turn of the
guided first match, in English and Italian, at the size of the screen (the window fills
it, as maximized).

Usage, once per screen size, under a virtual X screen of that size::

    xvfb-run -a -s '-screen 0 1024x600x24' python scripts/teacher_screenshots.py FOLDER
    xvfb-run -a -s '-screen 0 1920x1080x24' python scripts/teacher_screenshots.py FOLDER

Everything is seeded: the match on the table (Principiante bots), the hint (the app's
``HINT_SETTINGS``, seeded by the decision's place), and the match analysed (two deals
Principiante plays at every seat, stored in a history made here, analysed once with the
app's settings and read back for the second language). Files:
``teacher-{hint,analysis,guided}-{en,it}-{W}x{H}.png``, W x H the screen's size.
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox

from tressette_gui.bots import make_bot
from tressette_gui.engine import Match, Play, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: The match on the table for the hint, and the human's cards before it.
HINT_SEED, HINT_AFTER = 11, 3
#: The guided match's seed; the seed of the match analysed (a blunder among its worst).
GUIDED_SEED, ANALYSED = 4, 11


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 300) -> None:
    """Process events until ``done()``; raises TimeoutError after ``seconds``."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the moment did not come")
        app.processEvents()
        time.sleep(0.005)


def window_for(app: QApplication, language: str,
               archive: MatchArchive | None = None) -> MainWindow:
    install_translator(app, language)
    window = MainWindow(prefs=Preferences(animation_speed="off", language=language),
                        archive=archive)
    window.controller.bots.pause_ms = 0
    window.setGeometry(app.primaryScreen().geometry())  # as maximized
    window.show()
    return window


def human_turn(app: QApplication, window: MainWindow) -> None:
    wait(app, lambda: window.controller.waiting_for_human)


def shoot_hint(app: QApplication, language: str, folder: Path, tag: str) -> None:
    window = window_for(app, language)
    window.start_match(MatchSetup.default(), seed=HINT_SEED)
    bot, rng = make_bot("principiante"), random.Random(HINT_SEED)
    for _ in range(HINT_AFTER):
        human_turn(app, window)
        obs = window.controller.observation()
        assert obs is not None
        action = bot.choose(obs, rng).action
        assert isinstance(action, Play)
        window.controller.human.play_card(action.card, forgo=True)
    human_turn(app, window)
    match = window.controller.match
    assert match is not None
    match.hints_used = True  # the question was answered before
    hinted: list[str] = []
    window.assist.assist.hinted.connect(hinted.append)
    window.assist.ask_hint()
    wait(app, lambda: bool(hinted))
    app.processEvents()
    window.grab().save(str(folder / f"teacher-hint-{tag}.png"))
    window.controller.shutdown()
    window.close()


def shoot_guided(app: QApplication, language: str, folder: Path, tag: str) -> None:
    window = window_for(app, language)
    window.guide.start(GUIDED_SEED)
    intro = window.dialog  # the guided deal's introduction: OK deals it
    assert isinstance(intro, QMessageBox)
    intro.button(QMessageBox.StandardButton.Ok).click()
    human_turn(app, window)
    for _ in range(2):  # a turn where the rule of following suit applies
        obs = window.controller.observation()
        assert obs is not None
        if obs.trick:
            break
        card = next(a.card for a in obs.legal_actions if isinstance(a, Play))
        window.controller.human.play_card(card, forgo=True)
        human_turn(app, window)
    app.processEvents()
    window.grab().save(str(folder / f"teacher-guided-{tag}.png"))
    window.controller.shutdown()
    window.close()


def stored_match(path: Path) -> int:
    """Two deals Principiante plays at every seat, stored; the match's number."""
    match = Match(Rules.for_variant("tressette", match_end="deals", deals=2), ANALYSED,
                  ["Ada", "Est", "Nord", "Ovest"])
    bot, rng = make_bot("principiante"), random.Random(ANALYSED)
    while (seat := match.seat_to_act()) is not None:
        match.apply(bot.choose(match.observe(seat), rng).action)
    with History(path) as history:
        ada = history.profiles.create("Ada", "#c03030").id
        return history.matches.store(match, [ProfileSeat(ada),
                                             *(BotSeat("principiante"),) * 3])


def shoot_analysis(app: QApplication, language: str, archive: MatchArchive, match_id: int,
                   folder: Path, tag: str) -> None:
    window = window_for(app, language, archive)
    window.replay_mode.start(match_id)
    flow = window.analysis
    if not window.analysis_pane.summary.text():  # not analysed yet: once, and stored
        results: list[object] = []
        flow.job.finished.connect(results.append)
        window.analysis_pane.analyse_button.click()
        wait(app, lambda: bool(results), 900)
    history = archive.history
    assert history is not None
    review = history.analyses.review(match_id, 0)
    assert review is not None and review.complete
    worst = review.worst()
    chosen = worst[0] if worst else review.decisions[-1]
    window.analysis_pane.decisionChosen.emit(chosen.deal, chosen.action)
    window.controller.replay.step(1)  # the card played, on the table
    wait(app, lambda: not window.director.busy)
    app.processEvents()
    window.grab().save(str(folder / f"teacher-analysis-{tag}.png"))
    window.analysis.shutdown()
    window.controller.shutdown()
    window.close()


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    screen = app.primaryScreen().geometry()
    with tempfile.TemporaryDirectory() as temporary:
        path = Path(temporary) / "history.sqlite"
        match_id = stored_match(path)
        archive = MatchArchive.open(path)
        for language in ("en", "it"):
            tag = f"{language}-{screen.width()}x{screen.height()}"
            shoot_hint(app, language, folder, tag)
            shoot_guided(app, language, folder, tag)
            shoot_analysis(app, language, archive, match_id, folder, tag)
        archive.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
