"""A guided match's lessons worded for the player (issue 16): one line per turn, from
the typed :class:`~tressette_gui.analysis.lessons.Lesson` (context "Lessons"; suits and
card names stay Italian, R1)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...analysis.lessons import Lesson, LessonKind
from ...engine import Signal
from .reason_words import card_words
from .texts import fill


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
_WORTH = QT_TRANSLATE_NOOP("Lessons", "The trick holds %1 thirds; 3 thirds make a point.")


def lesson_text(lesson: Lesson) -> str:
    """``lesson`` in one line, e.g. "Follow coppe: only the glowing cards may be played.
    The trick holds 4 thirds; 3 thirds make a point." """
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
        line = fill(_t("%1 takes %2: the Tre beats the Due, the Due beats the Asso."),
                    card_words(lesson.cards[0]), card_words(lesson.cards[1]))
    elif kind is LessonKind.VOID:
        line = fill(_t("You have no %1: play any card, but it cannot take the trick."), suit)
    else:
        line = fill(_t("Follow %1: only the glowing cards may be played."), suit)
    worth = fill(_t(str(_WORTH)), lesson.thirds)  # i18n: marked above
    return f"{line[:1].upper()}{line[1:]} {worth}"
