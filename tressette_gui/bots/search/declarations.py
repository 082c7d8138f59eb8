"""Declarations in the search's playouts: combinations completed by drawn or
picked-up cards (R5, two-player games with ``declare_drawn``).

In Spizzichino a combination may be declared in any own turn once it is whole
in the hand (R5): a drawn Due can make a napola worth 3 points, more than most
tricks. A search that valued only card thirds would throw away the Asso that
was waiting for it. So, in the two-player games, a playout also declares: after
each trick (the draws, or a pile card turned up) every seat declares what its
hand now holds and it has not declared yet. The bots pick up every honour on
a pile top (R3.3), so in mazzetti such tops count as held.

A seat's declared state is :data:`DeclaredState`: ``(napolas, ranks)``, a mask of
the suits whose napola was declared and, for Asso, Due and Tre, 0 or the count
declared (3 for a tris, 4 for a quaterna; per deal each scores once, a tris
upgraded to a quaterna adds 1, R5).
"""

from __future__ import annotations

from ...engine import HONOUR_RANKS as HONOURS
from ...engine import Declaration, DeclarationKind, Observation, Suit, declaration_points
from .leaf import close, stock_ran_out
from .playout import choose
from .position import Position, mask_of

#: Per seat: (mask of the suits whose napola is declared, declared count per
#: honour rank Asso, Due, Tre: 0, 3 or 4).
DeclaredState = tuple[int, tuple[int, int, int]]

#: Mask of each suit's napola (Asso, Due, Tre), in suit order.
NAPOLA_MASK = tuple(mask_of(Declaration(DeclarationKind.NAPOLA, suit=s).cards_needed)
                    for s in Suit)
#: Mask of the four cards of each honour rank, in the order of :data:`HONOURS`
#: (that of :data:`DeclaredState`'s counts).
RANK_MASK = tuple(mask_of(Declaration(DeclarationKind.QUATERNA, rank=r).cards_needed)
                  for r in HONOURS)
#: Mask of the twelve honours.
HONOUR_MASK = RANK_MASK[0] | RANK_MASK[1] | RANK_MASK[2]
#: Points of a napola (R5, from the engine).
NAPOLA_POINTS = declaration_points(Declaration(DeclarationKind.NAPOLA, suit=Suit(0)))
#: Points of declaring ``count`` honours of one rank (3: tris, 4: quaterna) after
#: ``before`` of them were declared (0 or 3: a tris upgraded), R5, from the engine.
RANK_POINTS = {
    (count, before): declaration_points(
        Declaration(DeclarationKind.TRIS if count == 3 else DeclarationKind.QUATERNA,
                    rank=HONOURS[0]),
        DeclarationKind.TRIS if before else None)
    for count, before in ((3, 0), (4, 0), (4, 3))}


def declared_so_far(obs: Observation) -> list[DeclaredState] | None:
    """Each seat's declared state from the public declarations of ``obs`` (R5), or
    None when no declaration can come from a card still to arrive: four players,
    declarations off, or ``declare_drawn`` off."""
    rules = obs.rules
    if obs.players != 2 or not rules.declarations or not rules.declare_drawn:
        return None
    napolas = [0, 0]
    ranks = [[0, 0, 0], [0, 0, 0]]
    for d in obs.declarations:
        found = d.declaration
        if found.kind is DeclarationKind.NAPOLA:
            assert found.suit is not None
            napolas[d.seat] |= 1 << found.suit
        else:
            assert found.rank is not None
            i = HONOURS.index(found.rank)
            count = 4 if found.kind is DeclarationKind.QUATERNA else 3
            ranks[d.seat][i] = max(ranks[d.seat][i], count)
    return [(napolas[s], (ranks[s][0], ranks[s][1], ranks[s][2])) for s in range(2)]


def declare(held: int, state: DeclaredState) -> tuple[int, DeclaredState]:
    """What a seat holding the mask ``held`` declares now, given ``state``: the
    points (R5: napola 3, tris 3, quaterna 4, a tris upgraded +1) and the new
    state."""
    napolas, ranks = state
    points = 0
    for s, mask in enumerate(NAPOLA_MASK):
        if not napolas >> s & 1 and held & mask == mask:
            napolas |= 1 << s
            points += NAPOLA_POINTS
    counts = list(ranks)
    for i, mask in enumerate(RANK_MASK):
        count = (held & mask).bit_count()
        if count >= 3 and count > counts[i]:
            points += RANK_POINTS[count, counts[i]]
            counts[i] = count
    return points, (napolas, (counts[0], counts[1], counts[2]))


def held(pos: Position, seat: int) -> int:
    """The cards ``seat`` holds for declaring: its hand and, in mazzetti, the
    honours on its pile tops (always picked up, R3.3)."""
    if pos.piles[seat]:
        return pos.hands[seat] | (pos.tops(seat) & HONOUR_MASK)
    return pos.hands[seat]


def settle(pos: Position, declared: list[DeclaredState]) -> list[DeclaredState]:
    """The states once each seat has declared what it holds now (no points): the
    sample's hands before the search's card, whose combinations are the same
    for every candidate."""
    return [declare(held(pos, s), declared[s])[1] for s in range(pos.n)]


def declaring_playout(pos: Position, declared: list[DeclaredState],
                      learned: bool = False) -> tuple[list[int], list[int]]:
    """Play ``pos`` (two players) to the end with the playout policy
    (:func:`~.playout.choose`, ``learned`` passed on), in place,
    declaring after each trick what a seat newly holds; returns the final card
    thirds per side (last trick included, R6) and the declared points per side
    (whole points, R5). In Spizzichino it stops when the stock runs out (nothing
    more can be declared) and the known ending is valued by :func:`~.leaf.close`."""
    state = list(declared)
    points = [0, 0]
    while pos.tricks_left:
        if stock_ran_out(pos):
            return close(pos), points
        pos.play(choose(pos, learned))
        if not pos.trick:
            for seat in range(pos.n):
                gained, state[seat] = declare(held(pos, seat), state[seat])
                points[seat] += gained
    return pos.thirds, points
