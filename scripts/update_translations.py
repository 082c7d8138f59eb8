#!/usr/bin/env python3
"""Update the Italian catalogue of the interface and compile it.

Run from anywhere after changing user-visible strings::

    python scripts/update_translations.py

1. ``pyside6-lupdate`` collects every string wrapped in ``self.tr()`` or
   ``QCoreApplication.translate()`` in ``tressette_gui/ui/*.py`` and
   ``tressette_gui/app.py`` into ``tressette_gui/i18n/tressette_it.ts``: new strings are
   added as unfinished, translations of unchanged strings are kept, strings no longer in
   the code are dropped (``-no-obsolete``; no source locations, so moving code does not
   touch the file).
2. ``pyside6-lrelease`` compiles ``tressette_it.qm`` (only finished translations).
3. Lists the strings still untranslated and exits with status 1 when there are any:
   translate them in the ``.ts`` (with ``pyside6-linguist`` or a text editor: fill the
   ``<translation>`` and remove ``type="unfinished"``; game terms stay Italian) and run the
   script again. ``tests/ui/test_i18n.py`` fails while any string is untranslated.

``--check`` only reports, writing nothing (lupdate runs into a temporary file).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = ROOT / "tressette_gui" / "i18n" / "tressette_it.ts"


def sources() -> list[Path]:
    """The Python files whose strings are translated (sorted)."""
    return [*sorted((ROOT / "tressette_gui" / "ui").glob("*.py")),
            ROOT / "tressette_gui" / "app.py"]


def lupdate(ts_file: Path) -> None:
    """Merge the strings of :func:`sources` into ``ts_file`` (created when missing).
    Raises subprocess.CalledProcessError when lupdate fails."""
    subprocess.run(["pyside6-lupdate", "-silent", "-no-obsolete", "-locations", "none",
                    "-source-language", "en", "-target-language", "it_IT",
                    *map(str, sources()), "-ts", str(ts_file)], check=True)


def lrelease(ts_file: Path) -> Path:
    """Compile ``ts_file`` into the ``.qm`` beside it; returns its path."""
    qm_file = ts_file.with_suffix(".qm")
    subprocess.run(["pyside6-lrelease", "-silent", str(ts_file), "-qm", str(qm_file)],
                   check=True)
    return qm_file


def untranslated(ts_file: Path) -> list[tuple[str, str]]:
    """(context, source) of every message without a finished, non-empty translation."""
    missing = []
    for context in ET.parse(ts_file).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if (translation is None or translation.get("type") == "unfinished"
                    or not "".join(translation.itertext()).strip()):
                missing.append((name, message.findtext("source", "")))
    return missing


def main(argv: list[str] | None = None) -> int:
    """Run the steps above; returns 0 when every string is translated, else 1."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="report only, write nothing")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as temp:
        ts_file = CATALOGUE
        if args.check:
            ts_file = Path(temp) / CATALOGUE.name
            shutil.copyfile(CATALOGUE, ts_file)
        lupdate(ts_file)
        if not args.check:
            lrelease(ts_file)
        missing = untranslated(ts_file)
        total = sum(1 for _ in ET.parse(ts_file).getroot().iter("message"))
    for context, source in missing:
        print(f"untranslated [{context}] {source!r}")
    print(f"{CATALOGUE.relative_to(ROOT)}: {total} strings, {len(missing)} untranslated")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
