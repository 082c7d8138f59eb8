"""What the table shows, as a plain value (no Qt): :class:`TableState`, and the
:class:`Step` values the animation director plays (made from engine events by
:mod:`.steps`).

A :class:`TableState` holds only what one seat's :class:`Observation` holds (its
own hand, counts of hidden cards, public cards): never the hidden deal. That seat
is the *viewer* (``me``): the human at seat 0 against bots, or in a hot-seat game
the human whose turn it is; while ``concealed``, even the viewer's own hand is
shown as backs (the hot-seat cover is up, or the players change places). Only the
replay viewer of a finished match shows every hand face up (``open_hands``).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import Enum

from ...engine import (
    Card,
    Declaration,
    Event,
    Observation,
    PileView,
    Signal,
    sort_key,
    thirds_with_last_trick,
)
from .card_ids import CardId

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
    """A speech label by ``seat``: ``kind`` and a game-term ``detail`` (Italian; of a
    signal, the engine's ``Signal`` value, worded by ``note_text`` when shown);
    ``points`` and ``declaration``: the whole points and the combination of a
    declaration (R5, from the engine's ``Declared``), else 0 and None."""

    seat: int
    kind: NoteKind
    detail: str = ""
    points: int = 0
    declaration: Declaration | None = None


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
    - ``signal``: the lead signal of the running trick (R8), else None: shown in the
      speech label by the leader whenever no other note is (:meth:`speech`), from the
      lead until the trick is taken.
    - ``note``: a speech label, else None; ``declarations``: the declarations made
      since ``me`` last played a card (R5), each as its Note, in order: the table keeps
      a badge by each declarer's seat, so one made while the others play is still there
      at ``me``'s turn (a speech label goes with the declarer's card). Empty in the
      replay viewer (``open_hands``), which goes at the viewer's pace.
    - ``open_hands``: every seat's hand face up, in seat order (the replay viewer of a
      finished match; ``hand`` is then ``open_hands[me]`` and ``hidden`` all 0); empty
      during play, where only the viewer's hand is known.
    - ``known``: the opponent's cards known to be in its hand (two-player a pesca,
      R3.2): drawn face up or declared (R5) and not played yet, sorted as a hand (see
      :func:`known_cards`); empty otherwise.
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
    declarations: tuple[Note, ...] = ()
    open_hands: tuple[tuple[Card, ...], ...] = ()
    known: tuple[Card, ...] = ()
    signal: Signal | None = None

    def speech(self) -> Note | None:
        """The speech label to show: :attr:`note`, else the running trick's lead
        :attr:`signal` by its leader (so a signal stays through the trick), else None."""
        if self.note is not None or self.signal is None or not self.trick:
            return self.note
        return Note(self.trick[0][0], NoteKind.SIGNAL, self.signal.value)

    @property
    def shows_known(self) -> bool:
        """True when the table keeps the opponent's known cards (:attr:`known`): two
        players with a stock (a pesca, R3.2), during play (not the replay viewer)."""
        return self.players == 2 and self.has_stock and not self.open_hands

    @classmethod
    def empty(cls, players: int, me: int = 0, *, concealed: bool = False,
              has_stock: bool = False) -> TableState:
        """A bare table for ``players`` (4 or 2) seats seen by ``me``."""
        return cls(players=players, me=me, concealed=concealed, has_stock=has_stock,
                   hidden=(0,) * players, piles=((),) * players)

    def sees(self, seat: int) -> bool:
        """True when ``seat``'s hand is the viewer's own, shown face up (uncovered)."""
        return seat == self.me and not self.concealed

    def face_up(self, seat: int) -> bool:
        """True when ``seat``'s hand is shown face up: the viewer's (uncovered), or any
        hand in the replay viewer (``open_hands``)."""
        return bool(self.open_hands) or self.sees(seat)

    def cards_of(self, seat: int) -> tuple[Card, ...]:
        """The cards of ``seat``'s hand shown face up, () when they are backs."""
        if self.sees(seat):
            return self.hand
        return self.open_hands[seat] if self.open_hands else ()

    def with_cards(self, seat: int, cards: tuple[Card, ...]) -> TableState:
        """This state with ``seat``'s face-up hand replaced by ``cards`` (the viewer's
        ``hand`` and, in the replay viewer, its entry of ``open_hands``)."""
        hands = tuple(cards if s == seat else h for s, h in enumerate(self.open_hands))
        return replace(self, hand=cards if self.sees(seat) else self.hand, open_hands=hands)


@dataclass(frozen=True, slots=True)
class Step:
    """One animated step: show ``state``.

    ``renames`` are (old, new) identities of card items that change meaning first
    (:data:`~.card_ids.CardId`, as :func:`~.layout.place_cards` gives them); ``origin``
    is the seat new card items come from (None: they fade in where they go); ``order``
    lists new items in dealing order, for a card-by-card deal; ``events`` are the engine
    events the table begins to show with this step (the log words them as it starts;
    not compared: two steps showing the same are equal).
    """

    kind: StepKind
    state: TableState
    renames: tuple[tuple[CardId, CardId], ...] = ()
    origin: int | None = None
    order: tuple[CardId, ...] = ()
    events: tuple[Event, ...] = field(default=(), compare=False)


def known_cards(obs: Observation) -> tuple[Card, ...]:
    """The cards of the other seats that ``obs.seat`` knows to be in their hands: drawn
    face up from the stock (R3.2, ``obs.draws``) or shown in a declaration (R5, public,
    ``obs.declarations``) this deal, and not played since (in ``obs.tricks`` or
    ``obs.trick``); each once, sorted by suit and rank as a hand is
    (:func:`~tressette_gui.engine.cards.sort_key`). Only what the seat may know: never
    its own draws or declarations, never a hidden card."""
    played = {c for t in obs.tricks for _, c in t.plays} | {c for _, c in obs.trick}
    seen = {card for _, seat, card in obs.draws if seat != obs.seat}
    seen.update(c for d in obs.declarations if d.seat != obs.seat for c in d.cards)
    return tuple(sorted(seen - played, key=sort_key))


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
        signal=obs.trick_signal,
        won=(tuple(won[0]), tuple(won[1])),
        last_trick=obs.tricks[-1].plays if obs.tricks else (),
        thirds=thirds_with_last_trick(obs.captured_thirds, obs.last_trick_side),
        declared=(declared[0], declared[1]),
        scores=obs.scores,
        known=known_cards(obs) if obs.players == 2 else (),
    )


def open_table(obs: Observation, hands: tuple[tuple[Card, ...], ...]) -> TableState:
    """The table for ``obs`` with every hand face up: ``hands`` are every seat's cards in
    seat order, each sorted as an observation sorts its hand (the replay viewer)."""
    state = from_observation(obs)
    return replace(state, hand=hands[obs.seat], open_hands=hands,
                   hidden=(0,) * obs.players)
