"""The analysis over the replay bar (issue 16): the seat whose play is shown (a chooser
when several people played: hot seat, an imported record), a button to analyse it, a
progress bar with Cancel while it runs, the summary (points lost in the deals played, the worst
three moments as links into the replay) and the line of the decision on the table (the
best choice, the one made, the points lost and the mark, and the hindsight line where
the analysis gives one). It keeps the review and the decision it shows as typed values and
words them again when the language changes (``QEvent.LanguageChange``).

It takes one row, :data:`ROW_LINES` lines of text high, whatever it shows, so the table
keeps its size (at 1024 x 600 the whole summary and the decision's lines took four lines
of it): the summary's first words and the decision's line, each wrapped over those lines
and cut with "..." if still too long (the whole text in its tooltip), and a Details
button that opens the rest below them (the summary with its links, the hindsight
line), scrolled in the room the table leaves (at 1024 x 600 a line or two: the table
keeps its minimum size, whole in view). What the outlines on the cards mean is in the
decision's tooltip (and the marked cards' own: no line is left for it at 1024 x 600 once
Details is open)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...analysis.review import DecisionReview, MatchReview
from ..language.analysis_words import (
    MARK_COLOURS,
    Target,
    decision_text,
    hindsight_text,
    legend_text,
    lost_meaning,
    summary_head,
    summary_html,
)
from .details_area import DetailsArea
from .elided_label import ElidedLabel

#: How the pane looks: a light strip over the replay bar.
PANE_STYLE = "#analysisPane { background: #f3f0e6; border-top: 1px solid #b9ad8a; }"
#: The room (logical px) the progress bar's frame and chunk take beside its text.
PROGRESS_FRAME = 24
#: The lines of text the pane's row holds: the decision's line wraps into them (its
#: points lost and mark come last).
ROW_LINES = 2


class AnalysisPane(QWidget):
    """Signals: ``seatChosen(int)`` (a seat number), ``analyseRequested()``,
    ``cancelRequested()``, ``dealChosen(int)`` and ``decisionChosen(int, int)`` (deal,
    action: a link of the summary). Public widgets: ``seat_box``, ``analyse_button``,
    ``progress``, ``cancel_button``, ``headline`` (the summary's first words),
    ``decision``, ``details_button``, and under it ``details`` (scrolled where the
    window is short) holding ``summary`` and ``hindsight``."""

    seatChosen = Signal(int)
    analyseRequested = Signal()
    cancelRequested = Signal()
    dealChosen = Signal(int)
    decisionChosen = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysisPane")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self.setStyleSheet(PANE_STYLE)
        column = QVBoxLayout(self)
        column.setContentsMargins(8, 4, 8, 4)
        column.setSpacing(2)
        row = QHBoxLayout()
        self.seat_box = QComboBox(self)
        self.seat_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows stay the replay's
        self.seat_box.hide()
        self.seat_box.activated.connect(lambda index: self.seatChosen.emit(
            self.seat_box.itemData(index)))
        self.analyse_button = QPushButton(self)
        self.progress = QProgressBar(self)
        self.cancel_button = QPushButton(self)
        self.headline = ElidedLabel(self)
        self.decision = ElidedLabel(self)
        self.details_button = QToolButton(self)
        self.summary = QLabel(self)
        self.hindsight = QLabel(self)
        self._targets: list[Target] = []
        self._review: MatchReview | None = None  # the review shown, of the player _name
        self._name = ""
        self._decision: DecisionReview | None = None  # the decision shown
        for button in (self.analyse_button, self.cancel_button, self.details_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrows stay the replay's
        self.headline.setStyleSheet("font-weight: bold; margin-right: 6px;")
        self.decision.setStyleSheet("font-weight: bold;")  # coloured by its mark when shown
        self.details_button.setCheckable(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.toggled.connect(lambda _on: self._show_details())
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.linkActivated.connect(self._link)
        for widget, stretch in ((self.seat_box, 0), (self.analyse_button, 0),
                                (self.progress, 0), (self.cancel_button, 0),
                                (self.headline, 0), (self.decision, 1)):
            row.addWidget(widget, stretch)
        row.addStretch(0)  # the room the decision's line leaves: the headline on the left
        row.addWidget(self.details_button)
        self.decision.ensurePolished()  # its bold font, from the style sheet
        row.addStrut(max(ROW_LINES * self.decision.fontMetrics().lineSpacing(),
                         *(b.sizeHint().height()  # as high whichever shows
                           for b in (self.analyse_button, self.details_button))))
        column.addLayout(row)
        self.details = DetailsArea((self.summary, self.hindsight), self)
        column.addWidget(self.details)
        self.hindsight.setStyleSheet("color: #555; font-style: italic;")
        self.analyse_button.clicked.connect(self.analyseRequested)
        self.cancel_button.clicked.connect(self.cancelRequested)
        self.retranslate()
        self.show_running(False)
        self.show_decision(None)

    def changeEvent(self, event: QEvent) -> None:
        """Re-word the pane when the language changes (``install_translator``)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Every word of the pane in the language installed: the buttons (Resume when the
        review shown was stopped before the end), the progress bar, the summary and the
        decision's lines."""
        review = self._review
        resume = review is not None and not review.complete
        several = self.seat_box.count() > 1  # the play of the seat chosen
        self.analyse_button.setText(self.tr("Resume the analysis") if resume
                                    else self.tr("Analyse this player") if several
                                    else self.tr("Analyse my play"))
        self.analyse_button.setToolTip(self.tr(
            "Every decision valued by the strongest bot from what you could see; it runs "
            "in the background and is kept, so it runs once"))
        self.cancel_button.setText(self.tr("Cancel"))
        self._word_progress()
        text, self._targets = ("", []) if review is None else summary_html(review)
        self.summary.setText(text)
        head = "" if review is None else summary_head(review, self._name)
        self.headline.setText(head)
        self.headline.setToolTip(f"{head}\n{lost_meaning()}" if head else "")
        self.summary.setToolTip(lost_meaning() if text else "")
        self.headline.reserve([head] if head else [], ROW_LINES)
        self.details_button.setText(self.tr("Details"))
        self.details_button.setToolTip(self.tr(
            "Points lost in each deal and the worst moments, as links into the replay; "
            "the decision's line in full"))
        self._word_decision()
        self._show_details()

    def show_seats(self, seats: list[tuple[int, str]], seat: int) -> None:
        """The seats whose play may be analysed, as (seat, player's name), ``seat``
        chosen; the chooser shows only when there are several."""
        self.seat_box.clear()
        for number, name in seats:
            self.seat_box.addItem(name, number)
        self.seat_box.setCurrentIndex(max(self.seat_box.findData(seat), 0))
        self.seat_box.setVisible(len(seats) > 1)

    def show_running(self, running: bool) -> None:
        """The progress bar and Cancel while an analysis runs, else the button (none
        once the review shown is complete)."""
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.analyse_button.setVisible(not running and not self.complete)
        if running:
            self.progress.setRange(0, 0)  # busy until the first count arrives

    def show_progress(self, done: int, total: int) -> None:
        """``done`` decisions of ``total`` reviewed."""
        self.progress.setRange(0, max(total, 1))
        self.progress.setValue(done)
        self._word_progress()

    def _word_progress(self) -> None:
        """The progress bar's words in the plural form of its total, the bar as wide as
        them when every decision is done, so they never wrap nor are cut while the count
        grows."""
        total = self.progress.maximum()
        self.progress.setFormat(self.tr("Analysing: %v of %n decisions", "", total))
        widest = self.progress.format().replace("%v", str(total))
        self.progress.setMinimumWidth(
            self.progress.fontMetrics().horizontalAdvance(widest) + PROGRESS_FRAME)

    def show_review(self, review: MatchReview | None, name: str) -> None:
        """The summary of ``review`` (of the player ``name``); none yet: only the button.
        A complete review needs no button."""
        self._review, self._name = review, name
        self.retranslate()
        self.analyse_button.setVisible(not self.complete and not self.progress.isVisible())

    def show_decision(self, review: DecisionReview | None) -> None:
        """The line of the decision on the table (its mark's colour), none: hidden."""
        self._decision = review
        self._word_decision()

    @property
    def complete(self) -> bool:
        """The review shown is complete: nothing to analyse."""
        return self._review is not None and self._review.complete

    def _word_decision(self) -> None:
        """The decision's lines (:meth:`show_decision`) in the language installed; the
        hindsight line and the legend of the outlines on the cards also in the decision's
        tooltip."""
        review = self._decision
        self.decision.setVisible(review is not None)
        self._fit_headline()
        if review is None:
            self.hindsight.setText("")
            return
        self.decision.setText(decision_text(review))
        self.decision.setStyleSheet(f"color: {MARK_COLOURS[review.mark]}; font-weight: bold;")
        self.hindsight.setText(hindsight_text(review))
        self.decision.setToolTip("\n".join(filter(None, (
            self.decision.text(), self.hindsight.text(), legend_text()))))
        self._show_details()

    def _fit_headline(self) -> None:
        """The headline as wide as its words on one line while no decision shows (the row
        is its own), else wrapped over the row's lines: the decision's line has the rest."""
        wide = self.headline.sizeHint().width() if self._decision is None \
            else self.headline.minimumWidth()
        self.headline.setMaximumWidth(wide)

    def _show_details(self) -> None:
        """The Details button while a review is shown; opened, the summary with its links
        and the hindsight line (when there is one) under the row."""
        shown = self._review is not None
        self.details_button.setVisible(shown)
        opened = shown and self.details_button.isChecked()
        self.details_button.setArrowType(Qt.ArrowType.UpArrow if opened
                                         else Qt.ArrowType.DownArrow)
        self.details.setVisible(opened)
        self.summary.setVisible(opened)
        self.hindsight.setVisible(opened and bool(self.hindsight.text()))
        self.details.updateGeometry()  # its lines' height changed

    def _link(self, address: str) -> None:
        """A link of the summary was clicked: its address is the index of its target."""
        index = int(address) if address.isdigit() else -1
        if not 0 <= index < len(self._targets):
            return
        deal, action = self._targets[index]
        if action is None:
            self.dealChosen.emit(deal)
        else:
            self.decisionChosen.emit(deal, action)
