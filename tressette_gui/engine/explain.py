"""Why an action is not legal now (R3-R8): the :class:`~.illegal.IllegalReason`
that :class:`~.illegal.IllegalActionError` carries when ``apply`` refuses it."""

from __future__ import annotations

from .actions import ChoosePiles, Declaration, DeclarationKind, Declare, PickUp, Play, Redeal
from .cards import Card, Suit, sort_key
from .illegal import IllegalKind, IllegalReason
from .legal import DealPosition, Phase
from .signals import false_signal_reason

K = IllegalKind


def explain(deal: DealPosition, action: object) -> IllegalReason:
    """Why ``action`` (any object) is not legal now in ``deal``.

    Checks in the order a player meets them: the deal's phase, then the action's
    own kind (see :class:`~.illegal.IllegalKind`). Raises ValueError if
    ``action`` is one of ``deal.legal_actions()``.
    """
    if action in deal.legal_actions():
        raise ValueError(f"{action} is legal now")
    if deal.phase is Phase.OVER:
        return IllegalReason(K.DEAL_OVER)
    seat = deal.turn
    if deal.phase is Phase.CHOOSE_PILES and not isinstance(action, ChoosePiles):
        return IllegalReason(K.CHOOSE_PILES_FIRST)
    if deal.phase is Phase.REDEAL and not isinstance(action, Redeal):
        return IllegalReason(K.ANSWER_REDEAL_FIRST, seat=seat)
    if isinstance(action, ChoosePiles):
        if deal.phase is not Phase.CHOOSE_PILES:
            return IllegalReason(K.NOT_CHOOSING_PILES)
        return IllegalReason(K.BAD_PILE_CHOICE, piles=tuple(deal.free_piles()))
    if isinstance(action, Redeal):
        return IllegalReason(K.NO_REDEAL_QUESTION)
    if isinstance(action, PickUp):
        if deal.rules.variant != "mazzetti":
            return IllegalReason(K.NO_PILES)
        tops = deal.pile_tops(seat)
        top = tops[action.pile] if 0 <= action.pile < len(tops) else None
        if top is None:
            return IllegalReason(K.EMPTY_PILE, pile=action.pile)
        return IllegalReason(K.PICK_UP_NOT_HONOUR, card=top)
    if isinstance(action, Declare):
        return _explain_declare(deal, seat, action.declaration)
    if isinstance(action, Play):
        return _explain_play(deal, seat, action)
    return IllegalReason(K.NOT_AN_ACTION, detail=repr(action))


def _explain_declare(deal: DealPosition, seat: int, decl: Declaration) -> IllegalReason:
    """R5: switched off, too late, made before, a tris of four, drawn cards, not held."""
    if not deal.rules.declarations:
        return IllegalReason(K.DECLARATIONS_OFF)
    first_turn_only = not deal.declare_later
    if first_turn_only and deal.trick_number > 0:
        return IllegalReason(K.DECLARE_FIRST_TURN_ONLY)
    if decl.kind is DeclarationKind.NAPOLA and decl.suit in deal.decl_suits[seat]:
        return IllegalReason(K.ALREADY_DECLARED, declaration=decl)
    if decl.rank is not None:
        done = deal.decl_ranks[seat].get(decl.rank)
        if done is DeclarationKind.QUATERNA or (done and decl.kind is done):
            return IllegalReason(K.ALREADY_DECLARED,
                                 declaration=Declaration(done, rank=decl.rank))
        if decl.kind is DeclarationKind.TRIS and all(
                Card.of(decl.rank, s) in deal.hands[seat] for s in Suit):
            return IllegalReason(K.DECLARE_QUATERNA, declaration=Declaration(
                DeclarationKind.QUATERNA, rank=decl.rank))
    held = sum(1 for c in decl.cards_needed if c in deal.hands[seat])
    if first_turn_only and held >= (4 if decl.kind is DeclarationKind.QUATERNA else 3):
        return IllegalReason(K.INITIAL_CARDS_ONLY, declaration=decl)
    return IllegalReason(K.NOT_HELD, declaration=decl)


def _explain_play(deal: DealPosition, seat: int, play: Play) -> IllegalReason:
    """R3.3, R4, R8: a card not held or not on top, not following suit, a signal
    off the lead, switched off, in the first trick or not true."""
    card = play.card
    if play.pile is None and card not in deal.hands[seat]:
        return IllegalReason(K.NOT_IN_HAND, card=card)
    if play.pile is not None:
        tops = deal.pile_tops(seat) if 0 <= play.pile < len(deal.piles[seat]) else []
        if not tops or tops[play.pile] != card:
            return IllegalReason(K.NOT_ON_PILE, card=card, pile=play.pile)
    if deal.trick:
        suit = deal.trick[0][1] // 10
        held = [c for c in deal.hands[seat] if c // 10 == suit]
        held += [c for c in deal.pile_tops(seat) if c is not None and c // 10 == suit]
        if card // 10 != suit and held:
            return IllegalReason(K.MUST_FOLLOW, suit=Suit(suit),
                                 cards=tuple(sorted(held, key=sort_key)))
        if play.signal is not None:
            return IllegalReason(K.LEADER_ONLY_SIGNALS)
    # A play without a signal that passed the checks above is legal (R4).
    assert play.signal is not None, f"{play} is legal"
    if not deal.rules.signals:
        return IllegalReason(K.SIGNALS_OFF)
    if deal.trick_number == 0:
        return IllegalReason(K.NO_SIGNAL_FIRST_TRICK)
    # Signals are on in four-player tressette only, where no card is on a pile (R8).
    return false_signal_reason(deal.hands[seat], card, play.signal)
