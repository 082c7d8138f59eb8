"""Autosave and resume (issue 7): a resumed match is in the identical state for every
seat (R2-R9, all three games of R3), a bad save is moved aside with a message, and no
failure or kill ever leaves a half-written save."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tests.ui.app_helpers import unreadable
from tests.ui.matches import over, play_until, same_for_everyone
from tressette_gui.engine import Match
from tressette_gui.ui.language.euphony import euphonic
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.texts import fill
from tressette_gui.ui.session.autosave import (
    FILE_NAME,
    Autosave,
    AutosaveError,
    deal_stands,
    resume_question,
)
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.hotseat_cover import cover_text

VARIANTS = ("tressette", "spizzichino", "mazzetti")


def new_match(variant: str, seed: int) -> tuple[Match, MatchSetup]:
    """A seeded match of ``variant`` with a human in seat 0 and bots elsewhere."""
    setup = MatchSetup.default(variant, player="Ada")
    return Match(setup.rules, seed, setup.names), setup


def mid_trick(match: Match) -> bool:
    """Deal 1, the fourth trick under way (a card on the table, R4)."""
    obs = match.observe(0)
    return obs.trick_number >= 3 and len(obs.trick) > 0


def mid_deal(match: Match) -> bool:
    """Deal 2, between tricks after three tricks: the score of deal 1 is on the board."""
    obs = match.observe(0)
    return obs.deal_number >= 2 and obs.trick_number >= 3 and not obs.trick


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("moment", [mid_trick, mid_deal], ids=["mid-trick", "mid-deal"])
def test_resume_restores_the_identical_state(tmp_path: Path, variant: str,
                                             moment: Callable[[Match], bool]) -> None:
    match, setup = new_match(variant, seed=11)
    play_until(match, moment, seed=3)
    Autosave(tmp_path).save(match, setup)
    loaded = Autosave(tmp_path).load()
    assert loaded is not None
    resumed, resumed_setup = loaded
    assert same_for_everyone(match, resumed)
    assert resumed_setup == MatchSetup(setup.rules, setup.names, setup.levels, seed=11)
    assert resumed_setup.humans == (0,)
    # Played on, the two stay the same to the end.
    play_until(match, over, seed=9)
    play_until(resumed, over, seed=9)
    assert resumed.result == match.result


def test_the_resume_question_names_game_deal_and_score() -> None:
    match, _ = new_match("mazzetti", seed=11)
    play_until(match, mid_deal, seed=3)
    title, text = resume_question(match)
    assert title == "Resume the match?"
    assert (f"Spizzichino a mazzetti was saved: deal {match.observe(0).deal_number}, "
            f"score {match.scores[0]}-{match.scores[1]}") in text


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_resume_question_says_where_the_deal_stands(qapp: QApplication,
                                                        language: str) -> None:
    """A returning player's playtest (shot 35): "deal 1, score 0-0" alone did not say
    how far the deal had gone; the trick of the deal's and whose turn it is follow, named
    as the table shows them."""
    match, _ = new_match("tressette", seed=11)
    play_until(match, mid_trick, seed=3)
    obs, seat = match.observe(0), match.seat_to_act()
    assert seat is not None and obs.trick_number >= 3
    shown = ("Me", "East bot", "North bot", "West bot")
    def to(name: str) -> str:  # "ad Ada" (Italian euphony: the same vowel), "a East bot"
        return f"ad {name}" if name[0] in "Aa" else f"a {name}"
    where = {"en": f"trick {obs.trick_number + 1} of 10, {shown[seat]} to play",
             "it": f"presa {obs.trick_number + 1} di 10, tocca {to(shown[seat])}"}
    piles, _ = new_match("mazzetti", seed=11)  # the deal starts with the piles' choice
    chooser = piles.names[piles.seat_to_act() or 0]
    choosing = {"en": f"choosing the piles, {chooser}'s turn",
                "it": f"scelta dei mazzetti, tocca {to(chooser)}"}
    install_translator(qapp, language)
    try:
        _, text = resume_question(match, shown)
        assert f"0-0: {where[language]}. " in text
        assert f": {choosing[language]}. " in resume_question(piles)[1]  # the match's names
    finally:
        install_translator(qapp, "en")


def test_no_save_gives_none_and_discard_removes_it(tmp_path: Path) -> None:
    autosave = Autosave(tmp_path / "new-folder")
    assert autosave.load() is None
    match, setup = new_match("spizzichino", seed=1)
    autosave.save(match, setup)
    assert autosave.path.is_file()
    autosave.discard()
    assert autosave.load() is None


def test_a_finished_match_is_not_offered(tmp_path: Path) -> None:
    match, setup = new_match("spizzichino", seed=2)
    play_until(match, over, seed=2)
    autosave = Autosave(tmp_path)
    autosave.save(match, setup)
    assert autosave.load() is None
    assert not autosave.path.exists()


def test_levels_must_fit_the_match(tmp_path: Path) -> None:
    match, _ = new_match("tressette", seed=1)
    with pytest.raises(ValueError, match="2 seats, the match 4"):
        Autosave(tmp_path).save(match, MatchSetup.default("spizzichino"))


def _saved(tmp_path: Path) -> dict[str, object]:
    """A save of a spizzichino match some way into deal 1, as parsed JSON."""
    match, setup = new_match("spizzichino", seed=4)
    play_until(match, mid_trick, seed=4)
    Autosave(tmp_path).save(match, setup)
    data: dict[str, object] = json.loads((tmp_path / FILE_NAME).read_text(encoding="utf-8"))
    return data


def _truncated(tmp_path: Path) -> str:
    text = (tmp_path / FILE_NAME).read_text(encoding="utf-8")
    return text[: len(text) // 2]


def _wrong_record_version(tmp_path: Path) -> str:
    data = _saved(tmp_path)
    data["record"]["version"] = 4  # type: ignore[index]
    return json.dumps(data)


def _wrong_autosave_version(tmp_path: Path) -> str:
    return json.dumps({**_saved(tmp_path), "version": 7})


def _illegal_action(tmp_path: Path) -> str:
    """The first play of deal 1 replaced by a card the leader does not hold."""
    data = _saved(tmp_path)
    dealing = data["record"]["dealings"][0]  # type: ignore[index]
    leader_hand = set(dealing["hands"][(dealing["dealer"] + 1) % 2])
    dealing["actions"][0] = {"play": next(c for c in dealing["stock"]
                                          if c not in leader_hand)}
    return json.dumps(data)


def _unknown_level(tmp_path: Path) -> str:
    return json.dumps({**_saved(tmp_path), "levels": [None, "genio"]})


@pytest.mark.parametrize(("corrupt", "reason"), [
    (_truncated, "not valid JSON"),
    (_wrong_record_version, "field 'version' is 4"),
    (_wrong_autosave_version, "autosave version 7"),
    (_illegal_action, "deal 1, action 0"),
    (_unknown_level, "'genio'"),
    (lambda tmp_path: "\ufeff\x00garbage", "not valid JSON"),
])
def test_a_corrupt_save_is_moved_aside_with_a_message(
        tmp_path: Path, corrupt: Callable[[Path], str], reason: str) -> None:
    _saved(tmp_path)
    bad_text = corrupt(tmp_path)
    (tmp_path / FILE_NAME).write_text(bad_text, encoding="utf-8")
    autosave = Autosave(tmp_path)
    with pytest.raises(AutosaveError) as info:
        autosave.load()
    assert reason in info.value.reason
    assert info.value.moved_to == tmp_path / (FILE_NAME + ".bad")
    assert reason in str(info.value) and FILE_NAME + ".bad" in str(info.value)
    assert info.value.moved_to.read_text(encoding="utf-8") == bad_text  # kept for the user
    assert autosave.load() is None  # the app then starts normally


def test_not_utf8_is_moved_aside(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"{\xff\xfe}")
    with pytest.raises(AutosaveError, match="cannot be read"):
        Autosave(tmp_path).load()
    assert (tmp_path / (FILE_NAME + ".bad")).read_bytes() == b"{\xff\xfe}"


def test_a_failure_before_the_rename_keeps_the_previous_save(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    match, setup = new_match("mazzetti", seed=6)
    play_until(match, mid_trick, seed=6)
    autosave = Autosave(tmp_path)
    autosave.save(match, setup)
    before = match.copy()
    play_until(match, mid_deal, seed=6)

    def failing_replace(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    with pytest.raises(OSError, match="No space left"):
        autosave.save(match, setup)
    monkeypatch.undo()
    assert [p.name for p in tmp_path.iterdir()] == [FILE_NAME]  # no temp file left
    loaded = autosave.load()
    assert loaded is not None
    assert same_for_everyone(before, loaded[0])


#: The child: plays bot matches for ever, saving after every action (as the app does).
_SAVER = textwrap.dedent("""
    import random, sys
    from pathlib import Path
    from tressette_gui.bots import make_bot
    from tressette_gui.engine import Match
    from tressette_gui.ui.session.autosave import Autosave
    from tressette_gui.ui.session.match_setup import MatchSetup

    autosave, bot, rng = Autosave(Path(sys.argv[1])), make_bot("principiante"), random.Random(1)
    seed = 0
    while True:
        setup = MatchSetup.default(("tressette", "spizzichino", "mazzetti")[seed % 3])
        match = Match(setup.rules, seed, setup.names)
        autosave.save(match, setup)
        if seed == 0:
            print("saving", flush=True)
        while (seat := match.seat_to_act()) is not None:
            match.apply(bot.choose(match.observe(seat), rng).action)
            autosave.save(match, setup)
        seed += 1
""")


def test_sigkill_at_any_moment_leaves_a_readable_save(tmp_path: Path) -> None:
    rng = random.Random(2024)
    autosave = Autosave(tmp_path)
    for _ in range(4):
        child = subprocess.Popen([sys.executable, "-c", _SAVER, str(tmp_path)],
                                 stdout=subprocess.PIPE, text=True)
        try:
            assert child.stdout is not None and child.stdout.readline() == "saving\n"
            with pytest.raises(subprocess.TimeoutExpired):
                child.wait(timeout=rng.uniform(0.05, 0.4))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
            assert child.stdout is not None
            child.stdout.close()
        autosave.load()  # raises AutosaveError if the save were torn
        assert not list(tmp_path.glob("*.bad"))
        assert not list(tmp_path.glob("*.tmp"))  # leftovers of the kill are removed


@pytest.mark.parametrize(("name", "italian"), [("Ada", "tocca ad Ada"), ("Gino", "tocca a Gino")])
def test_italian_euphony_before_a_name(qapp: QApplication, name: str, italian: str) -> None:
    """"tocca ad Ada" (not "tocca a Ada"), "tocca a Gino": in the resume question, the
    hot-seat cover and "contro X e Y"; English as it was."""
    match, _ = new_match("tressette", seed=11)
    play_until(match, mid_trick, seed=3)
    seat = match.seat_to_act()
    assert seat is not None
    names = ["Bo"] * 4
    names[seat] = name
    install_translator(qapp, "it")
    try:
        assert deal_stands(match, names).endswith(f", {italian}")
        assert cover_text(name).startswith(f"T{italian[1:]}: ")
    finally:
        install_translator(qapp, "en")
    assert deal_stands(match, names).endswith(f", {name} to play")
    assert cover_text(name) == f"It's {name}'s turn: press to see your cards"
    assert fill(euphonic("contro %1 e %2", "%2", name), "Bo", name) == f"contro Bo e {name}"
    assert euphonic("contro %1 e %2", "%2", "Elena") == "contro %1 ed %2"  # the same vowel


def test_an_unreadable_folder_is_told_and_nothing_is_moved(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    unreadable(monkeypatch, tmp_path)
    with pytest.raises(AutosaveError) as caught:
        Autosave(tmp_path).load()
    assert caught.value.moved_to is None
    assert f"the folder {tmp_path} cannot be read: Permission denied" in str(caught.value)
