"""When Qt cannot open a window the app says why and what to do, and exits 1, instead of
Qt's abort (issue 11): no display, or which system libraries are missing with the
Debian/Ubuntu install line."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tressette_gui.window_check import (
    GUI_LIBRARIES,
    XCB_LIBRARIES,
    apt_packages,
    missing_libraries,
    qt_folder,
    window_problem,
)

X11 = {"DISPLAY": ":0"}


def answers(display: str) -> bool:
    """A fake X server check: every display answers."""
    return True


class FakeLoader:
    """Loads everything but the files and sonames in ``fails``; records what it was asked."""

    def __init__(self, *fails: str) -> None:
        self.fails = set(fails)
        self.asked: list[str] = []

    def __call__(self, name: str) -> object:
        self.asked.append(name)
        if name in self.fails or Path(name).name in self.fails:
            raise OSError(f"{name}: cannot open shared object file")
        return object()


@pytest.fixture
def qt(tmp_path: Path) -> Path:
    """A PySide6 ``Qt`` folder with the files the check loads (empty: the loader is fake)."""
    for name in ("lib/libQt6Gui.so.6", "lib/libQt6Widgets.so.6", "lib/libQt6DBus.so.6",
                 "plugins/platforms/libqxcb.so"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).touch()
    return tmp_path


def test_missing_xcb_libraries_are_named_with_their_install_line(qt: Path) -> None:
    """The issue's case: Qt blamed libxcb-cursor0, but icccm and keysyms were missing."""
    load = FakeLoader("libqxcb.so", "libxcb-icccm.so.4", "libxcb-keysyms.so.1")
    problem = window_problem(X11, qt, load, "linux")
    assert problem is not None
    assert "missing: libxcb-icccm.so.4, libxcb-keysyms.so.1." in problem
    assert problem.endswith("sudo apt-get install -y libxcb-icccm4 libxcb-keysyms1")
    assert "cursor" not in problem


def test_a_missing_gui_library_is_named_on_any_platform(qt: Path) -> None:
    load = FakeLoader("libQt6Gui.so.6", "libEGL.so.1")
    problem = window_problem({"QT_QPA_PLATFORM": "offscreen"}, qt, load, "linux")
    assert problem is not None
    assert "missing: libEGL.so.1." in problem
    assert problem.endswith("sudo apt-get install -y libegl1")
    assert str(qt / "plugins/platforms/libqxcb.so") not in load.asked  # not X11


def test_nothing_missing_is_no_problem(qt: Path) -> None:
    load = FakeLoader()
    assert window_problem(X11, qt, load, "linux", answers) is None
    assert str(qt / "plugins/platforms/libqxcb.so") in load.asked


def test_a_display_that_does_not_answer_is_named(qt: Path) -> None:
    """DISPLAY set to an X server that is gone: said, after the libraries load."""
    asked: list[str] = []

    def silent(display: str) -> bool:
        asked.append(display)
        return False
    problem = window_problem({"DISPLAY": ":7"}, qt, FakeLoader(), "linux", silent)
    assert problem is not None and asked == [":7"]
    assert problem.startswith("no screen to open the window on: the X display DISPLAY=:7 "
                              "does not answer")
    assert window_problem({"DISPLAY": ":7", "QT_QPA_PLATFORM": "offscreen"}, qt,
                          FakeLoader(), "linux", silent) is None  # no X11 wanted
    assert asked == [":7"]


def test_an_unexplained_failure_shows_the_loader_error_and_every_package(qt: Path) -> None:
    problem = window_problem(X11, qt, FakeLoader("libqxcb.so"), "linux")
    assert problem is not None
    assert "libqxcb.so: cannot open shared object file" in problem
    every = apt_packages([*GUI_LIBRARIES, *XCB_LIBRARIES])
    assert problem.endswith(" ".join(every))
    assert {"libxcb-cursor0", "libxcb-icccm4", "libegl1"} <= set(every)


def test_a_wayland_session_does_not_need_x11(qt: Path, tmp_path: Path) -> None:
    load = FakeLoader("libqxcb.so", "libxcb-icccm.so.4")
    assert window_problem({"WAYLAND_DISPLAY": "wayland-1"}, qt, load, "linux") is None
    runtime = tmp_path / "run"
    runtime.mkdir()
    (runtime / "wayland-0").touch()  # the default socket, without WAYLAND_DISPLAY
    assert window_problem({"XDG_RUNTIME_DIR": str(runtime)}, qt, load, "linux") is None
    problem = window_problem({"QT_QPA_PLATFORM": "xcb", "WAYLAND_DISPLAY": "wayland-1",
                              **X11}, qt, load, "linux")
    assert problem is not None and "libxcb-icccm.so.4" in problem


def test_no_display_is_said_before_any_library_is_loaded(qt: Path) -> None:
    load = FakeLoader()
    problem = window_problem({"QT_QPA_PLATFORM": "xcb:nograb"}, qt, load, "linux")
    assert problem is not None and "DISPLAY is not set" in problem
    assert load.asked == []


def test_other_systems_and_other_layouts_are_left_to_qt(qt: Path, tmp_path: Path) -> None:
    load = FakeLoader("libqxcb.so", "libxcb-icccm.so.4")
    assert window_problem({}, qt, load, "win32") is None
    assert window_problem(X11, tmp_path / "elsewhere", load, "linux",
                          answers) is None  # no files
    assert load.asked == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's Qt layout")
def test_the_installed_pyside6_has_the_files_the_check_loads() -> None:
    """The real layout: a PySide6 upgrade that moves them would silently skip the check."""
    qt = qt_folder()
    assert qt is not None
    assert (qt / "lib" / "libQt6Gui.so.6").is_file()
    assert (qt / "plugins" / "platforms" / "libqxcb.so").is_file()


def test_missing_libraries_keeps_the_order() -> None:
    load = FakeLoader("libxcb-util.so.1", "libEGL.so.1")
    missing = missing_libraries([*GUI_LIBRARIES, *XCB_LIBRARIES], load)
    assert [library.soname for library in missing] == ["libEGL.so.1", "libxcb-util.so.1"]


@pytest.mark.parametrize("platform", ["xcb", None])
def test_the_app_without_a_display_says_so_and_exits_1(platform: str | None,
                                                        tmp_path: Path) -> None:
    """The real command, without DISPLAY, WAYLAND_DISPLAY or a Wayland socket: a message
    and status 1, not Qt's abort (status -6) nor its xcb-cursor0 hint."""
    env = {name: value for name, value in os.environ.items()
           if name not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["XDG_RUNTIME_DIR"] = str(tmp_path)
    if platform is not None:
        env["QT_QPA_PLATFORM"] = platform
    done = subprocess.run([sys.executable, "-m", "tressette_gui"], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith("tressette: no screen to open the window on:")
    assert "DISPLAY" in done.stderr and "xvfb-run" in done.stderr
    assert "xcb-cursor0" not in done.stderr
    assert done.stdout == ""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11")
def test_the_app_with_a_display_that_does_not_answer_says_so_and_exits_1() -> None:
    """The real command and the real libxcb, DISPLAY naming a server that is not there."""
    number = next(n for n in range(4000, 5000) if not Path(f"/tmp/.X11-unix/X{n}").exists())
    env = {name: value for name, value in os.environ.items()
           if name not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["DISPLAY"] = f":{number}"
    done = subprocess.run([sys.executable, "-m", "tressette_gui"], env=env,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith(f"tressette: no screen to open the window on: the X "
                                  f"display DISPLAY=:{number} does not answer")
    assert "xcb-cursor0" not in done.stderr
