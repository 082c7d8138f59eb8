"""How much the plays seen tell about the opponent's hand a pesca (run by hand).

``python benchmarks/opponent_model.py --opponent esperto --pairs 15 --samples 200
--seed 5``: plays the arena's duplicate pairs of Spizzichino a pesca (R3.2) with
``--opponent`` on both sides and, at each card seat 0 chooses from the 4th to
the 10th trick (the stock still lasting), draws ``--samples`` deals consistent
with its observation (:func:`~tressette_gui.bots.search.sampling.sample_position`).
For every unseen card it estimates the chance that the opponent holds it, from
the samples weighted by Campione's inference
(:func:`~tressette_gui.bots.search.inference.likelihood`) at each opponent
model ``--disagree`` (1.0: every sample weighs 1, the uniform sampling the
heads-up search levels use), and scores the estimates against the opponent's
actual hand: the Brier score (mean squared error of the chances, 0 is a perfect
model) and the effective share of the samples (1.0: none lost to the weights).
Figures are in benchmarks/bot_strength.md (issue 14 round 9).
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Sequence

from tressette_gui.bots import make_bot
from tressette_gui.bots.arena import arena_rules, pair_layouts
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.bots.search.inference import likelihood
from tressette_gui.bots.search.sampling import sample_position
from tressette_gui.engine import Match, Observation, Play

#: Tricks (0-based, R3.2) at which seat 0's choices are scored: the stock lasts
#: for the first ten, and before the 4th few plays have been seen.
FIRST_TRICK, LAST_TRICK = 3, 9


def score(obs: Observation, hand: frozenset[int], samples: int, disagree: Sequence[float],
          rng: random.Random) -> list[tuple[float, float]]:
    """Per opponent model of ``disagree``: (the summed squared errors of the chances
    over the unseen cards, the effective share of the samples) for the seat of
    ``obs`` against the opponent's actual ``hand``."""
    know = Knowledge.from_observation(obs)
    deals = [sample_position(obs, know, rng) for _ in range(samples)]
    opponent = 1 - obs.seat
    out = []
    for d in disagree:
        weights = [likelihood(obs, pos, d) for pos in deals]
        total = sum(weights)
        errors = 0.0
        for card in know.unseen:
            chance = sum(w for w, pos in zip(weights, deals, strict=True)
                         if pos.hands[opponent] >> int(card) & 1) / total
            errors += (chance - (int(card) in hand)) ** 2
        out.append((errors, total * total / sum(w * w for w in weights) / samples))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--opponent", default="esperto", help="the level on both sides")
    parser.add_argument("--pairs", type=int, default=15)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--disagree", type=float, nargs="+", default=[1.0, 0.8, 0.5, 0.3, 0.1])
    args = parser.parse_args()
    rules = arena_rules("spizzichino", True)
    errors = [0.0] * len(args.disagree)
    shares = [0.0] * len(args.disagree)
    cards = choices = 0
    for pair in range(args.pairs):
        for half, (layout, dealer) in enumerate(pair_layouts(rules, args.seed, pair)):
            match = Match(rules, args.seed, dealer=dealer, layouts=[layout])
            bots = [make_bot(args.opponent, workers=1) for _ in range(2)]
            rngs = [random.Random(f"arena:{args.seed}:{pair}:{half}:{seat}") for seat in range(2)]
            while (seat := match.seat_to_act()) is not None:
                obs = match.observe(seat)
                if (seat == 0 and FIRST_TRICK <= obs.trick_number <= LAST_TRICK
                        and any(isinstance(a, Play) for a in obs.legal_actions)):
                    hand = frozenset(int(c) for c in match.deal.hands[1])
                    rng = random.Random(f"model:{args.seed}:{pair}:{half}:{obs.trick_number}")
                    for i, (e, s) in enumerate(score(obs, hand, args.samples, args.disagree, rng)):
                        errors[i] += e
                        shares[i] += s
                    cards += len(Knowledge.from_observation(obs).unseen)
                    choices += 1
                match.apply(bots[seat % 2].choose(obs, rngs[seat]).action)
    print(json.dumps({"opponent": args.opponent, "pairs": args.pairs, "seed": args.seed,
                      "choices": choices, "cards": cards,
                      "models": [{"disagree": d, "brier": round(e / cards, 4),
                                  "effective_share": round(s / choices, 3)}
                                 for d, e, s in zip(args.disagree, errors, shares, strict=True)]}))


if __name__ == "__main__":
    main()
