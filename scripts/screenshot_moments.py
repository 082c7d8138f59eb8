"""Render a fixed set of seeded table moments to PNG files, for comparing the look of
the app before and after a change (issue 13: the Qt layer reshaped, the player-visible
behaviour unchanged).

Usage::

    python scripts/screenshot_moments.py OUTPUT_FOLDER

Runs offscreen (``QT_QPA_PLATFORM=offscreen``) on an offscreen screen of
:data:`SCREEN` (Qt's default offscreen screen is 800 x 800 and would shrink the window
to fit it), animation speed "off", no bot pause, fixed seeds and seeded choices for the
human seats (the principiante bot's), so two runs on the same machine give the same
pixels. Every moment is taken at each window size of :data:`SIZES`: a 1024 x 600 laptop
screen filled (as the README's small-screen pictures) and the app's default window. The
human's actions go through the controller's public commands, as clicks would. A moment
in the middle of a batch of events (a declaration on show, a trick's winner
highlighted, a drawn card on show) is taken by letting the director run the batch only
up to the step of that kind: with speed "off" the scene then shows that step's end.

Moments (one PNG per size, ``NAME-{W}x{H}.png``, the whole main window unless said
otherwise):
``deal4`` (four players, the human's first turn), ``declaration4`` (a declaration on
show), ``trick_won4`` (a trick's winner highlighted), ``deal_summary`` (the dialog),
``match_end`` (the dialog), ``mazzetti_piles`` (the human's pile choice half done),
``mazzetti_pickup`` (a pile top the human may pick up, with its badge), ``pesca_draw``
(a drawn card on show), ``hotseat_cover`` (the cover before a hot-seat game's first
turn).
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QDeadlineTimer, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from tressette_gui.bots import make_bot
from tressette_gui.engine import ChoosePiles, Declare, PickUp, Play, Redeal, Rules
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.table.table_state import Step, StepKind
from tressette_gui.ui.window.main_window import MainWindow
from tressette_gui.ui.window.window_size import DEFAULT_SIZE

#: A moment's window size (logical px) unless given: the app's default window.
WINDOW_SIZE = DEFAULT_SIZE
#: The window sizes (logical px) every moment is taken at: a 1024 x 600 screen filled,
#: and the default window.
SIZES = ((1024, 600), WINDOW_SIZE)
#: The offscreen screen's size (px): room for every size in :data:`SIZES`.
SCREEN = (1920, 1080)
#: Give up on a moment after this many milliseconds.
TIMEOUT_MS = 120_000


class Moment:
    """One seeded match on a fresh window of ``size`` (logical px), driven until
    ``ready(window)`` holds (also used by ``table_screenshots.py``)."""

    def __init__(self, setup: MatchSetup, seed: int, *, freeze: StepKind | None = None,
                 size: tuple[int, int] = WINDOW_SIZE) -> None:
        self.window = MainWindow(prefs=Preferences(animation_speed="off"))
        self.window.controller.bots.pause_ms = 0
        self.window.resize(*size)
        self.window.show()
        self.rng = random.Random(seed)
        self.bot = make_bot("principiante")
        self.frozen = False
        self.freeze = freeze
        if freeze is not None:
            self._patch_director()
        self.window.start_match(setup, seed)

    def _patch_director(self) -> None:
        """Let the director run a batch only up to the first step of kind ``freeze``."""
        director = self.window.director
        run = director.run

        def run_until_frozen(steps: Sequence[Step]) -> None:
            kinds = [s.kind for s in steps]
            if not self.frozen and self.freeze in kinds:
                self.frozen = True
                steps = list(steps)[:kinds.index(self.freeze) + 1]
                run(steps)
                director.blockSignals(True)  # no idle: the table stays at that step
                return
            run(steps)

        director.run = run_until_frozen  # type: ignore[method-assign]

    def drive(self, ready: Callable[[MainWindow], bool], *,
              close_summaries: bool = True) -> None:
        """Run the event loop, acting for the human seats, until ``ready(window)``."""
        window = self.window
        loop = QEventLoop()
        failure: list[str] = []

        def tick() -> None:
            if ready(window):
                loop.quit()
            elif self.frozen or deadline.hasExpired():
                failure.append("frozen too early" if self.frozen else "not reached in time")
                loop.quit()
            elif isinstance(window.dialog, DealSummaryDialog) and close_summaries:
                window.dialog.accept()
            elif window.dialog is None and not window.director.busy:
                self._act()

        deadline = QDeadlineTimer(TIMEOUT_MS)
        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        timer.start()
        loop.exec()
        timer.stop()
        if failure:
            raise SystemExit(f"screenshot_moments: the moment was {failure[0]}")

    def drive_to_freeze(self) -> None:
        """Drive until the batch with the ``freeze`` step was run up to it."""
        self.drive(lambda _window: self.frozen)

    def _act(self) -> None:
        controller = self.window.controller
        if controller.covered:
            controller.uncover()
            return
        if not controller.waiting_for_human:
            return
        match = controller.match
        assert match is not None
        seat = match.seat_to_act()
        assert seat is not None
        action = self.bot.choose(match.observe(seat), self.rng).action
        if isinstance(action, Play):
            controller.human.set_lead_signal(action.signal)
            controller.human.play_card(action.card, forgo=True)
        elif isinstance(action, Declare):
            controller.human.declare(action.declaration)
        elif isinstance(action, Redeal):
            controller.human.answer_redeal(action.ask)
        elif isinstance(action, PickUp):
            controller.human.pick_up(action.pile)
        elif isinstance(action, ChoosePiles):
            choice = controller.human.pile_choice
            assert choice is not None
            for pile in (*action.hand, *action.front):
                if pile not in choice.taken:
                    controller.human.click_pile(pile)
            for pile in action.hand:
                controller.human.click_pile(pile)
            controller.human.confirm_piles()

    def save(self, folder: Path, name: str, widget: QWidget | None = None) -> None:
        """Grab ``widget`` (default: the window) as ``<folder>/<name>.png``."""
        QApplication.processEvents()
        target = widget if widget is not None else self.window
        if not target.grab().save(str(folder / f"{name}.png")):
            raise SystemExit(f"screenshot_moments: could not write {name}.png")
        print(f"{name}.png")

    def close(self) -> None:
        """Close the window (stops the bot thread)."""
        self.window.close()
        self.window.deleteLater()
        QApplication.processEvents()


def tressette(**options: object) -> MatchSetup:
    """Tressette for four: the human at seat 0 against principiante bots."""
    base = MatchSetup.default("tressette")
    return MatchSetup(Rules.for_variant("tressette", **options), base.names, base.levels)


def two_player(variant: str, hot_seat: bool = False) -> MatchSetup:
    """A two-player match to 11: the human against principiante, or two humans."""
    rules = Rules.for_variant(variant, target=11)
    if hot_seat:
        return MatchSetup(rules, ("Anna", "Bruno"), (None, None))
    return MatchSetup(rules, ("Giocatore", "Avversario"), (None, "principiante"))


def waiting(window: MainWindow) -> bool:
    """The human must act and nothing moves."""
    return window.controller.waiting_for_human and not window.director.busy


def pickup_offered(window: MainWindow) -> bool:
    """The human's turn with a pick-up badge on an own pile top (R3.3)."""
    return waiting(window) and bool(window.scene.pickup_badges)


def take(folder: Path) -> None:
    """Render every moment into ``folder`` at each size of :data:`SIZES`."""
    for size in SIZES:
        take_at(folder, size)


def take_at(folder: Path, size: tuple[int, int]) -> None:
    """Render every moment into ``folder`` in a window of ``size`` (logical px), each
    file named ``NAME-{W}x{H}.png``."""
    suffix = f"-{size[0]}x{size[1]}"
    moment = Moment(tressette(), 11, size=size)
    moment.drive(waiting)
    moment.save(folder, "deal4" + suffix)
    moment.close()

    for name, kind in (("declaration4", StepKind.SHOW), ("trick_won4", StepKind.WINNER)):
        moment = Moment(tressette(), 12, freeze=kind, size=size)
        moment.drive_to_freeze()
        moment.save(folder, name + suffix)
        moment.close()

    moment = Moment(tressette(), 13, size=size)
    moment.drive(lambda w: isinstance(w.dialog, DealSummaryDialog), close_summaries=False)
    moment.save(folder, "deal_summary" + suffix, moment.window.dialog)
    moment.close()

    moment = Moment(tressette(match_end="deals", deals=2), 14, size=size)
    moment.drive(lambda w: isinstance(w.dialog, MatchEndDialog))
    moment.save(folder, "match_end" + suffix, moment.window.dialog)
    moment.close()

    moment = Moment(two_player("mazzetti"), 15, size=size)
    moment.drive(lambda w: waiting(w) and w.controller.human.pile_choice is not None)
    choice = moment.window.controller.human.pile_choice
    assert choice is not None
    for pile in (*choice.free[:4], choice.free[1]):
        moment.window.controller.human.click_pile(pile)
    moment.save(folder, "mazzetti_piles" + suffix)
    moment.close()

    moment = Moment(two_player("mazzetti"), 16, size=size)
    moment.drive(pickup_offered)
    moment.save(folder, "mazzetti_pickup" + suffix)
    moment.close()

    moment = Moment(two_player("spizzichino"), 17, freeze=StepKind.DRAW, size=size)
    moment.drive_to_freeze()
    moment.save(folder, "pesca_draw" + suffix)
    moment.close()

    moment = Moment(two_player("spizzichino", hot_seat=True), 18, size=size)
    moment.drive(lambda w: w.controller.covered and not w.director.busy)
    moment.save(folder, "hotseat_cover" + suffix)
    moment.close()


def run(argv: Sequence[str], usage: str, name: str,
        take_all: Callable[[Path], None]) -> int:
    """A screenshot script's ``main``: ``argv`` is ``[FOLDER]``; ``take_all(folder)``
    writes the PNGs there under a QApplication named ``name``. Exit status 0, or 2
    with ``usage`` printed when the folder is missing."""
    if len(argv) != 1:
        print(usage, file=sys.stderr)
        return 2
    folder = Path(argv[0])
    folder.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication([name])
    take_all(folder)
    del app
    return 0


def main(argv: Sequence[str]) -> int:
    """``screenshot_moments.py FOLDER``: write the PNGs there, offscreen on a screen of
    :data:`SCREEN`; exit status 0."""
    with tempfile.TemporaryDirectory() as config_folder:
        # Qt's offscreen platform reads its screens from a JSON file given as a
        # platform argument, when the QApplication is made.
        config = Path(config_folder) / "offscreen.json"
        width, height = SCREEN
        config.write_text(json.dumps({"screens": [
            {"name": "screen", "width": width, "height": height}]}), encoding="utf-8")
        os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={config}"
        return run(argv, __doc__.split("\n\n")[1], "screenshot_moments", take)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
