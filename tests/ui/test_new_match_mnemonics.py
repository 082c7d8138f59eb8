"""Every field of the New match dialog has an Alt-letter (its label's ``&`` mnemonic with
the field as buddy, or its own for a check box, radio button or push button), and no two
things shown at once share a letter, in English and in Italian, for each game and with
a person as the opponent (hot-seat): the keyboard reaches each field, as the menus'."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QComboBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tests.ui.test_new_match_dialog import choose_game, make
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator

#: A mnemonic: "&" and the letter after it ("&&" is a plain "&").
MNEMONIC = re.compile(r"&([^&\s])")


def _letters(text: str) -> list[str]:
    return [m.lower() for m in MNEMONIC.findall(text.replace("&&", ""))]


def _fields(dialog: NewMatchDialog) -> list[QWidget]:
    """The fields shown and open to input: lists, line edits (not a list's or a spin
    box's own), check boxes and radio buttons; the spin boxes are reached with Tab from
    their radio button (Play to, Play a number of deals)."""
    kinds = (QComboBox, QLineEdit, QCheckBox, QRadioButton)
    return [w for w in dialog.findChildren(QWidget) if isinstance(w, kinds)
            and not isinstance(w.parent(), (QComboBox, QAbstractSpinBox))
            and w.isVisibleTo(dialog)
            and w.isEnabled()]


def _mnemonics(dialog: NewMatchDialog) -> list[tuple[str, list[str], QWidget | None]]:
    """(text, its mnemonic letters, the field it reaches) of each label with a buddy and
    each button shown; a push button reaches nothing to type in (None)."""
    found: list[tuple[str, list[str], QWidget | None]] = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog):
            continue
        if isinstance(widget, QLabel) and widget.buddy() is not None:
            found.append((widget.text(), _letters(widget.text()), widget.buddy()))
        elif isinstance(widget, QAbstractButton):
            reached = widget if isinstance(widget, (QCheckBox, QRadioButton)) else None
            found.append((widget.text(), _letters(widget.text()), reached))
    return found


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize(("variant", "hot_seat"), [
    ("tressette", False), ("spizzichino", False), ("spizzichino", True), ("mazzetti", False)])
def test_every_field_has_its_own_alt_letter(qtbot: QtBot, qapp: QApplication, language: str,
                                            variant: str, hot_seat: bool) -> None:
    install_translator(qapp, language)
    try:
        dialog = make(qtbot)
        choose_game(dialog, variant)
        dialog.opponent.setCurrentIndex(dialog.opponent.findData(
            "human" if hot_seat else "bot"))
        found = _mnemonics(dialog)
        assert all(len(letters) <= 1 for _, letters, _ in found), found
        letters = [letters[0] for _, letters, _ in found if letters]
        assert len(letters) == len(set(letters)), sorted(
            (letters[0], text) for text, letters, _ in found if letters)
        reached = {field for _, letters, field in found if letters and field is not None}
        missing = [w for w in _fields(dialog) if w not in reached]
        assert not missing, [(type(w).__name__, w.toolTip()[:40]) for w in missing]
        # Each label's letter takes the keyboard to its field, when open to input (a
        # check box's would change it: left alone).
        dialog.show()
        dialog.activateWindow()
        qtbot.waitUntil(dialog.isActiveWindow)
        for text, (letter, *_), field in ((t, ls, f) for t, ls, f in found
                                          if ls and isinstance(f, (QComboBox, QLineEdit))
                                          and f.isEnabled()):
            key = Qt.Key(ord(letter.upper())) if letter.isalpha() else Qt.Key(ord(letter))
            QTest.keyClick(dialog, key, Qt.KeyboardModifier.AltModifier)
            assert dialog.focusWidget() is field or field.isAncestorOf(
                dialog.focusWidget()), text
    finally:
        install_translator(qapp, "en")
