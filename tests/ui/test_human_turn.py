"""The controls of a human's turn at the four-player table: declarations (R5: the
buttons, the announcement, the question before a card is played), signals (R8: only
the true ones, and what each means), the redeal question (R7)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    click_card,
    lead_after_the_first_trick,
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
from tressette_gui.engine import Signal as LeadSignal
from tressette_gui.ui.language.game_terms import signal_word
from tressette_gui.ui.language.texts import card_name
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.marks import DECLARE_KEYS
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def _first_seed(rules: Rules, test: object, seeds: range = range(400)) -> int:
    for seed in seeds:
        match = Match(rules, seed)
        if test(match):  # type: ignore[operator]
            return seed
    raise AssertionError("no seed found")


def _holds_combination(match: Match) -> bool:
    hand = set(match.dealings[0].layout.hands[0])
    napola = any(all(Card.of(r, s) in hand for r in (Rank.ASSO, Rank.DUE, Rank.TRE))
                 for s in Suit)
    tris = any(sum(Card.of(r, s) in hand for s in Suit) >= 3
               for r in (Rank.ASSO, Rank.DUE, Rank.TRE))
    return match.deal.phase is Phase.PLAY and (napola or tris)


def test_declare_control_and_announcement(qtbot: QtBot) -> None:
    rules = setup().rules
    seed = _first_seed(rules, _holds_combination)
    window = make_window(qtbot)
    window.preferences.remember(auto_declare=False)
    window.start_match(setup(), seed=seed)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    declares = [a for a in obs.legal_actions if isinstance(a, Declare)]
    assert declares, "the human holds a combination in the first turn (R5)"
    assert [b.text() for b in window.controls.declare_buttons] == [
        f"Declare {d.declaration} ({k})" for d, k in zip(declares, DECLARE_KEYS, strict=False)]
    QTest.mouseClick(window.controls.declare_buttons[0], Qt.MouseButton.LeftButton)
    after = window.controller.observation()
    assert after is not None
    assert after.declarations[-1].seat == 0
    assert str(declares[0].declaration) in window.score_panel.text()
    assert "declares" in window.log.toPlainText()


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


def _declaration_turn(qtbot: QtBot, window: MainWindow) -> Card:
    """Start seeded matches without auto-declare until the human may declare (R5);
    the first legal card."""
    window.preferences.remember(auto_declare=False)
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


def test_playing_without_declaring_is_asked_and_kept_private(qtbot: QtBot) -> None:  # R5
    window = make_window(qtbot)
    card = _declaration_turn(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    offered = [a.declaration for a in obs.legal_actions if isinstance(a, Declare)]
    _button(_offer(window, card), "Play without declaring").click()
    after = window.controller.observation()
    assert after is not None and card not in after.hand
    assert not any(d.seat == 0 for d in after.declarations)
    assert str(offered[0]) not in window.log.toPlainText()  # not public (issue 12)


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
    assert re.search(r"^Player declares \w+ di \w+ \+\d: \w+ di \w+",
                     window.log.toPlainText(), re.MULTILINE)


def test_signals_offered_only_when_true(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    obs = lead_after_the_first_trick(qtbot, window, seed=3)
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
    assert f"plays {card_name(allowed[0])} ({signal_word(signal)})" in window.log.toPlainText()


def test_signal_buttons_explain_themselves(qtbot: QtBot) -> None:  # R8
    window = make_window(qtbot)
    lead_after_the_first_trick(qtbot, window, seed=6)
    busso = window.controls.signal_buttons[LeadSignal.BUSSO]
    assert "take with your highest and lead this suit back" in busso.toolTip()
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
            ("Tre, Due or Asso", "lead one of them", "last card of a suit"))


def test_striscio_says_both_of_its_conditions(qtbot: QtBot) -> None:  # R8
    """Striscio is off for a figure or low card led while holding a Tre, Due or Asso of the
    suit, even with more of the suit left: its tooltip and its status line say so (they
    said only "keep at least one more card", and a newcomer holding four denari found
    three of them dimmed without a reason)."""
    window = make_window(qtbot)
    obs = lead_after_the_first_trick(qtbot, window, seed=3)
    honours = (Rank.TRE, Rank.DUE, Rank.ASSO)
    barred = [c for c in obs.hand if c.rank not in honours
              and any(o.suit == c.suit and o.rank in honours for o in obs.hand)]
    assert barred  # cards of a suit with more left, led without striscio
    striscio = window.controls.signal_buttons[LeadSignal.STRISCIO]
    assert striscio.isEnabled()
    assert ("do not lead a figure or a low card while holding a Tre, Due or Asso of the suit"
            in striscio.toolTip())
    QTest.mouseClick(striscio, Qt.MouseButton.LeftButton)
    for card in barred:
        assert LeadSignal.STRISCIO not in true_signals(obs.hand, card)
        assert window.scene.cards[Face(card)].dimmed
    assert window.statusBar().currentMessage() == (
        "Striscio: choose a card of a suit where you keep at least one more card; if you "
        "hold a Tre, Due or Asso of that suit, lead one of them")


def test_no_signal_on_the_first_lead_says_why(qtbot: QtBot) -> None:  # R8
    """Leading a deal's first trick, the signal row shows off, saying why."""
    seed = _first_seed(setup().rules,
                       lambda m: m.deal.phase is Phase.PLAY and m.deal.turn == 0)
    window = make_window(qtbot)
    window.start_match(setup(), seed=seed)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.trick_number == 0 and not obs.trick
    # Both what to do and why the signal row is off, the whole prompt shown.
    assert window.controls.prompt.text() == "Play a card (no signals on the first trick)"
    assert not window.controls.prompt.elided()
    for button in window.controls.signal_buttons.values():
        assert button.isVisible() and not button.isEnabled()
        assert button.toolTip().endswith("\nNo signal on a deal's first trick.")
    lead_after_the_first_trick(qtbot, window, seed=seed)  # a later lead: signals again
    assert any(b.isEnabled() for b in window.controls.signal_buttons.values())
    assert window.controls.prompt.text() == "Play a card, with a signal if you like:"
    assert not window.controls.prompt.elided()


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
    match = window.controller.match
    assert match is not None
    deal, dealings = obs.deal_number, len(match.dealings)
    QTest.mouseClick(window.controls.redeal_ask, Qt.MouseButton.LeftButton)
    after = window.controller.observation()
    # dealt again (R7): a new dealing, the same deal of the match
    assert len(match.dealings) == dealings + 1
    assert after is not None and after.deal_number == deal
    assert "asks for a new deal" in window.log.toPlainText()
