"""The table scene: green felt, seat plates and the dealer marker (:mod:`.seat_plates`),
score box, speech labels, the declarations' badges (:mod:`.declaration_badges`), the
stock's count, the opponent's known cards (:mod:`.known_row`), the pick-up badges of
mazzetti, the hot-seat cover, the marks of a human's input (:mod:`.marks`), and the card items by
identity (placed by :mod:`.layout`, moved by :mod:`.animation`)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRect, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QGuiApplication, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Card
from ...engine import Signal as LeadSignal
from ..language.game_terms import signal_word
from ..language.levels import SeatLevels
from ..language.seat_names import Who, seat_levels
from ..language.texts import side_label
from .card_ids import CardId, Face
from .card_images import ALL_CODES, BACK_NAMES, CardImages
from .card_item import CardItem
from .card_marks import CardMarks
from .declaration_badges import DeclarationBadges
from .hotseat_cover import HotSeatCover
from .known_row import KnownRow
from .layout import (
    SCENE_HEIGHT,
    SCENE_WIDTH,
    Place,
    compass,
    note_position,
    pile_position,
    plate_position,
    stock_position,
)
from .marks import Marks
from .scene_items import SMALL_TEXT, Label, PickUpBadge, TableButton, table_tr
from .score_box import ScoreBox
from .seat_plates import SeatPlates
from .table_state import Note, NoteKind, TableState

#: How far (px) above the viewer's captured pile its label stands: above the top edge
#: of the viewer's hand, which a long label reaches (it is kept on the table).
PILE_LABEL_RISE = 115
#: How far (px) below the other side's captured pile (top right) its label stands, in
#: play and in the replay alike: under the pile, clear above the right seat's plate
#: (also when the plate is framed as the seat to act).
PILE_LABEL_DROP = 64
#: Where the "New match" button may stand, by how far (px) below the middle of the
#: table (above when negative): the first place that covers no card.
NEW_MATCH_SHIFTS = (0.0, -215.0, 215.0)
FELT = QColor(22, 102, 54)
FELT_EDGE = QColor(10, 60, 30)


def note_text(note: Note) -> str:
    """The words of a speech label (translated; game terms stay Italian)."""
    if note.kind is NoteKind.SIGNAL:  # "Busso!", in the catalogue's word
        return signal_word(LeadSignal(note.detail)) + "!"
    if note.kind is NoteKind.DECLARATION:  # "Tris di Assi!"
        return note.detail[:1].upper() + note.detail[1:] + "!"
    if note.kind is NoteKind.REDEAL_ASKED:
        return table_tr("New deal, please")
    if note.kind is NoteKind.REDEAL_KEPT:
        return table_tr("I keep my hand")
    return table_tr("Napoletana decima of %1!").replace("%1", note.detail)


class TableScene(QGraphicsScene):
    """The table, in fixed logical coordinates (SCENE_WIDTH x SCENE_HEIGHT px).

    ``cards`` maps identities (:data:`~.card_ids.CardId`) to the card items on the table.
    :meth:`show_state` updates everything but the cards (plates, turn and dealer
    markers, score box, speech label, known cards) for a :class:`TableState` at once;
    :meth:`show_marks` marks the cards for a human's input.
    ``cardClicked(CardId | None)`` is emitted when a card is clicked (None: an item
    on its way out),
    ``pickUpClicked(int)`` when the pick-up badge of an own pile is (R3.3),
    ``newMatchClicked()`` when the "New match" button (:meth:`show_new_match`) is.
    ``cover`` is the hot-seat cover (hidden unless a hot-seat game is waiting for
    the next player).
    """

    cardClicked = Signal(object)
    pickUpClicked = Signal(int)
    newMatchClicked = Signal()

    def __init__(self, images: CardImages, parent: QObject | None = None) -> None:
        super().__init__(0, 0, SCENE_WIDTH, SCENE_HEIGHT, parent)
        self.images = images
        self.cards: dict[CardId, CardItem] = {}
        self._back = BACK_NAMES[0]
        self._plates = SeatPlates(self)
        self._score = ScoreBox()  # small enough to clear North's hand and plate
        self._score.setPos(16, 16)
        self.addItem(self._score)
        self._pile_labels = (Label(SMALL_TEXT), Label(SMALL_TEXT))
        self._prompt = Label(29, bold=True)
        self._prompt.setBrush(QColor(200, 150, 0, 235))
        self._prompt.text.setBrush(QColor(30, 20, 0))
        self._new_match = TableButton(35, self.newMatchClicked.emit)
        for item in (*self._pile_labels, self._prompt, self._new_match):
            self.addItem(item)
            item.hide()
        self._speech = Label(32, bold=True)
        self._speech.setBrush(QColor(255, 250, 230, 235))
        self._speech.text.setBrush(QColor(40, 30, 10))
        self.addItem(self._speech)
        self._speech.hide()
        self.declaration_badges = DeclarationBadges(self)
        self._stock = Label(SMALL_TEXT)
        self._stock.setZValue(80)
        self.addItem(self._stock)
        self._stock.hide()
        self._marks = CardMarks(self, self.cards, self.pickUpClicked.emit)
        self.known_row = KnownRow(images)  # the opponent's known cards (a pesca, R3.2)
        self.addItem(self.known_row)
        self.cover = HotSeatCover(QRectF(0, 0, SCENE_WIDTH, SCENE_HEIGHT))
        self.addItem(self.cover)
        self._state: TableState | None = None
        screen = QGuiApplication.primaryScreen()
        ratio = screen.devicePixelRatio() if screen is not None else 1.0
        for code in ALL_CODES:  # load the faces now, not while cards fly
            images.face(code, ratio)
        self.retranslate()

    # ---------------------------------------------------------------- felt
    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """Green felt with a darker rim, also beyond the scene's rectangle, so the felt
        fills the whole view whatever the window's shape."""
        scene = self.sceneRect()
        gradient = QRadialGradient(scene.center(), scene.width() * 0.65)
        gradient.setColorAt(0.0, FELT.lighter(115))
        gradient.setColorAt(1.0, FELT_EDGE)
        painter.fillRect(rect, QBrush(gradient))

    # ---------------------------------------------------------------- cards
    def add_card(self, key: CardId, place: Place) -> CardItem:
        """A new card item ``key`` at ``place`` (the caller animates it)."""
        item = CardItem(self.images, place.card, place.face_up, self._back)
        item.setPos(place.x, place.y)
        item.setRotation(place.rotation)
        item.setScale(place.scale)
        item.setZValue(place.z)
        item.clicked.connect(self._clicked)
        self.addItem(item)
        self.cards[key] = item
        return item

    def _clicked(self, item: CardItem) -> None:
        self.cardClicked.emit(next((k for k, v in self.cards.items() if v is item), None))

    @property
    def card_back(self) -> str:
        """The back of every face-down card (``card_images.BACK_NAMES``)."""
        return self._back

    def set_card_back(self, name: str) -> None:
        """Turn every card's back, on the table and to come, to ``name`` ("red" or
        "blue"); raises ValueError for another name."""
        if name not in BACK_NAMES:
            raise ValueError(f"unknown card back {name!r}; expected one of {BACK_NAMES}")
        self._back = name
        for item in self.cards.values():
            item.set_back(name)

    def retranslate(self) -> None:
        """Re-word the table in the language just installed (the name plates of bots the
        app named, score box, stock, speech label, dealer marker's tip, the score box's
        tip, pick-up badges, hot-seat cover)."""
        self._plates.retranslate()
        self._score.retranslate()
        self._new_match.set_text(table_tr("New match"))
        self._new_match.setToolTip(table_tr("Choose and start a new match (Ctrl+N)"))
        self._marks.retranslate()
        self.known_row.retranslate()
        self.cover.retranslate()
        if self._state is not None:
            self.show_state(self._state)

    def clear_cards(self) -> None:
        """Remove every card item (a new match)."""
        for item in self.cards.values():
            self.removeItem(item)
        self.cards.clear()

    def clear_table(self) -> None:
        """The empty table of a window just opened: no card, name plate, dealer marker,
        score, speech, stock count, pile label, prompt or badge (the New match button
        is left as it is)."""
        self.clear_cards()
        self.set_names(())
        self._state = None
        self._score.set_html("")
        for item in (self._speech, self._stock, *self._pile_labels, self.known_row):
            item.hide()
        self.declaration_badges.hide()
        self.show_prompt("")
        self.show_marks(Marks())

    # ---------------------------------------------------------- decorations
    def set_names(self, seats: Sequence[Who]) -> None:
        """Make one name plate per seat, naming who sits there (``language.seat_names``:
        a bot the app named is worded again by :meth:`retranslate`)."""
        self._plates.set_names(seats)

    @property
    def seats(self) -> tuple[Who, ...]:
        """Who sits at each seat (:meth:`set_names`), worded when shown."""
        return self._plates.seats

    @property
    def levels(self) -> SeatLevels:
        """The seats' bot levels (``seat_names.seat_levels``): a level id per bot the app
        named, None for anyone else."""
        return seat_levels(self.seats)

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names in the language installed now, seat by seat."""
        return self._plates.names

    def plate_texts(self) -> list[str]:
        """The words on the name plates, seat by seat."""
        return self._plates.plate_texts()

    def show_state(self, state: TableState) -> None:
        """Plates, markers, score box, speech label and stock count for ``state``."""
        self._state = state
        self._plates.show(state)
        # the box is narrow and the plates beside it say each bot's level: the short names
        self._score.show_score(state, tuple(who.short() for who in self.seats))
        self._show_note(state)
        self.declaration_badges.show(state)
        self._show_stock(state)
        self._show_pile_labels(state)
        self.known_row.show_known(state)

    def _show_pile_labels(self, state: TableState) -> None:
        """Each side's captured pile labelled with its players and its tricks."""
        for side, label in enumerate(self._pile_labels):
            if not state.deal_number or len(self.names) != state.players:
                label.hide()
                continue
            tricks = len(state.won[side]) // state.players
            label.set_text(table_tr("%1 \u2014 tricks: %2").replace(
                "%1", side_label(side, self.names, self.levels)).replace("%2", str(tricks)))
            x, y = pile_position(side, state.me)
            x = min(x, SCENE_WIDTH - label.rect().width() / 2 - 8)
            label.setPos(x, y - PILE_LABEL_RISE if y > SCENE_HEIGHT / 2 else y + PILE_LABEL_DROP)
            label.show()

    def pile_label(self, side: int) -> str:
        """The label by ``side``'s captured pile ("" when none is shown)."""
        label = self._pile_labels[side]
        return label.text.text() if label.isVisible() else ""

    def show_prompt(self, text: str) -> None:
        """A gold label above the viewer's name plate (e.g. "Your turn"); empty text
        hides it."""
        if not text:
            self._prompt.hide()
            return
        self._prompt.set_text(text)
        x, y = plate_position(0)
        r = self._prompt.rect()
        self._prompt.setPos(max(x, r.width() / 2 + 10), y - 62)
        self._prompt.show()

    @property
    def prompt_text(self) -> str:
        """The prompt by the viewer's hand ("" when hidden)."""
        return self._prompt.text.text() if self._prompt.isVisible() else ""

    def show_new_match(self, shown: bool) -> None:
        """The "New match" button (after a match is over) on or off: in the middle of
        the table, or above or below the cards left there (a trick cut short by a
        resignation, R10) where it covers none of them."""
        button, x, y = self._new_match, SCENE_WIDTH / 2, SCENE_HEIGHT / 2 - 30
        cards = [item.sceneBoundingRect() for item in self.cards.values() if item.isVisible()]
        for dy in NEW_MATCH_SHIFTS:
            button.setPos(x, y + dy)
            if not any(button.sceneBoundingRect().intersects(card) for card in cards):
                break
        else:
            button.setPos(x, y)
        button.setVisible(shown)

    @property
    def new_match_button(self) -> TableButton:
        """The centred "New match" button (see :meth:`show_new_match`)."""
        return self._new_match

    def _show_stock(self, state: TableState) -> None:
        if not state.has_stock or not state.deal_number:
            self._stock.hide()
            return
        if state.stock:
            text = table_tr("Stock: %1").replace("%1", str(state.stock))
        else:
            text = table_tr("The stock is empty")
        self._stock.set_text(text)
        x, y = stock_position()
        self._stock.setPos(x, y + 95)
        self._stock.show()

    @property
    def stock_text(self) -> str:
        """The stock's label ("" when no stock is shown)."""
        return self._stock.text.text() if self._stock.isVisible() else ""

    def show_marks(self, marks: Marks) -> None:
        """Mark the cards for a human's input (:meth:`.card_marks.CardMarks.show`; the
        default :class:`~.marks.Marks` clears every mark)."""
        self._marks.show(marks, self._state)

    def show_review(self, best: Card | None, chosen: Card | None, colour: str | None) -> None:
        """Mark a reviewed decision (:meth:`.card_marks.CardMarks.show_review`)."""
        self._marks.show_review(best, chosen, colour)

    @property
    def pickup_badges(self) -> tuple[PickUpBadge, ...]:
        """The pick-up badges on the table."""
        return self._marks.badges

    def _show_note(self, state: TableState) -> None:
        note = state.speech()
        if note is None or not self.seats:
            self._speech.hide()
            return
        self._speech.set_text(note_text(note))
        x, y = note_position(compass(note.seat, state.me, state.players),
                             self._speech.boundingRect().width(),
                             open_hands=bool(state.open_hands))
        self._speech.setPos(QPointF(x, y))
        self._speech.show()

    @property
    def score_box(self) -> ScoreBox:
        """The score in the top left corner (by the seats' short names: "Ada & North",
        "East & West")."""
        return self._score

    @property
    def note_label(self) -> Label:
        """The speech label (hidden when no seat speaks)."""
        return self._speech

    def highlight_winner(self, state: TableState) -> None:
        """Glow on the card that wins the trick while ``state.winner`` is set."""
        for item in self.cards.values():
            item.set_highlight(False)
        if state.winner is None:
            return
        for seat, card in state.trick:
            if seat == state.winner and Face(card) in self.cards:
                self.cards[Face(card)].set_highlight(True)

    @property
    def state(self) -> TableState | None:
        """The state last shown."""
        return self._state
