"""The opponent's known cards on the table (two-player a pesca, R3.2): a small plate by
the opponent's hand of the cards it drew face up or declared (R5) and has not played yet
(:attr:`~.table_state.TableState.known`, computed from the viewer's observation only).

The cards lie side by side at the size of a played card: in one row when it fits
between the table's left edge and the plate's place (:data:`KNOWN_TOP_RIGHT`, left of
the opponent's hand and the trick, above the stock), else :data:`ROW_CARDS` to a row.
Once the stock is empty each row lies whole under the one before (:data:`WHOLE_ROW_STEP`:
the table below is free down to the "stock is empty" label); while the stock lies on the
table each further row is lower by only :data:`ROW_STEP` over the row before, so every
card shows its corner index and the top of its picture and a whole hand, ten cards,
stays above the stock."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPixmapItem, QGraphicsSimpleTextItem

from ...engine import Card
from .card_images import CARD_HEIGHT, CARD_WIDTH, CardImages
from .layout import SMALL
from .scene_items import SMALL_TEXT, Plate, table_font, table_tr
from .table_state import TableState

#: Scale of a card in the row (1.0 = card size): a played card's, whose corner index
#: reads at 1024 x 600 (``tests/ui/test_card_index.py``).
KNOWN_SCALE = SMALL
#: Offset (px) between two cards side by side in a row: a card's width and a gap.
KNOWN_SPACING = CARD_WIDTH * KNOWN_SCALE + 6
#: Cards in a row before the next row starts, when they do not fit in one row.
ROW_CARDS = 5
#: Room (px) between the table's left edge and the row's plate at its widest.
EDGE_MARGIN = 8.0
#: How much lower (px) each row lies than the one before: the earlier row shows its
#: corner indexes (:data:`~.layout.INDEX_CORNER`, 28 px tall at this scale) and more.
ROW_STEP = 50.0
#: How much lower (px) each row lies than the one before once the stock is empty: a
#: card's height and a gap, the earlier row all shown.
WHOLE_ROW_STEP = CARD_HEIGHT * KNOWN_SCALE + 6
#: Room (px) inside the row's plate around the title and the cards.
PAD = 8.0
#: The row's top-right corner (scene px): below the opponent's hand and left of it,
#: under the score box, clear of the trick, of the cards on show and of the stock.
KNOWN_TOP_RIGHT = (650.0, 178.0)
#: The device pixel ratio of the row's images: the 2x faces, shrunk smoothly.
IMAGE_RATIO = 2.0


class KnownRow(Plate):
    """The plate "Known cards" with the cards of :attr:`TableState.known` face up, small;
    hidden when the table keeps no known cards (four players, mazzetti, the replay
    viewer, :attr:`TableState.shows_known`) or none is known."""

    def __init__(self, images: CardImages) -> None:
        super().__init__()
        self._images = images
        self._title = QGraphicsSimpleTextItem(self)
        self._title.setFont(table_font(SMALL_TEXT))
        self._title.setBrush(QColor("white"))
        self._title.setPos(PAD, PAD / 2)
        self._faces: list[QGraphicsPixmapItem] = []
        self._shown: tuple[Card, ...] = ()
        self._step = ROW_STEP
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        """Word the title and the tooltip in the language installed."""
        self._title.setText(table_tr("Known cards"))
        self.setToolTip(table_tr("Cards the opponent drew face up from the stock or "
                                 "declared, and has not played yet"))
        self._fit()

    @property
    def cards(self) -> tuple[Card, ...]:
        """The cards the row shows, in order (() while hidden)."""
        return self._shown if self.isVisible() else ()

    @property
    def title(self) -> str:
        """The row's title, as worded now."""
        return self._title.text()

    def show_known(self, state: TableState) -> None:
        """Show ``state.known`` (R3.2), or hide the row (see the class docstring); rows
        whole once ``state.stock`` is empty (see the module docstring)."""
        known = state.known if state.shows_known else ()
        step = ROW_STEP if state.stock else WHOLE_ROW_STEP
        if known != self._shown or step != self._step:
            for item in self._faces:
                scene = item.scene()
                if scene is not None:
                    scene.removeItem(item)  # and from the row
            self._faces = [self._face(card) for card in known]
            self._shown, self._step = known, step
            self._fit()
        self.setVisible(bool(known))

    def _face(self, card: Card) -> QGraphicsPixmapItem:
        item = QGraphicsPixmapItem(self._images.face(card.code, IMAGE_RATIO), self)
        item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
        item.setScale(KNOWN_SCALE)
        return item

    def _fit(self) -> None:
        """Lay the cards under the title in rows (see the module docstring) and size the
        plate around them."""
        title = self._title.boundingRect()
        count = len(self._faces)
        top = PAD / 2 + title.height() + 4
        per_row = count if count <= one_row_cards() else ROW_CARDS
        for i, item in enumerate(self._faces):
            row, column = divmod(i, per_row)
            item.setPos(PAD + column * KNOWN_SPACING, top + row * self._step)
            item.setZValue(i)
        columns = min(count, per_row)
        rows = -(-count // per_row) if count else 0
        width = CARD_WIDTH * KNOWN_SCALE + KNOWN_SPACING * max(columns - 1, 0)
        height = CARD_HEIGHT * KNOWN_SCALE + self._step * max(rows - 1, 0)
        plate = QRectF(0, 0, max(title.width(), width) + 2 * PAD, top + height + PAD)
        self.setRect(plate)
        self.setPos(KNOWN_TOP_RIGHT[0] - plate.width(), KNOWN_TOP_RIGHT[1])


def one_row_cards() -> int:
    """The most cards that lie in one row: the plate, :data:`PAD` each side of them, fits
    between :data:`EDGE_MARGIN` from the table's left edge and :data:`KNOWN_TOP_RIGHT`
    (at 0.7 scale: 7 cards)."""
    room = KNOWN_TOP_RIGHT[0] - EDGE_MARGIN - 2 * PAD - CARD_WIDTH * KNOWN_SCALE
    return 1 + int(room // KNOWN_SPACING)
