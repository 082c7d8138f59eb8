"""Autosave and resume: the running match, kept on disk after every action.

The file ``autosave.json`` in the per-user data folder holds the game record of the
match (the engine's JSON format, ``docs/record-format.md``) and the bot level of every
seat, so a resumed match knows who plays::

    {"format": "tressette-autosave", "version": 1,
     "levels": [null, "principiante", ...], "record": {...}}

Resuming replays the record through the engine, which gives back the same hands, stock,
piles, scores and turn (R3-R9). Every write is atomic (``safe_files.write_atomically``),
so killing the app at any moment leaves the previous save or the new one, never a torn
file. The save is read through the guarded path of ``user_files`` (a regular file, at
most 4 MiB, strict JSON) and checked field by field (``user_files.app_files``); a save
that cannot be read is moved aside as ``autosave.json.bad`` and reported with
:class:`AutosaveError`; the app then starts normally. A symlinked ``autosave.json`` stays
a link: the file it points to is written (``safe_files``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from PySide6.QtCore import QCoreApplication, QStandardPaths

from ...engine import Match, Phase
from ...records import to_record
from ...safe_files import move_aside, remove, remove_leftovers, write_atomically
from ...user_files.app_files import AUTOSAVE_FORMAT, AUTOSAVE_VERSION, read_autosave
from ...user_files.guarded import read_text
from ..language.euphony import euphonic
from ..language.rules_text import game_title
from ..language.seat_names import table_seats
from .match_setup import MatchSetup

#: The name of the save file in the folder.
FILE_NAME = "autosave.json"


class AutosaveError(Exception):
    """The save could not be read (and was moved aside) or could not be moved aside.

    ``reason`` (str, English) says what is wrong, e.g. ``not valid JSON: ... at line 1
    column 80`` or ``deal 1, action 7: must follow coppe: holds 5c``; ``moved_to`` is the
    path the bad file now has, or None when it could not be moved. The message (``str()``)
    is translated for the user and names both.
    """

    def __init__(self, reason: str, moved_to: Path | None) -> None:
        self.reason = reason
        self.moved_to = moved_to
        if moved_to is None:
            text = QCoreApplication.translate(
                "Autosave", "The saved match could not be resumed: {reason}.")
        else:
            text = QCoreApplication.translate(
                "Autosave", "The saved match could not be resumed: {reason}. The file was "
                "kept as {path}.")
        super().__init__(text.format(reason=reason, path=moved_to))


class Autosave:
    """The autosave file of one folder.

    ``folder``: where ``autosave.json`` lives; None for the per-user data folder
    (``QStandardPaths.AppDataLocation``, e.g. ``~/.local/share/Tressette/Tressette`` on
    Linux; it needs the application and organization names set, which ``app.main`` does).
    The folder is created on the first save.
    """

    def __init__(self, folder: Path | None = None) -> None:
        if folder is None:
            folder = Path(QStandardPaths.writableLocation(
                QStandardPaths.StandardLocation.AppDataLocation))
        self.path: Path = folder / FILE_NAME

    def save(self, match: Match, setup: MatchSetup) -> None:
        """Save ``match`` (finished or not) with the bot levels of ``setup``; call it after
        every applied action (play, signal, pick-up, declaration, redeal answer, piles).

        Atomic: a temporary file is written, synced and renamed over the old save. Raises
        ValueError when ``setup`` has another number of seats than ``match``, OSError when
        the folder cannot be written (the previous save is then left intact).
        """
        if len(setup.levels) != match.rules.players:
            raise ValueError(f"the set-up has {len(setup.levels)} seats, the match "
                             f"{match.rules.players}")
        data = {"format": AUTOSAVE_FORMAT, "version": AUTOSAVE_VERSION,
                "levels": list(setup.levels), "record": to_record(match)}
        write_atomically(self.path, json.dumps(data, ensure_ascii=False) + "\n")

    def load(self) -> tuple[Match, MatchSetup] | None:
        """The saved match, exactly where it was, and its set-up (rules and names from the
        record, the levels saved beside it, the record's seed; each bot shown by its level
        and seat, as the New match dialog named it and the history names it:
        ``language.seat_names.table_seats``); None when there is no save, or when the
        saved match is over (that save is then discarded).

        Also removes temporary files left by a save that was interrupted. Raises
        :class:`AutosaveError` when the folder cannot be read (nothing is moved; the
        saves of this run then fail and are told as any failed save), or when the save
        cannot be read (not a regular file, over the size limit, not UTF-8), is not valid
        JSON, is not an autosave of this version, has bad levels or holds a record that
        does not replay (wrong version, bad name, illegal action...): the file is first
        moved aside.
        """
        try:
            remove_leftovers(self.path)
        except OSError as exc:  # the folder cannot be listed: nothing can be resumed
            raise AutosaveError(f"the folder {self.path.parent} cannot be read: "
                                f"{exc.strerror or exc}", None) from exc
        try:
            text = read_text(self.path)
        except FileNotFoundError:
            return None
        except OSError as exc:
            self._reject(f"the file cannot be read: {exc.strerror or exc}")
        except ValueError as exc:  # not a regular file, too large, not UTF-8
            self._reject(f"the file cannot be read: {exc}")
        try:
            match, levels = read_autosave(text)
            setup = MatchSetup(match.rules, match.names, levels, match.seed,
                               who=table_seats(match.names, levels))
        except ValueError as exc:
            self._reject(str(exc))
        if match.result is not None:
            self.discard()
            return None
        return match, setup

    def _reject(self, reason: str) -> NoReturn:
        try:
            moved: Path | None = move_aside(self.path)
        except OSError:
            moved = None
        raise AutosaveError(reason, moved)

    def discard(self) -> None:
        """Delete the save (after the match ended, or when the user declines to resume).
        Raises OSError when it exists and cannot be deleted. A symlinked save keeps its
        link (the file it points to is deleted)."""
        remove(self.path)


def resume_question(match: Match, names: Sequence[str] = ()) -> tuple[str, str]:
    """The title and text of the start-up question about a saved, unfinished ``match``
    (translated): which game, which deal and the score, where the deal stands (the trick
    of the deal's tricks and whose turn, named by ``names``, the seats' names as the
    table shows them, else the match's), and what each answer does."""
    title = QCoreApplication.translate("Autosave", "Resume the match?")
    text = QCoreApplication.translate(
        "Autosave", "An unfinished match of {game} was saved: deal {deal}, score {a}-{b}: "
        "{where}. Resume it where it was? If not, it is discarded.").format(
        game=game_title(match.rules.variant), deal=match.observe(0).deal_number,
        a=match.scores[0], b=match.scores[1], where=deal_stands(match, names or match.names))
    return title, text


def deal_stands(match: Match, names: Sequence[str]) -> str:
    """Where the running deal of the unfinished ``match`` stands, translated: "trick 4 of
    10, Ada to play" (or the piles being chosen, a new deal that may be asked for),
    ``names`` naming the seat to act."""
    obs, tricks = match.observe(0), match.rules.tricks_per_deal
    seat = match.seat_to_act()
    name = names[seat] if seat is not None else ""
    if obs.phase is Phase.CHOOSE_PILES:
        return euphonic(QCoreApplication.translate(
            "Autosave", "choosing the piles, {name}'s turn"), "{name}", name).format(name=name)
    if obs.phase is Phase.REDEAL:
        return QCoreApplication.translate(
            "Autosave", "before the first lead, {name} may ask for a new deal"
        ).format(name=name)
    return euphonic(QCoreApplication.translate(
        "Autosave", "trick {trick} of {tricks}, {name} to play"), "{name}", name).format(
            trick=min(obs.trick_number + 1, tricks), tricks=tricks, name=name)
