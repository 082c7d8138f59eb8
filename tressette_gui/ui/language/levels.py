"""The bots' names for the player: each level's name (translated: "Esperto" in the
Italian interface, "Expert" in the English one) and the fixed name a bot of that level
has at the table (issue 15)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...bots import LEVELS

#: The levels' names by level id (``bots.LEVELS``), marked for the translation scanner
#: (context "Levels"; English sources, the Italian catalogue gives ``bots.LEVELS``' labels).
_LEVEL_NAMES: dict[str, object] = {
    "principiante": QT_TRANSLATE_NOOP("Levels", "Beginner"),
    "intermedio": QT_TRANSLATE_NOOP("Levels", "Intermediate"),
    "esperto": QT_TRANSLATE_NOOP("Levels", "Expert"),
    "campione": QT_TRANSLATE_NOOP("Levels", "Champion"),
}
#: What each level does, by level id, for the New match dialog's level lists (context
#: "Levels"): how it plays and what it does with the signals of four-player Tressette (R8),
#: as the bots do it (``bots.principiante`` never signals and never reads one;
#: ``bots.intermedio`` signals, answers a busso and reads striscio and volo; the search
#: levels signal as Intermedio and place the unseen cards consistently with every signal).
_LEVEL_NOTES: dict[str, object] = {
    "principiante": QT_TRANSLATE_NOOP(
        "Levels", "Plays simply, now and then carelessly. Never signals and ignores "
                  "signals: a busso from you gets no answer."),
    "intermedio": QT_TRANSLATE_NOOP(
        "Levels", "Counts every card and plays by the game's rules of thumb. Signals, "
                  "answers your busso (takes with the Tre and leads the suit back) and reads "
                  "striscio and volo when choosing a suit to lead."),
    "esperto": QT_TRANSLATE_NOOP(
        "Levels", "Tries many possible deals of the unseen cards and plays the card that "
                  "scores best. Signals like Intermediate, and takes every signal as a fact "
                  "about the hidden hands."),
    "campione": QT_TRANSLATE_NOOP(
        "Levels", "Like Expert, and also reads what the other players' cards suggest, "
                  "counts the ending out sooner and plays for the match score."),
}
#: What each level does in a two-player game (Spizzichino: no signals, R8), by level id
#: (context "Levels"), as the bots play it.
_LEVEL_NOTES_TWO: dict[str, object] = {
    "principiante": QT_TRANSLATE_NOOP("Levels", "Plays simply, now and then carelessly."),
    "intermedio": QT_TRANSLATE_NOOP(
        "Levels", "Counts every card and plays by the game's rules of thumb."),
    "esperto": QT_TRANSLATE_NOOP(
        "Levels", "Tries many possible deals of the unseen cards and plays the card that "
                  "scores best."),
    "campione": QT_TRANSLATE_NOOP(
        "Levels", "Like Expert; in a pesca it imagines each deal it tries played the way "
                  "Expert plays, in a mazzetti it counts the ending out sooner, and it plays "
                  "for the match score."),
}
#: The seats' compass names seen from the player at seat 0 (South), R2's turn order.
_SEATS: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("Levels", "South"), QT_TRANSLATE_NOOP("Levels", "East"),
    QT_TRANSLATE_NOOP("Levels", "North"), QT_TRANSLATE_NOOP("Levels", "West"),
)

#: The seats' bot levels, seat by seat: a level id (a key of ``bots.FACTORIES``) for a bot,
#: None for a person (``MatchSetup.levels``, a history row's levels).
SeatLevels = tuple[str | None, ...]


def _t(text: str) -> str:
    return QCoreApplication.translate("Levels", text)


def level_name(level: str) -> str:
    """The name of bot level ``level`` (a key of ``bots.FACTORIES``) in the language
    installed; a level without a translated name keeps its label of ``bots.LEVELS``, or
    its id."""
    text = _LEVEL_NAMES.get(level)
    if text is None:
        return LEVELS.get(level, level)
    return _t(str(text))  # i18n: marked above


def level_description(level: str, players: int = 4) -> str:
    """What bot level ``level`` (a key of ``bots.FACTORIES``) does in a game of
    ``players`` seats (2 or 4), in the language installed: with four, what it does with
    the signals too; with two, which have none, no word of them. "" for a level without
    a description (the arena's)."""
    text = (_LEVEL_NOTES if players == 4 else _LEVEL_NOTES_TWO).get(level)
    return "" if text is None else _t(str(text))  # i18n: marked above


def compass_name(seat: int) -> str:
    """The compass point of ``seat`` (0 South, 1 East, 2 North, 3 West: R2's turn order
    seen from the player at seat 0) in the language installed."""
    return _t(str(_SEATS[seat]))  # i18n: marked above


def bot_name(level: str, seat: int, players: int) -> str:
    """The fixed name of a bot of ``level`` at ``seat`` of a ``players``-seat match: the
    level's name with two players ("Expert"); with four, the seat's compass point too, so
    three bots of one level stay apart ("Expert (East)"). At most 20 characters in both
    languages (the app's name rule)."""
    if players == 2:
        return level_name(level)
    return _t("{level} ({seat})").format(level=level_name(level), seat=compass_name(seat))


def bot_side_name(level: str, seats: tuple[int, int], *, stacked: bool = False) -> str:
    """The short name of a four-seat side whose two players are bots of ``level`` (a key
    of ``bots.FACTORIES``) at ``seats``, in the language installed: the compass points,
    then the level once, "East & West (Beginner)", since the seats already say which bot
    is which ("Est & Ovest (Principiante)"); ``stacked``: the level on a line of its own,
    for a narrow column. The caller decides from the seats' levels that the side is one
    of bots of one level (``texts.side_label``), never from their names."""
    words = level_name(level)
    text = _t("{first} & {second} ({level})").format(
        first=compass_name(seats[0]), second=compass_name(seats[1]), level=words)
    return text.replace(f" ({words})", f"\n({words})") if stacked else text
