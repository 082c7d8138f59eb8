"""Render the match history's windows to PNG files (issue 15): the History list, the
Standings, the Statistics, and the replay viewer mid-deal, in English and Italian, at
the size of the screen (the window fills it, as maximized).

Usage, once per screen size, under a virtual X screen of that size::

    xvfb-run -a -s '-screen 0 1024x600x24' python scripts/history_screenshots.py FOLDER
    xvfb-run -a -s '-screen 0 1920x1080x24' python scripts/history_screenshots.py FOLDER

It runs on a history made here: two profiles
(Ada and Bruno) playing seeded matches of the three games against bots of every level,
one every day or two over three months (bots' play, principiante at every seat, so the
same run gives the same pictures; the bots named as the Italian interface names them).
A window opened over the table is drawn centred on the main window's picture with a
plain title bar, as a window manager would show it. Dates are in the short format of a
machine set to that language (Italy's for Italian, the United Kingdom's for English),
whatever the locale of the machine taking the pictures.
Files: ``history-{list,standings,statistics,replay}-{en,it}-{W}x{H}.png``, W x H the
screen's size.
"""

from __future__ import annotations

import random
import sys
import tempfile
from datetime import UTC, datetime, timedelta
from pathlib import Path

from PySide6.QtCore import QLocale, QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen
from PySide6.QtWidgets import QApplication, QWidget

from tressette_gui.bots import LEVELS, make_bot
from tressette_gui.engine import VARIANTS, Match, Rules
from tressette_gui.history import BotSeat, History, ProfileSeat, SeatPlayer
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.levels import bot_name
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

#: Matches stored in the history shown.
MATCHES = 90
#: The title bar drawn over a window opened on the table (px).
TITLE_BAR = 26
#: The locale of a machine set to each language (its dates' short format).
LOCALES = {"en": "en_GB", "it": "it_IT"}


def fill(path: Path) -> int:
    """A history at ``path`` with :data:`MATCHES` seeded matches; the number of a
    Tressette match to replay."""
    start = datetime(2026, 1, 5, 18, tzinfo=UTC)
    rng = random.Random(15)
    bot = make_bot("principiante")
    chosen = 0
    with History(path) as history:
        ada = history.profiles.create("Ada", "#c03030").id
        bruno = history.profiles.create("Bruno", "#2f62b8").id
        when = start
        for n in range(MATCHES):
            variant = VARIANTS[n % 3]
            rules = Rules.for_variant(variant)
            levels = [rng.choice(list(LEVELS)) for _ in range(rules.players - 1)]
            player = ada if rng.random() < 0.6 else bruno
            names = ["Ada" if player == ada else "Bruno",
                     *(bot_name(level, seat, rules.players)
                       for seat, level in enumerate(levels, start=1))]
            match = Match(rules, 1000 + n, names)
            while match.result is None:
                seat = match.seat_to_act()
                assert seat is not None
                match.apply(bot.choose(match.observe(seat), rng).action)
            seats: list[SeatPlayer] = [ProfileSeat(player), *(BotSeat(level) for level in levels)]
            match.hints_used = rng.random() < 0.08
            match_id = history.matches.store(match, seats, played_at=when)
            if variant == "tressette" and len(match.deal_scores) >= 2:
                chosen = chosen or match_id
            when += timedelta(hours=rng.choice((20, 26, 44)))
    return chosen


def over_window(window: QWidget, dialog: QWidget) -> QImage:
    """The main window's picture with ``dialog`` drawn centred over it, title bar and
    all."""
    image = window.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    shot = dialog.grab()
    x = (image.width() - shot.width()) // 2
    y = max(0, (image.height() - shot.height() - TITLE_BAR) // 2)
    painter = QPainter(image)
    painter.fillRect(image.rect(), QColor(0, 0, 0, 70))
    bar = QRect(x, y, shot.width(), TITLE_BAR)
    painter.fillRect(bar, QColor(60, 63, 70))
    painter.setPen(QPen(QColor(235, 235, 235)))
    painter.drawText(bar.adjusted(10, 0, 0, 0), Qt.AlignmentFlag.AlignVCenter,
                     dialog.windowTitle())
    painter.drawPixmap(QPoint(x, y + TITLE_BAR), shot)
    painter.setPen(QPen(QColor(40, 40, 40)))
    painter.drawRect(QRect(x, y, shot.width() - 1, shot.height() + TITLE_BAR - 1))
    painter.end()
    return image


def shoot(app: QApplication, archive: MatchArchive, replay_id: int, language: str,
          folder: Path) -> None:
    """Every picture of one language, the window filling the screen."""
    install_translator(app, language)
    QLocale.setDefault(QLocale(LOCALES[language]))
    window = MainWindow(prefs=Preferences(animation_speed="off", language=language),
                        archive=archive)
    screen = app.primaryScreen().geometry()
    window.setGeometry(screen)  # as maximized (a virtual screen has no window manager)
    window.show()
    app.processEvents()
    tag = f"{language}-{screen.width()}x{screen.height()}"
    for what, show in (("list", window.history_menu.show_history),
                       ("standings", window.history_menu.show_standings),
                       ("statistics", window.history_menu.show_statistics)):
        show()
        app.processEvents()
        dialog = window.dialog
        assert dialog is not None
        if what == "list":
            table = dialog.table  # type: ignore[attr-defined]
            table.setCurrentIndex(table.model().index(2, 0))
        app.processEvents()
        over_window(window, dialog).save(str(folder / f"history-{what}-{tag}.png"))
        window.host.close()
        app.processEvents()
    window.replay_mode.start(replay_id)
    player = window.controller.replay
    deal = player.deals()[1]
    player.go_to(player.trick_start(deal, 4) + 2)  # two cards of the fourth trick down
    app.processEvents()
    window.grab().save(str(folder / f"history-replay-{tag}.png"))
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
    with tempfile.TemporaryDirectory() as temporary:
        path = Path(temporary) / "history.sqlite"
        install_translator(app, "it")  # the bots' names at the table, as the app gave them
        replay_id = fill(path)
        archive = MatchArchive.open(path)
        for language in ("en", "it"):
            shoot(app, archive, replay_id, language, folder)
        archive.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
