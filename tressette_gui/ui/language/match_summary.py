"""The options of one match in a few plain lines: the "This match" section at the top of
the rules window (``rules_text.rules_html``), above the rules of the game in general.

Each line is one translatable string (context "RulesText", as the rest of the rules
window) with ``{name}`` placeholders filled in after translation.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Rules, Sweep


def _t(text: str) -> str:
    """Translate one line (context "RulesText")."""
    return QCoreApplication.translate("RulesText", text)


def _end(rules: Rules) -> str:
    """How the match ends (R7): its target with or without vinco subito, or its number of
    deals with what a tie gives."""
    if rules.match_end == "points":
        if rules.vinco_subito:
            return _t("Played to {target} points, with vinco subito.").format(
                target=rules.target)
        return _t("Played to {target} points, without vinco subito.").format(
            target=rules.target)
    spareggio = rules.tiebreak == "spareggio"
    if rules.deals == 1:
        return (_t("A single deal; on a tie, up to three spareggi.") if spareggio
                else _t("A single deal; a tie is a draw."))
    return (_t("{deals} deals; on a tie, up to three spareggi.") if spareggio
            else _t("{deals} deals; a tie is a draw.")).format(deals=rules.deals)


def _declarations(rules: Rules, auto_declare: bool) -> list[str]:
    """Whether declarations score (R5), which cards count with two players, and the
    player's auto-declare preference."""
    if not rules.declarations:
        return [_t("No declarations: only the cards taken score.")]
    if rules.players == 4:
        lines = [_t("Declarations score.")]
    elif rules.declare_drawn and rules.variant == "mazzetti":
        lines = [_t("Declarations score, including those of combinations completed by "
                    "cards picked up from your piles later.")]
    elif rules.declare_drawn:
        lines = [_t("Declarations score, including those of combinations completed by "
                    "cards drawn later.")]
    else:
        lines = [_t("Declarations score, but only those of your first 10 cards.")]
    if auto_declare:
        lines.append(_t("The program declares for you at the first moment allowed."))
    else:
        lines.append(_t("\u201cDeclare for me automatically\u201d is off: remember to "
                        "declare yourself. The bots always declare."))
    return lines


def _sweeps(rules: Rules) -> str:
    """What a sweep does in this match (R6), naming the sweeps of its game, with the
    stakes of the engine when they win the match (R9)."""
    stakes = {sweep.value: sweep.stake for sweep in Sweep.of_game(rules.players)}
    if rules.players == 2:
        if rules.cappotto == "count":
            return _t("Cappotto and stramazzo score as usual.")
        return _t("Cappotto and stramazzo win the match, at a stake of {cappotto} and "
                  "{stramazzo} respectively.").format(**stakes)
    if rules.cappotto == "count":
        return _t("Cappotto, stramazzo, cappottone and stramazzone score as usual.")
    return _t("Cappotto, stramazzo, cappottone and stramazzone win the match, at a stake "
              "of {cappotto}, {stramazzo}, {cappottone} and {stramazzone} "
              "respectively.").format(**stakes)


def match_lines(rules: Rules, auto_declare: bool) -> list[str]:
    """The options of a match of ``rules`` as short translated sentences, in the order
    of the rules window's sections: cards dealt (R3.1, not a mazzetti), declarations
    and the ``auto_declare`` preference (R5), napoletana decima (R5), the redeal (R7),
    signals (R8, four players), sweeps (R6) and the end of the match (R7)."""
    lines = []
    if rules.variant != "mazzetti":
        lines.append(_t("Cards dealt one at a time.") if rules.deal_packet == 1
                     else _t("Cards dealt five at a time."))
    lines += _declarations(rules, auto_declare)
    lines.append(_t("Napoletana decima wins the match.") if rules.collatondrione
                 else _t("No napoletana decima: ten cards of one suit are played like any "
                         "other hand."))
    lines.append(_t("A hand worth less than one point may ask for a new deal.")
                 if rules.redeal_under_one_point
                 else _t("No new deal for a hand worth less than one point."))
    if rules.players == 4:
        lines.append(_t("Signals: busso, striscio and volo.") if rules.signals
                     else _t("No signals: every lead is muta."))
    lines.append(_sweeps(rules))
    lines.append(_end(rules))
    return lines
