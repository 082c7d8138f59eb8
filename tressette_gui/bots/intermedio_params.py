"""Intermedio's tunable choices (:class:`Params`), its default set, and how far from
the end it counts a known two-player ending out. The frozen ``intermedio-v1`` bar is
the same rules with other values (:mod:`.intermedio_v1`)."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DEFAULT", "ENDING_TRICKS", "Params"]


@dataclass(frozen=True, slots=True)
class Params:
    """Tunable choices of Intermedio (all thresholds in thirds of a point, R1).

    - ``take_with_honour``: the least table thirds worth spending a Tre or Due
      (not an Asso, which banks itself) to take a trick.
    - ``secure_partner``: the least table thirds for which a seat plays a sure
      winner over a partner's trick that an opponent could still beat.
    - ``cash_masters``: lead sure winners before anything else (four players).
    - ``keep_assi``: two players, declarations of drawn cards on (R5) and the
      stock not empty: do not bank an Asso on a trick without points, it may
      still make a tris or a napola.
    - ``keep_combos``: two players (R5, declarations of drawn or picked-up cards
      on): an honour that may still complete a napola or a tris is neither
      spent to take a trick worth less than an Asso (3 thirds) nor given away
      before an equal card.
    - ``strozzo``: two players (R4): the least thirds the opponent must surely
      give to a lead that surely wins for it to be led first (3: the Tre led on
      an Asso alone); 0 = never.
    - ``prefer_piles``: mazzetti (R3.3): of cards equal for the rules above,
      play a face-up pile top before a hand card.
    - ``keep_assi_piles``: ``keep_assi`` also in mazzetti while an own pile
      hides a card (it may be picked up, R3.3, to make the declaration).
    - ``lead_void``: mazzetti: of the cheapest cards to lead, one of a suit the
      opponent surely does not hold (R4: it must discard). Not a pesca, where
      the void lasts only to the opponent's next draw (R3.2) and the discard
      sheds its worst card: against ``greedy``, seed 5, 500 pairs, the rule
      is worth +0.58 ± 0.22 points per deal in mazzetti and -0.14 ± 0.15 a pesca
      (benchmarks/bot_strength.md).
    - ``heads_up_take_with_honour``: ``take_with_honour`` for two players
      (3: a Tre or Due takes only an Asso, or the last trick, R6).
    - ``bank_figures``: a pesca while the stock lasts (R3.2): take a trick
      without points when the cheapest winner is a figure (Re, Cavallo,
      Fante), banking its third.
    - ``solve_ending``: two players, every card known and at most
      :data:`ENDING_TRICKS` tricks left: play the ending exactly (R4, R6).
    """

    take_with_honour: int = 1
    secure_partner: int = 2
    cash_masters: bool = True
    keep_assi: bool = True
    keep_combos: bool = True
    strozzo: int = 3
    prefer_piles: bool = True
    bank_figures: bool = True
    keep_assi_piles: bool = True
    lead_void: bool = True
    heads_up_take_with_honour: int = 3
    solve_ending: bool = True


#: Tricks left from which ``solve_ending`` counts a known ending out: the second
#: half (a pesca: from the empty stock on, R3.2); a mazzetti ending known
#: earlier is played by the rules (its solve would take seconds).
ENDING_TRICKS = 10

#: The default parameters of the ``intermedio`` level.
DEFAULT = Params()
