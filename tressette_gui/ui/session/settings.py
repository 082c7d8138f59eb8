"""The user's preferences, kept between runs in an INI file by ``QSettings``.

:class:`Preferences` is the value (player name, last match set-up, animation speed,
auto-declare, language, window geometry and docks, card back); :class:`AppSettings`
reads and writes it. The file is checked before ``QSettings`` opens it (a regular file of at most
4 MiB: ``user_files.guarded``) and every value read is checked (names by
``user_files.names``, the match set-up by ``user_files.app_files``). A file with a bad
value is moved aside as ``<file>.bad`` and rewritten with the valid values (the bad ones
fall back to their defaults); a file that cannot be read at all is moved aside and
replaced by the defaults. Either way :meth:`AppSettings.load` returns a message naming
the file and the problem for the app to show; it never raises for a bad file.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from ...safe_files import move_aside
from ...user_files.app_files import check_setup
from ...user_files.guarded import UserFileError, check_file, parse_json, show
from ...user_files.names import check_name
from ..language.i18n import LANGUAGES
from ..table.card_images import BACK_NAMES
from ..table.timing import SPEEDS
from .match_setup import MatchSetup

#: Animation speed settings, slowest first ("off": no animation).
ANIMATION_SPEEDS: tuple[str, ...] = tuple(SPEEDS)
#: Version of the settings layout, stored under ``version``; a file without it is garbage.
SETTINGS_VERSION = 1


class SettingsError(OSError):
    """The settings file could not be written (disk full, no permission...). The message
    names the file."""


@dataclass(frozen=True, slots=True)
class Preferences:
    """Everything the app remembers between runs.

    - ``player_name``: the human's name (seat 0, R2; ``user_files.names`` rule); the
      default name, in any language, is shown in the language installed
      (``language.default_names.localized``).
    - ``last_setup``: the last match started (rules R3-R9, names, bot levels; no seed),
      None before the first match.
    - ``animation_speed``: one of :data:`ANIMATION_SPEEDS`.
    - ``auto_declare``: declare for the human at the first legal moment (R5).
    - ``language``: "system" (from the locale), "it" or "en" (see ``i18n.LANGUAGES``).
    - ``geometry``: the main window's ``saveGeometry()`` bytes, empty when unknown.
    - ``docks``: the main window's ``saveState()`` bytes (which docks show, and where),
      empty when unknown.
    - ``card_back``: a back name of ``card_images.BACK_NAMES`` ("red" or "blue").
    """

    player_name: str = "Player"  # the default name: shown in the language installed
    last_setup: MatchSetup | None = None
    animation_speed: str = "normal"
    auto_declare: bool = True
    language: str = "system"
    geometry: bytes = b""
    docks: bytes = b""
    card_back: str = "red"


DEFAULTS = Preferences()


class AppSettings:
    """Reads and writes :class:`Preferences`.

    ``path``: the INI file to use (tests); None for the per-user file of the platform
    (``QSettings(IniFormat, UserScope, "Tressette", "Tressette")``, e.g.
    ``~/.config/Tressette/Tressette.ini`` on Linux).
    """

    def __init__(self, path: Path | None = None) -> None:
        self._path = _default_path() if path is None else path
        self._refused: str | None = None  # why the file is not opened, until moved aside
        #: False when the file was missing at start (the first start), else True.
        self.existed = True
        try:
            check_file(self._path)  # QSettings would block on a FIFO, read /dev/zero...
        except UserFileError as exc:
            self._refused = exc.reason
        except FileNotFoundError:
            self.existed = False  # the defaults
        except OSError as exc:  # the file, or its folder, cannot be read
            folder = self._path.parent
            what = "the file" if os.access(folder, os.R_OK | os.X_OK) else f"the folder {folder}"
            self._refused = f"{what} cannot be read: {exc.strerror or exc}"
        self._qs = self._open()

    def _open(self) -> QSettings | None:
        """A QSettings on the file; None while the file is refused (never opened)."""
        if self._refused is not None:
            return None
        return QSettings(str(self._path), QSettings.Format.IniFormat)

    @property
    def path(self) -> Path:
        """The settings file."""
        return self._path

    def load(self) -> tuple[Preferences, str | None]:
        """The stored preferences and a message for the user, or None when all was well.

        A file that cannot be read (not a regular file, over 4 MiB, a ``QSettings``
        format error, no valid ``version`` key in a non-empty file) is moved aside as
        ``<file>.bad`` and the defaults are written in its place. A file with bad values
        (wrong type, unknown speed or language, a bad name, a set-up that
        ``user_files.app_files.check_setup`` refuses...) is moved aside too, and the
        valid values are written back with defaults for the bad ones. The message
        (translated) names the file, the problems and the copy kept. Never raises for
        the file's content.
        """
        path = self.path
        if self._qs is None:
            return DEFAULTS, self._unreadable(str(self._refused))
        version = self._qs.value("version")
        if self._qs.status() != QSettings.Status.NoError or (
                path.is_file() and path.stat().st_size > 0
                and str(version) != str(SETTINGS_VERSION)):
            return DEFAULTS, self._unreadable(f"not a settings file of version "
                                              f"{SETTINGS_VERSION}")
        values: dict[str, Any] = {}
        problems: list[str] = []
        for f in fields(Preferences):
            raw = self._qs.value(f.name)
            if raw is None:
                continue
            try:
                values[f.name] = _READERS[f.name](raw)
            except ValueError as exc:
                problems.append(f"{f.name} ({exc})")
        prefs = Preferences(**values)
        if not problems:
            return prefs, None
        moved = self._replace(prefs)
        if isinstance(moved, OSError):
            return prefs, QCoreApplication.translate(
                "AppSettings", "Some settings in {path} were not valid and were reset to "
                "their defaults: {problems}.").format(path=path, problems="; ".join(problems))
        return prefs, QCoreApplication.translate(
            "AppSettings", "Some settings in {path} were not valid and were reset to their "
            "defaults: {problems}. The file was kept as {moved}.").format(
            path=path, problems="; ".join(problems), moved=moved.name)

    def _unreadable(self, reason: str) -> str:
        """Set the unreadable file aside with the defaults in its place; the message."""
        moved = self._replace(DEFAULTS)
        if isinstance(moved, OSError):
            return QCoreApplication.translate(
                "AppSettings", "The settings file {path} could not be read ({reason}) and "
                "could not be moved aside ({error}); the default settings are used.").format(
                path=self.path, reason=reason, error=moved.strerror or moved)
        return QCoreApplication.translate(
            "AppSettings", "The settings file {path} could not be read ({reason}); it was "
            "renamed {moved} and the default settings are used.").format(
            path=self.path, reason=reason, moved=moved.name)

    def _replace(self, prefs: Preferences) -> Path | OSError:
        """Move the file aside and write ``prefs`` in its place: the bad file's new path,
        or the OSError when it cannot be moved (it is then left as it is)."""
        del self._qs  # let go of the file before renaming it
        try:
            moved = move_aside(self.path)
        except OSError as exc:
            self._qs = self._open()
            return exc
        self._refused = None
        self._qs = self._open()
        with contextlib.suppress(SettingsError):  # the message says what is used
            self.save(prefs)
        return moved

    def save(self, prefs: Preferences) -> None:
        """Write ``prefs`` and flush the file to disk (``sync``).

        Raises :class:`SettingsError` naming the file when it cannot be written (also
        when it was refused and could not be moved aside).
        """
        qs = self._qs
        if qs is None:
            raise SettingsError(f"could not write the settings file {self.path}: "
                                f"{self._refused}")
        qs.clear()
        qs.setValue("version", SETTINGS_VERSION)
        qs.setValue("player_name", prefs.player_name)
        if prefs.last_setup is not None:
            qs.setValue("last_setup", setup_to_json(prefs.last_setup))
        qs.setValue("animation_speed", prefs.animation_speed)
        qs.setValue("auto_declare", prefs.auto_declare)
        qs.setValue("language", prefs.language)
        qs.setValue("geometry", QByteArray(prefs.geometry))
        qs.setValue("docks", QByteArray(prefs.docks))
        qs.setValue("card_back", prefs.card_back)
        qs.sync()
        if qs.status() != QSettings.Status.NoError:
            raise SettingsError(f"could not write the settings file {self.path}")


# ------------------------------------------------------------------ match set-up
def setup_to_json(setup: MatchSetup) -> str:
    """The set-up as JSON text: rules (``Rules.to_dict``), names and levels; the seed is
    not kept (the next match gets a new one)."""
    return json.dumps({"rules": setup.rules.to_dict(), "names": list(setup.names),
                       "levels": list(setup.levels)}, ensure_ascii=False)


def setup_from_json(text: str) -> MatchSetup:
    """Inverse of :func:`setup_to_json`. Raises ValueError naming what is wrong (see
    ``user_files.app_files.check_setup``): not JSON (or nested too deep, a duplicate
    key...), a missing field, bad rules or a target or number of deals the New match
    dialog cannot show, a bad name, a level not in ``bots.LEVELS``, the wrong number of
    seats."""
    rules, names, levels = check_setup(parse_json(text))
    return MatchSetup(rules, names, levels)


def _default_path() -> Path:
    """The platform's per-user settings file, the one of ``QSettings(IniFormat,
    UserScope, "Tressette", "Tressette")`` (e.g. ``~/.config/Tressette/Tressette.ini`` on
    Linux). Asked of a QSettings of another application name: a QSettings reads its file
    as soon as it is made, before the file could be checked."""
    probe = QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, "Tressette",
                      "Tressette-path")
    return Path(probe.fileName()).with_name("Tressette.ini")


# ---------------------------------------------------------------------- readers
# Each reader turns a raw QSettings value (a str from the file, or the native type
# while the process still caches what it wrote) into a valid value, or raises ValueError
# saying what is wrong.
def _read_name(raw: object) -> str:
    if not isinstance(raw, str):
        raise UserFileError(f"expected a name, got {show(raw)}")
    return check_name(raw.strip())


def _read_setup(raw: object) -> MatchSetup:
    if not isinstance(raw, str):
        raise UserFileError(f"expected JSON text, got {show(raw)}")
    return setup_from_json(raw)


def _one_of(choices: tuple[str, ...]) -> Callable[[object], str]:
    def read(raw: object) -> str:
        if isinstance(raw, str) and raw in choices:
            return raw
        raise UserFileError(f"{show(raw)} is not one of {', '.join(choices)}")
    return read


def _read_bool(raw: object) -> bool:
    if isinstance(raw, bool):
        return raw
    if raw in ("true", "false"):
        return raw == "true"
    raise UserFileError(f"{show(raw)} is not true or false")


def _window_bytes(what: str) -> Callable[[object], bytes]:
    """A reader of the window's ``what`` bytes (Qt's own, checked by Qt when applied)."""
    def read(raw: object) -> bytes:
        if not isinstance(raw, QByteArray):
            raise UserFileError(f"expected the window's {what} bytes, got {show(raw)}")
        return bytes(raw.data())
    return read


_READERS: dict[str, Callable[[object], object]] = {
    "player_name": _read_name,
    "last_setup": _read_setup,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "auto_declare": _read_bool,
    "language": _one_of(LANGUAGES),
    "geometry": _window_bytes("geometry"),
    "docks": _window_bytes("docks"),
    "card_back": _one_of(BACK_NAMES),
}
