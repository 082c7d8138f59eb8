"""Game records: a match as versioned JSON, and the replay that reads it back.

A record holds the rules (R3-R9), the seed, the names in seat order (R2), and
for every dealing the dealer, the cards as dealt (hands, stock or piles, R3)
and every action in order (R3-R8); ``docs/record-format.md`` is the spec.
Reading a record replays it through the engine, so the engine stays the one
judge of legality: a record is valid exactly when its actions replay legally
and its recorded dealers, spareggi and result agree with the replay.

Every problem in a record is a :class:`RecordError` naming the dealing, the
action and the reason.
"""

from __future__ import annotations

import json
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import (
    Action,
    Card,
    CardParseError,
    ChoosePiles,
    Dealing,
    Declaration,
    DeclarationKind,
    Declare,
    Event,
    IllegalActionError,
    Layout,
    Match,
    MatchResult,
    PickUp,
    Play,
    Rank,
    Redeal,
    Rules,
    RulesError,
    Signal,
    Suit,
    check_layout,
)
from ..safe_files import write_atomically

#: The value of the top-level ``format`` field.
FORMAT = "tressette-record"
#: The format version this module writes and reads.
VERSION = 1
#: A line of the written JSON holds a container on one line when it fits this width.
_LINE = 90


class RecordError(ValueError):
    """A record that cannot be read or replayed.

    ``deal`` is the 1-based index of the dealing at fault (None when the problem
    is outside the dealings), ``action`` the 0-based index of the action within
    that dealing (None when not about an action), ``reason`` what is wrong. The
    message reads like ``deal 2, action 14: must follow coppe: holds 5c``.
    """

    def __init__(self, reason: str, *, deal: int | None = None,
                 action: int | None = None) -> None:
        self.reason = reason
        self.deal = deal
        self.action = action
        where = []
        if deal is not None:
            where.append(f"deal {deal}")
        if action is not None:
            where.append(f"action {action}")
        super().__init__(": ".join([", ".join(where), reason]) if where else reason)


# ------------------------------------------------------------------- writing
def to_record(match: Match) -> dict[str, Any]:
    """The record of ``match``, finished or not, as a JSON-ready dict (format
    version 1, see ``docs/record-format.md``). Cards are R1 codes."""
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
    :func:`tressette_gui.safe_files.write_atomically`).

    Raises OSError when the folder cannot be written.
    """
    write_atomically(Path(path), dumps(match))


# ------------------------------------------------------------------- reading
def load(path: str | os.PathLike[str]) -> Match:
    """Read and replay the record file at ``path``.

    Raises OSError when it cannot be read, :class:`RecordError` when it is not
    a valid record.
    """
    return from_record(read_json(path))


def read_json(path: str | os.PathLike[str]) -> object:
    """The parsed JSON of the file at ``path`` (not yet checked as a record).

    Raises OSError when it cannot be read, :class:`RecordError` when it is not
    UTF-8 JSON.
    """
    with open(path, "rb") as f:
        data = f.read()
    try:
        text = data.decode("utf-8-sig")  # a byte order mark is tolerated
    except UnicodeDecodeError as exc:
        raise RecordError(f"not UTF-8 text: {exc.reason} at byte {exc.start}") from None
    return parse_json(text)


def loads(text: str) -> Match:
    """Replay the record in JSON ``text``; raises :class:`RecordError`."""
    return from_record(parse_json(text))


def parse_json(text: str) -> object:
    """Parse JSON ``text``; raises :class:`RecordError` naming the line and column."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not valid JSON: {exc.msg} at line {exc.lineno} column "
                          f"{exc.colno}") from None
    except (ValueError, RecursionError) as exc:  # huge numbers, absurd nesting
        raise RecordError(f"not valid JSON: {exc}") from None


def from_record(data: object) -> Match:
    """Rebuild the match of a record (a parsed JSON value) by replaying it.

    Raises :class:`RecordError` for anything wrong: fields, cards, rules,
    illegal actions, or a recorded result that the replay does not give.
    """
    return replay(data)[0]


def replay(data: object) -> tuple[Match, list[Event]]:
    """Replay a record (a parsed JSON value): the rebuilt match and every event
    of the match in order (the opening events of the first deal, then those of
    each action, then a resignation's). Raises :class:`RecordError`."""
    record = _Record.parse(data)
    match = Match(record.rules, record.seed, record.names, dealer=record.first_dealer,
                  layouts=[d.layout for d in record.dealings])
    events: list[Event] = list(match.opening_events)
    for i, dealing in enumerate(record.dealings):
        deal = i + 1
        if len(match.dealings) < deal:
            reason = ("the match was already over" if match.result is not None
                      else f"deal {deal - 1} is not finished")
            raise RecordError(reason, deal=deal)
        started = match.dealings[i]
        for name, recorded, replayed in (("dealer", dealing.dealer, started.dealer),
                                         ("spareggio", dealing.spareggio, started.spareggio)):
            if recorded != replayed:
                raise RecordError(f"field {name!r} is {recorded}, the replay gives {replayed}",
                                  deal=deal)
        for j, action in enumerate(dealing.actions):
            if match.result is not None:
                raise RecordError("the match is already over", deal=deal, action=j)
            if len(match.dealings) > deal:
                raise RecordError("the deal is already over", deal=deal, action=j)
            try:
                events.extend(match.apply(action))
            except IllegalActionError as exc:
                raise RecordError(str(exc), deal=deal, action=j) from None
    if len(match.dealings) > len(record.dealings):
        raise RecordError("missing: the match goes on after the last recorded dealing",
                          deal=len(match.dealings))
    if record.resigned is not None:
        if match.result is not None:
            raise RecordError("field 'resigned': the match was already over")
        events.extend(match.resign(record.resigned))
    _check_result(record.result, match.result)
    return match, events


def _check_result(recorded: object, result: MatchResult | None) -> None:
    replayed = None if result is None else result_to_dict(result)
    if recorded == replayed:
        return
    if replayed is None:
        raise RecordError("field 'result': the record has a result, but its actions do "
                          "not finish the match")
    if not isinstance(recorded, dict):
        raise RecordError(f"field 'result' is {_show(recorded)}, the replay gives "
                          f"{_show(replayed)}")
    problems = [f"{k} is {_show(v)} in the replay" for k, v in replayed.items()
                if recorded.get(k) != v]
    problems += [f"unknown field {k!r}" for k in recorded if k not in replayed]
    raise RecordError("field 'result' does not match the replay: " + ", ".join(problems))


@dataclass(frozen=True, slots=True)
class _Dealing:
    dealer: int
    spareggio: int
    layout: Layout
    actions: tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class _Record:
    """The fields of a record, checked for type and shape (not yet replayed)."""

    rules: Rules
    seed: int
    names: tuple[str, ...]
    first_dealer: int
    dealings: tuple[_Dealing, ...]
    resigned: int | None
    result: object

    @staticmethod
    def parse(data: object) -> _Record:
        top = _object(data, "the record", _TOP_FIELDS)
        if top["format"] != FORMAT:
            raise RecordError(f"field 'format' is {_show(top['format'])}, expected {FORMAT!r}: "
                              "not a Tressette record")
        if type(top["version"]) is not int or top["version"] != VERSION:
            raise RecordError(f"field 'version' is {_show(top['version'])}: this program "
                              f"reads version {VERSION}")
        rules = _rules(top["rules"])
        n = rules.players
        seed = _int(top["seed"], "seed")
        raw_names = _list(top["names"], "names")
        names = tuple(x for x in raw_names if isinstance(x, str))
        if len(names) != n or len(raw_names) != n:
            raise RecordError(f"field 'names': {rules.variant} needs {n} names (strings), "
                              f"got {_show(raw_names)}")
        first_dealer = _seat(top["first_dealer"], "first_dealer", n)
        raw_dealings = _list(top["dealings"], "dealings")
        if not raw_dealings:
            raise RecordError("field 'dealings': a record holds at least the first dealing")
        dealings = tuple(_parse_dealing(d, i + 1, rules) for i, d in enumerate(raw_dealings))
        resigned = top["resigned"]
        return _Record(
            rules=rules, seed=seed, names=names,
            first_dealer=first_dealer, dealings=dealings,
            resigned=None if resigned is None else _seat(resigned, "resigned", n),
            result=top["result"])


_TOP_FIELDS = ("format", "version", "rules", "seed", "names", "first_dealer", "dealings",
               "resigned", "result")
_DEALING_FIELDS = ("dealer", "spareggio", "hands", "stock", "piles", "actions")


def _rules(value: object) -> Rules:
    if not isinstance(value, dict):
        raise RecordError(f"field 'rules': expected an object of rule options, got "
                          f"{_show(value)}")
    if "variant" not in value:
        raise RecordError("field 'rules': missing rule option 'variant'")
    try:
        return Rules.from_dict(value)
    except RulesError as exc:
        raise RecordError(f"field 'rules': {exc}") from None


def _parse_dealing(value: object, deal: int, rules: Rules) -> _Dealing:
    try:
        fields = _object(value, "the dealing", _DEALING_FIELDS)
        layout = Layout(
            hands=tuple(_cards(h, "hands") for h in _list(fields["hands"], "hands")),
            stock=_cards(fields["stock"], "stock"),
            piles=tuple(_cards(p, "piles") for p in _list(fields["piles"], "piles")))
        try:
            check_layout(layout, rules)
        except ValueError as exc:
            raise RecordError(f"bad cards: {exc}") from None
        dealer = _seat(fields["dealer"], "dealer", rules.players)
        spareggio = _int(fields["spareggio"], "spareggio")
        raw_actions = _list(fields["actions"], "actions")
    except RecordError as exc:
        raise RecordError(exc.reason, deal=deal) from None
    actions = []
    for j, raw in enumerate(raw_actions):
        try:
            actions.append(action_from_dict(raw))
        except RecordError as exc:
            raise RecordError(exc.reason, deal=deal, action=j) from None
    return _Dealing(dealer, spareggio, layout, tuple(actions))


def action_from_dict(value: object) -> Action:
    """Parse the record form of an action (inverse of :func:`action_to_dict`).

    Checks the form only (legality is the replay's job); raises
    :class:`RecordError` naming what is wrong.
    """
    if not isinstance(value, dict) or len(set(value) & set(_ACTION_FIELDS)) != 1:
        raise RecordError(f"bad action {_show(value)}: expected an object with one of "
                          + ", ".join(repr(k) for k in _ACTION_FIELDS))
    kind = next(k for k in _ACTION_FIELDS if k in value)
    fields = _object(value, f"a {kind!r} action", (kind,), _ACTION_FIELDS[kind])
    try:
        if kind == "play":
            pile = fields.get("pile")
            signal = fields.get("signal")
            return Play(_card(fields["play"]),
                        None if pile is None else _int(pile, "pile"),
                        None if signal is None else _signal(signal))
        if kind == "pick_up":
            return PickUp(_int(fields["pick_up"], "pick_up"))
        if kind == "declare":
            return Declare(_declaration(fields))
        if kind == "redeal":
            if not isinstance(fields["redeal"], bool):
                raise RecordError("field 'redeal': expected true or false")
            return Redeal(fields["redeal"])
        piles = _object(fields["choose_piles"], "field 'choose_piles'", ("hand", "front"))
        hand, front = (_pair(piles[k], k) for k in ("hand", "front"))
        return ChoosePiles(hand, front)
    except CardParseError as exc:
        raise RecordError(f"bad action {_show(value)}: {exc}") from None


#: Action kinds and the optional fields each allows.
_ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "play": ("pile", "signal"), "pick_up": (), "declare": ("suit", "rank"), "redeal": (),
    "choose_piles": (),
}


def _declaration(fields: Mapping[str, object]) -> Declaration:
    kinds = {k.value: k for k in DeclarationKind}
    kind = kinds.get(fields["declare"]) if isinstance(fields["declare"], str) else None
    if kind is None:
        raise RecordError(f"field 'declare' is {_show(fields['declare'])}, expected one of "
                          + ", ".join(kinds))
    needed, other = ("suit", "rank") if kind is DeclarationKind.NAPOLA else ("rank", "suit")
    if needed not in fields or other in fields:
        raise RecordError(f"a {kind.value} declaration takes field {needed!r} and not {other!r}")
    code = fields[needed]
    if not isinstance(code, str):
        raise RecordError(f"field {needed!r}: expected a code, got {_show(code)}")
    if kind is DeclarationKind.NAPOLA:
        return Declaration(kind, suit=Suit.from_code(code))
    return Declaration(kind, rank=Rank.from_code(code))


def _signal(value: object) -> Signal:
    for signal in Signal:
        if signal.value == value:
            return signal
    raise RecordError(f"field 'signal' is {_show(value)}, expected one of "
                      + ", ".join(s.value for s in Signal))


# -------------------------------------------------------------- field checks
def _object(value: object, what: str, required: tuple[str, ...],
            optional: tuple[str, ...] = ()) -> dict[str, object]:
    if not isinstance(value, dict):
        raise RecordError(f"{what} must be an object, got {_show(value)}")
    for key in required:
        if key not in value:
            raise RecordError(f"missing field {key!r} in {what}")
    for key in value:
        if key not in required and key not in optional:
            raise RecordError(f"unknown field {key!r} in {what}")
    return value


def _list(value: object, name: str) -> list[object]:
    if not isinstance(value, list):
        raise RecordError(f"field {name!r}: expected a list, got {_show(value)}")
    return value


def _int(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"field {name!r}: expected a whole number, got {_show(value)}")
    return value


def _seat(value: object, name: str, players: int) -> int:
    seat = _int(value, name)
    if not 0 <= seat < players:
        raise RecordError(f"field {name!r}: expected a seat 0..{players - 1}, got {seat}")
    return seat


def _pair(value: object, name: str) -> tuple[int, int]:
    items = _list(value, name)
    if len(items) != 2:
        raise RecordError(f"field {name!r}: expected two pile indices, got {_show(items)}")
    return _int(items[0], name), _int(items[1], name)


def _card(value: object) -> Card:
    if not isinstance(value, str):
        raise CardParseError(f"bad card {_show(value)}: expected a card code like 'Ac'")
    return Card.from_code(value)


def _cards(value: object, name: str) -> tuple[Card, ...]:
    try:
        return tuple(_card(c) for c in _list(value, name))
    except CardParseError as exc:
        raise RecordError(f"field {name!r}: {exc}") from None


def _show(value: object) -> str:
    """A short JSON rendering of a value for messages."""
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= 40 else text[:37] + "..."
