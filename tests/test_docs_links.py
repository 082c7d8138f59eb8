"""Every relative link of the README and docs/*.md resolves inside the repository
(issue 11): a clone has nothing outside it (no ``../shared/RULES.md``). Links and images
are found by a Markdown parser (markdown-it-py), so code spans and blocks are not read
as links; an anchor (``file.md#section`` or ``#section``) must name a heading of its
file, by GitHub's rule for heading anchors."""

from __future__ import annotations

import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from markdown_it import MarkdownIt
from markdown_it.token import Token

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PARSER = MarkdownIt("commonmark").enable("table")


def tokens(path: Path) -> list[Token]:
    """The parsed document, inline tokens' children included, in order."""
    out: list[Token] = []
    for token in PARSER.parse(path.read_text(encoding="utf-8")):
        out.append(token)
        out.extend(token.children or [])
    return out


def links(path: Path) -> list[str]:
    """The targets of the document's links and images."""
    found = []
    for token in tokens(path):
        target = token.attrGet("href") if token.type == "link_open" else (
            token.attrGet("src") if token.type == "image" else None)
        if isinstance(target, str):
            found.append(target)
    return found


def anchor(heading: str) -> str:
    """GitHub's anchor of a heading: lower case, punctuation dropped (letters, digits,
    ``-`` and ``_`` kept), each space a hyphen."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(path: Path) -> set[str]:
    """The anchors of the headings of a Markdown file."""
    found = tokens(path)
    return {anchor(found[i + 1].content) for i, token in enumerate(found)
            if token.type == "heading_open"}


def test_the_anchor_rule() -> None:
    assert anchor("R10 What is left out on purpose") == "r10-what-is-left-out-on-purpose"
    assert anchor("Where saves and settings live") == "where-saves-and-settings-live"
    assert anchor("R5 Declarations (accusi) — option `x`") == "r5-declarations-accusi--option-x"


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_resolves_inside_the_repository(document: Path) -> None:
    problems = []
    for target in links(document):
        parts = urlsplit(target)
        if parts.scheme or parts.netloc:  # https:, mailto: ...: not a file of ours
            continue
        file = (document.parent / unquote(parts.path)).resolve() if parts.path else document
        if not file.is_relative_to(ROOT):
            problems.append(f"{target}: outside the repository")
        elif not file.exists():
            problems.append(f"{target}: no such file")
        elif parts.fragment and file.suffix == ".md" and parts.fragment not in anchors(file):
            problems.append(f"{target}: no heading with this anchor")
    assert not problems, f"{document.name}: " + "; ".join(problems)


def test_the_rules_document_has_every_rule_number() -> None:
    """docs/rules.md is the document the code cites: R1-R10 and R3.1-R3.3 are headings."""
    headings = anchors(ROOT / "docs" / "rules.md")
    for number in [*(f"r{n}" for n in range(1, 11)), "r31", "r32", "r33"]:
        assert any(h.startswith(f"{number}-") for h in headings), number
