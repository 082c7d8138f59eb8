"""The evaluator's reasons worded for the player, in the language installed (issue 16).

The analysis package gives typed reasons (:class:`~tressette_gui.analysis.Reason`: a
kind and the cards it names); this module words them from those fields, never from the
analysis' English: context "Reasons", %1 and %2 the cards named with their article ("the
Tre di coppe"; in Italian "il Tre di coppe", "l'Asso di coppe"), a second card of the
same suit by its rank alone. Card names stay Italian in both languages (R1).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...analysis import ActionValue, Reason, ReasonKind
from ...engine import Card, Declare, Play, Rank, Signal
from .texts import card_name, fill


def _t(text: str) -> str:
    return QCoreApplication.translate("Reasons", text)


#: The sentences of a reason naming two cards (%1 the card, %2 the other), by kind.
_TWO: dict[ReasonKind, object] = {
    ReasonKind.TAKES: QT_TRANSLATE_NOOP("Reasons", "takes %2 with %1"),
    ReasonKind.MAY_TAKE: QT_TRANSLATE_NOOP("Reasons",
                                           "goes for the trick with %1, but %2 is still out"),
    ReasonKind.SECURES: QT_TRANSLATE_NOOP(
        "Reasons", "takes the partner's %2 with %1, making the trick sure"),
    ReasonKind.OVERTAKES: QT_TRANSLATE_NOOP(
        "Reasons", "takes the partner's sure trick (%2) with %1, to lead the next one"),
    ReasonKind.LOADS: QT_TRANSLATE_NOOP(
        "Reasons", "puts %1 on a trick the partner surely wins with %2"),
    ReasonKind.KEEPS_GUARDED: QT_TRANSLATE_NOOP("Reasons", "plays %1 and keeps %2 guarded"),
    ReasonKind.SAVES: QT_TRANSLATE_NOOP("Reasons", "plays %1 and keeps %2 for later"),
    ReasonKind.RISKS: QT_TRANSLATE_NOOP("Reasons", "leads %1, though %2 is still out"),
}
#: The sentences of a reason naming one card (%1), by kind.
_ONE: dict[ReasonKind, object] = {
    ReasonKind.TAKES: QT_TRANSLATE_NOOP("Reasons", "takes the trick with %1"),
    ReasonKind.ONLY_CARD: QT_TRANSLATE_NOOP("Reasons", "%1 is the only card that may be played"),
    ReasonKind.GIVES: QT_TRANSLATE_NOOP("Reasons", "gives %1 to the opponents' trick"),
    ReasonKind.LEAST: QT_TRANSLATE_NOOP("Reasons", "plays %1: no card it may play is worth less"),
    ReasonKind.PLAYS_LOW: QT_TRANSLATE_NOOP(
        "Reasons", "plays %1, worth nothing, under a trick it cannot take"),
    ReasonKind.LEADS_MASTER: QT_TRANSLATE_NOOP("Reasons", "leads %1: no card left can take it"),
    ReasonKind.LEADS: QT_TRANSLATE_NOOP("Reasons", "leads %1"),
}
#: The sentences of a reason naming three cards (%1 the card, %2 and %3 the others).
_THREE: dict[ReasonKind, object] = {
    ReasonKind.SPARES: QT_TRANSLATE_NOOP(
        "Reasons", "plays %1 on a trick the partner surely wins with %2 and keeps %3 for later"),
    ReasonKind.DRAWS: QT_TRANSLATE_NOOP(
        "Reasons", "leads %1 to draw out %2, which an opponent holds, keeping %3 for later"),
}
#: A discard (R4) by what the card is worth in thirds (R1).
_DISCARDS: dict[int, object] = {
    0: QT_TRANSLATE_NOOP("Reasons", "discards %1, worth nothing"),
    1: QT_TRANSLATE_NOOP("Reasons", "discards %1, worth a third of a point"),
    3: QT_TRANSLATE_NOOP("Reasons", "discards %1, worth a point"),
}


#: A reason as the why of a choice that already names its card (a hint, the review's
#: best choice): the card is not named again; %1 the other card.
_WHY_TWO: dict[ReasonKind, object] = {
    ReasonKind.TAKES: QT_TRANSLATE_NOOP("Reasons", "to take %1"),
    ReasonKind.MAY_TAKE: QT_TRANSLATE_NOOP("Reasons",
                                           "going for the trick, though %1 is still out"),
    ReasonKind.LOADS: QT_TRANSLATE_NOOP("Reasons",
                                        "a sure trick for your points: the partner wins it "
                                        "with %1"),
    ReasonKind.KEEPS_GUARDED: QT_TRANSLATE_NOOP("Reasons", "keeping %1 guarded"),
    ReasonKind.SAVES: QT_TRANSLATE_NOOP("Reasons", "keeping %1 for later"),
    ReasonKind.RISKS: QT_TRANSLATE_NOOP("Reasons", "though %1 is still out"),
}
_WHY_ONE: dict[ReasonKind, object] = {
    ReasonKind.TAKES: QT_TRANSLATE_NOOP("Reasons", "to take the trick"),
    ReasonKind.ONLY_CARD: QT_TRANSLATE_NOOP("Reasons", "the only card that may be played"),
    ReasonKind.GIVES: QT_TRANSLATE_NOOP("Reasons", "to the opponents' trick"),
    ReasonKind.PLAYS_LOW: QT_TRANSLATE_NOOP("Reasons",
                                            "worth nothing, under a trick it cannot take"),
    ReasonKind.LEADS_MASTER: QT_TRANSLATE_NOOP("Reasons", "no card left can take it"),
    ReasonKind.SECURES: QT_TRANSLATE_NOOP("Reasons", "so that your side surely wins the trick"),
    ReasonKind.OVERTAKES: QT_TRANSLATE_NOOP(
        "Reasons", "your side wins the trick anyway, and you lead the next one"),
    ReasonKind.LEAST: QT_TRANSLATE_NOOP("Reasons", "no card you may play is worth less"),
}
#: The why of a reason naming three cards: %1 and %2 the others.
_WHY_THREE: dict[ReasonKind, object] = {
    ReasonKind.SPARES: QT_TRANSLATE_NOOP(
        "Reasons", "the partner surely wins the trick with %1; keeping %2 for later"),
    ReasonKind.DRAWS: QT_TRANSLATE_NOOP(
        "Reasons", "to draw out %1, which an opponent holds, keeping %2 for later"),
}
#: A discard's why (R4) by what the card is worth in thirds (R1).
_WHY_DISCARDS: dict[int, object] = {
    0: QT_TRANSLATE_NOOP("Reasons", "worth nothing"),
    1: QT_TRANSLATE_NOOP("Reasons", "worth a third of a point"),
    3: QT_TRANSLATE_NOOP("Reasons", "worth a point"),
}
#: A plain lead's why by what the card is worth in thirds (R1): what the opponents win
#: at most if they take it; an Asso led so says nothing more.
_WHY_LEADS: dict[int, object] = {
    0: QT_TRANSLATE_NOOP("Reasons", "worth nothing if it is taken"),
    1: QT_TRANSLATE_NOOP("Reasons", "worth only a third of a point if it is taken"),
}


def card_words(card: Card, *, rank_only: bool = False) -> str:
    """``card`` with its article, "the Asso di coppe" ("l'Asso di coppe"), or its rank
    alone with ``rank_only`` ("the Asso")."""
    name = card.rank.italian if rank_only else card_name(card)
    if card.rank is Rank.ASSO:
        return fill(QCoreApplication.translate("Reasons", "the %1", "before Asso"), name)
    return fill(_t("the %1"), name)


@dataclass(frozen=True, slots=True)
class CardWords:
    """``card`` as :func:`card_words` says it, worded in the language installed when it is
    made a string (a log line's value, ``log_lines.Said``, is worded again after a
    language switch)."""

    card: Card

    def __str__(self) -> str:
        return card_words(self.card)


def reason_text(reason: Reason) -> str:
    """``reason`` as a clause ("takes the Asso with the Tre di coppe"), no capital, no
    full stop."""
    kind, cards = reason.kind, reason.cards
    if kind is ReasonKind.DECLARES:
        return fill(_t("declares the %1 (points: %2)"), reason.declaration, reason.count)
    if kind is ReasonKind.FORGOES_DECLARATION:
        return fill(_t("plays without declaring the %1: %2 points lost"),
                    reason.declaration, reason.count)
    card = cards[0]
    if kind is ReasonKind.ANSWERS_SIGNAL:
        if reason.signal is Signal.BUSSO:
            return fill(_t("leads %1 back, as the partner's busso asked"), card.suit.italian)
        return fill(_t("gives the partner the lead in his long suit, %1"), card.suit.italian)
    if kind is ReasonKind.LEADS_LONG:
        return fill(_t("leads %1 from the long suit (%2 cards)"), card_words(card),
                    reason.count)
    if kind is ReasonKind.DISCARDS:
        return fill(_t(str(_DISCARDS[card.thirds])), card_words(card))  # i18n: marked above
    others = [card_words(c, rank_only=c.suit == card.suit) for c in cards[1:]]
    if len(cards) > 2 and kind in _THREE:
        return fill(_t(str(_THREE[kind])), card_words(card), *others)  # i18n: marked above
    if len(cards) > 1 and kind in _TWO:
        return fill(_t(str(_TWO[kind])), card_words(card), others[0])  # i18n: marked above
    return fill(_t(str(_ONE[kind])), card_words(card))  # i18n: marked above


def why_text(reason: Reason) -> str:
    """``reason`` as the why of a choice already named with its card ("play the Tre di
    coppe" + "to take the Asso"): the clause without that card; a plain lead by what the
    card is worth (R1), "" for an Asso led so (nothing to add). No capital, no full
    stop."""
    kind, cards = reason.kind, reason.cards
    if kind is ReasonKind.DECLARES:
        return fill(_t("points: %1"), reason.count)
    if kind is ReasonKind.FORGOES_DECLARATION:
        return fill(_t("without declaring the %1: %2 points lost"),
                    reason.declaration, reason.count)
    card = cards[0]
    if kind is ReasonKind.ANSWERS_SIGNAL:
        if reason.signal is Signal.BUSSO:
            return _t("as the partner's busso asked")
        return _t("the partner's long suit")
    if kind is ReasonKind.LEADS_LONG:
        return fill(_t("from the long suit of %1 cards"), reason.count)
    if kind is ReasonKind.DISCARDS:
        return _t(str(_WHY_DISCARDS[card.thirds]))  # i18n: marked above
    if kind is ReasonKind.LEADS:
        worth = _WHY_LEADS.get(card.thirds)
        return "" if worth is None else _t(str(worth))  # i18n: marked above
    others = [card_words(c, rank_only=c.suit == card.suit) for c in cards[1:]]
    if len(cards) > 2 and kind in _WHY_THREE:
        return fill(_t(str(_WHY_THREE[kind])), *others)  # i18n: marked above
    if len(cards) > 1 and kind in _WHY_TWO:
        return fill(_t(str(_WHY_TWO[kind])), others[0])  # i18n: marked above
    if kind in _WHY_ONE:
        return _t(str(_WHY_ONE[kind]))  # i18n: marked above
    return ""


def action_words(value: ActionValue) -> str:
    """What ``value``'s action is, for a hint or a review: "play the Tre di coppe",
    "declare the napola di coppe" (R5)."""
    action = value.action
    if isinstance(action, Declare):
        return fill(_t("declare the %1"), action.declaration)
    assert isinstance(action, Play)
    return fill(_t("play %1"), card_words(action.card))


def hint_text(value: ActionValue) -> str:
    """The status line of a hint: the choice and its main reason, e.g. "Hint: play the
    Tre di coppe (to take the Asso)"; the card is named once."""
    why = why_text(value.reasons[0]) if value.reasons else ""
    if not why:
        return fill(_t("Hint: %1"), action_words(value))
    return fill(_t("Hint: %1 (%2)"), action_words(value), why)
