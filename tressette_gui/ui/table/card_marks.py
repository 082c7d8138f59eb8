"""The marks on a scene's card items: those of a human's input (:class:`~.marks.Marks`:
dimmed cards with their reason, the chosen and numbered ones, a hint's or a lesson's
glow, the pick-up badges of mazzetti) and those of a decision reviewed in the replay
viewer (issue 16)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QGraphicsScene

from ...engine import Card
from ..language.analysis_words import legend_text
from ..language.texts import friendly_reason
from .card_ids import CardId, DealtPile, Face
from .card_item import CardItem
from .layout import pile_top_position
from .marks import Marks
from .scene_items import PickUpBadge
from .table_state import PILE_CARDS, TableState

#: How far (scene px) above a pile top's centre a pick-up badge ends, whatever its lines.
BADGE_BOTTOM = 77


class CardMarks:
    """Marks the items of ``cards`` (the scene's identity -> item map, shared) on
    ``scene``; a pick-up badge calls ``pick_up(pile)`` when clicked (R3.3)."""

    def __init__(self, scene: QGraphicsScene, cards: dict[CardId, CardItem],
                 pick_up: Callable[[int], None]) -> None:
        self._scene = scene
        self._cards = cards
        self._pick_up = pick_up
        self._badges: list[PickUpBadge] = []
        self._reviewed: tuple[Card, ...] = ()  # the cards :meth:`show_review` marked
        # Each item :meth:`show_review` raised: (its z before, its z raised).
        self._raised: dict[CardItem, tuple[float, float]] = {}

    @property
    def badges(self) -> tuple[PickUpBadge, ...]:
        """The pick-up badges shown."""
        return tuple(self._badges)

    def retranslate(self) -> None:
        """Re-word the pick-up badges and the reviewed cards' tooltips in the language
        just installed."""
        for badge in self._badges:
            badge.retranslate()
        for item in self._reviewed_items():
            item.setToolTip(legend_text())

    def show(self, marks: Marks, state: TableState | None) -> None:
        """Mark the cards for a human's input: dimmed hand cards and pile tops with the
        reason as their tooltip (``texts.friendly_reason``), chosen and numbered ones,
        those lit by a hint or a lesson (glowing), a pick-up badge over each own pile top
        of ``state`` that may be picked up (R3.3), the dealt piles taken (outlined) or
        chosen for the hand (glowing), the key of each dealt pile a key clicks on its
        top card. A trick's winner keeps its glow."""
        numbers = dict(marks.numbers)
        pile_numbers = dict(marks.pile_numbers)
        why = dict(marks.dimmed)
        for key, item in self._cards.items():
            if isinstance(key, DealtPile):
                item.set_marked(key.pile in marks.taken)
                item.set_highlight(key.pile in marks.hand_piles)
                top = key.index == PILE_CARDS - 1  # the key shows on the pile's top card
                item.set_number(pile_numbers.get(key.pile, "") if top else "")
                continue
            card = key.card if isinstance(key, Face) else None
            reason = why.get(card) if card is not None else None
            item.set_dimmed(reason is not None)
            item.setToolTip(friendly_reason(reason) if reason is not None else "")
            item.set_marked(card is not None and card == marks.chosen)
            item.set_number(numbers.get(card, "") if card is not None else "")
            if card in numbers or card in marks.lit:  # the viewer's own cards: a trick's
                item.set_highlight(card in marks.lit)  # winner keeps its glow
        for badge in self._badges:
            self._scene.removeItem(badge)
        self._badges = []
        spots = [pile_top_position(state.me, pile, state) for pile in marks.pickups] \
            if state is not None else []
        for pile, (x, y) in zip(marks.pickups, spots, strict=False):
            badge = PickUpBadge(pile, self._pick_up)
            badge.setPos(x, y - BADGE_BOTTOM - badge.rect().bottom())
            self._scene.addItem(badge)
            self._badges.append(badge)

    def show_review(self, best: Card | None, chosen: Card | None, colour: str | None) -> None:
        """Mark a reviewed decision (issue 16, the replay viewer): ``best`` glows as a
        hint's card, ``chosen`` gets an outline in ``colour`` (its mark's); the marks of
        the decision shown before are cleared first (all None: only that). Both marked
        items are raised above the cards overlapping them, so that their whole frame
        shows, and put back in their place (z value) when cleared. Their tooltip says
        what the marks mean (``analysis_words.legend_text``)."""
        for item in self._reviewed_items():
            item.set_review(None)
            item.set_highlight(False)
            item.setToolTip("")
        for item, (before, raised) in self._raised.items():
            if item.zValue() == raised:  # not laid out anew meanwhile
                item.setZValue(before)
        self._raised = {}
        self._reviewed = tuple(c for c in (best, chosen) if c is not None)
        marked = self._reviewed_items()
        if best is not None and Face(best) in self._cards:
            self._cards[Face(best)].set_highlight(True)
        if chosen is not None and Face(chosen) in self._cards:
            self._cards[Face(chosen)].set_review(colour)
        for item in marked:
            self._raise(item, marked)
            item.setToolTip(legend_text())

    def _reviewed_items(self) -> list[CardItem]:
        """The items of the cards :meth:`show_review` marked last, still on the table."""
        return [self._cards[Face(c)] for c in self._reviewed if Face(c) in self._cards]

    def _raise(self, item: CardItem, marked: list[CardItem]) -> None:
        """Put ``item`` just above every card item overlapping it but those ``marked``."""
        below = [other.zValue() for other in item.collidingItems()
                 if isinstance(other, CardItem) and other not in marked]
        top = max(below, default=item.zValue())
        if top >= item.zValue():
            self._raised[item] = (item.zValue(), top + 1)
            item.setZValue(top + 1)
