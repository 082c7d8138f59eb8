"""The second play-tester's findings in the two-player games (issues 4, 5, 7 polish):
a running match is never thrown away without asking, the seed is never remembered,
and the log of a resumed deal is rebuilt from the record."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from app_helpers import answer, human_mid_trick, play_until, save, start_app, write_prefs
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot
from table_helpers import click_card, make_window, wait_for_human
from test_two_player import act, two_player, wait_turn

from tressette_gui.engine import (
    Card,
    CardPlayed,
    Match,
    MatchEnded,
    MatchResult,
    Phase,
    PileView,
    Play,
)
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.texts import describe_event, end_sentence, result_line
from tressette_gui.ui.session.autosave import FILE_NAME
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import DealtPile, Face
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.marks import Marks
from tressette_gui.ui.table.table_state import TableState
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

YES, NO = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No


def resumed(qtbot: QtBot, home: Path, variant: str = "spizzichino") -> MainWindow:
    """The app resumed (Yes) on a saved ``variant`` match where seat 0 must play."""
    setup = MatchSetup.default(variant, player="Ada")
    match = play_until(Match(setup.rules, 21, setup.names), human_mid_trick)
    write_prefs(home)
    save(home, match, setup)
    window = start_app(qtbot)
    answer(window, YES)
    wait_for_human(qtbot, window)
    return window


def test_demo_asks_before_abandoning_a_match_and_no_keeps_it(qtbot: QtBot,
                                                              user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    running = window.controller.match
    saved = (user_home / FILE_NAME).read_bytes()
    window.flow.start_demo()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text() == "Abandon the current match? It will not be saved."
    assert box.defaultButton() is box.button(NO)
    answer(window, NO)
    assert window.controller.match is running and window.controller.waiting_for_human
    assert window.setup.humans == (0,)
    assert (user_home / FILE_NAME).read_bytes() == saved
    window.flow.start_demo()
    answer(window, YES)
    assert window.controller.match is not running and not window.setup.humans


def test_new_match_dialog_asks_too(qtbot: QtBot, user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    running = window.controller.match
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, QMessageBox))
    answer(window, NO)
    assert window.controller.match is running


def test_the_seed_is_not_remembered_after_a_resume(qtbot: QtBot, user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.seed.text() == "" and dialog.setup().seed is None
    assert window.prefs.last_setup is None or window.prefs.last_setup.seed is None


def face_up_cards(window: MainWindow) -> set[Card]:
    """The cards lying face up on the table now."""
    return {i.card for i in window.scene.items()
            if isinstance(i, CardItem) and i.face_up and i.card is not None}


def test_hot_seat_hand_goes_down_at_once_after_a_trick_ending_play(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_speed("fast")
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    c = window.controller
    match = c.match
    assert match is not None
    seen: list[set[Card]] = []
    window.controller.stepShown.connect(lambda _step: seen.append(face_up_cards(window)))
    for _ in range(80):
        wait_turn(qtbot, window)
        obs = c.observation()
        assert obs is not None
        if c.covered or len(obs.trick) != 1:
            act(window)
            continue
        card = next(a.card for a in obs.legal_actions if isinstance(a, Play))
        rest = set(obs.hand) - {card}
        seen.clear()
        click_card(qtbot, window, card)
        if match.seat_to_act() == obs.seat:
            continue  # the player won the trick and leads again: the hand stays up
        assert window.director.busy  # the hand turns down, then the trick and the draws
        qtbot.waitUntil(lambda: not window.director.busy, timeout=10_000)
        # step 0 flips the hand down; every later step (trick, collection, draws) starts
        # with none of its cards face up
        assert len(seen) > 3 and all(not shown & rest for shown in seen[1:])
        return
    raise AssertionError("no trick ended with the other player to act")


def test_the_hand_is_undimmed_when_the_turn_ends(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_speed("fast")
    window.start_match(two_player("spizzichino"), seed=4)
    c = window.controller
    for _ in range(80):
        wait_turn(qtbot, window)
        obs = c.observation()
        assert obs is not None
        plays = {a.card for a in obs.legal_actions if isinstance(a, Play)}
        if not obs.trick or plays >= set(obs.hand):
            act(window)
            continue
        assert any(window.scene.cards[Face(x)].dimmed for x in obs.hand)
        click_card(qtbot, window, next(iter(plays)))
        assert not any(window.scene.cards[Face(x)].dimmed for x in obs.hand
                       if Face(x) in window.scene.cards)
        return
    raise AssertionError("the human never had to follow suit")


def test_pile_choice_glows_the_hand_piles_and_counts_them(qtbot: QtBot) -> None:
    """R3.3, step 2: the piles for the hand glow (gold, no blue outline), the two
    staying in front keep the plain outline, and the prompt counts "(1 of 2)"."""
    window = make_window(qtbot)
    window.start_match(two_player("mazzetti"), seed=5)
    wait_turn(qtbot, window)
    c = window.controller
    obs = c.observation()
    assert obs is not None and obs.phase is Phase.CHOOSE_PILES
    taken = obs.free_piles[:4]
    if len(obs.free_piles) == 8:
        for pile in taken:
            assert c.human.click_pile(pile)
    assert "(0 of 2)" in window.controls.prompt.text()
    c.human.click_pile(taken[0])
    assert "(1 of 2)" in window.controls.prompt.text()
    c.human.click_pile(taken[1])
    assert "(2 of 2)" in window.controls.prompt.text()
    for pile in taken:
        top = window.scene.cards[DealtPile(pile, 4)]
        for_hand = pile in taken[:2]
        assert top.highlighted == for_hand and top.marked == (not for_hand)


def test_two_pick_up_badges_side_by_side_do_not_overlap(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    state = TableState.empty(2, 0)
    state = replace(state, piles=((PileView(Card.from_code("Ac"), 5),
                                   PileView(Card.from_code("3d"), 5)), ()))
    window.scene.show_state(state)
    window.scene.show_marks(Marks(pickups=(0, 1)))
    left, right = (b.sceneBoundingRect() for b in window.scene.pickup_badges)
    assert not left.intersects(right)
    assert all(b.text.text() == "\u2191 Take" for b in window.scene.pickup_badges)


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
        assert f"{match.names[seat]} draws {card.code}" in log
    for trick in obs.tricks:
        for seat, card in trick.plays:
            assert f"{match.names[seat]} plays {card.code}" in log
    assert log.index("Match resumed") < log.index("Deal ")


def test_log_words_a_pile_play_and_the_end_of_the_match() -> None:
    """R3.3: a play from a mazzetti pile says so; R9: the end is a sentence, while
    the demo's ``result:`` line stays as it is (a contract)."""
    names = ("Giocatore", "Avversario")
    played = describe_event(CardPlayed(1, Card.from_code("7d"), 0, None), names)
    assert played == "Avversario plays 7d from a pile"
    one = MatchResult(winner=0, loser=1, points=(13, 4), deals=1, sweeps=((), ()), stake=1,
                      ended_by="target", standings=(1, -1))
    assert describe_event(MatchEnded(one), names) == "Giocatore wins 13\u20134 after 1 deal"
    assert result_line(one, names) == "result: Giocatore 13-4 after 1 deals"
    three = replace(one, winner=1, loser=0, points=(5, 11), deals=3)
    assert end_sentence(three, names) == "Avversario wins 11\u20135 after 3 deals"
    pair = ("Giocatore", "Est", "Nord", "Ovest")
    assert end_sentence(three, pair) == "Est & Ovest win 11\u20135 after 3 deals"


def test_hand_cards_show_their_key_numbers_left_to_right(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    base = MatchSetup.default("tressette")
    window.start_match(base, seed=2)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and len(obs.hand) == 10
    items = sorted((window.scene.cards[Face(c)] for c in obs.hand), key=lambda i: i.x())
    assert [i.number for i in items] == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"]
    legal = [a.card for a in obs.legal_actions if isinstance(a, Play)]
    target = next(i for i in items if i.card in legal)
    window.view.setFocus()
    QTest.keyClick(window.view, int(Qt.Key.Key_0) + int(target.number))  # the key shown
    after = window.controller.observation()
    assert after is not None and target.card not in after.hand
    assert not any(window.scene.cards[Face(c)].number for c in after.hand)


def test_quitting_a_saved_match_says_it_is_saved(qtbot: QtBot, user_home: Path) -> None:
    note = "The match is saved: you can resume it next time"
    window = resumed(qtbot, user_home)
    assert window.menus.quit_action.statusTip() == note  # shown while Quit is hovered
    window.close()  # immediate: nothing asked
    assert window.dialog is None
    assert window.log.toPlainText().splitlines()[-1] == note
    assert (user_home / FILE_NAME).exists()


def test_a_demo_has_nothing_saved_to_say(qtbot: QtBot, user_home: Path) -> None:
    window = resumed(qtbot, user_home)
    window.flow.start_demo()
    answer(window, YES)
    assert window.menus.quit_action.statusTip() == ""
