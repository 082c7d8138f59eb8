"""Helpers for the table tests: a window with animations off, clicks on cards,
and waiting for the human's turn (pytest-qt waits, never sleeps)."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from tressette_gui.bots import Decision, make_bot
from tressette_gui.engine import Card, Observation, Phase, Play, Rank, Rules
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.texts import side_label
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.table.card_ids import DealtPile, Face
from tressette_gui.ui.table.card_images import CardImages
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, SCENE_HEIGHT, SCENE_WIDTH
from tressette_gui.ui.table.pile_choice import ChoiceStage
from tressette_gui.ui.table.scene_items import Label, Plate
from tressette_gui.ui.table.table_scene import TableScene
from tressette_gui.ui.window.main_window import MainWindow
from tressette_gui.ui.window.window_size import DEFAULT_SIZE

IMAGES: list[CardImages] = []


def images() -> CardImages:
    """One CardImages for the whole test session (it caches pixmaps)."""
    if not IMAGES:
        IMAGES.append(CardImages())
    return IMAGES[0]


def make_window(qtbot: QtBot, bot_factory: Callable[[str], object] = make_bot) -> MainWindow:
    """A shown main window of the default size (not maximized, as on the offscreen
    platform's small screen), animations off and no bot pause."""
    window = MainWindow(images(), bot_factory)  # type: ignore[arg-type]
    qtbot.addWidget(window)
    window.preferences.set_speed("off")
    window.controller.bots.pause_ms = 0
    window.show()
    window.showNormal()
    window.resize(*DEFAULT_SIZE)
    return window


def setup(**options: object) -> MatchSetup:
    """Tressette for four: the human at seat 0 against principiante bots."""
    base = MatchSetup.default("tressette")
    return MatchSetup(Rules.for_variant("tressette", **options), base.names, base.levels)


def wait_for_human(qtbot: QtBot, window: MainWindow, timeout: int = 10_000) -> None:
    """Wait until the human must act, closing end-of-deal summaries on the way."""
    def ready() -> bool:
        dialog = window.dialog
        if isinstance(dialog, DealSummaryDialog):
            dialog.accept()
            return False
        return window.controller.waiting_for_human or isinstance(dialog, MatchEndDialog)
    qtbot.waitUntil(ready, timeout=timeout)


def click_card(qtbot: QtBot, window: MainWindow, card: Card) -> None:
    """A real mouse click on the visible part of ``card`` in the human's hand."""
    item = window.scene.cards[Face(card)]
    hand = window.controller.observation()
    assert hand is not None
    last = hand.hand and hand.hand[-1] == card
    x = item.x() if last else item.x() - 30  # the left strip shows under the next card
    point = window.view.mapFromScene(x, item.y())
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, point)


def legal_cards(obs: Observation) -> list[Card]:
    """Cards the human may play now without a signal."""
    return [a.card for a in obs.legal_actions if isinstance(a, Play) and a.signal is None]


class SlowBot:
    """A principiante that waits ``seconds`` in the worker thread before answering
    (the GUI thread never waits)."""

    name = "slow"

    def __init__(self, seconds: float) -> None:
        self.seconds = seconds
        self.inner = make_bot("principiante")

    def choose(self, obs: Observation, rng: object) -> Decision:
        """Wait, then choose like principiante."""
        time.sleep(self.seconds)
        return self.inner.choose(obs, rng)  # type: ignore[arg-type]


def follow_suit_position(qtbot: QtBot, window: MainWindow) -> tuple[Observation, list[Card]]:
    """Start seeded Tressette matches until the human must follow suit (R4) while
    holding cards that may not be played; return the observation and those cards."""
    for seed in range(40):
        window.start_match(setup(), seed=seed)
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        illegal = [c for c in obs.hand if c not in legal_cards(obs)]
        if obs.phase is Phase.PLAY and obs.trick and illegal:
            return obs, illegal
    raise AssertionError("no seed gives a follow-suit position")


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

def choose_piles_by_clicks(window: MainWindow, obs: Observation,
                           each_step: Callable[[MainWindow], None] = lambda _w: None) -> None:
    """Take the first 4 free piles (the dealer: the 4 left), the first 2 for the
    hand, by clicks on the table, then confirm; ``each_step(window)`` runs at the start
    of each step of the choice (take, hand, confirm)."""
    scene = window.scene
    taken = obs.free_piles[:4]
    if len(obs.free_piles) == 8:
        each_step(window)
        for pile in taken:
            click_item(window, scene.cards[DealtPile(pile, 4)])
    choice = window.controller.human.pile_choice
    assert choice is not None and choice.stage is ChoiceStage.HAND
    assert all(scene.cards[DealtPile(p, 4)].marked for p in taken)
    each_step(window)
    for pile in taken[:2]:
        click_item(window, scene.cards[DealtPile(pile, 4)])
    assert window.controls.piles_confirm.isEnabled()
    each_step(window)
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
        assert winner is not None
        assert side_label(result.winner, match.names, window.scene.levels) in winner.text()


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


def lead_after_the_first_trick(qtbot: QtBot, window: MainWindow, seed: int) -> Observation:
    """Start a match with ``seed`` and play the human's turns (meanwhile no signal button
    shows, or every one is off on a deal's first lead) until the human leads a trick after
    the first (R8); its observation."""
    window.start_match(setup(), seed=seed)
    for _ in range(60):
        wait_for_human(qtbot, window)
        obs = window.controller.observation()
        assert obs is not None
        if obs.phase is Phase.PLAY and not obs.trick and obs.trick_number > 0:
            return obs
        first_lead = obs.phase is Phase.PLAY and not obs.trick
        assert all(b.isVisible() == first_lead and not (first_lead and b.isEnabled())
                   for b in window.controls.signal_buttons.values())
        play_one(qtbot, window)
    raise AssertionError("the human never led after the first trick")


def covered_cards(scene: TableScene) -> list[tuple[str, str]]:
    """(words, card) of each card on the table a plate covers (a name plate, the dealer
    marker, the score box, a pile label, a speech label...), and ("outside", card) of a
    card not wholly on the table."""
    plates = [item for item in scene.items() if isinstance(item, Plate) and item.isVisible()]
    covered = []
    for key, card in scene.cards.items():
        if not card.isVisible():
            continue
        face = card.mapRectToScene(QRectF(-CARD_WIDTH / 2, -CARD_HEIGHT / 2, CARD_WIDTH,
                                          CARD_HEIGHT))
        if not scene.sceneRect().contains(face):
            covered.append(("outside", str(key)))
        covered += [(plate.text.text() if isinstance(plate, Label) else "score box",
                     str(key)) for plate in plates
                    if plate.sceneBoundingRect().intersects(face)]
    return covered
