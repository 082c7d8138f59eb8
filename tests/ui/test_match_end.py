"""MatchEndDialog and ScoreChart over real, seeded matches (R6, R7, R9, R10)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFontMetricsF, QImage, QScreen
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from tests.engine.test_vinco_last_trick import VINCO, played
from tests.ui.matches import first_match, play_match
from tressette_gui.engine import CARDS, EndedBy, Layout, Match, Rules
from tressette_gui.engine.scoring import make_result
from tressette_gui.ui.dialogs.deal_summary import DealSummaryDialog
from tressette_gui.ui.dialogs.line_chart import tick_step
from tressette_gui.ui.dialogs.match_end import MatchEndDialog
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.dialogs.score_chart import SIDE_COLORS, ScoreChart
from tressette_gui.ui.dialogs.score_sheet import EVENT, EVENTS_WIDTH
from tressette_gui.ui.dialogs.sizing import FRAME, MAX_SHARE, fit_size
from tressette_gui.ui.language.history_words import standings_text
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.texts import side_label

FOUR = ("Ada", "Bo", "Cy", "Di")
TWO = ("Ada", "Bo")


def dialog_for(qtbot: QtBot, match: Match) -> MatchEndDialog:
    assert match.result is not None
    dialog = MatchEndDialog(match.result, tuple(match.deal_scores), match.names, match.rules)
    qtbot.addWidget(dialog)
    return dialog


def text(dialog: MatchEndDialog, name: str) -> str:
    label = dialog.findChild(QLabel, name)
    assert label is not None, name
    return label.text()


def test_target_win(qtbot: QtBot) -> None:  # R7 points
    match = first_match(Rules.for_variant("tressette"), "target", FOUR)
    result = match.result
    assert result is not None
    a, b = result.points
    dialog = dialog_for(qtbot, match)
    winners = "Ada & Cy" if a > b else "Bo & Di"
    assert text(dialog, "winnerLabel") == f"{winners} win the match"
    assert text(dialog, "pointsLabel") == f"Ada & Cy {a} \u2013 {b} Bo & Di"
    assert text(dialog, "endedLabel") == "The target of 21 points was reached."
    assert text(dialog, "stakeLabel") == (
        f"Stake (what the match is worth): 1; deals played: {result.deals}")
    won, lost = ("+3", "\u22123") if a > b else ("\u22123", "+3")  # R9: base 3, a minus sign
    assert [text(dialog, f"standings_{s}") for s in range(4)] == [won, lost, won, lost]
    assert dialog.model.rowCount() == result.deals
    assert dialog.chart.totals[-1] == (a, b)


def test_two_player_deals_match(qtbot: QtBot) -> None:  # R7 deals
    match = first_match(Rules.for_variant("spizzichino", match_end="deals", deals=5), "deals",
                        TWO)
    result = match.result
    assert result is not None
    assert result.ended_by == "deals"
    dialog = dialog_for(qtbot, match)
    assert result.winner is not None
    assert text(dialog, "winnerLabel") == f"{TWO[result.winner]} wins the match"
    assert text(dialog, "pointsLabel") == f"Ada {result.points[0]} \u2013 {result.points[1]} Bo"
    assert text(dialog, "endedLabel") == "The last planned deal was played."


@pytest.mark.parametrize(("options", "ended_by", "sentence"), [
    ({"match_end": "deals", "deals": 1, "tiebreak": "draw"}, "draw", "is drawn"),
    ({"match_end": "deals", "deals": 1}, "spareggio", "broken by a spareggio"),
    ({"vinco_subito": True}, "vinco_subito", "Vinco subito: the winners reached 21"),
    ({"cappotto": "wins_match", "target": 101}, "sweep", "ended on a sweep: "),
])
def test_how_it_ended(qtbot: QtBot, options: dict[str, object], ended_by: str,
                      sentence: str) -> None:  # R6, R7, R9
    match = first_match(Rules.for_variant("tressette", **options), ended_by, FOUR)
    dialog = dialog_for(qtbot, match)
    assert sentence in text(dialog, "endedLabel")
    if ended_by == "draw":
        assert text(dialog, "winnerLabel") == "Draw"
        assert [text(dialog, f"standings_{s}") for s in range(4)] == ["0"] * 4
    if ended_by == "sweep":
        result, sweep = match.result, match.deal_scores[-1].sweep
        assert result is not None
        assert sweep is not None
        assert sweep.value in text(dialog, "endedLabel")
        assert text(dialog, "stakeLabel") == (  # R9: cappotto 2 ... stramazzone 8
            f"Stake (what the match is worth): {sweep.stake} ({sweep.value}); deals "
            f"played: {result.deals}")


def test_collatondrione(qtbot: QtBot) -> None:  # R5, R9: stake 16
    hands = tuple(tuple(CARDS[10 * s:10 * s + 10]) for s in range(4))
    match = Match(Rules.for_variant("tressette"), 1, FOUR, layouts=[Layout(hands=hands)])
    dialog = dialog_for(qtbot, match)
    assert text(dialog, "winnerLabel") == "Bo & Di win the match"
    assert "collatondrione" in text(dialog, "endedLabel")
    assert text(dialog, "stakeLabel") == (
        "Stake (what the match is worth): 16 (napoletana decima); deals played: 0")
    assert dialog.model.rowCount() == 0


@pytest.mark.parametrize(("rules", "events", "italian"), [
    (Rules.for_variant("tressette"), "In this match: napoletana decima 16.",
     "In questa partita: napoletana decima 16."),
    (Rules.for_variant("tressette", cappotto="wins_match", collatondrione=False),
     "In this match: cappotto 2, stramazzo 3, cappottone 6, stramazzone 8.",
     "In questa partita: cappotto 2, stramazzo 3, cappottone 6, stramazzone 8."),
    (Rules.for_variant("mazzetti", cappotto="wins_match"),  # no cappottone for two
     "In this match: napoletana decima 16, cappotto 2, stramazzo 3.",
     "In questa partita: napoletana decima 16, cappotto 2, stramazzo 3."),
    (Rules.for_variant("spizzichino", collatondrione=False),
     "In this match no event raises it.", "In questa partita nessun evento la alza."),
])
def test_the_stake_says_what_it_is(qtbot: QtBot, qapp: QApplication, rules: Rules,
                                   events: str, italian: str) -> None:  # R9
    """The stake's line says what the stake is, and its tooltip what raises it in this
    match (the events that end one, at their stakes) and that the standings do not
    depend on it, in both languages."""
    names = FOUR if rules.players == 4 else TWO
    result = make_result(rules, winner=0, loser=1, points=(21, 9), deals=2,
                         sweeps=((), ()), stake=1, ended_by=EndedBy.TARGET)

    def stake() -> tuple[str, str]:
        """The stake label's text and tooltip, in the language installed."""
        dialog = MatchEndDialog(result, (), names, rules)
        qtbot.addWidget(dialog)
        label = dialog.findChild(QLabel, "stakeLabel")
        assert label is not None
        return label.text(), label.toolTip()
    assert stake() == (
        "Stake (what the match is worth): 1; deals played: 2",
        "The stake is what the match is worth to players who play for a stake: 1, or more "
        f"when an event ends the match.\n{events}\nIt does not multiply the ranking points.")
    install_translator(qapp, "it")
    try:
        assert stake() == (
            "Posta (quanto vale la partita): 1; smazzate giocate: 2",
            "La posta è quanto vale la partita per chi gioca a posta: 1, o di più quando un "
            f"evento chiude la partita.\n{italian}\nNon moltiplica i punti in classifica.")
    finally:
        install_translator(qapp, "en")


def test_resignation(qtbot: QtBot) -> None:  # R10
    match = Match(Rules.for_variant("mazzetti"), 5, TWO)
    match.resign(0)
    dialog = dialog_for(qtbot, match)
    assert text(dialog, "winnerLabel") == "Ada resigns"
    assert text(dialog, "endedLabel") == "The match counts as lost by Ada."
    assert text(dialog, "pointsLabel") == "Ada 0 \u2013 0 Bo"


def test_spareggio_last_trick_sentence(qtbot: QtBot) -> None:  # R7
    rules = Rules.for_variant("tressette", match_end="deals", deals=1)
    result = make_result(rules, winner=0, loser=1, points=(20, 20), deals=4,
                         sweeps=((), ()), stake=1, ended_by=EndedBy.SPAREGGIO_LAST_TRICK)
    dialog = MatchEndDialog(result, (), FOUR, rules)
    qtbot.addWidget(dialog)
    assert "three spareggi" in text(dialog, "endedLabel")


def test_buttons(qtbot: QtBot) -> None:
    match = play_match(Rules.for_variant("spizzichino"), 1, TWO)
    dialog = dialog_for(qtbot, match)
    button = dialog.findChild(QPushButton, "newMatchButton")
    assert button is not None
    with qtbot.waitSignals([dialog.newMatchRequested, dialog.accepted], order="strict"):
        button.click()
    again = dialog_for(qtbot, match)
    with qtbot.waitSignal(again.rejected), qtbot.assertNotEmitted(again.newMatchRequested):
        again.reject()
    rematch = dialog_for(qtbot, match).findChild(QPushButton, "rematchButton")
    assert rematch is not None and rematch.isDefault()
    owner = rematch.window()
    assert isinstance(owner, MatchEndDialog)
    dialog = owner
    with qtbot.waitSignals([dialog.rematchRequested, dialog.accepted], order="strict"), \
            qtbot.assertNotEmitted(dialog.newMatchRequested):
        rematch.click()


def test_tick_step() -> None:
    assert tick_step(1, 5) == 1
    assert tick_step(21, 5) == 5
    assert tick_step(51, 5) == 20
    assert tick_step(101, 5) == 50
    assert tick_step(7, 10) == 1
    assert tick_step(30, 10) == 5


def test_chart_paints_both_sides(qtbot: QtBot) -> None:
    match = play_match(Rules.for_variant("mazzetti"), 2, TWO)
    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.set_scores(match.deal_scores, TWO, 51)
    assert chart.totals[0] == (0, 0)
    assert chart.totals[-1] == tuple(match.scores)
    assert len(chart.totals) == len(match.deal_scores) + 1
    assert chart.minimumSize().width() >= 360
    chart.resize(chart.sizeHint())
    image = chart.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    colors = {image.pixel(x, y) for x in range(image.width()) for y in range(image.height())}
    for color in SIDE_COLORS:
        assert color.rgb() in colors


def test_the_standings_are_explained(qtbot: QtBot, qapp: QApplication) -> None:  # R9
    rules = Rules.for_variant("tressette", target=21)
    match = first_match(rules, "target")
    assert match.result is not None
    dialog = MatchEndDialog(match.result, tuple(match.deal_scores), match.names, rules)
    qtbot.addWidget(dialog)
    note = dialog.findChild(QLabel, "standingsNote")
    assert note is not None
    worth = max(abs(a) for a in match.result.standings)
    assert worth >= 3  # R9: a match to 21 is worth 3, plus the winners' sweeps
    assert note.text() == (f"Each winner gains {worth} ranking points and each loser loses "
                           f"{worth} (a match to 21 points; +1 for each sweep by the "
                           "winners). The stake above does not change them.")
    headings = [w.text() for w in dialog.findChildren(QLabel) if "Ranking" in w.text()]
    assert headings == ["Ranking points"]
    stake = dialog.findChild(QLabel, "stakeLabel")
    assert stake is not None and "does not multiply" in stake.toolTip()
    assert "each sweep" in note.toolTip() and "stake" not in note.toolTip()  # the stake's own
    install_translator(qapp, "it")  # shot 30: "La posta è quanto valeva la partita stessa"
    try:
        italian = MatchEndDialog(match.result, tuple(match.deal_scores), match.names, rules)
        qtbot.addWidget(italian)
        note = italian.findChild(QLabel, "standingsNote")
        assert note is not None and note.text().endswith(
            "cappotto dei vincitori). La posta indicata sopra non li cambia.")
    finally:
        install_translator(qapp, "en")


def test_the_dialogs_fit_a_small_screen(qtbot: QtBot) -> None:
    """At 1024 x 600 every button of the end-of-match and rules dialogs is on the screen
    (issue 11): a first size never beyond the screen's room, a least size that fits."""
    dialog = dialog_for(qtbot, play_match(Rules.for_variant("tressette"), 3))
    room = dialog.screen().availableGeometry()
    assert dialog.width() <= room.width() and dialog.height() <= room.height() - FRAME
    hint = dialog.minimumSizeHint()
    assert hint.width() <= 1024 and hint.height() <= 600 - 60 - FRAME
    rules = RulesDialog(Rules.for_variant("tressette"), dialog)
    qtbot.addWidget(rules)
    assert rules.minimumSizeHint().height() <= 600 - 60 - FRAME
    fit_size(rules, 5000, 5000)  # within the screen and the window it opens over
    below = dialog.size()
    assert (rules.width(), rules.height()) == (
        min(room.width(), int(below.width() * MAX_SHARE)),
        min(room.height() - FRAME, int(below.height() * MAX_SHARE)))


#: Four names as long as players type them, for the widest score sheet.
LONG_NAMES = ("Massimiliano Rossi", "Bartolomeo Bianchi", "Gianfranco Esposito",
              "Annamaria Romano")


@contextmanager
def shown_at_1024(qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch,
                  match: Match, language: str) -> Iterator[tuple[MatchEndDialog, QWidget]]:
    """``match``'s dialog in ``language``, shown over a window maximized on a 1024 x 600
    screen (1024 x 560 under a title bar); English is installed again afterwards."""
    screen = QRect(0, 0, 1024, 600)
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: screen)
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(1024, 560)
    window.show()
    assert match.result is not None
    install_translator(qapp, language)
    try:
        dialog = MatchEndDialog(match.result, tuple(match.deal_scores), match.names,
                                match.rules, window)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        yield dialog, window
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_sheet_fits_1024_by_600_without_scrolling_sideways(
        qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    """Over the window of a 1024 x 600 screen, with long names, the dialog fits the
    screen and the score sheet shows every column whole, the Events column (wrapping)
    included: no horizontal scrolling (R6 columns, both languages)."""
    match = first_match(Rules.for_variant("tressette"), "target", LONG_NAMES)
    with shown_at_1024(qtbot, qapp, monkeypatch, match, language) as (dialog, window):
        assert dialog.width() <= 1024 and dialog.height() <= window.height()
        table = dialog.table
        header = table.horizontalHeader()
        assert header.length() <= table.viewport().width()
        assert header.sectionSize(EVENT) >= EVENTS_WIDTH * 9 // 10
        assert header.sectionViewportPosition(EVENT) + header.sectionSize(EVENT) \
            <= table.viewport().width()
        assert table.rowHeight(0) > 0 and table.rowViewportPosition(1) < \
            table.viewport().height()  # two deals' rows to read


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_match_of_8_deals_shows_every_row_at_1024_by_600(
        qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    """Over the window of a 1024 x 600 screen the score sheet of a match of 8 deals
    (R7) shows all its rows without scrolling, the chart beside the result's words."""
    match = play_match(Rules.for_variant("tressette", match_end="deals", deals=8), 3)
    assert len(match.deal_scores) >= 8
    with shown_at_1024(qtbot, qapp, monkeypatch, match, language) as (dialog, window):
        assert dialog.height() <= window.height()
        table, last = dialog.table, len(match.deal_scores) - 1
        assert table.rowViewportPosition(last) + table.rowHeight(last) \
            <= table.viewport().height()
        assert not table.verticalScrollBar().isVisible()
        chart = dialog.chart.geometry()
        assert chart.bottom() < table.geometry().top() and chart.height() >= 150


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_chart_legend_shows_long_side_names_whole_at_1024_by_600(
        qtbot: QtBot, qapp: QApplication, monkeypatch: pytest.MonkeyPatch,
        language: str) -> None:
    """With long names of four players the chart's legend (one side a row when both do
    not fit in one) shows each side's names whole, within the chart's width, and the
    score sheet of 8 deals still shows every row (R7, both languages)."""
    match = play_match(Rules.for_variant("tressette", match_end="deals", deals=8), 3,
                       LONG_NAMES)
    with shown_at_1024(qtbot, qapp, monkeypatch, match, language) as (dialog, _window):
        chart = dialog.chart
        metrics = QFontMetricsF(chart.font())
        rows = chart.legend_rows(metrics, chart.width())
        labels = [side_label(side, LONG_NAMES) for side in (0, 1)]
        assert [label for row in rows for label in row] == labels
        assert all(metrics.horizontalAdvance(label) < chart.width() for label in labels)
        table, last = dialog.table, len(match.deal_scores) - 1
        assert table.rowViewportPosition(last) + table.rowHeight(last) \
            <= table.viewport().height()


def test_negative_ranking_points_have_the_explanation_sign() -> None:
    # the match-over box, History, Standings and Statistics windows: a minus sign (U+2212)
    assert [standings_text(n) for n in (-3, 0, 3)] == ["\u22123", "0", "+3"]


@pytest.mark.parametrize(("declare", "sentence"), [
    (False, "The target of 21 points was reached."),
    (True, "Vinco subito: the winners reached 21 points on the last trick of the deal, "
           "and won at once."),
])
def test_vinco_subito_on_the_last_trick_is_no_deal_cut_short(qtbot: QtBot, declare: bool,
                                                             sentence: str) -> None:  # R7
    """The target reached on the last trick: the deal was played to its end, so neither
    the match-end box nor the deal's row says it was cut short."""
    match = played((VINCO.target - 11, VINCO.target - 5 if declare else 0), declare=declare)
    dialog = dialog_for(qtbot, match)
    assert text(dialog, "endedLabel") == sentence
    assert "vinco subito" not in str(dialog.model.index(0, EVENT).data())
    summary = DealSummaryDialog(match.deal_scores[0], 1, match.names,
                                (match.scores[0], match.scores[1]), ())
    qtbot.addWidget(summary)
    assert summary.findChild(QLabel, "cutShortLabel") is None
    assert summary.value("last", 0) == "+1"
