"""The score on the table (a box in the top left corner) and in the window's score
panel: :func:`score_html` (R5, R6, R7)."""

from __future__ import annotations

import html
from collections.abc import Callable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QGraphicsTextItem

from ..language.levels import SeatLevels
from ..language.texts import points_text, side_label
from .scene_items import SMALL_TEXT, Plate, table_font, table_tr
from .table_state import TableState

#: The share (%) of the panel's width of each figure's column in the stacked score: the
#: match points, the cards (the longest head), the declared points.
_STACKED_SHARES = (22, 50, 28)
#: The widest the score box's text may be (scene px): the box, in the top left corner,
#: stays clear of the hand at the top (a long side's name is elided to fit).
SCORE_WIDTH = 560.0
#: Room (scene px) an elided side's name leaves free: the rounding of the text's width.
_SLACK = 4.0


class ScoreBox(Plate):
    """A plate with a small rich-text table (the score), its top-left corner at its
    position; its tooltip says what each column counts, and names the sides in full
    when a name is elided (:meth:`show_score`)."""

    def __init__(self) -> None:
        super().__init__()
        self.text = QGraphicsTextItem(self)
        self.text.setFont(table_font(SMALL_TEXT))
        self.text.setDefaultTextColor(QColor("white"))
        self.text.setPos(6, 4)
        self._full: tuple[str, ...] = ()  # the sides' names, when one is elided
        self.retranslate()

    def retranslate(self) -> None:
        """Word the tooltip in the language installed."""
        tip = table_tr("Match: the match points so far. Cards: the value of the cards taken "
                       "in this deal, with the last trick's point once taken. Declared: the "
                       "declarations' points of this deal.")
        self.setToolTip("\n".join((tip, "", *self._full)) if self._full else tip)

    def show_score(self, state: TableState, names: tuple[str, ...]) -> None:
        """Show :func:`score_html` of ``state`` and ``names``, one line a side: a side's
        name too long for :data:`SCORE_WIDTH` is elided, the sides named in full in
        the tooltip."""
        self._full = ()
        self.set_html(score_html(state, names))
        if self.wrapped():
            self.text.setTextWidth(-1)
            overflow = self.text.boundingRect().width() - SCORE_WIDTH
            metrics = QFontMetricsF(table_font(SMALL_TEXT, bold=True))
            sides = tuple(side_label(side, names) for side in (0, 1))
            room = max(metrics.horizontalAdvance(side) for side in sides) - overflow - _SLACK
            self.set_html(score_html(state, names, fit=lambda side: metrics.elidedText(
                side, Qt.TextElideMode.ElideRight, room)))
            self._full = sides
        self.retranslate()

    def set_html(self, text: str) -> None:
        """Show ``text`` (:func:`score_html`), at most :data:`SCORE_WIDTH` wide."""
        self.text.setTextWidth(-1)
        self.text.setHtml(text)
        if self.text.boundingRect().width() > SCORE_WIDTH:
            self.text.setTextWidth(SCORE_WIDTH)
        r = self.text.boundingRect()
        self.setRect(QRectF(0, 0, r.width() + 12, r.height() + 8))
        self.setVisible(bool(text))

    def wrapped(self) -> bool:
        """Whether the text is too wide for :data:`SCORE_WIDTH` (a long name wraps)."""
        return self.text.textWidth() >= 0

    def html(self) -> str:
        """The text shown, as Qt's HTML."""
        return self.text.toHtml()


def score_html(state: TableState, names: tuple[str, ...], levels: SeatLevels | None = None, *,
               stacked: bool = False, fit: Callable[[str], str] = str) -> str:
    """The score as a small HTML table, for the table and the score panel: per side
    its match points ("Match", R7), the card value taken this deal in whole points
    and thirds with the last-trick point once taken ("Cards this deal", R6; "Cards" on
    the table), and the declared points ("Declared", R5). One row per side, or with
    ``stacked`` (a narrow panel, compact: a 1024 x 600 screen shows the declarations
    under it) the figures' heads in one row, then each side's name over its figures.
    The sides named by ``texts.side_label`` of ``names`` and ``levels`` (the seats' bot
    levels, when known), each as ``fit`` gives it (the panel elides a long one to its
    width). "" when ``names`` are not the state's."""
    if len(names) != state.players:
        return ""
    cards = table_tr("Cards this deal") if stacked else table_tr("Cards")  # short on the table
    heads = (table_tr("Match"), cards, table_tr("Declared"))
    title = table_tr("Deal %1").replace("%1", str(state.deal_number))
    sides = []
    for side in (0, 1):
        declared = state.declared[side]
        cells = (str(state.scores[side]), points_text(state.thirds[side]),
                 f"+{declared}" if declared else "0")
        sides.append((html.escape(fit(side_label(side, names, levels))), cells))
    if stacked:
        rows = [f"<tr><th colspan=3 align=left>{title}</th></tr>",
                "<tr>" + "".join(f"<td align=right width={share}%>{head}</td>"
                                 for head, share in zip(heads, _STACKED_SHARES, strict=True))
                + "</tr>"]
        for label, cells in sides:
            rows.append(f"<tr><td colspan=3><b>{label}</b></td></tr>")
            rows.append("<tr>" + "".join(f"<td align=right>{cell}</td>" for cell in cells)
                        + "</tr>")
        return ("<table cellspacing=0 cellpadding=1 width=100%>"
                f"{''.join(rows)}</table>")
    else:
        rows = [f"<tr><th align=left>{title}</th>"
                + "".join(f"<th align=right>{head}</th>" for head in heads) + "</tr>"]
        rows.extend(f"<tr><td><b>{label}</b></td>"
                    + "".join(f"<td align=right>{cell}</td>" for cell in cells) + "</tr>"
                    for label, cells in sides)
    return f"<table cellspacing=0 cellpadding={2 if stacked else 5}>{''.join(rows)}</table>"
