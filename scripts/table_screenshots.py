"""Render the README's pictures of the table to PNG files: a bot's tris di
Tre on show, a four-player trick with a dimmed card's reason shown, a mazzetti pick-up
offered, a mazzetti hand of eleven cards after a pick-up, and a card drawn in
Spizzichino a pesca.

Usage::

    xvfb-run -a -s '-screen 0 1920x1080x24' python scripts/table_screenshots.py FOLDER

On the virtual X screen (at least 1920 x 1080: a window is no larger than its screen),
the matches are seeded and driven in-process by ``screenshot_moments.Moment`` (animation
speed "off", the human's choices the principiante bot's), so two runs on the same
machine give the same pixels; the window is given each picture's size. A tooltip is its
own window: it is drawn over the window's picture where it shows. Files:
``table-declaration.png``, ``two-player-mazzetti.png``, ``two-player-pesca-draw.png``
(1400 x 900), ``table-trick-{W}x{H}.png`` and ``mazzetti-pickup-{W}x{H}.png`` (1024 x 600
and 1920 x 1080).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QApplication, QToolTip
from screenshot_moments import Moment, pickup_offered, run, tressette, waiting

from tressette_gui.engine import Rank
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.table_state import StepKind
from tressette_gui.ui.window.main_window import MainWindow

#: The sizes of the pictures taken at more than one size (px).
SIZES = ((1024, 600), (1920, 1080))
#: The seeds of the matches: a bot's tris di Tre first on show, a trick with a dimmed
#: card in the human's hand, a pick-up offered, eleven cards after a pick-up, a draw.
DECLARATION, TRICK, PICKUP, ELEVEN, DRAW = 7, 11, 16, 1, 17


def tris_di_tre_shown(window: MainWindow) -> bool:
    """A bot's three Tre on show (R5)."""
    state = window.scene.state
    if state is None or state.shown is None:
        return False
    seat, cards = state.shown
    return seat != state.me and len(cards) == 3 and all(card.rank == Rank.TRE for card in cards)


def dimmed_in_trick(window: MainWindow) -> bool:
    """The human's turn in the second trick or later, a card led, one of the human's
    cards dimmed (it does not follow suit, R4)."""
    state = window.scene.state
    return (state is not None and waiting(window) and bool(state.trick)
            and bool(state.last_trick)
            and any(window.scene.cards[Face(card)].toolTip() for card in state.hand))


def eleven_in_hand(window: MainWindow) -> bool:
    """The human's turn with eleven cards in the hand: one picked up (R3.3)."""
    state = window.scene.state
    return state is not None and waiting(window) and len(state.hand) == 11


def with_tooltip(moment: Moment, folder: Path, name: str) -> None:
    """Save the window with the first dimmed hand card's reason shown under it, as a
    pointer resting on the card shows it."""
    window, scene, view = moment.window, moment.window.scene, moment.window.view
    state = scene.state
    assert state is not None, "with_tooltip: no table shown yet"
    item = next(scene.cards[Face(card)] for card in state.hand
                if scene.cards[Face(card)].toolTip())
    bottom = item.sceneBoundingRect().center()
    bottom.setY(item.sceneBoundingRect().bottom() - 20)
    QToolTip.showText(view.viewport().mapToGlobal(view.mapFromScene(bottom)),
                      item.toolTip(), view)
    QApplication.processEvents()
    tip = next(widget for widget in QApplication.topLevelWidgets()
               if widget.inherits("QTipLabel") and widget.isVisible())
    image = window.grab().toImage()
    painter = QPainter(image)
    painter.drawPixmap(window.mapFromGlobal(tip.mapToGlobal(QPoint(0, 0))), tip.grab())
    painter.end()
    if not image.save(str(folder / f"{name}.png")):
        raise SystemExit(f"table_screenshots: could not write {name}.png")
    print(f"{name}.png")
    QToolTip.hideText()


def take(folder: Path) -> None:
    """Render every picture into ``folder``."""
    moment = Moment(tressette(), DECLARATION, freeze=StepKind.SHOW)
    moment.drive(lambda window: moment.frozen and tris_di_tre_shown(window))
    moment.save(folder, "table-declaration")
    moment.close()

    moment = Moment(MatchSetup.default("mazzetti"), ELEVEN)
    moment.drive(eleven_in_hand)
    moment.save(folder, "two-player-mazzetti")
    moment.close()

    moment = Moment(MatchSetup.default("spizzichino"), DRAW, freeze=StepKind.DRAW)
    moment.drive_to_freeze()
    moment.save(folder, "two-player-pesca-draw")
    moment.close()

    for width, height in SIZES:
        moment = Moment(tressette(), TRICK, size=(width, height))
        moment.drive(dimmed_in_trick)
        with_tooltip(moment, folder, f"table-trick-{width}x{height}")
        moment.close()

        moment = Moment(MatchSetup.default("mazzetti"), PICKUP, size=(width, height))
        moment.drive(pickup_offered)
        moment.save(folder, f"mazzetti-pickup-{width}x{height}")
        moment.close()


def main(argv: Sequence[str]) -> int:
    """``table_screenshots.py FOLDER``: write the PNGs there; exit status 0."""
    return run(argv, __doc__.split("\n\n")[1], "table_screenshots", take)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
