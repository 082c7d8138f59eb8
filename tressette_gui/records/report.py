"""The replay report: what happened in each dealing and how the match ended,
built from a replayed match's events (R5-R9), as JSON-ready dicts.

The text form is written by :mod:`.cli`; both carry the same content.
"""

from __future__ import annotations

from typing import Any

from ..engine import (
    Collatondrione,
    DealScore,
    DealScored,
    DealStarted,
    Declared,
    Event,
    Match,
    RedealAnswered,
)
from .writing import result_to_dict


def side_names(names: tuple[str, ...], side: int) -> list[str]:
    """The names of the players of ``side`` (0: seats 0 and 2; 1: seats 1 and 3)."""
    return list(names[side::2])


def report(match: Match, events: list[Event]) -> dict[str, Any]:
    """The report of a replayed match: ``{"deals": [...], "result": {...} or null}``.

    ``events`` are all the events of the match in order (as :func:`.record.replay`
    returns them). One entry per dealing, with ``deal`` its number as the match counts
    its deals (``DealStarted.number``: a voided dealing shares it with the deal dealt
    again), and ``outcome``:

    - ``"scored"``: the score of R6 (``thirds``, ``card_points``, ``declared``,
      ``tricks`` and ``points`` per side, ``last_trick`` side, ``sweep``,
      ``cut_short``), the ``declarations`` of R5 in order, and the running
      ``match_score`` per side; all in whole points except ``thirds``;
    - ``"voided"``: a redeal asked by seat ``asked_by`` (R7);
    - ``"collatondrione"``: napoletana decima of seat ``seat`` in ``suit`` (R5);
    - ``"unfinished"``: the dealing in progress.

    ``result`` adds ``winner_names`` and ``resigned`` (seat or null) to the fields
    of :func:`.writing.result_to_dict`.
    """
    names = match.names
    deals: list[dict[str, Any]] = []
    declarations: list[dict[str, Any]] = []
    score = [0, 0]
    for event in events:
        if isinstance(event, DealStarted):
            declarations = []
            deals.append({"deal": event.number, "dealer": event.dealer,
                          "dealer_name": names[event.dealer], "spareggio": event.spareggio,
                          "outcome": "unfinished"})
        elif isinstance(event, Declared):
            decl = event.declaration
            declarations.append({
                "seat": event.seat, "name": names[event.seat], "kind": decl.kind.value,
                "suit": None if decl.suit is None else decl.suit.code,
                "rank": None if decl.rank is None else decl.rank.code,
                "text": str(decl), "cards": [c.code for c in event.cards],
                "points": event.points})
        elif isinstance(event, RedealAnswered) and event.asked:
            deals[-1].update(outcome="voided", asked_by=event.seat)
        elif isinstance(event, Collatondrione):
            deals[-1].update(outcome="collatondrione", seat=event.seat, suit=event.suit.code)
        elif isinstance(event, DealScored):
            for side in (0, 1):
                score[side] += event.score.points[side]
            deals[-1].update(outcome="scored", **_score(event.score),
                             declarations=declarations, match_score=list(score))
    result = None
    if match.result is not None:
        winner = match.result.winner
        result = {**result_to_dict(match.result),
                  "winner_names": None if winner is None else side_names(names, winner),
                  "resigned": match.resigned}
    return {"deals": deals, "result": result}


def _score(score: DealScore) -> dict[str, Any]:
    sweep = None
    if score.sweep is not None:
        sweep = {"kind": score.sweep.value, "side": score.sweep_side, "seat": score.sweep_seat}
    return {
        "thirds": list(score.thirds),
        "last_trick": score.last_trick,
        "card_points": list(score.card_points),
        "declared": list(score.declared),
        "tricks": list(score.tricks),
        "sweep": sweep,
        "cut_short": score.cut_short,
        "points": list(score.points),
    }
