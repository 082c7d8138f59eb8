"""Spizzichino a mazzetti on the table (R3.3): a whole match against a bot by clicks,
the pile choice (clicks, marks, steps, every choice legal), pick-up badges, follow
suit from a pile top, the card under a played top turning up."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    HONOURS,
    act,
    assert_result_shown,
    click_at,
    click_card,
    click_item,
    make_window,
    play_to_the_end,
    two_player,
    wait_turn,
)
from tressette_gui.engine import (
    Card,
    ChoosePiles,
    Match,
    Observation,
    Phase,
    PickUp,
    PileView,
    Play,
    Rules,
)
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.texts import card_name
from tressette_gui.ui.table.card_ids import DealtPile, Face, PileBack
from tressette_gui.ui.table.layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    pile_top_position,
    place_cards,
)
from tressette_gui.ui.table.marks import Marks
from tressette_gui.ui.table.pile_choice import ChoiceStage, PileChoice
from tressette_gui.ui.table.steps import steps_for
from tressette_gui.ui.table.table_state import StepKind, TableState, from_observation
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def test_whole_mazzetti_match_against_a_bot(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    window.start_match(two_player("mazzetti"), seed=8)
    moves = play_to_the_end(qtbot, window)
    assert moves >= 21  # the pile choice and 20 plays at least
    assert_result_shown(window)
    assert "Giocatore chooses piles" in window.log.toPlainText()


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
    bar = window.controls

    def confirm_x() -> int:
        layout = bar.layout()
        assert layout is not None
        layout.activate()
        return bar.piles_confirm.x()
    first = confirm_x()
    assert "(0 of 2)" in bar.prompt.text()
    c.human.click_pile(taken[0])
    assert "(1 of 2)" in bar.prompt.text() and confirm_x() == first
    c.human.click_pile(taken[1])
    assert "(2 of 2)" in bar.prompt.text()
    assert confirm_x() == first  # the buttons never move under the pointer
    for pile in taken:
        top = window.scene.cards[DealtPile(pile, 4)]
        for_hand = pile in taken[:2]
        assert top.highlighted == for_hand and top.marked == (not for_hand)


def test_pile_choice_says_the_whole_procedure_first_and_offers_no_hint(qtbot: QtBot) -> None:
    """R3.3: the first instruction names both steps (4 piles, then 2 of them for the
    hand); Hint is shown but disabled while there is no card to play, enabled at a play,
    and so is Match > Hint (its shortcut with it): the button is the menu's action."""
    window = make_window(qtbot)
    for seed in range(6):  # a deal where the human chooses first, from 8 piles
        window.start_match(two_player("mazzetti"), seed=seed)
        wait_turn(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None and obs.phase is Phase.CHOOSE_PILES
        if len(obs.free_piles) == 8:
            break
    else:
        raise AssertionError("no seed where the human chooses first")
    bar = window.controls
    assert "(0 of 4)" in bar.prompt.text()
    assert "then 2 of them for your hand" in bar.prompt.text()
    hint = window.menus.hint_action
    assert bar.hint_button.isVisible() and not bar.hint_button.isEnabled()
    assert not hint.isEnabled()
    _mazzetti_turns(qtbot, window, lambda obs: True)
    assert bar.hint_button.isVisible() and bar.hint_button.isEnabled() and hint.isEnabled()
    bar.hint_button.click()  # the button asks as the menu does (first: "Not counted")
    assert isinstance(window.dialog, QMessageBox) and "Ask for a hint?" in window.dialog.text()


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
                    assert top is not None
                    assert f"picks up {card_name(top)}" in window.log.toPlainText()
                    continue
            act(window)
        if badges_seen >= 2:
            break
    assert badges_seen >= 2


def test_two_pick_up_badges_side_by_side_do_not_overlap(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    state = TableState.empty(2, 0)
    state = replace(state, piles=((PileView(Card.from_code("Ac"), 5),
                                   PileView(Card.from_code("3d"), 5)), ()))
    window.scene.show_state(state)
    window.scene.show_marks(Marks(pickups=(0, 1)))
    left, right = (b.sceneBoundingRect() for b in window.scene.pickup_badges)
    assert not left.intersects(right)
    # The badge says what it does, not only its tooltip; it ends above the pile's top card.
    assert [b.text.text() for b in window.scene.pickup_badges] == [  # and its key
        "\u2191 Take\ninto hand\n(Shift+M)", "\u2191 Take\ninto hand\n(Shift+N)"]
    card_top = pile_top_position(0, 0, state)[1] - CARD_HEIGHT / 2
    assert card_top - 80 < left.top() < left.bottom() < card_top + 15


def test_cards_raised_in_the_hand_stay_clear_of_the_own_piles() -> None:
    """A declaration's cards rise out of a hand of ten (R5) below the own mazzetti piles
    (R3.3): no pile card lies over a raised card, whose index stays in sight."""
    codes = ("2c", "2d", "2s", "2b", "4c", "5c", "6c", "7c", "4d", "5d")
    hand = tuple(Card.from_code(c) for c in codes)
    state = replace(TableState.empty(2, 0), hand=hand, shown=(0, hand[:4]),
                    piles=((PileView(Card.from_code("Ac"), 5), PileView(Card.from_code("3d"), 5)),
                           ()))
    places = place_cards(state)

    def rect(key: object) -> QRectF:
        place = places[key]  # type: ignore[index]
        w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
        return QRectF(place.x - w / 2, place.y - h / 2, w, h)
    piles = [key for key in places if isinstance(key, PileBack)
             or key in (Face(Card.from_code("Ac")), Face(Card.from_code("3d")))]
    raised = [Face(card) for card in hand[:4]]
    assert all(places[key].y < places[Face(hand[5])].y for key in raised)
    assert not any(rect(pile).intersects(rect(card)) for pile in piles for card in raised)


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
