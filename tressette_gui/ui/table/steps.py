"""How engine events change the table: each batch of events from ``Match.apply``
becomes a list of :class:`~.table_state.Step` values (no Qt).

The table never diffs engine states: each step holds the
:class:`~.table_state.TableState` to show after it and the card items that change
identity (a face-down card of a bot becoming the card it played). The animation
director moves the card items from one step to the next.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from ...engine import (
    Card,
    CardDrawn,
    CardPlayed,
    Collatondrione,
    DealScored,
    DealStarted,
    Declared,
    Event,
    MatchEnded,
    Observation,
    Phase,
    PickedUp,
    PilesChosen,
    PileTopRevealed,
    PileView,
    RedealAnswered,
    TrickWon,
    sort_key,
    thirds_with_last_trick,
)
from .card_ids import CardId, DealtPile, Face, HandBack, OnShow, PileBack, StockBack
from .table_state import (
    PILE_CARDS,
    Note,
    NoteKind,
    Step,
    StepKind,
    TableState,
    from_observation,
    open_table,
)

#: Every seat's cards, in seat order (the replay viewer's hands after the events).
Hands = tuple[tuple[Card, ...], ...]


def split_batch(events: Sequence[Event]) -> list[list[Event]]:
    """Cut a batch of events after each ``DealScored`` and ``MatchEnded``, where the
    table stops for the end-of-deal and end-of-match dialogs (R6, R7)."""
    parts: list[list[Event]] = [[]]
    for event in events:
        parts[-1].append(event)
        if isinstance(event, DealScored | MatchEnded):
            parts.append([])
    return [p for p in parts if p]


def steps_for(state: TableState, events: Sequence[Event], final: Observation | None, *,
              hands: Hands | None = None, settle: bool = True) -> list[Step]:
    """The steps that show ``events`` happening on ``state``.

    A pile top revealed by a play (R3.3) turns face up in the play's own step.
    ``final`` is the observation after the events (of seat ``state.me``): it gives
    the new hand of a new deal and, unless ``settle`` is False, the state of the
    closing SETTLE step. Pass None for a batch that ends with
    ``DealScored``/``MatchEnded`` (the table then stays as the last event left it).
    On a table with every hand face up (``state.open_hands``, the replay viewer),
    ``hands`` are every seat's cards after the events. Raises ValueError for a
    ``DealStarted`` or a ``PilesChosen`` of a face-up hand without ``final`` (and
    ``hands`` on an open table).

    Each event is in the ``events`` of the step that begins to show it, its first; an
    event that needs no step (the table shows it already) goes with the next step, the
    closing SETTLE step at the latest (after the last step, in none).
    """
    steps: list[Step] = []
    shown: tuple[Event, ...] = ()  # events that wait for a step
    for event in events:
        shown = (*shown, event)
        new = _event_steps(steps[-1].state if steps else state, event, final, hands)
        if isinstance(event, PileTopRevealed) and new and steps \
                and steps[-1].kind is StepKind.PLAY:
            # R3.3: the card under a played pile top turns up as the top flies
            played = steps.pop()
            new = [replace(new[0], kind=StepKind.PLAY, origin=played.origin,
                           renames=played.renames + new[0].renames)]
            shown = (*played.events, *shown)
        if new:
            new[0] = replace(new[0], events=shown)
            shown = ()
        steps.extend(new)
    if final is not None and settle:
        last = steps[-1].state if steps else state
        table = (open_table(final, _known(hands)) if state.open_hands
                 else from_observation(final, state.concealed))
        settled = replace(table, last_trick=(
            final.tricks[-1].plays if final.tricks else last.last_trick),
            declarations=last.declarations)  # the observation does not say since when
        steps.append(Step(StepKind.SETTLE, settled, events=shown))
    return steps


def _known(hands: Hands | None) -> Hands:
    if hands is None:
        raise ValueError("a table with every hand face up needs the hands after the events")
    return hands


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return tuple(value if i == index else v for i, v in enumerate(values))


def _event_steps(s: TableState, event: Event, final: Observation | None,
                 hands: Hands | None) -> list[Step]:
    if isinstance(event, CardPlayed):
        return [_played(s, event)]
    if isinstance(event, TrickWon):
        side = event.seat % 2
        won = list(s.won)
        won[side] = won[side] + tuple(c for _, c in event.plays)
        captured = list(s.thirds)
        captured[side] += event.thirds
        thirds = thirds_with_last_trick(captured, side if event.last else None)
        return [
            Step(StepKind.WINNER, replace(s, winner=event.seat, turn=None, note=None)),
            Step(StepKind.COLLECT, replace(
                s, trick=(), signal=None, winner=None, turn=event.seat,
                won=(won[0], won[1]),
                thirds=(thirds[0], thirds[1]), last_trick=event.plays, note=None)),
        ]
    if isinstance(event, CardDrawn):
        return _drawn(s, event)
    if isinstance(event, Declared):
        declared = list(s.declared)
        declared[event.seat % 2] += event.points
        note = Note(event.seat, NoteKind.DECLARATION, str(event.declaration), event.points,
                    event.declaration)
        shown = replace(s, shown=(event.seat, event.cards), declared=(declared[0], declared[1]),
                        note=note, declarations=() if s.open_hands  # the replay: at one's pace
                        else (*s.declarations, note))
        return [Step(StepKind.SHOW, shown, origin=event.seat),
                Step(StepKind.HIDE, replace(shown, shown=None))]
    if isinstance(event, DealStarted):
        if final is None:
            raise ValueError("a new deal needs the observation after it")
        return _dealt(s, event, final, hands)
    if isinstance(event, DealScored):
        points = event.score.points
        return [Step(StepKind.NOTE, replace(
            s, turn=None, note=None,
            scores=(s.scores[0] + points[0], s.scores[1] + points[1])))]
    if isinstance(event, MatchEnded):
        return [Step(StepKind.NOTE, replace(s, turn=None, note=None))]
    if isinstance(event, RedealAnswered):
        kind = NoteKind.REDEAL_ASKED if event.asked else NoteKind.REDEAL_KEPT
        return [Step(StepKind.NOTE, replace(s, note=Note(event.seat, kind)))]
    if isinstance(event, Collatondrione):
        return [Step(StepKind.NOTE, replace(
            s, note=Note(event.seat, NoteKind.DECIMA, event.suit.italian)))]
    if isinstance(event, PilesChosen):
        return [_piles_chosen(s, event, final, hands)]
    if isinstance(event, PileTopRevealed):
        piles = [list(p) for p in s.piles]
        view = piles[event.seat][event.pile]
        if view.top == event.card:  # the observation already showed it
            return []
        piles[event.seat][event.pile] = PileView(event.card, view.size)
        return [Step(StepKind.MOVE, replace(s, piles=tuple(tuple(p) for p in piles)),
                     renames=((PileBack(event.seat, event.pile, view.size - 1),
                               Face(event.card)),))]
    assert isinstance(event, PickedUp)
    piles = [list(p) for p in s.piles]
    old = piles[event.seat][event.pile]
    piles[event.seat][event.pile] = PileView(None, old.size - 1)
    moved = replace(s, piles=tuple(tuple(p) for p in piles))
    if s.face_up(event.seat):
        return [Step(StepKind.MOVE, moved.with_cards(event.seat, tuple(sorted(
            (*s.cards_of(event.seat), event.card), key=sort_key))))]
    hidden = s.hidden[event.seat]
    return [Step(StepKind.MOVE, replace(moved, hidden=_set(s.hidden, event.seat, hidden + 1)),
                 renames=((Face(event.card), HandBack(event.seat, hidden)),))]


def _played(s: TableState, event: CardPlayed) -> Step:
    seat = event.seat
    if seat == s.me:  # the viewer had its turn: the declarations' badges have been seen
        s = replace(s, declarations=())
    trick = (*s.trick, (seat, event.card))
    if event.signal is not None:  # the lead's: shown until the trick is taken (R8)
        s = replace(s, signal=event.signal)
    if event.pile is not None:
        piles = [list(p) for p in s.piles]
        size = piles[seat][event.pile].size
        piles[seat][event.pile] = PileView(None, size - 1)
        return Step(StepKind.PLAY, replace(s, piles=tuple(tuple(p) for p in piles),
                                           trick=trick, turn=None, note=None))
    if s.face_up(seat):
        hand = tuple(c for c in s.cards_of(seat) if c != event.card)
        return Step(StepKind.PLAY, replace(s.with_cards(seat, hand), trick=trick, turn=None,
                                           note=None))
    count = s.hidden[seat]
    known = tuple(c for c in s.known if c != event.card)  # R3.2: played, no longer held
    return Step(StepKind.PLAY,
                replace(s, hidden=_set(s.hidden, seat, count - 1), trick=trick, turn=None,
                        note=None, known=known),
                renames=((HandBack(seat, count - 1), Face(event.card)),))


def _drawn(s: TableState, event: CardDrawn) -> list[Step]:
    """R3.2: the card leaves the stock face up to the middle, where both players
    read it, then goes into the drawer's hand (as a back in a hidden hand)."""
    seat = event.seat
    shown = replace(s, stock=s.stock - 1, drawn=(seat, event.card))
    if s.face_up(seat):
        taken = replace(shown, drawn=None).with_cards(seat, tuple(sorted(
            (*s.cards_of(seat), event.card), key=sort_key)))
        into: CardId = Face(event.card)
    else:
        count = s.hidden[seat]
        known = (*s.known, event.card) if s.players == 2 and seat != s.me else s.known
        taken = replace(shown, drawn=None, hidden=_set(s.hidden, seat, count + 1), known=known)
        into = HandBack(seat, count)
    return [Step(StepKind.DRAW, shown, renames=((StockBack(s.stock - 1), OnShow(event.card)),)),
            Step(StepKind.HIDE, taken, renames=((OnShow(event.card), into),))]


def _dealt(s: TableState, event: DealStarted, final: Observation,
           hands: Hands | None) -> list[Step]:
    n = s.players
    cleared = replace(TableState.empty(n, s.me, concealed=s.concealed, has_stock=s.has_stock),
                      dealer=event.dealer, deal_number=event.number, scores=s.scores,
                      open_hands=((),) * n if s.open_hands else ())
    choosing = final.phase is Phase.CHOOSE_PILES
    hand = () if choosing or s.concealed else final.hand
    dealt = replace(
        cleared, hand=hand,
        hidden=tuple(0 if cleared.face_up(seat) else final.hand_sizes[seat] for seat in range(n)),
        stock=final.stock_size, free_piles=final.free_piles, piles=final.piles)
    if s.open_hands:
        dealt = replace(dealt, open_hands=((),) * n if choosing else _known(hands),
                        hand=() if choosing else _known(hands)[s.me])
    return [Step(StepKind.CLEAR, cleared),
            Step(StepKind.DEAL, dealt, origin=event.dealer, order=deal_order(dealt))]


def deal_order(s: TableState) -> tuple[CardId, ...]:
    """The card items of a freshly dealt table in the order the cards are dealt (R3):
    the dealt piles of mazzetti, or one card at a time counter-clockwise from the
    dealer's right, then the stock."""
    if s.free_piles:
        return tuple(DealtPile(i, j) for i in s.free_piles for j in range(PILE_CARDS))
    n = s.players
    counts = [0] * n
    sizes = [len(s.cards_of(seat)) if s.face_up(seat) else s.hidden[seat] for seat in range(n)]
    out: list[CardId] = []
    for k in range(sum(sizes)):
        seat = (s.dealer + 1 + k) % n
        while counts[seat] >= sizes[seat]:
            seat = (seat + 1) % n
        j = counts[seat]
        counts[seat] += 1
        out.append(Face(s.cards_of(seat)[j]) if s.face_up(seat) else HandBack(seat, j))
    out.extend(StockBack(i) for i in range(s.stock))
    return tuple(out)


def _piles_chosen(s: TableState, event: PilesChosen, final: Observation | None,
                  hands: Hands | None) -> Step:
    seat = event.seat
    renames: list[tuple[CardId, CardId]] = []
    hidden = s.hidden
    if s.face_up(seat):
        if final is None:
            raise ValueError("the player's chosen hand needs the observation after it")
        hand = _known(hands)[seat] if s.open_hands else final.hand
        s = s.with_cards(seat, hand)
        renames.extend((DealtPile(i, j), Face(hand[k * PILE_CARDS + j]))
                       for k, i in enumerate(event.hand) for j in range(PILE_CARDS))
    else:
        renames.extend((DealtPile(i, j), HandBack(seat, k * PILE_CARDS + j))
                       for k, i in enumerate(event.hand) for j in range(PILE_CARDS))
        hidden = _set(hidden, seat, 2 * PILE_CARDS)
    renames.extend((DealtPile(i, j), PileBack(seat, k, j))
                   for k, i in enumerate(event.front) for j in range(PILE_CARDS))
    piles = list(s.piles)
    piles[seat] = (PileView(None, PILE_CARDS), PileView(None, PILE_CARDS))
    free = tuple(i for i in s.free_piles if i not in (*event.hand, *event.front))
    return Step(StepKind.MOVE, replace(s, hidden=hidden, piles=tuple(piles),
                                       free_piles=free), renames=tuple(renames))


def conceal(state: TableState) -> Step:
    """Turn the viewer's hand face down (hot-seat: before the players change
    places, and under the cover): the hand's cards become backs."""
    me = state.me
    hidden = _set(state.hidden, me, len(state.hand))
    return Step(StepKind.MOVE, replace(state, concealed=True, hand=(), hidden=hidden),
                renames=tuple((Face(c), HandBack(me, i)) for i, c in enumerate(state.hand)))


def reveal(state: TableState, obs: Observation) -> Step:
    """Turn the concealed hand of ``obs.seat`` (the viewer of ``state``) face up:
    the owner pressed the hot-seat cover. Raises ValueError for another seat."""
    if obs.seat != state.me:
        raise ValueError(f"the table is seen by seat {state.me}, not {obs.seat}")
    shown = replace(state, concealed=False, hand=obs.hand, hidden=_set(state.hidden, obs.seat, 0))
    if not state.concealed:
        return Step(StepKind.MOVE, shown)
    return Step(StepKind.MOVE, shown, renames=tuple(
        (HandBack(obs.seat, i), Face(c)) for i, c in enumerate(obs.hand)))
