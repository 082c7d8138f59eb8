"""A guided match's lessons worded for the player (issue 16): one line per turn, from
the typed :class:`~tressette_gui.analysis.lessons.Lesson`, a line while the others play
and one when the deal is over (context "Lessons"; suits and card names stay Italian,
R1)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...analysis.lessons import Lesson, LessonKind
from ...engine import Card, DealScore, Declared, Signal, hand_thirds
from .reason_words import card_words
from .texts import declaration_text, fill


def _t(text: str) -> str:
    return QCoreApplication.translate("Lessons", text)


#: The lines without a card or a suit, by kind.
_PLAIN: dict[LessonKind, object] = {
    LessonKind.REDEAL: QT_TRANSLATE_NOOP(
        "Lessons", "Your hand is worth less than one point: you may ask for a new deal."),
    LessonKind.LEAD_FIRST: QT_TRANSLATE_NOOP(
        "Lessons", "You lead: play any card. The others must follow its suit, and the "
                   "highest card of that suit wins: 3 2 A R C F 7 6 5 4."),
    LessonKind.LEAD: QT_TRANSLATE_NOOP(
        "Lessons", "You lead: play any card. Busso, Striscio or Volo tell your partner "
                   "about your suit (point at them to read how)."),
}
#: What the trick holds, after a line about following (R1, R6).
_WORTH = QT_TRANSLATE_NOOP("Lessons", "The trick holds %n thirds; 3 thirds make a point.")


def _turn_text(lesson: Lesson) -> str:
    """The rule of ``lesson``'s turn, in one line."""
    kind = lesson.kind
    if kind in _PLAIN:
        return _t(str(_PLAIN[kind]))  # i18n: marked above
    if kind is LessonKind.DECLARE:
        return fill(_t("You hold the %1: declare it now, before your first card, for %2 "
                       "points."), lesson.declaration, lesson.count)
    suit = lesson.suit.italian if lesson.suit is not None else ""
    if kind is LessonKind.ANSWER_SIGNAL:
        if lesson.signal is Signal.BUSSO:
            return fill(_t("Your partner's busso in %1: take with your highest %1 and lead "
                           "%1 back."), suit)
        if lesson.signal is Signal.STRISCIO:
            return fill(_t("Your partner's striscio in %1: he holds more %1; help him win "
                           "the suit."), suit)
        return fill(_t("Your partner's volo in %1: it was his last %1, he cannot help "
                       "you in %1 any more; take the trick if you can."), suit)
    if kind is LessonKind.TAKES:
        line = fill(_t("%1 takes %2: in each suit the order is 3 2 A R C F 7 6 5 4."),
                    card_words(lesson.cards[0]), card_words(lesson.cards[1]))
    elif kind is LessonKind.VOID:
        line = fill(_t("You have no %1: play any card, but it cannot take the trick."), suit)
    else:
        line = fill(_t("Follow %1: only the glowing cards may be played."), suit)
    return f"{line[:1].upper()}{line[1:]} {worth_text(lesson.thirds)}"


def lesson_text(lesson: Lesson) -> str:
    """``lesson`` in one line, e.g. "Follow coppe: only the glowing cards may be played.
    The trick holds 4 thirds; 3 thirds make a point.", with the last-trick point (R6)
    said on the deal's last trick."""
    line = _turn_text(lesson)
    if lesson.last_trick:
        line = f"{line} {_t('This is the last trick: whoever takes it adds 1 point.')}"
    return line


def auto_declared_text(declared: Sequence[Declared]) -> str:
    """What happened when the auto-declare setting made the ``declared`` declarations
    (one or more) for the player (R5), in one sentence, each worded as on the whole
    table: "Declared for you automatically: +3 (napola di coppe), +3 (tris di Tre)."."""
    made = ", ".join(declaration_text(d.points, d.declaration) for d in declared)
    return fill(_t("Declared for you automatically: %1."), made)


def worth_text(thirds: int) -> str:
    """What a trick holding ``thirds`` (card thirds, R1) is worth, in one sentence."""
    return QCoreApplication.translate("Lessons", str(_WORTH), "", thirds)  # i18n: marked above


def others_text(trick: Sequence[Card]) -> str:
    """The line while the others play: with ``trick`` (the cards on the table, in
    order) empty, that the lesson comes back on the player's turn; once a card is on it,
    what the trick holds so far, in thirds (R1), 0 too."""
    if not trick:
        return _t("The others play: your lesson comes back on your turn.")
    return f"{_t('The others play.')} {worth_text(hand_thirds(trick))}"


def deal_over_text(score: DealScore, side: int) -> str:
    """The closing line of the guided deal: ``side``'s points (the player's, 0 or 1) and
    the others' (whole points, R6), and where to go next."""
    return fill(QCoreApplication.translate(
        "Lessons", "The deal is over: your side made %n points, the other side %1. To play a "
                   "whole match: Match > New match.", "", score.points[side]),
        score.points[1 - side])
