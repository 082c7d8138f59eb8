"""Where the user's files live (the autosave, the history database): the per-user data
folder, without Qt.

The folder is the one of the environment variable :data:`HOME_VARIABLE`
(``TRESSETTE_HOME``) when it is set (tests, portable installs), else the folder
``QStandardPaths.AppDataLocation`` gives the app (organization "Tressette", application
"Tressette"), computed here the way Qt 6 does so that the command line tools, which load
no Qt, find the same file as the app:

- Linux and other Unix: ``$XDG_DATA_HOME/Tressette/Tressette`` when ``XDG_DATA_HOME`` is
  an absolute path, else ``$HOME/.local/share/Tressette/Tressette``;
- Windows: ``%APPDATA%\\Tressette\\Tressette`` (the roaming application data);
- macOS: ``~/Library/Application Support/Tressette/Tressette``.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

#: The environment variable that redirects the settings, the autosave and the history.
HOME_VARIABLE = "TRESSETTE_HOME"
#: The organization and application names the app gives Qt (``app.start``).
ORGANIZATION = APPLICATION = "Tressette"
#: The database file's name inside the data folder.
DATABASE_FILE = "history.sqlite"


def user_home() -> Path | None:
    """The folder of :data:`HOME_VARIABLE`, or None when it is not set (or empty)."""
    value = os.environ.get(HOME_VARIABLE, "")
    return Path(value) if value else None


def data_folder() -> Path:
    """The per-user data folder: ``TRESSETTE_HOME`` when set, else the platform's
    application data folder (see the module docstring). Not created here."""
    home = user_home()
    return home if home is not None else app_data_location()


def database_path() -> Path:
    """The history database file in :func:`data_folder`."""
    return data_folder() / DATABASE_FILE


def app_data_location(platform: str = sys.platform) -> Path:
    """What ``QStandardPaths.writableLocation(AppDataLocation)`` answers for this app on
    ``platform`` (a ``sys.platform`` value), from the environment as Qt reads it: Qt takes
    ``HOME`` (``/`` when unset or empty) for the home folder and ignores a relative
    ``XDG_DATA_HOME``."""
    if platform == "win32":
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
    elif platform == "darwin":
        base = _home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if xdg.startswith("/") else _home() / ".local" / "share"
    return base / ORGANIZATION / APPLICATION


def _home() -> Path:
    return Path(os.environ.get("HOME") or "/")
