"""Writing game records: a match as the JSON of ``docs/record-format.md`` (version 2),
as text and as an atomically written file.

Cards are R1 codes; the rules are the options of R3-R9 (``Rules.to_dict``); the actions
are those of R3-R8 in order.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from ..engine import Action, Card, Dealing, Declare, Match, MatchResult, PickUp, Play, Redeal
from ..safe_files import write_atomically

#: The value of the top-level ``format`` field.
FORMAT = "tressette-record"
#: The format version this package writes (it reads this one and the older ones).
VERSION = 2
#: A line of the written JSON holds a container on one line when it fits this width.
_LINE = 90


def to_record(match: Match) -> dict[str, Any]:
    """The record of ``match``, finished or not, as a JSON-ready dict (format
    version 2, see ``docs/record-format.md``). Cards are R1 codes."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules": match.rules.to_dict(),
        "seed": match.seed,
        "names": list(match.names),
        "first_dealer": match.first_dealer,
        "dealings": [_dealing_to_dict(d) for d in match.dealings],
        "resigned": match.resigned,
        "result": None if match.result is None else result_to_dict(match.result),
        "hints_used": match.hints_used,
        "undo_used": match.undo_used,
    }


def _dealing_to_dict(dealing: Dealing) -> dict[str, Any]:
    layout = dealing.layout
    return {
        "dealer": dealing.dealer,
        "spareggio": dealing.spareggio,
        "hands": [_codes(hand) for hand in layout.hands],
        "stock": _codes(layout.stock),
        "piles": [_codes(pile) for pile in layout.piles],
        "actions": [action_to_dict(a) for a in dealing.actions],
    }


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [c.code for c in cards]


def action_to_dict(action: Action) -> dict[str, Any]:
    """One action as its record form (R3-R8), e.g. ``{"play": "Ac"}``,
    ``{"play": "Rc", "signal": "busso"}``, ``{"declare": "tris", "rank": "A"}``."""
    if isinstance(action, Play):
        out: dict[str, Any] = {"play": action.card.code}
        if action.pile is not None:
            out["pile"] = action.pile
        if action.signal is not None:
            out["signal"] = action.signal.value
        return out
    if isinstance(action, PickUp):
        return {"pick_up": action.pile}
    if isinstance(action, Declare):
        decl = action.declaration
        if decl.suit is not None:
            return {"declare": decl.kind.value, "suit": decl.suit.code}
        assert decl.rank is not None
        return {"declare": decl.kind.value, "rank": decl.rank.code}
    if isinstance(action, Redeal):
        return {"redeal": action.ask}
    return {"choose_piles": {"hand": list(action.hand), "front": list(action.front)}}


def result_to_dict(result: MatchResult) -> dict[str, Any]:
    """A match result (R7, R9) as a JSON-ready dict: winner and loser sides (or
    null), points per side, deals, sweeps per side (names), stake, ended_by and
    standings per seat."""
    return {
        "winner": result.winner,
        "loser": result.loser,
        "points": list(result.points),
        "deals": result.deals,
        "sweeps": [[s.value for s in side] for side in result.sweeps],
        "stake": result.stake,
        "ended_by": result.ended_by.value,
        "standings": list(result.standings),
    }


def dumps(match: Match) -> str:
    """The record of ``match`` as JSON text: indented, with short lists (a hand,
    an action) kept on one line, ending with a newline."""
    return pretty_json(to_record(match)) + "\n"


def pretty_json(value: object, indent: str = "") -> str:
    """JSON text of ``value``, indented, with containers that fit in a line of
    90 characters (a hand, an action) on one line."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(indent) + len(flat) <= _LINE or not isinstance(value, dict | list) or not value:
        return flat
    inner = indent + "  "
    if isinstance(value, dict):
        items = [f"{inner}{json.dumps(k)}: {pretty_json(v, inner)}" for k, v in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + indent + "}"
    items = [inner + pretty_json(v, inner) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + indent + "]"


def save(match: Match, path: str | os.PathLike[str]) -> None:
    """Write the record of ``match`` to ``path`` atomically (see
    :func:`tressette_gui.safe_files.write_atomically`; a symlink is written through).

    Raises OSError when the folder cannot be written.
    """
    write_atomically(Path(path), dumps(match))
