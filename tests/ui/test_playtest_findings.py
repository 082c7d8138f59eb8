"""What a newcomer found playing the table, checked through the GUI (pytest-qt,
offscreen, animations off, seeded matches): demo behaviour ends with a human match,
the keyboard stays on the table, resigning and forgoing a declaration ask first
(R5, R10), the log follows, one score convention (R5, R6), the standings explained
(R9), the score sheet, signal tips (R8), the table's labels and buttons."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from quick_matches import first_match
from table_helpers import images, legal_cards, make_window, setup, wait_for_human

from tressette_gui import __version__
from tressette_gui.engine import (
    Card,
    CardPlayed,
    Declare,
    Match,
    Phase,
    Play,
    Rules,
    TrickWon,
)
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.dialogs.score_sheet import EVENT, ScoreSheetDialog
from tressette_gui.ui.language.texts import describe_event, points_text, resumed_lines
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.table.layout import CARD_WIDTH
from tressette_gui.ui.table.table_state import running_thirds
from tressette_gui.ui.window.main_window import DEFAULT_SIZE, MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

NAMES = ("Giocatore", "Est", "Nord", "Ovest")


def test_a_human_match_after_a_demo_is_not_a_demo(qtbot: QtBot) -> None:
    window = MainWindow(images(), demo=True, prefs=Preferences(animation_speed="off"))
    qtbot.addWidget(window)
    window.controller.bots.pause_ms = 0
    window.demo_speed = "fast"  # tressette --demo --speed fast
    window.start_match(setup().demo(), seed=1)
    assert window.demo and window.director.speed == "fast"
    window.start_match(setup(), seed=1)  # Match > New match
    assert not window.demo  # end-of-deal summaries wait for OK
    assert window.director.speed == "off"  # the preferred speed, not the demo's


def test_controls_never_take_the_keyboard_from_the_table(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    buttons = window.controls.findChildren(QPushButton)
    assert buttons and all(b.focusPolicy() == Qt.FocusPolicy.NoFocus for b in buttons)
    window.show_rules()
    assert isinstance(window.dialog, RulesDialog)
    window.dialog.reject()
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)
    window.menuBar().setFocus()
    window.set_status("Your turn")
    window.statusBar().showMessage("")  # what a menu's empty status tip does
    window.menus.match_menu.aboutToHide.emit()  # the menu closed (Escape)
    qtbot.waitUntil(lambda: window.focusWidget() is window.view)
    assert window.statusBar().currentMessage() == "Your turn"


def test_resign_asks_first(qtbot: QtBot) -> None:  # R10
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.menus.resign_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text() == "Resign this match? It counts as lost."
    box.button(QMessageBox.StandardButton.No).click()
    match = window.controller.match
    assert match is not None and match.result is None and window.controller.waiting_for_human
    window.menus.resign_action.trigger()
    assert isinstance(window.dialog, QMessageBox)
    window.dialog.button(QMessageBox.StandardButton.Yes).click()
    assert match.result is not None and match.result.ended_by == "resign"


def _declaration_turn(qtbot: QtBot, window: MainWindow) -> Card:
    """Start seeded matches without auto-declare until the human may declare (R5);
    the first legal card."""
    window.remember(auto_declare=False)
    for seed in range(80):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if any(isinstance(a, Declare) for a in obs.legal_actions):
            return legal_cards(obs)[0]
    raise AssertionError("no seed gives the human a combination")


def _offer(window: MainWindow, card: Card) -> QMessageBox:
    assert not window.controller.human.play_card(card)  # not played: asked first
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text().startswith("You can still declare ")
    assert box.text().endswith(". Declare it before playing?")
    return box


def _button(box: QMessageBox, text: str) -> QPushButton:
    return next(b for b in box.findChildren(QPushButton) if b.text() == text)


def test_playing_without_declaring_is_asked_and_logged(qtbot: QtBot) -> None:  # R5
    window = make_window(qtbot)
    card = _declaration_turn(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    offered = [a.declaration for a in obs.legal_actions if isinstance(a, Declare)]
    _button(_offer(window, card), "Play without declaring").click()
    after = window.controller.observation()
    assert after is not None and card not in after.hand
    assert not any(d.seat == 0 for d in after.declarations)
    assert f"Giocatore plays without declaring {offered[0]}" in window.log.toPlainText()


def test_declare_then_the_card_chosen_is_played(qtbot: QtBot) -> None:  # R5
    window = make_window(qtbot)
    card = _declaration_turn(qtbot, window)
    _button(_offer(window, card), "Declare").click()

    def played() -> bool:
        obs = window.controller.observation()
        return obs is not None and card not in obs.hand
    qtbot.waitUntil(played)
    obs = window.controller.observation()
    assert obs is not None and any(d.seat == 0 for d in obs.declarations)
    assert "Giocatore declares +" in window.log.toPlainText()


def test_the_log_follows_unless_scrolled_up(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    log, bar = window.log, window.log.verticalScrollBar()
    for i in range(300):
        log.add_line(f"line {i}")
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    bar.setValue(0)  # the player scrolls up
    log.add_line("one more")
    assert not log.following and bar.value() == 0
    bar.setValue(bar.maximum())  # and back down
    log.add_line("and another")
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())
    assert log.following
    window.start_match(setup(), seed=2)  # a new match keeps following
    qtbot.waitUntil(lambda: "New match, seed 2" in log.toPlainText())
    qtbot.waitUntil(lambda: bar.value() == bar.maximum())


def test_cards_are_readable_at_the_default_window_size(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.resize(*DEFAULT_SIZE)
    window.start_match(setup(), seed=2)
    qtbot.waitUntil(lambda: window.view.transform().m11() * CARD_WIDTH >= 70)


def test_one_score_convention() -> None:  # R5, R6
    assert [points_text(t) for t in (0, 1, 2, 3, 23, 32)] == [
        "0", "\u2153", "\u2154", "1", "7 \u2154", "10 \u2154"]
    assert running_thirds((10, 19), 4, 9, 1) == (10, 19)  # nine tricks: no bonus yet
    assert running_thirds((10, 19), 4, 10, 1) == (10, 22)  # R6: the last trick's point
    assert running_thirds((32, 0), 4, 10, 1) == (35, 0)  # stramazzo: to the 32 thirds
    card = Card.from_code("Ac")
    assert describe_event(TrickWon(0, 3, ((0, card),), 5), NAMES) == (
        "Giocatore takes trick 4 (worth 1 \u2154)")
    assert describe_event(CardPlayed(1, card, None, LeadSignal.BUSSO), NAMES) == (
        "Est plays Ac (busso)")


def _play_on(qtbot: QtBot, window: MainWindow) -> None:
    """The human's turn: keep the hand if asked (R7), else play the first legal card."""
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    if obs.phase is Phase.REDEAL:
        window.controller.human.answer_redeal(False)
    else:
        window.controller.human.play_card(legal_cards(obs)[0])


def test_the_running_deal_counts_the_last_trick_and_a_new_deal_clears(
        qtbot: QtBot) -> None:  # R6
    window = make_window(qtbot)
    window.start_match(setup(), seed=5)
    shown: list[int] = []
    window.controller.dealScored.connect(
        lambda _score, _n: shown.append(sum(window.scene.state.thirds)))  # type: ignore[union-attr]
    while True:
        qtbot.waitUntil(lambda: bool(shown) or window.controller.waiting_for_human)
        if shown:
            break
        _play_on(qtbot, window)
    assert shown == [35]  # 32 thirds of cards + the last trick's 3 (R6)
    assert window.last_trick.plays != ()  # the deal's last trick, until the next deal
    wait_for_human(qtbot, window)
    state = window.scene.state
    assert state is not None and state.deal_number == 2 and state.last_trick == ()
    assert window.last_trick.plays == ()  # the previous deal's trick is gone


def test_the_standings_are_explained(qtbot: QtBot) -> None:  # R9
    rules = Rules.for_variant("tressette", target=21)
    match = first_match(rules, "target")
    assert match.result is not None
    dialog = MatchEndDialog(match.result, tuple(match.deal_scores), match.names, rules)
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "standingsNote")
    assert note is not None
    worth = max(abs(a) for a in match.result.standings)
    assert worth >= 3  # R9: a match to 21 is worth 3, plus the winners' sweeps
    assert note.text() == (f"Ranking points: \u00b1{worth} (a match to 21 points; +1 for each "
                           "sweep by the winners)")
    headings = [w.text() for w in dialog.findChildren(QLabel) if "Standings" in w.text()]
    assert headings == ["Standings"]
    stake = dialog.findChild(QLabel, "stakeLabel")
    assert stake is not None and "does not multiply" in stake.toolTip()


def test_the_score_sheet_fits_and_closes(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    match = first_match(Rules.for_variant("tressette", target=11), "target", NAMES)
    window.sheet_model.set_scores(match.deal_scores)
    window.menus.sheet_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, ScoreSheetDialog)
    header = dialog.table.horizontalHeader()
    metrics = header.fontMetrics()
    assert header.sectionSize(1) >= metrics.horizontalAdvance("Giocatore & Nord")
    assert dialog.table.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert header.sectionResizeMode(EVENT) == header.ResizeMode.Stretch
    box = dialog.findChild(QDialogButtonBox)
    assert box is not None
    box.button(QDialogButtonBox.StandardButton.Close).click()
    assert window.dialog is None


def test_signal_buttons_explain_themselves(qtbot: QtBot) -> None:  # R8
    window = make_window(qtbot)
    window.start_match(setup(), seed=6)
    for _ in range(40):
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.phase is Phase.PLAY and not obs.trick and obs.trick_number > 0:
            break
        _play_on(qtbot, window)
    else:
        raise AssertionError("the human never led after the first trick")
    busso = window.controls.signal_buttons[LeadSignal.BUSSO]
    assert "take with your highest and return this suit" in busso.toolTip()
    assert "a Tre, Due or Asso" in busso.toolTip()
    for button in window.controls.signal_buttons.values():
        assert button.isVisible() and button.toolTip()
        assert button.isEnabled() or "Not possible with your hand now." in button.toolTip()
    striscio = window.controls.signal_buttons[LeadSignal.STRISCIO]
    assert "I have more of this suit" in striscio.toolTip()
    volo = window.controls.signal_buttons[LeadSignal.VOLO]
    assert "this is my last card of this suit" in volo.toolTip()
    enabled = next((b for b in window.controls.signal_buttons.values() if b.isEnabled()), None)
    if enabled is not None:
        QTest.mouseClick(enabled, Qt.MouseButton.LeftButton)
        assert enabled.isChecked() and ":checked" in enabled.styleSheet()
        assert window.statusBar().currentMessage().endswith(
            ("Tre, Due or Asso", "one more card", "last card of a suit"))


def test_table_labels_prompt_and_a_steady_bar(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    height = window.controls.height()
    window.start_match(setup(), seed=4)
    wait_for_human(qtbot, window)
    assert window.scene.prompt_text == "Your turn"
    assert window.scene.pile_label(0).startswith("Giocatore & Nord \u2014 tricks: ")
    assert window.scene.pile_label(1).startswith("Est & Ovest \u2014 tricks: ")
    assert window.controls.height() == height  # the table never jumps
    obs = window.controller.observation()
    assert obs is not None
    window.controller.human.play_card(legal_cards(obs)[0])
    assert window.scene.prompt_text == ""


def test_after_the_match_a_new_match_button(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    wait_for_human(qtbot, window)
    window.controller.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert window.dialog is not None
    window.dialog.reject()
    assert window.scene.new_match_button.isVisible()
    window.scene.newMatchClicked.emit()
    assert window.dialog is not None and window.dialog.windowTitle() == "New match"


def test_about_names_the_version(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.menus.about_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox) and __version__ in box.text()


def test_a_resume_tells_where_the_match_stands() -> None:  # R4, R5
    match = Match(Rules.for_variant("tressette"), 7, NAMES)
    seat = match.seat_to_act()
    assert seat is not None
    play = next(a for a in match.legal_actions() if isinstance(a, Play))
    match.apply(play)
    lines = resumed_lines(match)
    assert lines[0].startswith("Deal 1, dealer ")
    assert f"{NAMES[seat]} plays {play.card.code}" in lines
