"""The history's data folder, computed without Qt, is the folder Qt gives the app
(``QStandardPaths.AppDataLocation``, where the autosave lives), and TRESSETTE_HOME
redirects both."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QApplication

from tressette_gui.ui.session.autosave import Autosave
from tressette_gui.user_files.location import (
    APPLICATION,
    HOME_VARIABLE,
    ORGANIZATION,
    app_data_location,
    data_folder,
    database_path,
)


@pytest.fixture
def app_names(qapp: QApplication) -> Iterator[None]:
    """The organization and application names the app sets (``app.start``)."""
    saved = QCoreApplication.organizationName(), QCoreApplication.applicationName()
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    yield
    QCoreApplication.setOrganizationName(saved[0])
    QCoreApplication.setApplicationName(saved[1])


def qt_answer() -> Path:
    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


@pytest.mark.parametrize(("home", "xdg"), [
    ("{tmp}/user", None),
    ("{tmp}/user/", None),
    ("{tmp}/user", "{tmp}/xdg"),
    ("{tmp}/user", "{tmp}/xdg/"),
    ("{tmp}/user", "relative/xdg"),  # not absolute: ignored
    ("{tmp}/user", ""),
])
@pytest.mark.usefixtures("app_names")
def test_the_folder_is_qts_app_data_location(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, home: str, xdg: str | None) -> None:
    monkeypatch.delenv(HOME_VARIABLE)
    monkeypatch.setenv("HOME", home.format(tmp=tmp_path))
    if xdg is None:
        monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    else:
        monkeypatch.setenv("XDG_DATA_HOME", xdg.format(tmp=tmp_path))
    assert app_data_location() == qt_answer()
    assert data_folder() == qt_answer() == Autosave().path.parent
    assert database_path().parent == Autosave().path.parent


def test_tressette_home_redirects_it_like_the_autosave(user_home: Path) -> None:
    assert data_folder() == user_home == Autosave(user_home).path.parent
    assert database_path() == user_home / "history.sqlite"


@pytest.mark.parametrize(("platform", "expected"), [
    ("win32", "{appdata}/Tressette/Tressette"),
    ("darwin", "{home}/Library/Application Support/Tressette/Tressette"),
])
def test_the_other_platforms_folders(monkeypatch: pytest.MonkeyPatch, tmp_path: Path,
                                     platform: str, expected: str) -> None:
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.setenv("APPDATA", str(tmp_path / "roaming"))
    assert app_data_location(platform) == Path(
        expected.format(home=tmp_path / "home", appdata=tmp_path / "roaming"))
