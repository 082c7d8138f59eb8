"""Profiles: create, rename, recolour, delete (matches kept under the old name), the
last used one as the default, and clear refusals."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.history.history_support import SPIZZICHINO, day, random_match
from tressette_gui.history import (
    BotSeat,
    History,
    HistoryFilter,
    PlayerKind,
    ProfileError,
    ProfileProblem,
    ProfileSeat,
)


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    with History(tmp_path / "history.sqlite") as history:
        yield history


def test_create_list_and_last_used(history: History) -> None:
    profiles = history.profiles
    assert profiles.all() == [] and profiles.last_used() is None
    bo = profiles.create("  Bo ", "#00AA00")
    assert profiles.create("x" * 20, "#000000").name == "x" * 20
    ada = profiles.create("Ada", "#c03030")
    assert (bo.name, bo.colour, bo.last_used, bo.deleted) == ("Bo", "#00aa00", None, False)
    assert [p.name for p in profiles.all()] == ["Ada", "Bo", "x" * 20]  # never used: by name
    profiles.mark_used(bo.id, day(1))
    assert profiles.last_used() == profiles.get(bo.id)
    assert profiles.get(bo.id).last_used == day(1)
    history.matches.store(random_match(SPIZZICHINO, 0), [ProfileSeat(ada.id), BotSeat("esperto")],
                          played_at=day(2))
    assert [p.name for p in profiles.all()][:2] == ["Ada", "Bo"]
    assert profiles.last_used() == profiles.get(ada.id)


def test_the_profiles_played_are_those_seated_at_a_stored_match(history: History) -> None:
    profiles = history.profiles
    named = profiles.create("Player", "#2f62b8")  # named at the first start, never played
    ada = profiles.create("Ada", "#c03030")
    bo = profiles.create("Bo", "#00aa00")
    history.matches.store(random_match(SPIZZICHINO, 0), [ProfileSeat(ada.id), BotSeat("esperto")],
                          played_at=day(1))
    history.matches.store(random_match(SPIZZICHINO, 1), [ProfileSeat(bo.id), ProfileSeat(ada.id)],
                          played_at=day(2))
    assert [p.name for p in profiles.all()] == ["Ada", "Bo", "Player"]
    assert [p.name for p in profiles.played()] == ["Ada", "Bo"]
    assert [p.name for p in profiles.played(also=named.id)] == ["Ada", "Bo", "Player"]
    profiles.delete(bo.id)  # a deleted profile is in no list
    assert [p.name for p in profiles.played(also=bo.id)] == ["Ada"]


def test_rename_and_recolour(history: History) -> None:
    ada = history.profiles.create("Ada", "#c03030")
    history.matches.store(random_match(SPIZZICHINO, 0), [ProfileSeat(ada.id), BotSeat("esperto")])
    assert history.profiles.rename(ada.id, "Adele").name == "Adele"
    assert history.profiles.set_colour(ada.id, "#123456").colour == "#123456"
    standings = history.stats.standings()
    assert [s.player.name for s in standings if s.player.kind is PlayerKind.PROFILE] == ["Adele"]
    row = history.browser.page(HistoryFilter(player_id=ada.id), 0, 10)[0]
    assert row.names == ("Ada", "Est")  # the names at the table, from the record


def test_delete_keeps_the_matches_under_the_old_name(history: History) -> None:
    ada = history.profiles.create("Ada", "#c03030")
    history.matches.store(random_match(SPIZZICHINO, 0), [ProfileSeat(ada.id), BotSeat("esperto")])
    history.profiles.delete(ada.id)
    assert history.profiles.all() == [] and history.profiles.get(ada.id).deleted
    line = next(s for s in history.stats.standings() if s.player.id == ada.id)
    assert (line.player.name, line.player.deleted, line.played) == ("Ada", True, 1)
    assert history.stats.of_player(ada.id).played == 1
    again = history.profiles.create("Ada", "#000000")  # the name is free again
    assert again.id != ada.id
    with pytest.raises(ProfileError) as refused:
        history.matches.store(random_match(SPIZZICHINO, 0),
                              [ProfileSeat(ada.id), BotSeat("esperto")])
    assert refused.value.problem is ProfileProblem.UNKNOWN_PROFILE
    assert history.matches.count() == 1


@pytest.mark.parametrize(("name", "colour", "problem"), [
    ("", "#000000", ProfileProblem.BAD_NAME),
    ("   ", "#000000", ProfileProblem.BAD_NAME),
    ("x" * 21, "#000000", ProfileProblem.BAD_NAME),  # the app's rule: 20 at most
    ("A\nda", "#000000", ProfileProblem.BAD_NAME),
    ("A\x1b[2Jda", "#000000", ProfileProblem.BAD_NAME),
    ("ada", "#000000", ProfileProblem.NAME_TAKEN),
    ("Bo", "red", ProfileProblem.BAD_COLOUR),
    ("Bo", "#12345", ProfileProblem.BAD_COLOUR),
])
def test_refusals_name_the_problem(history: History, name: str, colour: str,
                                   problem: ProfileProblem) -> None:
    history.profiles.create("Ada", "#c03030")
    with pytest.raises(ProfileError) as refused:
        history.profiles.create(name, colour)
    assert refused.value.problem is problem
    assert [p.name for p in history.profiles.all()] == ["Ada"]


def test_changes_to_unknown_or_deleted_profiles_are_refused(history: History) -> None:
    bo = history.profiles.create("Bo", "#000000")
    history.profiles.delete(bo.id)
    for change in (lambda: history.profiles.rename(bo.id, "Ci"),
                   lambda: history.profiles.delete(bo.id),
                   lambda: history.profiles.mark_used(bo.id),
                   lambda: history.profiles.get(99)):
        with pytest.raises(ProfileError) as refused:
            change()
        assert refused.value.problem is ProfileProblem.UNKNOWN_PROFILE
    assert history.profiles.get(bo.id).name == "Bo"
    ada = history.profiles.create("Ada", "#000000")
    history.profiles.create("Ci", "#000000")
    with pytest.raises(ProfileError, match="already a profile named Ci"):
        history.profiles.rename(ada.id, "CI")
    assert history.profiles.rename(ada.id, "ADA").name == "ADA"  # its own name


def test_unknown_bot_levels_and_seat_counts_are_refused(history: History) -> None:
    match = random_match(SPIZZICHINO, 0)
    with pytest.raises(ValueError, match="unknown bot level 'maestro'"):
        history.matches.store(match, [BotSeat("esperto"), BotSeat("maestro")])
    with pytest.raises(ValueError, match="spizzichino has 2 seats, got 1 players"):
        history.matches.store(match, [BotSeat("esperto")])
    assert history.matches.count() == 0 and history.players() == []
