"""Resume through the GUI (issue 7): the app starts with an unfinished match in the
autosave, the user answers Yes, and the table shows exactly the engine's position —
mid-trick in each of the three games (R3, R4), in the mazzetti pile choice (R3.3), at
the redeal question (R7) and in a hot-seat game behind the cover. No discards it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import NO, YES, answer, resumed, save, start_app, write_prefs
from tests.ui.matches import human_mid_trick, play_until
from tests.ui.table_helpers import wait_for_human
from tressette_gui.engine import Match, Phase, Rules
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.dialogs.score_sheet import EVENT, ScoreSheetModel
from tressette_gui.ui.language.texts import card_name
from tressette_gui.ui.session.autosave import FILE_NAME
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import DealtPile
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")



def resume(qtbot: QtBot, home: Path, match: Match, setup: MatchSetup) -> MainWindow:
    """Save ``match``, start the app and answer Yes to its question."""
    write_prefs(home)
    save(home, match, setup)
    window = start_app(qtbot)
    question = answer(window, YES)
    assert f"score {match.scores[0]}-{match.scores[1]}" in question
    return window


def face_up(window: MainWindow) -> set[str]:
    """Codes of the face-up cards on the table."""
    return {item.card.code for item in window.scene.cards.values()
            if item.face_up and item.card is not None}


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])
def test_resume_mid_trick_shows_the_engine_position(qtbot: QtBot, user_home: Path,
                                                    variant: str) -> None:
    setup = MatchSetup.default(variant, player="Ada")
    match = play_until(Match(setup.rules, 21, setup.names), human_mid_trick)
    expected = match.observe(0)
    window = resume(qtbot, user_home, match, setup)
    wait_for_human(qtbot, window)
    assert window.controller.observation() == expected  # the same position, our turn
    state = window.scene.state
    assert state is not None
    assert state.hand == expected.hand and state.trick == expected.trick
    assert state.turn == 0 and state.scores == expected.scores
    assert {c.code for c in expected.hand} | {c.code for _, c in expected.trick} \
        <= face_up(window)
    assert window.statusBar().currentMessage() == "Your turn"
    assert window.setup.names[0] == "Ada"
    if variant == "spizzichino":
        assert window.scene.stock_text == f"Stock: {expected.stock_size}"


def test_resume_in_the_mazzetti_pile_choice(qtbot: QtBot, user_home: Path) -> None:
    setup = MatchSetup.default("mazzetti")
    match = Match(setup.rules, 2, setup.names)  # seat 0 chooses first (R3.3)
    assert match.seat_to_act() == 0 and match.observe(0).phase is Phase.CHOOSE_PILES
    window = resume(qtbot, user_home, match, setup)
    wait_for_human(qtbot, window)
    assert window.controller.human.pile_choice is not None
    assert window.controls.piles_confirm.isVisible()
    assert window.controls.prompt.text().startswith("Click 4 piles or press their keys (0 of 4)")
    assert len([k for k in window.scene.cards if isinstance(k, DealtPile)]) == 40


def test_resume_at_the_redeal_question(qtbot: QtBot, user_home: Path) -> None:
    setup = MatchSetup.default("tressette")
    match = play_until(Match(setup.rules, 98, setup.names),
                       lambda m: m.seat_to_act() == 0)
    assert match.observe(0).phase is Phase.REDEAL  # a hand under one point (R7)
    window = resume(qtbot, user_home, match, setup)
    wait_for_human(qtbot, window)
    assert window.controls.redeal_ask.isVisible() and window.controls.redeal_keep.isVisible()
    window.controls.redeal_keep.click()
    assert window.controller.match is not None
    assert window.controller.match.observe(0).phase is not Phase.REDEAL


def test_resume_hot_seat_puts_the_cover_up_first(qtbot: QtBot, user_home: Path) -> None:
    setup = MatchSetup(MatchSetup.default("spizzichino").rules, ("Ada", "Bo"), (None, None))
    match = play_until(Match(setup.rules, 5, setup.names),
                       lambda m: len(m.observe(0).trick) == 1 and m.observe(0).trick_number > 0)
    seat = match.seat_to_act()
    assert seat is not None
    window = resume(qtbot, user_home, match, setup)
    qtbot.waitUntil(lambda: window.controller.covered)
    assert window.scene.cover.text == f"It's {setup.names[seat]}'s turn: press to see your cards"
    assert not face_up(window) - {c.code for _, c in match.observe(seat).trick}
    window.controller.uncover()
    wait_for_human(qtbot, window)
    obs = match.observe(seat)
    assert window.controller.viewer == seat
    assert window.controller.observation() == obs
    qtbot.waitUntil(lambda: {c.code for c in obs.hand} <= face_up(window))


def test_no_discards_the_save_and_opens_the_new_match_dialog(qtbot: QtBot,
                                                              user_home: Path) -> None:
    setup = MatchSetup.default("spizzichino")
    match = play_until(Match(setup.rules, 4, setup.names), human_mid_trick)
    write_prefs(user_home)
    save(user_home, match, setup)
    window = start_app(qtbot)
    answer(window, NO)
    assert not (user_home / FILE_NAME).exists()
    assert isinstance(window.dialog, NewMatchDialog)
    assert window.controller.match is None


def test_the_seed_is_not_remembered_after_a_resume(qtbot: QtBot, user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.seed.text() == "" and dialog.setup().seed is None
    last = window.preferences.current.last_setup
    assert last is None or last.seed is None

def test_a_resume_lists_the_plays_and_draws_of_the_running_deal(qtbot: QtBot,
                                                                  user_home: Path) -> None:
    """R3.2, R4: after a resume the log shows the deal so far, draws included."""
    window = resumed(qtbot, user_home)
    match = window.controller.match
    assert match is not None
    log = window.log.toPlainText()
    obs = match.observe(0)
    assert obs.draws and obs.tricks
    for _, seat, card in obs.draws:
        assert f"{window.scene.names[seat]} draws {card_name(card)}" in log
    for trick in obs.tricks:
        for seat, card in trick.plays:
            assert f"{window.scene.names[seat]} plays {card_name(card)}" in log
    assert log.index("Match resumed") < log.index("Deal ")
    # the match's number as the new match's line says it ("New match, number ..."), no seed
    assert log.splitlines()[0] == f"Match resumed, number {match.seed}"
    assert "seed" not in log


def test_a_resumed_match_ends_naming_who_declared_what(qtbot: QtBot,
                                                     user_home: Path) -> None:
    """The score sheet of a resumed match, and the Match over box after it, name for
    the deals scored before the save who declared what and for how many points (R5),
    not just a side's total."""
    setup = replace(MatchSetup.default("tressette", player="Ada"),
                    rules=Rules.for_variant("tressette", match_end="deals", deals=2))
    match = play_until(Match(setup.rules, 21, setup.names),
                       lambda m: any(m.deal_declarations) and human_mid_trick(m))
    deal = next(i for i, made in enumerate(match.deal_declarations) if made)
    window = resume(qtbot, user_home, match, setup)

    def events_of(model: ScoreSheetModel) -> str:
        text = str(model.data(model.index(deal, EVENT)))
        for made in match.deal_declarations[deal]:
            assert f"{window.scene.names[made.seat]}: +{made.points} (" in text
        return text

    assert "declared" not in events_of(window.sheet_model)
    while not isinstance(window.dialog, MatchEndDialog):
        wait_for_human(qtbot, window)
        if window.controller.waiting_for_human:
            live = window.controller.match
            assert live is not None
            assert window.controller.apply_human(live.legal_actions()[0])
    assert "declared" not in events_of(window.dialog.model)
