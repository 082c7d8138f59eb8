"""Rule options (R3-R9): one frozen, validated value, and the named presets.

Build with :meth:`Rules.for_variant` (variant defaults, then overrides) or
:meth:`Rules.from_dict` (records, settings). Every option is documented at its
field; an unknown option or a bad value raises :class:`RulesError`.
"""

from __future__ import annotations

import reprlib
from collections.abc import Mapping
from dataclasses import asdict, dataclass, fields, replace
from typing import Any, Literal

Variant = Literal["tressette", "spizzichino", "mazzetti"]
VARIANTS: tuple[Variant, ...] = ("tressette", "spizzichino", "mazzetti")
#: R7: the highest ``target`` and ``deals`` (what the New match dialog can show).
MAX_TARGET = 999
MAX_DEALS = 99


#: Options that older records and settings still carry and :meth:`Rules.from_dict`
#: ignores: ``auto_declare`` (declare for a human at the first legal moment) is a
#: preference of the app, not a rule of the game, since records of version 1.
RETIRED_OPTIONS = frozenset({"auto_declare"})


class RulesError(ValueError):
    """An unknown rule option or a bad value; the message names it."""


@dataclass(frozen=True, slots=True)
class Rules:
    """Every rule option of docs/rules.md with its default (for Tressette for four).

    Use :meth:`for_variant` to get the defaults of another variant.
    Raises :class:`RulesError` on construction with a bad value.
    """

    #: R3: "tressette" (four players), "spizzichino" (a pesca), "mazzetti".
    variant: Variant = "tressette"
    #: R3.1: cards dealt at a time, 1 or 5 (changes only who gets which card).
    deal_packet: int = 1
    #: R5: declarations (napola, tris, quaterna) score.
    declarations: bool = True
    #: R5, two-player only: combinations completed by drawn/picked cards may be
    #: declared in any own turn (seed 003); off: initial 10 cards, first turn only.
    declare_drawn: bool = True
    #: R5: napoletana decima (ten of a suit in the initial hand) wins the match.
    collatondrione: bool = True
    #: R6: "count" records sweeps; "wins_match" ends the match on a sweep (seed 004).
    cappotto: Literal["count", "wins_match"] = "count"
    #: R7: "points" (play to `target`) or "deals" (play `deals` deals).
    match_end: Literal["points", "deals"] = "points"
    #: R7: points to reach in a points match (whole points, 1..MAX_TARGET).
    target: int = 21
    #: R7: number of deals in a deals match (1..MAX_DEALS).
    deals: int = 3
    #: R7: in a points match, a side reaching the target on a trick wins at once.
    vinco_subito: bool = False
    #: R7: tie after the last deal of a deals match: "spareggio" or "draw".
    tiebreak: Literal["spareggio", "draw"] = "spareggio"
    #: R7: a player whose 10 cards are worth under 1 point may ask for a new deal.
    redeal_under_one_point: bool = True
    #: R8, four players only: busso / striscio / volo on leads.
    signals: bool = True

    def __post_init__(self) -> None:
        def bad(name: str, value: object, expected: str) -> RulesError:
            return RulesError(f"bad value {reprlib.repr(value)} for rule option {name!r}: "
                              f"expected {expected}")

        if self.variant not in VARIANTS:
            raise bad("variant", self.variant, "one of " + ", ".join(VARIANTS))
        for f in fields(self):
            value = getattr(self, f.name)
            if f.type == "bool" and not isinstance(value, bool):
                raise bad(f.name, value, "true or false")
            if f.type == "int" and (not isinstance(value, int) or isinstance(value, bool)):
                raise bad(f.name, value, "a whole number")
        if self.deal_packet not in (1, 5):
            raise bad("deal_packet", self.deal_packet, "1 or 5")
        if self.cappotto not in ("count", "wins_match"):
            raise bad("cappotto", self.cappotto, "'count' or 'wins_match'")
        if self.match_end not in ("points", "deals"):
            raise bad("match_end", self.match_end, "'points' or 'deals'")
        if self.tiebreak not in ("spareggio", "draw"):
            raise bad("tiebreak", self.tiebreak, "'spareggio' or 'draw'")
        if not 1 <= self.target <= MAX_TARGET:
            raise bad("target", self.target, f"a whole number 1..{MAX_TARGET}")
        if not 1 <= self.deals <= MAX_DEALS:
            raise bad("deals", self.deals, f"a whole number 1..{MAX_DEALS}")
        if self.signals and self.variant != "tressette":
            raise RulesError("rule option 'signals' is for four players only (R8)")
        if self.vinco_subito and self.match_end != "points":
            raise RulesError("rule option 'vinco_subito' applies to points matches only (R7)")

    @property
    def players(self) -> int:
        """Number of players: 4 for tressette, 2 for the Spizzichino games (R2)."""
        return 4 if self.variant == "tressette" else 2

    @property
    def declare_any_turn(self) -> bool:
        """R5: a combination may be declared in any own turn (the two-player games with
        ``declare_drawn``); False: only in the first turn, with the cards dealt."""
        return self.variant != "tressette" and self.declare_drawn

    @property
    def tricks_per_deal(self) -> int:
        """Tricks in a deal: 10 with four players, 20 with two (R3)."""
        return 10 if self.variant == "tressette" else 20

    @classmethod
    def for_variant(cls, variant: str, **options: Any) -> Rules:
        """The defaults of docs/rules.md for ``variant``, with ``options`` overriding them.

        Two-player defaults: target 51, no redeal, no signals. Raises :class:`RulesError`
        naming an unknown variant or option, or a bad value.
        """
        return cls.from_dict({**options, "variant": variant})

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> Rules:
        """Build from a mapping of option names (as in records and settings).

        Missing options take the defaults of the variant (``data["variant"]``,
        "tressette" when missing); options of :data:`RETIRED_OPTIONS` are ignored;
        raises :class:`RulesError` naming an unknown option or a bad value.
        """
        if not isinstance(data, Mapping):
            raise RulesError(f"rules must be an object of options, not {type(data).__name__}")
        data = {name: value for name, value in data.items() if name not in RETIRED_OPTIONS}
        known = {f.name for f in fields(cls)}
        for name in data:
            if name not in known:
                raise RulesError(f"unknown rule option {reprlib.repr(name)}")
        variant = data.get("variant", "tressette")
        if variant not in VARIANTS:
            raise RulesError(
                f"bad value {reprlib.repr(variant)} for rule option 'variant': expected one of "
                + ", ".join(VARIANTS))
        base: dict[str, Any] = {}
        if variant != "tressette":
            base.update(target=51, redeal_under_one_point=False, signals=False)
        return cls(**{**base, **data})

    def to_dict(self) -> dict[str, Any]:
        """All options as a JSON-ready dict (inverse of :meth:`from_dict`)."""
        return asdict(self)

    def replace(self, **options: Any) -> Rules:
        """A copy with some options changed; validated like the constructor."""
        known = {f.name for f in fields(self)}
        for name in options:
            if name not in known:
                raise RulesError(f"unknown rule option {name!r}")
        return replace(self, **options)


#: Named presets shown in the app (R3-R9); values are complete rule sets.
PRESETS: dict[str, Rules] = {
    "Tressette 21": Rules.for_variant("tressette"),
    "Tressette a 3 smazzate": Rules.for_variant("tressette", match_end="deals", deals=3),
    # Seed 004: cappotto wins the match, redeal under one point, napoletana decima,
    # cards dealt five at a time.
    "Classico a posta": Rules.for_variant(
        "tressette", cappotto="wins_match", redeal_under_one_point=True,
        collatondrione=True, deal_packet=5),
    "Spizzichino 51 con buongioco": Rules.for_variant("spizzichino", target=51),
    "Spizzichino 31 senza buongioco": Rules.for_variant(
        "spizzichino", target=31, declarations=False),
    "Spizzichino a mazzetti 51": Rules.for_variant("mazzetti", target=51),
}


def presets_for(variant: str) -> dict[str, Rules]:
    """The presets of one variant, by name, in display order."""
    return {name: rules for name, rules in PRESETS.items() if rules.variant == variant}
