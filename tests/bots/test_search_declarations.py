"""Declarations in the search's playouts (R5): what a held mask declares, the
declared states read from an observation, and a playout that makes a napola
with a drawn card."""

from __future__ import annotations

import random

from tressette_gui.bots import make_bot
from tressette_gui.bots.search.declarations import declare, declared_so_far
from tressette_gui.bots.search.pimc import evaluate
from tressette_gui.bots.search.position import FULL_MASK, Position, mask_of
from tressette_gui.engine import Card, DeclarationKind, Match, Rank, Rules, Suit

NOTHING = (0, (0, 0, 0))


def cards(*codes: tuple[Rank, Suit]) -> int:
    """The mask of some cards given as (rank, suit)."""
    return mask_of(Card.of(r, s) for r, s in codes)


def test_a_napola_scores_three_points_once() -> None:
    napola = cards((Rank.ASSO, Suit.COPPE), (Rank.DUE, Suit.COPPE), (Rank.TRE, Suit.COPPE))
    points, state = declare(napola, NOTHING)
    assert points == 3
    assert state == (1 << Suit.COPPE, (0, 0, 0))
    assert declare(napola, state)[0] == 0  # R5: each suit's napola once per deal
    assert declare(napola & ~cards((Rank.DUE, Suit.COPPE)), NOTHING)[0] == 0


def test_tris_quaterna_and_the_upgrade() -> None:
    """R5: a tris 3, a quaterna 4, a declared tris grown to a quaterna +1."""
    tre = [(Rank.TRE, s) for s in Suit]
    points, state = declare(cards(*tre[:3]), NOTHING)
    assert (points, state) == (3, (0, (0, 0, 3)))
    assert declare(cards(*tre), state) == (1, (0, (0, 0, 4)))
    assert declare(cards(*tre), NOTHING) == (4, (0, (0, 0, 4)))
    assert declare(cards(*tre[:3]), (0, (0, 0, 4)))[0] == 0


def test_declared_states_come_from_the_public_declarations() -> None:
    """None where no card can come to make one (four players, declare_drawn off);
    in spizzichino each seat's declarations, as the engine records them."""
    assert declared_so_far(Match(Rules.for_variant("tressette"), 1).observe(0)) is None
    off = Rules.for_variant("spizzichino", declare_drawn=False)
    assert declared_so_far(Match(off, 1).observe(0)) is None
    for seed in range(40):
        match = Match(Rules.for_variant("spizzichino"), seed)
        bot, rng = make_bot("principiante"), random.Random(seed)
        while (seat := match.seat_to_act()) is not None and not match.observe(0).declarations:
            match.apply(bot.choose(match.observe(seat), rng).action)
        obs = match.observe(0)
        if not obs.declarations:
            continue
        states = declared_so_far(obs)
        assert states is not None
        first = obs.declarations[0]
        napolas, ranks = states[first.seat]
        found = first.declaration
        if found.kind is DeclarationKind.NAPOLA:
            assert found.suit is not None and napolas >> found.suit & 1
        else:
            assert found.rank is not None
            assert ranks[found.rank - Rank.ASSO] >= 3
        return
    raise AssertionError("no declaration in 40 matches")


def test_the_playout_declares_a_napola_completed_by_a_draw() -> None:
    """Seat 0 holds Asso and Tre di coppe; the stock gives the Due di coppe to the
    winner of the trick. Leading the liscio (seat 1 is void, so seat 0 wins and
    draws) keeps the Asso for the napola: 3 points (R5) that spending the Asso
    loses. Without declared states the values have no declarations."""
    asso, tre = Card.of(Rank.ASSO, Suit.COPPE), Card.of(Rank.TRE, Suit.COPPE)
    liscio = Card.of(Rank.QUATTRO, Suit.SPADE)
    mine = mask_of([asso, tre, liscio])
    theirs = cards((Rank.CINQUE, Suit.BASTONI), (Rank.SEI, Suit.BASTONI),
                   (Rank.SETTE, Suit.BASTONI))
    stock = [Card.of(Rank.DUE, Suit.COPPE), Card.of(Rank.RE, Suit.BASTONI)]
    gone = FULL_MASK & ~(mine | theirs | mask_of(stock))
    pos = Position([mine, theirs], 0, gone=gone, stock=stock)
    values = dict(zip((liscio, asso), evaluate(pos, [liscio, asso], 0, False,
                                                [NOTHING, NOTHING]), strict=True))
    assert values[liscio][1] == 3
    assert values[asso][1] == 0
    assert [v[1] for v in evaluate(pos, [liscio, asso], 0, False)] == [0, 0]
