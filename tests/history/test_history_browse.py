"""The history list: rows seen from a player's seat (or seat 0), filtered by game,
outcome and opponent level, sorted, paged, and served from an index."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from tests.history.history_support import TRESSETTE_21, day, five_matches, random_match
from tressette_gui.history import BotSeat, History, HistoryFilter, Outcome, ProfileSeat, SortKey


@pytest.fixture
def history(tmp_path: Path) -> Iterator[tuple[History, int]]:
    history, ada = five_matches(tmp_path)
    yield history, ada
    history.close()


def ids(history: History, view: HistoryFilter) -> list[int]:
    rows = history.browser.page(view, 0, 100)
    assert len(rows) == history.browser.count(view)
    return [row.match_id for row in rows]


def test_newest_first_from_seat_0_or_a_players_seat(history: tuple[History, int]) -> None:
    h, ada = history
    assert ids(h, HistoryFilter()) == [5, 4, 3, 2, 1]
    assert ids(h, HistoryFilter(player_id=ada, descending=False)) == [1, 2, 3, 4, 5]
    esperto = next(p.id for p in h.players() if p.level == "esperto")
    rows = h.browser.page(HistoryFilter(player_id=esperto), 0, 100)
    # Match 3 seats esperto twice on one side: one row, from its first seat.
    assert [(r.match_id, r.seat, r.outcome) for r in rows] == [
        (5, 1, Outcome.LOST), (4, 1, Outcome.LOST), (3, 1, Outcome.LOST),
        (2, 1, Outcome.OPPONENT_RESIGNED)]


def test_a_row_holds_what_the_list_shows(history: tuple[History, int]) -> None:
    h, ada = history
    row = h.browser.page(HistoryFilter(player_id=ada), 2, 1)[0]
    assert (row.match_id, row.played_at.day, row.game, row.preset, row.seat) == (
        3, 3, "tressette", None, 0)
    assert row.names == ("Ada", "Est", "Nord", "Ovest")
    assert row.levels == (None, "esperto", "principiante", "esperto")
    assert (row.outcome, row.points, row.deals, row.ended_by, row.stake) == (
        Outcome.WON, (17, 0), 1, "sweep", 6)
    assert (row.standings, row.ranked, row.imported) == (2, True, False)
    first = h.browser.page(HistoryFilter(player_id=ada), 0, 1)[0]
    assert (first.preset, first.ranked) == ("Spizzichino 51 con buongioco", False)


@pytest.mark.parametrize(("view", "expected"), [
    (HistoryFilter(game="spizzichino"), [5, 2]),
    (HistoryFilter(game="mazzetti"), []),
    (HistoryFilter(outcome=Outcome.WON), [5, 4, 3, 1]),
    (HistoryFilter(outcome=Outcome.LOST), [2]),
    (HistoryFilter(opponent_level="campione"), [4]),
    (HistoryFilter(opponent_level="esperto"), [5, 4, 3, 2]),
    (HistoryFilter(opponent_level="principiante"), [1]),  # a partner is no opponent
    (HistoryFilter(opponent_level="intermedio"), []),
    (HistoryFilter(game="tressette", outcome=Outcome.WON, opponent_level="esperto"), [4, 3]),
    (HistoryFilter(sort=SortKey.POINTS, descending=False), [2, 4, 3, 1, 5]),
    (HistoryFilter(sort=SortKey.DEALS), [5, 1, 4, 3, 2]),
    (HistoryFilter(sort=SortKey.STANDINGS), [5, 1, 3, 4, 2]),
    (HistoryFilter(sort=SortKey.GAME, descending=False), [2, 5, 1, 3, 4]),
    (HistoryFilter(sort=SortKey.OUTCOME), [5, 4, 3, 1, 2]),
])
def test_filters_and_sorting(history: tuple[History, int], view: HistoryFilter,
                             expected: list[int]) -> None:
    h, _ = history
    assert ids(h, view) == expected


def test_pages_join_up_to_the_whole_list(history: tuple[History, int]) -> None:
    h, ada = history
    view = HistoryFilter(player_id=ada, sort=SortKey.POINTS)
    pages = [h.browser.page(view, offset, 2) for offset in (0, 2, 4, 6)]
    assert [len(p) for p in pages] == [2, 2, 1, 0]
    assert [r for p in pages for r in p] == h.browser.page(view, 0, 10)
    with pytest.raises(ValueError, match="bad page"):
        h.browser.page(view, -1, 2)
    with pytest.raises(ValueError, match="bad page"):
        h.browser.page(view, 0, 0)


@pytest.mark.parametrize(("by_player", "game", "index"), [
    (True, None, "seats_player"), (True, "tressette", "seats_player_game"),
    (False, None, "seats_seat"), (False, "tressette", "seats_seat_game"),
])
def test_the_first_page_by_date_is_read_from_an_index(
        history: tuple[History, int], by_player: bool, game: str | None, index: str) -> None:
    h, ada = history
    statements: list[str] = []
    h.connection.set_trace_callback(statements.append)
    h.browser.page(HistoryFilter(player_id=ada if by_player else None, game=game), 0, 50)
    h.connection.set_trace_callback(None)
    plan = " | ".join(row[3] for row in h.connection.execute(
        "EXPLAIN QUERY PLAN " + statements[0]))
    assert f"USING INDEX {index} " in plan
    assert "TEMP B-TREE" not in plan  # no sort: the index gives the order


def test_a_player_on_both_sides_shows_once_with_no_result(
        history: tuple[History, int]) -> None:
    """Principiante as Ada's partner and both opponents (one bot level, one player): the
    match is listed once for principiante, seen from side 0, neither won nor lost (as the
    standings and statistics count it); Ada and the list of every match see it lost."""
    h, ada = history
    principiante = next(p.id for p in h.players() if p.level == "principiante")
    h.matches.store(random_match(TRESSETTE_21, 1),  # won by side 1
                    [ProfileSeat(ada), *(BotSeat("principiante"),) * 3], played_at=day(6))
    view = HistoryFilter(player_id=principiante)
    assert ids(h, view) == [6, 3, 1]
    rows = h.browser.page(view, 0, 100)
    assert [(r.match_id, r.seat, r.outcome, r.standings) for r in rows] == [
        (6, 2, None, None), (3, 2, Outcome.WON, 2), (1, 1, Outcome.LOST, -3)]
    assert rows[0].points == h.browser.page(HistoryFilter(), 0, 1)[0].points
    assert ids(h, replace(view, outcome=Outcome.WON)) == [3]
    assert ids(h, replace(view, outcome=Outcome.LOST)) == [1]
    # No result sorts below every result (as NULL) by outcome and by standings.
    assert ids(h, replace(view, sort=SortKey.OUTCOME, descending=False)) == [6, 1, 3]
    assert ids(h, replace(view, sort=SortKey.STANDINGS)) == [3, 1, 6]
    for seen in (HistoryFilter(player_id=ada), HistoryFilter()):
        first = h.browser.page(seen, 0, 1)[0]
        assert (first.match_id, first.seat, first.outcome) == (6, 0, Outcome.LOST)
        assert first.standings is not None and first.standings < 0
