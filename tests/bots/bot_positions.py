"""Positions for bot tests, built from card codes (tests only: reads hidden state).

``position("tressette", "3c 2c Ac ... | ... | ... | ...", "Ac 4c ...")`` deals the
hands written (seat order, ``|`` between seats; cards not named fill the short
hands in card order, then the stock), fixes the dealer, and plays the listed
moves. A move is a card code, optionally with a signal (``"4c busso"``), played
by the seat to act; a declaration is written ``"declare"`` (the first legal).
"""

from __future__ import annotations

from tressette_gui.engine import (
    CARDS,
    Declare,
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
