"""What the table shows, as a plain value, and how engine events change it (no Qt).

The table never diffs engine states (DESIGN.md section 2): it turns each batch of
events from ``Match.apply`` into a list of :class:`Step` values, each holding the
:class:`TableState` to show after that step and the card keys that changed meaning
(a face-down card of a bot becoming the card it played). The animation director
moves the card items from one step to the next.

A :class:`TableState` holds only what one seat's :class:`Observation` holds (its
own hand, counts of hidden cards, public cards): never the hidden deal. That seat
is the *viewer* (``me``): the human at seat 0 against bots, or in a hot-seat game
the human whose turn it is; while ``concealed``, even the viewer's own hand is
shown as backs (the hot-seat cover is up, or the players change places).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from enum import Enum

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
)
from ...engine.scoring import LAST_TRICK_THIRDS

#: Cards in each dealt pile of mazzetti (R3.3).
PILE_CARDS = 5


class StepKind(Enum):
    """How a step is animated (the director maps each kind to a duration)."""

    PLAY = "play"  #: a card glides to the trick (R4)
    WINNER = "winner"  #: the finished trick stays while its winner is highlighted
    COLLECT = "collect"  #: the trick slides to the winner's pile
    CLEAR = "clear"  #: the last deal's cards leave the table
    DEAL = "deal"  #: cards fly from the dealer, one by one (R3)
    DRAW = "draw"  #: a card drawn from the stock is shown (R3.2)
    SHOW = "show"  #: a declaration's cards are shown face up (R5)
    HIDE = "hide"  #: shown cards go back
    NOTE = "note"  #: an announcement only (redeal answer, napoletana decima)
    MOVE = "move"  #: piles chosen, a pile top turned, an honour picked up (R3.3)
    SETTLE = "settle"  #: the state as the observation says, at the end of a batch


class NoteKind(Enum):
    """What a seat announces in a speech label; the scene words it."""

    SIGNAL = "signal"  #: detail: busso / striscio / volo (R8)
    DECLARATION = "declaration"  #: detail: e.g. "napola di coppe" (R5)
    REDEAL_ASKED = "redeal_asked"  #: R7
    REDEAL_KEPT = "redeal_kept"  #: R7
    DECIMA = "decima"  #: detail: the suit (R5, napoletana decima)


@dataclass(frozen=True, slots=True)
class Note:
    """A speech label by ``seat``: ``kind`` and a game-term ``detail`` (Italian)."""

    seat: int
    kind: NoteKind
    detail: str = ""


@dataclass(frozen=True, slots=True)
class TableState:
    """The table as seat ``me`` sees it. Pairs are per side (side = seat % 2).

    - ``hand``: ``me``'s cards, sorted by suit then strength (R1);
      ``hidden``: per seat, face-down cards in the hand (0 for ``me``).
    - ``stock``: cards in the stock (spizzichino); ``piles``: per seat, its
      mazzetti piles; ``free_piles``: dealt piles still to choose (R3.3).
    - ``trick``: (seat, card) of the running trick; ``winner``: the seat being
      highlighted as the trick's winner, else None.
    - ``won``: the cards captured by each side this deal; ``last_trick``: the
      plays of the previous trick of this deal (for the last-trick view; empty
      when a new deal starts).
    - ``shown``: (seat, cards) of a declaration on show, else None;
      ``drawn``: (seat, card) of a card just drawn from the stock, on show face
      up in the middle of the table (R3.2), else None.
    - ``has_stock``: the game has a stock (spizzichino), so the table shows it
      with its count, or says it is empty.
    - ``concealed``: ``me``'s hand is face down too (its size is in ``hidden``,
      ``hand`` is empty): the hot-seat cover hides every private card.
    - ``thirds``: captured card value per side this deal, in thirds, with the
      last-trick point (3 thirds) once the last trick is taken (R6);
      ``declared``: declared whole points per side this deal (R5);
      ``scores``: match points per side (R7).
    - ``note``: a speech label, else None.
    """

    players: int
    me: int = 0
    concealed: bool = False
    dealer: int = 0
    turn: int | None = None
    deal_number: int = 0
    hand: tuple[Card, ...] = ()
    hidden: tuple[int, ...] = ()
    stock: int = 0
    piles: tuple[tuple[PileView, ...], ...] = ()
    free_piles: tuple[int, ...] = ()
    trick: tuple[tuple[int, Card], ...] = ()
    winner: int | None = None
    won: tuple[tuple[Card, ...], tuple[Card, ...]] = ((), ())
    last_trick: tuple[tuple[int, Card], ...] = ()
    shown: tuple[int, tuple[Card, ...]] | None = None
    drawn: tuple[int, Card] | None = None
    has_stock: bool = False
    thirds: tuple[int, int] = (0, 0)
    declared: tuple[int, int] = (0, 0)
    scores: tuple[int, int] = (0, 0)
    note: Note | None = None

    @classmethod
    def empty(cls, players: int, me: int = 0, *, concealed: bool = False,
              has_stock: bool = False) -> TableState:
        """A bare table for ``players`` (4 or 2) seats seen by ``me``."""
        return cls(players=players, me=me, concealed=concealed, has_stock=has_stock,
                   hidden=(0,) * players, piles=((),) * players)

    def sees(self, seat: int) -> bool:
        """True when ``seat``'s hand is shown face up: the viewer's, uncovered."""
        return seat == self.me and not self.concealed


@dataclass(frozen=True, slots=True)
class Step:
    """One animated step: show ``state``.

    ``renames`` are (old key, new key) pairs of card items that change meaning
    first (keys as in :func:`~.layout.place_cards`); ``origin`` is the seat new
    card items come from (None: they fade in where they go); ``order`` lists new
    keys in dealing order, for a card-by-card deal.
    """

    kind: StepKind
    state: TableState
    renames: tuple[tuple[str, str], ...] = ()
    origin: int | None = None
    order: tuple[str, ...] = ()


def from_observation(obs: Observation, concealed: bool = False) -> TableState:
    """The table for ``obs`` (seen by seat ``obs.seat``, its hand face down when
    ``concealed``): see :class:`TableState`."""
    won: list[list[Card]] = [[], []]
    for trick in obs.tricks:
        won[trick.winner % 2].extend(c for _, c in trick.plays)
    declared = [0, 0]
    for d in obs.declarations:
        declared[d.seat % 2] += d.points
    return TableState(
        players=obs.players,
        me=obs.seat,
        concealed=concealed,
        dealer=obs.dealer,
        turn=obs.turn,
        deal_number=obs.deal_number,
        hand=() if concealed else obs.hand,
        hidden=tuple(0 if s == obs.seat and not concealed else n
                     for s, n in enumerate(obs.hand_sizes)),
        has_stock=obs.rules.variant == "spizzichino",
        stock=obs.stock_size,
        piles=obs.piles,
        free_piles=obs.free_piles,
        trick=obs.trick,
        won=(tuple(won[0]), tuple(won[1])),
        last_trick=obs.tricks[-1].plays if obs.tricks else (),
        thirds=running_thirds(obs.captured_thirds, obs.players, len(obs.tricks),
                              obs.tricks[-1].winner if obs.tricks else 0),
        declared=(declared[0], declared[1]),
        scores=obs.scores,
    )


def running_thirds(captured: tuple[int, int], players: int, tricks: int,
                   winner: int) -> tuple[int, int]:
    """The deal's running card value per side, in thirds (R6): ``captured`` thirds,
    plus the last-trick point (3 thirds) once all the deal's ``tricks`` are taken
    (10 with four ``players``, 20 with two), to the side of ``winner`` (the seat
    that took the last trick), or to a side that captured all 32 thirds
    (stramazzo, R6)."""
    if tricks < 40 // players:
        return captured
    side = winner % 2
    if 32 in captured:
        side = captured.index(32)
    bonus = (LAST_TRICK_THIRDS if side == 0 else 0, LAST_TRICK_THIRDS if side == 1 else 0)
    return captured[0] + bonus[0], captured[1] + bonus[1]


def split_batch(events: Sequence[Event]) -> list[list[Event]]:
    """Cut a batch of events after each ``DealScored`` and ``MatchEnded``, where the
    table stops for the end-of-deal and end-of-match dialogs (R6, R7)."""
    parts: list[list[Event]] = [[]]
    for event in events:
        parts[-1].append(event)
        if isinstance(event, DealScored | MatchEnded):
            parts.append([])
    return [p for p in parts if p]


def steps_for(state: TableState, events: Sequence[Event],
              final: Observation | None) -> list[Step]:
    """The steps that show ``events`` happening on ``state``.

    A pile top revealed by a play (R3.3) turns face up in the play's own step.
    ``final`` is the observation after the events (of seat ``state.me``): it gives
    the new hand of a new deal and the state of the closing SETTLE step. Pass None
    for a batch that ends with ``DealScored``/``MatchEnded`` (the table then stays
    as the last event left it). Raises ValueError for a ``DealStarted`` or a
    ``PilesChosen`` of ``me`` without ``final``.
    """
    steps: list[Step] = []
    for event in events:
        new = _event_steps(steps[-1].state if steps else state, event, final)
        if isinstance(event, PileTopRevealed) and new and steps \
                and steps[-1].kind is StepKind.PLAY:
            # R3.3: the card under a played pile top turns up as the top flies
            played = steps.pop()
            new = [replace(new[0], kind=StepKind.PLAY, origin=played.origin,
                           renames=played.renames + new[0].renames)]
        steps.extend(new)
    if final is not None:
        last = steps[-1].state if steps else state
        settled = replace(from_observation(final, state.concealed), last_trick=(
            final.tricks[-1].plays if final.tricks else last.last_trick))
        steps.append(Step(StepKind.SETTLE, settled))
    return steps


def _set(values: tuple[int, ...], index: int, value: int) -> tuple[int, ...]:
    return tuple(value if i == index else v for i, v in enumerate(values))


def _event_steps(s: TableState, event: Event, final: Observation | None) -> list[Step]:
    if isinstance(event, CardPlayed):
        return [_played(s, event)]
    if isinstance(event, TrickWon):
        side = event.seat % 2
        won = list(s.won)
        won[side] = won[side] + tuple(c for _, c in event.plays)
        captured = list(s.thirds)
        captured[side] += event.thirds
        thirds = running_thirds((captured[0], captured[1]), s.players, event.number + 1,
                                event.seat)
        return [
            Step(StepKind.WINNER, replace(s, winner=event.seat, turn=None, note=None)),
            Step(StepKind.COLLECT, replace(
                s, trick=(), winner=None, turn=event.seat, won=(won[0], won[1]),
                thirds=(thirds[0], thirds[1]), last_trick=event.plays, note=None)),
        ]
    if isinstance(event, CardDrawn):
        return _drawn(s, event)
    if isinstance(event, Declared):
        declared = list(s.declared)
        declared[event.seat % 2] += event.points
        shown = replace(s, shown=(event.seat, event.cards), declared=(declared[0], declared[1]),
                        note=Note(event.seat, NoteKind.DECLARATION, str(event.declaration)))
        return [Step(StepKind.SHOW, shown, origin=event.seat),
                Step(StepKind.HIDE, replace(shown, shown=None))]
    if isinstance(event, DealStarted):
        if final is None:
            raise ValueError("a new deal needs the observation after it")
        return _dealt(s, event, final)
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
        return [_piles_chosen(s, event, final)]
    if isinstance(event, PileTopRevealed):
        piles = [list(p) for p in s.piles]
        view = piles[event.seat][event.pile]
        if view.top == event.card:  # the observation already showed it
            return []
        piles[event.seat][event.pile] = PileView(event.card, view.size)
        return [Step(StepKind.MOVE, replace(s, piles=tuple(tuple(p) for p in piles)),
                     renames=((f"p{event.seat}.{event.pile}.{view.size - 1}", event.card.code),))]
    assert isinstance(event, PickedUp)
    piles = [list(p) for p in s.piles]
    old = piles[event.seat][event.pile]
    piles[event.seat][event.pile] = PileView(None, old.size - 1)
    moved = replace(s, piles=tuple(tuple(p) for p in piles))
    if s.sees(event.seat):
        return [Step(StepKind.MOVE, replace(
            moved, hand=tuple(sorted((*s.hand, event.card), key=sort_key))))]
    hidden = s.hidden[event.seat]
    return [Step(StepKind.MOVE, replace(moved, hidden=_set(s.hidden, event.seat, hidden + 1)),
                 renames=((event.card.code, f"h{event.seat}.{hidden}"),))]


def _played(s: TableState, event: CardPlayed) -> Step:
    seat = event.seat
    trick = (*s.trick, (seat, event.card))
    note = Note(seat, NoteKind.SIGNAL, event.signal.value) if event.signal else None
    if event.pile is not None:
        piles = [list(p) for p in s.piles]
        size = piles[seat][event.pile].size
        piles[seat][event.pile] = PileView(None, size - 1)
        return Step(StepKind.PLAY, replace(s, piles=tuple(tuple(p) for p in piles),
                                           trick=trick, turn=None, note=note))
    if s.sees(seat):
        hand = tuple(c for c in s.hand if c != event.card)
        return Step(StepKind.PLAY, replace(s, hand=hand, trick=trick, turn=None, note=note))
    count = s.hidden[seat]
    return Step(StepKind.PLAY,
                replace(s, hidden=_set(s.hidden, seat, count - 1), trick=trick, turn=None,
                        note=note),
                renames=((f"h{seat}.{count - 1}", event.card.code),))


def _drawn(s: TableState, event: CardDrawn) -> list[Step]:
    """R3.2: the card leaves the stock face up to the middle, where both players
    read it, then goes into the drawer's hand (as a back in a hidden hand)."""
    seat = event.seat
    code = event.card.code
    shown = replace(s, stock=s.stock - 1, drawn=(seat, event.card))
    if s.sees(seat):
        taken = replace(shown, drawn=None, hand=tuple(sorted((*s.hand, event.card),
                                                             key=sort_key)))
        into = code
    else:
        count = s.hidden[seat]
        taken = replace(shown, drawn=None, hidden=_set(s.hidden, seat, count + 1))
        into = f"h{seat}.{count}"
    return [Step(StepKind.DRAW, shown, renames=((f"s{s.stock - 1}", "d" + code),)),
            Step(StepKind.HIDE, taken, renames=(("d" + code, into),))]


def _dealt(s: TableState, event: DealStarted, final: Observation) -> list[Step]:
    n = s.players
    cleared = replace(TableState.empty(n, s.me, concealed=s.concealed, has_stock=s.has_stock),
                      dealer=event.dealer, deal_number=event.number, scores=s.scores)
    hand = () if final.phase is Phase.CHOOSE_PILES or s.concealed else final.hand
    dealt = replace(
        cleared, hand=hand,
        hidden=tuple(0 if cleared.sees(seat) else final.hand_sizes[seat] for seat in range(n)),
        stock=final.stock_size, free_piles=final.free_piles, piles=final.piles)
    return [Step(StepKind.CLEAR, cleared),
            Step(StepKind.DEAL, dealt, origin=event.dealer, order=deal_order(dealt))]


def deal_order(s: TableState) -> tuple[str, ...]:
    """Card keys of a freshly dealt table in the order the cards are dealt (R3):
    the dealt piles of mazzetti, or one card at a time counter-clockwise from the
    dealer's right, then the stock."""
    if s.free_piles:
        return tuple(f"f{i}.{j}" for i in s.free_piles for j in range(PILE_CARDS))
    n = s.players
    counts = [0] * n
    sizes = [len(s.hand) if s.sees(seat) else s.hidden[seat] for seat in range(n)]
    out: list[str] = []
    for k in range(sum(sizes)):
        seat = (s.dealer + 1 + k) % n
        while counts[seat] >= sizes[seat]:
            seat = (seat + 1) % n
        j = counts[seat]
        counts[seat] += 1
        out.append(s.hand[j].code if s.sees(seat) else f"h{seat}.{j}")
    out.extend(f"s{i}" for i in range(s.stock))
    return tuple(out)


def _piles_chosen(s: TableState, event: PilesChosen, final: Observation | None) -> Step:
    seat = event.seat
    renames: list[tuple[str, str]] = []
    hand = s.hand
    hidden = s.hidden
    if s.sees(seat):
        if final is None:
            raise ValueError("the player's chosen hand needs the observation after it")
        hand = final.hand
        codes = [c.code for c in hand]
        renames.extend((f"f{i}.{j}", codes[k * PILE_CARDS + j])
                       for k, i in enumerate(event.hand) for j in range(PILE_CARDS))
    else:
        renames.extend((f"f{i}.{j}", f"h{seat}.{k * PILE_CARDS + j}")
                       for k, i in enumerate(event.hand) for j in range(PILE_CARDS))
        hidden = _set(hidden, seat, 2 * PILE_CARDS)
    renames.extend((f"f{i}.{j}", f"p{seat}.{k}.{j}")
                   for k, i in enumerate(event.front) for j in range(PILE_CARDS))
    piles = list(s.piles)
    piles[seat] = (PileView(None, PILE_CARDS), PileView(None, PILE_CARDS))
    free = tuple(i for i in s.free_piles if i not in (*event.hand, *event.front))
    return Step(StepKind.MOVE, replace(s, hand=hand, hidden=hidden, piles=tuple(piles),
                                       free_piles=free), renames=tuple(renames))


def conceal(state: TableState) -> Step:
    """Turn the viewer's hand face down (hot-seat: before the players change
    places, and under the cover): the hand's cards become backs."""
    me = state.me
    hidden = _set(state.hidden, me, len(state.hand))
    return Step(StepKind.MOVE, replace(state, concealed=True, hand=(), hidden=hidden),
                renames=tuple((c.code, f"h{me}.{i}") for i, c in enumerate(state.hand)))


def reveal(state: TableState, obs: Observation) -> Step:
    """Turn the concealed hand of ``obs.seat`` (the viewer of ``state``) face up:
    the owner pressed the hot-seat cover. Raises ValueError for another seat."""
    if obs.seat != state.me:
        raise ValueError(f"the table is seen by seat {state.me}, not {obs.seat}")
    shown = replace(state, concealed=False, hand=obs.hand, hidden=_set(state.hidden, obs.seat, 0))
    if not state.concealed:
        return Step(StepKind.MOVE, shown)
    return Step(StepKind.MOVE, shown, renames=tuple(
        (f"h{obs.seat}.{i}", c.code) for i, c in enumerate(obs.hand)))
