#!/usr/bin/env python3
"""Update the Italian catalogue of the interface and compile it.

Run from anywhere after changing user-visible strings::

    python scripts/update_translations.py

1. Collects every translatable string of ``tressette_gui/ui/*.py`` and
   ``tressette_gui/app.py`` with its context (what Qt looks it up by at run time):

   - ``self.tr("...")`` (and ``QT_TR_NOOP("...")``) inside class ``C``: context ``C``;
   - ``QCoreApplication.translate("Ctx", "...")`` and ``QT_TRANSLATE_NOOP("Ctx", "...")``;
   - a module helper ``def _t(text): return QCoreApplication.translate("Ctx", text)``
     called as ``_t("...")`` in its module or where it is imported: context ``Ctx``.

   An optional second argument of ``tr`` (third of ``translate``) is the disambiguation
   comment. ``pyside6-lupdate`` is not used: its Python parser files strings passed
   through such helpers under the caller's class or an empty context, so Qt would never
   find their translations.
   A source text holding ``%n`` is a plural (numerus) message: the code passes the count
   (``self.tr("%n deals", "", n)``, ``QCoreApplication.translate("Ctx", "%n deals", "",
   n)``) and the catalogue gives one ``<numerusform>`` per plural form of its language.
   So is a text whose comment is ``count suffix``: a spin box's unit after the number
   the box shows (``self.tr(" deals", "count suffix", n)``).
2. Merges them into ``tressette_gui/i18n/tressette_it.ts``: translations of unchanged
   strings are kept, new strings are added as unfinished, translations of strings no
   longer in the code are kept as vanished (``--prune`` drops them). Contexts are sorted
   by name, messages kept in source order. The plural messages alone also go into the
   English catalogue ``tressette_en.ts`` (English has "1 deal" and "2 deals"; the
   source text has one form only).
3. Compiles each ``.qm`` with PySide6's ``lrelease`` (finished translations only).
4. Lists the strings still untranslated and exits with status 1 when there are any:
   translate them in the ``.ts`` (``pyside6-linguist`` or a text editor: fill the
   ``<translation>`` and remove ``type="unfinished"``; game terms stay Italian) and run the
   script again. ``tests/ui/test_i18n.py`` fails while any string is untranslated.

It also warns about translation calls whose text is not a literal (a variable cannot be
collected: mark the literals with ``QT_TRANSLATE_NOOP("Ctx", "...")`` where they are
written, and end the line of the call with the comment ``# i18n: marked above`` to say so;
the warning is then left out). ``--check`` only reports, writing nothing.
"""

from __future__ import annotations

import argparse
import ast
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import PySide6

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT / "tressette_gui" / "i18n" / "tressette_it.ts"
#: The English catalogue: the plural forms of the plural messages only.
ENGLISH = ROOT / "tressette_gui" / "i18n" / "tressette_en.ts"
#: A message's key: (context, source text, disambiguation comment).
Key = tuple[str, str, str]
#: A translation: its text, or the text of each plural form of a plural message.
Translation = str | tuple[str, ...]
#: What marks a plural message's count in its source text.
COUNT = "%n"
#: The comment of a plural message without the count: a spin box's suffix.
COUNT_SUFFIX = "count suffix"
_APPS = {"QCoreApplication", "QGuiApplication", "QApplication"}
#: The comment that ends the line of a translation call on a variable whose possible
#: texts are marked with QT_TRANSLATE_NOOP where they are written.
MARKED = "# i18n: marked above"


def sources() -> list[Path]:
    """The Python files whose strings are translated (sorted)."""
    return [*sorted((ROOT / "tressette_gui" / "ui").rglob("*.py")),
            ROOT / "tressette_gui" / "app.py"]


def _literal(node: ast.expr | None) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _helper_context(func: ast.FunctionDef) -> str | None:
    """"Ctx" when ``func`` is ``def f(text): ... return <App>.translate("Ctx", text)``."""
    if len(func.args.args) != 1 or not func.body:
        return None
    last = func.body[-1]
    call = last.value if isinstance(last, ast.Return) else None
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute)
            and call.func.attr == "translate" and isinstance(call.func.value, ast.Name)
            and call.func.value.id in _APPS and len(call.args) == 2
            and isinstance(call.args[1], ast.Name)
            and call.args[1].id == func.args.args[0].arg):
        return None
    return _literal(call.args[0])


def find_helpers(trees: dict[str, ast.Module]) -> dict[tuple[str, str], str]:
    """(module stem, function name) -> context of every translation helper."""
    return {(module, node.name): context
            for module, tree in trees.items() for node in tree.body
            if isinstance(node, ast.FunctionDef)
            and (context := _helper_context(node)) is not None}


class _Collector(ast.NodeVisitor):
    """Collects (key, line) of one module's translatable literals, and warnings."""

    def __init__(self, helpers: dict[str, str], path: Path, lines: list[str]) -> None:
        self.helpers = helpers
        self.path = path
        self.lines = lines
        self.classes: list[str] = []
        self.function: str | None = None
        self.found: list[Key] = []
        self.warnings: list[str] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef) -> None:
        outer, self.function = self.function, node.name
        self.generic_visit(node)
        self.function = outer

    def visit_Call(self, node: ast.Call) -> None:
        self.generic_visit(node)
        func, args = node.func, node.args
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        owner = func.value if isinstance(func, ast.Attribute) else None
        on_self = isinstance(owner, ast.Name) and owner.id in ("self", "cls")
        on_app = isinstance(owner, ast.Name) and owner.id in _APPS
        if isinstance(func, ast.Name) and name in self.helpers:
            self._add(node, self.helpers[name], args[:1], args[1:2])
        elif self.classes and ((name == "tr" and on_self)
                               or (name == "QT_TR_NOOP" and owner is None)):
            self._add(node, self.classes[-1], args[:1], args[1:2])
        elif (name == "translate" and on_app) or name == "QT_TRANSLATE_NOOP":
            context = _literal(args[0]) if args else None
            if context is None:
                self._warn(node, "a context that is not a literal")
            else:
                self._add(node, context, args[1:2], args[2:3])

    def _add(self, node: ast.Call, context: str, source: list[ast.expr],
             comment: list[ast.expr]) -> None:
        text = _literal(source[0]) if source else None
        note = _literal(comment[0]) if comment else ""
        if text is None or note is None:
            marked = self.lines[node.lineno - 1].rstrip().endswith(MARKED)
            if self.function not in self.helpers and not marked:  # a helper passes it on
                self._warn(node, "a text that is not a literal")
            return
        self.found.append((context, text, note))

    def _warn(self, node: ast.Call, what: str) -> None:
        where = self.path.relative_to(ROOT) if self.path.is_relative_to(ROOT) else self.path
        self.warnings.append(f"{where}:{node.lineno}: translation "
                             f"with {what}: cannot be collected")


def collect(paths: list[Path]) -> tuple[list[Key], list[str]]:
    """Every translatable (context, source, comment) of ``paths`` in order of first
    appearance, and the warnings."""
    texts = {p.stem: p.read_text(encoding="utf-8") for p in paths}
    trees = {stem: ast.parse(text, stem) for stem, text in texts.items()}
    helpers = find_helpers(trees)
    keys: dict[Key, None] = {}
    warnings: list[str] = []
    for path in paths:
        tree = trees[path.stem]
        local = {name: context for (module, name), context in helpers.items()
                 if module == path.stem}
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module:
                origin = node.module.rsplit(".", 1)[-1]
                for alias in node.names:
                    if (origin, alias.name) in helpers:
                        local[alias.asname or alias.name] = helpers[(origin, alias.name)]
        collector = _Collector(local, path, texts[path.stem].splitlines())
        collector.visit(tree)
        keys.update(dict.fromkeys(collector.found))
        warnings += collector.warnings
    return list(keys), warnings


def is_plural(key: Key) -> bool:
    """The message of ``key`` has plural forms (its source holds :data:`COUNT`, or its
    comment is :data:`COUNT_SUFFIX`)."""
    return COUNT in key[1] or key[2] == COUNT_SUFFIX


def _translation(element: ET.Element) -> Translation | None:
    """The text of a ``<translation>`` (its forms for a plural one), None when empty."""
    forms = tuple(form.text or "" for form in element.iter("numerusform"))
    if forms:
        return forms if all(form.strip() for form in forms) else None
    return element.text if (element.text or "").strip() else None


def read_catalogue(ts_file: Path) -> dict[Key, Translation]:
    """Translations of ``ts_file`` by key, finished or vanished (empty when it does not
    exist)."""
    if not ts_file.exists():
        return {}
    done = {}
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in (None, "vanished") \
                    and (text := _translation(translation)) is not None:
                key = (name, message.findtext("source", ""), message.findtext("comment", ""))
                done[key] = text
    return done


def write_catalogue(ts_file: Path, keys: list[Key], done: dict[Key, Translation],
                    prune: bool, language: str = "it_IT") -> None:
    """Write the catalogue of ``keys`` with the translations of ``done``. Translations of
    strings no longer in the code are kept as ``type="vanished"`` (not compiled; used
    again if the string comes back, e.g. when another branch still has it) unless
    ``prune``. A plural message (:func:`is_plural`) gets two plural forms, the singular
    and the plural (those of Italian and of English), to fill."""
    vanished = [] if prune else [k for k in done if k not in set(keys)]
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    for context in sorted({k[0] for k in keys + vanished}):
        element = ET.SubElement(root, "context")
        ET.SubElement(element, "name").text = context
        for key in (k for k in keys + vanished if k[0] == context):
            message = ET.SubElement(element, "message")
            ET.SubElement(message, "source").text = key[1]
            if key[2]:
                ET.SubElement(message, "comment").text = key[2]
            translation = ET.SubElement(message, "translation")
            text = done.get(key)
            if is_plural(key):
                message.set("numerus", "yes")
                forms = text if isinstance(text, tuple) else ("", "")
                for form in forms:
                    ET.SubElement(translation, "numerusform").text = form
            elif isinstance(text, str):
                translation.text = text
            if key not in done or key in vanished:
                translation.set("type", "unfinished" if key not in done else "vanished")
    ET.indent(root, space="    ")
    text = ET.tostring(root, encoding="unicode")
    ts_file.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + text
                       + "\n", encoding="utf-8")


def lrelease_program() -> Path:
    """Qt's ``lrelease`` as the installed PySide6 package ships it (the program its
    ``pyside6-lrelease`` command runs), found without PATH: the venv need not be active."""
    return Path(PySide6.__file__).resolve().parent / "lrelease"


def lrelease(ts_file: Path) -> Path:
    """Compile ``ts_file`` into the ``.qm`` beside it with :func:`lrelease_program`;
    returns its path. Raises subprocess.CalledProcessError when lrelease fails."""
    qm_file = ts_file.with_suffix(".qm")
    subprocess.run([str(lrelease_program()), "-silent", str(ts_file), "-qm", str(qm_file)],
                   check=True)
    return qm_file


def main(argv: list[str] | None = None) -> int:
    """Run the steps above; returns 0 when every string is translated, else 1."""
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report only, write nothing")
    parser.add_argument("--prune", action="store_true",
                        help="drop the translations of strings no longer in the code")
    args = parser.parse_args(argv)
    keys, warnings = collect(sources())
    for line in warnings:
        print(f"warning: {line}")
    missing = 0
    for ts_file, language, wanted in ((CATALOGUE, "it_IT", keys),
                                      (ENGLISH, "en", [k for k in keys if is_plural(k)])):
        done = read_catalogue(ts_file)
        if not args.check:
            write_catalogue(ts_file, wanted, done, args.prune, language)
            lrelease(ts_file)
        untranslated = [k for k in wanted if k not in done]
        for context, source, _ in untranslated:
            print(f"untranslated [{context}] {source!r} ({language})")
        print(f"{ts_file.relative_to(ROOT)}: {len(wanted)} strings, "
              f"{len(untranslated)} untranslated")
        missing += len(untranslated)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
