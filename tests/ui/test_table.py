"""The table through the GUI (pytest-qt, offscreen, animations off, seeded matches):
a whole match by clicks, dimmed cards and reasons, keyboard, declarations (R5),
signals (R8), the redeal offer (R7), the last-trick view, closing during a bot's turn."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot
from table_helpers import (
    SlowBot,
    click_card,
    follow_suit_position,
    legal_cards,
    make_window,
    setup,
    wait_for_human,
)

from tressette_gui.engine import (
    Card,
    Declare,
    Match,
    Phase,
    Rank,
    Rules,
    Suit,
    hand_thirds,
    true_signals,
)
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.texts import friendly_reason, side_label
from tressette_gui.ui.table.card_ids import Face, HandBack
from tressette_gui.ui.window.main_window import MainWindow

# The offscreen platform warns that it cannot resize windows to size hints (docks,
# fixed-size dialogs): a limit of the test platform, not of the app.
pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def play_one(qtbot: QtBot, window: MainWindow) -> None:
    """The human's turn: keep the hand if asked (R7), else click the first legal card."""
    obs = window.controller.observation()
    assert obs is not None
    if obs.phase is Phase.REDEAL:
        QTest.mouseClick(window.controls.redeal_keep, Qt.MouseButton.LeftButton)
        return
    match = window.controller.match
    assert match is not None
    before = sum(len(d.actions) for d in match.dealings)
    click_card(qtbot, window, legal_cards(obs)[0])
    assert sum(len(d.actions) for d in match.dealings) > before  # the click was played


def test_whole_match_by_clicks_matches_the_engine_result(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=11)
    turns = 0
    while not isinstance(window.dialog, MatchEndDialog):
        wait_for_human(qtbot, window)
        if not isinstance(window.dialog, MatchEndDialog):
            play_one(qtbot, window)
            turns += 1
    assert turns >= 20  # two deals at least, every human card by a click
    match = window.controller.match
    assert match is not None and match.result is not None
    result = match.result
    assert result.winner is not None
    dialog = window.dialog
    winner = dialog.findChild(QLabel, "winnerLabel")
    points = dialog.findChild(QLabel, "pointsLabel")
    assert winner is not None and points is not None
    assert side_label(result.winner, match.names) in winner.text()
    assert f"{result.points[0]} \u2013 {result.points[1]}" in points.text()
    assert max(result.points) >= 21
    assert window.sheet_model.rowCount() >= result.deals


def test_illegal_cards_are_dimmed_and_say_why(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    obs, illegal = follow_suit_position(qtbot, window)
    for card in obs.hand:
        assert window.scene.cards[Face(card)].dimmed == (card in illegal)
    click_card(qtbot, window, illegal[0])
    suit = obs.trick[0][1].suit.italian
    assert window.statusBar().currentMessage() == f"You must follow {suit}"
    after = window.controller.observation()
    assert after is not None and after.hand == obs.hand  # inert: nothing played
    assert window.controller.waiting_for_human


def test_keyboard_plays_through_the_same_check(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    for seed in range(40):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        illegal = [i for i, c in enumerate(obs.hand) if c not in legal_cards(obs)]
        if obs.phase is Phase.PLAY and illegal:
            break
    else:
        raise AssertionError("no seed gives a follow-suit position")
    window.view.setFocus()
    bad = illegal[0]
    QTest.keyClick(window.view, int(Qt.Key.Key_0) + (bad + 1) % 10)  # keys by position
    assert window.statusBar().currentMessage().startswith("You must follow")
    good = obs.hand.index(legal_cards(obs)[0])
    QTest.keyClick(window.view, Qt.Key.Key_Home)  # ignored
    for _ in range(good - bad if good > bad else len(obs.hand) - bad + good):
        QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.cards[Face(obs.hand[good])].marked
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    after = window.controller.observation()
    assert after is not None and obs.hand[good] not in after.hand
    assert len(after.hand) == len(obs.hand) - 1


def _first_seed(rules: Rules, test: object, seeds: range = range(400)) -> int:
    for seed in seeds:
        match = Match(rules, seed)
        if test(match):  # type: ignore[operator]
            return seed
    raise AssertionError("no seed found")


def test_declare_control_and_announcement(qtbot: QtBot) -> None:
    rules = setup().rules
    seed = _first_seed(rules, _holds_combination)
    window = make_window(qtbot)
    window.remember(auto_declare=False)
    window.start_match(setup(), seed=seed)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
    assert declares, "the human holds a combination in the first turn (R5)"
    assert [b.text() for b in window.controls.declare_buttons] == [
        f"Declare {d.declaration}" for d in declares]
    QTest.mouseClick(window.controls.declare_buttons[0], Qt.MouseButton.LeftButton)
    after = window.controller.observation()
    assert after is not None
    assert after.declarations[-1].seat == 0
    assert str(declares[0].declaration) in window.score_panel.text()
    assert "declares" in window.log.toPlainText()


def _holds_combination(match: Match) -> bool:
    hand = set(match.dealings[0].layout.hands[0])
    napola = any(all(Card.of(r, s) in hand for r in (Rank.ASSO, Rank.DUE, Rank.TRE))
                 for s in Suit)
    tris = any(sum(Card.of(r, s) in hand for s in Suit) >= 3
               for r in (Rank.ASSO, Rank.DUE, Rank.TRE))
    return match.deal.phase is Phase.PLAY and (napola or tris)


def test_bot_declarations_are_announced_and_listed(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    shows: list[tuple[int, str]] = []
    window.controller.stepShown.connect(
        lambda step: shows.append((step.state.note.seat, step.state.note.detail))
        if step.kind.value == "show" and step.state.note else None)
    for seed in range(60):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        if any(seat != 0 for seat, _ in shows):
            break
    else:
        raise AssertionError("no bot declared before the human's first turn")
    seat, detail = next((s, d) for s, d in shows if s != 0)
    points = next(d.points for d in window.controller.deal_declarations if d.seat == seat)
    assert f"{window.setup.names[seat]}: +{points} ({detail})" in window.score_panel.text()


def test_signals_offered_only_when_true(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=3)
    for _ in range(60):
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.phase is Phase.PLAY and not obs.trick and obs.trick_number > 0:
            break
        assert not any(b.isVisible() for b in window.controls.signal_buttons.values())
        play_one(qtbot, window)
    else:
        raise AssertionError("the human never led after the first trick")
    true = {s for c in obs.hand for s in true_signals(obs.hand, c)}
    for signal, button in window.controls.signal_buttons.items():
        assert button.isVisible()
        assert button.isEnabled() == (signal in true)
    signal = next(iter(true))
    QTest.mouseClick(window.controls.signal_buttons[signal], Qt.MouseButton.LeftButton)
    allowed = [c for c in obs.hand if signal in true_signals(obs.hand, c)]
    for card in obs.hand:
        assert window.scene.cards[Face(card)].dimmed == (card not in allowed)
    click_card(qtbot, window, allowed[0])
    assert f"plays {allowed[0].code} ({signal.value})" in window.log.toPlainText()


def test_redeal_is_offered_before_the_first_card(qtbot: QtBot) -> None:
    rules = setup().rules
    seed = _first_seed(rules, lambda m: m.deal.phase is Phase.REDEAL
                       and hand_thirds(m.dealings[0].layout.hands[0]) < 3
                       and all(hand_thirds(m.dealings[0].layout.hands[s]) > 0
                               for s in range(1, 4)), range(2000))
    window = make_window(qtbot)
    window.start_match(setup(), seed=seed)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.REDEAL
    assert window.controls.redeal_ask.isVisible() and window.controls.redeal_keep.isVisible()
    assert obs.trick_number == 0 and not obs.trick
    deal = obs.deal_number
    QTest.mouseClick(window.controls.redeal_ask, Qt.MouseButton.LeftButton)
    after = window.controller.observation()
    assert after is not None and after.deal_number == deal + 1  # dealt again (R7)
    assert "asks for a new deal" in window.log.toPlainText()


def test_last_trick_view_shows_the_previous_trick(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(setup(), seed=5)
    assert window.last_trick.plays == ()
    while True:
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.trick_number >= 2:
            break
        play_one(qtbot, window)
    assert window.last_trick.plays == obs.tricks[-1].plays
    assert window.last_trick.winner() == obs.tricks[-1].winner


def test_closing_while_a_bot_thinks_ends_the_thread(qtbot: QtBot) -> None:
    window = make_window(qtbot, lambda level: SlowBot(0.3))
    window.start_match(setup().demo(), seed=1)
    qtbot.waitUntil(lambda: window.controller.bots.thinking, timeout=5000)
    window.close()
    assert not window.controller.bots.running


def test_friendly_reasons() -> None:
    assert friendly_reason("must follow coppe: holds Ac 3c") == "You must follow coppe"
    assert friendly_reason("something new") == "something new"


def test_animated_steps_are_all_shown_in_order_and_end_idle(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_speed("fast")
    kinds: list[str] = []
    window.controller.stepShown.connect(lambda step: kinds.append(step.kind.value))
    with qtbot.waitSignal(window.director.idle, timeout=10_000):
        window.start_match(setup().demo(), seed=7)
    assert kinds == ["clear", "deal", "settle"]  # the opening deal, card by card
    assert window.director.factor == 0.4
    assert len([k for k in window.scene.cards if isinstance(k, HandBack)]) == 30
