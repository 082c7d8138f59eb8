"""What the history keeps about a match, derived from its game record alone.

The record (the engine's JSON format, ``docs/record-format.md``) is the unit of storage;
every column the statistics read (game, preset, result, standings, sweeps, declarations)
is computed here by replaying it through the engine, so a wrong statistic is fixed by
recomputing, never by editing data. Every R9 number (stake, standings) is the engine's.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from ..engine import (
    PRESETS,
    DealScored,
    DealStarted,
    DeclarationKind,
    Declared,
    Match,
    MatchResult,
    Sweep,
)
from ..engine.rules import Variant
from ..records import replay, to_record
from .values import Outcome


class UnfinishedMatchError(ValueError):
    """A record of a match that is not over: the history keeps finished or resigned
    matches only."""

    def __init__(self) -> None:
        super().__init__("the match is not finished: the history keeps finished or "
                         "resigned matches only")


@dataclass(frozen=True, slots=True)
class DeclarationFact:
    """A declaration made (R5): in dealing ``deal`` (1-based, voided dealings counted),
    by ``seat``, of ``kind``, worth ``points`` whole points."""

    deal: int
    seat: int
    kind: DeclarationKind
    points: int


@dataclass(frozen=True, slots=True)
class SweepFact:
    """A sweep made (R6) in dealing ``deal`` by ``side``; ``seat`` is the single player
    of a cappottone or stramazzone, else None."""

    deal: int
    side: int
    seat: int | None
    kind: Sweep


@dataclass(frozen=True, slots=True)
class MatchFacts:
    """A finished match as the history stores it.

    - ``text``: the record as compact JSON (what is stored); ``sha256``: its hash (hex);
    - ``game``: the variant; ``preset``: the name of the preset whose rules equal the
      match's (``engine.PRESETS``), None for custom rules;
    - ``names``: the players' names in seat order, from the record;
    - ``result``: the engine's result (R7, R9: points, deals, sweeps, stake, standings);
    - ``resigned``: the seat that resigned (R10), or None;
    - ``declarations`` and ``sweeps``: every one made, in order;
    - ``hints_used``, ``undo_used``: what the record says (R9: such a match is unranked;
      always False in a version-1 record, which does not say).
    """

    text: str
    sha256: str
    game: Variant
    preset: str | None
    names: tuple[str, ...]
    result: MatchResult
    resigned: int | None
    declarations: tuple[DeclarationFact, ...]
    sweeps: tuple[SweepFact, ...]
    hints_used: bool
    undo_used: bool

    def outcome(self, seat: int) -> Outcome:
        """How the match ended for ``seat``'s side."""
        return Outcome.of(self.result, seat % 2)


def facts_of_match(match: Match) -> MatchFacts:
    """The facts of a finished ``match``, from its record (replayed, so the stored record
    is known to read back). Raises :class:`UnfinishedMatchError` when it is not over."""
    if match.result is None:
        raise UnfinishedMatchError()
    return facts_of_record(to_record(match))


def facts_of_record(data: object) -> MatchFacts:
    """The facts of a record (a parsed JSON value). Raises ``records.RecordError`` when it
    is malformed or illegal, :class:`UnfinishedMatchError` when the match is not over."""
    match, events = replay(data)
    result = match.result
    if result is None:
        raise UnfinishedMatchError()
    text = json.dumps(to_record(match), ensure_ascii=False, separators=(",", ":"))
    declarations: list[DeclarationFact] = []
    sweeps: list[SweepFact] = []
    deal = 0
    for event in events:
        if isinstance(event, DealStarted):  # the record's dealings, voided ones counted
            deal += 1
        elif isinstance(event, Declared):
            declarations.append(DeclarationFact(deal, event.seat, event.declaration.kind,
                                                event.points))
        elif isinstance(event, DealScored):
            score = event.score
            if score.sweep is not None and score.sweep_side is not None:
                sweeps.append(SweepFact(deal, score.sweep_side, score.sweep_seat, score.sweep))
    return MatchFacts(
        text=text,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        game=match.rules.variant,
        preset=next((name for name, rules in PRESETS.items() if rules == match.rules), None),
        names=match.names,
        result=result,
        resigned=match.resigned,
        declarations=tuple(declarations),
        sweeps=tuple(sweeps),
        hints_used=match.hints_used,
        undo_used=match.undo_used)
