"""The arrows between the parts point one way (issue 13).

- ``engine``, ``bots`` and ``records`` load no Qt, checked in a fresh interpreter;
- each part imports only the parts below it: engine < safe_files < the guarded reading
  of user files (``user_files.guarded``, ``user_files.names``) < bots < records < the
  evaluator and the analysis of a match (``analysis``) < the app's own files
  (``user_files.app_files``, which replay records) < the check that Qt can open a window
  (``window_check``) < ui < app, and the engine nothing of the package at all;
- inside ``ui`` the subpackages are layered the same way: language < table < session
  < dialogs < window (a module may import its own layer and the layers below).

The imports are read from the sources (every ``import`` statement, also those inside
functions), so an arrow drawn only in a rarely run branch is found too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "tressette_gui"
#: The package's parts, lowest first: each may import only itself and those before it.
PARTS = ("engine", "safe_files", "user_files.guarded", "user_files.names",
         "user_files.location", "bots", "records", "analysis", "user_files.app_files",
         "history", "record_tool", "window_check", "ui", "app")
#: The package's own modules, which are no part.
NOT_PLACED = frozenset({"__init__", "__main__"})
#: The subpackages of ``ui``, lowest first, the same way.
UI_LAYERS = ("language", "table", "session", "dialogs", "window")


def module_name(path: Path) -> str:
    """``tressette_gui.ui.table.layout`` for ``.../tressette_gui/ui/table/layout.py``."""
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path) -> set[str]:
    """The ``tressette_gui`` modules (dotted names) that ``path`` imports."""
    name = module_name(path)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            found.add(target)
            found.update(f"{target}.{alias.name}" for alias in node.names)
    return {m for m in found if m == "tressette_gui" or m.startswith("tressette_gui.")}


def part(module: str, parts: tuple[str, ...], depth: int) -> str | None:
    """The part (``parts``, dotted names below the package at ``depth``) that a dotted
    module name belongs to, the longest that matches; None for none."""
    names = module.split(".")[depth:]
    found = [p for p in parts if names[:len(p.split("."))] == p.split(".")]
    return max(found, key=len) if found else None


def sources(under: str, *, base: Path = PACKAGE) -> list[Path]:
    """The Python files of the part ``under`` (a dotted name below ``base``), sorted."""
    path = base.joinpath(*under.split("."))
    return sorted(path.rglob("*.py")) if path.is_dir() else [path.with_suffix(".py")]


@pytest.mark.parametrize("lower", ["engine", "bots", "records", "analysis",
                                   "user_files.app_files", "user_files.location", "history",
                                   "record_tool"])
def test_the_parts_below_the_ui_load_no_qt(lower: str) -> None:
    code = (f"import sys, tressette_gui.{lower}; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


def test_the_arena_loads_no_qt() -> None:
    code = ("import sys, tressette_gui.bots.arena; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout
    assert out.strip() == "[]"


@pytest.mark.parametrize("name", PARTS)
def test_each_part_imports_only_the_parts_below(name: str) -> None:
    allowed = set(PARTS[:PARTS.index(name) + 1])
    wrong = [f"{path.relative_to(PACKAGE)} imports {module}"
             for path in sources(name) for module in sorted(imported(path))
             if (target := part(module, PARTS, 1)) is not None and target not in allowed]
    assert wrong == []


def test_every_part_is_placed_or_said_not_to_be() -> None:
    names = {p.stem for p in PACKAGE.iterdir()
             if (p.suffix == ".py" or (p / "__init__.py").is_file())}
    placed = {name.split(".")[0] for name in PARTS}
    assert names - placed == NOT_PLACED


def test_the_engine_imports_nothing_of_the_package_above_it() -> None:
    wrong = [f"{path.relative_to(PACKAGE)} imports {module}"
             for path in sources("engine") for module in sorted(imported(path))
             if not module.startswith("tressette_gui.engine")]
    assert wrong == []


@pytest.mark.parametrize("layer", UI_LAYERS)
def test_ui_layers_point_one_way(layer: str) -> None:
    allowed = set(UI_LAYERS[:UI_LAYERS.index(layer) + 1])
    wrong = [f"{path.relative_to(PACKAGE)} imports {module}"
             for path in sources(layer, base=PACKAGE / "ui")
             for module in sorted(imported(path))
             if part(module, ("ui",), 1) and (target := part(module, UI_LAYERS, 2)) is not None
             and target not in allowed]
    assert wrong == []


def test_every_ui_module_is_in_a_layer() -> None:
    loose = [p.name for p in (PACKAGE / "ui").glob("*.py") if p.name != "__init__.py"]
    assert loose == []
    assert sorted(p.name for p in (PACKAGE / "ui").iterdir() if p.is_dir()
                  and p.name != "__pycache__") == sorted(UI_LAYERS)


def test_the_scan_sees_relative_and_late_imports() -> None:
    """The scan resolves relative imports and finds imports inside functions: a test
    that cannot fail would prove nothing."""
    sample = PACKAGE / "ui" / "session" / "smoke.py"
    found = imported(sample)
    assert "tressette_gui.ui.table.animation" in found  # imported inside a function
    assert "tressette_gui.engine" in found
    assert part("tressette_gui.ui.window.main_window", UI_LAYERS, 2) == "window"
    assert part("tressette_gui.user_files.app_files", PARTS, 1) == "user_files.app_files"
    assert part("tressette_gui.user_files", PARTS, 1) is None  # the package itself
