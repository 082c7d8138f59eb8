"""Why an action is not legal now (R3-R8): the reason that
:class:`~.actions.IllegalActionError` carries when ``apply`` refuses an action."""

from __future__ import annotations

from .actions import ChoosePiles, Declaration, DeclarationKind, Declare, PickUp, Play, Redeal
from .cards import Card, Suit, sort_key
from .legal import DealPosition, Phase
from .signals import why_signal_false


def explain(deal: DealPosition, action: object) -> str:
    """Why ``action`` is not legal now in ``deal``, in words (for errors and the
    status line)."""
    if deal.phase is Phase.OVER:
        return "the deal is over"
    seat = deal.turn
    if deal.phase is Phase.CHOOSE_PILES and not isinstance(action, ChoosePiles):
        return "the piles must be chosen first"
    if deal.phase is Phase.REDEAL and not isinstance(action, Redeal):
        return f"seat {seat} must first answer the redeal question"
    if isinstance(action, ChoosePiles):
        if deal.phase is not Phase.CHOOSE_PILES:
            return "not the time to choose piles"
        free = " ".join(str(i) for i in deal.free_piles())
        return ("choose two free piles for the hand and two for the front, each pair "
                f"in increasing order; free piles: {free}")
    if isinstance(action, Redeal):
        return "no redeal question is open"
    if isinstance(action, PickUp):
        if deal.rules.variant != "mazzetti":
            return "only in mazzetti can cards be picked up from piles"
        tops = deal.pile_tops(seat)
        if not 0 <= action.pile < len(tops) or tops[action.pile] is None:
            return f"no card on pile {action.pile}"
        return f"only an Asso, Due or Tre can be picked up, not {tops[action.pile]}"
    if isinstance(action, Declare):
        return _explain_declare(deal, seat, action.declaration)
    if isinstance(action, Play):
        return _explain_play(deal, seat, action)
    return f"not an action: {action!r}"


def _explain_declare(deal: DealPosition, seat: int, decl: Declaration) -> str:
    if not deal.rules.declarations:
        return "declarations are off in these rules"
    first_turn_only = not deal.declare_later
    if first_turn_only and deal.trick_number > 0:
        return "declarations are only allowed in the first turn of the deal"
    if decl.kind is DeclarationKind.NAPOLA and decl.suit in deal.decl_suits[seat]:
        return f"{decl} was already declared"
    if decl.rank is not None:
        done = deal.decl_ranks[seat].get(decl.rank)
        if done is DeclarationKind.QUATERNA or (done and decl.kind is done):
            return f"{done.value} di {decl.rank.italian} was already declared"
        if decl.kind is DeclarationKind.TRIS and all(
                Card.of(decl.rank, s) in deal.hands[seat] for s in Suit):
            return f"holding all four, declare the quaterna di {decl.rank.italian}"
    held = sum(1 for c in decl.cards_needed if c in deal.hands[seat])
    if first_turn_only and held >= (4 if decl.kind is DeclarationKind.QUATERNA else 3):
        return f"{decl}: only the initial 10 cards count (declare_drawn is off)"
    return f"{decl} is not held in the hand"


def _explain_play(deal: DealPosition, seat: int, play: Play) -> str:
    card = play.card
    if play.pile is None and card not in deal.hands[seat]:
        return f"{card} is not in the hand"
    if play.pile is not None:
        tops = deal.pile_tops(seat) if 0 <= play.pile < len(deal.piles[seat]) else []
        if not tops or tops[play.pile] != card:
            return f"{card} is not on top of pile {play.pile}"
    if deal.trick:
        suit = deal.trick[0][1] // 10
        held = [c for c in deal.hands[seat] if c // 10 == suit]
        held += [c for c in deal.pile_tops(seat) if c is not None and c // 10 == suit]
        if card // 10 != suit and held:
            return (f"must follow {Suit(suit).italian}: holds "
                    + " ".join(c.code for c in sorted(held, key=sort_key)))
        if play.signal is not None:
            return "only the leader may signal"
    if play.signal is not None:
        if not deal.rules.signals:
            return "signals are off in these rules"
        if deal.trick_number == 0:
            return "no signals in the first trick"
        if play.pile is not None:
            return "signals are only for cards from the hand"
        return why_signal_false(deal.hands[seat], card, play.signal)
    return f"{play} is not legal now"
