"""Helpers for the tests of the words following a language switch mid-match."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tressette_gui.ui.language.i18n import install_translator


def assert_reworded(qtbot: QtBot, qapp: QApplication, language: str,
                    text: Callable[[], str], new: str, old: str) -> None:
    """Switch the app to ``language`` ("en" or "it"), wait until ``text()`` says ``new``
    (pytest-qt's timeout, 5 s, else its TimeoutError) and assert it says ``old`` no
    more. The caller puts English back (``install_translator(qapp, "en")``)."""
    install_translator(qapp, language)
    qtbot.waitUntil(lambda: new in text())
    assert old not in text()
