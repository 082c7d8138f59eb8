"""One deal as a state machine (R2-R8): start, apply an action, the events.

``DealState.legal_actions()`` (from :class:`~.legal.DealPosition`) is the one
source of legality (stable order); ``apply(action)`` refuses anything else with
:class:`IllegalActionError` whose message says why, and returns the events that
happened. The state is mutable for speed (bots search through it); use
:meth:`DealState.copy` to branch.
"""

from __future__ import annotations

from bisect import insort

from .actions import (
    Action,
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Declare,
    PickUp,
    Play,
    Redeal,
    declaration_points,
)
from .cards import CARD_THIRDS, Suit, hand_thirds
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
from .explain import explain
from .illegal import IllegalActionError, IllegalReason
from .layout import Layout, check_layout
from .legal import DealPosition, Phase, Trick
from .rules import Rules
from .scoring import DealScore, score_deal


class DealState(DealPosition):
    """The state of one deal (R2-R8), hidden cards included. Create with :meth:`start`.

    Only the engine, records and tests read it; bots and views get an Observation.
    Fields and legal actions: see :class:`~.legal.DealPosition`.
    """

    __slots__ = ()

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
        self.declare_later = rules.declare_any_turn
        self._legal = None
        events: list[Event] = []
        if rules.variant == "mazzetti":
            self.phase = Phase.CHOOSE_PILES
        else:
            self._open_play(events)
        return self, events

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

    def explain(self, action: object) -> IllegalReason:
        """Why ``action`` (any object) is not legal now: see :func:`.explain.explain`.
        Raises ValueError for a legal action."""
        return explain(self, action)

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
        previous = None
        if decl.kind is DeclarationKind.NAPOLA:
            assert decl.suit is not None
            self.decl_suits[seat].add(decl.suit)
        else:
            assert decl.rank is not None
            previous = self.decl_ranks[seat].get(decl.rank)
            self.decl_ranks[seat][decl.rank] = decl.kind
        points = declaration_points(decl, previous)
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
        last = self.trick_number + 1 == self.rules.tricks_per_deal
        events.append(TrickWon(winner, self.trick_number, plays, thirds, last))
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
        if last:
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
