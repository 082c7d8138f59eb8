"""Reading a record's fields: the schema check of ``docs/record-format.md``, versions 1
to 3 (version 2 adds ``hints_used`` and ``undo_used``; version 3 the optional fields of
:mod:`.provenance`, when and by whom the match was played).

:func:`parse_record` turns a parsed JSON value into typed values (rules, names, seats,
layouts of cards, actions) before any of them is used, strictly as the format asks of
a reader: every field of the record's version required, no unknown field, whole
numbers that are ``int`` (not ``1.0``, not ``true``), booleans that are ``true`` or
``false``, optional action fields absent rather than ``null``, names that can be
shown (:mod:`tressette_gui.user_files.names`). Legality is the replay's job
(:mod:`.record`), and the replay parses each action (:func:`action_from_dict`) when
it comes to it, so a file full of actions after the end costs no more than its legal
part. Every problem is a :class:`RecordError`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from ..engine import (
    Action,
    Card,
    CardParseError,
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Declare,
    Layout,
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
from ..user_files.guarded import UserFileError, show
from ..user_files.names import check_names
from .provenance import (
    PROVENANCE_FIELDS,
    PROVENANCE_VERSION,
    UNKNOWN,
    Provenance,
    parse_provenance,
)
from .writing import FORMAT


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


@dataclass(frozen=True, slots=True)
class ParsedDealing:
    """A dealing's fields, checked for type and shape: the recorded dealer (seat) and
    spareggio (0..3, R7), the cards as dealt (R3) and the actions in order, still in
    their JSON form (see :func:`action_from_dict`)."""

    dealer: int
    spareggio: int
    layout: Layout
    actions: tuple[object, ...]


@dataclass(frozen=True, slots=True)
class ParsedRecord:
    """The fields of a record, checked for type and shape (not yet replayed);
    ``result`` is the recorded JSON value, compared with the replay's;
    ``hints_used`` and ``undo_used`` are False for a version-1 record (R9);
    ``provenance`` is empty unless a version-3 record says when and by whom it was
    played."""

    rules: Rules
    seed: int
    names: tuple[str, ...]
    first_dealer: int
    dealings: tuple[ParsedDealing, ...]
    resigned: int | None
    result: object
    hints_used: bool = False
    undo_used: bool = False
    provenance: Provenance = UNKNOWN


def parse_record(data: object) -> ParsedRecord:
    """Check the fields of a record (a parsed JSON value); raises :class:`RecordError`
    naming the field, and the dealing and action where there is one."""
    top = _object(data, "the record", _TOP_FIELDS, _ASSIST_FIELDS + PROVENANCE_FIELDS)
    if top["format"] != FORMAT:
        raise RecordError(f"field 'format' is {show(top['format'])}, expected {FORMAT!r}: "
                          "not a Tressette record")
    version = top["version"]
    if type(version) is not int or not 1 <= version <= PROVENANCE_VERSION:
        raise RecordError(f"field 'version' is {show(version)}: this program reads "
                          f"versions 1 to {PROVENANCE_VERSION}")
    for key in _ASSIST_FIELDS:
        if version == 1 and key in top:
            raise RecordError(f"unknown field {key!r} in a version-1 record")
        if version > 1 and key not in top:
            raise RecordError(f"missing field {key!r} in the record")
    rules = _rules(top["rules"])
    n = rules.players
    seed = _int(top["seed"], "seed")
    if seed not in RECORD_SEEDS:
        raise RecordError(f"field 'seed' is {show(seed)}: a match number is a whole number "
                          f"from 0 to {RECORD_SEEDS[-1]}")
    try:
        names = check_names(top["names"], rules)
    except UserFileError as exc:
        raise RecordError(exc.reason) from None
    first_dealer = _seat(top["first_dealer"], "first_dealer", n)
    raw_dealings = _list(top["dealings"], "dealings")
    if not raw_dealings:
        raise RecordError("field 'dealings': a record holds at least the first dealing")
    dealings = tuple(_parse_dealing(d, i + 1, rules) for i, d in enumerate(raw_dealings))
    resigned = top["resigned"]
    try:
        provenance = parse_provenance(top, version, n)
    except ValueError as exc:
        raise RecordError(str(exc)) from None
    return ParsedRecord(
        rules=rules, seed=seed, names=names,
        first_dealer=first_dealer, dealings=dealings,
        resigned=None if resigned is None else _seat(resigned, "resigned", n),
        result=top["result"],
        hints_used=_bool(top.get("hints_used", False), "hints_used"),
        undo_used=_bool(top.get("undo_used", False), "undo_used"),
        provenance=provenance)


#: The seeds (match numbers) a record may carry: whole numbers from 0 that an SQLite
#: INTEGER holds, as the match history stores and looks them up (the app draws its own
#: below 10**9).
RECORD_SEEDS = range(2**63)

_TOP_FIELDS = ("format", "version", "rules", "seed", "names", "first_dealer", "dealings",
               "resigned", "result")
#: The fields version 2 adds (R9): whether hints or undo were used.
_ASSIST_FIELDS = ("hints_used", "undo_used")
_DEALING_FIELDS = ("dealer", "spareggio", "hands", "stock", "piles", "actions")


def _rules(value: object) -> Rules:
    if not isinstance(value, dict):
        raise RecordError(f"field 'rules': expected an object of rule options, got "
                          f"{show(value)}")
    if "variant" not in value:
        raise RecordError("field 'rules': missing rule option 'variant'")
    try:
        return Rules.from_dict(value)
    except RulesError as exc:
        raise RecordError(f"field 'rules': {exc}") from None


def _parse_dealing(value: object, deal: int, rules: Rules) -> ParsedDealing:
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
        actions = tuple(_list(fields["actions"], "actions"))
    except RecordError as exc:
        raise RecordError(exc.reason, deal=deal) from None
    return ParsedDealing(dealer, spareggio, layout, actions)


def action_from_dict(value: object) -> Action:
    """Parse the record form of an action (inverse of
    :func:`.writing.action_to_dict`).

    Checks the form only (legality is the replay's job); raises
    :class:`RecordError` naming what is wrong.
    """
    if not isinstance(value, dict) or len(set(value) & set(_ACTION_FIELDS)) != 1:
        raise RecordError(f"bad action {show(value)}: expected an object with one of "
                          + ", ".join(repr(k) for k in _ACTION_FIELDS))
    kind = next(k for k in _ACTION_FIELDS if k in value)
    fields = _object(value, f"a {kind!r} action", (kind,), _ACTION_FIELDS[kind])
    try:
        if kind == "play":
            return Play(_card(fields["play"]),
                        _int(fields["pile"], "pile") if "pile" in fields else None,
                        _signal(fields["signal"]) if "signal" in fields else None)
        if kind == "pick_up":
            return PickUp(_int(fields["pick_up"], "pick_up"))
        if kind == "declare":
            return Declare(_declaration(fields))
        if kind == "redeal":
            return Redeal(_bool(fields["redeal"], "redeal"))
        piles = _object(fields["choose_piles"], "field 'choose_piles'", ("hand", "front"))
        hand, front = (_pair(piles[k], k) for k in ("hand", "front"))
        return ChoosePiles(hand, front)
    except CardParseError as exc:
        raise RecordError(f"bad action {show(value)}: {exc}") from None


#: Action kinds and the optional fields each allows.
_ACTION_FIELDS: dict[str, tuple[str, ...]] = {
    "play": ("pile", "signal"), "pick_up": (), "declare": ("suit", "rank"), "redeal": (),
    "choose_piles": (),
}


def _declaration(fields: Mapping[str, object]) -> Declaration:
    kinds = {k.value: k for k in DeclarationKind}
    kind = kinds.get(fields["declare"]) if isinstance(fields["declare"], str) else None
    if kind is None:
        raise RecordError(f"field 'declare' is {show(fields['declare'])}, expected one of "
                          + ", ".join(kinds))
    needed, other = ("suit", "rank") if kind is DeclarationKind.NAPOLA else ("rank", "suit")
    if needed not in fields or other in fields:
        raise RecordError(f"a {kind.value} declaration takes field {needed!r} and not {other!r}")
    code = fields[needed]
    if not isinstance(code, str) or len(code) != 1:
        raise RecordError(f"field {needed!r}: expected a one-letter code, got {show(code)}")
    if kind is DeclarationKind.NAPOLA:
        return Declaration(kind, suit=Suit.from_code(code))
    return Declaration(kind, rank=Rank.from_code(code))


def _signal(value: object) -> Signal:
    for signal in Signal:
        if signal.value == value:
            return signal
    raise RecordError(f"field 'signal' is {show(value)}, expected one of "
                      + ", ".join(s.value for s in Signal))


# -------------------------------------------------------------- field checks
def _object(value: object, what: str, required: tuple[str, ...],
            optional: tuple[str, ...] = ()) -> dict[str, object]:
    if not isinstance(value, dict):
        raise RecordError(f"{what} must be an object, got {show(value)}")
    for key in required:
        if key not in value:
            raise RecordError(f"missing field {key!r} in {what}")
    for key in value:
        if key not in required and key not in optional:
            raise RecordError(f"unknown field {show(key)} in {what}")
    return value


def _list(value: object, name: str) -> list[object]:
    if not isinstance(value, list):
        raise RecordError(f"field {name!r}: expected a list, got {show(value)}")
    return value


def _int(value: object, name: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise RecordError(f"field {name!r}: expected a whole number, got {show(value)}")
    return value


def _bool(value: object, name: str) -> bool:
    if not isinstance(value, bool):
        raise RecordError(f"field {name!r}: expected true or false, got {show(value)}")
    return value


def _seat(value: object, name: str, players: int) -> int:
    seat = _int(value, name)
    if not 0 <= seat < players:
        raise RecordError(f"field {name!r}: expected a seat 0..{players - 1}, got {show(seat)}")
    return seat


def _pair(value: object, name: str) -> tuple[int, int]:
    items = _list(value, name)
    if len(items) != 2:
        raise RecordError(f"field {name!r}: expected two pile indices, got {show(items)}")
    return _int(items[0], name), _int(items[1], name)


def _card(value: object) -> Card:
    if not isinstance(value, str) or len(value) != 2:
        raise CardParseError(f"bad card {show(value)}: expected a card code like 'Ac'")
    return Card.from_code(value)


def _cards(value: object, name: str) -> tuple[Card, ...]:
    try:
        return tuple(_card(c) for c in _list(value, name))
    except CardParseError as exc:
        raise RecordError(f"field {name!r}: {exc}") from None
