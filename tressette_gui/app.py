"""The ``tressette`` command: builds the QApplication and the main window.

``tressette`` opens the window and the New match dialog; ``tressette --demo``
plays a match with bots in every seat (``--game spizzichino|mazzetti`` for the
two-player games). Options: ``--game``, ``--seed``, ``--speed``; with
``--exit-after-match`` the app prints one line
``result: <winner side> <points>-<points> after <n> deals`` and exits with
status 0 when the match ends (the headless smoke test, QT_QPA_PLATFORM=offscreen).
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
from collections.abc import Sequence

from .engine import VARIANTS, Rules


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """Parse the command line; argparse exits with status 2 and a message on bad input."""
    parser = argparse.ArgumentParser(prog="tressette", description="Tressette and Spizzichino.")
    parser.add_argument("--demo", action="store_true", help="watch bots play a match")
    parser.add_argument("--game", choices=VARIANTS, default="tressette",
                        help="the game (default tressette)")
    parser.add_argument("--seed", type=int, default=None, help="the match seed (a whole number)")
    parser.add_argument("--speed", choices=("slow", "normal", "fast", "off"), default=None,
                        help="animation speed")
    parser.add_argument("--exit-after-match", action="store_true",
                        help="print the result line and exit when the match ends")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit status (0 after a normal close)."""
    multiprocessing.freeze_support()
    args = parse_args(sys.argv[1:] if argv is None else argv)
    from PySide6.QtWidgets import QApplication, QMessageBox

    from .ui.card_images import CardAssetError, CardImages
    from .ui.main_window import MainWindow
    from .ui.match_setup import MatchSetup
    from .ui.texts import result_line

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Tressette")
    try:
        images = CardImages()
    except CardAssetError as exc:
        QMessageBox.critical(None, "Tressette", str(exc))
        print(f"tressette: {exc}", file=sys.stderr)
        return 1
    window = MainWindow(images, demo=args.demo, quiet_end=args.exit_after_match)
    if args.speed:
        window.set_speed(args.speed)
    setup = MatchSetup.default(args.game)
    setup = MatchSetup(Rules.for_variant(args.game), setup.names, setup.levels, args.seed)
    if args.exit_after_match:
        def finished(result: object) -> None:
            print(result_line(result, window.setup.names), flush=True)  # type: ignore[arg-type]
            app.exit(0)
        window.matchFinished.connect(finished)
    window.show()
    if args.demo or args.exit_after_match:
        window.start_match(setup.demo())
    else:
        window.ask_new_match()
    status = app.exec()
    window.controller.shutdown()
    return status
