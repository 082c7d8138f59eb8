"""What a new match is made of, as chosen in the New match dialog.

A plain value shared by the dialog, the controller and the settings; its default names
are those of the language installed.
"""

from __future__ import annotations

import random
import secrets
from dataclasses import dataclass, field, replace

from ...engine import PRESETS, Rules
from ..language.default_names import default_names, localized
from ..language.seat_names import BotName, Who, texts, typed

#: Match numbers (seeds) are below this: the nine digits the New match dialog takes.
MATCH_NUMBERS = 10**9


#: Where match numbers come from: the system's randomness (``secrets``), unless
#: :func:`draw_seeds_from` put another source here (the tests: a seeded one).
_source: random.Random = secrets.SystemRandom()


def fresh_seed() -> int:
    """A random match number in [0, :data:`MATCH_NUMBERS`), from the seed source."""
    return _source.randrange(MATCH_NUMBERS)


def draw_seeds_from(source: random.Random) -> random.Random:
    """Draw the match numbers of :func:`fresh_seed` from ``source`` from now on (a
    seeded :class:`random.Random`: the same matches on every run); returns the source
    used before, to put it back."""
    global _source
    before, _source = _source, source
    return before


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
    - ``who``: per seat, who the table shows (``language.seat_names``): a bot the app
      named by its level and compass point, worded in the language installed when shown,
      or a name as typed; empty when the app did not name the seats (``names`` are
      shown as they are: a resumed match, the default names). ``names`` are what the
      match records; two set-ups that differ only in ``who`` are equal (the same match).
    """

    rules: Rules
    names: tuple[str, ...]
    levels: tuple[str | None, ...]
    seed: int | None = None
    profiles: tuple[int | None, ...] = ()
    who: tuple[Who, ...] = field(default=(), compare=False)  # how, not what: see above

    def __post_init__(self) -> None:
        n = self.rules.players
        if len(self.names) != n or len(self.levels) != n:
            raise ValueError(f"{self.rules.variant} needs {n} names and {n} levels")
        if all(profile is None for profile in self.profiles):
            object.__setattr__(self, "profiles", ())  # none known: one way to say it
        elif len(self.profiles) != n:
            raise ValueError(f"{self.rules.variant} needs {n} profiles or none")
        if self.who and len(self.who) != n:
            raise ValueError(f"{self.rules.variant} needs {n} seats named or none")

    @property
    def humans(self) -> tuple[int, ...]:
        """Seats played by humans."""
        return tuple(s for s, level in enumerate(self.levels) if level is None)

    @property
    def against_bots(self) -> bool:
        """True for one human against bots: no demo, no hot-seat (where hints and undo
        are offered)."""
        return len(self.humans) == 1

    def seats(self) -> tuple[Who, ...]:
        """Who the table shows at each seat: :attr:`who`, else the ``names`` as typed."""
        return self.who or typed(self.names)

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
        level and compass point (``language.seat_names.BotName``, worded in the
        language installed): seat 0 no longer carries the player's name, and the two bots of a
        two-player demo stay apart (South and North, "Expert (North)")."""
        level = next((lv for lv in self.levels if lv is not None), "principiante")
        players = self.rules.players
        step = 4 // players  # the compass point of each seat: two players face each other
        who = tuple(BotName(level, seat * step, 4) for seat in range(players))
        return replace(self, levels=(level,) * players, profiles=(), who=who,
                       names=texts(who))

