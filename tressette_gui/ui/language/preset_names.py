"""The rules presets' names as the player reads them, in the language installed
(context "Presets"). The engine names each preset in Italian (``engine.PRESETS``, the
key the history stores); in English what is not a game term is translated
("Spizzichino 51 con buongioco" is "Spizzichino to 51 with buongioco"), game terms stay
Italian (buongioco, a mazzetti; R1-R10 glossary in ``docs/rules.md``)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

#: Each preset of ``engine.PRESETS`` by its engine name: its English name (the
#: Italian catalogue gives the engine's name back).
_NAMES: dict[str, object] = {
    "Tressette 21": QT_TRANSLATE_NOOP("Presets", "Tressette to 21"),
    "Tressette a 3 smazzate": QT_TRANSLATE_NOOP("Presets", "Tressette, 3 deals"),
    "Classico a posta": QT_TRANSLATE_NOOP("Presets", "Classic, with a stake"),
    "Spizzichino 51 con buongioco": QT_TRANSLATE_NOOP(
        "Presets", "Spizzichino to 51 with buongioco"),
    "Spizzichino 31 senza buongioco": QT_TRANSLATE_NOOP(
        "Presets", "Spizzichino to 31 without buongioco"),
    "Spizzichino a mazzetti 51": QT_TRANSLATE_NOOP("Presets", "Spizzichino a mazzetti to 51"),
}


def preset_name(name: str) -> str:
    """The preset ``name`` (an ``engine.PRESETS`` key) in the language installed; a name
    not known (a preset of another version, read from the history) as it is."""
    source = _NAMES.get(name)
    if source is None:
        return name
    return QCoreApplication.translate("Presets", str(source))  # i18n: marked above
