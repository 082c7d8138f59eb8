"""The stop signals in-process (``ui.session.stop_signals``): each becomes ``received``
from the event loop, never an exception, and closing puts the previous handlers back.
The whole app under each signal: tests/test_stop_signals.py."""

from __future__ import annotations

import os
import signal
import sys

import pytest
from pytestqt.qtbot import QtBot

from tressette_gui.ui.session.stop_signals import STOP_SIGNALS, StopSignals

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="os.kill sends no signal")


def test_each_signal_is_received_from_the_event_loop_then_the_handlers_go_back(
        qtbot: QtBot) -> None:
    before = {number: signal.getsignal(number) for number in STOP_SIGNALS}
    stops = StopSignals()
    try:
        assert {signal.SIGINT, signal.SIGTERM} <= set(STOP_SIGNALS)
        for number in STOP_SIGNALS:
            with qtbot.waitSignal(stops.received) as got:
                os.kill(os.getpid(), number)  # SIGINT raises no KeyboardInterrupt here
            assert got.args == [number]
    finally:
        stops.close()
    stops.close()  # twice is harmless
    assert {number: signal.getsignal(number) for number in STOP_SIGNALS} == before
