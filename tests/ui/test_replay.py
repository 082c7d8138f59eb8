"""The replay viewer (issue 15): a stored match of each game stepped through on the real
table with every hand face up. At every step that ends an action the table is the
engine's (each seat's observation: its hand, the trick, the captured cards, the stock,
the piles, the scores); the arrows step, Home and End jump, a deal or a trick can be
chosen, and closing the viewer resumes the match that was on the table."""

from __future__ import annotations

import gc
import itertools
import weakref
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QIcon, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QStyle
from pytestqt.qtbot import QtBot

from tests.ui.replay_helpers import GAMES, game_match, press, stored_window
from tests.ui.table_helpers import covered_cards, setup
from tressette_gui.engine import (
    CardDrawn,
    CardPlayed,
    Declared,
    Match,
    PickedUp,
    PileTopRevealed,
    RedealAnswered,
    TrickWon,
)
from tressette_gui.records import replay, to_record
from tressette_gui.ui.dialogs.history_dialog import HistoryDialog
from tressette_gui.ui.dialogs.score_sheet import EVENT
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.session.replay_timeline import Moment, moments, replay_table
from tressette_gui.ui.session.table_phase import TablePhase
from tressette_gui.ui.table.card_ids import Face, HandBack
from tressette_gui.ui.table.table_state import TableState
from tressette_gui.ui.window.main_window import MainWindow
from tressette_gui.ui.window.replay_bar import ReplayBar

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")
#: The event kinds each game's match must show, so the comparison covers them.
KINDS = {"tressette": {CardPlayed, TrickWon, Declared, RedealAnswered},
         "spizzichino": {CardPlayed, TrickWon, CardDrawn, Declared},
         "mazzetti": {CardPlayed, TrickWon, PickedUp, PileTopRevealed, Declared}}


def engines(match: Match) -> Iterator[Match]:
    """The match again after 0, 1, 2... of its actions (and its resignation), each a
    copy of its own."""
    again = Match(match.rules, match.seed, match.names, dealer=match.first_dealer,
                  layouts=[d.layout for d in match.dealings])
    yield again.copy()
    for dealing in match.dealings:
        for action in dealing.actions:
            again.apply(action)
            yield again.copy()
    if match.resigned is not None:
        again.resign(match.resigned)
        yield again.copy()


def assert_engine_table(state: TableState, engine: Match) -> None:
    """``state`` shows what every seat of ``engine`` observes now."""
    assert state == replay_table(engine)
    for seat in range(engine.rules.players):
        obs = engine.observe(seat)
        assert state.cards_of(seat) == obs.hand
        assert state.trick == obs.trick and state.scores == obs.scores
        assert state.stock == obs.stock_size and state.piles == obs.piles


def cards_on_table(state: TableState) -> int:
    """Every card the state places somewhere (the 40 of the deck once dealt)."""
    return (sum(len(h) for h in state.open_hands) + len(state.trick)
            + sum(len(w) for w in state.won) + state.stock + len(state.free_piles) * 5
            + sum(p.size for piles in state.piles for p in piles)
            + (1 if state.drawn else 0))


@pytest.mark.parametrize("variant", list(GAMES))
def test_every_step_ending_an_action_is_the_engine_s_table(variant: str) -> None:
    match = game_match(variant)
    events = {type(e) for e in replay(to_record(match))[1]}
    assert KINDS[variant] <= events  # the match shows every kind of step of its game
    if variant == "tressette":  # and signals (R8)
        assert any(isinstance(e, CardPlayed) and e.signal for e in replay(to_record(match))[1])
    found = moments(match)
    by_actions = list(engines(match))
    settled = [m for m in found if m.settled]
    assert len(settled) == len(by_actions)  # one per action, and the deal dealt first
    for moment, engine in zip(settled, by_actions, strict=True):
        assert_engine_table(moment.state, engine)
    assert all(cards_on_table(m.state) == 40 for m in found)
    assert found[-1].lines[-1].text().startswith(("Ada", "Est", "Nord", "Ovest", "Draw"))


def test_moments_know_their_deal_trick_and_declarations() -> None:
    found = moments(game_match("tressette"))
    deals = sorted({m.deal for m in found})
    assert deals == list(range(1, deals[-1] + 1))
    for earlier, later in itertools.pairwise(found):
        if later.deal == earlier.deal:
            assert later.trick in (earlier.trick, earlier.trick + 1)
            assert later.declarations[:len(earlier.declarations)] == earlier.declarations
    assert any(m.declarations for m in found)
    assert found[-1].scored == len(game_match("tressette").deal_scores)


# ------------------------------------------------------------------- the window
def face_up_cards(window: MainWindow, seat: int) -> set[object]:
    """The cards the scene shows face up in ``seat``'s hand."""
    state = window.scene.state
    assert state is not None
    return {key.card for key in window.scene.cards
            if isinstance(key, Face) and key.card in state.cards_of(seat)
            and window.scene.cards[key].face_up}


@pytest.mark.parametrize("variant", list(GAMES))
def test_the_table_follows_the_engine_step_by_step(qtbot: QtBot, user_home: Path,
                                                   variant: str) -> None:
    window, match, match_id = stored_window(qtbot, user_home, variant)
    window.replay_mode.start(match_id)
    player = window.controller.replay
    assert window.controller.phase is TablePhase.REPLAY and window.replay_bar.isVisible()
    assert window.replay_bar.where.text() == (
        f"Match {match_id}, step 1 of {len(player.moments)}")
    by_actions = iter(engines(match))
    for index in range(len(player.moments)):
        moment: Moment = player.moment
        assert player.position == index and window.scene.state == moment.state
        if moment.settled:
            engine = next(by_actions)
            assert_engine_table(window.scene.state, engine)
            for seat in range(match.rules.players):  # every hand face up on the table
                assert face_up_cards(window, seat) == set(engine.observe(seat).hand)
            assert not any(isinstance(key, HandBack) for key in window.scene.cards)
        if index + 1 < len(player.moments):
            press(window, Qt.Key.Key_Right)
    assert not window.replay_bar.commands["forward"].isEnabled()
    assert window.log.toPlainText().splitlines()[-1] == player.moment.lines[-1].text()


def test_back_home_end_deal_and_trick(qtbot: QtBot, user_home: Path) -> None:
    window, _match, match_id = stored_window(qtbot, user_home, "tressette")
    window.replay_mode.start(match_id)
    player, bar = window.controller.replay, window.replay_bar
    for _ in range(12):
        press(window, Qt.Key.Key_Right)
    twelfth = player.moment
    press(window, Qt.Key.Key_Right)
    press(window, Qt.Key.Key_Left)
    assert player.position == 12 and window.scene.state == twelfth.state
    press(window, Qt.Key.Key_End)
    assert player.position == len(player.moments) - 1
    assert window.scene.state == player.moments[-1].state
    press(window, Qt.Key.Key_Home)
    assert player.position == 0 and window.scene.state == player.moments[0].state
    last_deal = player.deals()[-1]
    with qtbot.waitSignal(player.shown):
        bar.deals.activated.emit(bar.deals.findData(last_deal))
    assert player.moment.deal == last_deal and player.moment.trick == 0
    assert player.moment.lines[0].text().startswith(f"Deal {last_deal}, dealer ")
    with qtbot.waitSignal(player.shown):
        bar.tricks.activated.emit(bar.tricks.findData(3))
    assert (player.moment.deal, player.moment.trick) == (last_deal, 2)
    assert player.moment.lines[-1].text().split(" takes trick ")[1].startswith("2 ")
    assert bar.tricks.currentData() == 3
    assert window.log.toPlainText().splitlines()[0] == player.moments[
        player.deal_start(last_deal)].lines[0].text()
    with pytest.raises(ValueError, match="no trick 99"):
        player.trick_start(last_deal, 99)


def test_closing_the_replay_resumes_the_match_on_the_table(qtbot: QtBot,
                                                           user_home: Path) -> None:
    window, _match, _match_id = stored_window(qtbot, user_home, "spizzichino")
    window.start_match(setup(), seed=3)
    qtbot.waitUntil(lambda: window.controller.waiting_for_human)
    running = window.controller.match
    assert running is not None
    before = to_record(running)
    window.history_menu.show_history()
    dialog = window.dialog
    qtbot.waitUntil(lambda: dialog.model.rowCount() > 0)  # type: ignore[union-attr]
    dialog.table.setCurrentIndex(dialog.model.index(0, 0))  # type: ignore[union-attr]
    dialog.replay_button.click()  # type: ignore[union-attr]
    window.activateWindow()  # the dialog gone, the window has the keys again
    qtbot.waitUntil(window.isActiveWindow)
    assert window.controller.replaying and window.dialog is None
    assert not window.menus.resign_action.isEnabled()
    assert not window.controls.isVisible()
    press(window, Qt.Key.Key_Right)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: isinstance(window.dialog, HistoryDialog))  # where it came from
    window.host.close()
    qtbot.waitUntil(lambda: window.controller.waiting_for_human)
    assert window.controller.match is running and to_record(running) == before
    assert window.menus.resign_action.isEnabled() and not window.replay_bar.isVisible()
    assert window.scene.names == running.names
    QTest.keyClick(window.view, Qt.Key.Key_Right)  # the arrows choose cards again
    assert window.controller.match is running


def test_closing_a_replay_opened_from_the_history_window_goes_back_to_it(
        qtbot: QtBot, user_home: Path) -> None:
    """The History window comes back as it was (its filter, the replayed match chosen)
    over the table left as before the replay: not a bare empty table."""
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    window.history_menu.show_history()
    dialog = window.dialog
    assert isinstance(dialog, HistoryDialog)
    dialog.games.setCurrentIndex(dialog.games.findData("spizzichino"))
    qtbot.waitUntil(lambda: dialog.model.rowCount() == 1)
    dialog.table.setCurrentIndex(dialog.model.index(0, 0))
    dialog.replay_button.click()
    assert window.controller.replaying and window.dialog is None
    window.replay_mode.close()
    again = window.dialog
    assert isinstance(again, HistoryDialog) and again is not dialog
    assert again.games.currentData() == "spizzichino" and again.model.rowCount() == 1
    assert again.table.currentIndex().row() == 0
    assert again.model.match_row(0).match_id == match_id
    assert not window.controller.replaying and window.scene.new_match_button.isVisible()
    again.reject()
    assert window.dialog is None  # closed, it stays closed
    window.replay_mode.start(match_id)  # not from the History window: nothing to go back to
    window.replay_mode.close()
    assert window.dialog is None


def test_the_way_back_keeps_the_view_not_the_closed_window(qtbot: QtBot,
                                                           user_home: Path) -> None:
    """The History window is deleted once it closes for the replay: the way back holds
    its view (taken when the replay was asked), not the window."""
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    window.history_menu.show_history()
    dialog = window.dialog
    assert isinstance(dialog, HistoryDialog)
    dialog.games.setCurrentIndex(dialog.games.findData("spizzichino"))
    dialog.table.setCurrentIndex(dialog.model.index(0, 0))
    gone, deleted = weakref.ref(dialog), []
    dialog.destroyed.connect(lambda: deleted.append(True))
    dialog.replay_button.click()
    del dialog
    qtbot.waitUntil(lambda: bool(deleted))
    gc.collect()
    assert gone() is None and window.replay_mode.match_id == match_id
    window.replay_mode.close()
    again = window.dialog
    assert isinstance(again, HistoryDialog) and again.games.currentData() == "spizzichino"
    assert again.model.match_row(again.table.currentIndex().row()).match_id == match_id


def test_closing_the_replay_with_no_match_leaves_an_empty_table(qtbot: QtBot,
                                                                user_home: Path) -> None:
    """No score, last trick, stock count or log of the replay stays beside the New match
    button; Help > Rules shows the rules of the match on the table: the replayed
    Spizzichino's while it is shown, the last set-up's (Tressette) after."""
    window, _match, match_id = stored_window(qtbot, user_home, "spizzichino")
    window.replay_mode.start(match_id)
    for _ in range(12):
        press(window, Qt.Key.Key_Right)
    assert window.scene.stock_text and window.log.toPlainText()
    assert window.last_trick.plays and window.score_panel.text()
    window.info.show_rules()
    assert window.dialog is not None and "Spizzichino" in window.dialog.windowTitle()
    window.host.close()
    window.replay_mode.close()
    scene = window.scene
    assert scene.new_match_button.isVisible() and not scene.cards and scene.names == ()
    assert scene.state is None and not scene.stock_text and not scene.pile_label(0)
    assert not window.log.toPlainText() and not window.last_trick.plays
    assert not window.score_panel.text() and window.sheet_model.rowCount() == 0
    window.info.show_rules()
    assert window.dialog is not None and "Tressette" in window.dialog.windowTitle()


def test_the_replay_names_bots_in_the_language_installed(qtbot: QtBot, user_home: Path) -> None:
    window, match, match_id = stored_window(qtbot, user_home, "tressette")
    assert match.names[1:] == ("Est", "Nord", "Ovest")  # as played in the Italian interface
    window.replay_mode.start(match_id)
    english = ("Ada", "Expert (East)", "Expert (North)", "Expert (West)")
    assert window.scene.names == english
    press(window, Qt.Key.Key_End)
    log = window.log.toPlainText()
    assert "Expert (North)" in log and "Nord" not in log


def test_a_language_switch_rewords_the_replay_s_log(qtbot: QtBot, user_home: Path,
                                                   qapp: QApplication) -> None:
    """The log's lines are the moments' events, worded again in the language installed:
    those written before the switch and those written after it."""
    window, _match, match_id = stored_window(qtbot, user_home, "tressette")
    window.replay_mode.start(match_id)
    for _ in range(6):
        press(window, Qt.Key.Key_Right)
    english = window.log.toPlainText()
    assert english.startswith("Deal 1, dealer ") and "Ada plays " in english
    try:
        install_translator(qapp, "it")
        qtbot.waitUntil(lambda: window.log.toPlainText().startswith("Smazzata 1, mazziere "))
        italian = window.log.toPlainText()
        assert "Ada gioca " in italian and " plays " not in italian
        assert italian.count("\n") == english.count("\n")
        for _ in range(4):  # lines written after the switch are Italian too
            press(window, Qt.Key.Key_Right)
        later = window.log.toPlainText()
        assert later.startswith(italian) and later.count("\n") > italian.count("\n")
        assert " plays " not in later and " takes trick " not in later
    finally:
        install_translator(qapp, "en")
    qtbot.waitUntil(lambda: window.log.toPlainText().startswith(english))


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])  # 4, 2, 2
def test_nothing_covers_a_card_in_the_replay(qtbot: QtBot, user_home: Path,
                                             variant: str) -> None:
    """Every hand face up, with the longest bot names (English "Intermediate"): at every
    step no plate or label covers a card, at 1024x600 and 1920x1080, the whole table in
    view (the score box once hid North's leftmost cards, the side plates the top card of
    West's and East's columns, the other side's pile label North's rightmost)."""
    window, _match, match_id = stored_window(qtbot, user_home, variant, "intermedio")
    window.replay_mode.start(match_id)
    player, scene, view = window.controller.replay, window.scene, window.view
    assert all(name.startswith("Intermediate") for name in scene.names[1:])
    for width, height in ((1024, 600), (1920, 1080)):
        window.resize(width, height)
        assert window.size() == QSize(width, height)
        shown = view.mapFromScene(scene.sceneRect()).boundingRect()
        assert view.viewport().rect().adjusted(-1, -1, 1, 1).contains(shown)
        for index in range(len(player.moments)):
            player.go_to(index)
            assert scene.state == player.moment.state
            assert covered_cards(scene) == [], (width, index)


def test_steps_and_ends_have_icons_told_apart_at_a_glance(qtbot: QtBot) -> None:
    """One step back or forward is not drawn as rewind or fast-forward, nor like the
    start or the end of the match."""
    bar = ReplayBar()
    qtbot.addWidget(bar)

    def image(icon: QIcon) -> QImage:
        return icon.pixmap(32, 32).toImage()

    shown = {name: image(bar.commands[name].icon())
             for name in ("first", "back", "forward", "last")}
    assert all(not picture.isNull() for picture in shown.values())
    for one, other in itertools.combinations(shown, 2):
        assert shown[one] != shown[other], (one, other)
    style = bar.style()
    rewind, fast_forward = (image(style.standardIcon(icon)) for icon in (
        QStyle.StandardPixmap.SP_MediaSeekBackward, QStyle.StandardPixmap.SP_MediaSeekForward))
    assert rewind not in shown.values() and fast_forward not in shown.values()


def test_the_replay_s_score_sheet_names_who_declared_what(qtbot: QtBot,
                                                          user_home: Path) -> None:
    """At the replay's end its score sheet names, for each deal, who declared what and
    for how many points (R5), as during the match."""
    window, match, match_id = stored_window(qtbot, user_home, "tressette")
    window.replay_mode.start(match_id)
    press(window, Qt.Key.Key_End)
    model = window.sheet_model
    assert model.rowCount() == len(match.deal_scores)
    assert any(match.deal_declarations)
    for deal, made in enumerate(match.deal_declarations):
        events = str(model.data(model.index(deal, EVENT)))
        assert "declared" not in events
        for declared in made:
            assert f"{window.scene.names[declared.seat]}: +{declared.points} (" in events
