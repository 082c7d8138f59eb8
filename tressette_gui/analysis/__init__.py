"""The teacher: values and reasons for every choice of a seat, and the analysis of a
finished match; no Qt.

:func:`evaluate_observation` (:mod:`.evaluator`) values every legal action of a seat
from its observation alone, each with typed reasons (:mod:`.reasons`) the app words in
its languages; hints ask it for one decision (:data:`HINT_SETTINGS`).

Modules: :mod:`.evaluator`, :mod:`.reasons`, :mod:`.review` (one decision of a finished
match, the summary of a match), :mod:`.runner` (the analysis of a match on the worker
processes), :mod:`.stored` (a review as JSON, read back strictly), :mod:`.command`
(``tressette-record analyse``). The analyses kept in the match history are
:mod:`tressette_gui.history.analyses`; ``docs/analysis.md`` tells it all.
"""

from .evaluator import (
    ANALYSIS_SETTINGS,
    DEFAULT_SETTINGS,
    HINT_SETTINGS,
    ActionValue,
    Evaluation,
    EvaluationError,
    EvaluatorSettings,
    Method,
    evaluate_observation,
    valued,
)
from .reasons import Reason, ReasonKind, reasons_for, sentence

__all__ = ["ANALYSIS_SETTINGS", "DEFAULT_SETTINGS", "HINT_SETTINGS", "ActionValue",
           "Evaluation", "EvaluationError", "EvaluatorSettings", "Method", "Reason",
           "ReasonKind", "evaluate_observation", "reasons_for", "sentence", "valued"]
