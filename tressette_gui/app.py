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
from .user_files.location import user_home
from .window_check import window_problem

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

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


def start(app: QApplication, args: argparse.Namespace) -> MainWindow | None:
    """Read the settings, install the language, make and show the main window, then
    greet the user (notices, the resume question, the New match dialog) or, with
    ``--demo``/``--exit-after-match``, start the bot match at once. Returns the window,
    or None when the card artwork is missing (the message was shown and printed).
    Never blocks: every question is a window-modal dialog."""
    from PySide6.QtCore import QCoreApplication

    from .ui.language.i18n import install_translator, resolve_language
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
    first_start = not settings.path.exists()
    prefs, warning = settings.load()
    notices = [warning] if warning else []
    if install_translator(app, prefs.language) != resolve_language(prefs.language):
        notices.append(QCoreApplication.translate(
            "App", "The Italian translation could not be loaded; the program is shown in "
            "English."))
    try:
        images = CardImages()
    except CardAssetError as exc:
        print(f"tressette: {exc}", file=sys.stderr)
        if interactive:
            from PySide6.QtWidgets import QMessageBox

            QMessageBox.critical(None, "Tressette", str(exc))
        return None
    autosave = Autosave(home)
    archive = MatchArchive.open()
    if archive.notice is not None:
        notices.append(archive.notice)
    window = MainWindow(images, demo=args.demo, quiet_end=args.exit_after_match, prefs=prefs,
                        settings=settings, autosave=autosave, archive=archive)
    window.history_flow.first_start = first_start
    if args.speed and interactive:
        window.set_speed(args.speed)
    elif args.speed:  # the bot match's own speed: a match the user starts goes back
        window.demo_speed = args.speed
    if args.exit_after_match:
        def finished(result: object) -> None:
            print(result_line(result, window.setup.names), flush=True)  # type: ignore[arg-type]
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
        saved = autosave.load()
    except AutosaveError as exc:
        notices.append(str(exc))
        saved = None
    window.flow.greet(notices, saved)
    return window


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status (0 after a normal close, 1 when Qt cannot open
    a window here, with the reason and what to do on stderr (:mod:`.window_check`), when
    the card artwork is missing or the smoke test fails)."""
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

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    window = start(app, args)
    if window is None:
        return 1
    # What start made (modules, classes, the window) lasts as long as the app: kept out of
    # the garbage collector's full passes, which would walk it all again and again (tens
    # of milliseconds: a frame of the table's animations or of a list scrolling).
    gc.freeze()
    status = app.exec()
    window.controller.shutdown()
    if window.history_flow.archive is not None:
        window.history_flow.archive.close()
    return status
