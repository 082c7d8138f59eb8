"""A reviewed decision as JSON, for storing it (the match history) and reading it back.

:func:`review_to_dict` writes a :class:`~.review.DecisionReview` as a JSON-ready dict;
:func:`review_from_dict` reads one back and checks every value (type, range, size)
before use, as for any data a user's files hold: a stored analysis that does not read
back is refused with :class:`StoredReviewError`, never half-used. Actions are in the
game record's form (``docs/record-format.md``), cards in R1 notation.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, TypeVar

from ..engine import Card, CardParseError, Declare, Play, Signal
from ..records import RecordError
from ..records.schema import action_from_dict
from ..records.writing import action_to_dict
from ..user_files.guarded import UserFileError, check_depth, show
from .evaluator import ActionValue, Evaluation, Method
from .reasons import Reason, ReasonKind
from .review import DecisionReview, Hindsight

__all__ = ["StoredReviewError", "review_from_dict", "review_to_dict"]

#: Bounds of the stored numbers: a deal's thirds (with declarations, as thirds) stay far
#: inside them; dealings and actions of the longest match the rules allow too.
MAX_THIRDS = 1_000.0
MAX_INDEX = 100_000
MAX_SAMPLES = 1_000_000
#: At most this many choices (cards and declarations) and reasons per choice.
MAX_CHOICES = 20
MAX_REASONS = 8

T = TypeVar("T")


class StoredReviewError(ValueError):
    """A stored decision review that cannot be read back; the message says why."""


def review_to_dict(review: DecisionReview) -> dict[str, Any]:
    """``review`` as a JSON-ready dict (read back by :func:`review_from_dict`)."""
    evaluation = review.evaluation
    hindsight = review.hindsight
    return {
        "deal": review.deal, "action": review.action, "seat": review.seat,
        "trick": review.trick, "chosen": action_to_dict(review.chosen),
        "method": evaluation.method.value, "samples": evaluation.samples,
        "values": [{"action": action_to_dict(v.action), "thirds": v.thirds,
                    "reasons": [_reason_to_dict(r) for r in v.reasons]}
                   for v in evaluation.values],
        "hindsight": None if hindsight is None else {
            "values": [[c.code, t] for c, t in hindsight.values],
            "chosen": hindsight.chosen.code},
    }


def _reason_to_dict(reason: Reason) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": reason.kind.value, "cards": [c.code for c in reason.cards],
                           "count": reason.count}
    if reason.declaration is not None:
        out["declaration"] = action_to_dict(Declare(reason.declaration))
    if reason.signal is not None:
        out["signal"] = reason.signal.value
    return out


def review_from_dict(data: object) -> DecisionReview:
    """The review stored as ``data`` (parsed JSON). Raises :class:`StoredReviewError`
    naming what is wrong."""
    try:
        check_depth(data)
        fields = _fields(data, "the review", ("deal", "action", "seat", "trick", "chosen",
                                              "method", "samples", "values", "hindsight"))
        values = tuple(_value(v) for v in _list(fields["values"], "values", MAX_CHOICES))
        if not values:
            raise StoredReviewError("no values")
        chosen = _choice(fields["chosen"])
        if not isinstance(chosen, Play):
            raise StoredReviewError(f"bad chosen card {show(fields['chosen'])}")
        evaluation = Evaluation(_whole(fields["seat"], "seat", 3), values,
                                _enum(Method, fields["method"], "method"),
                                _whole(fields["samples"], "samples", MAX_SAMPLES, least=1))
        if evaluation.value_of(chosen) is None:
            raise StoredReviewError("the chosen action has no value")
        raw = fields["hindsight"]
        hindsight = None if raw is None else _hindsight(raw)
        return DecisionReview(_whole(fields["deal"], "deal", MAX_INDEX, least=1),
                              _whole(fields["action"], "action", MAX_INDEX),
                              evaluation.seat, _whole(fields["trick"], "trick", MAX_INDEX), chosen,
                              evaluation, hindsight)
    except (UserFileError, RecordError, CardParseError) as exc:
        raise StoredReviewError(str(exc)) from None


def _value(data: object) -> ActionValue:
    fields = _fields(data, "a value", ("action", "thirds", "reasons"))
    thirds = fields["thirds"]
    if not isinstance(thirds, float | int) or isinstance(thirds, bool) or not (
            math.isfinite(thirds) and abs(thirds) <= MAX_THIRDS):
        raise StoredReviewError(f"bad value {show(thirds)}")
    reasons = tuple(_reason(r) for r in _list(fields["reasons"], "reasons", MAX_REASONS))
    return ActionValue(_choice(fields["action"]), float(thirds), reasons)


def _reason(data: object) -> Reason:
    if not isinstance(data, dict):
        raise StoredReviewError(f"bad reason {show(data)}")
    fields = _fields(data, "a reason", ("kind", "cards", "count"),
                     tuple(k for k in ("declaration", "signal") if k in data))
    declaration = None
    if "declaration" in fields:
        declare = action_from_dict(fields["declaration"])
        if not isinstance(declare, Declare):
            raise StoredReviewError(f"bad declaration {show(fields['declaration'])}")
        declaration = declare.declaration
    signal = _enum(Signal, fields["signal"], "signal") if "signal" in fields else None
    return Reason(_enum(ReasonKind, fields["kind"], "kind"), _cards(fields["cards"]),
                  declaration, signal, _whole(fields["count"], "count", 40))


def _hindsight(data: object) -> Hindsight:
    fields = _fields(data, "the hindsight", ("values", "chosen"))
    values = []
    for item in _list(fields["values"], "hindsight values", MAX_CHOICES):
        pair = _list(item, "a hindsight value", 2)
        if len(pair) != 2:
            raise StoredReviewError(f"bad hindsight value {show(item)}")
        values.append((_card(pair[0]), _whole(pair[1], "hindsight thirds", int(MAX_THIRDS))))
    chosen = _card(fields["chosen"])
    if not values or chosen not in dict(values):
        raise StoredReviewError("the card played has no hindsight value")
    return Hindsight(tuple(values), chosen)


# ------------------------------------------------------------------ checks
def _fields(data: object, what: str, required: tuple[str, ...],
            optional: tuple[str, ...] = ()) -> dict[str, object]:
    if not isinstance(data, dict) or set(data) != set(required) | set(optional):
        raise StoredReviewError(f"{what} must be an object with the fields "
                                f"{', '.join(required + optional)}, got {show(data)}")
    return data


def _list(data: object, what: str, most: int) -> list[object]:
    if not isinstance(data, list) or len(data) > most:
        raise StoredReviewError(f"{what} must be a list of at most {most}, got {show(data)}")
    return data


def _whole(data: object, what: str, most: int, least: int = 0) -> int:
    if type(data) is not int or not least <= data <= most:
        raise StoredReviewError(f"{what} must be a whole number {least}..{most}, "
                                f"got {show(data)}")
    return data


def _enum(kind: Callable[[object], T], data: object, what: str) -> T:
    try:
        return kind(data)
    except ValueError:
        raise StoredReviewError(f"bad {what} {show(data)}") from None


def _card(data: object) -> Card:
    if not isinstance(data, str):
        raise StoredReviewError(f"bad card {show(data)}")
    return Card.from_code(data)


def _cards(data: object) -> tuple[Card, ...]:
    return tuple(_card(c) for c in _list(data, "cards", 10))


def _choice(data: object) -> Play | Declare:
    action = action_from_dict(data)
    if not isinstance(action, Play | Declare):
        raise StoredReviewError(f"bad choice {show(data)}")
    return action
