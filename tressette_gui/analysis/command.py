"""``tressette-record analyse FILE --seat N [--json]``: the analysis of one seat's
decisions in a game record, for people who script (a contract: other checks read it).

With ``--json`` one object ``{"seat": N, "decisions": [{"deal": d, "action": k,
"chosen": CARD_OR_ACTION, "best": CARD_OR_ACTION, "lost": points, "mark": "inaccuracy" |
"mistake" | "blunder" | null}, ...], "lost_per_deal": x}``: ``deal`` numbered from 1,
``action`` the 0-based index in that dealing's ``actions`` (as in the replay tool's
messages), cards in R1 notation (the best choice may be a declaration, as
``"declare napola c"`` or ``"declare tris A"``), ``lost`` in points (thirds / 3)
rounded to two decimals (the mark is of the unrounded value). Without ``--json`` a
table, the points lost per deal and the worst moments. A malformed record exits 2 with
the replay tool's message, as does a seat that is not at the table. The format is
documented in ``docs/analysis.md``.
"""

from __future__ import annotations

import argparse
import json
from dataclasses import replace
from typing import Any

from ..engine import Declare, Match, Play
from ..records import RecordError, from_record, read_json
from ..records.cli import refuse, write_output
from .evaluator import ANALYSIS_SETTINGS, POINT
from .reasons import sentence
from .review import MatchReview
from .runner import AnalysisSettings, analyse

__all__ = ["action_label", "add_analyse_command", "review_json", "run_analyse"]


def add_analyse_command(commands: Any) -> None:
    """Add ``analyse`` to ``commands`` (an argparse sub-parsers action)."""
    cmd = commands.add_parser(
        "analyse", help="value every decision of a seat: best action, points lost, marks")
    cmd.add_argument("file", metavar="FILE", help="a record file (JSON)")
    cmd.add_argument("--seat", type=int, required=True, metavar="N",
                     help="the seat analysed (0 to 3 with four players, 0 or 1 with two)")
    cmd.add_argument("--json", action="store_true", help="machine-readable output")
    cmd.add_argument("--samples", type=_positive, default=None, metavar="S",
                     help="deals sampled per decision (default 600; fewer: faster, rougher)")
    cmd.add_argument("--workers", type=_positive, default=2, metavar="W",
                     help="processes (default 2)")


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a whole number from 1, got {text}")
    return value


def run_analyse(args: argparse.Namespace) -> int:
    """Run the parsed ``analyse`` command; return the exit status (0 done, 2 for a
    record that cannot be read or a seat not at the table, 1 when standard output
    could not be written)."""
    try:
        match = from_record(read_json(args.file))
    except (OSError, RecordError, MemoryError) as exc:
        return refuse(args.file, exc)
    players = match.rules.players
    if not 0 <= args.seat < players:
        return refuse(args.file, ValueError(
            f"no seat {args.seat} in a {players}-player match: expected 0 to {players - 1}"))
    evaluator = ANALYSIS_SETTINGS if args.samples is None else replace(
        ANALYSIS_SETTINGS, samples=args.samples,
        exact_samples=min(args.samples, ANALYSIS_SETTINGS.exact_samples))
    review = analyse(match, [args.seat], AnalysisSettings(evaluator, workers=args.workers))
    if args.json:
        return write_output(json.dumps(review_json(review[args.seat]), ensure_ascii=False))
    return write_output("\n".join(_table(match, review[args.seat])))


def action_label(action: Play | Declare) -> str:
    """A card's R1 code (``"Ac"``), or ``"declare napola c"``, ``"declare tris A"``."""
    if isinstance(action, Play):
        return action.card.code
    decl = action.declaration
    which = decl.suit.code if decl.suit is not None else decl.rank.code if decl.rank else ""
    return f"declare {decl.kind.value} {which}"


def _points(thirds: float) -> float:
    return round(thirds / POINT, 2)


def review_json(review: MatchReview) -> dict[str, Any]:
    """The ``--json`` object of a seat's review (see the module docstring)."""
    return {
        "seat": review.seat,
        "decisions": [{"deal": d.deal, "action": d.action, "chosen": action_label(d.chosen),
                       "best": action_label(d.best), "lost": _points(d.lost),
                       "mark": None if d.mark is None else d.mark.value}
                      for d in review.decisions],
        "lost_per_deal": round(review.lost_per_deal, 2),
    }


def _table(match: Match, review: MatchReview) -> list[str]:
    seat = review.seat
    lines = [f"{match.rules.variant}: {', '.join(match.names)}; "
             f"seat {seat} ({match.names[seat]})",
             f"{'deal':>4} {'action':>6} {'trick':>5}  {'chosen':<16} {'best':<16} "
             f"{'lost':>5}  {'mark':<10}  why the best"]
    for d in review.decisions:
        mark = "" if d.mark is None else d.mark.value
        lines.append(f"{d.deal:>4} {d.action:>6} {d.trick + 1:>5}  "
                     f"{action_label(d.chosen):<16} {action_label(d.best):<16} "
                     f"{_points(d.lost):>5.2f}  {mark:<10}  "
                     f"{'' if d.why is None else sentence(d.why)}")
        if d.hindsight is not None:
            h = d.hindsight
            lines.append(f"{'':>18}with every card known (hindsight): best {h.best.code}, "
                         f"lost {_points(h.lost):.2f}")
    per_deal = ", ".join(f"deal {n} {review.lost_in_deal(n):.2f}" for n in review.dealings)
    lines.append(f"Points lost per deal: {per_deal or 'none'}; "
                 f"{review.lost_per_deal:.2f} per deal")
    worst = "; ".join(f"deal {d.deal}, action {d.action}: {action_label(d.chosen)} instead "
                      f"of {action_label(d.best)}, {_points(d.lost):.2f} lost ({d.mark.value})"
                      for d in review.worst() if d.mark is not None)
    lines.append(f"Worst moments: {worst or 'none'}")
    return lines
