"""What a new match is made of, as chosen in the New match dialog.

A plain value (no Qt) shared by the dialog, the controller and the settings.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ...engine import PRESETS, Rules

#: Default bot names by number of players, seat 1 onwards in turn order (R2); seat 2
#: is the partner of the human at seat 0 (South).
BOT_NAMES: dict[int, tuple[str, ...]] = {4: ("Est", "Nord", "Ovest"), 2: ("Avversario",)}


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """A match to start.

    - ``rules``: the rule set (its variant fixes the number of seats).
    - ``names``: one name per seat, in turn order (seat 0 is South / the player).
    - ``levels``: per seat, a bot level name (see ``bots.LEVELS``) or None for a human.
      Four players: seat 0 human, seats 1-3 bots (the partner is seat 2), or all
      bots in demo mode. Two players: seat 0 human, seat 1 bot or human (hot-seat).
    - ``seed``: the match seed (first dealer and every shuffle), None for a random one.
    - ``profiles``: per seat, the id of the history profile playing it (a human's), None
      for a bot or a human without a profile; empty when none is known (a resumed match:
      the history then finds the profile by the name at the seat).
    """

    rules: Rules
    names: tuple[str, ...]
    levels: tuple[str | None, ...]
    seed: int | None = None
    profiles: tuple[int | None, ...] = ()

    def __post_init__(self) -> None:
        n = self.rules.players
        if len(self.names) != n or len(self.levels) != n:
            raise ValueError(f"{self.rules.variant} needs {n} names and {n} levels")
        if all(profile is None for profile in self.profiles):
            object.__setattr__(self, "profiles", ())  # none known: one way to say it
        elif len(self.profiles) != n:
            raise ValueError(f"{self.rules.variant} needs {n} profiles or none")

    @property
    def humans(self) -> tuple[int, ...]:
        """Seats played by humans."""
        return tuple(s for s, level in enumerate(self.levels) if level is None)

    @classmethod
    def default(cls, variant: str = "tressette", player: str = "Giocatore",
                level: str = "principiante") -> MatchSetup:
        """The first preset of ``variant`` with one human (seat 0) against bots."""
        rules = next(r for r in PRESETS.values() if r.variant == variant)
        levels = (None,) + (level,) * (rules.players - 1)
        return cls(rules, (player, *BOT_NAMES[rules.players]), levels)

    def demo(self) -> MatchSetup:
        """The same match with bots in every seat (demo mode)."""
        level = next((lv for lv in self.levels if lv is not None), "principiante")
        return replace(self, levels=(level,) * self.rules.players, profiles=())

