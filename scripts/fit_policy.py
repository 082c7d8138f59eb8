#!/usr/bin/env python3
"""Fit Campione's a pesca playout policy (tressette_gui/bots/search/learned.py).

Two steps, each deterministic (the same arguments write the same file):

``collect``: Esperto (at ``--samples`` samples) plays both seats of Spizzichino a
pesca (declarations on, the arena's one-deal rules and duplicate pairs of
``--seed``, pairs from ``--first`` on); each of its card choices while the stock
lasts with two or more different cards to choose from is written as one JSON line
``[slots, chosen, rule]``: per candidate card (ascending) its feature slots
(``learned.features`` on a sample of the observation: they read only what the seat
sees), the index of Esperto's card and that of the rule-based policy's
(``playout.choose``). It stops after ``--decisions`` lines.

``fit``: a softmax choice model (the chance of a card grows with the exponential of
its score, the sum of its slots' weights) fitted to the lines of the files given, in
their order, by mini-batch gradient descent (Adam, batches of 64, 60 passes, the
step falling from 0.02 to 0.002, a small L2 term), on 90% of the lines (shuffled
with a fixed seed); it prints how often the model's best card and the rule-based
policy's have the features of Esperto's on the 10% held out, and writes the weights
to ``tressette_gui/bots/search/learned_weights.py`` (or ``--out``).

The committed weights (issue 14 round 9)::

    python scripts/fit_policy.py collect --seed 101 --first 0 --decisions 8962 a.jsonl
    python scripts/fit_policy.py collect --seed 101 --first 500 --decisions 8889 b.jsonl
    python scripts/fit_policy.py fit a.jsonl b.jsonl

(the two collections ran at once, about 10 minutes each on the development
machine; seed 101 is away from the arena's seeds of bot_strength.md).
"""

from __future__ import annotations

import argparse
import json
import math
import random
from pathlib import Path

from tressette_gui.bots.arena import arena_rules, pair_layouts
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.bots.search.bots import Esperto
from tressette_gui.bots.search.learned import FEATURES, features
from tressette_gui.bots.search.playout import choose
from tressette_gui.bots.search.sampling import sample_position
from tressette_gui.engine import Match, Play

OUT = Path(__file__).resolve().parent.parent / "tressette_gui/bots/search/learned_weights.py"
#: One decision: per candidate its feature slots, Esperto's index, the rule policy's.
Decision = tuple[list[list[int]], int, int]
PASSES, BATCH, L2 = 60, 64, 1e-4
#: Adam's step at the first pass (it falls tenfold over the passes).
STEP = 0.02
#: Adam's moments: the share kept of the running mean (and the new gradient's share),
#: and of the running square (and the new square's share).
BETA1, NEW1, BETA2, NEW2 = 0.9, 0.1, 0.999, 0.001


def collect(seed: int, first: int, decisions: int, samples: int, path: Path) -> None:
    """Write ``decisions`` lines of Esperto's a pesca choices to ``path`` (see the module
    docstring)."""
    rules = arena_rules("spizzichino", True)
    written = 0
    pair = first
    with path.open("w") as out:
        while written < decisions:
            for half, (layout, dealer) in enumerate(pair_layouts(rules, seed, pair)):
                match = Match(rules, seed, dealer=dealer, layouts=[layout])
                bots = [Esperto(samples=samples), Esperto(samples=samples)]
                rngs = [random.Random(f"g:{seed}:{pair}:{half}:{s}") for s in range(2)]
                while (seat := match.seat_to_act()) is not None:
                    obs = match.observe(seat)
                    action = bots[seat].choose(obs, rngs[seat]).action
                    plays = sorted({int(a.card) for a in obs.legal_actions if isinstance(a, Play)})
                    if written < decisions and isinstance(action, Play) and len(plays) > 1:
                        pos = sample_position(obs, Knowledge.from_observation(obs),
                                              random.Random(0))
                        if pos.stock_pos < len(pos.stock):
                            slots = [features(pos, c) for c in plays]
                            out.write(json.dumps([slots, plays.index(int(action.card)),
                                                  plays.index(choose(pos))]) + "\n")
                            written += 1
                    match.apply(action)
            pair += 1


def _scores(weights: list[float], slots: list[list[int]]) -> list[float]:
    return [sum(weights[i] for i in f) for f in slots]


def agreement(weights: list[float], rows: list[Decision]) -> tuple[float, float]:
    """(share of ``rows`` whose best card by ``weights`` has the features of Esperto's,
    the same share for the rule-based policy's card)."""
    model = rule = 0
    for slots, chosen, ruled in rows:
        s = _scores(weights, slots)
        best = max(range(len(s)), key=lambda i: (s[i], -i))
        model += slots[best] == slots[chosen]
        rule += slots[ruled] == slots[chosen]
    return model / len(rows), rule / len(rows)


def fit(rows: list[Decision]) -> list[float]:
    """The weights of the softmax choice model fitted to ``rows`` (see the module
    docstring; ``rows`` is shuffled in place by the passes)."""
    weights = [0.0] * FEATURES
    first = [0.0] * FEATURES
    second = [0.0] * FEATURES
    t = 0
    for epoch in range(PASSES):
        step = STEP * 0.1 ** (epoch / PASSES)
        random.Random(epoch).shuffle(rows)
        for start in range(0, len(rows), BATCH):
            grad: dict[int, float] = {}
            for slots, chosen, _ in rows[start:start + BATCH]:
                s = _scores(weights, slots)
                top = max(s)
                e = [math.exp(x - top) for x in s]
                z = sum(e)
                for k, f in enumerate(slots):
                    g = e[k] / z - (k == chosen)
                    for i in f:
                        grad[i] = grad.get(i, 0.0) + g
            t += 1
            for i, g in grad.items():
                g = g / BATCH + L2 * weights[i]
                first[i] = BETA1 * first[i] + NEW1 * g
                second[i] = BETA2 * second[i] + NEW2 * g * g
                mean = first[i] / (1 - BETA1 ** t)
                spread = second[i] / (1 - BETA2 ** t)
                weights[i] -= step * mean / (math.sqrt(spread) + 1e-8)
    return weights


def write(weights: list[float], files: list[str], out: Path) -> None:
    """Write ``weights`` as the module ``learned_weights`` (exact floats)."""
    lines = ['"""Weights of :mod:`.learned`, written by scripts/fit_policy.py from Esperto\'s',
             f"choices in {', '.join(Path(f).name for f in files)}; do not edit.\"\"\"", "",
             "WEIGHTS: tuple[float, ...] = ("]
    lines += [f"    {w!r}," for w in weights]
    lines.append(")")
    out.write_text("\n".join(lines) + "\n")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    steps = parser.add_subparsers(dest="step", required=True)
    c = steps.add_parser("collect", help="write Esperto's choices as JSON lines")
    c.add_argument("--seed", type=int, default=101)
    c.add_argument("--first", type=int, default=0, help="the first pair")
    c.add_argument("--decisions", type=int, default=9000)
    c.add_argument("--samples", type=int, default=96, help="Esperto's samples")
    c.add_argument("path", type=Path)
    f = steps.add_parser("fit", help="fit the weights to collected choices")
    f.add_argument("files", nargs="+")
    f.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    if args.step == "collect":
        collect(args.seed, args.first, args.decisions, args.samples, args.path)
        return
    rows: list[Decision] = []
    for name in args.files:
        with open(name) as lines:
            for line in lines:
                slots, chosen, ruled = json.loads(line)
                rows.append((slots, chosen, ruled))
    random.Random(1).shuffle(rows)
    held = len(rows) // 10
    test, train = rows[:held], rows[held:]
    weights = fit(train)
    model, rule = agreement(weights, test)
    print(f"{len(train)} choices fitted, {held} held out: the model's card has the features of "
          f"Esperto's in {model:.1%}, the rule-based policy's in {rule:.1%}")
    write(weights, args.files, args.out)


if __name__ == "__main__":
    main()
