"""Can Qt open a window here? Checked before the QApplication exists, because Qt aborts
the process (a C++ abort, no Python exception) when its platform plugin cannot start.

On Linux :func:`window_problem` finds the two usual causes and says what to do:

- no display: Qt would use X11 (``xcb``) but ``DISPLAY`` is not set, and no Wayland
  display is there either;
- a display that does not answer: ``DISPLAY`` names an X server that cannot be reached
  (it was closed, or the name is wrong): tried with libxcb's ``xcb_connect``, as Qt will;
- missing system libraries: Qt's GUI libraries or its ``xcb`` platform plugin do not
  load. It loads them the way Qt will (``ctypes``, by path, from the installed PySide6),
  and when one fails it tries each library of :data:`GUI_LIBRARIES` and
  :data:`XCB_LIBRARIES` by its soname, to name the missing ones and the Debian/Ubuntu
  ``apt-get install`` line. (Qt's own message names ``libxcb-cursor0`` whatever is
  missing.)

Other platforms (``QT_QPA_PLATFORM=offscreen``, ``wayland``...) only get the GUI
libraries' check; Windows and macOS none. No Qt is imported here.

``python -m tressette_gui.window_check`` prints, on one line, the Debian/Ubuntu packages
of the libraries above that do not load here (nothing when all do);
``scripts/install-system-libs.sh`` installs them. It needs no Qt and no venv.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

__all__ = [
    "GUI_LIBRARIES",
    "XCB_LIBRARIES",
    "SystemLibrary",
    "apt_packages",
    "missing_libraries",
    "qt_folder",
    "window_problem",
    "x11_reachable",
]


@dataclass(frozen=True)
class SystemLibrary:
    """A shared library Qt needs from the system: its ``soname`` (the file name the
    dynamic loader looks for, e.g. ``"libxcb-icccm.so.4"``) and the Debian/Ubuntu
    ``package`` that installs it."""

    soname: str
    package: str


#: What Qt's GUI libraries (QtGui, QtWidgets, QtDBus) load from the system, on any platform.
GUI_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libEGL.so.1", "libegl1"),
    SystemLibrary("libGL.so.1", "libgl1"),
    SystemLibrary("libfontconfig.so.1", "libfontconfig1"),
    SystemLibrary("libfreetype.so.6", "libfreetype6"),
    SystemLibrary("libxkbcommon.so.0", "libxkbcommon0"),
    SystemLibrary("libdbus-1.so.3", "libdbus-1-3"),
    SystemLibrary("libglib-2.0.so.0", "libglib2.0-0"),
    SystemLibrary("libX11.so.6", "libx11-6"),
)
#: What Qt's X11 platform plugin (``libqxcb.so`` and ``libQt6XcbQpa``) adds.
XCB_LIBRARIES: tuple[SystemLibrary, ...] = (
    SystemLibrary("libxcb.so.1", "libxcb1"),
    SystemLibrary("libX11-xcb.so.1", "libx11-xcb1"),
    SystemLibrary("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    SystemLibrary("libxcb-cursor.so.0", "libxcb-cursor0"),
    SystemLibrary("libxcb-icccm.so.4", "libxcb-icccm4"),
    SystemLibrary("libxcb-image.so.0", "libxcb-image0"),
    SystemLibrary("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    SystemLibrary("libxcb-randr.so.0", "libxcb-randr0"),
    SystemLibrary("libxcb-render.so.0", "libxcb-render0"),
    SystemLibrary("libxcb-render-util.so.0", "libxcb-render-util0"),
    SystemLibrary("libxcb-shape.so.0", "libxcb-shape0"),
    SystemLibrary("libxcb-shm.so.0", "libxcb-shm0"),
    SystemLibrary("libxcb-sync.so.1", "libxcb-sync1"),
    SystemLibrary("libxcb-util.so.1", "libxcb-util1"),
    SystemLibrary("libxcb-xfixes.so.0", "libxcb-xfixes0"),
    SystemLibrary("libxcb-xkb.so.1", "libxcb-xkb1"),
)

#: Loads a shared library by path or soname; raises OSError when it (or one of the
#: libraries it needs) cannot be loaded. :class:`ctypes.CDLL` in the app.
Loader = Callable[[str], object]

#: Whether the X server of a ``DISPLAY`` value answers. :func:`x11_reachable` in the app.
Reach = Callable[[str], bool]

#: Qt's GUI libraries, relative to the PySide6 package's ``Qt`` folder.
_GUI_FILES = ("lib/libQt6Gui.so.6", "lib/libQt6Widgets.so.6", "lib/libQt6DBus.so.6")
#: Qt's X11 platform plugin, relative to the same folder.
_XCB_PLUGIN = "plugins/platforms/libqxcb.so"


def apt_packages(libraries: Sequence[SystemLibrary]) -> list[str]:
    """The Debian/Ubuntu packages of ``libraries``, sorted, each once."""
    return sorted({library.package for library in libraries})


def missing_libraries(libraries: Sequence[SystemLibrary],
                      load: Loader = ctypes.CDLL) -> list[SystemLibrary]:
    """The libraries of ``libraries`` that ``load`` cannot load by soname, in order."""
    missing = []
    for library in libraries:
        try:
            load(library.soname)
        except OSError:
            missing.append(library)
    return missing


def qt_folder() -> Path | None:
    """The ``Qt`` folder of the installed PySide6 package (``lib/``, ``plugins/``; the same
    layout inside the PyInstaller app), found without importing Qt; None without PySide6."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations))) / "Qt"


def _platform_name(environ: Mapping[str, str]) -> str:
    """The platform plugin Qt tries first by ``QT_QPA_PLATFORM`` (``"xcb:option"`` and
    ``"wayland;xcb"`` lists allowed): e.g. ``"xcb"``, ``"offscreen"``; "" when unset."""
    return environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()


def _wayland_present(environ: Mapping[str, str]) -> bool:
    """Whether a Wayland display is there: ``WAYLAND_DISPLAY`` set, or the default socket
    ``$XDG_RUNTIME_DIR/wayland-0`` exists (where Wayland clients look without it)."""
    if environ.get("WAYLAND_DISPLAY"):
        return True
    runtime = environ.get("XDG_RUNTIME_DIR", "")
    return bool(runtime) and (Path(runtime) / "wayland-0").exists()


def x11_reachable(display: str) -> bool:
    """Whether the X server named by ``display`` (a ``DISPLAY`` value such as ``":0"``)
    accepts a connection: libxcb's ``xcb_connect``, closed at once. True when libxcb does
    not load (the library check says so)."""
    try:
        xcb = ctypes.CDLL("libxcb.so.1")
    except OSError:
        return True
    xcb.xcb_connect.restype = ctypes.c_void_p
    xcb.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    xcb.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    xcb.xcb_disconnect.argtypes = [ctypes.c_void_p]
    connection = xcb.xcb_connect(display.encode(), None)
    try:
        return bool(xcb.xcb_connection_has_error(connection) == 0)
    finally:
        xcb.xcb_disconnect(connection)


def window_problem(environ: Mapping[str, str] | None = None, qt: Path | None = None,
                   load: Loader = ctypes.CDLL, system: str = sys.platform,
                   reach: Reach = x11_reachable) -> str | None:
    """What stops Qt from opening a window, as a message for the user (several lines,
    with what to do), or None when nothing is found.

    ``environ`` (default ``os.environ``) gives ``QT_QPA_PLATFORM``, ``DISPLAY``,
    ``WAYLAND_DISPLAY``, ``XDG_RUNTIME_DIR``; ``qt`` is PySide6's ``Qt`` folder (default
    :func:`qt_folder`); ``load`` loads a library by path or soname (:data:`Loader`);
    ``system`` is ``sys.platform``: only Linux is checked; ``reach`` tells whether an X
    server answers (:data:`Reach`). Qt's X11 plugin is checked when Qt will use it:
    ``QT_QPA_PLATFORM=xcb``, or unset with no Wayland display, and then, once its
    libraries load, the display itself. A library file that is not there (another
    PySide6 layout) is not checked: Qt decides."""
    if not system.startswith("linux"):
        return None
    environ = os.environ if environ is None else environ
    platform = _platform_name(environ)
    x11 = platform == "xcb" or (platform == "" and not _wayland_present(environ))
    if x11 and not environ.get("DISPLAY"):
        return _no_display(platform)
    qt = qt_folder() if qt is None else qt
    if qt is None:
        return None
    files = [*_GUI_FILES, _XCB_PLUGIN] if x11 else list(_GUI_FILES)
    libraries = [*GUI_LIBRARIES, *XCB_LIBRARIES] if x11 else list(GUI_LIBRARIES)
    for name in files:
        path = qt / name
        if not path.is_file():
            continue
        try:
            load(str(path))
        except OSError as exc:
            return _missing_message(missing_libraries(libraries, load), libraries, exc)
    if x11 and not reach(environ["DISPLAY"]):
        return _no_display(platform, environ["DISPLAY"])
    return None


def _no_display(platform: str, display: str = "") -> str:
    if display:
        why = f"the X display DISPLAY={display} does not answer (closed, or a wrong name)"
    elif platform:
        why = "QT_QPA_PLATFORM=xcb asks for X11, but DISPLAY is not set"
    else:
        why = "neither DISPLAY (X11) nor WAYLAND_DISPLAY (Wayland) is set"
    return (f"no screen to open the window on: {why}.\n"
            "Start it from a desktop session, over SSH with X forwarding (ssh -X), or under "
            "a virtual screen (xvfb-run -a tressette).\n"
            "To watch bots play without a window: QT_QPA_PLATFORM=offscreen tressette "
            "--demo --exit-after-match")


def _missing_message(missing: Sequence[SystemLibrary], checked: Sequence[SystemLibrary],
                     error: OSError) -> str:
    if missing:
        names = ", ".join(library.soname for library in missing)
        packages = " ".join(apt_packages(missing))
        return (f"Qt cannot open a window: these system libraries are missing: {names}.\n"
                f"On Debian/Ubuntu install them with:\n  sudo apt-get install -y {packages}")
    return (f"Qt cannot open a window: {error}.\n"
            "On Debian/Ubuntu, Qt's libraries for a window are:\n"
            f"  sudo apt-get install -y {' '.join(apt_packages(checked))}")


if __name__ == "__main__":
    print(" ".join(apt_packages(missing_libraries([*GUI_LIBRARIES, *XCB_LIBRARIES]))))
