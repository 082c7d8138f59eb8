"""What one seat knows about the hidden cards, derived from its Observation only.

``Knowledge.from_observation(obs)`` counts every card played, remembers which
suits each seat failed to follow (R4), the cards each seat is known to hold
(declared with R5, drawn and shown with R3.2, picked up from a pile with R3.3,
and not yet played), and what the lead signals of R8 imply. Bots use it to
know which cards are masters and whether a trick is safe; the search bots use
it to sample the hidden cards consistently.

Where the unseen cards can be (for sampling):

- in another seat's hand: ``hidden_sizes[s]`` cards of seat ``s`` are unknown,
  none of them in ``absent[s]``;
- in the spizzichino stock: ``obs.stock_size`` cards;
- face down under a mazzetti pile top (own piles too): ``size - 1`` per pile
  of ``obs.piles``.

The hand constraints hold for the hand only (a face-down pile card may be of a
suit its owner is void in). Sampled hands must also satisfy ``min_in_suit``
and ``holds_honour`` (from busso and striscio, R8).

A void lasts while the seat gets no unknown card: the engine shows every draw
(R3.2), but an observation without them (a hand-built one, a record of
another rule) leaves a void shown before a draw open, see :func:`unknown_draws`.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import CARDS, Card, Observation, Signal, Suit

#: Cards of each suit, by suit index.
SUIT_CARDS: tuple[frozenset[Card], ...] = tuple(
    frozenset(c for c in CARDS if c.suit == s) for s in Suit)
#: The honours (Tre, Due, Asso) of each suit, by suit index.
SUIT_HONOURS: tuple[frozenset[Card], ...] = tuple(
    frozenset(c for c in SUIT_CARDS[s] if c.rank.is_honour) for s in Suit)


#: Cards every hand is dealt (R3).
HAND_CARDS = 10


def unknown_draws(obs: Observation) -> tuple[int, ...]:
    """Per seat, the number of tricks after which it drew from the stock (a pesca,
    one card after each of the first tricks, R3.2) when some of its draws are not
    in ``obs.draws``, else 0. A void that seat shows in a trick before that number
    may have been filled by a card nobody saw."""
    played = [0] * obs.players
    for s, _ in (*(p for t in obs.tricks for p in t.plays), *obs.trick):
        played[s] += 1
    out = []
    for s in range(obs.players):
        gained = obs.hand_sizes[s] + played[s] - HAND_CARDS
        shown = sum(1 for _, seat, _ in (*obs.draws, *obs.picked) if seat == s)
        out.append(gained if gained > shown else 0)
    return tuple(out)


@dataclass(frozen=True, slots=True)
class SignalFact:
    """A lead signal (R8): ``seat`` led ``card`` with ``signal`` in trick ``trick``
    (0-based trick number of the deal)."""

    seat: int
    trick: int
    card: Card
    signal: Signal


@dataclass(frozen=True, slots=True)
class Knowledge:
    """What ``seat`` knows now. Tuples indexed by seat have ``players`` entries.

    - ``hand``: the seat's own hand (not its pile tops).
    - ``played``: cards played in the deal, the running trick included.
    - ``pile_tops``: per seat, the face-up tops of its mazzetti piles.
    - ``known``: per seat, cards known to be in that seat's hand now (its own
      hand for ``seat``; for the others: declared, drawn or picked and not played).
    - ``unseen``: cards whose place ``seat`` does not know (see the module
      docstring for where they can be).
    - ``hidden_sizes``: per seat, hand cards not in ``known`` (0 for ``seat``).
    - ``voids``: per seat, suits of which its hand holds no card beyond
      ``known``: it did not follow them (R4; not before a draw missing from
      the observation, :func:`unknown_draws`) or led its last one with volo (R8).
    - ``absent``: per seat, unseen cards that cannot be in its hand: its void
      suits, the fourth card of a tris it declared (R5), the honours of a suit
      it led with striscio on a non-honour (R8).
    - ``min_in_suit``: per seat, per suit index, the least number of cards of
      the suit in its hand now (busso: two after the lead; striscio: one; minus
      the cards of the suit it played since).
    - ``holds_honour``: per seat, suits of which it must still hold a Tre, Due
      or Asso (busso led with a non-honour, no honour of the suit played since).
    - ``signals``: every lead signal of the deal, in order.
    - ``discards``: per seat, the cards it played while not following, in order.
    - ``hand_sizes``: cards in each seat's hand.
    """

    seat: int
    players: int
    hand: frozenset[Card]
    played: frozenset[Card]
    pile_tops: tuple[frozenset[Card], ...]
    known: tuple[frozenset[Card], ...]
    unseen: frozenset[Card]
    hidden_sizes: tuple[int, ...]
    voids: tuple[frozenset[Suit], ...]
    absent: tuple[frozenset[Card], ...]
    min_in_suit: tuple[tuple[int, ...], ...]
    holds_honour: tuple[frozenset[Suit], ...]
    signals: tuple[SignalFact, ...]
    discards: tuple[tuple[Card, ...], ...]
    hand_sizes: tuple[int, ...]

    @classmethod
    def from_observation(cls, obs: Observation) -> Knowledge:
        """Derive the seat's knowledge from ``obs`` (public history and own hand)."""
        n = obs.players
        plays = [(t.leader, t.signal, k, t.plays) for k, t in enumerate(obs.tricks)]
        if obs.trick:
            plays.append((obs.trick[0][0], obs.trick_signal, obs.trick_number, obs.trick))
        played = frozenset(c for *_, ps in plays for _, c in ps)
        tops = tuple(frozenset(p.top for p in ps if p.top is not None) for ps in obs.piles)
        gained: list[set[Card]] = [set() for _ in range(n)]
        for d in obs.declarations:
            gained[d.seat].update(d.cards)
        for _, s, c in (*obs.draws, *obs.picked):
            gained[s].add(c)
        known = tuple(frozenset(obs.hand) if s == obs.seat else frozenset(gained[s] - played)
                      for s in range(n))
        unseen = frozenset(CARDS) - played - frozenset().union(*known, *tops)

        voids: list[set[Suit]] = [set() for _ in range(n)]
        absent: list[set[Card]] = [set() for _ in range(n)]
        discards: list[list[Card]] = [[] for _ in range(n)]
        least = [[0] * 4 for _ in range(n)]
        honour: list[set[Suit]] = [set() for _ in range(n)]
        facts = []
        refilled = unknown_draws(obs)
        for leader, signal, number, trick in plays:
            led = trick[0][1].suit
            for s, c in trick[1:]:
                if c.suit != led:
                    if number >= refilled[s]:
                        voids[s].add(led)
                    discards[s].append(c)
            if signal is None:
                continue
            card = trick[0][1]
            facts.append(SignalFact(leader, number, card, signal))
            later = [c for *_, ps in plays[number + 1:] for s, c in ps
                     if s == leader and c.suit == led]
            if signal is Signal.VOLO:
                voids[leader].add(led)
                continue
            left = (2 if signal is Signal.BUSSO else 1) - len(later)
            least[leader][led] = max(least[leader][led], left)
            if not card.rank.is_honour:
                if signal is Signal.STRISCIO:
                    absent[leader].update(SUIT_HONOURS[led])
                elif not any(c.rank.is_honour for c in later):
                    honour[leader].add(led)
        for d in obs.declarations:
            if d.declaration.rank is not None and len(d.cards) == 3:
                absent[d.seat].update(set(d.declaration.cards_needed) - set(d.cards))
        for s in range(n):
            for suit in voids[s]:
                absent[s].update(SUIT_CARDS[suit])
        return cls(
            seat=obs.seat,
            players=n,
            hand=frozenset(obs.hand),
            played=played,
            pile_tops=tops,
            known=known,
            unseen=unseen,
            hidden_sizes=tuple(0 if s == obs.seat else obs.hand_sizes[s] - len(known[s])
                               for s in range(n)),
            voids=tuple(frozenset(v) for v in voids),
            absent=tuple(frozenset(a) & unseen for a in absent),
            min_in_suit=tuple(tuple(m) for m in least),
            holds_honour=tuple(frozenset(h) for h in honour),
            signals=tuple(facts),
            discards=tuple(tuple(d) for d in discards),
            hand_sizes=obs.hand_sizes,
        )

    def may_hold(self, seat: int, card: Card) -> bool:
        """True if ``card`` may be playable by ``seat`` now: in its hand for all
        ``self.seat`` knows, or face up on one of its piles."""
        if card in self.known[seat] or card in self.pile_tops[seat]:
            return True
        return (seat != self.seat and self.hidden_sizes[seat] > 0 and card in self.unseen
                and card not in self.absent[seat])

    def outstanding(self, suit: Suit) -> list[Card]:
        """Cards of ``suit`` not played and not in the own hand, strongest first."""
        return sorted(SUIT_CARDS[suit] - self.played - self.hand, reverse=True)

    def is_master(self, card: Card) -> bool:
        """True if no card of the suit that beats ``card`` is left anywhere but in
        the own hand (R1 strength)."""
        return all(c < card for c in self.outstanding(card.suit))

    def can_beat(self, seats: tuple[int, ...] | list[int], card: Card) -> bool:
        """True if one of ``seats`` may hold a card of ``card``'s suit beating it."""
        return any(self.may_hold(s, c) for c in self.outstanding(card.suit) if c > card
                   for s in seats)

    def suit_count(self, suit: Suit) -> int:
        """Cards of ``suit`` in the own hand."""
        return sum(1 for c in self.hand if c.suit == suit)

