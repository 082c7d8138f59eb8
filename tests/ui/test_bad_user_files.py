"""The app's own user files, hostile or careless (issue 12): fuzzed ``autosave.json`` and
``Tressette.ini`` never raise; a bad file is moved aside as ``*.bad`` holding the user's
bytes, with a message naming the file and the problem; the valid settings are kept; the
app starts normally. Special files (FIFO, /dev/zero, folder, huge) are refused without
blocking. The failures the issue reported are kept as explicit examples."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import tempfile
import textwrap
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from tests.fuzz_support import NASTY_SCALARS, SPECIAL_FILES, fuzz_settings, mutated
from tests.ui.app_helpers import FAST, answer, save, start_app, write_prefs
from tests.ui.matches import play_until
from tressette_gui.app import SETTINGS_FILE
from tressette_gui.engine import Match, Rules
from tressette_gui.engine.rules import MAX_DEALS, MAX_TARGET
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.session.autosave import FILE_NAME, Autosave, AutosaveError
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import AppSettings, Preferences, setup_to_json
from tressette_gui.user_files.names import check_name

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

OK, YES, NO = (QMessageBox.StandardButton.Ok, QMessageBox.StandardButton.Yes,
               QMessageBox.StandardButton.No)
DEEP = "arrays or objects nested deeper than 20 levels"
LAST = MatchSetup(Rules.for_variant("tressette", target=31), ("Ada", "Bo", "Cy", "Di"),
                  (None, "principiante", "intermedio", "principiante"))
PREFS = Preferences(player_name="Ada", last_setup=LAST, animation_speed="off",
                    auto_declare=False, language="en", geometry=b"\x01\x02", card_back="blue")


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> QApplication:
    """QSettings and the messages want an application object."""
    return qapp


def _saved_document(variant: str) -> dict[str, Any]:
    """What the app's autosave holds a few tricks into a match of ``variant``."""
    setup = MatchSetup.default(variant, player="Ada")
    match = play_until(Match(setup.rules, 4, setup.names),
                       lambda m: len(m.dealings[0].actions) >= 9)
    with tempfile.TemporaryDirectory() as folder:
        Autosave(Path(folder)).save(match, setup)
        document: dict[str, Any] = json.loads((Path(folder) / FILE_NAME).read_text("utf-8"))
    return document


SAVES = {variant: _saved_document(variant) for variant in ("tressette", "mazzetti")}


def widgets_can_show(setup: MatchSetup) -> None:
    """The values the New match dialog puts in its widgets are in their ranges."""
    assert 1 <= setup.rules.target <= MAX_TARGET and 1 <= setup.rules.deals <= MAX_DEALS
    for name in setup.names:
        check_name(name)


# ------------------------------------------------------------------ autosave
@pytest.mark.parametrize("variant", sorted(SAVES))
@fuzz_settings(max_examples=100)
@given(data=st.data())
def test_fuzzed_autosaves_are_moved_aside_or_resumed(variant: str,
                                                     data: st.DataObject) -> None:
    content = data.draw(mutated(SAVES[variant]))
    with tempfile.TemporaryDirectory() as folder:
        home = Path(folder)
        (home / FILE_NAME).write_bytes(content)
        autosave = Autosave(home)
        try:
            loaded = autosave.load()
        except AutosaveError as exc:
            assert exc.moved_to == home / f"{FILE_NAME}.bad"
            assert exc.moved_to.read_bytes() == content  # nothing lost
            assert exc.reason.isprintable() and exc.reason in str(exc)
            assert f"{FILE_NAME}.bad" in str(exc)
            assert autosave.load() is None  # the app then starts without a save
            return
        if loaded is not None:  # still a valid save: it resumes, shows and saves again
            match, setup = loaded
            widgets_can_show(setup)
            autosave.save(match, setup)
            assert autosave.load() is not None


@pytest.mark.parametrize(("spoil", "reason"), [
    (lambda d: {**d, "levels": [None, ["principiante"], "principiante", "principiante"]},
     "field 'levels': ['principiante'] is not a bot level"),
    (lambda d: {**d, "levels": {"0": None}}, "field 'levels': expected 4 bot levels"),
    (lambda d: {**d, "levels": [None, None, None, None]}, "field 'levels': seat 0 is the"),
    (lambda d: {**d, "version": True}, "autosave version true"),
    (lambda d: {**d, "extra": 1}, "unknown field \"extra\" in the autosave"),
    (lambda d: _in_record(d, "rules", "target", 2147483648),
     "bad value 2147483648 for rule option 'target': expected a whole number 1..999"),
    (lambda d: _in_record(d, "names", 1, "Bo\ud800"),
     "field 'names': name \"Bo\\ud800\": a character that cannot be shown"),
    (lambda d: '{"format": "tressette-autosave", "version": 1, "levels": '
     + "[" * 100_000 + "]" * 100_000 + ', "record": {}}', DEEP),
    (lambda d: json.dumps(d).replace('"levels"', '"version": 1, "levels"'),
     'key "version" twice in one object'),
])
def test_the_autosave_failures_of_issue_12(spoil: Callable[[dict[str, Any]], object],
                                           reason: str, user_home: Path) -> None:
    user_home.mkdir()
    spoilt = spoil(copy.deepcopy(SAVES["tressette"]))
    content = spoilt if isinstance(spoilt, str) else json.dumps(spoilt)
    (user_home / FILE_NAME).write_text(content, encoding="utf-8")
    with pytest.raises(AutosaveError) as info:
        Autosave(user_home).load()
    assert reason in info.value.reason
    assert (user_home / f"{FILE_NAME}.bad").read_text(encoding="utf-8") == content


def _in_record(document: dict[str, Any], *path: str | int) -> dict[str, Any]:
    *keys, last, value = path
    place: Any = document["record"]
    for key in keys:
        place = place[key]
    place[last] = value
    return document


def test_a_symlinked_autosave_stays_a_link(tmp_path: Path) -> None:
    """Saves go through the link to the file it points to; discarding deletes that
    file and keeps the link, so the next save lands there again."""
    setup = MatchSetup.default("spizzichino")
    match = Match(setup.rules, 3, setup.names)
    target = tmp_path / "synced" / "my-save.json"
    target.parent.mkdir()
    link = tmp_path / FILE_NAME
    link.symlink_to(target)
    autosave = Autosave(tmp_path)
    for _ in range(2):
        autosave.save(match, setup)
        assert link.is_symlink() and target.is_file()
        assert autosave.load() is not None
    autosave.discard()
    assert link.is_symlink() and not target.exists()
    assert autosave.load() is None
    autosave.save(match, setup)
    assert link.is_symlink() and target.is_file()


def test_a_link_to_a_device_is_never_written(tmp_path: Path) -> None:
    setup = MatchSetup.default("spizzichino")
    (tmp_path / FILE_NAME).symlink_to("/dev/null")
    with pytest.raises(OSError, match="not a regular file, it is not replaced"):
        Autosave(tmp_path).save(Match(setup.rules, 3, setup.names), setup)


# ------------------------------------------------------------------ settings
def _write_raw_setup(path: Path, text: str) -> None:
    """The settings of :data:`PREFS` with ``text`` as the raw ``last_setup``."""
    AppSettings(path).save(PREFS)
    qs = QSettings(str(path), QSettings.Format.IniFormat)
    qs.setValue("last_setup", text)
    qs.sync()
    del qs


@fuzz_settings(max_examples=60)
@given(data=st.data())
def test_a_fuzzed_last_setup_keeps_the_other_settings(data: st.DataObject) -> None:
    base = json.loads(setup_to_json(LAST))
    text = data.draw(mutated(base)).decode("utf-8", "replace")
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / SETTINGS_FILE
        _write_raw_setup(path, text)
        written = path.read_bytes()
        prefs, warning = AppSettings(path).load()
        if prefs.last_setup is not None:
            widgets_can_show(prefs.last_setup)
        if warning is not None:  # the bad value is told, the file kept, the rest used
            assert prefs.last_setup is None
            assert str(path) in warning and "last_setup (" in warning
            assert (path.parent / f"{SETTINGS_FILE}.bad").read_bytes() == written
        assert prefs == replace(PREFS, last_setup=prefs.last_setup)
        assert AppSettings(path).load() == (prefs, None)  # the valid values were written


_INI_VALUES = [str(v) for v in NASTY_SCALARS] + [
    "@ByteArray(", "@ByteArray(\\0\\0\\xff)", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\0)",
    '"unterminated', "\\x", "a, b, c", "@Invalid()", "=", "[General]", "99999999999999999999",
]


@st.composite
def mutated_ini(draw: st.DrawFn, base: bytes) -> bytes:
    """The bytes of a valid settings file spoilt once: a line's value replaced, a line
    deleted or repeated, the text truncated or invalid bytes inserted."""
    lines = base.split(b"\n")
    at = draw(st.integers(1, len(lines) - 1))
    kind = draw(st.sampled_from(["value", "value", "delete", "repeat", "truncate", "bytes"]))
    if kind == "value" and b"=" in lines[at]:
        key = lines[at].split(b"=")[0]
        value = draw(st.one_of(st.sampled_from(_INI_VALUES), st.text(max_size=20)))
        lines[at] = key + b"=" + value.encode("utf-8", "surrogatepass")
    elif kind == "delete":
        del lines[at]
    elif kind == "repeat":
        lines.insert(at, lines[at])
    data = b"\n".join(lines)
    if kind == "truncate":
        data = data[:draw(st.integers(0, len(data)))]
    if kind == "bytes":
        spot = draw(st.integers(0, len(data)))
        data = data[:spot] + draw(st.sampled_from([b"\xff", b"\xed\xa0\x80", b"\x00"])) + \
            data[spot:]
    return data


@fuzz_settings(max_examples=60)
@given(data=st.data())
def test_fuzzed_settings_files_never_raise_and_are_kept(data: st.DataObject) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / SETTINGS_FILE
        AppSettings(path).save(PREFS)
        content = data.draw(mutated_ini(path.read_bytes()))
        path.write_bytes(content)
        prefs, warning = AppSettings(path).load()
        if prefs.last_setup is not None:
            widgets_can_show(prefs.last_setup)
        check_name(prefs.player_name)
        if warning is not None:
            assert str(path) in warning
            assert (path.parent / f"{SETTINGS_FILE}.bad").read_bytes() == content
        assert AppSettings(path).load() == (prefs, None)


@pytest.mark.parametrize(("setup", "reason"), [
    ({"levels": [None, ["x"], "principiante", "principiante"]}, "field 'levels': ['x']"),
    ({"levels": {"a": 1}}, "field 'levels': expected 4 bot levels"),
    ({"rules": {"variant": "tressette", "target": 2147483648}},
     "bad value 2147483648 for rule option 'target': expected a whole number 1..999"),
    ({"rules": {"variant": "tressette", "match_end": "deals", "deals": 2**40}},
     "bad value 1099511627776 for rule option 'deals'"),
    ({"names": ["Ada", "Bo\ud800", "Cy", "Di"]}, "a character that cannot be shown"),
])
def test_the_settings_failures_of_issue_12(setup: dict[str, object], reason: str,
                                           tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    _write_raw_setup(path, json.dumps({**json.loads(setup_to_json(LAST)), **setup}))
    prefs, warning = AppSettings(path).load()
    assert prefs == replace(PREFS, last_setup=None)
    assert warning is not None and reason in warning and f"{SETTINGS_FILE}.bad" in warning


def test_deep_or_huge_numbers_in_the_settings(tmp_path: Path) -> None:
    path = tmp_path / SETTINGS_FILE
    for text, reason in [("[" * 100_000 + "]" * 100_000, DEEP),
                         ('{"rules": {"target": 1' + "0" * 300 + "}}",
                          "a number of more than 40 digits")]:
        _write_raw_setup(path, text)
        prefs, warning = AppSettings(path).load()
        assert prefs.last_setup is None and prefs.player_name == "Ada"
        assert warning is not None and reason in warning


# ------------------------------------------------------------ special files
_SPECIAL_SCRIPT = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from PySide6.QtCore import QCoreApplication
    from tressette_gui.ui.session.autosave import Autosave, AutosaveError
    from tressette_gui.ui.session.settings import AppSettings
    app = QCoreApplication([])
    home = Path(sys.argv[1])
    prefs, warning = AppSettings(home / "Tressette.ini").load()
    try:
        Autosave(home).load()
        error = None
    except AutosaveError as exc:
        error = str(exc)
    print(json.dumps([warning, error]))
""")


@pytest.mark.parametrize("kind", sorted(SPECIAL_FILES))
def test_special_files_are_moved_aside_at_once(tmp_path: Path, kind: str) -> None:
    """In a subprocess, so that a FIFO that blocked would fail the test (timeout)
    instead of hanging it; the special file itself is renamed, never read."""
    SPECIAL_FILES[kind](tmp_path / SETTINGS_FILE)
    SPECIAL_FILES[kind](tmp_path / FILE_NAME)
    done = subprocess.run([sys.executable, "-c", _SPECIAL_SCRIPT, str(tmp_path)],
                          capture_output=True, text=True, timeout=120, check=True)
    warning, error = json.loads(done.stdout)
    expected = "larger than 4 MiB" if kind in ("200-MB", "just-over-4-MiB") else \
        "not a regular file but "
    assert expected in warning and f"{SETTINGS_FILE}.bad" in warning
    assert expected in error and f"{FILE_NAME}.bad" in error
    for name in (SETTINGS_FILE, FILE_NAME):
        assert os.path.lexists(tmp_path / f"{name}.bad")
    assert (tmp_path / SETTINGS_FILE).is_file() and not (tmp_path / FILE_NAME).exists()


# -------------------------------------------------------- the app starts
def test_bad_files_are_told_then_the_new_match_dialog_opens(qtbot: QtBot,
                                                            user_home: Path) -> None:
    """Issue 12: levels as a list in the save, a target of 2^31 in the last set-up."""
    user_home.mkdir()
    _write_raw_setup(user_home / SETTINGS_FILE, json.dumps(
        {**json.loads(setup_to_json(LAST)), "rules": {"variant": "tressette",
                                                      "target": 2147483648}}))
    document = {**SAVES["tressette"], "levels": [None, ["x"], "principiante", "principiante"]}
    (user_home / FILE_NAME).write_text(json.dumps(document), encoding="utf-8")
    window = start_app(qtbot)
    text = answer(window, OK)
    assert f"{SETTINGS_FILE}.bad" in text and "2147483648" in text
    assert f"{FILE_NAME}.bad" in text and "field 'levels'" in text
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.player_name.currentText() == "Ada"  # the valid settings were kept


def test_no_to_resume_with_a_bad_last_setup_still_opens_the_dialog(qtbot: QtBot,
                                                                   user_home: Path) -> None:
    """Issue 12: a save present, ``deals`` 2^40 in the last set-up, No to Resume."""
    user_home.mkdir()
    _write_raw_setup(user_home / SETTINGS_FILE, json.dumps(
        {**json.loads(setup_to_json(LAST)),
         "rules": {"variant": "tressette", "match_end": "deals", "deals": 2**40}}))
    setup = MatchSetup.default("tressette", player="Ada")
    save(user_home, Match(setup.rules, 5, setup.names), setup)
    window = start_app(qtbot)
    assert "deals" in answer(window, OK)
    answer(window, NO)
    assert isinstance(window.dialog, NewMatchDialog)
    assert not (user_home / FILE_NAME).exists()


def test_a_resumed_match_at_the_highest_target_then_match_new(qtbot: QtBot,
                                                              user_home: Path) -> None:
    """Issue 12: Match > New after resuming must open the dialog with the save's rules."""
    write_prefs(user_home, FAST)
    setup = MatchSetup(Rules.for_variant("tressette", target=MAX_TARGET),
                       ("Ada", "Bo", "Cy", "Di"), MatchSetup.default().levels)
    save(user_home, Match(setup.rules, 5, setup.names), setup)
    window = start_app(qtbot)
    answer(window, YES)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.target.value() == MAX_TARGET


def test_the_platform_settings_file_is_checked_before_it_is_opened(tmp_path: Path) -> None:
    """Without ``TRESSETTE_HOME`` the settings file is Qt's per-user INI file (here under
    ``XDG_CONFIG_HOME``); a FIFO there is refused at once, not waited on."""
    config = tmp_path / "config"
    (config / "Tressette").mkdir(parents=True)
    os.mkfifo(config / "Tressette" / "Tressette.ini")
    script = ("from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]);"
              "from tressette_gui.ui.session.settings import AppSettings; s = AppSettings();"
              "print(s.path); print(s.load()[1])")
    env = {k: v for k, v in os.environ.items() if k != "TRESSETTE_HOME"}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120, check=True, env={**env, "XDG_CONFIG_HOME": str(config)})
    path, warning = done.stdout.splitlines()
    assert path == str(config / "Tressette" / "Tressette.ini")
    assert "not a regular file but a FIFO" in warning and "Tressette.ini.bad" in warning
    assert (config / "Tressette" / "Tressette.ini").is_file()
