"""Why an action is worth what it is, in words a player understands (R4, R5, R8).

A :class:`Reason` is a typed value: a :class:`ReasonKind` and the cards (and, where it
applies, the declaration, the signal or a count) it speaks of. :func:`sentence` builds
the English sentence from it ("takes the Asso di coppe with the Tre"); the app builds
its own translation from the same fields, never by parsing the English.

:func:`reasons_for` finds the reasons of one action from the seat's observation alone
(through :class:`~tressette_gui.bots.knowledge.Knowledge`): what the card does to the
running trick, what it keeps in the hand, what the lead tells the partner, and what a
declaration is worth. The first reason is the main one; a lead also names, after it,
the long suit it comes from and what the card gives away if it is taken (R1), so that a
review can tell two leads apart when their main reasons do not.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..bots.knowledge import Knowledge
from ..engine import Card, Declaration, Declare, Observation, Play, Rank, Signal

__all__ = ["Reason", "ReasonKind", "reasons_for", "sentence"]


class ReasonKind(Enum):
    """What a reason says; its ``cards`` are, in order:

    - ``DECLARES``: the cards shown (``declaration``, ``count`` = its points, R5);
    - ``FORGOES_DECLARATION``: the combination's cards held (``declaration``, ``count``
      = the points lost by playing now);
    - ``ONLY_CARD``: the card (the only one that may be played, R4);
    - ``TAKES``: the card, then the card of most value taken, if any: the trick is sure;
    - ``MAY_TAKE``: the card, then the highest card still out that a later opponent may
      hold;
    - ``SECURES``: the card, then the partner's card it beats: the partner's trick, which
      an opponent still to play might have taken, is now surely the side's;
    - ``OVERTAKES``: the card, then the partner's card it beats on a trick the side
      wins anyway: the seat leads the next trick;
    - ``LOADS``: the card, then the partner's card that wins the trick surely;
    - ``SPARES``: the card, worth nothing, then the partner's card that wins the trick
      surely, then the card worth most that could have been given and is kept;
    - ``GIVES``: the card, worth something, on a trick the opponents win;
    - ``LEAST``: the card, worth something, on a trick the side may lose, when no card
      that may be played is worth less (R1);
    - ``KEEPS_GUARDED``: the card, then the honour it keeps guarded;
    - ``SAVES``: the card, then the higher card of the suit kept for later;
    - ``PLAYS_LOW``: the card, worth nothing, under a trick it cannot take;
    - ``DISCARDS``: the card, of another suit than the one led (void, R4);
    - ``LEADS_MASTER``: the card, which no card left can beat;
    - ``ANSWERS_SIGNAL``: the card, then the partner's card led with ``signal`` (R8);
    - ``DRAWS``: the card led, then the higher card an opponent is known to hold
      (declared, R5; drawn or picked up, R3), then the higher own card of the suit it
      threatens, kept;
    - ``RISKS``: the card led, then the higher card still out that may take it;
    - ``LEADS_LONG``: the card, from a suit of ``count`` cards in the hand;
    - ``LEADS``: the card: as the main reason, a plain lead (nothing more to say about
      it); after another main reason, what the card gives away if taken (worth nothing
      or a third of a point; never after an Asso).
    """

    DECLARES = "declares"
    FORGOES_DECLARATION = "forgoes_declaration"
    ONLY_CARD = "only_card"
    TAKES = "takes"
    MAY_TAKE = "may_take"
    SECURES = "secures"
    OVERTAKES = "overtakes"
    LOADS = "loads"
    SPARES = "spares"
    GIVES = "gives"
    LEAST = "least"
    KEEPS_GUARDED = "keeps_guarded"
    SAVES = "saves"
    PLAYS_LOW = "plays_low"
    DISCARDS = "discards"
    LEADS_MASTER = "leads_master"
    ANSWERS_SIGNAL = "answers_signal"
    DRAWS = "draws"
    RISKS = "risks"
    LEADS_LONG = "leads_long"
    LEADS = "leads"


@dataclass(frozen=True, slots=True)
class Reason:
    """One reason: ``kind`` and the ``cards`` it names (see :class:`ReasonKind` for
    their order); ``declaration`` for the declaration kinds, ``signal`` for
    ``ANSWERS_SIGNAL``, ``count`` for a number the sentence names (whole points of a
    declaration, cards of a suit)."""

    kind: ReasonKind
    cards: tuple[Card, ...]
    declaration: Declaration | None = None
    signal: Signal | None = None
    count: int = 0


def reasons_for(obs: Observation, know: Knowledge, action: Play | Declare,
                points: int = 0) -> list[Reason]:
    """The reasons of ``action`` (legal for ``obs.seat``), the main one first.

    ``points``: for a Declare, the whole points it scores (R5); ``know`` must be
    ``Knowledge.from_observation(obs)``.
    """
    if isinstance(action, Declare):
        decl = action.declaration
        held = tuple(c for c in decl.cards_needed if c in know.hand)
        return [Reason(ReasonKind.DECLARES, held, declaration=decl, count=points)]
    card = action.card
    if len({a.card for a in obs.legal_actions if isinstance(a, Play)}) == 1:
        return [Reason(ReasonKind.ONLY_CARD, (card,))]
    return [_follow(obs, know, card)] if obs.trick else _lead(obs, know, card)


def _later_opponents(obs: Observation) -> list[int]:
    """The opponents who play after ``obs.seat`` in the running trick."""
    n = obs.players
    later = [(obs.seat + k) % n for k in range(1, n - len(obs.trick))]
    return [s for s in later if s % 2 != obs.seat % 2]


def _follow(obs: Observation, know: Knowledge, card: Card) -> Reason:
    led = obs.trick[0][1].suit
    winner_seat, winning = obs.trick[0]
    for seat, c in obs.trick[1:]:
        if c.suit == led and c > winning:
            winner_seat, winning = seat, c
    later = _later_opponents(obs)
    ours = winner_seat % 2 == obs.seat % 2
    partner_safe = ours and not know.can_beat(later, winning)
    if card.suit == led and card > winning:
        if know.can_beat(later, card):
            return Reason(ReasonKind.MAY_TAKE, (card, _threat(know, later, card)))
        if ours:
            kind = ReasonKind.OVERTAKES if partner_safe else ReasonKind.SECURES
            return Reason(kind, (card, winning))
        taken = max((c for _, c in obs.trick), key=lambda c: (c.thirds, c))
        return Reason(ReasonKind.TAKES, (card, taken) if taken.thirds else (card,))
    playable = {a.card for a in obs.legal_actions if isinstance(a, Play)}
    if partner_safe:
        if card.thirds:
            return Reason(ReasonKind.LOADS, (card, winning))
        richest = max(playable, key=lambda c: (c.thirds, c))
        if richest.thirds:
            return Reason(ReasonKind.SPARES, (card, winning, richest))
    if card.thirds and card.thirds == min(c.thirds for c in playable):
        return Reason(ReasonKind.LEAST, (card,))
    if card.suit != led:
        return Reason(ReasonKind.DISCARDS, (card,))
    if card.thirds and not partner_safe:
        return Reason(ReasonKind.GIVES, (card,))
    return _keeps(know, card) or Reason(ReasonKind.PLAYS_LOW, (card,))


def _threat(know: Knowledge, seats: list[int], card: Card) -> Card:
    """The highest card of ``card``'s suit, beating it, that one of ``seats`` may hold."""
    return next(c for c in know.outstanding(card.suit)
                if c > card and any(know.may_hold(s, c) for s in seats))


def _keeps(know: Knowledge, card: Card) -> Reason | None:
    """KEEPS_GUARDED when the hand keeps an honour of the suit that is not the master
    with another card beside it, SAVES when it keeps a higher card, else None."""
    kept = sorted((c for c in know.hand if c.suit == card.suit and c != card), reverse=True)
    higher = [c for c in kept if c > card]
    if not higher:
        return None
    honour = next((c for c in higher if c.rank.is_honour and not know.is_master(c)), None)
    if honour is not None and len(kept) >= 2:
        return Reason(ReasonKind.KEEPS_GUARDED, (card, honour))
    return Reason(ReasonKind.SAVES, (card, higher[0]))


def _draws(know: Knowledge, opponents: list[int], card: Card) -> Reason | None:
    """DRAWS when an opponent is known to hold a card of ``card``'s suit beating it
    (declared, drawn or picked up: :attr:`Knowledge.known`) and the hand keeps a card
    of the suit between the two, worth something; else None."""
    known = [c for c in know.outstanding(card.suit)
             if c > card and any(c in know.known[s] for s in opponents)]
    if not known:
        return None
    threat = known[0]  # the strongest: outstanding() is strongest first
    kept = [c for c in know.hand if c.suit == card.suit and card < c < threat and c.thirds]
    if not kept:
        return None
    return Reason(ReasonKind.DRAWS, (card, threat, max(kept)))


def _lead(obs: Observation, know: Knowledge, card: Card) -> list[Reason]:
    """The reasons of leading ``card``: the main one, then ``LEADS_LONG`` when the card
    comes from the longest suit (3 cards or more) and ``LEADS`` for what it gives away if
    taken (not for an Asso: worth a point, it gives everything), unless the main one
    says so already."""
    main = _lead_main(obs, know, card)
    reasons = [main]
    length = know.suit_count(card.suit)
    if main.kind is not ReasonKind.LEADS_LONG and _longest(know, length):
        reasons.append(Reason(ReasonKind.LEADS_LONG, (card,), count=length))
    if main.kind is not ReasonKind.LEADS and card.thirds < Rank.ASSO.thirds:
        reasons.append(Reason(ReasonKind.LEADS, (card,)))
    return reasons


def _longest(know: Knowledge, length: int) -> bool:
    """True when a suit of ``length`` cards is the longest of the hand, of 3 or more."""
    return length >= 3 and length == max(know.suit_count(c.suit) for c in know.hand)


def _lead_main(obs: Observation, know: Knowledge, card: Card) -> Reason:
    """The main reason of leading ``card``: a partner's signal answered, a master card, a
    known card drawn out (:func:`_draws`), an honour risked, a higher card saved..."""
    partner = (obs.seat + 2) % obs.players if obs.players == 4 else None
    for fact in reversed(know.signals):
        if (fact.seat == partner and fact.card.suit == card.suit
                and fact.signal is not Signal.VOLO):
            return Reason(ReasonKind.ANSWERS_SIGNAL, (card, fact.card), signal=fact.signal)
    opponents = [s for s in range(obs.players) if s % 2 != obs.seat % 2]
    if not know.can_beat(opponents, card):
        if know.is_master(card):
            return Reason(ReasonKind.LEADS_MASTER, (card,))
    elif (drawn := _draws(know, opponents, card)) is not None:
        return drawn
    elif card.rank.is_honour:
        return Reason(ReasonKind.RISKS, (card, _threat(know, opponents, card)))
    higher = [c for c in know.hand if c.suit == card.suit and c > card]
    if higher and max(higher).thirds and not card.rank.is_honour:
        return Reason(ReasonKind.SAVES, (card, max(higher)))
    length = know.suit_count(card.suit)
    if _longest(know, length):
        return Reason(ReasonKind.LEADS_LONG, (card,), count=length)
    return Reason(ReasonKind.LEADS, (card,))


# ------------------------------------------------------------------ English
def _name(card: Card) -> str:
    return f"{card.rank.italian} di {card.suit.italian}"


def _second(card: Card, first: Card) -> str:
    """``card`` named after ``first``: by its rank alone when of the same suit."""
    return card.rank.italian if card.suit == first.suit else _name(card)


def _worth(card: Card) -> str:
    thirds = card.thirds
    if thirds == 0:
        return "worth nothing"
    return "worth a point" if thirds == Rank.ASSO.thirds else "worth a third of a point"


#: Sentences of the kinds that name two cards: {0} the first, {1} the second.
_TWO = {
    ReasonKind.TAKES: "takes the {1} with the {0}",
    ReasonKind.MAY_TAKE: "goes for the trick with the {0}, but the {1} is still out",
    ReasonKind.SECURES: "takes the partner's {1} with the {0}, making the trick sure",
    ReasonKind.OVERTAKES: "takes the partner's sure trick ({1}) with the {0}, to lead next",
    ReasonKind.LOADS: "puts the {0} on the partner's {1}, a sure trick",
    ReasonKind.KEEPS_GUARDED: "plays the {0} and keeps the {1} guarded",
    ReasonKind.SAVES: "plays the {0} and keeps the {1} for later",
    ReasonKind.RISKS: "leads the {0}, though the {1} is still out",
}
#: Sentences of the kinds that name three cards: {0} the first, {1} and {2} the others.
_THREE = {
    ReasonKind.SPARES: "plays the {0} on the partner's sure trick ({1}) and keeps the {2} "
                       "for later",
    ReasonKind.DRAWS: "leads the {0} to draw out the {1}, which an opponent holds, keeping "
                      "the {2} for later",
}
#: Sentences of the kinds that name one card, {0}; {worth} is what it is worth.
_ONE = {
    ReasonKind.TAKES: "takes the trick with the {0}",
    ReasonKind.ONLY_CARD: "the {0} is the only card that may be played",
    ReasonKind.GIVES: "gives the {0} to the opponents' trick",
    ReasonKind.LEAST: "plays the {0}: no card it may play is worth less",
    ReasonKind.PLAYS_LOW: "plays the {0}, {worth}, under a trick it cannot take",
    ReasonKind.DISCARDS: "discards the {0}, {worth}",
    ReasonKind.LEADS_MASTER: "leads the {0}: no card left can take it",
    ReasonKind.LEADS: "leads the {0}",
}


def sentence(reason: Reason) -> str:
    """The English sentence of ``reason``, without a final full stop, e.g. "takes the
    Asso di coppe with the Tre"."""
    kind, cards = reason.kind, reason.cards
    k = ReasonKind
    if kind in (k.DECLARES, k.FORGOES_DECLARATION):
        points = f"{reason.count} point{'s' * (reason.count != 1)}"
        if kind is k.DECLARES:
            return f"declares the {reason.declaration} ({points})"
        return f"plays without declaring the {reason.declaration}: {points} lost"
    card = cards[0]
    if kind is k.ANSWERS_SIGNAL:
        suit = card.suit.italian
        if reason.signal is Signal.BUSSO:
            return f"leads {suit} back, as the partner's busso asked"
        return f"gives the partner the lead in his long suit, {suit}"
    if kind is k.LEADS_LONG:
        return f"leads the {_name(card)} from the long suit ({reason.count} cards)"
    if len(cards) > 2 and kind in _THREE:
        return _THREE[kind].format(_name(card), *(_second(c, card) for c in cards[1:]))
    if len(cards) > 1 and kind in _TWO:
        return _TWO[kind].format(_name(card), _second(cards[1], card))
    return _ONE[kind].format(_name(card), worth=_worth(card))
