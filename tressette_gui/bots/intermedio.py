"""Intermedio: a rule-based player with the game's known wisdom (R4-R8).

It counts every card and remembers voids and signals (:class:`Knowledge`), and:

- takes points cheaply, with the cheapest card that wins for sure; an Asso on
  the table is taken with the Tre;
- loads points (carico, the Asso above all) on the partner's trick only when
  no opponent still to play can beat it;
- keeps the Due guarded (never leads or discards from the Due's suit while the
  Tre is out), shortens the Tre, keeps masters for the end;
- leads its sure winners top down (with the napola: Tre, Due, Asso), otherwise
  goes to its longest suit and never opens on a short liscio; returns the
  suit of a partner's busso and never leads a suit where the partner flew or
  discarded;
- answers a busso by taking with the Tre (the highest) and returning the suit;
- signals truthfully (R8) by the conventions it reads in others: busso when it
  keeps an honour the partner should help, volo on the last card, striscio
  when it has more;
- discards lisci from its weakest suit, so the partner knows not to return it;
- declares everything (R5), picks up every honour (R3.3), asks for a redeal
  only without a Tre (R7).

In Spizzichino the shown draws are known cards (R3.2), so the same rules see
them. Heads-up (Spizzichino a pesca and a mazzetti, two players only) the
follower answers last, so Intermedio also:

- leads the cheapest card; in mazzetti of a suit the opponent surely does not
  hold when it can (void, nothing of it turned up since: it must discard, R4;
  a pesca the void lasts only to the next draw, see ``Params.lead_void``);
- leads the Tre or Due that surely wins when the opponent surely holds the
  suit and only the Asso or more of it (strozzo: the Asso must fall);
- takes with a Tre or Due only an Asso (or the last trick, R6); a pesca, while
  the stock lasts, takes a trick without points with a figure, banking it;
- keeps honours that may still make a napola or a tris with a card to come
  (drawn, or picked up from a pile), and the Assi while a card can come (R5);
- in mazzetti plays a face-up pile top before an equal hand card (R3.3);
- once every card is known in the last ten tricks (a pesca: the stock is
  empty and the draws were shown; mazzetti: no pile hides a card), counts the
  ending out: it plays the
  exact solver's card (:mod:`.search.ending`), as a player who counts every
  card does.

The tunable choices are in :class:`Params`; the ``intermedio-v1`` bar is
these rules with a frozen parameter set (see :mod:`.intermedio_v1`).
"""

from __future__ import annotations

import random

from ..engine import (
    Action,
    Card,
    ChoosePiles,
    Declare,
    Observation,
    PickUp,
    Play,
    Rank,
    Redeal,
    Signal,
    Suit,
)
from .base import Decision
from .intermedio_params import DEFAULT, ENDING_TRICKS, Params
from .knowledge import SUIT_CARDS, Knowledge
from .search.ending import all_known, solve_ending
from .search.sampling import SampleError


def cheap_key(card: Card) -> tuple[int, int]:
    """Order for giving a card away: fewer thirds first, then weaker (R1)."""
    return (card.thirds, card.rank)


class Intermedio:
    """The rule-based level; see the module docstring. ``params`` tunes it;
    ``name`` is the level name it plays under."""

    def __init__(self, params: Params = DEFAULT, name: str = "intermedio") -> None:
        self.params = params
        self.name = name

    def choose(self, obs: Observation, rng: random.Random) -> Decision:
        """Choose an action for ``obs.seat`` (see :class:`~.base.Bot`)."""
        return self.decide(obs, Knowledge.from_observation(obs), rng)

    def decide(self, obs: Observation, know: Knowledge, rng: random.Random) -> Decision:
        """Choose with ``know`` as what the seat knows (the search levels pass theirs
        for the actions they leave to these rules); ``rng`` only feeds the sampler
        of a fully known ending, whose one sample is the truth."""
        legal = obs.legal_actions
        for action in legal:
            if isinstance(action, Declare):
                return Decision(action, f"accuso {action.declaration}")
            if isinstance(action, PickUp):
                return Decision(action, "raccolgo l'onore dal mazzetto")
        first = legal[0]
        if isinstance(first, ChoosePiles):
            return Decision(first, "i mazzetti sono coperti: uno vale l'altro")
        if isinstance(first, Redeal):
            ask = not any(c.rank is Rank.TRE for c in obs.hand)
            return Decision(Redeal(ask), "senza un Tre chiedo di rifare" if ask
                            else "ho un Tre: gioco")
        plays = {a.card: a for a in legal if isinstance(a, Play) and a.signal is None}
        tricks_left = obs.rules.tricks_per_deal - obs.trick_number
        if (self.params.solve_ending and obs.players == 2 and len(plays) > 1
                and tricks_left <= ENDING_TRICKS and all_known(know)):
            try:
                card, mine = solve_ending(obs, know, rng)
            except SampleError:
                pass  # an inconsistent observation: the rules below answer
            else:
                return Decision(plays[Card(card)], "conto tutte le carte: "
                                f"faccio {mine // 3} punti di carte")
        keep = self._live_honours(obs, know)
        if obs.trick:
            card, reason = self._follow(obs, know, list(plays), keep)
            return Decision(plays[card], reason)
        card, reason = self._lead(obs, know, list(plays), keep)
        return Decision(self.signal_for(obs, know, legal, plays[card]), reason)

    # ------------------------------------------------------------------ follow
    def _follow(self, obs: Observation, know: Knowledge, cards: list[Card],
                keep: frozenset[Card]) -> tuple[Card, str]:
        n, me = obs.players, obs.seat
        led = obs.trick[0][1].suit
        best_seat, best = max((p for p in obs.trick if p[1].suit == led), key=lambda p: p[1])
        after = [(me + k) % n for k in range(1, n - len(obs.trick))]
        rivals = [s for s in after if s % 2 != me % 2]
        table = sum(c.thirds for _, c in obs.trick)
        last_trick = obs.trick_number == obs.rules.tricks_per_deal - 1
        ours = n == 4 and best_seat % 2 == me % 2
        following = [c for c in cards if c.suit == led]
        if not following:
            if ours and not know.can_beat(rivals, best):
                return self._load(know, cards), "carico sulla presa del compagno"
            return (self._discard(know, cards, keep, self._tops(obs, know)),
                    "scarto una liscia dal seme debole")
        if ours:
            if not know.can_beat(rivals, best):
                return self._load(know, following), "carico sulla presa sicura del compagno"
            sure = [c for c in following if c > best and not know.can_beat(rivals, c)]
            if sure and (table >= self.params.secure_partner or last_trick):
                return min(sure, key=_take_key), "assicuro la presa del compagno"
            return min(following, key=cheap_key), "gioco basso"
        partner_busso = (n == 4 and obs.trick_signal is Signal.BUSSO
                         and obs.trick[0][0] == (me + 2) % n)
        tre = Card.of(Rank.TRE, led)
        if partner_busso and tre in following:
            return tre, "rispondo al busso: prendo col Tre"
        sure = [c for c in following if c > best and not know.can_beat(rivals, c)
                and (c not in keep or table >= Rank.ASSO.thirds)]
        if sure:
            card = min(sure, key=_take_key)
            if card.rank is Rank.ASSO and not (table == 0 and self._keep_assi(obs)):
                return card, "prendo con l'Asso: il punto è al sicuro"
            bank = (self.params.bank_figures and n == 2 and obs.stock_size > 0
                    and card.thirds > 0 and not card.rank.is_honour)
            if bank and table == 0:
                return card, f"prendo col {card.rank.italian}: la figura è al sicuro"
            cheap = not card.rank.is_honour and (n == 4 or table > 0)
            least = (self.params.take_with_honour if n == 4
                     else self.params.heads_up_take_with_honour)
            if cheap or table >= least or last_trick:
                return card, "prendo con la carta più bassa che vince"
        return self._lowest(know, following, keep, self._tops(obs, know)), "gioco basso"

    def _lowest(self, know: Knowledge, cards: list[Card], keep: frozenset[Card] = frozenset(),
                tops: frozenset[Card] = frozenset()) -> Card:
        """The card to give up within the led suit: cheapest, then not one of
        ``keep`` (honours kept for a declaration), masters kept, a pile top of
        ``tops`` before a hand card."""
        return min(cards, key=lambda c: (c.thirds, c in keep, know.is_master(c),
                                         c not in tops, c.rank))

    def _load(self, know: Knowledge, cards: list[Card]) -> Card:
        """Carico: the most thirds on a safe trick, the Asso first; masters and
        guarding honours are kept when a card worth as much can go instead."""
        return min(cards, key=lambda c: (-c.thirds, know.is_master(c),
                                         c.rank.is_honour, c.rank))

    def _discard(self, know: Knowledge, cards: list[Card], keep: frozenset[Card] = frozenset(),
                 tops: frozenset[Card] = frozenset()) -> Card:
        """Throw away a liscio from the weakest suit (never an Asso while a liscio
        is held): the suit thrown is the one the partner should not return.
        ``keep`` and ``tops`` as in :meth:`_lowest`."""
        def key(c: Card) -> tuple[int, bool, bool, bool, bool, int, int]:
            honours = any(h.suit == c.suit and h.rank.is_honour for h in know.hand)
            return (c.thirds, c in keep, know.is_master(c), c not in tops, honours,
                    know.suit_count(c.suit), c.rank)
        return min(cards, key=key)

    # -------------------------------------------------------------------- lead
    def _lead(self, obs: Observation, know: Knowledge, cards: list[Card],
              keep: frozenset[Card]) -> tuple[Card, str]:
        n, me = obs.players, obs.seat
        others = [s for s in range(n) if s != me]
        partner = (me + 2) % n if n == 4 else None
        back = self._busso_to_return(obs, know, cards, partner)
        if back is not None:
            return back, "ritorno il seme del busso del compagno"
        if n == 2:
            strozzo = self._strozzo(know, cards, keep)
            if strozzo is not None:
                return strozzo, f"esco col {strozzo.rank.italian}: l'avversario deve dare punti"
            void = self.params.lead_void and obs.rules.variant == "mazzetti"
            return self._lead_heads_up(know, cards, others, self._keep_assi(obs), void, keep,
                                       self._tops(obs, know))
        if self.params.cash_masters:
            sure = [c for c in cards if not know.can_beat(others, c)]
            if sure:
                longest = max(sure, key=lambda c: (know.suit_count(c.suit), c))
                suit_sure = [c for c in sure if c.suit == longest.suit]
                return max(suit_sure), "gioco la carta che vince di sicuro"
        suit = max({c.suit for c in cards},
                   key=lambda s: self._suit_score(know, [c for c in cards if c.suit == s], partner))
        in_suit = [c for c in cards if c.suit == suit]
        return self._lowest(know, in_suit), f"esco nel seme più lungo ({suit.italian})"

    def _keep_assi(self, obs: Observation) -> bool:
        """True when Assi are kept for declarations (see :class:`Params`)."""
        rules = obs.rules
        coming = obs.stock_size > 0 or (self.params.keep_assi_piles and _face_down(obs))
        return (self.params.keep_assi and obs.players == 2 and rules.declarations
                and rules.declare_drawn and coming)

    def _lead_heads_up(self, know: Knowledge, cards: list[Card], others: list[int],
                       keep_assi: bool, void: bool, keep: frozenset[Card] = frozenset(),
                       tops: frozenset[Card] = frozenset()) -> tuple[Card, str]:
        """Two players: the follower sees the lead and answers last, so bank a sure
        Asso (unless ``keep_assi``), otherwise lead the cheapest card (a liscio),
        keeping masters (``keep`` and ``tops`` as in :meth:`_lowest`); with
        ``void``, of the cheapest ones one of a suit the opponent cannot hold
        (void and no card of it drawn since, R3.2, R4: it must discard)."""
        sure = [c for c in cards if c.rank is Rank.ASSO and not know.can_beat(others, c)]
        if sure and not keep_assi:
            return sure[0], "gioco l'Asso che non può essere preso"
        if void:
            low = min(c.thirds for c in cards)
            opp = 1 - know.seat
            free = [c for c in cards if c.thirds == low
                    and not any(know.may_hold(opp, x) for x in SUIT_CARDS[c.suit])]
            if free:
                card = self._lowest(know, free, keep, tops)
                return card, f"esco a {card.suit.italian}: l'avversario è piombo e deve scartare"
        return self._lowest(know, cards, keep, tops), "esco con la carta più povera"

    def _strozzo(self, know: Knowledge, cards: list[Card],
                 keep: frozenset[Card]) -> Card | None:
        """Two players (R4): a lead that surely wins while the opponent surely holds
        the suit and every card of it it may hold is worth points, so it must give
        some (the Tre led on an Asso alone). The most thirds forced, then the
        cheapest such card; None if there is none. The opponent's hand is known
        where no unseen card can be elsewhere (no stock, no face-down pile card)."""
        if not self.params.strozzo:
            return None
        opp = 1 - know.seat
        perfect = know.hidden_sizes[opp] == len(know.unseen)
        held = know.known[opp] | know.pile_tops[opp] | (know.unseen if perfect else frozenset())
        best: tuple[int, int, int] | None = None
        choice = None
        for card in cards:
            if card in keep:
                continue
            theirs = [c for c in know.outstanding(card.suit) if know.may_hold(opp, c)]
            if (not theirs or theirs[0] > card or not held.intersection(theirs)
                    or min(c.thirds for c in theirs) < max(1, self.params.strozzo)):
                continue
            key = (min(c.thirds for c in theirs), -card.thirds, -card.rank)
            if best is None or key > best:
                best, choice = key, card
        return choice

    def _tops(self, obs: Observation, know: Knowledge) -> frozenset[Card]:
        """Mazzetti, ``prefer_piles``: the own face-up pile tops, played before an
        equal hand card (it turns the next card up, R3.3, and keeps the hand
        free); empty otherwise."""
        if not self.params.prefer_piles or obs.players != 2:
            return frozenset()
        return know.pile_tops[obs.seat]

    def _live_honours(self, obs: Observation, know: Knowledge) -> frozenset[Card]:
        """Two players, ``keep_combos``: the own honours that may still make a
        declaration with a card yet to come (R5, drawn or picked up): two cards of a
        napola held with the third unseen, or two of an honour rank held with
        enough of the others unseen for a tris. Empty when no card can come (no
        stock, no face-down own pile card) or declarations are off."""
        rules = obs.rules
        coming = obs.stock_size > 0 or _face_down(obs)
        if not (self.params.keep_combos and obs.players == 2 and rules.declarations
                and rules.declare_drawn and coming):
            return frozenset()
        done = [d.declaration for d in obs.declarations if d.seat == obs.seat]
        live: set[Card] = set()
        for suit in Suit:
            napola = {Card.of(r, suit) for r in (Rank.ASSO, Rank.DUE, Rank.TRE)}
            have = napola & know.hand
            if (len(have) == 2 and napola - have <= know.unseen
                    and all(d.suit != suit for d in done)):
                live |= have
        for rank in (Rank.ASSO, Rank.DUE, Rank.TRE):
            four = {Card.of(rank, s) for s in Suit}
            have = four & know.hand
            if (len(have) == 2 and len(four & know.unseen) >= 1
                    and all(d.rank != rank for d in done)):
                live |= have
        return frozenset(live)

    def _busso_to_return(self, obs: Observation, know: Knowledge, cards: list[Card],
                         partner: int | None) -> Card | None:
        """The card that returns the partner's latest busso suit, if not yet returned."""
        if partner is None:
            return None
        for fact in reversed(know.signals):
            if fact.seat != partner or fact.signal is not Signal.BUSSO:
                continue
            suit = fact.card.suit
            returned = any(t.leader == obs.seat and t.plays[0][1].suit == suit
                           for t in obs.tricks[fact.trick + 1:])
            in_suit = [c for c in cards if c.suit == suit]
            if returned or not in_suit or suit in know.voids[partner]:
                return None
            return min(in_suit, key=cheap_key)
        return None

    def _suit_score(self, know: Knowledge, mine: list[Card],
                    partner: int | None) -> tuple[int, int]:
        """How good a suit is to lead low from: long, helped by the partner,
        not where the partner flew or discarded, not a short liscio or a
        Due that would lose its guard. ``mine``: the own playable cards of the
        suit (not empty)."""
        suit = mine[0].suit
        score = 2 * len(mine)
        if partner is not None:
            if suit in know.voids[partner] or any(c.suit == suit for c in know.discards[partner]):
                score -= 20
            if any(f.seat == partner and f.card.suit == suit and f.signal is not Signal.VOLO
                   for f in know.signals):
                score += 3
        if len(mine) == 1 and not mine[0].rank.is_honour:
            score -= 4
        due, tre = Card.of(Rank.DUE, suit), Card.of(Rank.TRE, suit)
        if due in mine and tre not in mine and tre not in know.played and len(mine) <= 3:
            score -= 5
        if any(c.rank is Rank.ASSO for c in mine) and len(mine) <= 2:
            score -= 5
        if tre in mine:
            score += 1
        return score, -suit

    # ----------------------------------------------------------------- signal
    def signal_for(self, obs: Observation, know: Knowledge, legal: tuple[Action, ...],
                play: Play) -> Play:
        """The true signal (R8) for the lead ``play`` by this bot's conventions:
        busso when an honour of the suit stays in hand that the partner should
        help (not a sure winner), volo on the last card, striscio when more stay."""
        card = play.card
        options = {a.signal for a in legal
                   if isinstance(a, Play) and a.card == card and a.pile == play.pile}
        rest = [c for c in know.hand if c.suit == card.suit and c != card]
        others = [s for s in range(obs.players) if s != obs.seat]
        helped = any(c.rank.is_honour and know.can_beat(others, c) for c in rest)
        for signal, wanted in ((Signal.BUSSO, helped), (Signal.VOLO, True),
                               (Signal.STRISCIO, True)):
            if wanted and signal in options:
                return Play(card, play.pile, signal)
        return play


def _face_down(obs: Observation) -> bool:
    """Mazzetti: True while an own pile still hides a card under its top (R3.3)."""
    return any(p.size > 1 for p in obs.piles[obs.seat])


def _take_key(card: Card) -> tuple[bool, int]:
    """Order for taking: an Asso first (it banks its own point), then the weakest."""
    return (card.rank is not Rank.ASSO, card.rank)
