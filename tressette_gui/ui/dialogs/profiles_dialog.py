"""The Profiles window (issue 15): the local players, the one used last first; make a
new one, rename one (its past matches show the new name), change its colour (its line
in the standings chart), delete one after asking (its matches stay in the history,
under the name it had). A database that fails (sqlite3.Error: closed, locked,
failing) leaves the list as shown and is told once, in a message box.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPixmap
from PySide6.QtWidgets import (
    QColorDialog,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...history import HistoryError, Profile, ProfileError
from ...user_files.names import MAX_NAME
from ..session.match_archive import MatchArchive, profile_problem_text
from .sizing import fit_size


class ProfilesDialog(QDialog):
    """History > Profiles over ``archive`` (its history must be open). Public widgets:
    ``profiles`` (the list, each item's data the profile id), ``new_button``,
    ``rename_button``, ``colour_button``, ``delete_button`` and ``problem`` (a label
    with the last refusal) and ``unreadable`` (the text of the message box that told a
    failing database, "" while none). Each change is written at once. Raises
    sqlite3.Error when the profiles cannot be read at first."""

    def __init__(self, archive: MatchArchive, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Profiles"))
        self._archive = archive
        self._listed: list[Profile] = archive.profiles()
        self.unreadable = ""
        self.profiles = QListWidget(self)
        self.new_button = QPushButton(self.tr("&New\u2026"), self)
        self.rename_button = QPushButton(self.tr("&Rename\u2026"), self)
        self.colour_button = QPushButton(self.tr("&Colour\u2026"), self)
        self.delete_button = QPushButton(self.tr("&Delete\u2026"), self)
        self.new_button.clicked.connect(lambda: self._ask_name(None))
        self.rename_button.clicked.connect(lambda: self._ask_name(self.chosen()))
        self.colour_button.clicked.connect(self._ask_colour)
        self.delete_button.clicked.connect(self._ask_delete)
        self.profiles.currentRowChanged.connect(lambda _row: self._enable())
        self.problem = QLabel(self)
        self.problem.setStyleSheet("color: #b00020;")
        self.problem.setWordWrap(True)
        side = QVBoxLayout()
        for button in (self.new_button, self.rename_button, self.colour_button,
                       self.delete_button):
            side.addWidget(button)
        side.addStretch(1)
        body = QHBoxLayout()
        body.addWidget(self.profiles, 1)
        body.addLayout(side)
        note = QLabel(self.tr("A deleted profile's matches stay in the history, under its "
                              "name."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(body, 1)
        layout.addWidget(note)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self._fill(None, self._listed)
        fit_size(self, 480, 360)

    def chosen(self) -> Profile | None:
        """The profile chosen in the list, if any."""
        item = self.profiles.currentItem()
        if item is None:
            return None
        wanted = item.data(Qt.ItemDataRole.UserRole)
        return next((p for p in self._listed if p.id == wanted), None)

    def _fill(self, current: int | None, listed: list[Profile]) -> None:
        """List the profiles ``listed`` (as read), ``current`` (an id) chosen, else the
        first."""
        self._listed = listed
        self.profiles.clear()
        for profile in listed:
            swatch = QPixmap(14, 14)
            swatch.fill(QColor(profile.colour))
            item = QListWidgetItem(swatch, profile.name, self.profiles)
            item.setData(Qt.ItemDataRole.UserRole, profile.id)
            if profile.id == current:
                self.profiles.setCurrentItem(item)
        if self.profiles.currentItem() is None and self.profiles.count():
            self.profiles.setCurrentRow(0)
        self._enable()

    def _enable(self) -> None:
        chosen = self.profiles.currentItem() is not None
        for button in (self.rename_button, self.colour_button, self.delete_button):
            button.setEnabled(chosen)

    def _change(self, change: Callable[[], Profile | None]) -> None:
        """Run ``change`` (a write of the history), list the profiles again with the one
        changed chosen, or show why it was refused (a failing database in a message box,
        the list left as shown)."""
        try:
            changed = change()
            listed = self._archive.profiles()
        except ProfileError as exc:
            self.problem.setText(profile_problem_text(exc))
            return
        except HistoryError as exc:
            self.problem.setText(self.tr("The profile could not be saved: %1").replace(
                "%1", str(exc)))
            return
        except sqlite3.Error as exc:
            self._tell(exc)
            return
        self.problem.setText("")
        self._fill(None if changed is None else changed.id, listed)

    def _tell(self, exc: sqlite3.Error) -> None:
        """Say in a message box, the first time only, that the database failed."""
        if self.unreadable:
            return
        self.unreadable = self.tr("The match history cannot be used: %1").replace(
            "%1", str(exc))
        box = QMessageBox(QMessageBox.Icon.Warning, self.windowTitle(), self.unreadable,
                          QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()

    # ------------------------------------------------------------- changes
    def _ask_name(self, profile: Profile | None) -> None:
        """A name for a new profile (``profile`` None) or a new name for ``profile``."""
        dialog = QInputDialog(self)
        dialog.setWindowTitle(self.tr("New profile") if profile is None else self.tr(
            "Rename the profile"))
        dialog.setLabelText(self.tr("Name:"))
        dialog.setTextValue("" if profile is None else profile.name)
        line = dialog.findChild(QLineEdit)
        if line is not None:
            line.setMaxLength(MAX_NAME)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.textValueSelected.connect(lambda name: self.name_chosen(profile, name))
        dialog.open()

    def name_chosen(self, profile: Profile | None, name: str) -> None:
        """Make a profile named ``name`` (``profile`` None) or rename ``profile``."""
        history = self._archive.history
        if profile is None:
            self._change(lambda: self._archive.create_profile(name))
        elif history is not None:
            self._change(lambda: history.profiles.rename(profile.id, name))

    def _ask_colour(self) -> None:
        profile = self.chosen()
        if profile is None:
            return
        dialog = QColorDialog(QColor(profile.colour), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.colorSelected.connect(lambda colour: self.colour_chosen(profile, colour))
        dialog.open()

    def colour_chosen(self, profile: Profile, colour: QColor) -> None:
        """Give ``profile`` the colour ``colour``."""
        history = self._archive.history
        if history is not None:
            self._change(lambda: history.profiles.set_colour(profile.id, colour.name()))

    def _ask_delete(self) -> None:
        profile = self.chosen()
        if profile is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Delete the profile"),
                          self.tr("Delete the profile %1? Its matches stay in the history, "
                                  "under this name.").replace("%1", profile.name),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self)
        box.setDefaultButton(QMessageBox.StandardButton.No)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        yes = box.button(QMessageBox.StandardButton.Yes)
        box.finished.connect(
            lambda _result: self.delete_answered(profile, box.clickedButton() is yes))
        box.open()

    def delete_answered(self, profile: Profile, yes: bool) -> None:
        """Delete ``profile`` when the answer was ``yes``."""
        history = self._archive.history
        if yes and history is not None:
            def delete() -> None:
                history.profiles.delete(profile.id)
            self._change(delete)
