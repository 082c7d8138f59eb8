"""The engine's modules import each other in one direction: no cycle, not even
one hidden under ``TYPE_CHECKING`` or inside a function."""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import pytest

import tressette_gui.engine

ENGINE = Path(tressette_gui.engine.__file__).parent


def engine_imports(path: Path) -> tuple[set[str], list[int]]:
    """The engine modules that ``path`` imports anywhere in it, and the line
    numbers of imports that are not at the module's top level."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    top = {id(node) for node in tree.body}
    names: set[str] = set()
    nested: list[int] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module is None:  # from . import x
                names.update(alias.name for alias in node.names)
            else:
                names.add(node.module.split(".")[0])
        if isinstance(node, ast.Import | ast.ImportFrom) and id(node) not in top:
            nested.append(node.lineno)
    return names, nested


def test_the_engine_modules_import_without_a_cycle() -> None:
    graph = {}
    for path in sorted(ENGINE.glob("*.py")):
        if path.stem == "__init__":
            continue
        names, nested = engine_imports(path)
        assert nested == [], f"{path.name}: imports inside a block at lines {nested}"
        graph[path.stem] = names
    assert {"match", "observation"} <= graph.keys()
    assert "match" not in graph["observation"]
    TopologicalSorter(graph).prepare()  # raises CycleError for a cycle


def test_the_check_sees_an_import_hidden_under_type_checking(tmp_path: Path) -> None:
    module = tmp_path / "observation.py"
    module.write_text("from typing import TYPE_CHECKING\n"
                      "from .legal import Phase\n"
                      "if TYPE_CHECKING:\n"
                      "    from .match import Match\n", encoding="utf-8")
    assert engine_imports(module) == ({"legal", "match"}, [4])
    with pytest.raises(CycleError):
        TopologicalSorter({"match": {"observation"}, "observation": {"match"}}).prepare()
