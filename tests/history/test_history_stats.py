"""Standings (R9, R10) and statistics from stored matches equal values worked out by
hand: a resignation, a sweep ending the match under ``wins_match``, a spareggio, an
unranked match (hints used)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.history.history_support import (
    ONE_DEAL,
    SPIZZICHINO,
    TRESSETTE_21,
    cappottone_match,
    day,
    five_matches,
    random_match,
    resigned_match,
)
from tressette_gui.engine import DeclarationKind, Sweep
from tressette_gui.history import BotSeat, History, Outcome, PlayerKind, ProfileSeat, Tally


@pytest.fixture
def history(tmp_path: Path) -> Iterator[tuple[History, int]]:
    history, ada = five_matches(tmp_path)
    yield history, ada
    history.close()


def test_the_five_matches_end_as_the_hand_computations_assume() -> None:
    """The engine's results the expected values below are computed from."""
    first = random_match(TRESSETTE_21, 0).result
    assert first is not None
    assert (first.winner, first.points, first.deals, first.sweeps) == (0, (25, 8), 3, ((), ()))
    resigned = resigned_match().result
    assert resigned is not None
    assert (resigned.winner, resigned.loser, resigned.points, resigned.deals) == (
        None, 0, (0, 0), 0)
    sweep = cappottone_match().result
    assert sweep is not None
    assert (sweep.winner, sweep.ended_by, sweep.stake, sweep.sweeps) == (
        0, "sweep", 6, ((Sweep.CAPPOTTONE,), ()))
    assert (sweep.points, sweep.deals) == ((11 + 6, 0), 1)  # all cards, two napole
    spareggio = random_match(ONE_DEAL, 374)
    assert spareggio.result is not None and spareggio.result.ended_by == "spareggio"
    assert [d.spareggio for d in spareggio.dealings] == [0, 1]
    assert (spareggio.result.winner, spareggio.result.points) == (0, (16, 9))
    last = random_match(SPIZZICHINO, 0).result
    assert last is not None and (last.winner, last.points, last.deals) == (0, (56, 53), 8)


def test_standings_sum_r9_amounts_of_ranked_matches(history: tuple[History, int]) -> None:
    h, ada = history
    # 1: base 3 won; 2: base 5 lost by resigning; 3: base 1 + 1 sweep won;
    # 4: base 1 won; 5: unranked (hints).
    stats = h.stats.of_player(ada)
    assert (stats.played, stats.won, stats.ranked, stats.standings) == (5, 4, 4, 3 - 5 + 2 + 1)
    assert [(p.match_id, p.amount, p.total) for p in h.stats.standings_series(ada)] == [
        (1, 3, 3), (2, -5, -2), (3, 2, 0), (4, 1, 1)]
    assert [p.played_at.day for p in h.stats.standings_series(ada)] == [1, 2, 3, 4]
    table = {(s.player.kind, s.player.name): (s.played, s.won, s.ranked, s.standings)
             for s in h.stats.standings()}
    assert table == {
        (PlayerKind.PROFILE, "Ada"): (5, 4, 4, 1),
        # both opponents' seats of match 1 (counted once, lost), partner in match 3 (won)
        (PlayerKind.BOT, "principiante"): (2, 1, 2, -3 + 2),
        (PlayerKind.BOT, "intermedio"): (2, 2, 2, 3 + 1),
        # 2: the opponent resigned (0, never a win); 3: both seats of one side, once;
        # 4: lost; 5: unranked
        (PlayerKind.BOT, "esperto"): (4, 0, 3, 0 - 2 - 1),
        (PlayerKind.BOT, "campione"): (1, 0, 1, -1),
    }
    first = h.stats.standings()[0]
    assert (first.player.name, first.standings) == ("intermedio", 4)


def test_standings_per_game(history: tuple[History, int]) -> None:
    h, ada = history
    tressette = {s.player.name: s.standings for s in h.stats.standings("tressette")}
    assert tressette == {"Ada": 3 + 2 + 1, "principiante": -1, "intermedio": 4,
                         "esperto": -3, "campione": -1}
    spizzichino = {s.player.name: (s.played, s.standings)
                   for s in h.stats.standings("spizzichino")}
    assert spizzichino == {"Ada": (2, -5), "esperto": (2, 0)}
    assert h.stats.standings("mazzetti") == []
    assert [p.total for p in h.stats.standings_series(ada, "spizzichino")] == [-5]


def test_statistics_of_a_profile(history: tuple[History, int]) -> None:
    h, ada = history
    stats = h.stats.of_player(ada)
    assert stats.player.name == "Ada" and stats.game is None
    assert stats.outcomes == {Outcome.WON: 4, Outcome.LOST: 1, Outcome.DRAWN: 0,
                              Outcome.OPPONENT_RESIGNED: 0}
    assert stats.against_levels == {"principiante": Tally(1, 1), "esperto": Tally(4, 3),
                                    "campione": Tally(1, 1)}
    assert stats.against_levels["esperto"].win_rate == 0.75
    assert (stats.points, stats.deals) == (25 + 0 + 17 + 16 + 56, 3 + 0 + 1 + 2 + 8)
    assert stats.average_points_per_deal == pytest.approx(114 / 14)
    assert stats.sweeps_made == {Sweep.CAPPOTTO: 0, Sweep.STRAMAZZO: 0,
                                 Sweep.CAPPOTTONE: 1, Sweep.STRAMAZZONE: 0}
    assert set(stats.sweeps_suffered.values()) == {0}
    # Match 2: a napola before resigning; 3: two napole; 4: a tris; 5: four tris.
    assert stats.declarations == {DeclarationKind.NAPOLA: 3, DeclarationKind.TRIS: 5,
                                  DeclarationKind.QUATERNA: 0}
    assert stats.longest_winning_streak == 3  # W L W W W


def test_statistics_per_game(history: tuple[History, int]) -> None:
    h, ada = history
    tressette = h.stats.of_player(ada, "tressette")
    assert (tressette.played, tressette.won, tressette.standings) == (3, 3, 6)
    assert (tressette.points, tressette.deals) == (25 + 17 + 16, 3 + 1 + 2)
    assert tressette.longest_winning_streak == 3
    assert tressette.declarations[DeclarationKind.TRIS] == 1
    spizzichino = h.stats.of_player(ada, "spizzichino")
    assert spizzichino.outcomes[Outcome.LOST] == 1 and spizzichino.won == 1
    assert (spizzichino.ranked, spizzichino.standings) == (1, -5)
    assert spizzichino.against_levels == {"esperto": Tally(2, 1)}
    assert spizzichino.longest_winning_streak == 1
    assert (spizzichino.declarations[DeclarationKind.NAPOLA],
            spizzichino.declarations[DeclarationKind.TRIS]) == (1, 4)
    nothing = h.stats.of_player(ada, "mazzetti")
    assert (nothing.played, nothing.average_points_per_deal, nothing.longest_winning_streak
            ) == (0, None, 0)


def test_a_resignation_is_lost_for_the_resigner_and_won_by_nobody(
        history: tuple[History, int]) -> None:
    h, _ = history
    esperto = next(p for p in h.players() if p.level == "esperto")
    stats = h.stats.of_player(esperto.id, "spizzichino")
    assert stats.outcomes[Outcome.OPPONENT_RESIGNED] == 1 and stats.won == 0
    assert stats.sweeps_suffered[Sweep.CAPPOTTONE] == 0
    overall = h.stats.of_player(esperto.id)
    assert overall.sweeps_suffered[Sweep.CAPPOTTONE] == 1  # once, though at two seats


def test_recomputing_gives_the_same_values(history: tuple[History, int]) -> None:
    h, ada = history
    before = h.stats.of_player(ada), h.stats.standings()
    h.connection.execute("UPDATE seats SET standings = 0, outcome = 'lost'")
    h.connection.execute("DELETE FROM declarations")
    assert h.stats.of_player(ada).standings == 0
    assert h.matches.recompute() == []
    assert (h.stats.of_player(ada), h.stats.standings()) == before


def test_a_player_on_both_sides_of_a_match_has_no_result_in_it(
        history: tuple[History, int]) -> None:
    """Principiante is Ada's partner and both opponents (one bot level, one player): the
    match is neither won nor lost for principiante, in the standings and the statistics
    alike; for Ada it counts as usual."""
    h, ada = history
    principiante = next(p for p in h.players() if p.level == "principiante").id
    before = {s.player.id: s for s in h.stats.standings()}
    bot_before = h.stats.of_player(principiante)
    series_before = h.stats.standings_series(principiante)
    ada_before = h.stats.of_player(ada)
    match = random_match(TRESSETTE_21, 1)
    result = match.result
    assert result is not None and result.winner == 1  # Ada's side lost: a bot won
    h.matches.store(match, [ProfileSeat(ada), *(BotSeat("principiante"),) * 3],
                    played_at=day(6))
    after = {s.player.id: s for s in h.stats.standings()}
    assert after[principiante] == before[principiante]
    assert h.stats.of_player(principiante) == bot_before
    assert h.stats.standings_series(principiante) == series_before
    assert h.stats.of_player(principiante, "tressette").played == 2  # matches 1 and 3
    ada_after = h.stats.of_player(ada)
    assert (ada_after.played, ada_after.won, ada_after.ranked) == (
        ada_before.played + 1, ada_before.won, ada_before.ranked + 1)
    assert ada_after.standings == ada_before.standings + result.standings[0] < 0
    assert ada_after.against_levels["principiante"] == Tally(2, 1)
    assert after[ada].standings == ada_after.standings
