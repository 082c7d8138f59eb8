"""The main window's menus: Match, View, Settings and Help, their actions and words."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

from ..language.i18n import LANGUAGES
from ..session.match_setup import MatchSetup
from ..table.card_images import BACK_NAMES
from ..table.timing import SPEEDS

#: The languages of the Settings menu by their own names (not translated), each with its
#: Alt-letter (&).
LANGUAGE_NAMES = {"it": "&Italiano", "en": "&English"}


@dataclass(frozen=True, slots=True)
class MenuSlots:
    """What the menus' actions do (each called with no argument, or with the choice)."""

    new_match: Callable[[], object]
    demo: Callable[[], object]
    resign: Callable[[], object]
    hint: Callable[[], object]
    learn: Callable[[], object]
    undo: Callable[[], object]
    quit: Callable[[], object]
    score_sheet: Callable[[], object]
    rules: Callable[[], object]
    about: Callable[[], object]
    speed: Callable[[str], None]
    auto_declare: Callable[[bool], None]
    card_back: Callable[[str], None]
    language: Callable[[str], None]


class WindowMenus(QObject):
    """The menu bar of ``window``: each action calls its :class:`MenuSlots` entry; the
    docks' show/hide actions go in View. Choices (speed, card back, language) are
    exclusive checkable actions by name: ``speed_actions``, ``back_actions``,
    ``language_actions``; ``auto_declare_action`` is checkable. Every word is set by
    :meth:`retranslate`."""

    def __init__(self, window: QMainWindow, slots: MenuSlots,
                 docks: Sequence[QDockWidget]) -> None:
        super().__init__(window)
        self._window = window
        self._hot_seat = False  # the last match put on the table had two people
        self._no_declarations = False  # the match on the table is played without them
        bar = window.menuBar()
        self.match_menu = bar.addMenu("")
        self.match_menu.setToolTipsVisible(True)  # why Undo is off
        self.new_action = self._action(self.match_menu, slots.new_match, "Ctrl+N")
        self.demo_action = self._action(self.match_menu, slots.demo)
        self.learn_action = self._action(self.match_menu, slots.learn)
        self.resign_action = self._action(self.match_menu, slots.resign)
        self.hint_action = self._action(self.match_menu, slots.hint, "Ctrl+Shift+H")
        self.undo_action = self._action(self.match_menu, slots.undo, "Ctrl+Z")
        self.match_menu.addSeparator()
        self.quit_action = self._action(self.match_menu, slots.quit, "Ctrl+Q")
        self.view_menu = bar.addMenu("")
        for dock in docks:
            self.view_menu.addAction(dock.toggleViewAction())
        self.sheet_action = self._action(self.view_menu, slots.score_sheet)
        self.settings_menu = bar.addMenu("")
        self.settings_menu.setToolTipsVisible(True)  # why auto-declare is off
        self.speed_menu = self.settings_menu.addMenu("")
        self.speed_actions = self._choices(self.speed_menu, tuple(SPEEDS), slots.speed)
        self.auto_declare_action = self.settings_menu.addAction("")
        self.auto_declare_action.setCheckable(True)
        self.auto_declare_action.triggered.connect(slots.auto_declare)
        self.back_menu = self.settings_menu.addMenu("")
        self.back_actions = self._choices(self.back_menu, BACK_NAMES, slots.card_back)
        self.language_menu = self.settings_menu.addMenu("")
        self.language_actions = self._choices(self.language_menu, LANGUAGES, slots.language)
        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(self.help_menu, slots.rules, "F1")
        self.about_action = self._action(self.help_menu, slots.about)
        self.menus = (self.match_menu, self.view_menu, self.settings_menu, self.help_menu)
        self.match_on(None)  # until a match with a person is on the table

    def match_on(self, setup: MatchSetup | None) -> None:
        """The match on the table is of ``setup`` (None: none, or it is over): Resign is
        enabled with a person at the table (R10), Hint and Undo for one person against
        bots (``MatchSetup.against_bots``). Disabled, they cannot be asked in vain.
        Auto-declare is worded for the people of the last match put on the table, and
        disabled, its tooltip saying why, while the match on the table has no declarations
        (R5)."""
        self.resign_action.setEnabled(setup is not None and None in setup.levels)
        self._no_declarations = setup is not None and not setup.rules.declarations
        self.auto_declare_action.setEnabled(not self._no_declarations)
        if setup is not None:
            self._hot_seat = len(setup.humans) > 1
        self._word_auto_declare()
        for action in (self.hint_action, self.undo_action):
            action.setEnabled(setup is not None and setup.against_bots)

    def _action(self, menu: QMenu, slot: Callable[[], object], shortcut: str = "") -> QAction:
        action = QAction(self._window)
        if shortcut:
            action.setShortcut(shortcut)
        action.triggered.connect(lambda _=False: slot())
        menu.addAction(action)
        return action

    def _choices(self, menu: QMenu, names: Sequence[str],
                 chosen: Callable[[str], None]) -> dict[str, QAction]:
        """One checkable action per name in ``menu``, exclusive; a click calls ``chosen``."""
        group = QActionGroup(self._window)
        actions: dict[str, QAction] = {}
        for name in names:
            action = QAction(self._window)
            action.setCheckable(True)
            action.triggered.connect(lambda _=False, n=name: chosen(n))
            group.addAction(action)
            menu.addAction(action)
            actions[name] = action
        return actions

    def _word_auto_declare(self) -> None:
        """Auto-declare's words: for the player, or for both people of a hot-seat match
        (the one setting applies to both); its tooltip says why it is off in a match
        without declarations."""
        self.auto_declare_action.setText(
            self.tr("&Declare automatically for the people at the table") if self._hot_seat
            else self.tr("&Declare for me automatically"))
        self.auto_declare_action.setToolTip(
            self.tr("This match is played without declarations: there is nothing to "
                    "declare.") if self._no_declarations else "")

    def retranslate(self) -> None:
        """Set every word of the menus in the language installed."""
        self.match_menu.setTitle(self.tr("&Match"))
        self.new_action.setText(self.tr("&New match..."))
        self.demo_action.setText(self.tr("&Demo (bots only)"))
        self.learn_action.setText(self.tr("&Learn to play (guided deal)..."))
        self.resign_action.setText(self.tr("&Resign"))
        self.hint_action.setText(self.tr("&Hint"))
        self.undo_action.setText(self.tr("&Undo"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.sheet_action.setText(self.tr("Score &sheet..."))
        self.settings_menu.setTitle(self.tr("&Settings"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        for name, text in (("slow", self.tr("&Slow")), ("normal", self.tr("&Normal")),
                           ("fast", self.tr("&Fast")), ("off", self.tr("&Off"))):
            self.speed_actions[name].setText(text)
        self._word_auto_declare()
        self.back_menu.setTitle(self.tr("Card &back"))
        self.back_actions["red"].setText(self.tr("&Red"))
        self.back_actions["blue"].setText(self.tr("&Blue"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.language_actions["system"].setText(self.tr("&System language"))
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules..."))
        self.about_action.setText(self.tr("&About..."))
