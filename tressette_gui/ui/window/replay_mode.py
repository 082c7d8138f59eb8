"""The replay viewer in the main window (issue 15): a stored match opened from the
History window is shown on the real table with every hand face up, stepped through
with the :class:`~.replay_bar.ReplayBar` (or the arrows, Home and End), with the log of
the deal so far, the running score and declarations, the score sheet and the last
trick. Closing it goes back to the match that was on the table (resumed where it was),
else to an empty table with its New match button; and to the window it was opened
from (the History window), when there is one.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QMessageBox

from ...records import RecordError
from ..dialogs.score_sheet import ScoreSheetModel
from ..language.seat_names import Who, table_seats, typed
from ..session.replay_timeline import moments

if TYPE_CHECKING:
    from .main_window import MainWindow


def shown_seats(names: tuple[str, ...], table: tuple[tuple[str, str | None], ...]
                ) -> tuple[Who, ...]:
    """Who sits at each seat of a stored match as the replay viewer names it: ``names``
    (the record's) with each bot by its fixed name, worded in the language installed
    when shown ("Expert (East)" even for a match played in Italian, and again after a
    language switch), from the history's ``table`` ((name, bot level or None) per seat);
    ``names`` as they are when ``table`` does not match them."""
    if len(table) != len(names):
        return typed(names)
    return table_seats(names, tuple(level for _, level in table))


class ReplayMode(QObject):
    """The replay viewer of ``window``: :meth:`start` opens a stored match, :meth:`close`
    leaves. ``match_id``: the match replayed, None when none is."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self._window = window
        self.match_id: int | None = None
        self._back: Callable[[], None] | None = None  # the window to go back to
        self._logged = -1  # the moment whose lines end the log
        player = window.controller.replay
        player.moved.connect(self._moved)
        player.shown.connect(self._shown)
        bar = window.replay_bar
        bar.stepRequested.connect(player.step)
        bar.endRequested.connect(lambda end: player.go_to(len(player.moments) - 1 if end else 0))
        bar.dealChosen.connect(lambda deal: player.go_to(player.deal_start(deal)))
        bar.trickChosen.connect(lambda trick: player.go_to(
            player.trick_start(player.moment.deal, trick)))
        bar.closeRequested.connect(self.close)

    def start(self, match_id: int, back: Callable[[], None] | None = None) -> None:
        """Open stored match ``match_id`` in the replay viewer; a match that no longer
        replays (or is gone, or the database cannot be read) is told in a message and
        nothing changes. ``back``: opens the window the replay was asked from again once
        :meth:`close` has set the table back (not when a match starts over the replay)."""
        window = self._window
        archive = window.history_flow.archive
        if archive is None or archive.history is None:
            return
        try:
            match = archive.history.matches.load(match_id)
            table = archive.history.browser.table(match_id)
        except (RecordError, LookupError, sqlite3.Error) as exc:
            window.host.ask(QMessageBox.Icon.Warning, self.tr("Replay"), self.tr(
                "Match %1 cannot be replayed: %2").replace("%1", str(match_id)).replace(
                "%2", str(exc)), [QMessageBox.StandardButton.Ok])
            return
        self.match_id = match_id
        self._back = back
        seats = shown_seats(match.names, table)
        window.host.close()
        window.controls.hide()
        window.scene.show_new_match(False)
        window.scene.show_prompt("")
        window.guide.line.hide()  # a guided deal's lesson is not the replay's
        window.menus.match_on(None)
        window.sheet_model = ScoreSheetModel(seats, window)
        window.score_panel.set_declarations(())
        bar = window.replay_bar
        bar.retranslate(match_id)
        window.entry.start_replay(match, moments(match, seats), seats)
        bar.set_deals(window.controller.replay.deals())
        bar.set_active(True)
        self._moved(0)
        window.view.setFocus()

    def close(self) -> None:
        """Leave the replay viewer: the match waiting on the table is resumed where it
        was (the guided first match still guided: never saved nor stored), its log
        anew; without one (or once it is over) the table is left empty with its New
        match button. Then the window the replay was opened from comes back, if any."""
        window = self._window
        controller = window.controller
        if not controller.replaying:
            return
        back = self._back
        self.leave()
        window.entry.end_replay()
        match, setup = controller.match, controller.setup
        if match is not None and setup is not None and match.result is None:
            window.log.clear()  # the replay's lines: the resumed match logs its own
            window.resume_match(match, setup, guided=window.guide.active)
        else:
            window.show_empty_table()
        window.view.setFocus()
        if back is not None:
            back()

    def leave(self) -> None:
        """Hide the replay's controls (the window starts or resumes a match): nothing
        to go back to."""
        self.match_id = None
        self._back = None
        self._window.replay_bar.set_active(False)
        self._window.controls.show()

    def _moved(self, index: int) -> None:
        """Moment ``index`` is being shown: the bar, the log of its deal so far and the
        score sheet follow at once."""
        window = self._window
        player = window.controller.replay
        moment = player.moments[index]
        window.replay_bar.show_position(index, len(player.moments), moment.deal,
                                        player.tricks(moment.deal), moment.trick)
        start = player.deal_start(moment.deal)
        if not start < index == self._logged + 1:  # not the next step of the deal: anew
            window.log.clear()
            self._logged = start - 1
        for earlier in player.moments[self._logged + 1:index + 1]:
            for line in earlier.lines:
                window.log.add_line(line)
        self._logged = index
        match = player.match
        if match is not None:
            for deal, declared in enumerate(match.deal_declarations[:moment.scored]):
                window.sheet_model.add_declarations(deal, declared)
            window.sheet_model.set_scores(match.deal_scores[:moment.scored])

    def _shown(self, index: int) -> None:
        """The table has arrived at moment ``index``: the score panel shows its score and
        the deal's declarations so far (R5, R7)."""
        window = self._window
        moment = window.controller.replay.moments[index]
        window.score_panel.set_declarations(moment.declarations)
        window.score_panel.show_state(moment.state, window.scene.names,
                                      window.scene.levels)
