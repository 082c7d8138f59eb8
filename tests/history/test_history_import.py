"""Importing records: guests named by the record (a profile of that exact name, a bot
the record names, version 3), ranked, dated when the record says, never stored twice; a
malformed, illegal or unfinished record is refused and nothing changes; export and load
give the stored match back, with its date and its bots."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.fuzz_support import fuzz_settings
from tests.history.history_support import (
    SPIZZICHINO,
    TRESSETTE_21,
    day,
    random_match,
    resigned_match,
)
from tressette_gui.history import (
    BotSeat,
    History,
    HistoryFilter,
    PlayerKind,
    ProfileSeat,
    UnfinishedMatchError,
    UnknownMatchError,
)
from tressette_gui.history.commands import by_name
from tressette_gui.history.matches import Imported
from tressette_gui.records import RecordError, load, read_json, to_record


@pytest.fixture
def history(tmp_path: Path) -> Iterator[History]:
    with History(tmp_path / "history.sqlite") as history:
        yield history


def test_an_imported_record_is_played_by_guests_named_by_the_record(history: History) -> None:
    match = random_match(TRESSETTE_21, 0)
    imported = history.matches.import_record(to_record(match))
    assert imported.new and imported.match_id == 1
    players = history.players()
    assert [(p.kind, p.name) for p in players] == [(PlayerKind.GUEST, name) for name in
                                                   sorted(match.names)]
    table = {s.player.name: (s.played, s.won, s.ranked, s.standings)
             for s in history.stats.standings()}
    assert table == {"Ada": (1, 1, 1, 3), "Nord": (1, 1, 1, 3), "Est": (1, 0, 1, -3),
                     "Ovest": (1, 0, 1, -3)}


def test_the_same_record_is_not_stored_twice(history: History) -> None:
    record = to_record(random_match(SPIZZICHINO, 0))
    first = history.matches.import_record(record)
    assert history.matches.import_record(json.loads(json.dumps(record))) == (
        type(first)(first.match_id, new=False))
    assert history.matches.count() == 1
    history.matches.import_record(to_record(resigned_match()))
    assert history.matches.count() == 2


def illegal(record: dict[str, object]) -> dict[str, object]:
    """The record whose first action plays the top card of the stock (in no hand)."""
    bad: dict[str, Any] = json.loads(json.dumps(record))
    dealing = bad["dealings"][0]
    dealing["actions"][0] = {"play": dealing["stock"][0]}
    return bad


@pytest.mark.parametrize(("spoil", "message"), [
    (lambda r: {**r, "version": 7}, "field 'version' is 7: this program reads versions 1 to 3"),
    (lambda r: {**r, "names": ["Ada"]}, "field 'names': spizzichino needs 2 names"),
    (lambda r: {**r, "result": None}, "field 'result' is null"),
    (illegal, "deal 1, action 0: "),
    (lambda r: [r], "the record must be an object"),
])
def test_malformed_or_illegal_records_are_refused_and_nothing_changes(
        history: History, spoil: object, message: str) -> None:
    history.matches.import_record(to_record(random_match(SPIZZICHINO, 1)))
    before = list(history.connection.iterdump())
    record = to_record(random_match(SPIZZICHINO, 0))
    with pytest.raises(RecordError, match=message.replace("(", r"\(")):
        history.matches.import_record(spoil(record))  # type: ignore[operator]
    assert list(history.connection.iterdump()) == before


SEEDED = to_record(random_match(SPIZZICHINO, 0))


@fuzz_settings(max_examples=40)
@given(seed=st.one_of(st.integers(), st.sampled_from([10**30, 2**63, 2**63 - 1, -1, 0])))
def test_a_seed_is_stored_as_its_match_number_or_refused(history: History, seed: int) -> None:
    """A record's seed is found again as its match number (the same whole number, never
    rounded to a float) or the record is refused with the range: nothing stored."""
    before = history.matches.count()
    try:
        imported = history.matches.import_record({**SEEDED, "seed": seed})
    except RecordError as exc:
        assert str(exc).startswith("field 'seed' is ") and str(exc).endswith(
            f": a match number is a whole number from 0 to {2**63 - 1}")
        assert not 0 <= seed < 2**63 and history.matches.count() == before
        return
    assert history.matches.numbers()[imported.match_id] == seed
    assert imported.match_id in history.matches.with_number(seed)


def test_an_unfinished_match_is_refused(history: History) -> None:
    with pytest.raises(UnfinishedMatchError, match="the match is not finished"):
        history.matches.import_record(to_record(random_match(SPIZZICHINO, 0, steps=30)))
    with pytest.raises(UnfinishedMatchError):
        history.matches.store(random_match(SPIZZICHINO, 0, steps=30),
                              [BotSeat("esperto"), BotSeat("esperto")])
    assert history.matches.count() == 0


def test_export_and_load_give_the_stored_match_back(history: History, tmp_path: Path) -> None:
    match = resigned_match()
    match_id = history.matches.import_record(to_record(match)).match_id
    assert to_record(history.matches.load(match_id)) == to_record(match)
    assert history.matches.record(match_id) == to_record(match)
    path = tmp_path / "out" / "match.json"
    history.matches.export(match_id, path)
    assert to_record(load(path)) == to_record(match)
    assert [p.name for p in path.parent.iterdir()] == ["match.json"]  # no temporary left
    with pytest.raises(UnknownMatchError):
        history.matches.export(match_id + 1, path)
    with pytest.raises(UnknownMatchError):
        history.matches.load(0)


def test_ranked_follows_what_the_record_says(history: History) -> None:
    """R9: a record (version 2) with undo used is stored unranked; a version-1 record
    says nothing and is ranked, unless an earlier version stored it with hints used:
    recomputing keeps that."""
    match = random_match(SPIZZICHINO, 0).copy()
    match.undo_used = True
    history.matches.import_record(to_record(match))
    old = to_record(random_match(SPIZZICHINO, 1))
    old["version"] = 1
    del old["hints_used"], old["undo_used"]
    history.matches.import_record(old)
    conn = history.connection
    query = "SELECT id, hints_used, undo_used, ranked FROM matches ORDER BY id"
    assert conn.execute(query).fetchall() == [(1, 0, 1, 0), (2, 0, 0, 1)]
    conn.execute("UPDATE matches SET hints_used = 1 WHERE id = 2")
    assert history.matches.recompute() == []
    assert conn.execute(query).fetchall() == [(1, 0, 1, 0), (2, 1, 0, 0)]
    assert [(s.player.name, s.ranked) for s in history.stats.standings()][:1] == [("Ada", 0)]


def test_an_exported_match_keeps_its_date_its_bots_and_its_players(tmp_path: Path) -> None:
    """A returning player's playtest: exported and imported into a new data folder,
    every seat became a guest ("Intermedio (Est)" ranked as a person), every match was
    dated at the import, and Marco's matches were not his profile's. The export now
    writes when and by whom it was played (format version 3)."""
    ada_match, est_match = random_match(TRESSETTE_21, 0), random_match(SPIZZICHINO, 1)
    with History(tmp_path / "old.sqlite") as old:
        ada = old.profiles.create("Ada", "#c03030").id
        est = old.profiles.create("Est", "#2e8b57").id  # at seat 1 of a match
        old.matches.store(ada_match, [ProfileSeat(ada), BotSeat("intermedio"),
                                      BotSeat("intermedio"), BotSeat("esperto")],
                          played_at=day(2))
        old.matches.store(est_match, [BotSeat("intermedio"), ProfileSeat(est)],
                          played_at=day(3))
        for match_id in (1, 2):
            old.matches.export(match_id, tmp_path / f"m{match_id}.json")
        before = by_name(old.stats.standings())
        again = old.matches.import_record(read_json(tmp_path / "m1.json"))
        assert again == Imported(1, new=False)  # recognised: the match itself is unchanged
    with History(tmp_path / "new.sqlite") as new:
        mine = new.profiles.create("Ada", "#123456").id  # the player's name again
        new.profiles.create("est", "#654321")  # another case: not the same name
        for match_id in (1, 2):
            new.matches.import_record(read_json(tmp_path / f"m{match_id}.json"))
        assert by_name(new.stats.standings()) == before
        rows = new.browser.page(HistoryFilter(descending=False), 0, 10)
        assert [r.played_at for r in rows] == [day(2), day(3)]
        assert [r.levels for r in rows] == [(None, "intermedio", "intermedio", "esperto"),
                                           ("intermedio", None)]
        assert new.browser.count(HistoryFilter(player_id=mine)) == 1
        assert new.matches.human_seats(1) == (0,) and new.matches.human_seats(2) == (1,)
        kinds = {(p.kind, p.name) for p in new.players()}
        assert kinds == {(PlayerKind.PROFILE, "Ada"), (PlayerKind.PROFILE, "est"),
                         (PlayerKind.BOT, "intermedio"), (PlayerKind.BOT, "esperto"),
                         (PlayerKind.GUEST, "Est")}
        new.matches.export(1, tmp_path / "back.json")
        assert json.loads((tmp_path / "back.json").read_text(encoding="utf-8"))[
            "played_at"] == "2026-01-02T12:00:00Z"


def test_a_record_without_a_date_is_dated_at_the_import(history: History) -> None:
    history.matches.import_record(to_record(random_match(SPIZZICHINO, 1)),
                                  played_at=day(5))
    record = {**to_record(random_match(SPIZZICHINO, 2)), "version": 3,
              "bots": [None, "principiante"]}
    history.matches.import_record(record, played_at=day(6))
    rows = history.browser.page(HistoryFilter(descending=False), 0, 10)
    assert [r.played_at for r in rows] == [day(5), day(6)]
    assert [r.levels for r in rows] == [(None, None), (None, "principiante")]


def test_a_deleted_profile_or_an_unknown_bot_level_is_not_sat(history: History) -> None:
    gone = history.profiles.create("Ada", "#c03030").id
    history.profiles.delete(gone)
    history.matches.import_record(to_record(random_match(SPIZZICHINO, 1)))
    assert {p.kind for p in history.players() if p.name == "Ada"} == {
        PlayerKind.PROFILE, PlayerKind.GUEST}  # the deleted profile, and a guest
    before = list(history.connection.iterdump())
    record = {**to_record(random_match(SPIZZICHINO, 2)), "version": 3,
              "bots": [None, "grandmaster"]}
    with pytest.raises(RecordError, match="field 'bots': unknown bot level 'grandmaster'"):
        history.matches.import_record(record)
    assert list(history.connection.iterdump()) == before
