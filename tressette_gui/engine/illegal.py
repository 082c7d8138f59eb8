"""Why the rules refuse an action: :class:`IllegalReason`, a kind with typed
parameters, and :class:`IllegalActionError`, which carries one (R3-R10).

The English sentence is built from the reason (``str(reason)``); a view that
words it differently (a translation) switches on ``reason.kind`` and reads the
parameters, never the sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .actions import Declaration
from .cards import Card, Suit


class IllegalKind(Enum):
    """The kinds of refusal. Each comment names the parameters of
    :class:`IllegalReason` that the kind fills and the rule behind it."""

    MATCH_OVER = "match_over"  #: no parameter (R7, R10)
    DEAL_OVER = "deal_over"  #: no parameter
    CHOOSE_PILES_FIRST = "choose_piles_first"  #: no parameter (R3.3)
    ANSWER_REDEAL_FIRST = "answer_redeal_first"  #: seat: who must answer (R7)
    NOT_CHOOSING_PILES = "not_choosing_piles"  #: no parameter (R3.3)
    BAD_PILE_CHOICE = "bad_pile_choice"  #: piles: the free dealt piles (R3.3)
    NO_REDEAL_QUESTION = "no_redeal_question"  #: no parameter (R7)
    NO_PILES = "no_piles"  #: no parameter: a pick-up outside mazzetti (R3.3)
    EMPTY_PILE = "empty_pile"  #: pile: no card on it, or no such pile (R3.3)
    PICK_UP_NOT_HONOUR = "pick_up_not_honour"  #: card: the pile's top (R3.3)
    DECLARATIONS_OFF = "declarations_off"  #: no parameter (R5)
    DECLARE_FIRST_TURN_ONLY = "declare_first_turn_only"  #: no parameter (R5)
    ALREADY_DECLARED = "already_declared"  #: declaration: the one made before (R5)
    DECLARE_QUATERNA = "declare_quaterna"  #: declaration: the quaterna held (R5)
    INITIAL_CARDS_ONLY = "initial_cards_only"  #: declaration: the one asked (R5)
    NOT_HELD = "not_held"  #: declaration: the one asked (R5)
    NOT_IN_HAND = "not_in_hand"  #: card (R4)
    NOT_ON_PILE = "not_on_pile"  #: card, pile (R3.3)
    MUST_FOLLOW = "must_follow"  #: suit led, cards: those of it held, sorted (R4)
    LEADER_ONLY_SIGNALS = "leader_only_signals"  #: no parameter (R8)
    SIGNALS_OFF = "signals_off"  #: no parameter (R8)
    NO_SIGNAL_FIRST_TRICK = "no_signal_first_trick"  #: no parameter (R8)
    FALSE_BUSSO = "false_busso"  #: suit of the card led (R8)
    FALSE_STRISCIO_LAST = "false_striscio_last"  #: suit: the lead is its last card (R8)
    FALSE_STRISCIO_HONOUR = "false_striscio_honour"  #: card led, suit (R8)
    FALSE_VOLO = "false_volo"  #: suit: not the last card of it (R8)
    NOT_AN_ACTION = "not_an_action"  #: detail: ``repr`` of the object given


_SENTENCES = {
    IllegalKind.MATCH_OVER: "the match is over",
    IllegalKind.DEAL_OVER: "the deal is over",
    IllegalKind.CHOOSE_PILES_FIRST: "the piles must be chosen first",
    IllegalKind.ANSWER_REDEAL_FIRST: "seat {seat} must first answer the redeal question",
    IllegalKind.NOT_CHOOSING_PILES: "not the time to choose piles",
    IllegalKind.BAD_PILE_CHOICE: "choose two free piles for the hand and two for the front, "
                                 "each pair in increasing order; free piles: {piles}",
    IllegalKind.NO_REDEAL_QUESTION: "no redeal question is open",
    IllegalKind.NO_PILES: "only in mazzetti can cards be picked up from piles",
    IllegalKind.EMPTY_PILE: "no card on pile {pile}",
    IllegalKind.PICK_UP_NOT_HONOUR: "only an Asso, Due or Tre can be picked up, not {card}",
    IllegalKind.DECLARATIONS_OFF: "declarations are off in these rules",
    IllegalKind.DECLARE_FIRST_TURN_ONLY:
        "declarations are only allowed in the first turn of the deal",
    IllegalKind.ALREADY_DECLARED: "{declared} was already declared",
    IllegalKind.DECLARE_QUATERNA: "holding all four, declare the quaterna di {rank}",
    IllegalKind.INITIAL_CARDS_ONLY:
        "{declaration}: only the initial 10 cards count (declare_drawn is off)",
    IllegalKind.NOT_HELD: "{declaration} is not held in the hand",
    IllegalKind.NOT_IN_HAND: "{card} is not in the hand",
    IllegalKind.NOT_ON_PILE: "{card} is not on top of pile {pile}",
    IllegalKind.MUST_FOLLOW: "must follow {suit}: holds {cards}",
    IllegalKind.LEADER_ONLY_SIGNALS: "only the leader may signal",
    IllegalKind.SIGNALS_OFF: "signals are off in these rules",
    IllegalKind.NO_SIGNAL_FIRST_TRICK: "no signals in the first trick",
    IllegalKind.FALSE_BUSSO: "busso needs three {suit} with a Tre, Due or Asso",
    IllegalKind.FALSE_STRISCIO_LAST: "striscio needs another card of {suit} after this one",
    IllegalKind.FALSE_STRISCIO_HONOUR:
        "no striscio leading {card} while holding a Tre, Due or Asso of {suit}",
    IllegalKind.FALSE_VOLO: "volo is only for the last card of {suit}",
    IllegalKind.NOT_AN_ACTION: "not an action: {detail}",
}


@dataclass(frozen=True, slots=True)
class IllegalReason:
    """Why an action is refused: ``kind`` and the parameters that kind names (see
    :class:`IllegalKind`; the others keep their defaults).

    - ``seat``: a seat number; ``card``: a card; ``suit``: a suit;
    - ``cards``: cards held (sorted by suit, then strength, as in the hand);
    - ``pile``: a pile index (0 or 1 for own piles); ``piles``: dealt pile indices
      0..7, increasing;
    - ``declaration``: a combination (R5); ``detail``: free text (the ``repr`` of
      what was passed for an action).

    ``str(reason)`` is the English sentence, e.g.
    ``IllegalReason(IllegalKind.MUST_FOLLOW, suit=Suit.COPPE, cards=(5c,))`` ->
    ``"must follow coppe: holds 5c"``.
    """

    kind: IllegalKind
    seat: int | None = None
    card: Card | None = None
    suit: Suit | None = None
    cards: tuple[Card, ...] = ()
    pile: int | None = None
    piles: tuple[int, ...] = ()
    declaration: Declaration | None = None
    detail: str = ""

    def sentence(self) -> str:
        """The reason in English (game terms in Italian), as the error message says it."""
        decl = self.declaration
        rank = decl.rank.italian if decl is not None and decl.rank is not None else ""
        # A tris or quaterna done names its rank in the singular ("tris di Asso").
        declared = f"{decl.kind.value} di {rank}" if decl is not None and rank else str(decl)
        return _SENTENCES[self.kind].format(
            seat=self.seat, card=self.card, pile=self.pile, detail=self.detail,
            suit=self.suit.italian if self.suit is not None else "",
            cards=" ".join(c.code for c in self.cards),
            piles=" ".join(str(i) for i in self.piles),
            declaration=decl, declared=declared, rank=rank)

    def __str__(self) -> str:
        return self.sentence()


class IllegalActionError(ValueError):
    """An action the rules do not allow now. ``reason`` (:class:`IllegalReason`)
    says why; the message is its English sentence."""

    def __init__(self, reason: IllegalReason) -> None:
        super().__init__(reason.sentence())
        self.reason = reason

    def __reduce__(self) -> tuple[type[IllegalActionError], tuple[IllegalReason]]:
        return IllegalActionError, (self.reason,)
