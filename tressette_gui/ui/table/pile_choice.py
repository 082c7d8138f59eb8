"""A human's choice of mazzetti piles on the table, step by step (R3.3; no Qt).

The dealer's opponent takes 4 of the 8 dealt piles, then says which 2 of them
become the hand (the other 2 stay in front, top card up); the dealer splits the
4 piles left the same way. On the table: click piles to take them (click again
to put one back), then click 2 of the taken piles for the hand, then confirm.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ...engine import ChoosePiles

#: Piles each player takes (R3.3): 2 for the hand, 2 in front.
TAKEN = 4
#: Of those, the piles that become the hand.
HAND = 2


class ChoiceStage(Enum):
    """Where the choice stands."""

    TAKE = "take"  #: fewer than 4 piles taken
    HAND = "hand"  #: 4 taken, fewer than 2 of them marked for the hand
    READY = "ready"  #: complete: confirm to play it


@dataclass(frozen=True, slots=True)
class PileChoice:
    """The choice so far, as a value: ``free`` dealt pile indices (0-7) still on
    the table, ``taken`` the piles taken (click order), ``hand`` those of them
    marked for the hand. With exactly 4 free piles (the dealer's turn) they are
    all taken from the start."""

    free: tuple[int, ...]
    taken: tuple[int, ...] = ()
    hand: tuple[int, ...] = ()

    @classmethod
    def start(cls, free: tuple[int, ...]) -> PileChoice:
        """The choice for a player facing ``free`` piles (8 or 4). Raises
        ValueError for another number of piles."""
        if len(free) not in (2 * TAKEN, TAKEN):
            raise ValueError(f"a pile choice starts from 8 or 4 free piles, not {len(free)}")
        return cls(free, free if len(free) == TAKEN else ())

    @property
    def stage(self) -> ChoiceStage:
        """TAKE, HAND or READY (see :class:`ChoiceStage`)."""
        if len(self.taken) < TAKEN:
            return ChoiceStage.TAKE
        return ChoiceStage.READY if len(self.hand) == HAND else ChoiceStage.HAND

    @property
    def can_restart(self) -> bool:
        """True when the taken piles can be put back (the first chooser only)."""
        return len(self.free) > TAKEN and bool(self.taken)

    def click(self, pile: int) -> PileChoice:
        """The choice after a click on dealt ``pile``: while taking, take it or put
        it back; once 4 are taken, mark or unmark a taken pile for the hand. A
        click that means nothing (a pile not free, a fifth pile, a third hand
        pile) leaves the choice as it is."""
        if pile not in self.free:
            return self
        if self.stage is ChoiceStage.TAKE:
            if pile in self.taken:
                return PileChoice(self.free, tuple(p for p in self.taken if p != pile))
            return PileChoice(self.free, (*self.taken, pile))
        if pile not in self.taken:
            return self
        if pile in self.hand:
            return PileChoice(self.free, self.taken, tuple(p for p in self.hand if p != pile))
        if len(self.hand) < HAND:
            return PileChoice(self.free, self.taken, (*self.hand, pile))
        return self

    def restart(self) -> PileChoice:
        """Put every taken pile back (the dealer, facing 4, keeps them taken)."""
        return PileChoice.start(self.free)

    def action(self) -> ChoosePiles | None:
        """The engine action of a complete choice (each pair in increasing order,
        as the engine lists them), None before it is complete."""
        if self.stage is not ChoiceStage.READY:
            return None
        hand = sorted(self.hand)
        front = sorted(p for p in self.taken if p not in self.hand)
        return ChoosePiles((hand[0], hand[1]), (front[0], front[1]))
