"""Settings: round trip, bad values fall back to defaults, an unreadable file is reset
with a message (issue 7). Rules inside the last match set-up are R3-R9 options."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.app_helpers import unreadable
from tressette_gui.engine import Rules
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import (
    DEFAULTS,
    AppSettings,
    Preferences,
    SettingsError,
    setup_from_json,
    setup_to_json,
)

SETUP = MatchSetup(Rules.for_variant("mazzetti", target=31, declarations=False),
                   ("Ada, \"la Rossa\"", "Bo"), (None, "principiante"), seed=5)
PREFS = Preferences(player_name="Ada", last_setup=SETUP, animation_speed="fast",
                    auto_declare=False, language="it", geometry=b"\x00\x01[geo]=\xff,",
                    docks=b"\xff[docks]=\x00;", card_back="blue")


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    """QSettings wants an application object (pytest-qt's, shared by the GUI tests)."""
    return qapp


def test_defaults_when_no_file(tmp_path: Path) -> None:
    prefs, warning = AppSettings(tmp_path / "t.ini").load()
    assert (prefs, warning) == (DEFAULTS, None)


def test_round_trip_in_the_same_process(tmp_path: Path) -> None:
    settings = AppSettings(tmp_path / "t.ini")
    settings.save(PREFS)
    prefs, warning = settings.load()
    assert warning is None
    assert prefs.last_setup is not None and prefs.last_setup.seed is None  # seed not kept
    assert prefs == replace(PREFS, last_setup=_seedless(SETUP))


def test_round_trip_through_a_fresh_process(tmp_path: Path) -> None:
    """A new process reads the file back (no QSettings cache): every value survives."""
    path = tmp_path / "t.ini"
    AppSettings(path).save(PREFS)
    code = ("import sys; from pathlib import Path; from PySide6.QtCore import QCoreApplication;"
            "from tressette_gui.ui.session.settings import AppSettings; app = QCoreApplication([]);"
            "p, w = AppSettings(Path(sys.argv[1])).load(); print(repr((p, w)))")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    assert out.strip() == repr((replace(PREFS, last_setup=_seedless(SETUP)), None))


def test_setup_json_round_trip() -> None:
    assert setup_from_json(setup_to_json(SETUP)) == _seedless(SETUP)


@pytest.mark.parametrize(("text", "message"), [
    ("{", "not valid JSON"),
    ('{"rules": {}, "names": ["a", "b", "c", "d"]}', "expected an object"),
    ('{"rules": {"variant": "scopa"}, "names": [], "levels": []}', "'variant'"),
    ('{"rules": {}, "names": ["a", 2, "c", "d"], "levels": [null, null, null, null]}',
     "'names'"),
    ('{"rules": {}, "names": ["a", "b", "c", "d"], "levels": [null, "genio", null, null]}',
     "'levels'"),
    ('{"rules": {}, "names": ["a", "b"], "levels": [null, null]}', "needs 4 names"),
])
def test_bad_setup_json_names_the_problem(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        setup_from_json(text)


def test_bad_values_fall_back_to_defaults_with_a_message(tmp_path: Path) -> None:
    path = tmp_path / "t.ini"
    path.write_text("version=1\nplayer_name=Bo\nanimation_speed=warp\nlanguage=fr\n"
                    "auto_declare=maybe\ncard_back=green\ngeometry=abc\ndocks=abc\n"
                    'last_setup="{\\"rules\\": {\\"target\\": 0}}"\n', encoding="utf-8")
    prefs, warning = AppSettings(path).load()
    assert prefs == Preferences(player_name="Bo")
    assert warning is not None
    for name in ("animation_speed", "language", "auto_declare", "card_back", "geometry", "docks",
                 "last_setup"):
        assert name in warning
    assert "player_name" not in warning


@pytest.mark.parametrize("content", [
    b"[General\nversion=1\n",          # Qt's parser gives a format error
    b"\x89PNG\r\n\x1a\n\x00\x00garbage",  # not an INI file at all
    b"player_name=Ada\n",               # no version: not our settings layout
    b"version=99\nplayer_name=Ada\n",  # written by a future version
])
def test_unreadable_file_is_moved_aside_and_reset(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "t.ini"
    path.write_bytes(content)
    prefs, warning = AppSettings(path).load()
    assert prefs == DEFAULTS
    assert warning is not None and "t.ini.bad" in warning
    assert (tmp_path / "t.ini.bad").read_bytes() == content  # the user's file is kept
    assert AppSettings(path).load() == (DEFAULTS, None)  # the defaults were written


def test_a_second_bad_file_does_not_overwrite_the_first(tmp_path: Path) -> None:
    path = tmp_path / "t.ini"
    for content in (b"one", b"two"):
        path.write_bytes(content)
        AppSettings(path).load()
    assert (tmp_path / "t.ini.bad").read_bytes() == b"one"
    assert (tmp_path / "t.ini.1.bad").read_bytes() == b"two"


def test_write_failure_raises_settings_error(tmp_path: Path) -> None:
    """A settings path inside a regular file cannot be created: a clear error, not a crash."""
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(SettingsError, match="could not write the settings file"):
        AppSettings(blocker / "t.ini").save(PREFS)


def _seedless(setup: MatchSetup) -> MatchSetup:
    return MatchSetup(setup.rules, setup.names, setup.levels)


def test_an_unreadable_folder_gives_the_defaults_and_a_message_naming_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    unreadable(monkeypatch, tmp_path)
    settings = AppSettings(tmp_path / "t.ini")
    prefs, warning = settings.load()
    assert prefs == DEFAULTS and settings.existed
    assert warning is not None
    assert f"the folder {tmp_path} cannot be read: Permission denied" in warning
    with pytest.raises(SettingsError):
        settings.save(PREFS)
