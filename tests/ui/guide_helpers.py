"""Helpers for the guided deal's tests: its introduction answered, as the player would."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tressette_gui.ui.window.main_window import MainWindow


def intro_box(qtbot: QtBot, window: MainWindow) -> QMessageBox:
    """The guided deal's introduction, once it is open over ``window``."""
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    box = window.dialog
    assert isinstance(box, QMessageBox)
    return box


def start_guided(qtbot: QtBot, window: MainWindow, seed: int | None = None) -> None:
    """Match > Learn to play (dealt from ``seed``), its introduction closed with OK: the
    guided deal is on the table."""
    window.guide.start(seed=seed)
    accept_intro(qtbot, window)


def accept_intro(qtbot: QtBot, window: MainWindow) -> None:
    """OK on the guided deal's introduction (opened or about to be): it is dealt."""
    box = intro_box(qtbot, window)
    button = box.button(QMessageBox.StandardButton.Ok)
    assert button is not None
    button.click()
    qtbot.waitUntil(lambda: window.guide.active)
