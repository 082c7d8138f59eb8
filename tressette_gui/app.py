"""The ``tressette`` command: builds the QApplication and the main window.

``tressette`` opens the window; if the last match with a human player was left
unfinished it offers to resume it, else it opens the New match dialog.
``tressette --demo`` plays a match with bots in every seat (``--game
spizzichino|mazzetti`` for the two-player games). Options: ``--game``, ``--seed``,
``--speed``, ``--level`` (the demo bots' level, default principiante); with
``--exit-after-match`` the app prints one line
``result: <winner side> <points>-<points> after <n> deals`` and exits with status 0
when the match ends (the headless check, QT_QPA_PLATFORM=offscreen). ``--smoke-test``
plays one bot deal offscreen and exits (see :mod:`.ui.session.smoke`). ``--demo`` and
``--exit-after-match`` runs ask nothing: no resume question, no message boxes (notices go
to stderr).

Where the user's files live: the settings in ``Tressette.ini`` and the autosave in
``autosave.json``, both in the folder named by the environment variable
:data:`HOME_VARIABLE` when it is set (tests, portable installs), else in the platform's
places (``~/.config/Tressette/Tressette.ini`` and ``~/.local/share/Tressette/Tressette/``
on Linux; see docs/installing.md).
"""

from __future__ import annotations

import argparse
import gc
import multiprocessing
import sys
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .bots import LEVELS
from .engine import VARIANTS, Rules
from .user_files.location import data_folder, user_home
from .window_check import window_problem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication, QWidget

    from .ui.session.single_instance import ProfileLock
    from .ui.window.main_window import MainWindow

#: The environment variable naming one folder for the settings file and the autosave.
#: The settings file's name inside that folder.
SETTINGS_FILE = "Tressette.ini"


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line; argparse exits with status 2 and a message on bad input."""
    from .ui.table.timing import SPEEDS  # no Qt; imported here so ``app`` stays light

    parser = argparse.ArgumentParser(prog="tressette", description="Tressette and Spizzichino.")
    parser.add_argument("--demo", action="store_true", help="watch bots play a match")
    parser.add_argument("--game", choices=VARIANTS, default="tressette",
                        help="the game (default tressette)")
    parser.add_argument("--seed", type=int, default=None, help="the match seed (a whole number)")
    parser.add_argument("--speed", choices=tuple(SPEEDS), default=None,
                        help="animation speed (this run only)")
    parser.add_argument("--level", choices=LEVELS, default="principiante",
                        help="the bots' level in a --demo or --exit-after-match match")
    parser.add_argument("--exit-after-match", action="store_true",
                        help="print the result line and exit when the match ends")
    parser.add_argument("--smoke-test", action="store_true",
                        help="play one bot deal offscreen, print its score and exit")
    return parser.parse_args(argv)


def start(app: QApplication, args: argparse.Namespace, *, owner: bool = True,
          lock: ProfileLock | None = None) -> MainWindow | None:
    """Read the settings, install the language, make and show the main window, then
    greet the user (notices, the resume question, the New match dialog) or, with
    ``--demo``/``--exit-after-match``, start the bot match at once. Returns the window,
    or None when the card artwork is missing (the message was shown and printed).
    ``owner``: this app holds the profile's lock (``ui.session.single_instance``); a bot
    match started while another app holds it saves nothing (and says so on stderr).
    ``lock``: the profile's lock, whose :meth:`~ProfileLock.notice` (a bad lock file moved
    aside) is told with the other notices. Never blocks: every question is a window-modal
    dialog."""
    from PySide6.QtCore import QCoreApplication

    from .ui.language.i18n import install_translator, resolve_language
    from .ui.language.seat_names import seat_levels
    from .ui.language.texts import result_line
    from .ui.session.autosave import Autosave, AutosaveError
    from .ui.session.match_archive import MatchArchive
    from .ui.session.match_setup import MatchSetup
    from .ui.session.settings import AppSettings
    from .ui.table.card_images import CardAssetError, CardImages
    from .ui.window.main_window import MainWindow

    app.setOrganizationName("Tressette")
    app.setApplicationName("Tressette")
    interactive = not (args.demo or args.exit_after_match)
    home = user_home()
    install_translator(app, "system")  # so a settings problem is told in the user's language
    settings = AppSettings(home / SETTINGS_FILE if home else None)
    first_start = not settings.existed
    prefs, warning = settings.load()
    notices = [warning] if warning else []
    if install_translator(app, prefs.language) != resolve_language(prefs.language):
        notices.append(QCoreApplication.translate(
            "App", "The Italian translation could not be loaded; the program is shown in "
            "English."))
    if lock is not None and (moved := lock.notice()) is not None:
        notices.append(moved)
    try:
        images = CardImages()
    except CardAssetError as exc:
        print(f"tressette: {exc}", file=sys.stderr)
        if interactive:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.critical(None, "Tressette", str(exc))
        return None
    autosave = Autosave(home) if owner else None
    if not owner:
        notices.append(QCoreApplication.translate(
            "App", "Another Tressette is open with this profile: the matches of this window "
            "are not saved."))
    archive = MatchArchive.open()
    if archive.notice is not None:
        notices.append(archive.notice)
    window = MainWindow(images, demo=args.demo, quiet_end=args.exit_after_match, prefs=prefs,
                        settings=settings, autosave=autosave, archive=archive)
    window.history_flow.first_start = first_start
    if args.speed and interactive:
        window.preferences.set_speed(args.speed)
    elif args.speed:  # the bot match's own speed: a match the user starts goes back
        window.preferences.demo_speed = args.speed
    if args.exit_after_match:
        def finished(result: object) -> None:
            line = result_line(result, window.setup.names,  # type: ignore[arg-type]
                               seat_levels(window.setup.seats()))
            print(line, flush=True)
            app.exit(0)
        window.matchFinished.connect(finished)
    window.show()
    if not interactive:
        for notice in notices:
            print(f"tressette: {notice}", file=sys.stderr)
        setup = MatchSetup.default(args.game, level=args.level)
        setup = MatchSetup(Rules.for_variant(args.game), setup.names, setup.levels, args.seed)
        window.start_match(setup.demo())
        return window
    try:
        saved = autosave.load() if autosave is not None else None
    except AutosaveError as exc:
        notices.append(str(exc))
        saved = None
    window.flow.greet(notices, saved)
    return window


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status (0 after a normal close, 1 when Qt cannot open
    a window here, with the reason and what to do on stderr (:mod:`.window_check`), when
    the card artwork is missing or the smoke test fails; 128 + the signal's number after
    SIGINT, SIGTERM or SIGHUP, which close the window as the user would: the match is
    saved, the bots and their processes are stopped, see :mod:`.ui.session.stop_signals`)."""
    multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.smoke_test:
        from .ui.session.smoke import run_smoke_test

        return run_smoke_test()
    problem = window_problem()
    if problem is not None:
        print(f"tressette: {problem}", file=sys.stderr)
        return 1
    from PySide6.QtWidgets import QApplication

    from .ui.session.single_instance import Doorbell, ProfileLock
    from .ui.session.stop_signals import StopSignals

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    stops = StopSignals()
    stopped: list[int] = []

    def stop(number: int) -> None:
        stopped.append(number)
        app.quit()
    stops.received.connect(stop)
    lock = ProfileLock(data_folder())
    try:
        owner = lock.acquire()
        if not owner and not (args.demo or args.exit_after_match):
            status = already_open(app, lock)
        elif (window := start(app, args, owner=owner, lock=lock)) is None:
            return 1
        else:
            if owner:
                Doorbell(lock.folder, window).rung.connect(lambda: bring_to_front(window))
            # What start made (modules, classes, the window) lasts as long as the app: kept
            # out of the garbage collector's full passes, which would walk it all again and
            # again (tens of milliseconds: a frame of the animations or of a list scrolling).
            gc.freeze()
            status = app.exec()  # app.quit() closes the window first (its closeEvent)
            window.controller.shutdown()
            if window.history_flow.archive is not None:
                window.history_flow.archive.close()
    finally:
        stops.close()
        lock.release()
    return 128 + stopped[0] if stopped else status


def already_open(app: QApplication, lock: ProfileLock) -> int:
    """Another app holds ``lock``: ask it to bring its window to the front (exit status
    0), else, when it does not answer, say so in a message box (status 1). Reads and
    writes nothing of the profile (not even the settings)."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from .ui.language.i18n import install_translator
    from .ui.session.single_instance import ring

    install_translator(app, "system")
    if ring(lock.folder):
        print("tressette: " + QCoreApplication.translate(
            "App", "Tressette is already open with this profile: its window was brought to "
            "the front."), file=sys.stderr)
        return 0
    text = QCoreApplication.translate(
        "App", "Tressette is already open with this profile (process %1) and does not answer. "
        "Only one Tressette at a time can play with the same saved match: close the other "
        "one, then start Tressette again.").replace("%1", str(lock.holder or "?"))
    print(f"tressette: {text}", file=sys.stderr)
    box = QMessageBox(QMessageBox.Icon.Warning, "Tressette", text)
    box.finished.connect(app.quit)
    box.open()
    app.exec()  # not exec() of the box: a signal's app.quit() must end it too
    return 1


def bring_to_front(window: QWidget) -> None:
    """Show ``window`` (restored if minimized), raised and active: a second app was
    started for the same profile."""
    from PySide6.QtCore import Qt

    window.setWindowState(window.windowState() & ~Qt.WindowState.WindowMinimized)
    window.show()
    window.raise_()
    window.activateWindow()
