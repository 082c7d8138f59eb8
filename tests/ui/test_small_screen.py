"""The table at 1024 x 600 (a small laptop) and at 1920 x 1080 (issue 11): the window
fits the screen, every word on the table is readable (at least 10 logical px), the
score dock shows its declarations, and the last trick fits its dock."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise

import pytest
from PySide6.QtCore import QEvent, QPointF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QHelpEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QScrollArea,
    QToolTip,
)
from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import (
    act,
    choose_piles_by_clicks,
    images,
    make_window,
    setup,
    two_player,
    wait_for_human,
)
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declared,
    Phase,
    PickUp,
    Suit,
)
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.seat_names import BotName, TypedName, table_seats, typed
from tressette_gui.ui.table.card_item import CardItem
from tressette_gui.ui.table.layout import CARD_WIDTH
from tressette_gui.ui.window.elided_label import ElidedLabel
from tressette_gui.ui.window.last_trick import MIN_SCALE, SCALE, LastTrickView, trick_grid
from tressette_gui.ui.window.main_window import MainWindow
from tressette_gui.ui.window.window_size import DEFAULT_SIZE, DOCK_WIDTH, dock_heights, first_size

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")

#: The smallest text (logical px) a player reads without effort.
READABLE = 10.0


def at_size(qtbot: QtBot, width: int, height: int) -> MainWindow:
    """A window of ``width`` x ``height`` px, its docks as first sized for it, on the
    human's first turn of a seeded four-player match with two declarations shown."""
    window = make_window(qtbot)
    window.resize(width, height)
    window.resizeDocks([window.score_dock, window.last_trick_dock, window.log_dock],
                       list(dock_heights(height)), Qt.Orientation.Vertical)
    assert window.size() == QSize(width, height)
    window.start_match(setup(), seed=11)
    wait_for_human(qtbot, window)
    return window


def logical_px(font: QFont, scale: float) -> float:
    """The height (logical px) of ``font``, set in scene px, at the view's ``scale``."""
    assert font.pixelSize() > 0, "the table's fonts are set in scene pixels"
    return font.pixelSize() * scale


def test_the_window_fits_a_1024_by_600_screen(qtbot: QtBot) -> None:
    window = make_window(qtbot)
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600 - 60  # a title bar, a panel
    window.start_match(setup(), seed=11)
    wait_for_human(qtbot, window)  # the control bar shows the signal buttons
    hint = window.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600 - 60
    assert first_size(QSize(1024, 600)) == (1024, 560, True)
    assert first_size(QSize(1920, 1050)) == (*DEFAULT_SIZE, False)


def test_a_long_hint_never_widens_the_window(qtbot: QtBot) -> None:
    """The control bar's prompt (a hint's reason) is elided, the full text in its
    tooltip: a hint of any length leaves the window within a 1024 px screen."""
    window = make_window(qtbot)
    window.start_match(setup(), seed=11)
    wait_for_human(qtbot, window)
    text = "Hint: play the Cinque di denari " + "because it keeps the lead " * 40
    window.controls.prompt.setText(text)
    assert window.minimumSizeHint().width() <= 1024
    assert window.controls.prompt.text() == text and window.controls.prompt.toolTip() == text


def test_the_prompt_wraps_before_it_is_elided(qtbot: QtBot) -> None:
    """The prompt label keeps room for two lines of its reserved texts: as narrow as
    that allows it shows them whole on two lines; a longer text is elided on the last."""
    label = ElidedLabel()
    qtbot.addWidget(label)
    text = "Now click the 2 piles for your hand (0 of 2); the other 2 stay in front of you"
    label.setText(text)
    label.reserve((text,), 2)
    one_line = label.fontMetrics().horizontalAdvance(text)
    assert label.sizeHint().width() > one_line > label.minimumWidth() > one_line / 2
    label.resize(label.minimumWidth(), 2 * label.fontMetrics().lineSpacing())
    lines = label.shown_lines()
    assert len(lines) == 2 and " ".join(lines) == text and not label.elided()
    label.setText(text + ", top card up, and more words than two lines hold")
    assert len(label.shown_lines()) == 2 and label.elided()
    assert label.shown_lines()[-1].endswith("\N{HORIZONTAL ELLIPSIS}")
    label.reserve((), 2)
    assert label.minimumWidth() == 0 and label.sizeHint().width() > one_line


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_word_on_the_table_is_readable(qtbot: QtBot, size: tuple[int, int]) -> None:
    window = at_size(qtbot, *size)
    scale = window.view.transform().m11()
    assert scale > 0.45 if size[0] == 1024 else scale > 0.9
    texts = [item for item in window.scene.items()
             if isinstance(item, QGraphicsSimpleTextItem | QGraphicsTextItem)
             and item.isVisible()]
    assert len(texts) >= 9  # 4 name plates, dealer, score box, prompt, 2 pile labels
    for item in texts:
        shown = logical_px(item.font(), scale * item.sceneTransform().m22())
        assert shown >= READABLE, (item.toPlainText() if isinstance(item, QGraphicsTextItem)
                                   else item.text(), shown)
    numbered = [item for item in window.scene.items()
                if isinstance(item, CardItem) and item.number]
    assert len(numbered) == 10
    for card in numbered:
        assert logical_px(card.number_font(), scale * card.scale()) >= READABLE


def test_the_score_dock_shows_the_declarations_at_1024_by_600(qtbot: QtBot) -> None:
    window = at_size(qtbot, 1024, 600)
    assert "Declarations" in window.score_panel.text()
    area = window.score_dock.widget()
    assert isinstance(area, QScrollArea)
    panel = window.score_panel
    qtbot.waitUntil(lambda: panel.height() >= panel.heightForWidth(panel.width()) > 0)
    assert area.verticalScrollBar().maximum() == 0  # nothing cut off, nothing to scroll


@pytest.mark.parametrize("language", ["en", "it"])
def test_three_declarations_of_bots_with_long_names_show_at_1024_by_600(
        qtbot: QtBot, qapp: QApplication, language: str) -> None:
    """The score dock at 1024 x 600 shows three declarations (a usual deal has one to
    three, R5) of bots named by level and seat without scrolling, in the panel's font."""
    install_translator(qapp, language)
    try:
        window = at_size(qtbot, 1024, 600)
        seats = table_seats(("Giocatore", "a", "b", "c"), (None, *("intermedio",) * 3))
        window.scene.set_names(seats)
        names = window.scene.names
        declared = tuple(Declared(seat, Declaration(DeclarationKind.NAPOLA, suit=suit),
                                  (), 3)
                         for seat, suit in ((1, Suit.DENARI), (3, Suit.SPADE),
                                            (2, Suit.BASTONI)))
        window.score_panel.set_declarations(declared)
        state = window.scene.state
        assert state is not None
        window.score_panel.show_state(replace(state, declared=(3, 6)), names)
        area, panel = window.score_dock.widget(), window.score_panel
        assert isinstance(area, QScrollArea)
        qtbot.waitUntil(lambda: panel.height() >= panel.heightForWidth(panel.width()) > 0)
        assert area.verticalScrollBar().maximum() == 0  # nothing cut off, nothing to scroll
        assert panel.font() == window.font()
    finally:
        install_translator(qapp, "en")


def test_the_last_trick_takes_the_room_its_dock_has() -> None:
    assert trick_grid(230, 400) == (2, SCALE)  # a tall dock: two rows at full size
    columns, scale = trick_grid(230, 130)  # a short one: one row
    assert columns == 4 and MIN_SCALE <= scale < SCALE
    two = trick_grid(230, 130, 2)  # two players: one row of two, larger
    assert two[0] == 2 and two[1] > scale


def test_the_docks_are_sized_once_the_window_shows(qtbot: QtBot) -> None:
    window = make_window(qtbot)  # shown, then the default size
    qtbot.waitUntil(lambda: window.score_dock.width() == DOCK_WIDTH)
    heights = [d.height() for d in (window.score_dock, window.last_trick_dock, window.log_dock)]
    assert heights[1] == max(heights)  # the last trick at full size: two rows of two
    assert trick_grid(window.last_trick.width(), window.last_trick.height()) == (2, SCALE)
    small = dock_heights(560)
    assert small[0] == max(small) and sum(small) == 500  # the score first on a small screen


def test_a_two_player_trick_names_its_players_in_full_in_a_small_dock(qtbot: QtBot) -> None:
    view = LastTrickView(images())
    qtbot.addWidget(view)
    view.resize(DOCK_WIDTH - 2, dock_heights(560)[1] - 20)  # the dock at 1024 x 600
    names = ("Giocatore", "Avversario")
    view.set_trick(((1, Card.from_code("Rb")), (0, Card.from_code("3b"))), typed(names))
    assert view.winner() == 0
    bold = QFont(view.font())
    bold.setBold(True)
    rooms = view.name_rooms()
    assert [r.left() for r in rooms] == [0.0, view.width() / 2]  # a column each
    for font, room in zip((view.font(), bold), rooms, strict=True):  # seat 1, then the winner
        assert QFontMetrics(font).horizontalAdvance("Avversario") <= room.width()


#: A trick of four (East leads, Ada at seat 0 plays last and takes it with the Tre).
TRICK = tuple((seat, Card.from_code(code)) for seat, code in
              ((1, "4b"), (2, "Rb"), (3, "5b"), (0, "3b")))
#: Ada against bots of two levels (a long name and a shorter one).
SEATS = (TypedName("Ada"), BotName("intermedio", 1, 4), BotName("esperto", 2, 4),
         BotName("intermedio", 3, 4))


def test_bots_in_a_narrow_dock_are_told_apart_by_their_seats(qtbot: QtBot) -> None:
    view = LastTrickView(images())
    qtbot.addWidget(view)
    view.resize(DOCK_WIDTH - 2, dock_heights(560)[1] - 20)  # one row of four at 1024 x 600
    view.set_trick(TRICK, SEATS)
    assert view.shown_names() == ["East", "North", "West", "Ada"]  # in play order, one form
    view.resize(600, 400)  # a wide dock: the names in full
    assert view.shown_names() == [SEATS[seat].text() for seat, _card in TRICK]


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_last_trick_names_its_players_in_one_form_never_cut(qtbot: QtBot,
                                                              size: tuple[int, int]) -> None:
    """At both sizes the names under the cards are all full ("Intermediate (West)",
    wrapped over two lines in two rows of cards) or all short ("West"), none cut: not
    even "Giocatore" in bold (the trick's winner), wider than a quarter of the dock."""
    window = at_size(qtbot, *size)
    seats = (TypedName("Giocatore"), *SEATS[1:])
    window.last_trick.set_trick(TRICK, seats)
    shown = window.last_trick.shown_names()
    full = [seats[seat].text() for seat, _card in TRICK]
    assert shown == (full if size[0] == 1920 else ["East", "North", "West", "Giocatore"])
    rooms = window.last_trick.name_rooms()
    assert all(a.right() <= b.left() for a, b in pairwise(rooms) if a.top() == b.top())


def fits_a_small_screen(qtbot: QtBot, window: MainWindow) -> None:
    """The window needs no more than 1024 px and, 1024 px wide, shows the whole
    prompt of its control bar (wrapped if need be, nothing elided)."""
    prompt = window.controls.prompt
    assert window.minimumSizeHint().width() <= 1024, prompt.text()
    qtbot.waitUntil(lambda: not prompt.elided())  # once the bar is laid out again
    assert window.width() == 1024, prompt.text()


def play_checking(qtbot: QtBot, window: MainWindow) -> set[str]:
    """Play the match to its end through the GUI (declaring every declaration, R5),
    checking :func:`fits_a_small_screen` at each human turn, each step of a pile choice
    (R3.3), each end of a deal and the end of the match; returns the moments checked."""
    seen: set[str] = set()
    c = window.controller

    def at(moment: str) -> Callable[[MainWindow], None]:
        def check(_window: MainWindow) -> None:
            fits_a_small_screen(qtbot, window)
            seen.add(moment)
        return check

    def pile_step(_window: MainWindow) -> None:
        choice = c.human.pile_choice
        assert choice is not None
        at(f"the pile choice: {choice.stage.value}")(window)
    while True:
        qtbot.waitUntil(lambda: window.dialog is not None
                        or (c.waiting_for_human and not window.director.busy), timeout=15_000)
        dialog, obs = window.dialog, c.observation()
        if isinstance(dialog, MatchEndDialog):
            at("end of the match")(window)
            return seen
        if isinstance(dialog, DealSummaryDialog):
            at("end of a deal")(window)
            dialog.accept()
            continue
        assert dialog is None and obs is not None
        if obs.phase is Phase.CHOOSE_PILES:
            choose_piles_by_clicks(window, obs, pile_step)
            continue
        if window.controls.declare_buttons:
            at("a declaration")(window)
            QTest.mouseClick(window.controls.declare_buttons[0], Qt.MouseButton.LeftButton)
            continue
        moment = {Phase.REDEAL: "the redeal question"}.get(obs.phase, "a play")
        if any(isinstance(a, PickUp) for a in obs.legal_actions):
            moment = "a pick-up"
        if any(b.isVisible() for b in window.controls.signal_buttons.values()):
            moment = "a first lead, signals off" if obs.trick_number == 0 else (
                "a lead with signals")
        at(moment)(window)
        act(window)


#: Matches to 11 of each game, their numbers, and the moments they show the human (R3.3 the
#: pile choice and pick-ups, R5 declarations, R7 the redeal question, R8 signals,
#: off on a deal's first lead).
MATCHES = {
    "tressette": (setup(target=11), 5, {
        "a lead with signals", "a play", "end of a deal", "end of the match"}),
    "tressette, a redeal question": (setup(target=11), 98, {
        "the redeal question", "a declaration", "a first lead, signals off", "a play",
        "end of a deal",
        "end of the match"}),
    "spizzichino": (two_player("spizzichino"), 1, {
        "a declaration", "a play", "end of a deal", "end of the match"}),
    "mazzetti": (two_player("mazzetti"), 4, {
        "the pile choice: take", "the pile choice: hand", "the pile choice: ready", "a pick-up",
        "a declaration", "a play",
        "end of a deal", "end of the match"}),
}


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant", sorted(MATCHES))
def test_every_moment_of_a_match_fits_1024_px(
        qtbot: QtBot, qapp: QApplication, variant: str, language: str) -> None:
    """Issue: the mazzetti pile choice's prompt, on one line, made the window 1044 px
    wide in English. Every moment of a match of each game fits a 1024 x 600 screen, the
    docks as first sized there, in both languages, with the whole prompt shown."""
    install_translator(qapp, language)
    try:
        window = make_window(qtbot)
        window.preferences.remember(auto_declare=False)  # the declare buttons show
        window.resize(1024, 560)
        window.resizeDocks([window.score_dock, window.last_trick_dock, window.log_dock],
                           list(dock_heights(560)), Qt.Orientation.Vertical)
        match_setup, seed, moments = MATCHES[variant]
        window.start_match(match_setup, seed=seed)
        assert play_checking(qtbot, window) == moments
    finally:
        install_translator(qapp, "en")


def near(colour: QColor, other: QColor) -> bool:
    """True when ``colour`` is within 40 levels (0-255) of ``other`` in each channel."""
    return all(abs(a - b) <= 40 for a, b in ((colour.red(), other.red()),
                                             (colour.green(), other.green()),
                                             (colour.blue(), other.blue())))


@pytest.mark.qt_log_ignore("does not support raise")  # the tooltip shown offscreen
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_the_last_trick_s_ranks_read_at_a_glance(qtbot: QtBot, size: tuple[int, int]) -> None:
    """At 1024 x 600 the dock's cards are about 50 px wide, their corner index 7 px tall
    (a 5 di bastoni read as a 6): each card's rank is painted over its corner, bold, at
    least 11 px, in its suit's colour; at 1920 x 1080 the cards are as drawn. Each card
    names itself in its tooltip."""
    window = at_size(qtbot, *size)
    view = window.last_trick
    view.set_trick(TRICK, SEATS)
    badges, places = view.rank_badges(), view.card_rects()
    if size[0] == 1920:
        assert not badges and places[0].width() == CARD_WIDTH * SCALE
    else:
        assert [b.text for b in badges] == ["4", "R", "5", "3"]
        image = view.grab().toImage()
        for badge, place in zip(badges, places, strict=True):
            assert badge.font.bold() and QFontMetrics(badge.font).capHeight() >= 8
            assert badge.font.pixelSize() >= 11 and place.contains(badge.rect)
            inked = sum(near(image.pixelColor(x, y), badge.colour)
                        for x in range(int(badge.rect.left()), int(badge.rect.right()))
                        for y in range(int(badge.rect.top()), int(badge.rect.bottom())))
            assert inked >= 15  # the letter is painted, in the suit's colour
    names = [view.tool_tip_at(place.center()) for place in places]
    assert names == ["Quattro di bastoni", "Re di bastoni", "Cinque di bastoni", "Tre di bastoni"]
    assert view.tool_tip_at(QPointF(1, view.height() - 1)) == ""
    event = QHelpEvent(QEvent.Type.ToolTip, places[2].center().toPoint(),
                       view.mapToGlobal(places[2].center().toPoint()))
    QApplication.sendEvent(view, event)
    assert QToolTip.text() == "Cinque di bastoni"
