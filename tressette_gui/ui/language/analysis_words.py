"""The analysis of a match worded for the replay viewer (issue 16): a decision's line
(what was played, the best choice and why, the points lost and the mark), the hindsight
line (labelled so), and the summary with its links (context "Analysis"). Points are
shown with the table's one convention (:func:`.texts.points_text`), the thirds lost
rounded down to whole thirds (R6), each decision's as shown, and the summary's figures
are sums of those: what the details list adds up to the total beside them."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...analysis.evaluator import POINT
from ...analysis.review import TOLERANCE, DecisionReview, Mark, MatchReview
from .reason_words import action_words, card_words, why_text
from .texts import fill, points_text


def _t(text: str) -> str:
    return QCoreApplication.translate("Analysis", text)


#: The marks by points lost (1/3, 1, 2 points).
_MARKS: dict[Mark, object] = {
    Mark.INACCURACY: QT_TRANSLATE_NOOP("Analysis", "inaccuracy"),
    Mark.MISTAKE: QT_TRANSLATE_NOOP("Analysis", "mistake"),
    Mark.BLUNDER: QT_TRANSLATE_NOOP("Analysis", "blunder"),
}
#: The colour of each mark (and of a good choice) in the viewer.
MARK_COLOURS = {None: "#2e7d32", Mark.INACCURACY: "#b8860b", Mark.MISTAKE: "#d2691e",
                Mark.BLUNDER: "#c62828"}
#: Where a summary's link leads: (deal, action) of a decision, or (deal, None) the deal's
#: start; a link's address is its index in the summary's list of targets.
Target = tuple[int, int | None]


def legend_text() -> str:
    """What the marks on the cards mean while a decision shows (:meth:`~..table.
    card_marks.CardMarks.show_review`), short enough for one line at 1024 px: the best
    card glows yellow, the card played has a dashed outline in its mark's colour (the
    colour of the decision's line, :data:`MARK_COLOURS`)."""
    return _t("Yellow glow: the best card. Dashed outline: the card played, in the colour "
              "of its mark.")


def mark_text(mark: Mark) -> str:
    """The mark's name: inaccuracy, mistake, blunder."""
    return _t(str(_MARKS[mark]))  # i18n: marked above


def lost_text(thirds: float) -> str:
    """Thirds lost as points, in whole thirds rounded down as the marks count them (R6):
    5.9 thirds are "1 ⅔", a mistake, not yet the 2 points of a blunder."""
    return points_text(math.floor(thirds + TOLERANCE))


def decision_text(review: DecisionReview) -> str:
    """The decision's line: "Trick 3: you played the Re di coppe. Best: play the Tre di
    coppe (to take the Asso). Points lost: 1 ⅔, a mistake." The why is a reason that
    tells the best from the card played (:attr:`DecisionReview.why`); when none does,
    what the analysis found: the best scores more on average over the deals that fit what
    the player could see. A best choice says so instead of the loss."""
    best = review.evaluation.best
    why = why_text(review.why) if review.why is not None else ""
    played = fill(_t("Trick %1: played %2."), review.trick + 1,
                  card_words(review.chosen.card))
    if review.as_good_as_best:
        return fill(_t("%1 The best choice, or as good as it."), played)
    advice = fill(_t("Best: %1 (%2)."), action_words(best), why or _t(
        "it scores more on average, from what could be seen"))
    mark = review.mark
    loss = fill(_t("Points lost: %1."), lost_text(review.lost)) if mark is None else fill(
        _t("Points lost: %1, %2."), lost_text(review.lost), mark_text(mark))
    return f"{played} {advice} {loss}"


def hindsight_text(review: DecisionReview) -> str:
    """The hindsight line, labelled so, "" when the analysis gives none: "With every card
    known (hindsight, not what the player could see): best the Tre di coppe, and as the
    cards really lay, 1 ⅔ points lost with the card played. The points lost above are an
    average over the ways the unseen cards could lie." Its figure is worded as the
    summary's (:func:`points_lost_text`), not as the decision's line ("Points lost: 1
    ⅓"), and the line says why the two may differ (a playtest read two figures of
    "points lost" for one card)."""
    seen = review.hindsight
    if seen is None:
        return ""
    return fill(_t("With every card known (hindsight, not what the player could see): "
                   "best %1, and as the cards really lay, %2 with the card played. The "
                   "points lost above are an average over the ways the unseen cards could "
                   "lie."), card_words(seen.best), points_lost_text(seen.lost))


def counted_thirds(review: DecisionReview) -> int:
    """The thirds a decision lost as the pane shows and counts them: whole thirds rounded
    down (:func:`lost_text`), so a loss under a third ("the best choice, or as good as
    it") counts 0."""
    return math.floor(review.lost + TOLERANCE)


def deal_thirds(review: MatchReview, deal: int) -> int:
    """The thirds lost in dealing ``deal``: the sum of its decisions' :func:`counted_thirds`."""
    return sum(counted_thirds(d) for d in review.decisions if d.deal == deal)


def points_lost_text(thirds: int) -> str:
    """``thirds`` lost (whole thirds, >= 0) worded with the points' number (R6: points
    and thirds): "no points lost", "⅔ of a point lost" (under a point: "⅔ di punto
    perso"), "1 point lost", "1 ⅓ points lost". Qt's plural forms count whole numbers
    only; English and Italian both say a fraction under one "of a point" and anything
    above one in the plural."""
    if thirds <= 0:
        return _t("no points lost")
    if thirds < POINT:
        return fill(_t("%1 of a point lost"), points_text(thirds))
    if thirds == POINT:
        return _t("1 point lost")
    return fill(_t("%1 points lost"), points_text(thirds))


def summary_head(review: MatchReview, name: str) -> str:
    """The summary's first words, plain text: "Ada's play: 1 ⅓ points lost in 2 deals",
    the sum of the details' figures for each deal (:func:`deal_thirds`) over the dealings
    played. The deals counted are those played to their end, as the match's result
    counts them; a deal the match ended in (a resignation) is added as "and an
    unfinished one", its losses in the sum."""
    deals = len(review.finished)
    lost = sum(deal_thirds(review, deal) for deal in review.dealings)
    if review.unfinished in review.dealings:
        text = QCoreApplication.translate(
            "Analysis", "%1's play: %2 in %n deals and an unfinished one", "", deals)
    else:
        text = QCoreApplication.translate("Analysis", "%1's play: %2 in %n deals", "", deals)
    return fill(text, name, points_lost_text(lost))


def deal_name(review: MatchReview, deal: int) -> str:
    """The details' name of dealing ``deal`` (the record's, voided ones counted), by its
    number as a deal of the match (:meth:`.MatchReview.deal_number`): "deal 2", or
    "deal 2 (unfinished)" when the match ended before it did."""
    number = review.deal_number(deal)
    if deal == review.unfinished:
        return fill(_t("deal %1 (unfinished)"), number)
    return fill(_t("deal %1"), number)


def nothing_to_analyse_text() -> str:
    """Why a match without a choice of the player cannot be analysed (the match-over
    box's Analyse button, History > Analyse the last match)."""
    return _t("Nothing to analyse: the match ended before you chose a card.")


def lost_meaning() -> str:
    """What "points lost" is measured against, and why a deal won can still show some (a
    newcomer's surprise): the tooltip of the summary's headline and of its details."""
    return _t("Points lost: what each of your cards cost against the best card at that "
              "moment, added up over the deal. The other players' mistakes are not counted, "
              "so you can win a deal and still lose points.")


def summary_html(review: MatchReview) -> tuple[str, list[Target]]:
    """The summary's details as rich text, and where its links lead (a link's address is
    the index of its target): the points lost in each deal (each a link to the deal's
    start: :func:`deal_thirds`, as points) and the worst three moments (links to the
    decision); the first words say what a point lost is measured against (the whole
    of it in :func:`lost_meaning`), within the line the details are given at 1024 x 600
    (``table_view.MIN_SCALE``). Their total is :func:`summary_head`'s, shown beside it,
    not repeated here."""
    worst_ones = review.worst()
    targets: list[Target] = [(deal, None) for deal in review.dealings]
    targets += [(d.deal, d.action) for d in worst_ones]
    deals = " \u00b7 ".join(
        f'<a href="{i}">{html.escape(deal_name(review, deal))}</a>: '
        f"{points_text(deal_thirds(review, deal))}"
        for i, deal in enumerate(review.dealings))
    worst = ", ".join(
        f'<a href="{len(review.dealings) + i}">'
        f"{html.escape(fill(_t('deal %1, trick %2'), review.deal_number(d.deal), d.trick + 1))}"
        "</a> "
        f'(<span style="color:{MARK_COLOURS[d.mark]}">'
        f"{lost_text(d.lost)}, {mark_text(d.mark) if d.mark else ''}</span>)"
        for i, d in enumerate(worst_ones))
    parts = [fill(_t("Points lost in each deal (each card against the best one at that "
                     "moment): %1."), deals)] if deals else []
    parts.append(fill(_t("Worst moments: %1"), worst) if worst else _t("No mistake found."))
    if not review.complete:
        parts.append(_t("(analysis stopped before the end)"))
    return " ".join(parts), targets

