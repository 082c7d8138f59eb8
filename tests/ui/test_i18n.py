"""Languages (issue 7): every user-visible string is wrapped for translation, the Italian
catalogue translates all of them, the shipped .qm is compiled from it, and the translator
switches languages."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale
from PySide6.QtWidgets import QApplication, QMainWindow
from pytestqt.qtbot import QtBot

from tests.script_loader import load_script
from tressette_gui.ui.dialogs.new_match_dialog import NewMatchDialog
from tressette_gui.ui.dialogs.standings_dialog import date_ticks, time_axis
from tressette_gui.ui.language.history_words import date_text
from tressette_gui.ui.language.i18n import install_translator, resolve_language, translations_dir
from tressette_gui.ui.language.lesson_words import worth_text
from tressette_gui.ui.language.log_lines import said
from tressette_gui.ui.window.analysis_pane import AnalysisPane
from tressette_gui.ui.window.menus import MenuSlots, WindowMenus

ROOT = Path(__file__).resolve().parents[2]
CATALOGUE = translations_dir() / "tressette_it.ts"
SCRIPT = ROOT / "scripts" / "update_translations.py"
update_translations = load_script("update_translations")
UI_SOURCES = [*sorted((ROOT / "tressette_gui" / "ui").rglob("*.py")),
              ROOT / "tressette_gui" / "app.py"]

#: Widget constructors and text setters whose first argument is shown to the user.
TEXT_FIRST = {"QLabel", "QPushButton", "QCheckBox", "QRadioButton", "QGroupBox", "QAction",
              "QToolButton", "QMenu", "setText", "setWindowTitle", "addAction", "addMenu",
              "setToolTip", "setStatusTip", "setPlaceholderText", "setTitle", "addItem",
              "addRow", "showMessage", "setSuffix", "setPrefix", "setSpecialValueText"}
#: QMessageBox functions: (parent, title, text, ...).
MESSAGE_BOXES = {"information", "warning", "critical", "question", "about"}
#: Literals allowed unwrapped: the program's name.
PROPER_NAMES = {"Tressette"}


def messages() -> list[tuple[str, ET.Element]]:
    """(context name, <message>) of the committed catalogue."""
    root = ET.parse(CATALOGUE).getroot()
    return [(ctx.findtext("name", ""), m) for ctx in root.iter("context")
            for m in ctx.iter("message")]


def test_every_italian_translation_is_finished() -> None:
    found = messages()
    assert len(found) > 100
    for context, message in found:
        translation = message.find("translation")
        assert translation is not None
        where = f"[{context}] {message.findtext('source')!r}"
        assert translation.get("type") in (None, "vanished"), f"unfinished: {where}"
        assert "".join(translation.itertext()).strip(), f"empty: {where}"


def test_no_string_shows_the_player_a_rule_number() -> None:
    """Rule numbers (R1-R10) are for the code and the docs: no interface string shows
    one, in either language ("Ranked matches, standings (R9):" was one)."""
    rule = re.compile(r"\bR(10|[1-9])\b")
    shown = []
    for context, message in messages():
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") != "vanished":
            texts = (message.findtext("source", ""), "".join(translation.itertext()))
            shown += [(context, text) for text in texts if rule.search(text)]
    assert not shown


def test_the_catalogue_has_every_string_of_the_code_now() -> None:
    """Today's sources hold no string the catalogue does not translate: a new
    untranslated string fails here (run scripts/update_translations.py)."""
    done = subprocess.run([sys.executable, str(SCRIPT), "--check"], capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    vanished = [m for _, m in messages() if m.find("translation[@type='vanished']") is not None]
    assert f"{len(messages()) - len(vanished)} strings, 0 untranslated" in done.stdout


def test_the_shipped_qm_is_compiled_from_the_catalogue(tmp_path: Path) -> None:
    """Compiled by the script's lrelease (PySide6's own, found without PATH)."""
    ts_copy = tmp_path / CATALOGUE.name
    shutil.copyfile(CATALOGUE, ts_copy)
    assert update_translations.lrelease(ts_copy).read_bytes() == \
        (translations_dir() / "tressette_it.qm").read_bytes()


def test_the_shipped_english_qm_is_compiled_from_its_catalogue(tmp_path: Path) -> None:
    """The English catalogue holds the plural forms of every plural message, finished."""
    english = translations_dir() / "tressette_en.ts"
    ts_copy = tmp_path / english.name
    shutil.copyfile(english, ts_copy)
    assert update_translations.lrelease(ts_copy).read_bytes() == \
        (translations_dir() / "tressette_en.qm").read_bytes()
    plural = [k for k in update_translations.collect(update_translations.sources())[0]
              if update_translations.is_plural(k)]
    done = update_translations.read_catalogue(english)
    assert len(plural) >= 4 and all(isinstance(done.get(k), tuple) for k in plural)


def test_plural_messages_round_trip_through_the_catalogue(tmp_path: Path) -> None:
    ts_file = tmp_path / "t.ts"
    keys = [("Ctx", "%n deals", ""), ("Ctx", " points", "count suffix"), ("Ctx", "Plain", "")]
    done = {keys[0]: ("%n smazzata", "%n smazzate"), keys[2]: "Semplice"}
    update_translations.write_catalogue(ts_file, keys, done, prune=False)
    assert update_translations.read_catalogue(ts_file) == done
    text = ts_file.read_text(encoding="utf-8")
    assert text.count('numerus="yes"') == 2 and text.count("<numerusform") == 4


@pytest.mark.parametrize(("language", "one", "three"), [
    ("en", (" deal", " point", "Ada took back their last move and the move after it",
            "Analysing: 1 of 1 decision", "The trick holds 1 third; 3 thirds make a point."),
     (" deals", " points", "Ada took back their last move and the 3 moves after it",
      "Analysing: 1 of 3 decisions", "The trick holds 3 thirds; 3 thirds make a point.")),
    ("it", (" smazzata", " punto", "Ada ha ripreso la sua ultima mossa e la mossa successiva",
            "Analisi: 1 di 1 decisione", "La presa contiene 1 terzo; 3 terzi fanno un punto."),
     (" smazzate", " punti", "Ada ha ripreso la sua ultima mossa e le 3 mosse successive",
      "Analisi: 1 di 3 decisioni", "La presa contiene 3 terzi; 3 terzi fanno un punto.")),
])
def test_counts_take_the_plural_form_of_their_number(
        qtbot: QtBot, qapp: QApplication, language: str, one: tuple[str, ...],
        three: tuple[str, ...]) -> None:
    """"1 deals", "(1 actions)", "1 smazzate", "1 thirds" no more, in either language."""
    try:
        assert install_translator(qapp, language) == language
        dialog = NewMatchDialog()
        qtbot.addWidget(dialog)
        pane = AnalysisPane()
        qtbot.addWidget(pane)
        for count, expected in ((1, one), (3, three)):
            dialog.deals.setValue(count)
            dialog.target.setValue(count)
            pane.show_progress(1, count)
            line = said(QT_TRANSLATE_NOOP(
                "Texts", "%1 took back their last move and the %n moves after it"),
                "Ada", count=count)
            assert (dialog.deals.suffix(), dialog.target.suffix(), line.text(),
                    pane.progress.text(), worth_text(count)) == expected
    finally:
        install_translator(qapp, "en")


def unwrapped_literals(tree: ast.AST) -> list[tuple[int, str]]:
    """(line, text) of string literals with letters passed straight to a widget
    constructor or text setter (not through tr() or translate())."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
        if name in TEXT_FIRST:
            shown = node.args[:1]
        elif name in MESSAGE_BOXES:
            shown = node.args[1:3]
        else:
            continue
        for arg in shown:
            text = _literal_text(arg)
            if text is not None and any(c.isalpha() for c in text) \
                    and text not in PROPER_NAMES:
                found.append((node.lineno, text))
    return found


def _literal_text(node: ast.expr) -> str | None:
    """The text of a str literal or f-string (a .format() or % on a literal counts too)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values
                       if isinstance(v, ast.Constant) and isinstance(v.value, str))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
            and node.func.attr == "format":
        return _literal_text(node.func.value)
    if isinstance(node, ast.BinOp):
        return _literal_text(node.left)
    return None


@pytest.mark.parametrize("path", UI_SOURCES, ids=lambda p: p.name)
def test_user_visible_strings_are_wrapped_for_translation(path: Path) -> None:
    assert unwrapped_literals(ast.parse(path.read_text(encoding="utf-8"))) == []


def test_the_scan_finds_unwrapped_strings() -> None:
    code = ('QLabel("Hello")\nb.setText(f"Score {x}")\nQMessageBox.warning(w, "T", "Oops")\n'
            'm.addAction("Quit {n}".format(n=1))\nok = QLabel(self.tr("Fine"))\n'
            'QLabel(" - ")\nt.setWindowTitle("Tressette")\nc.addItem(self.tr("Bot"), "bot")\n')
    assert unwrapped_literals(ast.parse(code)) == [
        (1, "Hello"), (2, "Score "), (3, "T"), (3, "Oops"), (4, "Quit {n}")]


def test_the_collector_finds_each_kind_of_translation_call(tmp_path: Path) -> None:
    """Contexts are those Qt looks up at run time: the class for self.tr, the helper's
    own context for a module helper (also when imported), the literal one otherwise."""
    helpers = tmp_path / "words.py"
    helpers.write_text(
        "def tr(text):\n    return QCoreApplication.translate('Words', text)\n"
        "LIST = [QT_TRANSLATE_NOOP('Words', 'Listed')]\n", encoding="utf-8")
    user = tmp_path / "window.py"
    user.write_text(
        "from .words import tr\n"
        "class Window:\n"
        "    def build(self):\n"
        "        self.tr('Title')\n"
        "        self.tr('Open', 'menu')\n"
        "        tr('Helped')\n"
        "        QCoreApplication.translate('Other', 'Direct')\n"
        "        self.tr(name)\n", encoding="utf-8")
    keys, warnings = update_translations.collect([helpers, user])
    assert keys == [("Words", "Listed", ""), ("Window", "Title", ""),
                    ("Window", "Open", "menu"), ("Words", "Helped", ""),
                    ("Other", "Direct", "")]
    assert len(warnings) == 1 and "window.py:8" in warnings[0]


@pytest.mark.parametrize("prune", [False, True])
def test_translations_of_vanished_strings_are_kept_unless_pruned(tmp_path: Path,
                                                                 prune: bool) -> None:
    ts_file = tmp_path / "t.ts"
    keys = [("Ctx", "New", ""), ("Ctx", "Kept", "menu")]
    done = {("Ctx", "Kept", "menu"): "Tenuto", ("Old", "Gone", ""): "Andato"}
    update_translations.write_catalogue(ts_file, keys, done, prune)
    expected = dict(done) if not prune else {("Ctx", "Kept", "menu"): "Tenuto"}
    assert update_translations.read_catalogue(ts_file) == expected
    text = ts_file.read_text(encoding="utf-8")
    assert text.count('type="unfinished"') == 1
    assert text.count('type="vanished"') == (0 if prune else 1)


def test_italian_translates_and_english_switches_back(qapp: QApplication) -> None:
    def shown() -> str:
        return QCoreApplication.translate("NewMatchDialog", "New match")

    try:
        assert install_translator(qapp, "it") == "it"
        assert shown() == "Nuova partita"
        # Strings of module helpers (texts.tr, rules_text._t) under their own contexts.
        assert QCoreApplication.translate("Texts", "Your turn") == "Tocca a te"
        assert QCoreApplication.translate("RulesText", "The cards") == "Le carte"
        assert install_translator(qapp, "it") == "it"  # installing twice replaces
        assert shown() == "Nuova partita"
        assert install_translator(qapp, "en") == "en"
        assert shown() == "New match"
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "system", "expected"), [
    ("it", QLocale.c(), "02/12/26 04:43"),  # LANG=C.UTF-8 once gave "2 12 2026 04:43"
    ("it", QLocale("de_DE"), "02/12/26 04:43"),  # Italian stays Italian
    ("en", QLocale.c(), "2026-12-02 04:43"),  # no US 12/2/26, 12 February to a European
    ("en", QLocale("it_IT"), "2026-12-02 04:43"),  # the interface's language wins
    ("en", QLocale("en_GB"), "02/12/2026 04:43"),  # its own country's way, if it speaks it
    ("en", QLocale("en_US"), "12/2/26 4:43\u202fAM"),
])
def test_dates_read_in_the_interface_s_language_whatever_the_system_locale(
        qapp: QApplication, language: str, system: QLocale, expected: str) -> None:
    when = datetime(2026, 12, 2, 4, 43).astimezone()  # local time, as the history shows
    try:
        assert install_translator(qapp, language, system) == language
        assert date_text(when) == expected
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "day", "hour"), [
    ("en", "2026-03-04", "16:00"), ("it", "04/03/26", "16:00")])
def test_the_standings_chart_s_dates_under_a_c_locale(
        qapp: QApplication, language: str, day: str, hour: str) -> None:
    def at(hour: int) -> float:
        return datetime(2026, 3, 4, hour).astimezone().timestamp()
    try:
        install_translator(qapp, language, QLocale.c())
        axis = time_axis(at(17) + 600, at(20))
        assert (axis.day, axis.ticks[0][1]) == (day, hour)
        assert date_ticks(at(17), at(17) + 86400.0 * 2, 2)[-1][1] == (
            "2026-03-06" if language == "en" else "06/03/26")
    finally:
        install_translator(qapp, "en")


def test_qt_own_italian_texts_come_along(qapp: QApplication) -> None:
    try:
        install_translator(qapp, "it")
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Annulla"
    finally:
        install_translator(qapp, "en")


def test_undo_and_cancel_are_never_the_same_italian_word(qapp: QApplication) -> None:
    """Italian "Annulla" is Cancel in every dialog: the Undo button and menu say
    "Annulla mossa"."""
    try:
        install_translator(qapp, "it")
        cancel = QCoreApplication.translate("QPlatformTheme", "Cancel")
        undo = QCoreApplication.translate("ControlBar", "Undo")
        menu = QCoreApplication.translate("WindowMenus", "&Undo").replace("&", "")
        assert undo == menu == "Annulla mossa" and cancel not in (undo, menu)
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("setting", "locale", "expected"), [
    ("system", "it_IT", "it"), ("system", "it_CH", "it"), ("system", "en_GB", "en"),
    ("system", "de_DE", "en"), ("it", "en_US", "it"), ("en", "it_IT", "en"),
])
def test_resolve_language(setting: str, locale: str, expected: str) -> None:
    assert resolve_language(setting, QLocale(locale)) == expected


def test_unknown_language_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown language 'fr'"):
        resolve_language("fr")


@pytest.mark.parametrize("language", ["en", "it"])
def test_auto_declare_has_one_name_everywhere(qtbot: QtBot, qapp: QApplication,
                                              language: str) -> None:
    """The Settings menu, the New match dialog and the rules name the auto-declare
    preference alike ("Accuso automatico" in the menu was "Accusa per me
    automaticamente" in the dialog)."""
    try:
        install_translator(qapp, language)
        dialog = NewMatchDialog()
        qtbot.addWidget(dialog)
        name = dialog.auto_declare.text().replace("&", "")  # each with its own Alt-letter
        window = QMainWindow()
        qtbot.addWidget(window)
        def nothing(*_: object) -> None:
            return None
        menus = WindowMenus(window, MenuSlots(*[nothing] * 14), ())
        menus.retranslate()
        assert menus.auto_declare_action.text().replace("&", "") == name
        rules = QCoreApplication.translate(
            "RulesText", "\u201cDeclare for me automatically\u201d is off: remember to "
            "declare yourself. The bots always declare.")
        assert name in rules
    finally:
        install_translator(qapp, "en")


def test_italian_says_presa_for_a_trick() -> None:
    """The interface calls a trick "presa": no Italian text says "mano" for one (the
    first-lead prompt said "niente segnali alla prima mano"); "mano" stays the hand, and
    "di mano" the leader."""
    trick = re.compile(r"\btricks?\b", re.IGNORECASE)
    mano_as_trick = re.compile(r"\bmani\b|\b(prima|una|ogni|ultima|successiva) mano\b"
                               r"|\bmano successiva\b")
    wrong = [(context, text) for context, source, text in current_translations()
             if mano_as_trick.search(text) or (
                 trick.search(source) and not re.search(r"\bpres[ae]\b|\bdi mano\b", text, re.I))]
    assert not wrong


def current_translations() -> Iterator[tuple[str, str, str]]:
    """(context, source, translation) of each Italian message still in the code (the
    vanished ones left out)."""
    for context, message in messages():
        translation = message.find("translation")
        assert translation is not None
        if translation.get("type") != "vanished":
            yield context, message.findtext("source", ""), "".join(translation.itertext())


def test_italian_calls_a_preset_by_its_label_s_word() -> None:
    """The New-match dialog's "Preset" is "Regolamento" in Italian: no Italian text
    says "preset", an English word an Italian player would not expect (the dialog's
    help line said "Il preset imposta queste opzioni" under the label "Regolamento")."""
    wrong = [(context, text) for context, _, text in current_translations()
             if re.search(r"\bpreset\b", text, re.IGNORECASE)]
    assert not wrong
