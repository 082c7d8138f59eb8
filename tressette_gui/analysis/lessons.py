"""The rule that applies right now, for someone who has never played (issue 16's guided
first match); no Qt.

:func:`lesson` reads a seat's observation on its turn and says, as a typed
:class:`Lesson`, which rule decides this turn and which cards it is about: the redeal
question (R7), a declaration offered (R5), a lead (any card; the signals of R8), a
partner's signal to answer (R8: busso, striscio, or volo, his last card of the suit),
following suit and why the other cards are dimmed (the engine's
:class:`~tressette_gui.engine.IllegalReason`, R4), having no card of the suit led (R4),
a card that takes the trick because the Tre beats the Asso (R1), and
what the trick is worth in thirds (R1, R6). The cards it names glow on the table;
:func:`tressette_gui.analysis.reasons.reasons_for` adds the evaluator's reason for the
card a lesson is about. The app words the lesson in its languages from these fields.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum

from ..engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declare,
    IllegalKind,
    IllegalReason,
    Observation,
    Phase,
    Play,
    Signal,
    Suit,
    declaration_points,
)

__all__ = ["Lesson", "LessonKind", "lesson"]


class LessonKind(Enum):
    """Which rule decides the turn (the fields of :class:`Lesson` it fills)."""

    REDEAL = "redeal"  #: R7: a hand under one point may ask for a new deal
    DECLARE = "declare"  #: R5: ``declaration`` offered, ``cards`` its cards, ``count`` points
    LEAD_FIRST = "lead_first"  #: R4: the deal's first lead, any card, no signal yet (R8)
    LEAD = "lead"  #: R4, R8: a lead, any card, with a signal if the hand allows
    ANSWER_SIGNAL = "answer_signal"  #: R8: the partner led ``suit`` with ``signal`` (busso,
    #: striscio or volo: his last card of the suit)
    TAKES = "takes"  #: R1, R4: ``cards[0]`` beats ``cards[1]``, the best card so far
    FOLLOW = "follow"  #: R4: ``cards`` of ``suit`` may be played, ``count`` are dimmed
    VOID = "void"  #: R4: no card of ``suit``: any card, none of them takes the trick


@dataclass(frozen=True, slots=True)
class Lesson:
    """What to learn on this turn: ``kind``; ``cards`` to light up on the table (the
    main one first); ``suit`` led; ``thirds`` already in the trick (R1: an Asso 3, a
    Tre, Due or figure 1, 3 thirds make a point); ``declaration``, ``signal`` and
    ``count`` where the kind says."""

    kind: LessonKind
    cards: tuple[Card, ...] = ()
    suit: Suit | None = None
    thirds: int = 0
    declaration: Declaration | None = None
    signal: Signal | None = None
    count: int = 0


def lesson(obs: Observation, explain: Callable[[Play], IllegalReason]) -> Lesson | None:
    """The lesson of ``obs.seat``'s turn, None when it is not its turn (or the pile
    choice of a mazzetti, not taught). ``explain`` gives the engine's reason why a play
    is not legal now (``Match.explain``)."""
    if obs.phase is Phase.REDEAL and obs.legal_actions:
        return Lesson(LessonKind.REDEAL, obs.hand)
    declares = [a.declaration for a in obs.legal_actions if isinstance(a, Declare)]
    if declares:
        decl = declares[0]
        return Lesson(LessonKind.DECLARE, tuple(c for c in decl.cards_needed if c in obs.hand),
                      declaration=decl, count=declaration_points(decl, _before(obs, decl)))
    plays = [a for a in obs.legal_actions if isinstance(a, Play)]
    if not plays or obs.phase is not Phase.PLAY:
        return None
    if not obs.trick:
        kind = LessonKind.LEAD if obs.rules.signals and obs.trick_number > 0 \
            else LessonKind.LEAD_FIRST
        return Lesson(kind)
    return _follow(obs, plays, explain)


def _follow(obs: Observation, plays: list[Play],
            explain: Callable[[Play], IllegalReason]) -> Lesson:
    leader, led = obs.trick[0]
    suit, thirds = led.suit, sum(c.thirds for _, c in obs.trick)
    best = max((c for _, c in obs.trick if c.suit == suit))
    allowed = tuple(dict.fromkeys(p.card for p in plays))
    partner = (obs.seat + 2) % 4 if obs.players == 4 else None
    if leader == partner and obs.trick_signal is not None \
            and any(c.suit == suit for c in allowed):
        return Lesson(LessonKind.ANSWER_SIGNAL, tuple(c for c in allowed if c.suit == suit),
                      suit=suit, thirds=thirds, signal=obs.trick_signal)
    if not any(c.suit == suit for c in allowed):
        return Lesson(LessonKind.VOID, allowed, suit=suit, thirds=thirds)
    winners = sorted((c for c in allowed if c.suit == suit and c > best), reverse=True)
    if winners and best.rank.is_honour:
        return Lesson(LessonKind.TAKES, (winners[0], best), suit=suit, thirds=thirds)
    dimmed = [c for c in obs.hand if c not in allowed]
    why = [explain(Play(c)) for c in dimmed]  # the engine's reason for each dimmed card
    must = next((r.suit for r in why if r.kind is IllegalKind.MUST_FOLLOW), suit)
    return Lesson(LessonKind.FOLLOW, allowed, suit=must, thirds=thirds, count=len(dimmed))


def _before(obs: Observation, decl: Declaration) -> DeclarationKind | None:
    """What ``obs.seat`` declared before of ``decl``'s rank this deal (a tris that a
    quaterna completes, R5)."""
    return next((d.declaration.kind for d in obs.declarations if d.seat == obs.seat
                 and d.declaration.rank is not None and d.declaration.rank == decl.rank), None)
