"""What each option of the New match dialog does, in plain words, for its tooltip
(context "OptionTips"; R3-R8): a newcomer reads what "collatondrione" or "vinco subito"
changes before choosing. The texts say what the option does in a match, not the rule
number; game terms stay Italian with a short gloss.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...engine import Sweep
from .game_terms import stake_meaning, sweep_word


def _t(text: str) -> str:
    """Translate one tooltip (context "OptionTips")."""
    return QCoreApplication.translate("OptionTips", text)


def sweep_choices(players: int) -> tuple[str, str]:
    """The words of the cappotto option's two choices, "count" and "wins_match", for a
    game of ``players`` seats (2 or 4): the second gives the stakes of the sweeps that
    game has (the engine's, R6 and R9): 2 or 3 with two players, 2 to 8 with four."""
    stakes = [sweep.stake for sweep in Sweep.of_game(players)]
    wins = (_t("wins the match (stake {low} or {high})") if len(stakes) == 2
            else _t("wins the match (stake {low} to {high})"))
    return _t("scores as usual"), wins.format(low=stakes[0], high=stakes[-1])


def _sweeps(players: int) -> str:
    """The cappotto option (R6): what a sweep is in a game of ``players`` seats (by a
    player with two, by a side with four), what each choice does with it, in the
    choice's own words, and what the stake it gives is (R9); short lines, as a tooltip
    does not wrap them."""
    if players == 4:
        tip = (_t("A sweep: cappotto, one side takes every trick of a deal; stramazzo, one "
                  "side takes all the card points though the other takes a trick.") + "\n"
               + _t("With four players also cappottone and stramazzone, the same by a "
                    "single player."))
    else:
        tip = _t("A sweep: cappotto, one player takes every trick of a deal; stramazzo, "
                 "one player takes all the card points though the other takes a trick.")
    count, wins = sweep_choices(players)
    stakes = ", ".join(f"{sweep_word(sweep)} {sweep.stake}" for sweep in Sweep.of_game(players))
    return "\n".join((
        tip,
        _t("\u201c{count}\u201d: the deal counts like any other.").format(count=count),
        _t("\u201c{wins}\u201d: whoever sweeps wins the whole match at once, whatever the "
           "score.").format(wins=wins),
        stake_meaning(),
        _t("When a sweep wins the match, the stake is: {stakes}.").format(stakes=stakes)))


def option_tip(name: str, players: int) -> str:
    """The tooltip of the New match dialog's option ``name`` (a rule option's name, or
    "game", "auto_declare", "by_points", "by_deals") for a game of ``players`` seats (2
    or 4), in the language installed. Raises KeyError for another name."""
    if name == "cappotto":
        return _sweeps(players)
    return {
        "game": _t("Tressette for four: two sides of two partners. Spizzichino: two "
                   "players, drawing from a stock (a pesca) or with piles on the table "
                   "(a mazzetti)."),
        "declarations": _t("Napola (Asso, Due and Tre of a suit), tris and quaterna (three "
                           "or four Assi, Due or Tre) held in the hand score extra points "
                           "when declared. Off: only the cards taken score."),
        "declare_drawn": _t("On: a combination completed later by a card you draw or pick "
                            "up may be declared in any of your turns. Off: only "
                            "combinations of your first 10 cards count, and only if "
                            "declared in your first turn."),
        "auto_declare": _t("Not a rule: the program declares your combinations for you as "
                           "soon as they may be declared. Off: you click Declare "
                           "yourself."),
        "collatondrione": _t("A player dealt ten cards of one suit shows them and wins the "
                             "whole match at once. Off: such a hand is played like any "
                             "other."),
        "redeal_under_one_point": _t("A player whose ten cards are worth less than one "
                                     "point may ask, before the first card, for the cards "
                                     "to be dealt again."),
        "signals": _t("The leader of a trick may tell the partner something with the card "
                      "led: busso (take with your highest and lead this suit back), "
                      "striscio (I have more of it), volo (my last one)."),
        "deal_packet": _t("How the dealer gives out the cards: one at a time or five at a "
                          "time. It changes only who gets which card."),
        "by_points": _t("The match goes on, deal after deal, until a side reaches this "
                        "many points."),
        "target": _t("The points a side needs to win the match."),
        "vinco_subito": _t("I win now: a side that reaches the target during a deal, with a "
                           "trick it takes, wins at once without finishing the deal."),
        "by_deals": _t("The match lasts this many deals; then the side with more points "
                       "wins."),
        "deals": _t("How many deals the match lasts."),
        "tiebreak": _t("If the sides have the same points after the last deal: play up to "
                       "three more deals (spareggi) to break the tie, or call it a draw."),
    }[name]
