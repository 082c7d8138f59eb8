"""The interface language: English source strings, an Italian catalogue (and an English
one for the plural forms).

Every user-visible string in ``tressette_gui/ui`` is written in English inside
``self.tr()`` or ``QCoreApplication.translate()``; ``scripts/update_translations.py``
collects them into ``tressette_gui/i18n/tressette_it.ts`` and compiles
``tressette_it.qm``, which ships in the package. Game terms (napola, busso, cappotto,
terzi...) stay Italian in both languages.

Switching at run time: :func:`install_translator` may be called again with another
language; it replaces the translators it installed before, and Qt then sends a
``QEvent.LanguageChange`` to every widget. A window shows the new language at once only if
it re-sets its texts in ``changeEvent`` on that event; others show it when next opened
(dialogs) or after a restart (the main window, until it handles the event).
"""

from __future__ import annotations

import functools
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QDate,
    QDateTime,
    QLibraryInfo,
    QLocale,
    QTime,
    QTranslator,
)

#: The language setting's values: "system" follows the locale.
LANGUAGES: tuple[str, ...] = ("system", "it", "en")
#: The language the source strings are written in.
SOURCE_LANGUAGE = "en"
#: objectName of the translators this module installs (to find and replace them).
_TRANSLATOR_NAME = "tressette-translator"
#: English for a system whose locale is no English one (C, POSIX, another language):
#: English (world) numbers, and dates in ISO 8601 form (:func:`date_string`), which
#: nobody misreads (the US 12/2/26 is 12 February to a European).
NEUTRAL_ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.World)
#: :func:`date_string`'s formats under :data:`NEUTRAL_ENGLISH`.
_ISO_FORMATS = {QDate: "yyyy-MM-dd", QTime: "HH:mm", QDateTime: "yyyy-MM-dd HH:mm"}


def translations_dir() -> Path:
    """The folder of the compiled catalogues (``tressette_gui/i18n``; inside the frozen app
    the same relative place, where the PyInstaller spec copies them)."""
    return Path(__file__).resolve().parents[2] / "i18n"


def resolve_language(language: str, locale: QLocale | None = None) -> str:
    """The language to show, "it" or "en", for the setting ``language`` (a value of
    :data:`LANGUAGES`). "system" gives "it" when ``locale`` (default ``QLocale.system()``)
    is Italian, else "en". Raises ValueError naming an unknown setting."""
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r}: expected one of "
                         + ", ".join(LANGUAGES))
    if language != "system":
        return language
    locale = QLocale.system() if locale is None else locale
    return "it" if locale.language() == QLocale.Language.Italian else SOURCE_LANGUAGE


def interface_locale(language: str, system: QLocale | None = None) -> QLocale:
    """The locale dates and numbers are written in for the interface language
    ``language`` ("it" or "en"): the ``system`` locale (default ``QLocale.system()``)
    when it speaks that language (its country's conventions: en_GB writes 02/12/2026),
    else it_IT for Italian, :data:`NEUTRAL_ENGLISH` for English. So a C or POSIX locale
    (``LANG=C.UTF-8``, whose short date reads "2 12 2026") or a third language never
    writes the dates of the interface, and English then writes no US dates."""
    system = QLocale.system() if system is None else system
    wanted = QLocale.Language.Italian if language == "it" else QLocale.Language.English
    if system.language() == wanted:
        return system
    return QLocale(wanted) if language == "it" else NEUTRAL_ENGLISH


def date_string(value: QDate | QTime | QDateTime) -> str:
    """A date, a time of day or both in the short format of the default locale (the
    interface's, :func:`interface_locale`), in ISO 8601 form under
    :data:`NEUTRAL_ENGLISH`: "2026-12-02", "04:43", "2026-12-02 04:43"."""
    locale = QLocale()
    if locale != NEUTRAL_ENGLISH:
        return locale.toString(value, QLocale.FormatType.ShortFormat)
    return locale.toString(value, _ISO_FORMATS[type(value)])


@functools.cache
def _catalogues() -> tuple[QTranslator, ...]:
    """Our catalogues of every language but the source one, loaded once (those that
    load)."""
    loaded = []
    for language in LANGUAGES:
        if language not in ("system", SOURCE_LANGUAGE):
            translator = QTranslator()
            if translator.load(str(translations_dir() / f"tressette_{language}.qm")):
                loaded.append(translator)
    return tuple(loaded)


def every_translation(context: str, source: str) -> frozenset[str]:
    """``source`` and its translation in each catalogue the app ships, whatever language
    is installed now (e.g. to know a default name written in another language)."""
    found = {source}
    found.update(t for t in (c.translate(context, source) for c in _catalogues()) if t)
    return frozenset(found)


def install_translator(app: QCoreApplication, language: str,
                       locale: QLocale | None = None) -> str:
    """Show the interface of ``app`` in ``language`` ("system", "it" or "en"; see
    :func:`resolve_language` for ``locale``) and return the language now used.

    Makes :func:`interface_locale` of that language (``locale`` as the system's) the
    default ``QLocale``, which writes the interface's dates and numbers. Removes the
    translators a previous call installed, then installs our catalogue
    ``tressette_<language>.qm``: for English the plural forms only ("1 deal", "2
    deals"), for Italian every string, with Qt's own ``qtbase_it.qm`` (standard buttons
    such as Cancel) when Qt ships it. Returns "en" when the Italian catalogue is missing or
    cannot be loaded (a broken install), so the caller can tell the user. Raises
    ValueError for an unknown ``language``.
    """
    wanted = resolve_language(language, locale)
    for old in app.findChildren(QTranslator, _TRANSLATOR_NAME):
        app.removeTranslator(old)
        old.setParent(None)  # Python owns it now and frees it
    ours = QTranslator()
    if not ours.load(str(translations_dir() / f"tressette_{wanted}.qm")):
        QLocale.setDefault(interface_locale(SOURCE_LANGUAGE, locale))
        return SOURCE_LANGUAGE
    QLocale.setDefault(interface_locale(wanted, locale))
    qt_own = QTranslator()
    qt_path = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    # Installed last is searched first: ours, then Qt's own for its standard texts.
    for translator in (qt_own, ours):
        if translator is ours or (wanted != SOURCE_LANGUAGE
                                  and translator.load(f"qtbase_{wanted}", qt_path)):
            translator.setObjectName(_TRANSLATOR_NAME)
            translator.setParent(app)
            app.installTranslator(translator)
    return wanted
