"""NewMatchDialog: games, presets, options that apply (R3-R8), players and errors."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QPushButton,
    QWidget,
)
from pytestqt.qtbot import QtBot

from tressette_gui.bots import LEVELS
from tressette_gui.engine import PRESETS, Rules, RulesError, presets_for
from tressette_gui.history import Profile
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.dialogs.rules_dialog import RulesDialog
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.preset_names import preset_name
from tressette_gui.ui.session.match_setup import MatchSetup


def make(qtbot: QtBot, initial: MatchSetup | None = None,
         profiles: tuple[Profile, ...] = ()) -> NewMatchDialog:
    dialog = NewMatchDialog(initial, profiles=profiles)
    qtbot.addWidget(dialog)
    return dialog


def choose_game(dialog: NewMatchDialog, variant: str) -> None:
    dialog.game.setCurrentIndex(dialog.game.findData(variant))


def visible_seats(dialog: NewMatchDialog) -> int:
    return 1 + sum(not box.isHidden() for box in dialog.seat_names)


def test_default_setup_is_valid(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert dialog.ok_button.isEnabled()
    assert dialog.message.text() == ""
    default = MatchSetup.default()
    setup = dialog.setup()
    assert (setup.rules, setup.levels, setup.seed) == (default.rules, default.levels, None)
    assert setup.names == ("Player", "Beginner (East)", "Beginner (North)",
                           "Beginner (West)")  # bots' names are fixed by level (issue 15)
    lines = [box.lineEdit() for box in dialog.seat_names]
    assert [line.cursorPosition() for line in lines if line is not None] == [0, 0, 0]
    assert dialog.preset.currentText() == "Tressette to 21"


@pytest.mark.parametrize("variant", ["tressette", "spizzichino", "mazzetti"])
def test_each_game(qtbot: QtBot, variant: str) -> None:  # R3
    dialog = make(qtbot)
    if variant == "tressette":
        choose_game(dialog, "mazzetti")
    choose_game(dialog, variant)
    setup = dialog.setup()
    rules = Rules.for_variant(variant)
    assert setup.rules == next(iter(presets_for(variant).values()))
    assert visible_seats(dialog) == rules.players
    assert dialog.opponent.isHidden() == (rules.players == 4)
    if rules.players == 4:
        assert setup.names == ("Player", "Beginner (East)", "Beginner (North)",
                               "Beginner (West)")
        assert setup.levels == (None, "principiante", "principiante", "principiante")
    else:
        assert setup.names == ("Player", "Beginner")
        assert setup.levels == (None, "principiante")
    # an option the game does not have is not shown (not even greyed out)
    assert dialog.checks["signals"].isHidden() == (variant != "tressette")  # R8
    assert dialog.checks["declare_drawn"].isHidden() == (variant == "tressette")  # R5
    assert dialog.choices["deal_packet"].isHidden() == (variant == "mazzetti")  # R3
    labels = [label.text().replace("&", "") for label in dialog.findChildren(QLabel)
              if label.isVisibleTo(dialog)]
    assert ("Cards dealt:" in labels) == (variant != "mazzetti")
    assert dialog.ok_button.isEnabled()


def test_each_preset_fills_the_options(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    for name, rules in PRESETS.items():
        choose_game(dialog, rules.variant)
        dialog.preset.setCurrentIndex(dialog.preset.findData(name))
        setup = dialog.setup()
        assert setup.rules == rules, name
        assert dialog.preset.currentText() == preset_name(name)
        assert setup.names[0] == "Player"
        assert setup.levels == (None,) + ("principiante",) * (rules.players - 1)


def test_preset_over_custom_options(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.target.setValue(31)
    dialog.checks["collatondrione"].setChecked(False)
    assert dialog.preset.currentData() is None  # Custom
    assert dialog.setup().rules == PRESETS["Tressette 21"].replace(
        target=31, collatondrione=False)
    dialog.preset.setCurrentIndex(dialog.preset.findData("Classico a posta"))
    assert dialog.setup().rules == PRESETS["Classico a posta"]
    assert dialog.checks["collatondrione"].isChecked()
    assert dialog.choices["deal_packet"].currentData() == 5
    dialog.preset.setCurrentIndex(dialog.preset.findData("Tressette a 3 smazzate"))
    assert dialog.by_deals.isChecked()
    assert dialog.deals.value() == 3


def test_hot_seat(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    choose_game(dialog, "spizzichino")
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))
    dialog.seat_names[0].setEditText("Bea")
    setup = dialog.setup()
    assert setup.levels == (None, None)
    assert setup.names == ("Player", "Bea")
    assert setup.humans == (0, 1)
    assert not dialog.levels[0].isEnabled()


def test_options_that_do_not_apply_are_disabled(qtbot: QtBot) -> None:  # R7
    dialog = make(qtbot)
    assert dialog.checks["vinco_subito"].isEnabled()
    assert not dialog.choices["tiebreak"].isEnabled()
    assert not dialog.deals.isEnabled()
    dialog.checks["vinco_subito"].setChecked(True)
    dialog.by_deals.setChecked(True)
    assert not dialog.checks["vinco_subito"].isEnabled()
    assert not dialog.checks["vinco_subito"].isChecked()
    assert dialog.choices["tiebreak"].isEnabled()
    assert not dialog.target.isEnabled()
    dialog.choices["tiebreak"].setCurrentIndex(dialog.choices["tiebreak"].findData("draw"))
    dialog.deals.setValue(7)
    rules = dialog.setup().rules
    assert (rules.match_end, rules.deals, rules.tiebreak, rules.vinco_subito) == (
        "deals", 7, "draw", False)
    dialog.checks["declarations"].setChecked(False)
    assert not dialog.auto_declare.isEnabled()
    assert dialog.ok_button.isEnabled()


def test_signals_cleared_for_two_players(qtbot: QtBot) -> None:  # R8
    dialog = make(qtbot)
    assert dialog.checks["signals"].isChecked()
    choose_game(dialog, "spizzichino")
    assert not dialog.checks["signals"].isChecked()
    assert not dialog.setup().rules.signals


def test_any_target(qtbot: QtBot) -> None:  # R7: any whole number >= 1
    dialog = make(qtbot)
    dialog.target.setValue(17)
    assert dialog.setup().rules.target == 17
    assert dialog.target.minimum() == 1
    dialog.target.setValue(21)
    dialog.target.stepBy(1)
    assert dialog.target.value() == 31
    dialog.target.stepBy(-2)
    assert dialog.target.value() == 11


def test_empty_name_cannot_be_accepted(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.player_name.setEditText("  ")
    assert not dialog.ok_button.isEnabled()
    assert "name" in dialog.message.text()
    with pytest.raises(ValueError, match="name"):
        dialog.setup()
    dialog.player_name.setEditText("Nora")
    assert dialog.ok_button.isEnabled()
    assert dialog.setup().names[0] == "Nora"


def test_rules_error_is_shown(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    dialog = make(qtbot)

    def refuse(variant: str, **options: object) -> Rules:
        raise RulesError("rule option 'target' is out of range")

    monkeypatch.setattr(Rules, "for_variant", refuse)
    dialog.target.setValue(41)
    label = dialog.findChild(QLabel, "errorLabel")
    assert label is dialog.message
    assert "'target' is out of range" in dialog.message.text()
    assert not dialog.ok_button.isEnabled()


def test_initial_setup_is_shown(qtbot: QtBot) -> None:
    initial = MatchSetup(Rules.for_variant("mazzetti", target=41, cappotto="wins_match"),
                         ("Ada", "Bo"), (None, None), seed=1234)
    dialog = make(qtbot, initial)
    assert dialog.setup() == initial
    assert dialog.seed.text() == "1234"
    assert dialog.preset.currentData() is None


def test_levels_and_seed(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    assert [dialog.levels[0].itemData(i) for i in range(dialog.levels[0].count())] == list(
        LEVELS)
    assert [dialog.levels[0].itemText(i) for i in range(dialog.levels[0].count())] == [
        "Beginner", "Intermediate", "Expert", "Champion"]  # English: no translator
    dialog.seed.setText("77")
    assert dialog.setup().seed == 77
    dialog.seed.setText("")
    assert dialog.setup().seed is None


def test_accept(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    with qtbot.waitSignal(dialog.accepted):
        dialog.ok_button.click()
    assert dialog.setup().rules == PRESETS["Tressette 21"]


# The offscreen platform warns that it cannot propagate size hints when a window
# with a layout is shown; harmless here.
@pytest.mark.qt_log_ignore("propagateSizeHints")
def test_rules_button_shows_the_chosen_rules(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    choose_game(dialog, "mazzetti")
    button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Rules\u2026")
    button.click()
    shown = dialog.findChild(RulesDialog)
    assert shown is not None
    qtbot.waitUntil(shown.isVisible)
    assert "8 piles (mazzetti)" in shown.browser.toPlainText()
    shown.reject()


# ------------------------------------------------------------ profiles (issue 15)
ADA, BO = Profile(1, "Ada", "#c03030", None), Profile(2, "Bo", "#2f62b8", None)


def test_the_human_seats_pick_profiles(qtbot: QtBot) -> None:
    initial = MatchSetup(Rules.for_variant("spizzichino"), ("Ada", "x"), (None, "esperto"))
    dialog = make(qtbot, initial, (ADA, BO))
    assert [dialog.player_name.itemText(i) for i in range(2)] == ["Ada", "Bo"]
    assert dialog.setup().profiles == (1, None)
    assert dialog.setup().names == ("Ada", "Expert")  # the bot's fixed name
    assert not dialog.seat_names[0].isEnabled()
    dialog.player_name.setEditText("bo")  # a profile's name, any case
    assert dialog.setup().profiles == (2, None)
    dialog.player_name.setEditText("Cleo")  # a new name: its profile is made at Start
    assert dialog.setup().profiles == () and dialog.ok_button.isEnabled()


def test_hot_seat_offers_the_other_profile_and_needs_two_names(qtbot: QtBot) -> None:
    dialog = make(qtbot, MatchSetup(Rules.for_variant("mazzetti"), ("Ada", "x"),
                                    (None, "intermedio")), (ADA, BO))
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("human"))
    assert dialog.seat_names[0].isEnabled()
    assert dialog.setup().names == ("Ada", "Bo") and dialog.setup().profiles == (1, 2)
    dialog.seat_names[0].setEditText("ADA")
    assert not dialog.ok_button.isEnabled()
    assert dialog.message.text() == "The two players need different names."
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("bot"))
    assert dialog.ok_button.isEnabled()
    assert dialog.setup().names == ("Ada", "Intermediate")


def test_a_bot_s_name_follows_its_level(qtbot: QtBot) -> None:
    dialog = make(qtbot)
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("campione"))
    assert dialog.setup().names[2] == "Champion (North)"
    assert all(len(name) <= 20 for name in dialog.setup().names)


def shows_whole(box: QComboBox) -> bool:
    """True when the text of ``box``'s line edit shows from its first to its last
    character, nothing cut off."""
    line = box.lineEdit()
    assert line is not None
    line.end(False)
    middle = line.height() // 2
    return (line.cursorPositionAt(QPoint(0, middle)) == 0
            and line.cursorRect().right() <= line.width())


@pytest.mark.qt_log_ignore("propagateSizeHints")
@pytest.mark.parametrize("language", ["en", "it"])
def test_every_bot_s_name_is_read_whole_on_a_1024_by_600_screen(
        qtbot: QtBot, qapp: QApplication, language: str) -> None:
    try:
        install_translator(qapp, language)
        dialog = make(qtbot)
        dialog.show()
        qtbot.waitExposed(dialog)
        for level in LEVELS:
            for combo in dialog.levels:
                combo.setCurrentIndex(combo.findData(level))
            shown = [box for box in dialog.seat_names if box.isVisible()]
            assert len(shown) == 3
            assert [box.currentText() for box in shown if not shows_whole(box)] == []
        hint = dialog.sizeHint()
        assert hint.width() <= 1024 and hint.height() <= 600 - 60
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "names"), [
    ("en", ["Spizzichino to 51 with declarations", "Spizzichino to 31 without declarations",
            "Custom"]),
    ("it", ["Spizzichino 51 con buongioco", "Spizzichino 31 senza buongioco",
            "Personalizzata"])])
def test_presets_are_named_in_the_language_installed(qtbot: QtBot, qapp: QApplication,
                                                     language: str, names: list[str]) -> None:
    """A preset's name is worded for the player: in English what is not a game term is
    translated (buongioco is "declarations", the word of the Declarations box); every
    preset has its words in both languages."""
    install_translator(qapp, language)
    try:
        dialog = make(qtbot)
        choose_game(dialog, "spizzichino")
        assert [dialog.preset.itemText(i) for i in range(dialog.preset.count())] == names
        assert dialog.preset.currentData() == "Spizzichino 51 con buongioco"
        words = [preset_name(name) for name in PRESETS]
        assert len(set(words)) == len(PRESETS)
        # Italian shows the engine's names, but "a posta" (read as "apposta", on purpose)
        kept = [w == n for w, n in zip(words, PRESETS, strict=True)]
        assert kept == [language == "it" and n != "Classico a posta" for n in PRESETS]
    finally:
        install_translator(qapp, "en")


def test_the_declarations_have_one_english_word(qtbot: QtBot) -> None:
    """A newcomer read the preset "Spizzichino to 51 with buongioco" beside a box saying
    "Declarations", buongioco explained nowhere (shot 5): in English every preset's name
    and description call them declarations, as the box does, and name buongioco at most
    once, in brackets after that word (R5)."""
    dialog = make(qtbot)
    for variant in ("tressette", "spizzichino", "mazzetti"):
        choose_game(dialog, variant)
        assert dialog.checks["declarations"].text().replace("&", "").startswith("Declarations (")
        for i in range(dialog.preset.count()):
            words = (f"{dialog.preset.itemText(i)}\n"
                     f"{dialog.preset.itemData(i, Qt.ItemDataRole.ToolTipRole)}")
            assert words.count("buongioco") <= 1, words
            assert "buongioco" not in words or "declarations (buongioco)" in words, words


@pytest.mark.parametrize(("language", "classic", "note", "custom"), [
    ("en", "Classic, with a stake", "cappotto or stramazzo wins the match at once",
     "Rules of your own choosing"),
    ("it", "Classico con la posta", "cappotto o uno stramazzo vince subito la partita",
     "Regole scelte da te")])
def test_every_preset_says_what_it_is_while_choosing(
        qtbot: QtBot, qapp: QApplication, language: str, classic: str, note: str,
        custom: str) -> None:
    """Each preset of the list has a one-line description as its item's tooltip, and the
    preset shown is described below the list (a newcomer read "Classico a posta" as
    nothing, and as "apposta")."""
    install_translator(qapp, language)
    try:
        dialog = make(qtbot)
        for variant in ("tressette", "spizzichino", "mazzetti"):
            choose_game(dialog, variant)
            tips = [str(dialog.preset.itemData(i, Qt.ItemDataRole.ToolTipRole))
                    for i in range(dialog.preset.count())]
            assert all(len(tip) > 20 for tip in tips) and len(set(tips)) == len(tips)
            assert tips[-1].startswith(custom)  # Custom, last
            assert dialog.preset_note.text() == tips[0] == dialog.preset.toolTip()
        choose_game(dialog, "tressette")
        dialog.preset.setCurrentIndex(dialog.preset.findData("Classico a posta"))
        assert dialog.preset.currentText() == classic
        assert note in dialog.preset_note.text() and note in dialog.preset.toolTip()
        dialog.checks["signals"].setChecked(False)  # no preset has these rules: Custom
        assert dialog.preset.currentData() is None
        assert dialog.preset_note.text().startswith(custom)
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "ignores"), [
    ("en", "Never signals and ignores signals"), ("it", "Non fa segnali e non bada")])
def test_each_level_says_what_it_does_with_signals(qtbot: QtBot, qapp: QApplication,
                                                   language: str, ignores: str) -> None:
    """Where the levels are picked, each says how it plays and what it does with signals
    (a newcomer's busso went unanswered by a Principiante partner, which never reads one)."""
    install_translator(qapp, language)
    try:
        dialog = make(qtbot)
        for combo in dialog.levels:
            tips = {str(combo.itemData(i)): str(combo.itemData(i, Qt.ItemDataRole.ToolTipRole))
                    for i in range(combo.count())}
            assert list(tips) == list(LEVELS) and len(set(tips.values())) == len(LEVELS)
            assert ignores in tips["principiante"]
            assert all("busso" in tips[level] for level in ("principiante", "intermedio"))
            combo.setCurrentIndex(combo.findData("intermedio"))
            assert combo.toolTip() == tips["intermedio"]
            combo.setCurrentIndex(combo.findData("principiante"))
            assert combo.toolTip() == tips["principiante"]
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize("variant", ["spizzichino", "mazzetti"])
def test_two_player_levels_say_nothing_of_signals(qtbot: QtBot, variant: str) -> None:
    """With two players there are no signals (R8): no level's description speaks of
    them, in the open list or on the box; back with four players they do."""
    dialog = make(qtbot)
    choose_game(dialog, variant)
    combo = dialog.levels[0]
    combo.setCurrentIndex(combo.findData("intermedio"))
    tips = [str(combo.itemData(i, Qt.ItemDataRole.ToolTipRole)) for i in range(combo.count())]
    assert all(tips) and len(set(tips)) == len(LEVELS)
    for text in (*tips, combo.toolTip()):
        assert not any(word in text.lower() for word in ("busso", "signal", "striscio"))
    choose_game(dialog, "tressette")
    assert "busso" in combo.toolTip()


def option_widgets(dialog: NewMatchDialog) -> list[QWidget]:
    """Every control of the dialog that sets the match: check boxes, radio buttons,
    lists, spin boxes and line edits (not the edit inside an editable list)."""
    kinds = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
    buttons = set(dialog.findChildren(QPushButton))
    return [w for w in dialog.findChildren(QWidget)
            if isinstance(w, kinds) and w not in buttons
            and not isinstance(w.parentWidget(), QComboBox)
            and not isinstance(w.parentWidget(), QAbstractSpinBox)]


@pytest.mark.parametrize("language", ["en", "it"])
@pytest.mark.parametrize("variant", ["tressette", "spizzichino"])
def test_every_option_says_what_it_does(qtbot: QtBot, qapp: QApplication, language: str,
                                        variant: str) -> None:
    """A newcomer reads what each option does before choosing (playtest: "collatondrione",
    "vinco subito" unexplained): every control has a tooltip, in the language installed,
    and the dialog says the preset's options are the classic ones."""
    install_translator(qapp, language)
    try:
        dialog = make(qtbot)
        choose_game(dialog, variant)
        widgets = option_widgets(dialog)
        assert len(widgets) >= 20
        missing = [repr(w) for w in widgets if not w.toolTip().strip()]
        assert not missing
        collatondrione = dialog.checks["collatondrione"].toolTip()
        assert ("ten cards of one suit" if language == "en" else "dieci carte") \
            in collatondrione
        assert ("leave them as they are" if language == "en" else "lasciale come sono") \
            in dialog.defaults_note.text()
    finally:
        install_translator(qapp, "en")



@pytest.mark.qt_log_ignore("propagateSizeHints")
@pytest.mark.parametrize("language", ["en", "it"])
def test_the_note_over_the_rules_shows_every_line(qtbot: QtBot, qapp: QApplication,
                                                  language: str) -> None:
    """The note that the preset's options are the classic ones wraps within the rules'
    group and has the height of all its lines (it showed cut in half on X11)."""
    install_translator(qapp, language)
    try:
        window = QMainWindow()
        qtbot.addWidget(window)
        window.resize(1024, 560)
        window.show()
        dialog = NewMatchDialog(MatchSetup.default(), window)
        dialog.show()
        qtbot.waitExposed(dialog)
        note = dialog.defaults_note
        assert note.height() >= note.heightForWidth(note.width()) > note.fontMetrics().height()
        # Reserved by the layout, not left to the platform's height-for-width pass (on
        # X11 the dialog kept the height of the unwrapped text).
        assert note.minimumHeight() >= note.heightForWidth(note.width())
        group = dialog.checks["collatondrione"].parentWidget()
        assert group is not None and note.width() <= group.width()
    finally:
        install_translator(qapp, "en")
