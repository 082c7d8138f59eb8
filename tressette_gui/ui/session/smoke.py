"""``--smoke-test``: proves a build works, without a screen or a user.

Starts Qt offscreen, checks that the card artwork and the Italian catalogues (ours and
Qt's own) are where the app looks for them, then plays one deal of Tressette (R3.1) with
four principiante bots through the real table (scene, animation director at speed "off",
controller and its bot thread) and prints one line::

    smoke: deal 1 scored <side 0 points>-<side 1 points>

Used on the frozen app by ``tests/test_installer.py`` (``Tressette --smoke-test``).
"""

from __future__ import annotations

import os
import sys

#: Give up (exit status 1) when the deal is not scored within this many milliseconds.
SMOKE_TIMEOUT_MS = 120_000
#: The seed of the smoke deal (first dealer and shuffle).
SMOKE_SEED = 1


def run_smoke_test(timeout_ms: int = SMOKE_TIMEOUT_MS) -> int:
    """Play one bot deal on an offscreen table; returns the exit status: 0 when the deal
    was scored (the ``smoke:`` line is printed on stdout), 1 with a ``smoke:`` message on
    stderr when the artwork or a catalogue is missing or the deal is not scored within
    ``timeout_ms`` milliseconds. Sets ``QT_QPA_PLATFORM=offscreen`` for this process."""
    os.environ["QT_QPA_PLATFORM"] = "offscreen"  # before the QApplication exists
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialogButtonBox

    from ...engine import DealScore
    from ..language.i18n import install_translator
    from ..table.animation import AnimationDirector
    from ..table.card_images import CardAssetError, CardImages
    from ..table.table_scene import TableScene
    from .controller import TableController
    from .match_entry import MatchEntry
    from .match_setup import MatchSetup

    app = QApplication.instance() or QApplication(["tressette", "--smoke-test"])
    if install_translator(app, "it") != "it":
        print("smoke: the Italian catalogue tressette_it.qm is missing", file=sys.stderr)
        return 1
    cancel = QDialogButtonBox.StandardButton.Cancel
    buttons = QDialogButtonBox(cancel)
    if buttons.button(cancel).text() != "Annulla":
        print("smoke: Qt's own Italian catalogue qtbase_it.qm is missing", file=sys.stderr)
        return 1
    try:
        images = CardImages()
    except CardAssetError as exc:
        print(f"smoke: {exc}", file=sys.stderr)
        return 1
    scene = TableScene(images)
    director = AnimationDirector(scene)
    director.set_speed("off")
    controller = TableController(scene, director)
    controller.bots.pause_ms = 0
    lines: list[str] = []

    def scored(score: DealScore, number: int) -> None:
        lines.append(f"smoke: deal {number} scored {score.points[0]}-{score.points[1]}")
        app.exit(0)

    controller.dealScored.connect(scored)
    QTimer.singleShot(timeout_ms, lambda: app.exit(1))
    MatchEntry(controller).new_match(MatchSetup.default("tressette").demo(), SMOKE_SEED)
    status = app.exec()
    controller.shutdown()
    if not lines:
        print(f"smoke: no deal scored within {timeout_ms} ms", file=sys.stderr)
        return 1
    print(lines[0], flush=True)
    return status
