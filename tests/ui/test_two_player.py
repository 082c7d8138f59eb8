"""Spizzichino for two on the table (issue 5), pytest-qt offscreen, seeded: whole
matches a pesca and a mazzetti against a bot through clicks, a hot-seat match of
two simulated humans, the hot-seat cover and what it hides, the drawn card on
show (R3.2), pile choice, pick-up and follow suit from a pile top (R3.3, R4)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QPushButton
from pytestqt.qtbot import QtBot
from table_helpers import click_card, make_window

from tressette_gui.engine import (
    Card,
    ChoosePiles,
    Match,
    Observation,
    Phase,
    PickUp,
    Play,
    Rank,
    Rules,
)
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.texts import side_label
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import DealtPile, Face, HandBack, PileBack
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.hotseat_cover import cover_text
from tressette_gui.ui.table.layout import SCENE_HEIGHT, SCENE_WIDTH, place_cards
from tressette_gui.ui.table.pile_choice import ChoiceStage, PileChoice
from tressette_gui.ui.table.steps import conceal, reveal, steps_for
from tressette_gui.ui.table.table_state import StepKind, from_observation
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

HONOURS = (Rank.ASSO, Rank.DUE, Rank.TRE)


def two_player(variant: str, hot_seat: bool = False, **options: object) -> MatchSetup:
    """A short match of ``variant`` (target 11 unless given): the human at seat 0
    against principiante, or two humans."""
    rules = Rules.for_variant(variant, **{"target": 11, **options})
    if hot_seat:
        return MatchSetup(rules, ("Anna", "Bruno"), (None, None))
    return MatchSetup(rules, ("Giocatore", "Avversario"), (None, "principiante"))


def click_at(window: MainWindow, x: float, y: float) -> None:
    """A real left click at scene point (x, y)."""
    point = window.view.mapFromScene(QPointF(x, y))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def click_item(window: MainWindow, item: CardItem) -> None:
    """A real click on the middle of a card item (a pile top, a dealt pile)."""
    click_at(window, item.x(), item.y())


def wait_turn(qtbot: QtBot, window: MainWindow) -> None:
    """Until a human must act (or press the cover), or the match is over; the
    end-of-deal summaries are closed on the way."""
    def ready() -> bool:
        dialog = window.dialog
        if isinstance(dialog, DealSummaryDialog):
            dialog.accept()
            return False
        c = window.controller
        return ((c.waiting_for_human or c.covered) and not window.director.busy) \
            or isinstance(dialog, MatchEndDialog)
    qtbot.waitUntil(ready, timeout=15_000)


def choose_piles_by_clicks(window: MainWindow, obs: Observation) -> None:
    """Take the first 4 free piles (the dealer: the 4 left), the first 2 for the
    hand, by clicks on the table, then confirm."""
    scene = window.scene
    taken = obs.free_piles[:4]
    if len(obs.free_piles) == 8:
        for pile in taken:
            click_item(window, scene.cards[DealtPile(pile, 4)])
    choice = window.controller.human.pile_choice
    assert choice is not None and choice.stage is ChoiceStage.HAND
    assert all(scene.cards[DealtPile(p, 4)].marked for p in taken)
    for pile in taken[:2]:
        click_item(window, scene.cards[DealtPile(pile, 4)])
    assert window.controls.piles_confirm.isEnabled()
    QTest.mouseClick(window.controls.piles_confirm, Qt.MouseButton.LeftButton)
    assert not any(item.marked for item in scene.cards.values())  # the choice is gone


def act(window: MainWindow) -> None:
    """The human's move through the GUI: press the cover, choose piles, keep a
    hand, or click the first legal card (a pile top when only one may be played)."""
    c = window.controller
    if c.covered:
        click_at(window, SCENE_WIDTH / 2, SCENE_HEIGHT / 2)
        return
    obs = c.observation()
    assert obs is not None
    if obs.phase is Phase.CHOOSE_PILES:
        choose_piles_by_clicks(window, obs)
        return
    if obs.phase is Phase.REDEAL:
        QTest.mouseClick(window.controls.redeal_keep, Qt.MouseButton.LeftButton)
        return
    plays = [a for a in obs.legal_actions if isinstance(a, Play) and a.signal is None]
    play = plays[0]
    if play.pile is None:
        click_card(None, window, play.card)  # type: ignore[arg-type]
    else:
        click_item(window, window.scene.cards[Face(play.card)])


def play_to_the_end(qtbot: QtBot, window: MainWindow, check: object = None) -> int:
    """Act for the humans until the end-of-match dialog; returns the number of
    actions. ``check(window)`` runs before each."""
    match = window.controller.match
    assert match is not None
    moves = 0
    while True:
        wait_turn(qtbot, window)
        if isinstance(window.dialog, MatchEndDialog):
            return moves
        if check is not None:
            check(window)  # type: ignore[operator]
        before = sum(len(d.actions) for d in match.dealings), window.controller.covered
        act(window)
        moves += 1
        after = sum(len(d.actions) for d in match.dealings), window.controller.covered
        assert after != before, "the click did nothing"


def assert_result_shown(window: MainWindow) -> None:
    """The end-of-match dialog shows the engine's result."""
    match = window.controller.match
    assert match is not None and match.result is not None
    result = match.result
    dialog = window.dialog
    assert isinstance(dialog, MatchEndDialog)
    points = dialog.findChild(QLabel, "pointsLabel")
    assert points is not None
    assert f"{result.points[0]} \u2013 {result.points[1]}" in points.text()
    if result.winner is not None:
        winner = dialog.findChild(QLabel, "winnerLabel")
        assert winner is not None and side_label(result.winner, match.names) in winner.text()


def test_whole_pesca_match_against_a_bot(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino"), seed=21)
    moves = play_to_the_end(qtbot, window)
    assert moves >= 20  # a deal at least: 20 tricks, every human card by a click
    assert_result_shown(window)
    log = window.log.toPlainText()
    assert log.count(" draws ") >= 20  # R3.2: the log lists the drawn cards


def test_whole_mazzetti_match_against_a_bot(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("mazzetti"), seed=8)
    moves = play_to_the_end(qtbot, window)
    assert moves >= 21  # the pile choice and 20 plays at least
    assert_result_shown(window)
    assert "Giocatore chooses piles" in window.log.toPlainText()


def hidden_face_up(window: MainWindow) -> list[Card]:
    """Cards of a hand the table must not show that are face up in the scene:
    under the cover, any hand; else the hand of the seat not at the table."""
    c = window.controller
    match = c.match
    assert match is not None
    hands = {s: set(h) for s, h in enumerate(match.deal.hands)}
    hidden = set().union(*(h for s, h in hands.items() if c.covered or s != c.viewer))
    return [item.card for item in window.scene.items()
            if isinstance(item, CardItem) and item.face_up and item.card in hidden]


def test_hot_seat_match_covers_between_turns_and_never_shows_the_other_hand(
        qtbot: QtBot) -> None:
    window = make_window(qtbot)
    covers: list[str] = []
    window.controller.coverShown.connect(covers.append)
    window.start_match(two_player("mazzetti", hot_seat=True), seed=5)
    viewers: set[int] = set()
    last_actor: list[int | None] = [None]

    def check(w: MainWindow) -> None:
        c = w.controller
        assert hidden_face_up(w) == []
        match = c.match
        assert match is not None
        seat = match.seat_to_act()
        if c.covered:
            assert w.scene.cover.isVisible()
            assert w.scene.cover.text == cover_text(match.names[c.viewer])
            assert c.viewer == seat
            assert not any(b.isVisible() for b in w.controls.findChildren(QPushButton))
            last_actor[0] = None
        else:
            assert not w.scene.cover.isVisible()
            assert c.viewer == seat
            viewers.add(seat)
            if last_actor[0] is not None and last_actor[0] != seat:
                raise AssertionError("another human's turn came without the cover")
            last_actor[0] = seat

    play_to_the_end(qtbot, window, check)
    assert_result_shown(window)
    assert viewers == {0, 1}
    assert "Anna" in covers and "Bruno" in covers
    assert len(covers) >= 20  # the turns alternate often in 20 tricks


def test_cover_text_is_the_english_source() -> None:
    assert cover_text("Bruno") == "It's Bruno's turn: press to see your cards"


def test_hot_seat_cover_before_the_first_card_and_hand_at_the_bottom(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino", hot_seat=True), seed=3)
    wait_turn(qtbot, window)
    c = window.controller
    match = c.match
    assert match is not None
    first = match.seat_to_act()
    assert c.covered and c.viewer == first
    assert hidden_face_up(window) == []
    assert not any(isinstance(i, CardItem) and i.face_up for i in window.scene.items())
    click_at(window, SCENE_WIDTH / 2, SCENE_HEIGHT / 2)
    wait_turn(qtbot, window)
    obs = c.observation()
    assert obs is not None and obs.seat == first and not c.covered
    for card in obs.hand:  # the owner's hand, face up at the bottom
        item = window.scene.cards[Face(card)]
        assert item.face_up and item.y() > SCENE_HEIGHT * 0.8
    backs = [k for k in window.scene.cards if isinstance(k, HandBack) and k.seat == 1 - first]
    assert len(backs) == 10
    assert all(window.scene.cards[k].card is None for k in backs)


def test_drawn_card_is_shown_face_up_in_the_middle_then_taken(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.set_speed("fast")
    window.start_match(two_player("spizzichino"), seed=4)
    wait_turn(qtbot, window)
    draws: list[tuple[int, Card]] = []
    window.controller.stepShown.connect(
        lambda step: draws.append(step.state.drawn) if step.kind is StepKind.DRAW else None)
    seen: dict[Card, tuple[float, float]] = {}

    def on_show() -> bool:  # the card read face up in the middle while the batch runs
        for _, card in draws:
            for item in window.scene.items():
                if (isinstance(item, CardItem) and item.card == card
                        and item.flip_value == 1.0 and window.director.busy
                        and abs(item.x() - SCENE_WIDTH / 2) < 5):
                    seen[card] = (item.x(), item.y())
        return len(seen) >= 2

    act(window)
    qtbot.waitUntil(on_show, timeout=10_000)
    wait_turn(qtbot, window)
    match = window.controller.match
    assert match is not None
    assert [(seat, card) for _, seat, card in match.deal.draws] == draws
    winner = match.deal.tricks[0].winner
    assert [seat for seat, _ in draws] == [winner, 1 - winner]  # the winner first (R3.2)
    for seat, card in draws:
        assert abs(seen[card][1] - SCENE_HEIGHT / 2) < 120
        assert f"draws {card.code}" in window.log.toPlainText()
        item = window.scene.cards.get(Face(card))
        if seat == 0:  # the human's draw ends face up in the hand
            assert item is not None and item.face_up
        else:  # the opponent's goes into the hand as a back
            assert item is None
    backs = [k for k in window.scene.cards if isinstance(k, HandBack) and k.seat == 1]
    assert len(backs) == 10
    assert window.scene.stock_text == "Stock: 18"


def test_empty_stock_is_announced(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("spizzichino"), seed=6)
    for _ in range(11):
        wait_turn(qtbot, window)
        act(window)
    wait_turn(qtbot, window)
    match = window.controller.match
    assert match is not None and not match.deal.stock
    assert window.scene.stock_text == "The stock is empty"


def _mazzetti_turns(qtbot: QtBot, window: MainWindow, wanted: object,
                    limit: int = 60) -> Observation:
    """Play the human's turns until ``wanted(obs)`` holds at one of them."""
    for _ in range(limit):
        wait_turn(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.phase is Phase.PLAY and wanted(obs):  # type: ignore[operator]
            return obs
        act(window)
    raise AssertionError("no such turn")


def test_pick_up_offered_only_for_honours_on_own_pile_tops(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    badges_seen = 0
    for seed in range(3):
        window.start_match(two_player("mazzetti"), seed=seed)
        for _ in range(40):
            wait_turn(qtbot, window)
            obs = window.controller.observation()
            assert obs is not None
            if isinstance(window.dialog, MatchEndDialog) or obs.deal_number > 1:
                break
            if obs.phase is Phase.PLAY:
                legal = {a.pile for a in obs.legal_actions if isinstance(a, PickUp)}
                badges = {b.pile for b in window.scene.pickup_badges}
                assert badges == legal
                for pile, view in enumerate(obs.piles[0]):
                    honour = view.top is not None and view.top.rank in HONOURS
                    assert (pile in badges) == honour
                if badges:
                    badges_seen += 1
                    pile = min(badges)
                    top = obs.piles[0][pile].top
                    badge = window.scene.pickup_badges[0]
                    click_at(window, badge.x(), badge.y())
                    after = window.controller.observation()
                    assert after is not None and top in after.hand
                    assert f"picks up {top}" in window.log.toPlainText()
                    continue
            act(window)
        if badges_seen >= 2:
            break
    assert badges_seen >= 2


def test_follow_suit_forced_by_a_pile_top(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    for seed in range(20):
        window.start_match(two_player("mazzetti"), seed=seed)

        def forced(obs: Observation) -> bool:
            if not obs.trick:
                return False
            suit = obs.trick[0][1].suit
            return (not any(c.suit == suit for c in obs.hand)
                    and any(v.top is not None and v.top.suit == suit for v in obs.piles[0]))
        try:
            obs = _mazzetti_turns(qtbot, window, forced, limit=25)
        except AssertionError:
            continue
        break
    else:
        raise AssertionError("no seed gives a follow from a pile top")
    suit = obs.trick[0][1].suit
    for card in obs.hand:  # no card of the led suit in the hand: all dimmed (R4)
        assert window.scene.cards[Face(card)].dimmed
    tops = [v.top for v in obs.piles[0] if v.top is not None]
    for top in tops:
        assert window.scene.cards[Face(top)].dimmed == (top.suit != suit)
    click_card(qtbot, window, obs.hand[0])
    assert window.statusBar().currentMessage() == f"You must follow {suit.italian}"
    after = window.controller.observation()
    assert after is not None and after.hand == obs.hand and window.controller.waiting_for_human
    top = next(t for t in tops if t.suit == suit)
    click_item(window, window.scene.cards[Face(top)])
    after = window.controller.observation()
    assert after is not None and top in [c for _, c in after.tricks[obs.trick_number].plays]


def test_pile_choice_steps() -> None:
    choice = PileChoice.start(tuple(range(8)))
    assert choice.stage is ChoiceStage.TAKE and choice.action() is None
    for pile in (6, 2, 5):
        choice = choice.click(pile)
    assert choice.click(2).taken == (6, 5)  # click again: put back
    choice = choice.click(1)
    assert choice.stage is ChoiceStage.HAND and choice.can_restart
    assert choice.click(7) == choice  # a fifth pile: nothing
    choice = choice.click(5).click(6)
    assert choice.click(2) == choice  # a third hand pile: nothing
    assert choice.stage is ChoiceStage.READY
    assert choice.action() == ChoosePiles((5, 6), (1, 2))
    assert choice.click(6).stage is ChoiceStage.HAND
    assert choice.restart() == PileChoice(tuple(range(8)))
    dealer = PileChoice.start((0, 3, 4, 7))
    assert dealer.stage is ChoiceStage.HAND and not dealer.can_restart
    assert dealer.click(7).click(0).action() == ChoosePiles((0, 7), (3, 4))
    with pytest.raises(ValueError, match="8 or 4 free piles"):
        PileChoice.start((1, 2))


def test_every_pile_choice_is_legal_for_the_engine() -> None:
    match = Match(Rules.for_variant("mazzetti"), seed=1)
    first = PileChoice.start(match.observe(match.seat_to_act() or 0).free_piles)
    action = first.click(7).click(0).click(0).click(0).click(3).click(4).click(4).click(3).action()
    assert action == ChoosePiles((3, 4), (0, 7))
    assert action in match.legal_actions()
    match.apply(action)
    second = PileChoice.start(match.observe(match.seat_to_act() or 0).free_piles)
    action = second.click(6).click(1).action()
    assert action in match.legal_actions()


def test_a_played_pile_top_uncovers_the_next_card_with_a_flip() -> None:
    match = Match(Rules.for_variant("mazzetti"), seed=2)
    while match.deal.phase is Phase.CHOOSE_PILES:
        match.apply(match.legal_actions()[0])
    seat = match.seat_to_act()
    assert seat is not None
    state = from_observation(match.observe(seat))
    play = next(a for a in match.legal_actions() if isinstance(a, Play) and a.pile is not None)
    assert play.pile is not None
    under = match.deal.piles[seat][play.pile][-2]
    steps = steps_for(state, match.apply(play), match.observe(seat))
    flips = [s for s in steps if (PileBack(seat, play.pile, 3), Face(under)) in s.renames]
    assert len(flips) == 1  # the face-down card under the top becomes the known card...
    assert flips[0].kind is StepKind.PLAY  # ...in the play's own step, at once...
    assert play.card in {c for _, c in flips[0].state.trick}
    place = place_cards(flips[0].state)[Face(under)]
    assert place.face_up and place.card == under  # ...and ends face up (R3.3)


def test_conceal_and_reveal_turn_the_viewers_hand() -> None:
    match = Match(Rules.for_variant("spizzichino"), seed=2)
    obs = match.observe(0)
    hidden = conceal(from_observation(obs))
    assert hidden.state.concealed and hidden.state.hand == ()
    assert hidden.renames == tuple((Face(c), HandBack(0, i)) for i, c in enumerate(obs.hand))
    places = place_cards(hidden.state)
    assert not any(p.face_up for p in places.values())
    assert all(places[HandBack(0, i)].card is None for i in range(len(obs.hand)))
    shown = reveal(hidden.state, obs)
    assert shown.state == from_observation(obs)
    assert all(place_cards(shown.state)[Face(c)].face_up for c in obs.hand)
    with pytest.raises(ValueError, match="seen by seat 0"):
        reveal(hidden.state, match.observe(1))
