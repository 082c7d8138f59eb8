#!/usr/bin/env python3
"""Fit the search's estimate of a Spizzichino ending (tressette_gui/bots/search/leaf.py).

Plays Spizzichino deals (declarations on) to the moment the stock runs out,
with Intermedio and the ``greedy`` baseline mixed over the seats, solves each
ending exactly (``EndingSolver.lead_value``: the thirds the seat to lead
captures, R6), fits the weights of ``leaf.features`` by least squares (a small
ridge term keeps unused slots at 0) and writes them to
``tressette_gui/bots/search/leaf_weights.py``. It prints the held-out error of
the fit (trained on 80% of the endings) and of the playout policy's ending::

    python scripts/fit_leaf.py                # 4000 deals, seed 9, about 5 min
    python scripts/fit_leaf.py --deals 500 --out /tmp/w.py

The deals are ``Match(rules, seed * 100_000 + i)``, away from the arena's
seeds (deal indices of one seed are below 100,000 there too, but the
arena's seeds are small and never 9 in bot_strength.md). Deterministic: the
same arguments write the same file.
"""

from __future__ import annotations

import argparse
import math
import random
from collections.abc import Sequence
from pathlib import Path

from tressette_gui.bots import make_bot
from tressette_gui.bots.arena import arena_rules
from tressette_gui.bots.cheat import true_position
from tressette_gui.bots.search.heads_up import EndingSolver
from tressette_gui.bots.search.leaf import FEATURES, features
from tressette_gui.bots.search.playout import playout
from tressette_gui.bots.search.position import Position
from tressette_gui.engine import Match

#: Tricks of a Spizzichino deal before its stock runs out (R3.2).
TRICKS_BEFORE_EMPTY = 10
OUT = Path(__file__).resolve().parent.parent / "tressette_gui/bots/search/leaf_weights.py"
RIDGE = 1e-3


def endings(deals: int, seed: int) -> list[tuple[int, int, int]]:
    """(leader's hand, follower's hand, exact leader thirds) at the stock-empty point."""
    rules = arena_rules("spizzichino", True)
    levels = [make_bot("intermedio"), make_bot("greedy")]
    out = []
    for i in range(deals):
        match = Match(rules, seed * 100_000 + i)
        rng = random.Random(i)
        # every third deal Intermedio on both seats, else the seats' levels by i's bits
        seats = [levels[(i >> s) & 1] if i % 3 else levels[0] for s in range(2)]
        while (seat := match.seat_to_act()) is not None:
            obs = match.observe(seat)
            if obs.trick_number == TRICKS_BEFORE_EMPTY and not obs.trick:
                assert match.deal is not None
                pos = true_position(obs, match.deal)
                lead, follow = pos.hands[pos.leader], pos.hands[1 - pos.leader]
                out.append((lead, follow, EndingSolver().lead_value(lead, follow)))
                break
            match.apply(seats[seat].choose(obs, rng).action)
    return out


def least_squares(rows: list[list[int]], targets: list[int]) -> list[float]:
    """Weights minimising the squared error of sum(w[slot] for slot in row), plus
    RIDGE times their squares (normal equations, Gaussian elimination)."""
    a = [[0.0] * FEATURES for _ in range(FEATURES)]
    b = [0.0] * FEATURES
    for row, y in zip(rows, targets, strict=True):
        counts: dict[int, int] = {}
        for s in row:
            counts[s] = counts.get(s, 0) + 1
        for i, vi in counts.items():
            b[i] += vi * y
            for j, vj in counts.items():
                a[i][j] += vi * vj
    for i in range(FEATURES):
        a[i][i] += RIDGE
    for col in range(FEATURES):
        pivot = max(range(col, FEATURES), key=lambda r: abs(a[r][col]))
        a[col], a[pivot], b[col], b[pivot] = a[pivot], a[col], b[pivot], b[col]
        for r in range(col + 1, FEATURES):
            factor = a[r][col] / a[col][col]
            if factor:
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
                b[r] -= factor * b[col]
    w = [0.0] * FEATURES
    for col in range(FEATURES - 1, -1, -1):
        w[col] = (b[col] - sum(a[col][j] * w[j] for j in range(col + 1, FEATURES))) / a[col][col]
    return w


def rms(errors: Sequence[float]) -> float:
    """The root mean square of ``errors`` (their unit); ZeroDivisionError when empty."""
    return math.sqrt(sum(e * e for e in errors) / len(errors))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--seed", type=int, default=9)
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    data = endings(args.deals, args.seed)
    random.Random(0).shuffle(data)
    cut = len(data) * 4 // 5
    train, held = data[:cut], data[cut:]
    w = least_squares([features(lead, follow) for lead, follow, _ in train],
                      [value for *_, value in train])
    model = [sum(w[s] for s in features(lead, follow)) - value for lead, follow, value in held]
    policy = [playout(Position([lead, follow], 0))[0] - value for lead, follow, value in held]
    print(f"{len(data)} endings; held-out {len(held)}: estimate rms {rms(model):.2f} thirds "
          f"(bias {sum(model) / len(model):+.2f}), playout policy rms {rms(policy):.2f} "
          f"(bias {sum(policy) / len(policy):+.2f})")
    w = least_squares([features(lead, follow) for lead, follow, _ in data],
                      [value for *_, value in data])
    lines = [f'"""Weights of :mod:`.leaf`, written by scripts/fit_leaf.py from {len(data)} '
             f'Spizzichino\nendings solved exactly (--deals {args.deals} --seed {args.seed}); '
             'do not edit."""', "", "WEIGHTS: tuple[float, ...] = ("]
    lines += [f"    {x:.4f}," for x in w]
    lines.append(")")
    args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
