"""GUI responsiveness while bots think, and time to the first painted table.

Run by hand (not a test)::

    QT_QPA_PLATFORM=offscreen python benchmarks/gui_responsiveness.py [--seconds 12]

1. Launch: a child process starts the app's window with a match and reports when
   the table's viewport first painted; the figure is from just before the child
   process was started (interpreter start, imports, card images included).
2. Ticks: a demo match of four bots that each think ``--think`` seconds (2 s) in the
   worker thread, either sleeping (``sleep``) or computing in Python (``busy``, which
   holds the GIL in turns with the GUI thread). A 5 ms QTimer on the GUI thread
   records its ticks; the longest gap between two ticks is reported (goal < 50 ms)
   while the animations run and the Match menu is opened and closed. Measuring stops
   before the app quits: the shutdown (closing the window joins the bot thread, which
   first finishes a choice under way, up to ``--think`` s) is timed on its own.
3. Search: the same with real Campione bots as the app builds them
   (``controller.app_bot``: 160 samples per card on two worker processes).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


class ThinkingBot:
    """Principiante that first thinks ``seconds`` in the worker thread."""

    name = "thinking"

    def __init__(self, seconds: float, busy: bool) -> None:
        from tressette_gui.bots import make_bot

        self.seconds = seconds
        self.busy = busy
        self.inner = make_bot("principiante")

    def choose(self, obs: object, rng: object) -> object:
        """Wait or compute for ``seconds``, then choose."""
        end = time.perf_counter() + self.seconds
        if self.busy:
            n = 0
            while time.perf_counter() < end:
                n = (n * 31 + 7) % 1_000_003
        else:
            time.sleep(self.seconds)
        return self.inner.choose(obs, rng)  # type: ignore[arg-type]


def launch_child(started: float) -> None:
    """In the child: build the app, show a match, print seconds to the first paint."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication

    from tressette_gui.ui.session.match_setup import MatchSetup
    from tressette_gui.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    window = MainWindow()

    class FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint and window.scene.cards:
                print(f"first painted table: {time.time() - started:.3f} s", flush=True)
                QTimer.singleShot(0, app.quit)
                obj.removeEventFilter(self)
            return False

    spy = FirstPaint()
    window.view.viewport().installEventFilter(spy)
    window.show()
    window.start_match(MatchSetup.default(), seed=1)
    app.exec()
    window.controller.shutdown()


def measure_ticks(seconds: float, think: float, mode: str) -> None:
    """Run the demo with bots of ``mode`` (sleep, busy: slow bots thinking ``think``
    s; search: Campione) and print the longest gap between GUI ticks."""
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication, QMenu

    from tressette_gui.ui.session.bot_player import app_bot
    from tressette_gui.ui.session.match_setup import MatchSetup
    from tressette_gui.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    def factory(level: str) -> object:
        return app_bot(level) if mode == "search" else ThinkingBot(think, mode == "busy")

    window = MainWindow(bot_factory=factory, demo=True)  # type: ignore[arg-type]
    window.show()
    level = "campione" if mode == "search" else "principiante"
    window.start_match(MatchSetup.default(level=level).demo(), seed=2)
    clock = QElapsedTimer()
    clock.start()
    gaps: list[int] = []
    last = [clock.elapsed()]

    late: list[tuple[int, int]] = []

    def tick() -> None:
        now = clock.elapsed()
        gaps.append(now - last[0])
        if now - last[0] > 25:
            late.append((now, now - last[0]))
        last[0] = now

    timer = QTimer()
    timer.setInterval(5)
    timer.timeout.connect(tick)
    timer.start()
    menu = window.menuBar().findChildren(QMenu)[0]
    QTimer.singleShot(3000, lambda: menu.popup(window.mapToGlobal(window.rect().center())))
    opened: list[bool] = []
    QTimer.singleShot(3500, lambda: opened.append(menu.isVisible()))
    QTimer.singleShot(4000, menu.close)
    shutdown = QElapsedTimer()

    def stop() -> None:
        """Stop measuring, then quit: Qt 6's quit() closes the window inside the event
        loop, and its close waits for a bot in the middle of a choice (up to
        ``think`` s): that is shutdown, timed on its own, not a stall of the game."""
        timer.stop()
        shutdown.start()
        app.quit()

    QTimer.singleShot(int(seconds * 1000), stop)
    app.exec()
    window.close()
    closed_ms = shutdown.elapsed()
    match = window.controller.match
    moves = sum(len(d.actions) for d in match.dealings) if match else 0
    gaps.sort()
    bots = {"sleep": f"sleeping {think:.1f} s per move", "search": "campione (app_bot)",
            "busy": f"busy-computing {think:.1f} s per move"}[mode]
    print(f"bots {bots}, {seconds:.0f} s run, {moves} moves shown, "
          f"{len(gaps)} ticks: longest gap {gaps[-1]} ms, 99th percentile "
          f"{gaps[int(len(gaps) * 0.99)]} ms, menu opened: {bool(opened and opened[0])}, "
          f"bot thread stopped: {not window.controller.bots.running}, "
          f"shutdown (window closed, bot thread joined) {closed_ms} ms")
    print("gaps over 25 ms (at ms, gap ms):", late)


def main() -> None:
    """Parse options and run the measurements."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=12.0)
    parser.add_argument("--think", type=float, default=2.0)
    parser.add_argument("--child", type=float, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--mode", choices=("sleep", "busy", "search", "launch", "all"),
                        default="all")
    args = parser.parse_args()
    if args.child is not None:
        launch_child(args.child)
        return
    if args.mode in ("launch", "all"):
        started = time.time()
        subprocess.run([sys.executable, __file__, "--child", repr(started)], check=True)
    if args.mode not in ("launch", "all"):
        measure_ticks(args.seconds, args.think, args.mode)
    if args.mode != "all":
        return
    for mode in ("sleep", "busy", "search"):
        subprocess.run([sys.executable, __file__, "--mode", mode, "--seconds",
                        str(args.seconds), "--think", str(args.think)], check=True)


if __name__ == "__main__":
    main()
