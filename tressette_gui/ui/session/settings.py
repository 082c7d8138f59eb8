"""The user's preferences, kept between runs in an INI file by ``QSettings``.

:class:`Preferences` is the value (player name, last match set-up, animation speed,
auto-declare, language, window geometry, card back); :class:`AppSettings` reads and
writes it. Every value read is checked: a bad one falls back to its default, and a file
that cannot be read at all is moved aside as ``<file>.bad`` and replaced by the defaults.
Either way :meth:`AppSettings.load` returns a message for the app to show; it never
raises for a bad file.
"""

from __future__ import annotations

import contextlib
import json
from collections.abc import Callable
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings

from ...engine import Rules, RulesError
from ...safe_files import move_aside
from ..language.i18n import LANGUAGES
from ..table.card_images import BACK_NAMES
from ..table.timing import SPEEDS
from .match_setup import MAX_NAME, MatchSetup, levels_from_json

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

    - ``player_name``: the human's name (1..:data:`~.match_setup.MAX_NAME` characters,
      seat 0, R2).
    - ``last_setup``: the last match started (rules R3-R9, names, bot levels; no seed),
      None before the first match.
    - ``animation_speed``: one of :data:`ANIMATION_SPEEDS`.
    - ``auto_declare``: declare for the human at the first legal moment (R5).
    - ``language``: "system" (from the locale), "it" or "en" (see ``i18n.LANGUAGES``).
    - ``geometry``: the main window's ``saveGeometry()`` bytes, empty when unknown.
    - ``card_back``: a back name of ``card_images.BACK_NAMES`` ("red" or "blue").
    """

    player_name: str = "Giocatore"
    last_setup: MatchSetup | None = None
    animation_speed: str = "normal"
    auto_declare: bool = True
    language: str = "system"
    geometry: bytes = b""
    card_back: str = "red"


DEFAULTS = Preferences()


class AppSettings:
    """Reads and writes :class:`Preferences`.

    ``path``: the INI file to use (tests); None for the per-user file of the platform
    (``QSettings(IniFormat, UserScope, "Tressette", "Tressette")``, e.g.
    ``~/.config/Tressette/Tressette.ini`` on Linux).
    """

    def __init__(self, path: Path | None = None) -> None:
        self._path = path
        self._qs = self._open()

    def _open(self) -> QSettings:
        if self._path is not None:
            return QSettings(str(self._path), QSettings.Format.IniFormat)
        return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope,
                         "Tressette", "Tressette")

    @property
    def path(self) -> Path:
        """The settings file."""
        return Path(self._qs.fileName())

    def load(self) -> tuple[Preferences, str | None]:
        """The stored preferences and a message for the user, or None when all was well.

        A file that cannot be parsed (``QSettings`` format error, or no valid ``version``
        key in a non-empty file) is moved aside as ``<file>.bad`` and the defaults are
        written in its place; single bad values (wrong type, unknown speed or language,
        rules that raise ``RulesError``...) fall back to their defaults. The message
        (translated) says which. Never raises for the file's content.
        """
        path = self.path
        version = self._qs.value("version")
        unreadable = self._qs.status() != QSettings.Status.NoError or (
            path.is_file() and path.stat().st_size > 0 and str(version) != str(SETTINGS_VERSION))
        if unreadable:
            return DEFAULTS, self._reset(path)
        values: dict[str, Any] = {}
        bad: list[str] = []
        for f in fields(Preferences):
            raw = self._qs.value(f.name)
            if raw is None:
                continue
            value = _READERS[f.name](raw)
            if value is None:
                bad.append(f.name)
            else:
                values[f.name] = value
        prefs = Preferences(**values)
        if not bad:
            return prefs, None
        return prefs, QCoreApplication.translate(
            "AppSettings", "Some settings were not valid and were reset to their defaults: "
            "{names}.").format(names=", ".join(bad))

    def _reset(self, path: Path) -> str:
        """Move the unreadable file aside, write the defaults; the message for the user."""
        del self._qs  # let go of the file before renaming it
        try:
            moved = move_aside(path)
        except OSError as exc:
            self._qs = self._open()
            return QCoreApplication.translate(
                "AppSettings", "The settings file {path} could not be read and could not be "
                "moved aside ({error}); the default settings are used.").format(
                path=path, error=exc.strerror or exc)
        self._qs = self._open()
        with contextlib.suppress(SettingsError):  # the message says the defaults are used
            self.save(DEFAULTS)
        return QCoreApplication.translate(
            "AppSettings", "The settings file {path} could not be read; it was renamed {moved} "
            "and the default settings are used.").format(path=path, moved=moved.name)

    def save(self, prefs: Preferences) -> None:
        """Write ``prefs`` and flush the file to disk (``sync``).

        Raises :class:`SettingsError` naming the file when it cannot be written.
        """
        qs = self._qs
        qs.clear()
        qs.setValue("version", SETTINGS_VERSION)
        qs.setValue("player_name", prefs.player_name)
        if prefs.last_setup is not None:
            qs.setValue("last_setup", setup_to_json(prefs.last_setup))
        qs.setValue("animation_speed", prefs.animation_speed)
        qs.setValue("auto_declare", prefs.auto_declare)
        qs.setValue("language", prefs.language)
        qs.setValue("geometry", QByteArray(prefs.geometry))
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
    """Inverse of :func:`setup_to_json`. Raises ValueError (``RulesError`` for bad rules)
    naming what is wrong: not JSON, a missing field, a name that is not a string, a level
    not in ``bots.LEVELS``, the wrong number of seats."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON: {exc.msg}") from None
    if not isinstance(data, dict) or set(data) != {"rules", "names", "levels"}:
        raise ValueError("expected an object with 'rules', 'names' and 'levels'")
    rules = Rules.from_dict(data["rules"])
    names, levels = data["names"], data["levels"]
    if not isinstance(names, list) or not all(isinstance(n, str) and n for n in names):
        raise ValueError(f"'names' must be a list of names, not {names!r}")
    return MatchSetup(rules, tuple(names), levels_from_json(levels, "'levels'"))


# ---------------------------------------------------------------------- readers
# Each reader turns a raw QSettings value (a str from the file, or the native type
# while the process still caches what it wrote) into a valid value, or None.
def _read_name(raw: object) -> str | None:
    if not isinstance(raw, str):
        return None
    name = raw.strip()
    return name if 0 < len(name) <= MAX_NAME else None


def _read_setup(raw: object) -> MatchSetup | None:
    if not isinstance(raw, str):
        return None
    try:
        return setup_from_json(raw)
    except (ValueError, RulesError):
        return None


def _one_of(choices: tuple[str, ...]) -> Callable[[object], str | None]:
    def read(raw: object) -> str | None:
        return raw if isinstance(raw, str) and raw in choices else None
    return read


def _read_bool(raw: object) -> bool | None:
    if isinstance(raw, bool):
        return raw
    return {"true": True, "false": False}.get(raw) if isinstance(raw, str) else None


def _read_geometry(raw: object) -> bytes | None:
    return bytes(raw.data()) if isinstance(raw, QByteArray) else None


_READERS: dict[str, Callable[[object], object | None]] = {
    "player_name": _read_name,
    "last_setup": _read_setup,
    "animation_speed": _one_of(ANIMATION_SPEEDS),
    "auto_declare": _read_bool,
    "language": _one_of(LANGUAGES),
    "geometry": _read_geometry,
    "card_back": _one_of(BACK_NAMES),
}
