"""The History window (issue 15): the list of stored matches (:class:`HistoryModel`),
filtered by player, game, opponent level and result, sorted by a click on a column;
a match opens in the replay viewer, is exported as a game record, and record files
are imported into the history (a malformed one is refused with the replay tool's
message, and nothing of it is stored).
"""

from __future__ import annotations

import sqlite3
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QModelIndex, QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...bots import LEVELS
from ...engine import VARIANTS
from ...history import History, HistoryFilter, Outcome, UnfinishedMatchError
from ...records import RecordError, read_json
from ..language.history_words import outcome_text
from ..language.levels import level_name
from ..language.rules_text import game_title
from .history_model import DATE, GAME, OPPONENTS, RESULT, SORT_KEYS, HistoryModel
from .sizing import fit_size
from .sort_header import SortHeader

#: What the record files are called in the file dialogs.
RECORD_FILTER = "*.json"


class HistoryDialog(QDialog):
    """The History window over ``history``; ``player_id``: whose matches it shows first
    (None: every match, seen from seat 0).

    Public widgets: ``players``, ``games``, ``levels`` and ``results`` (the filters,
    combo boxes whose data are a profile id, a variant, a level id and an
    :class:`Outcome`, None for "all"; the players: the profiles that played a stored
    match, and ``player_id``'s), ``table`` (the view of :attr:`model`), ``count``
    (a label), ``replay_button``, ``export_button`` and ``import_button``.
    A database that fails once the window is open leaves the list as it is, the
    filters and order back to it, the problem told in ``count``.
    ``replayRequested(int)``: the player asked to replay that match (the dialog then
    closes; :meth:`restore` shows the list as it was when the replay closes).
    :attr:`message` is the last import or export report shown.
    """

    replayRequested = Signal(int)

    def __init__(self, history: History, player_id: int | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Match history"))
        self._history = history
        self.message = ""
        self.players = QComboBox(self)
        for profile in history.profiles.played(also=player_id):
            self.players.addItem(profile.name, profile.id)
        self.players.addItem(self.tr("Every match"), None)
        self.players.setCurrentIndex(max(self.players.findData(player_id), 0))
        self.games = self._filter([(game_title(v), v) for v in VARIANTS], self.tr("All games"))
        self.levels = self._filter([(level_name(level), level) for level in LEVELS],
                                   self.tr("Any opponent"))
        self.results = self._filter([(outcome_text(o), o) for o in Outcome],
                                    self.tr("Any result"))
        filters = QHBoxLayout()
        for label, combo in ((self.tr("&Player:"), self.players),
                             (self.tr("&Game:"), self.games),
                             (self.tr("&Opponent:"), self.levels),
                             (self.tr("&Result:"), self.results)):
            caption = QLabel(label, self)
            caption.setBuddy(combo)
            filters.addWidget(caption)
            filters.addWidget(combo, 1)
            combo.currentIndexChanged.connect(self._refilter)

        self.model = HistoryModel(history.browser, self._chosen_view(), self)
        self.model.fetchMore()  # the first page, to size the columns
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        header = SortHeader(self.table)  # ▼ over the newest match on top
        self.table.setHorizontalHeader(header)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(OPPONENTS, QHeaderView.ResizeMode.Stretch)
        header.setSectionsClickable(True)
        header.setSortIndicator(DATE, Qt.SortOrder.DescendingOrder)
        header.setSortIndicatorShown(True)
        header.sectionClicked.connect(self._sort_clicked)
        self.table.activated.connect(self._open)  # double click or Enter
        self.count = QLabel(self)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.replay_button = QPushButton(self.tr("&Replay"), self)
        self.export_button = QPushButton(self.tr("&Export\u2026"), self)
        self.import_button = QPushButton(self.tr("&Import\u2026"), self)
        for button in (self.replay_button, self.export_button):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.import_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.replay_button.clicked.connect(lambda: self._open(self.table.currentIndex()))
        self.export_button.clicked.connect(self._ask_export)
        self.import_button.clicked.connect(self._ask_import)
        self.table.selectionModel().currentRowChanged.connect(lambda *_: self._enable())
        self.model.modelReset.connect(self._counted)
        self.model.unreadable.connect(self._unreadable)

        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.count)
        layout.addWidget(buttons)
        self._counted()
        self._fit_columns()
        fit_size(self, 1100, 700)

    def _filter(self, items: list[tuple[str, object]], everything: str) -> QComboBox:
        combo = QComboBox(self)
        combo.addItem(everything, None)
        for text, data in items:
            combo.addItem(text, data)
        return combo

    def _fit_columns(self) -> None:
        """Columns as wide as their title and their longest text among the rows read
        (the first page), the opponents' taking the rest."""
        header, metrics = self.table.horizontalHeader(), self.table.fontMetrics()
        for column in range(self.model.columnCount()):
            if column == OPPONENTS:
                continue
            texts = [str(self.model.headerData(column, Qt.Orientation.Horizontal))]
            texts += [self.model.index(row, column).data()
                      for row in range(self.model.rowCount())]
            header.resizeSection(column, max(metrics.horizontalAdvance(t) for t in texts) + 24)

    # ------------------------------------------------------------ the list
    def restore(self, view: HistoryFilter, match_id: int) -> None:
        """Show the list as ``view`` (the :attr:`model`'s view of an earlier History
        window: its filters and order), with ``match_id``'s row current (pages are read
        down to it) when the view holds it: the player comes back from its replay. The
        filters are set quietly and the list read once (one model reset), not once per
        filter changed. A database that cannot be read leaves the first list shown,
        its problem told under it."""
        self._show_choices(view)
        if not self.model.set_view(replace(self._chosen_view(), sort=view.sort,
                                           descending=view.descending)):
            self._show_choices(self.model.view)
        row = 0
        while row < self.model.rowCount() or self.model.canFetchMore():
            if row == self.model.rowCount():
                self.model.fetchMore()
            elif self.model.match_row(row).match_id == match_id:
                break
            else:
                row += 1
        if row < self.model.rowCount():
            self.table.selectRow(row)
            self.table.scrollTo(self.model.index(row, 0))

    def _show_choices(self, view: HistoryFilter) -> None:
        """Set the filters and the sort indicator to ``view``'s, quietly."""
        for combo, value in ((self.players, view.player_id), (self.games, view.game),
                             (self.levels, view.opponent_level),
                             (self.results, view.outcome)):
            with QSignalBlocker(combo):
                combo.setCurrentIndex(next(
                    (i for i in range(combo.count()) if combo.itemData(i) == value), 0))
        column = next(c for c, key in SORT_KEYS.items() if key is view.sort)
        order = Qt.SortOrder.DescendingOrder if view.descending else Qt.SortOrder.AscendingOrder
        self.table.horizontalHeader().setSortIndicator(column, order)

    def _chosen_view(self) -> HistoryFilter:
        return HistoryFilter(player_id=self.players.currentData(),
                             game=self.games.currentData(),
                             opponent_level=self.levels.currentData(),
                             outcome=self.results.currentData())

    def _refilter(self) -> None:
        """Show the filters chosen; when the database cannot be read, the filters go
        back to the list still shown."""
        view = self.model.view
        if not self.model.set_view(replace(self._chosen_view(), sort=view.sort,
                                           descending=view.descending)):
            self._show_choices(view)

    def _sort_clicked(self, column: int) -> None:
        """A click on a column's title sorts by it, the game and the result A to Z, the
        others highest first; a second click turns the order. The opponents' column does
        not sort. The indicator then shows the order of the list (the earlier one when
        the database cannot be read)."""
        view = self.model.view
        current = next(c for c, key in SORT_KEYS.items() if key is view.sort)
        if column not in SORT_KEYS:  # the header moved its indicator: put it back
            column, descending = current, view.descending
        elif column == current:
            descending = not view.descending
        else:
            descending = column not in (GAME, RESULT)
        order = Qt.SortOrder.DescendingOrder if descending else Qt.SortOrder.AscendingOrder
        self.model.sort(column, order)
        self._show_choices(self.model.view)

    def _counted(self) -> None:
        if self.model.problem is not None:  # the first page could not be read
            self._unreadable(self.model.problem)
        else:
            self.count.setText(self.tr("Matches: %1").replace("%1", str(self.model.total)))
        self._enable()

    def _unreadable(self, problem: str) -> None:
        """The list could not be read further: told where the count is."""
        self.count.setText(self.tr("The match history cannot be read: %1").replace(
            "%1", problem))

    def _enable(self) -> None:
        chosen = self.table.currentIndex().isValid()
        self.replay_button.setEnabled(chosen)
        self.export_button.setEnabled(chosen)

    def _chosen_match(self) -> int | None:
        index = self.table.currentIndex()
        return self.model.match_row(index.row()).match_id if index.isValid() else None

    def _open(self, index: QModelIndex) -> None:
        if index.isValid():
            self.replayRequested.emit(self.model.match_row(index.row()).match_id)
            self.accept()

    # ----------------------------------------------------- export and import
    def _ask_export(self) -> None:
        match_id = self._chosen_match()
        if match_id is None:
            return
        dialog = QFileDialog(self, self.tr("Export the match"), f"match-{match_id}.json",
                             RECORD_FILTER)
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.export(match_id, Path(path)))
        dialog.open()

    def export(self, match_id: int, path: Path) -> bool:
        """Write stored match ``match_id`` as a game record at ``path`` (atomically);
        the outcome is shown in a message box (:attr:`message`). True when written."""
        try:
            self._history.matches.export(match_id, path)
        except (OSError, RecordError, LookupError, sqlite3.Error) as exc:
            self._report(QMessageBox.Icon.Warning, self.tr(
                "The match could not be exported: %1").replace("%1", str(exc)))
            return False
        self._report(QMessageBox.Icon.Information, self.tr(
            "Match %1 was exported to %2").replace("%1", str(match_id)).replace(
            "%2", str(path)))
        return True

    def _ask_import(self) -> None:
        dialog = QFileDialog(self, self.tr("Import game records"), "", RECORD_FILTER)
        dialog.setFileMode(QFileDialog.FileMode.ExistingFiles)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.filesSelected.connect(lambda paths: self.import_files([Path(p) for p in paths]))
        dialog.open()

    def import_files(self, paths: list[Path]) -> int:
        """Store each record file of ``paths`` in the history, each whole or not at all:
        a file that cannot be read, a malformed or illegal record (the replay tool's
        message), an unfinished match or a database that cannot be written is refused.
        The list then shows the new matches; a message box reports each file
        (:attr:`message`). Returns how many files were refused."""
        lines, refused = [], 0
        for path in paths:
            try:
                imported = self._history.matches.import_record(read_json(path))
            except OSError as exc:
                lines.append(f"{path.name}: {exc.strerror or exc}")
            except (RecordError, UnfinishedMatchError, MemoryError, sqlite3.Error) as exc:
                lines.append(f"{path.name}: {exc}")
            else:
                done = self.tr("stored as match %1") if imported.new else self.tr(
                    "already stored as match %1")
                lines.append(f"{path.name}: " + done.replace("%1", str(imported.match_id)))
                continue
            refused += 1
        self._refilter()
        self._report(QMessageBox.Icon.Warning if refused else QMessageBox.Icon.Information,
                     "\n".join(lines))
        return refused

    def _report(self, icon: QMessageBox.Icon, text: str) -> None:
        self.message = text
        box = QMessageBox(icon, self.tr("Match history"), text, QMessageBox.StandardButton.Ok,
                          self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
