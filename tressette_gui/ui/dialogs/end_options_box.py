"""The end of the match in the New match dialog (R7): play to a target of points (with
vinco subito) or a number of deals (with what a tie gives: spareggio or a draw)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from ...engine import Rules
from ...engine.rules import MAX_DEALS, MAX_TARGET


class EndOptionsBox(QGroupBox):
    """The "End of the match" group. Public widgets: ``by_points`` and ``by_deals``
    (radio buttons), ``target`` (points, 1 to ``MAX_TARGET``) and ``deals`` (1 to
    ``MAX_DEALS``) spin boxes whose units agree with their numbers ("1 deal", "3 deals"),
    ``vinco_subito`` (a check box) and ``tiebreak`` (a combo box: "spareggio" or
    "draw"). Only the options of the end chosen are enabled (:meth:`enable_chosen`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("End of the match"))
        grid = QGridLayout(self)
        self.by_points = QRadioButton(self.tr("Play &to"), self)
        self.by_deals = QRadioButton(self.tr("Play a n&umber of deals"), self)
        group = QButtonGroup(self)
        group.addButton(self.by_points)
        group.addButton(self.by_deals)
        self.target = QSpinBox(self)
        self.target.setRange(1, MAX_TARGET)
        self.target.setSingleStep(10)  # 1, 11, 21, 31, 41, 51, ...
        self.deals = QSpinBox(self)
        self.deals.setRange(1, MAX_DEALS)
        self.target.valueChanged.connect(self._word_units)
        self.deals.valueChanged.connect(self._word_units)
        self._word_units()
        self.vinco_subito = QCheckBox(
            self.tr("&Vinco subito: win as soon as a trick reaches the target"), self)
        self.tiebreak = QComboBox(self)
        self.tiebreak.addItem(self.tr("spareggio (up to 3 tie-break deals)"), "spareggio")
        self.tiebreak.addItem(self.tr("draw"), "draw")
        grid.addWidget(self.by_points, 0, 0)
        grid.addWidget(self.target, 0, 1)
        grid.addWidget(self.vinco_subito, 1, 0, 1, 2)
        grid.addWidget(self.by_deals, 2, 0)
        grid.addWidget(self.deals, 2, 1)
        row = QHBoxLayout()
        tie = QLabel(self.tr("On &a tie:"), self)
        tie.setBuddy(self.tiebreak)
        row.addWidget(tie)
        row.addWidget(self.tiebreak, 1)
        grid.addLayout(row, 3, 0, 1, 2)

    def _word_units(self) -> None:
        """The spin boxes' units in the plural form of their values ("1 deal", "3
        deals")."""
        self.target.setSuffix(self.tr(" points", "count suffix", self.target.value()))
        self.deals.setSuffix(self.tr(" deals", "count suffix", self.deals.value()))

    def fill(self, rules: Rules) -> None:
        """Show the end of ``rules``: points or deals, the target and the deals (the
        check box and the combo box are filled with the other options)."""
        self.by_points.setChecked(rules.match_end == "points")
        self.by_deals.setChecked(rules.match_end == "deals")
        self.target.setValue(rules.target)
        self.deals.setValue(rules.deals)

    def options(self) -> dict[str, Any]:
        """The rules' options ``match_end`` ("points" or "deals"), ``target`` and
        ``deals`` as shown."""
        return {"match_end": "points" if self.by_points.isChecked() else "deals",
                "target": self.target.value(), "deals": self.deals.value()}

    def enable_chosen(self) -> None:
        """Enable the options of the end chosen: to points, the target and vinco subito
        (cleared when playing a number of deals); to a number of deals, the deals and
        the tie's outcome."""
        points = self.by_points.isChecked()
        if not points:
            self.vinco_subito.setChecked(False)
        self.vinco_subito.setEnabled(points)
        self.target.setEnabled(points)
        self.deals.setEnabled(not points)
        self.tiebreak.setEnabled(not points)
