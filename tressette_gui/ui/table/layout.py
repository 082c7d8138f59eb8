"""Where every card and seat plate goes on the table: a pure function, no widgets.

The scene has fixed logical coordinates (:data:`SCENE_WIDTH` x :data:`SCENE_HEIGHT`,
scaled by the view); :func:`place_cards` maps a :class:`~.table_state.TableState` to a
:class:`Place` for every card item, by its identity (:data:`~.card_ids.CardId`: a known
card, a face-down card of a hand, of the stock, of a mazzetti pile, a dealt pile's card,
a card on show).

Seats sit by compass: the viewing seat at the bottom; with four players the
next in turn order (R2, counter-clockwise) on the right, the partner at the top,
the last on the left; with two, the opponent at the top. In the replay viewer the
other hands lie face up where their backs would be, each card's corner showing: the top
seat's smaller, a side seat's in a row as large as the viewer's own (:data:`SIDE_SCALE`).
"""

from __future__ import annotations

from dataclasses import dataclass

from ...engine import Card
from .card_ids import CardId, DealtPile, Face, HandBack, OnShow, PileBack, StockBack
from .table_state import PILE_CARDS, TableState

SCENE_WIDTH = 1600.0
"""Logical width of the table scene (px)."""
SCENE_HEIGHT = 1000.0
"""Logical height of the table scene (px)."""
CARD_WIDTH = 110
"""Logical card width (px): the 1x card image's (2x images are twice as wide)."""
CARD_HEIGHT = 180
"""Logical card height (px): the 1x card image's."""
INDEX_COLOURS = {"c": "#B01E25", "d": "#A06400", "s": "#1D4F9C", "b": "#2E6B22"}
"""The colour (``#RRGGBB``) of a card's corner index by suit code (R1 ``c d s b``): the
artwork's (``scripts/make_cards.py``) and the last trick's rank badges."""
INDEX_CORNER = (22, 40)
"""Width and height (card px) of a card's corner index, its rank letter over its suit
mark, at the top left of the face (``scripts/make_cards.py``): what an overlapped card
must show."""
SMALL = 0.7
"""Scale of face-down hands and captured piles."""
RAISE = 40.0
"""How far (px) own cards on show (a declaration) rise from the hand."""
PILE_STEP = 3.0
"""Offset (px) between the cards of a stacked pile, so its size shows."""
PILE_SCALE = 0.8
"""Scale of the cards of a seat's mazzetti piles (R3.3)."""
PILE_GAP = 8.0
"""Room (px) between the viewer's mazzetti piles and the hand's cards raised on show."""
SCORE_BOX_RIGHT = 600.0
"""The right edge (px) of the score box at the top left at its widest (a 560 px text,
``score_box.SCORE_WIDTH``, at x 16 with its margins), and a gap: with four players the
top seat's hand face up (the replay) lies right of it."""
SIDE_SCALE = 1.0
"""Scale of the left and right seats' hands face up (the replay viewer, four players):
as large as the viewer's own hand, so each card's corner index (rank and suit) reads as
well as there (at 1024 x 600 a card at :data:`SMALL` showed a 5 px rank)."""
SIDE_SPACING = 48.0
"""Offset (px) between the cards of the left or right seat's row face up (the replay):
each card shows its corner index (:data:`INDEX_CORNER`, 22 px wide) and as much of its
picture again (the suit's pips); a row of ten stays clear of the trick."""
SIDE_MARGIN = 20.0
"""Room (px) between the table's edge and the left or right seat's row face up."""
OPEN_ROW = 0.42
"""The share of the table's width that the top seat's hand face up (the replay) may
span, spaced as a hand on the table is (:func:`hand_spacing`): with two players centred,
clear of the opponent's mazzetti piles at the top left (R3.3); with four from the score
box (:data:`SCORE_BOX_RIGHT`) to :data:`OPEN_TOP_RIGHT` at most."""
OPEN_TOP_RIGHT = 1100.0
"""The right end (px) of the top seat's hand face up with four players (the replay): left
of the other side's pile label, which lies under its pile above the right seat's plate
as in play (up to some 460 px wide: "East & West (Intermediate) — tricks: 10")."""
OPEN_TOP_DROP = 125.0
"""How much lower (px) the top seat's hand lies when shown face up (the replay): below
the score box, the name plate and the other side's pile label."""
OPEN_SIDE_DROP = 30.0
"""How much lower (px) the left and right seats' hands lie when shown face up (the
replay): their rows (the cards of a declaration raised out of them, R5) and a speech
label over them lie below their name plates."""

HAND_SPAN = 0.5
"""The share of the table's width the viewer's hand may span (:func:`hand_spacing`)."""
BACK_SPACING = 30.0
"""Offset (px) between the face-down cards of another seat's hand."""
WIDEST_HAND = 10
"""Cards of the largest hand a seat holds (R3: ten dealt)."""
SHOW_SPACING = 70.0
"""Offset (px) between the cards another seat has on show (a declaration, R5)."""
SHOW_SCALE = 0.85
"""Scale of the cards another seat has on show."""
NOTE_GAP = 24.0
"""Room (px) between a seat's cards on show and its speech label beside them."""
DRAWN_LIFT = 165.0
"""How far (px) from the middle towards its drawer a card just drawn is on show (R3.2):
the top seat's clears its hand, the viewer's its hand and its cards of a declaration."""
DRAWN_SCALE = 1.1
"""Scale of a card just drawn, on show (R3.2)."""

BOTTOM, RIGHT, TOP, LEFT = 0, 1, 2, 3


@dataclass(frozen=True, slots=True)
class Place:
    """Where a card item goes: centre ``x``, ``y`` (scene px), ``rotation`` in
    degrees, stacking ``z``, ``face_up``, ``scale`` (1.0 = card size) and the
    ``card`` on its face (None when the face is unknown to the viewer)."""

    x: float
    y: float
    rotation: float = 0.0
    z: float = 0.0
    face_up: bool = False
    scale: float = 1.0
    card: Card | None = None


def compass(seat: int, me: int, players: int) -> int:
    """Where ``seat`` sits for viewer ``me``: BOTTOM, RIGHT, TOP or LEFT (R2)."""
    offset = (seat - me) % players
    return (BOTTOM, TOP)[offset] if players == 2 else offset


def plate_position(where: int, width: float = SCENE_WIDTH,
                   height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of the name plate of the seat at compass ``where``."""
    return {
        BOTTOM: (width * 0.14, height - 70),
        RIGHT: (width - 110, height * 0.24),
        TOP: (width / 2 + 290, 70),
        LEFT: (110, height * 0.24),
    }[where]


def top_plate_x(half_width: float, width: float = SCENE_WIDTH,
                height: float = SCENE_HEIGHT) -> float:
    """Centre x of the top seat's name plate, ``half_width`` px each side of it (with
    its margin): at :func:`plate_position`, or further right where a long name would
    touch the longest face-down row (:data:`WIDEST_HAND` cards' long, :func:`back_spacing`)."""
    hx = hand_centre(TOP, width, height)[0]
    hand_right = hx + BACK_SPACING * (WIDEST_HAND - 1) / 2 + CARD_WIDTH * SMALL / 2
    return max(plate_position(TOP, width, height)[0], hand_right + half_width)


def hand_left(width: float = SCENE_WIDTH, height: float = SCENE_HEIGHT) -> float:
    """The left edge (scene px) of the viewer's hand at its widest (:data:`WIDEST_HAND`
    cards: more close up, :func:`hand_spacing`): what the bottom seat's plate and the
    dealer marker beside it stay left of."""
    spacing = hand_spacing(WIDEST_HAND, width * HAND_SPAN)
    return hand_centre(BOTTOM, width, height)[0] - spacing * (WIDEST_HAND - 1) / 2 \
        - CARD_WIDTH / 2


def back_spacing(count: int) -> float:
    """Offset (px) between the ``count`` face-down cards of another seat's hand:
    :data:`BACK_SPACING`, closing up past :data:`WIDEST_HAND` cards (a mazzetti hand
    grown by pick-ups, R3.3) so that the row is never longer than ten cards' and stays
    clear of the top seat's name plate (:func:`top_plate_x`)."""
    return BACK_SPACING * (WIDEST_HAND - 1) / max(WIDEST_HAND - 1, count - 1)


def hand_centre(where: int, width: float = SCENE_WIDTH,
                height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of the hand of the seat at compass ``where`` (also where its cards
    come from and where its announcements point)."""
    return {
        BOTTOM: (width / 2, height - CARD_HEIGHT / 2 - 30),
        RIGHT: (width - 95, height / 2 - 20),
        TOP: (width / 2, 95),
        LEFT: (95, height / 2 - 20),
    }[where]


def on_show_centre(where: int, width: float = SCENE_WIDTH,
                   height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of the cards on show (a declaration, R5) of the seat at compass ``where``
    (not the viewer's own, which rise from the hand): in front of its hand."""
    hx, hy = hand_centre(where, width, height)
    return {TOP: (hx, hy + 190), RIGHT: (hx - 250, hy), LEFT: (hx + 250, hy),
            BOTTOM: (hx, hy - 200)}[where]


def note_position(where: int, label_width: float, width: float = SCENE_WIDTH,
                  height: float = SCENE_HEIGHT, *, open_hands: bool = False
                  ) -> tuple[float, float]:
    """Centre of the speech label (``label_width`` px wide) of the seat at compass
    ``where``: by its hand, clear of the cards it has on show (up to four, R5): beside
    them for the seat at the top, above them for the others, and beside a side seat's
    face-down column however long the label. With ``open_hands`` (the
    replay viewer, every hand face up) the label also stays clear of the cards on show
    standing out of an open hand: below the top seat's, above a side seat's row."""
    hx, hy = hand_centre(where, width, height)
    if where == TOP:
        sx, sy = on_show_centre(TOP, width, height)
        half_fan = SHOW_SPACING * 1.5 + CARD_WIDTH * SHOW_SCALE / 2
        if open_hands:
            sy = hy + OPEN_TOP_DROP + RAISE + CARD_HEIGHT * SMALL / 2 + NOTE_GAP * 2
        return sx + half_fan + NOTE_GAP + label_width / 2, sy
    x, y = {BOTTOM: (hx, hy - 165), RIGHT: (hx - 200, hy - 130),
            LEFT: (hx + 200, hy - 130)}[where]
    if where in (LEFT, RIGHT):  # a long label (a declaration's badge) clear of the hand,
        # whose backs lie turned sideways: half a card's height each side of hx
        clear = CARD_HEIGHT * SMALL / 2 + NOTE_GAP + label_width / 2
        x = max(x, hx + clear) if where == LEFT else min(x, hx - clear)
    if open_hands and where in (LEFT, RIGHT):
        y = hy + OPEN_SIDE_DROP - CARD_HEIGHT * SIDE_SCALE / 2 - RAISE - NOTE_GAP * 2
    return x, y


def side_row(where: int, count: int, width: float = SCENE_WIDTH) -> list[float]:
    """Centre x of each of the ``count`` cards of the LEFT or RIGHT seat's row face up
    (the replay viewer), from the table's edge (:data:`SIDE_MARGIN`) inwards, the first
    card at the edge: its first cards by the seat's plate, as a hand held."""
    half = CARD_WIDTH * SIDE_SCALE / 2
    if where == LEFT:
        return [SIDE_MARGIN + half + SIDE_SPACING * i for i in range(count)]
    end = width - SIDE_MARGIN - half
    return [end - SIDE_SPACING * (count - 1 - i) for i in range(count)]


def pile_position(side: int, me: int, width: float = SCENE_WIDTH,
                  height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of side ``side``'s pile of captured cards: the viewer's side at the
    bottom right, by the viewer's hand; the other at the top right corner, above
    the seat on the right (four players) or by the opponent's hand (two). The
    table labels each pile with its side's names and tricks."""
    return (width - 170, height - 120) if side == me % 2 else (width - 150, 130)


def stock_position(width: float = SCENE_WIDTH,
                   height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of the stock (spizzichino, R3.2): in the middle, left of the trick."""
    return width / 2 - 330, height / 2 - 30


def drawn_position(where: int, width: float = SCENE_WIDTH,
                   height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of a card just drawn from the stock (R3.2), on show face up on the side of
    its drawer at compass ``where`` (BOTTOM or TOP): :data:`DRAWN_LIFT` px from the
    middle towards the drawer's hand, so each card read is seen going to its drawer."""
    return width / 2, height / 2 - 30 + (DRAWN_LIFT if where == BOTTOM else -DRAWN_LIFT)


def pile_top_position(seat: int, pile: int, state: TableState, width: float = SCENE_WIDTH,
                      height: float = SCENE_HEIGHT) -> tuple[float, float]:
    """Centre of the top card of ``seat``'s mazzetti ``pile`` (0 or 1) in ``state``."""
    x, y = _pile_base(seat, pile, state, height)
    size = state.piles[seat][pile].size if seat < len(state.piles) else 0
    step = PILE_STEP * max(0, size - 1)
    return x - step, y - step


def _pile_base(seat: int, pile: int, state: TableState, height: float) -> tuple[float, float]:
    """Centre of the bottom card of a seat's mazzetti pile: the viewer's at the
    bottom left above the hand, clear of the hand's cards raised on show (R5), the
    opponent's at the top left."""
    if compass(seat, state.me, state.players) != BOTTOM:
        return 260 + pile * 140, 300
    raised_top = hand_centre(BOTTOM, height=height)[1] - CARD_HEIGHT / 2 - RAISE
    return 260 + pile * 140, raised_top - CARD_HEIGHT * PILE_SCALE / 2 - PILE_GAP


def hand_spacing(count: int, span: float, scale: float = 1.0) -> float:
    """Offset (px) between the ``count`` cards of a face-up hand in a row, its cards at
    ``scale``: most of each card shows, and a hand that grows (a mazzetti pick-up, R3.3)
    closes up to stay within ``span`` px."""
    card = CARD_WIDTH * scale
    return min(card * 0.72, (span - card) / max(1, count - 1))


def _fan(count: int, centre: float, spacing: float) -> list[float]:
    start = centre - spacing * (count - 1) / 2
    return [start + spacing * i for i in range(count)]


def place_cards(state: TableState, width: float = SCENE_WIDTH,
                height: float = SCENE_HEIGHT) -> dict[CardId, Place]:
    """Every card item of ``state`` by identity (see the module docstring) with its place.

    Pure: the same state and size give the same places. A card is placed once.
    """
    places: dict[CardId, Place] = {}
    n = state.players
    me = state.me
    cx, cy = width / 2, height / 2 - 30
    # The viewer's hand, face up; cards of a declaration on show rise.
    bx, by = hand_centre(BOTTOM, width, height)
    spacing = hand_spacing(len(state.hand), width * HAND_SPAN)
    shown_mine = set(state.shown[1]) if state.shown and state.sees(state.shown[0]) else set()
    for i, (card, x) in enumerate(zip(state.hand, _fan(len(state.hand), bx, spacing),
                                      strict=True)):
        y = by - RAISE if card in shown_mine else by
        places[Face(card)] = Place(x, y, 0.0, 10 + i, True, 1.0, card)
    # Other hands, face down.
    for seat in range(n):
        count = 0 if state.sees(seat) else state.hidden[seat]
        where = compass(seat, me, n)
        hx, hy = hand_centre(where, width, height)
        step = back_spacing(count)
        for i, pos in enumerate(_fan(count, hx if where in (TOP, BOTTOM) else hy, step)):
            x, y = (pos, hy) if where in (TOP, BOTTOM) else (hx, pos)
            rotation = {TOP: 180.0, RIGHT: -90.0, LEFT: 90.0, BOTTOM: 0.0}[where]
            places[HandBack(seat, i)] = Place(x, y, rotation, 10 + i, False, SMALL)
    # Other hands face up (the replay viewer): a fan where the backs would be, the cards
    # of a declaration on show moved towards the middle.
    if state.open_hands:
        _place_open_hands(state, places, width, height)
    # Another seat's cards on show, face up, in front of its hand.
    if state.shown and not state.face_up(state.shown[0]):
        seat, cards = state.shown
        sx, sy = on_show_centre(compass(seat, me, n), width, height)
        for i, (card, x) in enumerate(zip(cards, _fan(len(cards), sx, SHOW_SPACING),
                                          strict=True)):
            places[OnShow(card)] = Place(x, sy, 0.0, 300 + i, True, SHOW_SCALE, card)
    # The trick, each card in front of its player.
    for i, (seat, card) in enumerate(state.trick):
        where = compass(seat, me, n)
        dx, dy = {BOTTOM: (0, 85), TOP: (0, -85), RIGHT: (90, 0), LEFT: (-90, 0)}[where]
        if n == 2:
            dx = 25 if where == BOTTOM else -25
        tilt = (-4.0, 6.0, 3.0, -7.0)[seat % 4]
        places[Face(card)] = Place(cx + dx, cy + dy, tilt, 100 + i, True, 1.0, card)
    # Captured piles, face down, a little untidy.
    for side in (0, 1):
        px, py = pile_position(side, me, width, height)
        for i, card in enumerate(state.won[side]):
            jitter = ((i * 37) % 9 - 4) * 1.2
            places[Face(card)] = Place(px - i * 0.4, py - i * 0.6, 90.0 + jitter, 50 + i,
                                      False, SMALL, card)
    # The stock (spizzichino), face down at the left of the trick; a card just
    # drawn lies face up on its drawer's side of the middle (R3.2).
    sx, sy = stock_position(width, height)
    for i in range(state.stock):
        places[StockBack(i)] = Place(sx - i * 0.5, sy - i * 0.7, 90.0, 40 + i, False, 0.8)
    if state.drawn is not None:
        drawer, drawn = state.drawn
        x, y = drawn_position(compass(drawer, me, n), width, height)
        places[OnShow(drawn)] = Place(x, y, 0.0, 400, True, DRAWN_SCALE, drawn)
    # Mazzetti: dealt piles to choose, and each seat's two piles with the top up.
    for k, pile in enumerate(state.free_piles):
        for j in range(PILE_CARDS):
            x = cx + (k - (len(state.free_piles) - 1) / 2) * 150
            places[DealtPile(pile, j)] = Place(x - j * 1.5, cy - j * 1.5, 0.0, 40 + j, False, 0.8)
    for seat in range(n):
        for p, view in enumerate(state.piles[seat] if seat < len(state.piles) else ()):
            x, y = _pile_base(seat, p, state, height)
            for j in range(view.size):
                px, py = x - j * PILE_STEP, y - j * PILE_STEP
                if j == view.size - 1 and view.top is not None:
                    places[Face(view.top)] = Place(px, py, 0.0, 40 + j, True, PILE_SCALE,
                                                   view.top)
                else:
                    places[PileBack(seat, p, j)] = Place(px, py, 0.0, 40 + j, False,
                                                         PILE_SCALE)
    return places


def _place_open_hands(state: TableState, places: dict[CardId, Place], width: float,
                      height: float) -> None:
    """The replay viewer: every hand but the viewer's face up at its seat, unturned so
    each card's corner reads, in a row of overlapping cards: the top seat's small,
    spaced as the live table spaces a hand (:func:`hand_spacing`, :data:`OPEN_ROW`), a
    side seat's as large as the viewer's (:data:`SIDE_SCALE`, :func:`side_row`); cards of
    a declaration on show stand out of the row, down at the top, up at the sides (R5)."""
    shown = set(state.shown[1]) if state.shown else set()
    for seat, cards in enumerate(state.open_hands):
        if seat == state.me:
            continue
        where = compass(seat, state.me, state.players)
        hx, hy = hand_centre(where, width, height)
        scale, out = SMALL, RAISE
        if where in (LEFT, RIGHT):
            row, scale, out = side_row(where, len(cards), width), SIDE_SCALE, -RAISE
            hy += OPEN_SIDE_DROP
        else:  # below the score box and the name plate; room for pick-ups (R3.3)
            span = width * OPEN_ROW
            if state.players == 4:
                span = min(span, OPEN_TOP_RIGHT - SCORE_BOX_RIGHT)
                hx = SCORE_BOX_RIGHT + span / 2
            row = _fan(len(cards), hx, hand_spacing(len(cards), span, SMALL))
            hy += OPEN_TOP_DROP
        for i, (card, x) in enumerate(zip(cards, row, strict=True)):
            y = hy + out if card in shown else hy
            places[Face(card)] = Place(x, y, 0.0, 10 + i, True, scale, card)
