"""Positions for bot tests, built from card codes (tests only: reads hidden state).

``position("tressette", "3c 2c Ac ... | ... | ... | ...", "Ac 4c ...")`` deals the
hands written (seat order, ``|`` between seats; cards not named fill the short
hands in card order, then the stock), fixes the dealer, and plays the listed
moves. A move is a card code, optionally with a signal (``"4c busso"``), played
by the seat to act; a declaration is written ``"declare"`` (the first legal).
``redealt(match, seat, rng)`` re-deals every card a seat cannot see (the honesty
tests).
"""

from __future__ import annotations

import random

from tressette_gui.engine import (
    CARDS,
    Declare,
    IllegalActionError,
    Layout,
    Match,
    Play,
    Rules,
    Signal,
    parse_cards,
)


def layout(rules: Rules, hands: str) -> Layout:
    """A Layout with the named hands; other cards fill the hands, then the stock."""
    named = [parse_cards(h) for h in hands.split("|")]
    named += [[] for _ in range(rules.players - len(named))]
    used = {c for h in named for c in h}
    rest = [c for c in CARDS if c not in used]
    for h in named:
        while len(h) < 10:
            h.append(rest.pop(0))
    return Layout(hands=tuple(tuple(h) for h in named), stock=tuple(rest))


def position(variant: str, hands: str, moves: str = "", *, dealer: int | None = None,
             **options: object) -> Match:
    """A one-deal match of ``variant`` with ``hands`` after ``moves`` (comma separated).

    The dealer defaults to the last seat, so seat 0 leads the first trick.
    """
    rules = Rules.for_variant(variant, match_end="deals", deals=1, collatondrione=False,
                              redeal_under_one_point=False, **options)
    n = rules.players
    match = Match(rules, 0, dealer=n - 1 if dealer is None else dealer,
                  layouts=[layout(rules, hands)])
    for move in filter(None, (m.strip() for m in moves.split(","))):
        if move == "declare":
            match.apply(next(a for a in match.legal_actions() if isinstance(a, Declare)))
            continue
        code, *signal = move.split()
        card = parse_cards(code)[0]
        match.apply(Play(card, None, Signal(signal[0]) if signal else None))
    return match


def redealt(match: Match, seat: int, rng: random.Random) -> Match | None:
    """The running deal of ``match`` replayed with every card ``seat`` cannot see
    shuffled among the hidden places; None if the shuffle makes a past action
    illegal (tests only: it reads the layout)."""
    obs = match.observe(seat)
    seen = obs.visible_cards()
    dealing = match.dealings[-1]
    layout = dealing.layout
    places = [list(h) for h in layout.hands] + [list(layout.stock)] + [
        list(p) for p in layout.piles]
    hidden = [(i, j) for i, cards in enumerate(places) for j, c in enumerate(cards)
              if c not in seen]
    cards = [places[i][j] for i, j in hidden]
    rng.shuffle(cards)
    for (i, j), c in zip(hidden, cards, strict=True):
        places[i][j] = c
    n = len(layout.hands)
    new = Layout(tuple(tuple(h) for h in places[:n]), tuple(places[n]),
                 tuple(tuple(p) for p in places[n + 1:]))
    other = Match(match.rules, match.seed, match.names, dealer=dealing.dealer, layouts=[new])
    try:
        for action in dealing.actions:
            other.apply(action)
    except IllegalActionError:
        return None
    return other
