"""The rules presets' names as the player reads them, in the language installed
(context "Presets"). The engine names each preset in Italian (``engine.PRESETS``, the
key the history stores); in English what is not a game term is translated, and the
declarations (R5) are "declarations", as everywhere in the English interface
("Spizzichino 51 con buongioco" is "Spizzichino to 51 with declarations"; its
description names buongioco once, as the Italian word); game terms stay Italian (a
mazzetti; R1-R10 glossary in ``docs/rules.md``). In Italian the name is the engine's,
but for "Classico a posta", shown as "Classico con la posta" ("a posta" reads like
"apposta", on purpose).

Each preset also has a one-line description of what sets it apart (R3-R9), for the New
match dialog's preset list."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Each preset of ``engine.PRESETS`` by its engine name: its English name (the
#: Italian catalogue gives the engine's name back).
_NAMES: dict[str, object] = {
    "Tressette 21": QT_TRANSLATE_NOOP("Presets", "Tressette to 21"),
    "Tressette a 3 smazzate": QT_TRANSLATE_NOOP("Presets", "Tressette, 3 deals"),
    "Classico a posta": QT_TRANSLATE_NOOP("Presets", "Classic, with a stake"),
    "Spizzichino 51 con buongioco": QT_TRANSLATE_NOOP(
        "Presets", "Spizzichino to 51 with declarations"),
    "Spizzichino 31 senza buongioco": QT_TRANSLATE_NOOP(
        "Presets", "Spizzichino to 31 without declarations"),
    "Spizzichino a mazzetti 51": QT_TRANSLATE_NOOP("Presets", "Spizzichino a mazzetti to 51"),
}

#: Each preset of ``engine.PRESETS`` by its engine name: a line saying what sets it apart.
_NOTES: dict[str, object] = {
    "Tressette 21": QT_TRANSLATE_NOOP(
        "Presets", "The first pair to reach 21 points wins; declarations and signals on."),
    "Tressette a 3 smazzate": QT_TRANSLATE_NOOP(
        "Presets", "Three deals, then the pair with more points wins; a tie goes to a spareggio."),
    "Classico a posta": QT_TRANSLATE_NOOP(
        "Presets", "To 21 points, cards dealt five at a time; a cappotto or stramazzo wins "
                   "the match at once, at a stake of 2 to 8."),
    "Spizzichino 51 con buongioco": QT_TRANSLATE_NOOP(
        "Presets", "Two players drawing from the stock after each trick, to 51 points; "
                   "declarations (buongioco) score."),
    "Spizzichino 31 senza buongioco": QT_TRANSLATE_NOOP(
        "Presets", "Two players drawing from the stock after each trick, to 31 points; "
                   "no declarations."),
    "Spizzichino a mazzetti 51": QT_TRANSLATE_NOOP(
        "Presets", "Two players, each with a hand and two piles (mazzetti) on the table, "
                   "to 51 points."),
}


def preset_description(name: str) -> str:
    """What sets the preset ``name`` (an ``engine.PRESETS`` key) apart, one line in the
    language installed; "" for a name not known (a preset of another version)."""
    source = _NOTES.get(name)
    if source is None:
        return ""
    return QCoreApplication.translate("Presets", str(source))  # i18n: marked above


def preset_name(name: str) -> str:
    """The preset ``name`` (an ``engine.PRESETS`` key) in the language installed; a name
    not known (a preset of another version, read from the history) as it is."""
    source = _NAMES.get(name)
    if source is None:
        return name
    return QCoreApplication.translate("Presets", str(source))  # i18n: marked above
