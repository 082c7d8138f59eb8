"""What a new match is made of, as chosen in the New match dialog.

A plain value shared by the dialog, the controller and the settings; its default names
are those of the language installed.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass, replace

from ...engine import PRESETS, Rules
from ..language.default_names import default_names, localized
from ..language.levels import bot_name

#: Match numbers (seeds) are below this: the nine digits the New match dialog takes.
MATCH_NUMBERS = 10**9


def fresh_seed() -> int:
    """A random match number in [0, :data:`MATCH_NUMBERS`) (from ``secrets``)."""
    return secrets.randbelow(MATCH_NUMBERS)


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
    def default(cls, variant: str = "tressette", player: str | None = None,
                level: str = "principiante") -> MatchSetup:
        """The first preset of ``variant`` with one human (seat 0, named ``player``,
        else the default name) against bots with the default names, in the language
        installed (``language.default_names``)."""
        rules = next(r for r in PRESETS.values() if r.variant == variant)
        levels = (None,) + (level,) * (rules.players - 1)
        names = default_names(rules.players)
        if player is not None:
            names = localized((player, *names[1:]))
        return cls(rules, names, levels)

    def demo(self) -> MatchSetup:
        """The same match with bots in every seat (demo mode), each named as bots are, by
        level and compass point (``language.levels.bot_name``, in the language
        installed): seat 0 no longer carries the player's name, and the two bots of a
        two-player demo stay apart (South and North, "Expert (North)")."""
        level = next((lv for lv in self.levels if lv is not None), "principiante")
        players = self.rules.players
        step = 4 // players  # the compass point of each seat: two players face each other
        return replace(self, levels=(level,) * players, profiles=(),
                       names=tuple(bot_name(level, seat * step, 4) for seat in range(players)))

