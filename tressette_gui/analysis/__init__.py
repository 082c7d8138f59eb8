"""The teacher: values and reasons for every choice of a seat, and the analysis of a
finished match; no Qt.

:func:`evaluate_observation` (:mod:`.evaluator`) values every legal action of a seat
from its observation alone, each with typed reasons (:mod:`.reasons`) the app words in
its languages; hints ask it for one decision.
"""

from .evaluator import (
    ActionValue,
    Evaluation,
    EvaluationError,
    EvaluatorSettings,
    Method,
    evaluate_observation,
    valued,
)
from .reasons import Reason, ReasonKind, reasons_for, sentence

__all__ = ["ActionValue", "Evaluation", "EvaluationError", "EvaluatorSettings", "Method",
           "Reason", "ReasonKind", "evaluate_observation", "reasons_for", "sentence",
           "valued"]
