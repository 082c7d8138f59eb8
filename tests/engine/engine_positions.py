"""Build deals from card codes in one or two lines (as python-chess builds boards
from FEN), and play cards by code. Tests only: these helpers read hidden state.

Hands are written in seat order separated by ``|``: ``"Ac 2c 3c | 4d | | Rb"``
gives seat 0 Ac 2c 3c, seat 1 4d, seat 2 nothing named, seat 3 Rb. Cards not
named are dealt deterministically to fill every place (round-robin over the
places still short, in card order), so a test names only the cards it is about.
The spizzichino stock is written top card first. Mazzetti piles are written
``"seat-a pile 0 | seat-a pile 1 | seat-b pile 0 | seat-b pile 1"`` in seat
order (0 then 1), each pile top card first: ``"3d 2c 6s"`` has 3d face up.
"""

from __future__ import annotations

from tressette_gui.engine import (
    CARDS,
    Card,
    ChoosePiles,
    DealState,
    Event,
    Layout,
    Match,
    Play,
    Rules,
    parse_cards,
)


def _groups(text: str, count: int, what: str) -> list[list[Card]]:
    parts = text.split("|") if text.strip() else []
    if len(parts) > count:
        raise ValueError(f"{len(parts)} {what} given, at most {count}")
    groups = [parse_cards(p) for p in parts]
    return groups + [[] for _ in range(count - len(groups))]


def _fill(places: list[list[Card]], sizes: list[int]) -> None:
    """Fill every place up to its size with the cards not named, round-robin."""
    named = [c for p in places for c in p]
    if len(set(named)) != len(named):
        raise ValueError(f"a card is named twice: {sorted(named)}")
    for place, size in zip(places, sizes, strict=True):
        if len(place) > size:
            raise ValueError(f"{place} holds more than {size} cards")
    taken = set(named)
    rest = [c for c in CARDS if c not in taken]
    while rest:
        for place, size in zip(places, sizes, strict=True):
            if rest and len(place) < size:
                place.append(rest.pop(0))


def layout_from(rules: Rules, dealer: int = 0, hands: str = "", stock: str = "",
                piles: str = "") -> Layout:
    """A complete Layout for ``rules`` from partial card codes (see the module doc).

    Mazzetti: the dealer's opponent (who chooses first) gets piles 0-3 (0, 1 the
    hand, 2, 3 in front), the dealer piles 4-7; :func:`choose_piles` makes that
    choice. Raises ValueError for a card named twice or a place overfilled.
    """
    n = rules.players
    if rules.variant != "mazzetti":
        hand_cards = _groups(hands, n, "hands")
        stock_cards = parse_cards(stock)
        places = [*hand_cards, stock_cards]
        _fill(places, [10] * n + [40 - 10 * n])
        return Layout(hands=tuple(tuple(h) for h in hand_cards), stock=tuple(stock_cards))
    hand_cards = _groups(hands, 2, "hands")
    front = _groups(piles, 4, "piles")  # top first
    _fill([*hand_cards, *front], [10, 10, 5, 5, 5, 5])
    first = (dealer + 1) % 2
    piles8: list[tuple[Card, ...]] = []
    for seat in (first, 1 - first):
        hand = hand_cards[seat]
        piles8 += [tuple(hand[:5]), tuple(hand[5:])]
        piles8 += [tuple(reversed(front[2 * seat])), tuple(reversed(front[2 * seat + 1]))]
    return Layout(hands=((), ()), piles=tuple(piles8))


def choose_piles(state: DealState | Match) -> list[Event]:
    """Mazzetti: both players take the piles :func:`layout_from` meant for them."""
    events = state.apply(ChoosePiles((0, 1), (2, 3)))
    return events + state.apply(ChoosePiles((4, 5), (6, 7)))


def deal_from(rules: Rules, dealer: int = 0, hands: str = "", stock: str = "",
              piles: str = "") -> DealState:
    """A started DealState from partial card codes (mazzetti: piles chosen)."""
    state, _ = DealState.start(rules, dealer, layout_from(rules, dealer, hands, stock, piles))
    if rules.variant == "mazzetti":
        choose_piles(state)
    return state


def match_from(rules: Rules, dealer: int = 0, hands: str = "", stock: str = "",
               piles: str = "", seed: int = 0) -> Match:
    """A Match whose first dealing is built from card codes (mazzetti: piles chosen);
    later dealings come from ``seed``."""
    match = Match(rules, seed, dealer=dealer,
                  layouts=[layout_from(rules, dealer, hands, stock, piles)])
    if rules.variant == "mazzetti":
        choose_piles(match)
    return match


def find_play(state: DealState | Match, code: str) -> Play:
    """The legal plain play (no signal) of card ``code``, from the hand or a pile top.
    Raises AssertionError naming the card when it is not a legal play."""
    card = Card.from_code(code)
    for action in state.legal_actions():
        if isinstance(action, Play) and action.card == card and action.signal is None:
            return action
    raise AssertionError(f"{code} is not a legal play; legal: {state.legal_actions()}")


def play(state: DealState | Match, codes: str) -> list[Event]:
    """Play the cards ``codes`` in order (each by the seat to act); all the events."""
    events: list[Event] = []
    for code in codes.split():
        events += state.apply(find_play(state, code))
    return events


def play_first_legal(state: DealState | Match, tricks: int = 99) -> list[Event]:
    """Play the first legal plain play of each seat until ``tricks`` more tricks are
    done or the deal is over (a Match: until its current deal is scored)."""
    events: list[Event] = []
    deal = state.deal if isinstance(state, Match) else state
    target = deal.trick_number + tricks
    while (state.seat_to_act() is not None and deal.trick_number < target
           and (not isinstance(state, Match) or state.deal is deal)):
        action = next(a for a in state.legal_actions()
                      if isinstance(a, Play) and a.signal is None)
        events += state.apply(action)
    return events
