"""The guided first match (issue 16): started from the New match dialog, each turn says
the rule that applies with its cards glowing, in both languages; never saved, left at
any moment."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
)
from pytestqt.qtbot import QtBot

from tests.ui.app_helpers import start_app, write_prefs
from tests.ui.guide_helpers import accept_intro, intro_box, start_guided
from tests.ui.replay_helpers import stored_window
from tests.ui.table_helpers import (
    legal_cards,
    make_window,
    play_to_the_end,
    setup,
    wait_for_human,
)
from tressette_gui.analysis.lessons import Lesson, LessonKind, lesson
from tressette_gui.engine import Card, Match, Phase, Rank, Signal, Suit
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.lesson_words import (
    auto_declared_text,
    deal_over_text,
    lesson_text,
    others_text,
)
from tressette_gui.ui.language.texts import card_name
from tressette_gui.ui.session.autosave import Autosave
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.match_setup import MatchSetup
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.table.card_ids import Face
from tressette_gui.ui.table.table_state import Step
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


def guided(qtbot: QtBot, tmp_path: Path) -> MainWindow:
    window = make_window(qtbot)
    window.flow.autosave = Autosave(tmp_path)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.learn_button.click()
    accept_intro(qtbot, window)
    wait_for_human(qtbot, window)
    return window


def lit(window: MainWindow) -> set[str]:
    obs = window.controller.observation()
    assert obs is not None
    return {key.card.code for key, item in window.scene.cards.items()
            if isinstance(key, Face) and item.highlighted and key.card in obs.hand}


def test_each_turn_says_its_rule_and_lights_its_cards(qtbot: QtBot, tmp_path: Path) -> None:
    window = guided(qtbot, tmp_path)
    match = window.controller.match
    assert match is not None and window.setup.levels[1:] == ("principiante",) * 3
    assert window.guide.line.isVisible()
    for _ in range(5):
        obs = window.controller.observation()
        assert obs is not None
        found = lesson(obs, window.controller.explain)
        assert found is not None
        assert window.guide.line.text() == lesson_text(found)
        assert lit(window) == {c.code for c in found.cards if c in obs.hand}
        window.controller.human.play_card(legal_cards(obs)[0], forgo=True)
        wait_for_human(qtbot, window)
    assert not (tmp_path / "autosave.json").exists()  # never saved
    window.start_match(setup(), seed=1)  # left at any moment
    assert not window.guide.active and not window.guide.line.isVisible()


def test_the_line_follows_the_others_and_closes_the_deal(qtbot: QtBot,
                                                         tmp_path: Path) -> None:
    """While the bots play the line says what the trick holds (never a stale lesson); the
    last trick's lesson tells its point (R6); the deal's end has its closing line."""
    window = guided(qtbot, tmp_path)
    while_others: list[tuple[str, str]] = []
    scored: list[int] = []

    def shown(step: Step) -> None:  # connected after the guide: its line is set
        if not window.controller.waiting_for_human and not scored:
            trick = [card for _, card in step.state.trick]
            while_others.append((window.guide.line.text(), others_text(trick)))

    lessons: list[str] = []

    def turn(window: MainWindow) -> None:
        obs = window.controller.observation()
        assert obs is not None
        found = lesson(obs, window.controller.explain)
        if found is not None:
            lessons.append(window.guide.line.text())
            assert lessons[-1] == lesson_text(found)

    window.controller.stepShown.connect(shown)
    window.controller.dealScored.connect(lambda _score, number: scored.append(number))
    play_to_the_end(qtbot, window, turn)
    assert while_others and all(line == expected for line, expected in while_others)
    assert "The trick holds 4 thirds" in others_text(
        [Card.of(Rank.ASSO, Suit.COPPE), Card.of(Rank.RE, Suit.COPPE)])
    assert lessons[-1].endswith("This is the last trick: whoever takes it adds 1 point.")
    assert not any("last trick" in line for line in lessons[:-1])
    match = window.controller.match
    assert match is not None
    assert window.guide.line.text() == deal_over_text(match.deal_scores[-1], 0)
    assert window.guide.line.text().startswith(
        f"The deal is over: your side made {match.deal_scores[-1].points[0]} points")
    assert "Match > New match" in window.guide.line.text()
    end = window.dialog
    assert isinstance(end, MatchEndDialog)
    new_match = end.findChild(QPushButton, "newMatchButton")
    assert new_match is not None and new_match.isDefault()  # as the closing line says
    assert new_match.text() == "&Play a real match"
    on_box = [label.text() for label in end.findChildren(QLabel) if label.isVisible()]
    assert "Practice deal over" in on_box
    assert not any("Stake" in text or "win the match" in text for text in on_box), on_box
    QTest.keyClick(end, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))


def test_the_guided_deal_ends_offering_another_guided_deal(qtbot: QtBot,
                                                            tmp_path: Path) -> None:
    """After the guided deal the end-of-match box has no bare rematch: its other button
    deals another guided deal, lessons and all."""
    window = guided(qtbot, tmp_path)
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    end = window.dialog
    assert isinstance(end, MatchEndDialog)
    again = end.findChild(QPushButton, "rematchButton")
    assert again is not None and not again.isDefault()
    assert again.text() == "&Another guided deal"
    again.click()
    accept_intro(qtbot, window)
    wait_for_human(qtbot, window)
    assert window.setup.rules.deals == 1 and window.guide.line.isVisible()
    obs = window.controller.observation()
    assert obs is not None
    found = lesson(obs, window.controller.explain)
    assert found is not None and window.guide.line.text() == lesson_text(found)


def test_the_guided_deal_s_end_box_speaks_of_a_practice_deal(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """The box after the guided deal says it was a practice deal (no match, no stake, no
    standings), not "win the match ... Stake: 1", and offers a real match."""
    window = guided(qtbot, tmp_path)
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    end = window.dialog
    assert isinstance(end, MatchEndDialog)
    assert end.windowTitle() == "Practice deal over"
    texts = {label.objectName(): label.text() for label in end.findChildren(QLabel)
             if label.isVisible()}
    assert texts["winnerLabel"] == "Practice deal over"
    assert texts["endedLabel"].startswith("This was a practice deal, not a match: no stake")
    assert "stakeLabel" not in texts and "standingsNote" not in texts
    assert not any("match" in text and "real match" not in text for text in texts.values())
    assert not end.chart.isVisible()
    real = end.findChild(QPushButton, "newMatchButton")
    assert real is not None and real.isDefault() and real.text() == "&Play a real match"
    real.click()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))


def test_resigning_the_guided_deal_says_it_is_practice_and_clears_the_line(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Match > Resign in the guided deal asks to end a practice deal that is not recorded
    (it never counts as lost: nothing is stored); once it has ended, the line of the
    deal left midway (the others' trick, the last lesson) no longer shows."""
    window = guided(qtbot, tmp_path)
    window.menus.resign_action.trigger()
    box = window.dialog
    assert isinstance(box, QMessageBox)
    assert box.text() == ("End this practice deal? It is only practice: nothing is "
                          "recorded and nothing counts as lost.")
    assert window.guide.line.isVisible()
    yes = box.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    assert window.guide.line.isHidden()


def test_while_the_others_play_the_line_tells_the_trick_once_a_card_is_on_it(
        qapp: QApplication) -> None:
    """R1: an empty trick brings the lesson back on the player's turn; a card on it, even
    one worth nothing, has the line say what the trick holds, in both languages."""
    empty = "The others play: your lesson comes back on your turn."
    assert others_text([]) == empty
    assert others_text([Card.of(Rank.SETTE, Suit.SPADE)]) == (
        "The others play. The trick holds 0 thirds; 3 thirds make a point.")
    install_translator(qapp, "it")
    try:
        assert "0 terzi" in others_text([Card.of(Rank.SETTE, Suit.SPADE)])
        assert "1 terzo" in others_text([Card.of(Rank.RE, Suit.SPADE)])
        assert others_text([]) != empty
    finally:
        install_translator(qapp, "en")


#: A guided deal (match number) whose player is asked first whether to redeal (R7).
REDEAL_SEED = 98


def test_the_redeal_question_lights_the_hand(qtbot: QtBot, tmp_path: Path) -> None:
    """A hand worth under one point (R7): the lesson says it may be dealt again, and
    the whole hand it is about glows."""
    window = make_window(qtbot)
    window.flow.autosave = Autosave(tmp_path)
    start_guided(qtbot, window, seed=REDEAL_SEED)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None and obs.phase is Phase.REDEAL
    found = lesson(obs, window.controller.explain)
    assert found is not None and found.kind is LessonKind.REDEAL
    assert window.guide.line.text() == lesson_text(found)
    assert lit(window) == {card.code for card in obs.hand}


#: A guided deal (match number) whose player holds a declaration on the first turn (R5).
DECLARE_SEED = 9


@pytest.mark.parametrize("auto", [True, False])
def test_a_declaration_made_for_the_player_is_told_once(qtbot: QtBot, tmp_path: Path,
                                                       auto: bool) -> None:
    """With the auto-declare setting the declaration is made for the player (R5) and no
    lesson offers it: the line says so in one sentence before the turn's lesson, on
    that turn only. Without it, the lesson offers the declaration and nothing is said."""
    window = make_window(qtbot)
    window.flow.autosave = Autosave(tmp_path)
    window.preferences.remember(auto_declare=auto)
    start_guided(qtbot, window, seed=DECLARE_SEED)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    found = lesson(obs, window.controller.explain)
    assert found is not None
    line = window.guide.line.text()
    if not auto:
        assert found.kind is LessonKind.DECLARE and line == lesson_text(found)
        return
    made = [d for d in obs.declarations if d.seat == obs.seat]
    assert made and line == f"{auto_declared_text(made)} {lesson_text(found)}"
    assert line.startswith(f"Declared for you automatically: +{made[0].points} "
                           f"({made[0].declaration})")
    window.controller.human.play_card(legal_cards(obs)[0], forgo=True)
    wait_for_human(qtbot, window)
    assert not window.guide.line.text().startswith("Declared")  # told once


def test_the_takes_lesson_names_only_the_cards_in_the_trick(qapp: QApplication) -> None:
    """R1: the Tre takes the Asso; the line does not point at a Due that is not there."""
    tre, asso = Card.of(Rank.TRE, Suit.COPPE), Card.of(Rank.ASSO, Suit.COPPE)
    found = Lesson(LessonKind.TAKES, (tre, asso), suit=Suit.COPPE, thirds=3)
    assert lesson_text(found).startswith("The Tre di coppe takes the Asso di coppe: ")
    assert "Due" not in lesson_text(found)
    install_translator(qapp, "it")
    try:
        assert "Tre di coppe" in lesson_text(found) and "Due" not in lesson_text(found)
    finally:
        install_translator(qapp, "en")


def test_the_guided_seats_follow_a_language_switch(qtbot: QtBot, tmp_path: Path,
                                                    qapp: QApplication) -> None:
    """The bots of the guided deal sit under their default names (East, North, West),
    worded again when the language changes, on the plates and in the log."""
    window = guided(qtbot, tmp_path)
    obs = window.controller.observation()
    assert obs is not None
    window.controller.human.play_card(legal_cards(obs)[0], forgo=True)
    wait_for_human(qtbot, window)  # the three bots have played
    assert window.scene.names[1:] == ("East", "North", "West")
    english = ("East ", "North ", "West ")
    assert any(name in window.log.toPlainText() for name in english)  # a bot played
    install_translator(qapp, "it")
    try:
        assert window.scene.names[1:] == ("Est", "Nord", "Ovest")
        qtbot.waitUntil(lambda: {"Est", "Nord", "Ovest"} <= set(window.scene.plate_texts()))
        assert not any(name in window.log.toPlainText() for name in english)
    finally:
        install_translator(qapp, "en")


def test_the_lessons_speak_italian(qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> None:
    window = guided(qtbot, tmp_path)
    install_translator(qapp, "it")
    try:
        obs = window.controller.observation()
        assert obs is not None
        found = lesson(obs, window.controller.explain)
        assert found is not None
        text = lesson_text(found)
        assert text and "%" not in text and "You " not in text and "the " not in text
    finally:
        install_translator(qapp, "en")



@pytest.mark.parametrize(("language", "parts"), [
    ("en", ("One deal of Tressette for four", "you play with North, your partner, sitting "
            "opposite you, against East and West", "On each of your turns",
            "not saved", "Match > New match")),
    ("it", ("Una smazzata di Tressette in quattro", "giochi con Nord, il tuo compagno, "
            "seduto di fronte a te, contro Est e Ovest", "A ogni tuo turno",
            "non viene salvata", "Partita > Nuova partita")),
])
def test_the_guided_deal_opens_with_what_it_is(qtbot: QtBot, tmp_path: Path,
                                               qapp: QApplication, language: str,
                                               parts: tuple[str, ...]) -> None:
    """Learn to play: first a box says what this is (one deal of Tressette for four, the
    partner opposite, R2), where the lessons appear, that it is not saved, and how to
    leave it; the cards are dealt once it is closed (Escape too)."""
    install_translator(qapp, language)
    try:
        window = make_window(qtbot)
        window.flow.autosave = Autosave(tmp_path)
        window.guide.start(seed=2)
        box = intro_box(qtbot, window)
        assert all(part in box.text() for part in parts), box.text()
        assert window.controller.match is None and not window.guide.active  # not dealt yet
        QTest.keyClick(box, Qt.Key.Key_Escape)
        qtbot.waitUntil(lambda: window.guide.active)
        wait_for_human(qtbot, window)
        assert window.dialog is None and window.setup.rules.deals == 1
    finally:
        install_translator(qapp, "en")


def test_the_introduction_closed_with_the_window_changes_nothing(
        qtbot: QtBot, tmp_path: Path) -> None:
    """A match abandoned for the guided deal, the window closed over its introduction:
    nothing was dealt, the match stays on the table and its save stays, to be resumed."""
    window = make_window(qtbot)
    window.flow.autosave = Autosave(tmp_path)
    window.start_match(setup(), seed=1)
    wait_for_human(qtbot, window)
    assert (tmp_path / "autosave.json").exists()
    window.guide.start(seed=2)
    question = window.dialog
    assert isinstance(question, QMessageBox)  # "Abandon the current match?"
    yes = question.button(QMessageBox.StandardButton.Yes)
    assert yes is not None
    yes.click()
    intro_box(qtbot, window)
    window.host.close()  # as the window's closing does
    assert not window.guide.active and window.setup.rules.deals != 1
    assert (tmp_path / "autosave.json").exists()

def test_the_guided_deal_uses_the_name_entered_at_the_first_start(qtbot: QtBot) -> None:
    window = start_app(qtbot)  # no settings file yet: the name is asked first
    question = window.dialog
    assert isinstance(question, QInputDialog)
    question.setTextValue("Anna")
    question.accept()
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.learn_button.click()
    accept_intro(qtbot, window)
    assert window.setup.names[0] == "Anna"
    assert window.scene.names[0] == "Anna"


def test_the_guided_deal_uses_the_name_typed_in_the_new_match_dialog(
        qtbot: QtBot, user_home: Path) -> None:
    """A name typed in the New match dialog just before "Learn to play" is the guided
    deal's player, kept as a normal start keeps it: the settings' player name, a profile
    made for it and used last (so offered first next time)."""
    settings = write_prefs(user_home, Preferences(animation_speed="off", player_name="Ada"))
    window = start_app(qtbot)  # settings, no profile yet: Ada's is made unasked
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.player_name.currentText() == "Ada"
    dialog.player_name.setEditText("  Bea ")
    dialog.learn_button.click()
    accept_intro(qtbot, window)
    assert window.setup.names[0] == "Bea" and window.scene.names[0] == "Bea"
    archive = window.history_flow.archive
    assert archive is not None
    assert [p.name for p in archive.profiles()] == ["Bea", "Ada"]  # the last used first
    assert window.setup.profiles[0] == archive.profiles()[0].id
    assert window.preferences.current.player_name == "Bea"
    assert settings.load()[0].player_name == "Bea"  # in the settings file
    assert window.preferences.current.last_setup is None  # the guided set-up is not kept
    window.flow.ask_new_match()
    again = window.dialog
    assert isinstance(again, NewMatchDialog)
    assert again.player_name.currentText() == "Bea"


def test_new_match_after_the_guided_deal_offers_the_last_setup(qtbot: QtBot,
                                                                tmp_path: Path) -> None:
    window = guided(qtbot, tmp_path)
    window.flow.ask_new_match()
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    assert dialog.setup().rules == MatchSetup.default().rules  # Tressette to 21, not 1 deal
    assert window.preferences.current.last_setup is None  # never remembered



def test_a_guided_deal_closed_midway_is_not_offered_at_the_next_start(
        qtbot: QtBot, user_home: Path) -> None:
    """The window closed in the middle of the guided deal (as Match > Quit, SIGTERM and
    SIGHUP close it): it was never saved, so the next start offers no match to resume,
    and its New match dialog keeps the player's last set-up, not the guided deal's."""
    chosen = setup(match_end="deals", deals=3)
    write_prefs(user_home, Preferences(animation_speed="off", player_name="Ada",
                                       last_setup=chosen))
    window = start_app(qtbot)
    qtbot.waitUntil(lambda: isinstance(window.dialog, NewMatchDialog))
    dialog = window.dialog
    assert isinstance(dialog, NewMatchDialog)
    dialog.learn_button.click()
    accept_intro(qtbot, window)
    wait_for_human(qtbot, window)
    obs = window.controller.observation()
    assert obs is not None
    window.controller.human.play_card(legal_cards(obs)[0], forgo=True)
    wait_for_human(qtbot, window)
    window.close()
    assert not (user_home / "autosave.json").exists()
    again = start_app(qtbot)
    qtbot.waitUntil(lambda: again.dialog is not None)
    offered = again.dialog
    assert isinstance(offered, NewMatchDialog)  # not "Resume the match?"
    assert offered.setup().rules == chosen.rules

@pytest.mark.parametrize(("signal", "english", "italian"), [
    (Signal.BUSSO, "busso in spade: take with your highest spade",
     "ha bussato a spade"),
    (Signal.STRISCIO, "striscio in spade: he holds more spade", "ha strisciato a spade"),
    (Signal.VOLO, "volo in spade: it was his last spade",
     "volo a spade: era la sua ultima carta di spade"),
])
def test_each_signal_lesson_says_what_it_means(qapp: QApplication, signal: Signal,
                                               english: str, italian: str) -> None:
    """R8: the partner's busso, striscio and volo each have their line, in both languages."""
    found = Lesson(LessonKind.ANSWER_SIGNAL, suit=Suit.SPADE, signal=signal)
    assert english in lesson_text(found)
    install_translator(qapp, "it")
    try:
        assert italian in lesson_text(found)
    finally:
        install_translator(qapp, "en")


def test_a_two_line_lesson_does_not_move_the_table(qtbot: QtBot, tmp_path: Path) -> None:
    """At 1024 x 600 a lesson that wraps to two lines takes the height kept for it from
    the start of the guided deal: the table view stays where it is, as large."""
    window = make_window(qtbot)
    window.resize(1024, 600)
    window.flow.autosave = Autosave(tmp_path)
    start_guided(qtbot, window, seed=2)
    wait_for_human(qtbot, window)
    line = window.guide.line
    line.setText("One line.")
    QApplication.processEvents()
    one_line = window.view.geometry()
    words = "A lesson that wraps once at this width."
    lesson_wide = " ".join([words] * (line.width() * 3 // 2
                                      // line.fontMetrics().horizontalAdvance(words)))
    width = line.contentsRect().width()
    assert width < line.fontMetrics().horizontalAdvance(lesson_wide) < 2 * width * 9 // 10
    line.setText(lesson_wide)  # two lines
    QApplication.processEvents()
    assert window.view.geometry() == one_line
    line.setText("One line.")
    QApplication.processEvents()
    assert window.view.geometry() == one_line


def test_a_guided_deal_left_before_its_end_is_logged_and_never_stored(
        qtbot: QtBot, tmp_path: Path) -> None:
    """Its plays are in the log like any match's; resigned (R10) or replaced, it never
    comes into the match history, as the history's design wants of the guided deal."""
    window = guided(qtbot, tmp_path)
    archive = MatchArchive.open(tmp_path / "history.sqlite")
    window.history_flow.archive = archive
    assert archive.history is not None
    obs = window.controller.observation()
    assert obs is not None
    card = legal_cards(obs)[0]
    window.controller.human.play_card(card, forgo=True)
    wait_for_human(qtbot, window)
    assert f"Player plays {card_name(card)}" in window.log.toPlainText().splitlines()
    window.entry.resign()
    qtbot.waitUntil(lambda: isinstance(window.dialog, MatchEndDialog))
    window.start_match(setup(), seed=1)
    assert archive.history.matches.count() == 0
    archive.close()


def test_a_guided_deal_left_for_the_replay_viewer_comes_back_guided(
        qtbot: QtBot, user_home: Path) -> None:
    """History > a match replayed, then closed: the guided deal goes on guided (its
    lesson line back, its log anew), so it is never saved nor stored in the history, as
    if never left; no lesson over the replay."""
    window, _match, match_id = stored_window(qtbot, user_home, "tressette")
    window.preferences.set_speed("off")
    window.flow.autosave = Autosave(user_home)
    start_guided(qtbot, window, seed=5)
    wait_for_human(qtbot, window)
    window.replay_mode.start(match_id)
    assert window.guide.active and not window.guide.line.isVisible()
    window.replay_mode.close()
    wait_for_human(qtbot, window)
    assert window.guide.active and window.guide.line.isVisible()
    assert window.log.toPlainText().splitlines()[0] == "Practice deal resumed, number 5"
    play_to_the_end(qtbot, window)
    archive = window.history_flow.archive
    assert archive is not None and archive.history is not None
    assert archive.history.matches.count() == 1  # the replayed one only
    assert not (user_home / "autosave.json").exists()


@pytest.mark.parametrize(("language", "first"), [("en", "Practice deal, number 7"),
                                                 ("it", "Smazzata di prova, numero 7")])
def test_the_guided_deal_s_log_starts_as_a_practice_deal(
        qtbot: QtBot, tmp_path: Path, qapp: QApplication, language: str, first: str) -> None:
    """The log of the guided deal opens as a practice deal's (it is not a match, nothing
    is recorded), never "New match"; its number deals the same cards again."""
    install_translator(qapp, language)
    try:
        window = make_window(qtbot)
        window.flow.autosave = Autosave(tmp_path)
        start_guided(qtbot, window, seed=7)
        wait_for_human(qtbot, window)
        lines = window.log.toPlainText().splitlines()
        assert lines[0] == first and not any("New match" in line or "Nuova partita" in line
                                             for line in lines)
        obs = window.controller.observation()
        assert obs is not None
        assert obs.trick_number == 0 and obs.hand == Match(window.setup.rules, 7).observe(0).hand
    finally:
        install_translator(qapp, "en")
