"""The Standings, Statistics and Profiles windows (issue 15): what they show is the
history's (R9 standings per game, statistics per profile and game), the standings model
passes qtmodeltester, and profiles are made, renamed, recoloured and deleted (after a
question; the matches stay under the old name)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QDate, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetrics, QImage, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QMessageBox
from pytestqt.qtbot import QtBot

from tests.ui.history_helpers import filled, opened_copy, random_match
from tests.ui.table_helpers import images, setup, two_player
from tressette_gui.engine import PRESETS
from tressette_gui.history import BotSeat, History, HistoryFilter, Outcome, ProfileSeat
from tressette_gui.records import to_record
from tressette_gui.ui.dialogs.history_dialog import HistoryDialog
from tressette_gui.ui.dialogs.history_model import HistoryModel
from tressette_gui.ui.dialogs.line_chart import LONE_DOT
from tressette_gui.ui.dialogs.profiles_dialog import ProfilesDialog
from tressette_gui.ui.dialogs.standings_dialog import (
    STANDINGS,
    StandingsDialog,
    StandingsModel,
    date_ticks,
    time_axis,
)
from tressette_gui.ui.dialogs.statistics_dialog import (
    NOT_WON_COLOUR,
    WON_COLOUR,
    StatisticsDialog,
)
from tressette_gui.ui.language.i18n import date_string, install_translator
from tressette_gui.ui.session.match_archive import MatchArchive
from tressette_gui.ui.session.settings import Preferences
from tressette_gui.ui.window.main_window import MainWindow

pytestmark = pytest.mark.qt_log_ignore("propagateSizeHints")


@pytest.fixture(scope="module")
def stored(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("views")
    history, _ada, _bo = filled(folder / "history.sqlite", 12)
    history.close()
    return folder / "history.sqlite"


@pytest.fixture
def history(stored: Path, tmp_path: Path) -> Iterator[History]:
    with opened_copy(stored, tmp_path) as opened:
        yield opened


def profile(history: History, name: str) -> int:
    return next(p.id for p in history.profiles.all() if p.name == name)


def test_the_standings_model_passes_qtmodeltester(qtmodeltester: object,
                                                  history: History) -> None:
    model = StandingsModel()
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    model.set_standings(history.stats.standings())
    qtmodeltester.check(model)  # type: ignore[attr-defined]
    assert model.rowCount() == len(history.stats.standings())


def test_the_standings_window_per_game(qtbot: QtBot, history: History) -> None:
    dialog = StandingsDialog(history)
    qtbot.addWidget(dialog)
    table = history.stats.standings()
    assert dialog.model.rowCount() == len(table)
    for row, line in enumerate(table):
        assert dialog.model.index(row, STANDINGS).data() == (
            f"{line.standings:+d}".replace("-", "\u2212") if line.standings else "0")
    assert "Ada" in dialog.players_shown and "Beginner" in dialog.players_shown  # a bot
    assert sorted(dialog.profiles_charted) == ["Ada", "Bo"]
    ada_line = next(s for s in dialog.chart.series if s.label == "Ada")
    series = history.stats.standings_series(profile(history, "Ada"))
    assert [y for _, y in ada_line.points] == [0, *(p.total for p in series)]
    assert ada_line.colour == QColor("#c03030")
    dialog.games.setCurrentIndex(dialog.games.findData("mazzetti"))
    assert dialog.model.rowCount() == len(history.stats.standings("mazzetti"))
    mazzetti = history.stats.standings_series(profile(history, "Ada"), "mazzetti")
    ada_line = next(s for s in dialog.chart.series if s.label == "Ada")
    assert len(ada_line.points) == len(mazzetti) + 1


def test_a_deleted_profile_keeps_its_line_under_its_name(qtbot: QtBot,
                                                         history: History) -> None:
    history.profiles.delete(profile(history, "Bo"))
    dialog = StandingsDialog(history)
    qtbot.addWidget(dialog)
    assert "Bo (deleted)" in dialog.players_shown
    assert dialog.profiles_charted == ["Ada"]  # the chart follows the profiles kept


def test_a_single_ranked_match_charts_as_a_point(qtbot: QtBot, tmp_path: Path) -> None:
    """One ranked match: the chart's line is its one total, drawn as a dot of radius
    LONE_DOT (a disc about as wide as it is high), not a vertical line up from 0."""
    with History(tmp_path / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        history.matches.store(random_match("tressette", 0),
                              [ProfileSeat(ada), *(BotSeat("esperto"),) * 3])
        (total,) = history.stats.standings_series(ada)
        dialog = StandingsDialog(history)
        qtbot.addWidget(dialog)
    (line,) = dialog.chart.series
    assert [y for _, y in line.points] == [total.total]
    assert dialog.chart.dot_radius(line) == LONE_DOT
    image = QImage(480, 260, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    dialog.chart.paint(painter, QRectF(image.rect()))
    painter.end()
    legend = QFontMetrics(dialog.chart.font()).height() + 2  # the legend's stroke above
    red = QColor("#c03030").rgb()
    spots = [(x, y) for y in range(legend, image.height()) for x in range(image.width())
             if image.pixel(x, y) == red]
    width = max(x for x, _ in spots) - min(x for x, _ in spots) + 1
    height = max(y for _, y in spots) - min(y for _, y in spots) + 1
    assert 2 * LONE_DOT - 2 <= width <= 2 * LONE_DOT + 4
    assert 2 * LONE_DOT - 2 <= height <= 2 * LONE_DOT + 4


def test_no_ranked_match_charts_as_a_short_text(qtbot: QtBot, tmp_path: Path) -> None:
    """With no ranked match the chart is the words "No ranked match yet" alone: no empty
    axes from 0 to 1 under "Date"."""
    with History(tmp_path / "history.sqlite") as history:
        history.profiles.create("Ada", "#c03030")
        dialog = StandingsDialog(history)
        qtbot.addWidget(dialog)
    assert dialog.profiles_charted == []
    image = QImage(480, 260, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    dialog.chart.paint(painter, QRectF(image.rect()))
    painter.end()
    white = QColor("white").rgb()
    rows = {y for y in range(image.height()) for x in range(image.width())
            if image.pixel(x, y) != white}
    words = QFontMetrics(dialog.chart.font()).boundingRect("No ranked match yet")
    assert rows, "the words are shown"
    assert max(rows) - min(rows) < words.height() + 2  # one line of text, nothing else
    assert abs((max(rows) + min(rows)) / 2 - image.height() / 2) < words.height()


def test_a_chart_without_lines_beside_ranked_matches_says_why(qtbot: QtBot,
                                                              tmp_path: Path) -> None:
    """A playtest: after an import of records older than version 3 (every seat a
    guest) the table listed three ranked matches and the chart said "No ranked match
    yet": the chart follows profiles only, and says so now."""
    with History(tmp_path / "history.sqlite") as history:
        history.profiles.create("Zed", "#c03030")  # not a name of the record
        dialog = StandingsDialog(history)
        qtbot.addWidget(dialog)
        assert dialog.chart.empty_text == "No ranked match yet"
        history.matches.import_record(to_record(random_match("spizzichino", 5)))
        dialog = StandingsDialog(history)
        qtbot.addWidget(dialog)
    assert dialog.profiles_charted == [] and len(dialog.players_shown) == 2
    assert dialog.chart.empty_text == "No profile has played a ranked match yet"


def test_the_history_names_a_match_s_preset_in_the_language_installed(
        qtbot: QtBot, qapp: QApplication, tmp_path: Path) -> None:
    """The history stores the engine's preset name; its tooltip words it for the player."""
    match = random_match("spizzichino", 3)
    assert match.rules == PRESETS["Spizzichino 51 con buongioco"]
    with History(tmp_path / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        history.matches.store(match, [ProfileSeat(ada), BotSeat("esperto")])
        model = HistoryModel(history.browser, HistoryFilter())
        model.fetchMore()
        tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
        assert "Rules: Spizzichino to 51 with declarations" in tip.splitlines()
        install_translator(qapp, "it")
        try:
            tip = model.data(model.index(0, 0), Qt.ItemDataRole.ToolTipRole)
            assert "Regole: Spizzichino 51 con buongioco" in tip.splitlines()
        finally:
            install_translator(qapp, "en")


def test_date_ticks_span_the_dates() -> None:
    ticks = date_ticks(0.0, 86400.0 * 10, 3)
    assert [t for t, _ in ticks] == [0.0, 86400.0 * 5, 86400.0 * 10]
    assert len({label for _, label in ticks}) == 3
    assert len(date_ticks(5.0, 5.0)) == 1


def test_a_standings_chart_of_one_day_spans_its_hours(qtbot: QtBot, tmp_path: Path) -> None:
    """Every ranked match on one evening (one match, then three): the time axis runs
    over the hours of that local day around them, the matches apart inside it, its
    ticks the times of day (not one date five times, nor a line one second wide)."""
    evening = datetime(2026, 3, 4, 18, 5).astimezone()  # local time, as the chart shows it

    def at(hour: int) -> float:
        return datetime(2026, 3, 4, hour).astimezone().timestamp()

    with History(tmp_path / "history.sqlite") as history:
        ada = history.profiles.create("Ada", "#c03030").id
        for n, (minutes, last_hour) in enumerate(((0, 20), (50, 20), (125, 22))):
            history.matches.store(random_match("tressette", n),
                                  [ProfileSeat(ada), *(BotSeat("esperto"),) * 3],
                                  played_at=evening + timedelta(minutes=minutes))
            dialog = StandingsDialog(history)
            qtbot.addWidget(dialog)
            (line,) = dialog.chart.series
            assert len(line.points) == (1 if n == 0 else n + 2)  # 0 before the first
            # match (unless it is the only one, then a point), one per match
            low, high = dialog.chart.x_range
            assert (low, high) == (at(17), at(last_hour))
            assert all(low + 3000 < x < high - 3000 for x, _ in line.points)
    first, last = line.points[0][0], line.points[-1][0]
    axis = time_axis(first, last)
    assert axis.day == date_string(QDate(2026, 3, 4))
    assert [t for t, _ in axis.ticks] == [at(hour) for hour in range(17, 23)]
    assert len({label for _, label in axis.ticks}) == 6
    whole = time_axis(at(0) + 600, at(23) + 600)  # all day: the day, six hours apart
    assert (whole.low, whole.high) == (at(0), at(0) + 86400)
    assert [t for t, _ in whole.ticks] == [at(hour) for hour in (0, 6, 12, 18)] + [at(0) + 86400]
    days = time_axis(first, first + 86400.0 * 10)  # over several days: dates, as before
    assert (days.low, days.day, days.ticks) == (first, "", tuple(date_ticks(
        first, first + 86400.0 * 10)))


def test_the_statistics_window_shows_the_history_s_values(qtbot: QtBot,
                                                          history: History) -> None:
    ada = profile(history, "Ada")
    dialog = StatisticsDialog(history, ada)
    qtbot.addWidget(dialog)
    stats = history.stats.of_player(ada)
    assert dialog.statistics == stats
    values = {key: label.text() for key, label in dialog.values.items()}
    assert values["played"] == str(stats.played)
    assert values["won"] == (f"{stats.won} of {stats.played} "
                             f"({round(stats.won / stats.played * 100)}%)")
    assert values["lost"] == str(stats.outcomes[Outcome.LOST])
    assert values["streak"] == str(stats.longest_winning_streak)
    assert values["declarations"].startswith("napola ")
    assert values["sweeps_made"].startswith("cappotto ")
    bars = dialog.chart.bars
    assert bars[0].label == "All matches" and bars[0].total == stats.played
    assert [b.label for b in bars[1:]] == ["Beginner", "Intermediate", "Expert", "Champion"][
        :len(bars) - 1]
    for bar, tally in zip(bars[1:], stats.against_levels.values(), strict=True):
        assert bar.parts == ((tally.won, WON_COLOUR), (tally.played - tally.won,
                                                       NOT_WON_COLOUR))
    dialog.games.setCurrentIndex(dialog.games.findData("spizzichino"))
    assert dialog.statistics == history.stats.of_player(ada, "spizzichino")
    dialog.profiles.setCurrentIndex(dialog.profiles.findData(profile(history, "Bo")))
    assert dialog.statistics is not None and dialog.statistics.player.name == "Bo"


@pytest.mark.parametrize(("language", "caption", "words"), [
    ("en", "Standings points:", ("ranked match", "ranked matches")),
    ("it", "Punti in classifica:", ("partita in classifica", "partite in classifica"))])
def test_the_statistics_standings_line_says_what_its_numbers_are(
        qtbot: QtBot, qapp: QApplication, history: History, language: str, caption: str,
        words: tuple[str, str]) -> None:
    """The standings line names its numbers: the points, then how many ranked matches
    gave them (it read "Ranked matches, standings: 1, -3"), and says which matches count."""
    install_translator(qapp, language)
    try:
        ada = profile(history, "Ada")
        dialog = StatisticsDialog(history, ada)
        qtbot.addWidget(dialog)
        stats = history.stats.of_player(ada)
        assert stats.ranked > 1
        amount = f"{stats.standings:+d}".replace("-", "\u2212") if stats.standings else "0"
        label = dialog.values["standings"]
        assert label.text() == f"{amount}, {'from' if language == 'en' else 'da'} " \
                               f"{stats.ranked} {words[1]}"
        assert caption in [c.text() for c in dialog.findChildren(QLabel)]
        assert "hints" in label.toolTip() or "suggerimenti" in label.toolTip()
        one = QCoreApplication.translate("StatisticsDialog", "%1, from %n ranked matches", "", 1)
        assert one.endswith(f" 1 {words[0]}")
    finally:
        install_translator(qapp, "en")


def test_the_statistics_chart_paints_its_bars(qtbot: QtBot, history: History) -> None:
    dialog = StatisticsDialog(history, profile(history, "Ada"))
    qtbot.addWidget(dialog)
    dialog.chart.resize(dialog.chart.sizeHint())
    image = dialog.chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colours = {image.pixelColor(x, y).rgb() for x in range(0, image.width(), 3)
               for y in range(0, image.height(), 3)}
    assert WON_COLOUR.rgb() in colours and NOT_WON_COLOUR.rgb() in colours


def test_profiles_are_made_renamed_recoloured_and_deleted(qtbot: QtBot, history: History,
                                                          tmp_path: Path) -> None:
    archive = MatchArchive(history, folder=tmp_path)
    dialog = ProfilesDialog(archive)
    qtbot.addWidget(dialog)
    assert sorted(dialog.profiles.item(i).text() for i in range(dialog.profiles.count())) == [
        "Ada", "Bo"]
    dialog.name_chosen(None, "Cleo")
    assert dialog.chosen() is not None and dialog.chosen().name == "Cleo"  # type: ignore[union-attr]
    dialog.name_chosen(dialog.chosen(), "ada")  # taken, whatever the case
    assert dialog.problem.text() == "There is already a profile with this name."
    ada = next(p for p in archive.profiles() if p.name == "Ada")
    dialog.name_chosen(ada, "Adele")
    assert dialog.problem.text() == "" and dialog.chosen().name == "Adele"  # type: ignore[union-attr]
    assert history.browser.page(HistoryFilter(player_id=ada.id), 0, 1)[0].names[0] == "Ada"
    dialog.colour_chosen(ada, QColor("#112233"))
    assert history.profiles.get(ada.id).colour == "#112233"
    dialog.profiles.setCurrentRow(next(i for i in range(dialog.profiles.count())
                                       if dialog.profiles.item(i).text() == "Adele"))
    dialog.delete_button.click()
    box = next(b for b in dialog.findChildren(QMessageBox) if b.isVisible())
    assert "Delete the profile Adele?" in box.text()
    assert box.defaultButton() is box.button(QMessageBox.StandardButton.No)
    box.button(QMessageBox.StandardButton.No).click()
    assert any(p.id == ada.id for p in archive.profiles())
    dialog.delete_button.click()
    box = next(b for b in dialog.findChildren(QMessageBox) if b.isVisible())
    box.button(QMessageBox.StandardButton.Yes).click()
    assert all(p.id != ada.id for p in archive.profiles())
    assert history.profiles.get(ada.id).deleted
    assert history.browser.count(HistoryFilter(player_id=ada.id)) > 0  # matches kept


def test_each_window_has_its_menu_entry_and_shortcut(qtbot: QtBot, history: History,
                                                     tmp_path: Path) -> None:
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive(history, folder=tmp_path))
    qtbot.addWidget(window)
    window.show()
    menu = window.history_menu
    assert menu.menu.menuAction() in window.menuBar().actions()
    shift = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    for action, key, modifiers, kind in (
            (menu.history_action, Qt.Key.Key_H, Qt.KeyboardModifier.ControlModifier,
             HistoryDialog),
            (menu.standings_action, Qt.Key.Key_S, shift, StandingsDialog),
            (menu.statistics_action, Qt.Key.Key_T, shift, StatisticsDialog),
            (menu.profiles_action, Qt.Key.Key_P, shift, ProfilesDialog)):
        assert action in menu.menu.actions() and action.isEnabled()
        window.activateWindow()
        qtbot.waitUntil(window.isActiveWindow)
        QTest.keyClick(window, key, modifiers)

        def shown(wanted: type[QDialog] = kind) -> bool:
            return isinstance(window.dialog, wanted)
        qtbot.waitUntil(shown)
        window.host.close()
        qtbot.waitUntil(lambda: window.dialog is None)


@pytest.mark.parametrize("at_table", ["demo", "guests", "Bo", "nothing"])
def test_the_history_opens_on_the_list_of_the_profile_at_the_table(
        qtbot: QtBot, history: History, tmp_path: Path, at_table: str) -> None:
    """A match with no profile at the table (a demo, guests at a hot seat) is nobody's:
    the History opens on every match, not on the first profile's list; Bo at the table:
    Bo's; no match on the table: the profile used last."""
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive(history, folder=tmp_path))
    qtbot.addWidget(window)
    bo = profile(history, "Bo")
    setups = {"demo": setup().demo(), "guests": two_player("spizzichino", hot_seat=True),
              "Bo": replace(setup(), profiles=(bo, None, None, None))}
    if at_table in setups:
        window.start_match(setups[at_table], seed=1)
    window.history_menu.show_history()
    dialog = window.dialog
    assert isinstance(dialog, HistoryDialog)
    assert dialog.players.currentData() == {"demo": None, "guests": None, "Bo": bo,
                                            "nothing": profile(history, "Ada")}[at_table]


def test_without_a_history_the_menu_is_disabled(qtbot: QtBot, tmp_path: Path) -> None:
    window = MainWindow(images(), prefs=Preferences(animation_speed="off", player_name="Ada"),
                        archive=MatchArchive(None, "no history", folder=tmp_path))
    qtbot.addWidget(window)
    assert window.history_menu.menu.actions()
    assert not any(a.isEnabled() for a in window.history_menu.menu.actions())
