"""The user's preferences in the main window: their one owner.

:class:`~..session.settings.Preferences` (a value) is kept here as :attr:`current`; it
is applied to the window's parts at start (animation speed, auto-declare, card back,
the language checked in the menu, the window geometry, the docks shown and their places)
and saved through :class:`~..session.settings.AppSettings` whenever it changes: a choice
in the Settings menu, a match chosen in the New match dialog, the geometry and the docks
on close. The controller
reads auto-declare from :attr:`current` at each human turn.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QCoreApplication, QObject

from ..language.i18n import install_translator
from ..session.settings import AppSettings, Preferences, SettingsError

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowPreferences(QObject):
    """The preferences of ``window``: :attr:`current` (a :class:`Preferences`), saved to
    ``settings`` when changed (None: never saved). :attr:`demo_speed`: an animation
    speed for bot-only matches only (``--demo --speed``; a match with a human goes back
    to the preferred speed), None when not given."""

    def __init__(self, window: MainWindow, current: Preferences,
                 settings: AppSettings | None) -> None:
        super().__init__(window)
        self._window = window
        self.current = current
        self.settings = settings
        self.demo_speed: str | None = None

    def apply(self) -> None:
        """Show :attr:`current` in the window: speed, auto-declare's menu check, card
        back, the language's menu check, the geometry (saved ``saveGeometry`` bytes), the
        docks (saved ``saveState`` bytes: which show, where; bytes Qt does not take, from
        another version or a damaged file, leave the docks as they are)."""
        prefs, window = self.current, self._window
        self.set_speed(prefs.animation_speed)
        window.menus.auto_declare_action.setChecked(prefs.auto_declare)
        self.set_card_back(prefs.card_back)
        window.menus.language_actions[prefs.language].setChecked(True)
        if prefs.geometry:
            window.restoreGeometry(QByteArray(prefs.geometry))
        if prefs.docks:
            window.restoreState(QByteArray(prefs.docks))

    def remember(self, **changes: Any) -> None:
        """Change some preferences (fields of :class:`Preferences`; the menu shows
        auto-declare's) and save them (a failure goes to the window's notice)."""
        self.current = replace(self.current, **changes)
        self._window.menus.auto_declare_action.setChecked(self.current.auto_declare)
        if self.settings is None:
            return
        try:
            self.settings.save(self.current)
        except SettingsError as exc:
            self._window.notice.show_notice(
                self.tr("The settings could not be saved: %1").replace("%1", str(exc)))

    def speed_chosen(self, speed: str) -> None:
        """Settings > Animation speed: use it from now on (also in a demo) and keep it."""
        self.demo_speed = None
        self.set_speed(speed)
        self.remember(animation_speed=speed)

    def card_back_chosen(self, name: str) -> None:
        """Settings > Card back: turn every hidden card and keep the choice."""
        self.set_card_back(name)
        self.remember(card_back=name)

    def language_chosen(self, language: str) -> None:
        """Settings > Language: install it now (the window re-words itself) and keep it."""
        app = QCoreApplication.instance()
        assert app is not None
        install_translator(app, language)
        self.remember(language=language)

    def set_speed(self, speed: str) -> None:
        """The animation speed (a key of ``table.timing.SPEEDS``), checked in the menu;
        not kept."""
        self._window.director.set_speed(speed)
        self._window.menus.speed_actions[speed].setChecked(True)

    def set_card_back(self, name: str) -> None:
        """The back of every face-down card: "red" or "blue" (``card_images.BACK_NAMES``),
        checked in the menu; not kept. Raises ValueError for another name."""
        self._window.scene.set_card_back(name)
        self._window.menus.back_actions[name].setChecked(True)

    def match_speed(self, demo: bool) -> None:
        """A match starts: with a :attr:`demo_speed`, use it for a ``demo`` (bots only),
        else go back to the preferred speed."""
        if self.demo_speed is not None:
            self.set_speed(self.demo_speed if demo else self.current.animation_speed)
