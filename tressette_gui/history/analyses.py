"""The analyses of stored matches: every decision of a seat reviewed once, kept in the
history database, resumed when stopped (issue 16).

:meth:`Analyses.run` analyses a stored match for some seats on the search's worker
processes (:func:`tressette_gui.analysis.runner.analyse`): each decision reviewed is
stored at once, in its own transaction, so a stopped analysis (the app closed,
``cancel`` set) resumes where it was, and one that finished is never run again. The
typed results are :class:`~tressette_gui.analysis.MatchReview` and
:class:`~tressette_gui.analysis.DecisionReview`. A stored review that no longer reads
back (a damaged row) is left out and reviewed again. A stored review is read with its
choices' reasons found again (``analysis.review.reasoned_anew``): only the values are
the stored ones, so a review stored by an older version gives this version's whys.
Tables: ``docs/history.md``.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from collections.abc import Callable, Sequence

from ..analysis.review import DecisionReview, MatchReview, reasoned_anew, summarise
from ..analysis.runner import DEFAULT_ANALYSIS, AnalysisSettings, analyse
from ..analysis.stored import StoredReviewError, review_from_dict, review_to_dict
from ..user_files.guarded import UserFileError, parse_json
from .connection import transaction
from .matches import Matches

__all__ = ["Analyses"]


class Analyses:
    """The analyses in one history database (``conn``, see :mod:`.connection`); matches
    are read through ``matches``."""

    def __init__(self, conn: sqlite3.Connection, matches: Matches) -> None:
        self._conn = conn
        self._matches = matches

    def reviews(self, match_id: int, seat: int) -> dict[tuple[int, int], DecisionReview]:
        """The decisions of ``seat`` in match ``match_id`` reviewed so far, by (deal,
        action); those that no longer read back are left out."""
        rows = self._conn.execute(
            "SELECT deal, action, review FROM analysed_decisions WHERE match_id = ? AND "
            "seat = ? ORDER BY deal, action", (match_id, seat)).fetchall()
        out = {}
        for deal, action, text in rows:
            try:
                review = review_from_dict(parse_json(text))
            except (StoredReviewError, UserFileError, TypeError):
                continue
            if review.key == (deal, action) and review.seat == seat:
                out[review.key] = review
        return out

    def store(self, match_id: int, review: DecisionReview) -> None:
        """Store ``review`` of match ``match_id`` (replacing one of the same decision),
        in one transaction. Raises sqlite3.Error (e.g. an unknown match)."""
        text = _compact(review)
        mark = None if review.mark is None else review.mark.value
        with transaction(self._conn) as conn:
            conn.execute("INSERT OR IGNORE INTO analyses (match_id, seat) VALUES (?, ?)",
                         (match_id, review.seat))
            conn.execute(
                "INSERT OR REPLACE INTO analysed_decisions (match_id, seat, deal, action, "
                "lost, mark, review) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (match_id, review.seat, review.deal, review.action, review.lost, mark, text))

    def finish(self, match_id: int, seat: int) -> None:
        """Mark the analysis of ``seat`` in match ``match_id`` finished (one transaction).
        Raises sqlite3.Error (e.g. an unknown match)."""
        with transaction(self._conn) as conn:
            conn.execute("INSERT INTO analyses (match_id, seat, finished) VALUES (?, ?, 1) "
                         "ON CONFLICT (match_id, seat) DO UPDATE SET finished = 1",
                         (match_id, seat))

    def finished(self, match_id: int, seat: int) -> bool:
        """True once the analysis of ``seat`` in match ``match_id`` ran to the end."""
        row = self._conn.execute("SELECT finished FROM analyses WHERE match_id = ? AND "
                                 "seat = ?", (match_id, seat)).fetchone()
        return row is not None and row[0] == 1

    def review(self, match_id: int, seat: int) -> MatchReview | None:
        """The stored review of ``seat`` in match ``match_id`` (``complete`` when it
        finished and every stored decision reads back), None when nothing is stored.
        Raises :class:`~.matches.UnknownMatchError`, ``records.RecordError`` when the
        match's record no longer replays. The reasons are found again as this version
        finds them (``review.reasoned_anew``): a review stored before gives today's whys."""
        reviews = self.reviews(match_id, seat)
        complete = self._complete(match_id, seat, reviews)
        if not reviews and not complete:
            return None
        match = self._matches.load(match_id)
        return summarise(seat, reasoned_anew(match, list(reviews.values())), match, complete)

    def run(self, match_id: int, seats: Sequence[int],
            settings: AnalysisSettings = DEFAULT_ANALYSIS, *,
            progress: Callable[[int, int], object] | None = None,
            cancel: threading.Event | None = None) -> dict[int, MatchReview]:
        """Analyse ``seats`` of match ``match_id`` (see the module docstring) and return
        their reviews; seats whose analysis finished before are not analysed again.
        ``progress(done, total)`` and ``cancel`` as for
        :func:`~tressette_gui.analysis.runner.analyse`. Call it from the thread that
        opened the database (the reviews are stored there, as they arrive). Raises
        :class:`~.matches.UnknownMatchError`, ``records.RecordError`` when the record no
        longer replays, ValueError for a seat not at the table."""
        match = self._matches.load(match_id)
        stored = {seat: self.reviews(match_id, seat) for seat in seats}
        todo = [s for s in seats if not self._complete(match_id, s, stored[s])]
        anew = {seat: reasoned_anew(match, list(stored[seat].values())) for seat in seats}
        done = {r.key: r for seat in todo for r in anew[seat]}
        results = {} if not todo else analyse(
            match, todo, settings, done=done, progress=progress, cancel=cancel,
            on_review=lambda review: self.store(match_id, review))
        for seat, review in results.items():
            if review.complete:
                self.finish(match_id, seat)
        return {seat: results.get(seat) or summarise(seat, anew[seat], match, True)
                for seat in seats}

    def _complete(self, match_id: int, seat: int,
                  reviews: dict[tuple[int, int], DecisionReview]) -> bool:
        """Finished, and every stored decision of ``seat`` is among ``reviews`` (reads back)."""
        count = self._conn.execute(
            "SELECT count(*) FROM analysed_decisions WHERE match_id = ? AND seat = ?",
            (match_id, seat)).fetchone()[0]
        return self.finished(match_id, seat) and count == len(reviews)


def _compact(review: DecisionReview) -> str:
    return json.dumps(review_to_dict(review), separators=(",", ":"))
