"""Words for the player: log lines for events (the log keeps them as values:
:mod:`.log_lines`) and friendly reasons for refused moves. English source strings
through Qt's translation (context "Texts"); game terms stay Italian (napola, busso,
coppe, ...)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...engine import (
    Card,
    CardDrawn,
    CardPlayed,
    Collatondrione,
    DealScored,
    DealStarted,
    Declaration,
    DeclarationKind,
    Declared,
    EndedBy,
    Event,
    IllegalKind,
    IllegalReason,
    MatchEnded,
    MatchResult,
    PickedUp,
    PilesChosen,
    RedealAnswered,
    Rules,
    Signal,
    TrickWon,
    declaration_points,
)
from .game_terms import signal_word, sweep_word
from .levels import SeatLevels, bot_side_name


def side_label(side: int, names: tuple[str, ...], levels: SeatLevels | None = None, *,
               stacked: bool = False) -> str:
    """How a side is named on the table, in the summaries, the log and the history: the
    two partners' names with four players ("Ada & Cy"; ``stacked``: one partner a line,
    "Ada &\nCy", for a narrow column); the player's name with two. ``levels``: the
    seats' bot levels (one per seat, None for a person), when the caller has them: two
    bots of one level are named by their seats and the level once ("East & West
    (Beginner)", :func:`.levels.bot_side_name`). Decided from ``levels`` alone, never
    from the names (a person called "Beginner (East)" keeps the name); without
    ``levels``, the names joined."""
    if len(names) == 4:
        first, second = side, side + 2
        level = None if levels is None else levels[first]
        if level is not None and levels is not None and levels[second] == level:
            return bot_side_name(level, (first, second), stacked=stacked)
        return f"{names[first]} &{chr(10) if stacked else ' '}{names[second]}"
    return names[side]


def card_name(card: Card) -> str:
    """``card``'s name as the game says it in every language: "Asso di coppe" (R1)."""
    return f"{card.rank.italian} di {card.suit.italian}"


def tr(text: str) -> str:
    """Translate ``text`` in the "Texts" context."""
    return QCoreApplication.translate("Texts", text)


def fill(template: str, *values: object) -> str:
    """``template`` with %1, %2... replaced by ``values`` (``str`` of each)."""
    for i, value in enumerate(values, start=1):
        template = template.replace(f"%{i}", str(value))
    return template


#: Engine refusals worded for the player (R4, R7, R8, R10), by kind, marked for the
#: translation scanner (context "Texts") and translated in :func:`friendly_reason`; %1 is
#: the suit (Italian). Other kinds keep the engine's own sentence. (The marker is typed
#: ``object`` in PySide6; it returns the text.)
_REASONS: dict[IllegalKind, object] = {
    IllegalKind.MUST_FOLLOW: QT_TRANSLATE_NOOP("Texts", "You must follow %1"),
    IllegalKind.FALSE_BUSSO: QT_TRANSLATE_NOOP(
        "Texts", "Busso needs three cards of %1, one of them a Tre, Due or Asso"),
    IllegalKind.FALSE_STRISCIO_LAST: QT_TRANSLATE_NOOP(
        "Texts", "Striscio needs another card of %1 after this one"),
    IllegalKind.FALSE_STRISCIO_HONOUR: QT_TRANSLATE_NOOP(
        "Texts", "No striscio with this card while you hold a Tre, Due or Asso of %1"),
    IllegalKind.FALSE_VOLO: QT_TRANSLATE_NOOP("Texts", "Volo is only for your last card of %1"),
    IllegalKind.NO_SIGNAL_FIRST_TRICK: QT_TRANSLATE_NOOP("Texts", "No signals in the first trick"),
    IllegalKind.LEADER_ONLY_SIGNALS: QT_TRANSLATE_NOOP(
        "Texts", "Only the leader of a trick signals, with the card led"),
    IllegalKind.ANSWER_REDEAL_FIRST: QT_TRANSLATE_NOOP("Texts", "Answer the redeal question first"),
    IllegalKind.MATCH_OVER: QT_TRANSLATE_NOOP("Texts", "The match is over"),
}


def friendly_reason(reason: IllegalReason) -> str:
    """The engine's refusal ``reason`` (``IllegalActionError.reason``) worded for the
    player and translated, by its kind and parameters (the suit); the engine's own
    sentence for a kind not worded here."""
    text = _REASONS.get(reason.kind)
    if text is None:
        return str(reason)
    suit = reason.suit.italian if reason.suit is not None else ""
    return fill(tr(str(text)), suit)  # i18n: marked above


#: Why no card of the hand may be led with a signal (R8), by the engine's refusal of the
#: signal with any card (then the same kind for every card: a hand with no suit of three
#: with a Tre, Due or Asso, a single card of each suit, two or more of each suit).
_HAND_REASONS: dict[IllegalKind, object] = {
    IllegalKind.FALSE_BUSSO: QT_TRANSLATE_NOOP(
        "Texts", "it needs three or more cards of one suit, one of them a Tre, Due or Asso"),
    IllegalKind.FALSE_STRISCIO_LAST: QT_TRANSLATE_NOOP(
        "Texts", "it needs two or more cards of one suit, one kept after the card led"),
    IllegalKind.FALSE_VOLO: QT_TRANSLATE_NOOP(
        "Texts", "it is for the last card of a suit, and you hold two or more of each suit"),
}


def signal_refusal(signal: Signal, reason: IllegalReason) -> str:
    """Why ``signal`` cannot be chosen for the lead, from the engine's refusal ``reason``
    of it with a card of the hand (``Match.explain``): for a signal no card of the hand
    allows (R8), "Busso is not possible with your hand now: it needs three or more cards
    of one suit, one of them a Tre, Due or Asso"; else the refusal
    (:func:`friendly_reason`: none in the first trick, only the leader signals)."""
    clause = _HAND_REASONS.get(reason.kind)
    if clause is None:
        return friendly_reason(reason)
    return fill(tr("%1 is not possible with your hand now: %2"), signal_word(signal),
                tr(str(clause)))  # i18n: marked above


def no_signals(rules: Rules) -> str:
    """Why a signal's key does nothing in a match of ``rules`` without signals (R8): a
    two-player game has none (signals are for four players), else they were left off
    in the match's rules."""
    if rules.players == 2:
        return tr("Signals are not played in this game: they are for four players")
    return tr("Signals are not played in this match: its rules leave them off")


#: The fractions of a point (R6: points are counted in thirds).
_FRACTIONS = ("", "\u2153", "\u2154")  # "", "⅓", "⅔"


def points_text(thirds: int) -> str:
    """Card value ``thirds`` (an int, in thirds of a point, R6) as whole points plus a
    fraction, the one convention of the whole table: 0 -> "0", 1 -> "⅓", 23 -> "7 ⅔",
    -4 -> "-1 ⅓"."""
    sign = "-" if thirds < 0 else ""
    whole, rest = divmod(abs(thirds), 3)
    if not rest:
        return f"{sign}{whole}"
    return f"{sign}{whole} {_FRACTIONS[rest]}" if whole else f"{sign}{_FRACTIONS[rest]}"


def declaration_text(points: int, declaration: Declaration) -> str:
    """A declaration's worth and name (R5), the one convention of the whole table:
    "+3 (tris di Assi)"; ``points`` are whole points, ``declaration`` is worded by the
    engine (``str(Declaration)``, Italian game terms). A quaterna that completes a
    tris declared before scores less than a quaterna (R5: the difference) and says so:
    "+1 (tris di Tre becomes quaterna: 4)"."""
    tris = upgraded_tris(points, declaration)
    if tris is not None:
        return fill(tr("+%1 (%2 becomes quaterna: %3)"), points, tris,
                    declaration_points(declaration))
    return fill(tr("+%1 (%2)"), points, declaration)


def upgraded_tris(points: int, declaration: Declaration) -> Declaration | None:
    """The tris declared before that ``declaration`` upgrades, worth ``points`` (R5: a
    quaterna completing a declared tris scores the difference), else None."""
    if (declaration.kind is DeclarationKind.QUATERNA
            and points != declaration_points(declaration)):
        return Declaration(DeclarationKind.TRIS, rank=declaration.rank)
    return None


def declared_line(event: Declared, names: tuple[str, ...]) -> str:
    """The log's line of a declaration (R5), its name and worth said once, then its
    cards: "Ada declares tris di Tre +3: Tre di denari, Tre di coppe, Tre di spade"; a
    quaterna completing a tris declared before says it scores the difference: "Ada
    declares quaterna di Tre +1 (the tris di Tre becomes quaterna: 4): Tre di bastoni"."""
    cards = ", ".join(card_name(c) for c in event.cards)
    declaration = event.declaration
    tris = upgraded_tris(event.points, declaration)
    if tris is not None:
        return fill(tr("%1 declares %2 +%3 (the %4 becomes quaterna: %5): %6"),
                    names[event.seat], declaration, event.points, tris,
                    declaration_points(declaration), cards)
    return fill(tr("%1 declares %2 +%3: %4"), names[event.seat], declaration, event.points,
                cards)


def end_sentence(result: MatchResult, names: tuple[str, ...],
                 levels: SeatLevels | None = None) -> str:
    """The log's last line of a match, a translated sentence (R9): "Giocatore wins
    13-4 after 1 deal" with an en dash (the winner's points first), "Draw 11-11 after
    4 deals", "Ada resigns, 4-7 after 1 deal" (R10: a resignation is nobody's win; the
    resigning side's points first). ``levels``: the seats' bot levels, see
    :func:`side_label`."""
    a, b = result.points
    one = result.deals == 1
    if result.winner is None and result.loser is None:
        text = tr("Draw %1\u2013%2 after 1 deal") if one else tr(
            "Draw %1\u2013%2 after %3 deals")
        return fill(text, a, b, result.deals)
    if result.ended_by is EndedBy.RESIGN and result.loser is not None:
        loser = result.loser
        if len(names) == 4:  # a pair of partners: plural verb
            text = tr("%1 resign, %2\u2013%3 after 1 deal") if one else tr(
                "%1 resign, %2\u2013%3 after %4 deals")
        else:
            text = tr("%1 resigns, %2\u2013%3 after 1 deal") if one else tr(
                "%1 resigns, %2\u2013%3 after %4 deals")
        return fill(text, side_label(loser, names, levels), result.points[loser],
                     result.points[1 - loser], result.deals)
    winner = result.winner if result.winner is not None else 1 - (result.loser or 0)
    if len(names) == 4:  # a pair of partners: plural verb
        text = tr("%1 win %2\u2013%3 after 1 deal") if one else tr(
            "%1 win %2\u2013%3 after %4 deals")
    else:
        text = tr("%1 wins %2\u2013%3 after 1 deal") if one else tr(
            "%1 wins %2\u2013%3 after %4 deals")
    return fill(text, side_label(winner, names, levels), result.points[winner],
                 result.points[1 - winner], result.deals)


def result_line(result: MatchResult, names: tuple[str, ...],
                levels: SeatLevels | None = None) -> str:
    """The demo's result line (a contract parsed by other checks; keep it exact):
    ``result: <winner side> <points>-<points> after <n> deals``, winner's points
    first; ``result: draw <p>-<p> after <n> deals`` for a draw. ``levels``: the seats'
    bot levels, see :func:`side_label`."""
    a, b = result.points
    if result.winner is None and result.loser is None:
        return f"result: draw {a}-{b} after {result.deals} deals"
    winner = result.winner if result.winner is not None else 1 - (result.loser or 0)
    mine, theirs = result.points[winner], result.points[1 - winner]
    return f"result: {side_label(winner, names, levels)} {mine}-{theirs} after {result.deals} deals"


def describe_event(event: Event, names: tuple[str, ...],
                   levels: SeatLevels | None = None) -> str | None:
    """A log line for ``event`` (public information only), None for no line; the sides
    named by :func:`side_label` of ``names`` and ``levels``."""
    if isinstance(event, CardPlayed):
        if event.pile is not None:  # R3.3: a mazzetti pile top
            return fill(tr("%1 plays %2 from a pile"), names[event.seat], card_name(event.card))
        if event.signal is not None:
            return fill(tr("%1 plays %2 (%3)"), names[event.seat], card_name(event.card),
                         signal_word(event.signal))
        return fill(tr("%1 plays %2"), names[event.seat], card_name(event.card))
    if isinstance(event, TrickWon):
        return fill(tr("%1 takes trick %2 (worth %3)"), names[event.seat], event.number + 1,
                     points_text(event.thirds))
    if isinstance(event, Declared):
        return declared_line(event, names)
    if isinstance(event, DealStarted):
        if event.spareggio:
            return fill(tr("Deal %1, dealer %2 \u2014 spareggio %3"), event.number,
                         names[event.dealer], event.spareggio)
        return fill(tr("Deal %1, dealer %2"), event.number, names[event.dealer])
    if isinstance(event, DealScored):
        s = event.score
        sides = (side_label(0, names, levels), side_label(1, names, levels))
        if s.sweep is not None and s.sweep_side is not None:
            return fill(tr("Deal scored: %1 %2, %3 %4 \u2014 %5 (%6)"), sides[0], s.points[0],
                         sides[1], s.points[1], sweep_word(s.sweep), sides[s.sweep_side])
        return fill(tr("Deal scored: %1 %2, %3 %4"), sides[0], s.points[0], sides[1],
                     s.points[1])
    if isinstance(event, MatchEnded):
        return end_sentence(event.result, names, levels)
    if isinstance(event, RedealAnswered):
        return fill(tr("%1 asks for a new deal") if event.asked else tr("%1 keeps the hand"),
                     names[event.seat])
    if isinstance(event, Collatondrione):
        return fill(tr("%1 has napoletana decima of %2!"), names[event.seat],
                     event.suit.italian)
    if isinstance(event, CardDrawn):
        return fill(tr("%1 draws %2"), names[event.seat], card_name(event.card))
    if isinstance(event, PickedUp):
        return fill(tr("%1 picks up %2"), names[event.seat], card_name(event.card))
    if isinstance(event, PilesChosen):
        return fill(tr("%1 chooses piles"), names[event.seat])
    return None
