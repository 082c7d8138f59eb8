"""One deal as a state machine (R2-R8): whose turn, legal actions, apply.

``DealState.legal_actions()`` is the one source of legality (stable order);
``apply(action)`` refuses anything else with :class:`IllegalActionError` whose
message says why, and returns the events that happened. The state is mutable
for speed (bots search through it); use :meth:`DealState.copy` to branch.
Seats are numbered in turn order (R2): 0 South, 1 East, 2 North, 3 West with
four players, 0 and 1 with two; side = seat % 2.
"""

from __future__ import annotations

from bisect import bisect_left, insort
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from itertools import combinations

from .actions import (
    DECLARE,
    PICK_UP,
    PLAY_FROM_HAND,
    PLAY_FROM_PILE,
    PLAY_WITH_SIGNAL,
    Action,
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Declare,
    IllegalActionError,
    PickUp,
    Play,
    Redeal,
    Signal,
)
from .cards import CARD_THIRDS, Card, Rank, Suit, sort_key
from .events import (
    CardDrawn,
    CardPlayed,
    Collatondrione,
    Declared,
    Event,
    PickedUp,
    PilesChosen,
    PileTopRevealed,
    RedealAnswered,
    TrickWon,
)
from .rules import Rules
from .scoring import DealScore, score_deal

HONOUR_RANKS = (Rank.ASSO, Rank.DUE, Rank.TRE)
ASSO, DUE, TRE = Rank.ASSO.value, Rank.DUE.value, Rank.TRE.value
NAPOLA_OF = {s: Declaration(DeclarationKind.NAPOLA, suit=s) for s in Suit}
TRIS_OF = {r: Declaration(DeclarationKind.TRIS, rank=r) for r in HONOUR_RANKS}
QUATERNA_OF = {r: Declaration(DeclarationKind.QUATERNA, rank=r) for r in HONOUR_RANKS}
#: Mazzetti (R3.3): the 420 choices of the first chooser (two of the 8 dealt piles
#: for the hand, then two of the 6 left in front), in a stable order, built once.
FIRST_PILE_CHOICES: tuple[ChoosePiles, ...] = tuple(
    ChoosePiles((hand[0], hand[1]), (front[0], front[1]))
    for hand in combinations(range(8), 2)
    for front in combinations([i for i in range(8) if i not in hand], 2))
_SUIT_NAMES = ("coppe", "denari", "spade", "bastoni")


class Phase(Enum):
    """Where a deal stands."""

    CHOOSE_PILES = "choose_piles"  #: mazzetti: players pick their piles (R3.3)
    REDEAL = "redeal"  #: players under one point are asked (R7)
    PLAY = "play"  #: tricks are played (R4)
    OVER = "over"  #: scored, voided by a redeal, or ended by a napoletana decima


@dataclass(frozen=True, slots=True)
class Layout:
    """The cards of a deal as dealt (R3).

    ``hands``: per seat, the cards in the order received (empty in mazzetti);
    ``stock``: spizzichino's stock, top card first; ``piles``: mazzetti's 8 dealt
    piles of 5, each bottom card first (the last is the top).
    """

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()
    piles: tuple[tuple[Card, ...], ...] = ()

    def cards(self) -> list[Card]:
        """Every card of the layout (40 for a valid one)."""
        out = [c for hand in self.hands for c in hand] + list(self.stock)
        return out + [c for pile in self.piles for c in pile]


def deal_layout(deck: Sequence[Card], rules: Rules, dealer: int) -> Layout:
    """Deal a shuffled ``deck`` (40 cards, top first) as R3 says.

    Cards go counter-clockwise from the dealer's right, ``rules.deal_packet`` at a
    time; in spizzichino the remaining 20 are the stock; in mazzetti the deck is
    cut into 8 piles of 5. Raises ValueError if ``deck`` is not the 40 cards.
    """
    if sorted(deck) != list(range(40)):
        raise ValueError("a deck must hold each of the 40 cards once")
    n = rules.players
    if rules.variant == "mazzetti":
        piles = tuple(tuple(deck[5 * i:5 * i + 5]) for i in range(8))
        return Layout(hands=((),) * n, piles=piles)
    hands: list[list[Card]] = [[] for _ in range(n)]
    packet = rules.deal_packet
    for k in range(10 * n):
        hands[(dealer + 1 + k // packet) % n].append(deck[k])
    return Layout(hands=tuple(tuple(h) for h in hands), stock=tuple(deck[10 * n:]))


def check_layout(layout: Layout, rules: Rules) -> None:
    """Raise ValueError naming the problem if ``layout`` is not a valid deal for
    ``rules`` (40 distinct cards in the right places)."""
    n = rules.players
    cards = layout.cards()
    if len(cards) != 40 or len(set(cards)) != 40:
        raise ValueError(f"the deal must hold the 40 cards once each, it holds {len(cards)} "
                         f"cards of which {len(set(cards))} distinct")
    if len(layout.hands) != n:
        raise ValueError(f"{rules.variant} needs {n} hands, got {len(layout.hands)}")
    stock = 20 if rules.variant == "spizzichino" else 0
    if len(layout.stock) != stock:
        raise ValueError(f"{rules.variant} needs a stock of {stock} cards, "
                         f"got {len(layout.stock)}")
    if rules.variant == "mazzetti":
        if len(layout.piles) != 8 or any(len(p) != 5 for p in layout.piles):
            raise ValueError("mazzetti needs 8 piles of 5 cards")
        if any(layout.hands):
            raise ValueError("in mazzetti the hands come from the piles: deal no hands")
    elif layout.piles:
        raise ValueError(f"{rules.variant} deals no piles")
    elif any(len(h) != 10 for h in layout.hands):
        raise ValueError("every hand must hold 10 cards")


@dataclass(frozen=True, slots=True)
class Trick:
    """A finished trick: ``plays`` (seat, card) in order, its ``winner`` and the
    lead ``signal`` (R4, R8)."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    signal: Signal | None


def hand_thirds(cards: Sequence[Card]) -> int:
    """Card value of some cards in thirds (R1)."""
    return sum(CARD_THIRDS[c] for c in cards)


def true_signals(hand: Sequence[Card], card: Card) -> list[Signal]:
    """The signals (R8) that are true when leading ``card`` from ``hand``.

    Busso: at least three of the suit before playing, one a Tre, Due or Asso.
    Striscio: at least one more of the suit after this play, and not when leading
    a non-honour while holding an honour of the suit. Volo: the last of the suit.
    """
    return _suit_signals([c for c in hand if c // 10 == card // 10], card)


def _suit_signals(same: Sequence[Card], card: Card) -> list[Signal]:
    """:func:`true_signals` given ``same``, the hand's cards of ``card``'s suit."""
    has_honour = any(c % 10 >= ASSO for c in same)
    out = []
    if len(same) >= 3 and has_honour:
        out.append(Signal.BUSSO)
    if len(same) >= 2 and not (card % 10 < ASSO and has_honour):
        out.append(Signal.STRISCIO)
    if len(same) == 1:
        out.append(Signal.VOLO)
    return out


class DealState:
    """The state of one deal (R2-R8), hidden cards included. Create with :meth:`start`.

    Only the engine, records and tests read it; bots and views get an Observation.
    Main fields: ``hands`` (per seat, the cards held, kept sorted by card),
    ``piles`` (per seat, mazzetti piles bottom card first), ``stock`` (top first),
    ``trick`` ((seat, card) of the running trick), ``tricks`` (finished), per seat
    ``thirds_by_seat``/``tricks_by_seat``/``captured``, per side ``declared_points``
    (whole points), ``phase``, ``turn``, ``leader``, ``trick_number`` (0-based).
    """

    __slots__ = (
        "_declare_later",
        "_legal",
        "captured",
        "collatondrione",
        "dealer",
        "decl_ranks",
        "decl_suits",
        "declarations",
        "declared_points",
        "draws",
        "hands",
        "initial_hands",
        "last_trick_seat",
        "layout",
        "leader",
        "n",
        "phase",
        "picked",
        "pile_owner",
        "piles",
        "redeal_queue",
        "rules",
        "score",
        "stock",
        "thirds_by_seat",
        "trick",
        "trick_number",
        "trick_signal",
        "tricks",
        "tricks_by_seat",
        "turn",
        "voided",
    )

    rules: Rules
    n: int
    dealer: int
    layout: Layout
    phase: Phase
    turn: int
    leader: int
    hands: list[list[Card]]
    initial_hands: list[tuple[Card, ...]]
    piles: list[list[list[Card]]]
    pile_owner: list[int | None]
    stock: list[Card]
    trick: list[tuple[int, Card]]
    trick_signal: Signal | None
    trick_number: int
    tricks: list[Trick]
    captured: list[list[Card]]
    thirds_by_seat: list[int]
    tricks_by_seat: list[int]
    decl_suits: list[set[int]]
    decl_ranks: list[dict[int, DeclarationKind]]
    declarations: list[Declared]
    declared_points: list[int]
    draws: list[tuple[int, int, Card]]
    picked: list[tuple[int, int, Card]]
    redeal_queue: list[int]
    last_trick_seat: int | None
    score: DealScore | None
    collatondrione: Collatondrione | None
    voided: bool
    _declare_later: bool
    _legal: list[Action] | None

    @classmethod
    def start(cls, rules: Rules, dealer: int, layout: Layout) -> tuple[DealState, list[Event]]:
        """Start a deal from ``layout`` with ``dealer`` (R2, R3).

        Returns the state and the events of the opening (piles' tops, a napoletana
        decima). Raises ValueError for a layout that is not a valid deal.
        """
        check_layout(layout, rules)
        self = cls.__new__(cls)
        n = self.n = rules.players
        self.rules = rules
        self.dealer = dealer
        self.layout = layout
        self.leader = self.turn = (dealer + 1) % n
        self.hands = [sorted(h) for h in layout.hands]
        self.initial_hands = [tuple(h) for h in self.hands]
        self.piles = [[] for _ in range(n)]
        self.pile_owner = [None] * len(layout.piles)
        self.stock = list(layout.stock)
        self.trick = []
        self.trick_signal = None
        self.trick_number = 0
        self.tricks = []
        self.captured = [[] for _ in range(n)]
        self.thirds_by_seat = [0] * n
        self.tricks_by_seat = [0] * n
        self.decl_suits = [set() for _ in range(n)]
        self.decl_ranks = [{} for _ in range(n)]
        self.declarations = []
        self.declared_points = [0, 0]
        self.draws = []
        self.picked = []
        self.redeal_queue = []
        self.last_trick_seat = None
        self.score = None
        self.collatondrione = None
        self.voided = False
        # R5: two-player games with declare_drawn declare in any turn; else first turn only.
        self._declare_later = rules.variant != "tressette" and rules.declare_drawn
        self._legal = None
        events: list[Event] = []
        if rules.variant == "mazzetti":
            self.phase = Phase.CHOOSE_PILES
        else:
            self._open_play(events)
        return self, events

    # ----------------------------------------------------------------- queries
    def seat_to_act(self) -> int | None:
        """The seat whose turn it is, None when the deal is over."""
        return None if self.phase is Phase.OVER else self.turn

    def pile_tops(self, seat: int) -> list[Card | None]:
        """Face-up top card of each of ``seat``'s piles (None for an empty pile)."""
        return [p[-1] if p else None for p in self.piles[seat]]

    def legal_actions(self) -> list[Action]:
        """The legal actions of the seat to act, in a stable order (empty when over).

        Order: pick-ups, declarations, plays from the hand (by card), plays from
        piles; in choose-piles and redeal phases, the choices of that phase.
        """
        if self._legal is None:
            self._legal = self._generate()
        return self._legal

    def _generate(self) -> list[Action]:
        phase = self.phase
        if phase is Phase.PLAY:
            return self._play_actions()
        if phase is Phase.REDEAL:
            return [Redeal(True), Redeal(False)]
        if phase is Phase.CHOOSE_PILES:
            free = [i for i, owner in enumerate(self.pile_owner) if owner is None]
            if len(free) == 8:
                return list(FIRST_PILE_CHOICES)
            out: list[Action] = []
            for hand in combinations(free, 2):
                front = [i for i in free if i not in hand]
                out.append(ChoosePiles((hand[0], hand[1]), (front[0], front[1])))
            return out
        return []

    def _play_actions(self) -> list[Action]:
        seat = self.turn
        hand = self.hands[seat]  # kept sorted by card
        piles = self.piles[seat]
        out: list[Action] = []
        if piles:
            out += [PICK_UP[i] for i, p in enumerate(piles) if p and p[-1] % 10 >= ASSO]
        if self.rules.declarations and (self.trick_number == 0 or self._declare_later):
            out += [DECLARE[d] for d in self.declarable(seat)]
        if self.trick:  # R4: follow suit from the hand or an own pile top if able
            low = self.trick[0][1] // 10 * 10
            start = bisect_left(hand, low)
            end = bisect_left(hand, low + 10, start)
            tops = [(p[-1], i) for i, p in enumerate(piles) if p and low <= p[-1] < low + 10]
            if start < end or tops:
                out += [PLAY_FROM_HAND[c] for c in hand[start:end]]
                out += [PLAY_FROM_PILE[i][c] for c, i in tops]
                return out
        elif self.rules.signals and self.trick_number > 0:  # R8
            end = 0
            while end < len(hand):
                start, end = end, bisect_left(hand, hand[end] // 10 * 10 + 10, end)
                same = hand[start:end]
                for c in same:
                    out.append(PLAY_FROM_HAND[c])
                    out += [PLAY_WITH_SIGNAL[s][c] for s in _suit_signals(same, c)]
            return out
        out += [PLAY_FROM_HAND[c] for c in hand]
        if piles:
            out += [PLAY_FROM_PILE[i][p[-1]] for i, p in enumerate(piles) if p]
        return out

    def declarable(self, seat: int) -> list[Declaration]:
        """Combinations ``seat`` may declare now (R5), in a stable order: napole by
        suit, then tris or quaterna by rank (Asso, Due, Tre).

        Empty unless it is ``seat``'s turn in the play phase, declarations are on,
        and the timing of R5 allows it (tressette, or declare_drawn off: first
        turn only, initial cards only).
        """
        rules = self.rules
        if (not rules.declarations or self.phase is not Phase.PLAY or self.turn != seat
                or (self.trick_number > 0 and not self._declare_later)):
            return []
        honours = [c for c in self.hands[seat] if c % 10 >= ASSO]
        if not self._declare_later:
            initial = self.initial_hands[seat]
            honours = [c for c in honours if c in initial]
        if len(honours) < 3:
            return []
        out = []
        for suit in Suit:
            if (suit * 10 + ASSO in honours and suit * 10 + DUE in honours
                    and suit * 10 + TRE in honours and suit not in self.decl_suits[seat]):
                out.append(NAPOLA_OF[suit])
        done = self.decl_ranks[seat]
        held_of = [0] * 10
        for c in honours:
            held_of[c % 10] += 1
        for rank in HONOUR_RANKS:
            held = held_of[rank]
            if held == 4 and done.get(rank) is not DeclarationKind.QUATERNA:
                out.append(QUATERNA_OF[rank])
            elif held == 3 and rank not in done:
                out.append(TRIS_OF[rank])
        return out

    # ------------------------------------------------------------------- apply
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` for the seat to act and return the events (R3-R8).

        Raises :class:`IllegalActionError` (the state unchanged) with the reason
        when the action is not legal now.
        """
        legal = self.legal_actions()
        try:  # the engine's own value: an equal action built from plain ints becomes it
            action = legal[legal.index(action)]
        except ValueError:
            raise IllegalActionError(self.explain(action)) from None
        self._legal = None
        events: list[Event] = []
        if isinstance(action, Play):
            self._play(action, events)
        elif isinstance(action, Declare):
            self._declare(action.declaration, events)
        elif isinstance(action, PickUp):
            self._pick_up(action.pile, events)
        elif isinstance(action, Redeal):
            self._redeal(action.ask, events)
        else:
            self._choose_piles(action, events)
        return events

    def explain(self, action: object) -> str:
        """Why ``action`` is not legal now, in words (for errors and the status line)."""
        if self.phase is Phase.OVER:
            return "the deal is over"
        seat = self.turn
        if self.phase is Phase.CHOOSE_PILES and not isinstance(action, ChoosePiles):
            return "the piles must be chosen first"
        if self.phase is Phase.REDEAL and not isinstance(action, Redeal):
            return f"seat {seat} must first answer the redeal question"
        if isinstance(action, ChoosePiles):
            if self.phase is not Phase.CHOOSE_PILES:
                return "not the time to choose piles"
            free = " ".join(str(i) for i, owner in enumerate(self.pile_owner) if owner is None)
            return ("choose two free piles for the hand and two for the front, each pair "
                    f"in increasing order; free piles: {free}")
        if isinstance(action, Redeal):
            return "no redeal question is open"
        if isinstance(action, PickUp):
            if self.rules.variant != "mazzetti":
                return "only in mazzetti can cards be picked up from piles"
            tops = self.pile_tops(seat)
            if not 0 <= action.pile < len(tops) or tops[action.pile] is None:
                return f"no card on pile {action.pile}"
            return f"only an Asso, Due or Tre can be picked up, not {tops[action.pile]}"
        if isinstance(action, Declare):
            return self._explain_declare(seat, action.declaration)
        if isinstance(action, Play):
            return self._explain_play(seat, action)
        return f"not an action: {action!r}"

    def _explain_declare(self, seat: int, decl: Declaration) -> str:
        rules = self.rules
        if not rules.declarations:
            return "declarations are off in these rules"
        first_turn_only = not self._declare_later
        if first_turn_only and self.trick_number > 0:
            return "declarations are only allowed in the first turn of the deal"
        if decl.kind is DeclarationKind.NAPOLA and decl.suit in self.decl_suits[seat]:
            return f"{decl} was already declared"
        if decl.rank is not None:
            done = self.decl_ranks[seat].get(decl.rank)
            if done is DeclarationKind.QUATERNA or (done and decl.kind is done):
                return f"{done.value} di {decl.rank.italian} was already declared"
            if decl.kind is DeclarationKind.TRIS and all(
                    Card.of(decl.rank, s) in self.hands[seat] for s in Suit):
                return f"holding all four, declare the quaterna di {decl.rank.italian}"
        held = sum(1 for c in decl.cards_needed if c in self.hands[seat])
        if first_turn_only and held >= (4 if decl.kind is DeclarationKind.QUATERNA else 3):
            return f"{decl}: only the initial 10 cards count (declare_drawn is off)"
        return f"{decl} is not held in the hand"

    def _explain_play(self, seat: int, play: Play) -> str:
        card = play.card
        if play.pile is None and card not in self.hands[seat]:
            return f"{card} is not in the hand"
        if play.pile is not None:
            tops = self.pile_tops(seat) if 0 <= play.pile < len(self.piles[seat]) else []
            if not tops or tops[play.pile] != card:
                return f"{card} is not on top of pile {play.pile}"
        if self.trick:
            suit = self.trick[0][1] // 10
            held = [c for c in self.hands[seat] if c // 10 == suit]
            held += [c for c in self.pile_tops(seat) if c is not None and c // 10 == suit]
            if card // 10 != suit and held:
                return (f"must follow {_SUIT_NAMES[suit]}: holds "
                        + " ".join(c.code for c in sorted(held, key=sort_key)))
            if play.signal is not None:
                return "only the leader may signal"
        if play.signal is not None:
            if not self.rules.signals:
                return "signals are off in these rules"
            if self.trick_number == 0:
                return "no signals in the first trick"
            if play.pile is not None:
                return "signals are only for cards from the hand"
            return _why_signal_false(self.hands[seat], card, play.signal)
        return f"{play} is not legal now"

    # ---------------------------------------------------------------- internals
    def _open_play(self, events: list[Event]) -> None:
        """After the cards are in the hands: decima, redeal question, first lead."""
        rules = self.rules
        self.initial_hands = [tuple(h) for h in self.hands]
        if rules.collatondrione:
            for k in range(self.n):
                seat = (self.leader + k) % self.n
                hand = self.hands[seat]
                if len(hand) == 10 and len({c // 10 for c in hand}) == 1:
                    self.collatondrione = Collatondrione(seat, Suit(hand[0] // 10))
                    events.append(self.collatondrione)
                    self.phase = Phase.OVER
                    return
        if rules.redeal_under_one_point:
            self.redeal_queue = [
                (self.leader + k) % self.n for k in range(self.n)
                if hand_thirds(self.hands[(self.leader + k) % self.n]) < 3]
        if self.redeal_queue:
            self.phase = Phase.REDEAL
            self.turn = self.redeal_queue[0]
        else:
            self.phase = Phase.PLAY
            self.turn = self.leader

    def _redeal(self, ask: bool, events: list[Event]) -> None:
        seat = self.redeal_queue.pop(0)
        events.append(RedealAnswered(seat, ask))
        if ask:
            self.voided = True
            self.phase = Phase.OVER
        elif self.redeal_queue:
            self.turn = self.redeal_queue[0]
        else:
            self.phase = Phase.PLAY
            self.turn = self.leader

    def _choose_piles(self, choice: ChoosePiles, events: list[Event]) -> None:
        seat = self.turn
        for i in (*choice.hand, *choice.front):
            self.pile_owner[i] = seat
        self.hands[seat] = sorted(c for i in choice.hand for c in self.layout.piles[i])
        self.piles[seat] = [list(self.layout.piles[i]) for i in choice.front]
        events.append(PilesChosen(seat, choice.hand, choice.front))
        events.extend(PileTopRevealed(seat, i, pile[-1]) for i, pile in enumerate(self.piles[seat]))
        other = (seat + 1) % self.n
        if self.piles[other]:
            self.turn = self.leader
            self._open_play(events)
        else:
            self.turn = other

    def _declare(self, decl: Declaration, events: list[Event]) -> None:
        seat = self.turn
        hand = self.hands[seat]
        if decl.kind is DeclarationKind.NAPOLA:
            assert decl.suit is not None
            self.decl_suits[seat].add(decl.suit)
            points = 3
        else:
            assert decl.rank is not None
            previous = self.decl_ranks[seat].get(decl.rank)
            self.decl_ranks[seat][decl.rank] = decl.kind
            points = 3 if decl.kind is DeclarationKind.TRIS else (1 if previous else 4)
        cards = tuple(c for c in decl.cards_needed if c in hand)
        self.declared_points[seat % 2] += points
        event = Declared(seat, decl, cards, points)
        self.declarations.append(event)
        events.append(event)

    def _pick_up(self, pile_index: int, events: list[Event]) -> None:
        seat = self.turn
        pile = self.piles[seat][pile_index]
        card = pile.pop()
        insort(self.hands[seat], card)
        self.picked.append((self.trick_number, seat, card))
        events.append(PickedUp(seat, pile_index, card))
        if pile:
            events.append(PileTopRevealed(seat, pile_index, pile[-1]))

    def _play(self, play: Play, events: list[Event]) -> None:
        seat = self.turn
        card = play.card
        if play.pile is None:
            self.hands[seat].remove(card)
        else:
            pile = self.piles[seat][play.pile]
            pile.pop()
        trick = self.trick
        if not trick:
            self.leader = seat
            self.trick_signal = play.signal
        trick.append((seat, card))
        events.append(CardPlayed(seat, card, play.pile, play.signal))
        if play.pile is not None and self.piles[seat][play.pile]:
            events.append(PileTopRevealed(seat, play.pile, self.piles[seat][play.pile][-1]))
        if len(trick) < self.n:
            self.turn = (seat + 1) % self.n
            return
        self._finish_trick(events)

    def _finish_trick(self, events: list[Event]) -> None:
        trick = self.trick
        suit = trick[0][1] // 10
        winner, best = trick[0]
        for s, c in trick:
            if c // 10 == suit and c > best:
                winner, best = s, c
        thirds = 0
        for _, c in trick:
            thirds += CARD_THIRDS[c]
            self.captured[winner].append(c)
        self.thirds_by_seat[winner] += thirds
        self.tricks_by_seat[winner] += 1
        plays = tuple(trick)
        self.tricks.append(Trick(self.leader, plays, winner, self.trick_signal))
        events.append(TrickWon(winner, self.trick_number, plays, thirds))
        self.trick = []
        self.trick_signal = None
        self.trick_number += 1
        self.leader = self.turn = winner
        if self.stock:
            for seat in (winner, (winner + 1) % self.n):
                card = self.stock.pop(0)
                insort(self.hands[seat], card)
                self.draws.append((self.trick_number - 1, seat, card))
                events.append(CardDrawn(seat, card))
        if self.trick_number == self.rules.tricks_per_deal:
            self.last_trick_seat = winner
            self.finish()

    def running_score(self) -> DealScore:
        """The deal's score as it stands now (R6, R7 vinco subito): whole points of
        captured thirds, the last-trick point only once the last trick is taken."""
        return score_deal(self.n, self.tricks_by_seat, self.thirds_by_seat,
                          self.last_trick_seat, self.declared_points)

    def finish(self) -> None:
        """End the deal now and score it (after the last trick, or cut short by
        vinco subito, R7); the match emits ``DealScored``."""
        self.score = self.running_score()
        self.phase = Phase.OVER
        self._legal = None

    def copy(self) -> DealState:
        """An independent copy (for search and the functional ``apply``)."""
        new = DealState.__new__(DealState)
        for name in DealState.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        new.piles = [[list(p) for p in ps] for ps in self.piles]
        new.pile_owner = list(self.pile_owner)
        new.stock = list(self.stock)
        new.trick = list(self.trick)
        new.tricks = list(self.tricks)
        new.captured = [list(c) for c in self.captured]
        new.thirds_by_seat = list(self.thirds_by_seat)
        new.tricks_by_seat = list(self.tricks_by_seat)
        new.decl_suits = [set(s) for s in self.decl_suits]
        new.decl_ranks = [dict(d) for d in self.decl_ranks]
        new.declarations = list(self.declarations)
        new.declared_points = list(self.declared_points)
        new.draws = list(self.draws)
        new.picked = list(self.picked)
        new.redeal_queue = list(self.redeal_queue)
        new._legal = None
        return new


def _why_signal_false(hand: Sequence[Card], card: Card, signal: Signal) -> str:
    suit = _SUIT_NAMES[card // 10]
    if signal is Signal.BUSSO:
        return f"busso needs three {suit} with a Tre, Due or Asso"
    if signal is Signal.STRISCIO:
        same = [c for c in hand if c // 10 == card // 10]
        if len(same) < 2:
            return f"striscio needs another card of {suit} after this one"
        return f"no striscio leading {card} while holding a Tre, Due or Asso of {suit}"
    return f"volo is only for the last card of {suit}"

