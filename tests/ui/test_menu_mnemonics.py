"""Every menu and menu item of the main window has an Alt-letter (its ``&`` mnemonic),
and no two items of one menu (nor two menus of the bar) share a letter, in English and
in Italian: the keyboard reaches each of them."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QMenu, QWidget
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import make_window
from tressette_gui.ui.language.i18n import install_translator

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: A mnemonic: "&" and the letter after it ("&&" is a plain "&").
MNEMONIC = re.compile(r"&([^&\s])")


def _letters(menu: QWidget) -> list[tuple[str, list[str]]]:
    """(text, its mnemonic letters, lower case) of each item of ``menu`` (a menu bar or
    a menu), separators left out."""
    return [(a.text(), [m.lower() for m in MNEMONIC.findall(a.text().replace("&&", ""))])
            for a in menu.actions() if not a.isSeparator()]


def _menus(window: QWidget) -> list[QWidget]:
    """The menu bar of ``window`` and every menu under it, submenus too."""
    found: list[QWidget] = []
    todo: list[QWidget] = [window.menuBar()]  # type: ignore[attr-defined]
    while todo:
        menu = todo.pop()
        found.append(menu)
        todo += [sub for a in menu.actions() if isinstance(sub := a.menu(), QMenu)]
    return found


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_menu_item_has_its_own_alt_letter(qtbot: QtBot, qapp: QApplication,
                                                language: str) -> None:
    try:
        install_translator(qapp, language)
        window = make_window(qtbot)
        menus = _menus(window)
        assert len(menus) >= 8  # the bar, Match, View, Settings (3 submenus), History, Help
        for menu in menus:
            items = _letters(menu)
            assert items and all(len(letters) == 1 for _, letters in items), items
            firsts = [letters[0] for _, letters in items]
            assert len(firsts) == len(set(firsts)), items
        if language == "it":
            assert "&Ultima presa" in [t for m in menus for t, _ in _letters(m)]
    finally:
        install_translator(qapp, "en")
