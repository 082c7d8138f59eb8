"""The rules of the chosen game, written for players (shown by ``dialogs.rules_dialog``).

:func:`rules_html` follows docs/rules.md (R1-R9): first the options of the match on
the table ("This match", :mod:`.match_summary`; none without a match), then the rules
of the game in general, every option of the match described in a paragraph marked
"Option:" (so a guided single deal is not told as the game's rule). Every paragraph is
one translatable string (context "RulesText") with ``{name}`` placeholders filled in
after translation. The English uses the English word where there is one (stock, piles,
thirds, low cards, honours, declarations), with the Italian name once in brackets where
it is introduced; the game's own terms stay Italian with a short English gloss (napola,
cappotto, busso, suits and ranks: the glossary of docs/rules.md).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from ...engine import Rules, Sweep
from .match_summary import match_lines


def _t(text: str) -> str:
    """Translate one paragraph (context "RulesText")."""
    return QCoreApplication.translate("RulesText", text)


def _section(title: str, paragraphs: list[str], options: tuple[str, ...] = ()) -> str:
    """A titled section: its ``paragraphs``, then each of ``options`` (what an option of
    the match changes) after a bold "Option:"."""
    body = "".join(f"<p>{escape(p)}</p>" for p in paragraphs)
    marked = "".join(f"<p><b>{escape(_t('Option:'))}</b> {escape(p)}</p>" for p in options)
    return f"<h3>{escape(title)}</h3>{body}{marked}"


def _this_match(rules: Rules, auto_declare: bool | None) -> str:
    """The "This match" section: the options of the match as a list (none when
    ``auto_declare`` is None: no match on the table), then what "Option:" marks."""
    note = _t("Below are the rules of the game; a paragraph marked \u201cOption:\u201d "
              "tells a rule that a match may have or not (Match > New match).")
    if auto_declare is None:
        return f"<p><i>{escape(note)}</i></p>"
    items = "".join(f"<li>{escape(line)}</li>" for line in match_lines(rules, auto_declare))
    return f"<h3>{escape(_t('This match'))}</h3><ul>{items}</ul><p><i>{escape(note)}</i></p>"


def game_title(variant: str) -> str:
    """The display name of a variant ("tressette", "spizzichino", "mazzetti") (R3).

    Raises KeyError for an unknown variant.
    """
    return {
        "tressette": _t("Tressette for four"),
        "spizzichino": _t("Spizzichino a pesca"),
        "mazzetti": _t("Spizzichino a mazzetti"),
    }[variant]


def _cards() -> str:
    return _section(_t("The cards"), [
        _t("The game uses the 40-card Italian deck: four suits, coppe (cups), denari "
           "(coins), spade (swords) and bastoni (clubs), each with Asso (ace), 2, 3, 4, 5, "
           "6, 7, Fante (jack), Cavallo (knight) and Re (king)."),
        _t("Cards are counted in thirds of a point (terzi): an Asso is worth 3 thirds, one "
           "whole point; Tre, Due, Re, Cavallo and Fante are worth 1 third each; the low "
           "cards (cartine: 7, 6, 5 and 4) are worth nothing. The whole deck holds 32 "
           "thirds."),
        _t("In a trick the cards rank, from strongest to weakest: 3, 2, Asso, Re, Cavallo, "
           "Fante, 7, 6, 5, 4. The Tre, Due and Asso are the honours (pezzi). There are "
           "no trumps."),
    ])


def _deal(rules: Rules) -> str:
    packet = _t("one card at a time or five at a time, as the match is set")
    if rules.variant == "tressette":
        paragraphs = [
            _t("Four players in two sides: partners sit opposite each other. Play goes "
               "counter-clockwise, always to the right, and after every deal the dealer's "
               "role passes to the right too."),
            _t("The dealer gives 10 cards to each player, {packet}, starting from the player "
               "on the dealer's right, who leads the first trick. A deal has 10 tricks."
               ).format(packet=packet),
        ]
    elif rules.variant == "spizzichino":
        paragraphs = [
            _t("Two players face each other. The dealer gives 10 cards to each, {packet}, "
               "starting from the opponent, who leads the first trick. The other 20 cards "
               "stay face down: they are the stock (monte).").format(packet=packet),
            _t("After every trick, while the stock lasts, the winner of the trick draws its "
               "top card and shows it to the opponent, then the loser draws the next one and "
               "shows it too: every drawn card is known to both players. Once the stock is "
               "empty the last 10 tricks are played from the hand, 20 tricks in all."),
        ]
    else:
        paragraphs = [
            _t("Two players face each other. The 40 cards are dealt face down into 8 "
               "piles (mazzetti) of 5 cards. The dealer's opponent chooses 4 of them: two "
               "become the hand (10 cards) and two stay on the table in front of the player, "
               "their top card turned face up. The dealer does the same with the other four. "
               "The dealer's opponent leads the first trick; a deal has 20 tricks."),
            _t("In your turn you may play a card from the hand or the face-up top card of "
               "one of your piles; the card under it is turned face up at once. An empty "
               "pile stays empty."),
            _t("Before playing, you may pick up a face-up Asso, Due or Tre from the top of "
               "your piles into your hand, as many times as you like in the same turn. The "
               "opponent saw the card and keeps knowing you hold it."),
        ]
    return _section(_t("The deal"), paragraphs)


def _trick(rules: Rules) -> str:
    paragraphs = [
        _t("The leader plays any card. Each other player must follow suit (rispondere al "
           "seme: play a card of the suit led) if able, and when void of it may play any "
           "card, a discard (piombo). The highest card of the suit led takes the trick, and "
           "the winner leads the next one."),
    ]
    if rules.variant == "mazzetti":
        paragraphs.append(_t("A card of the suit led on top of one of your piles counts as "
                             "well: if you have one there or in the hand, you must follow."))
    return _section(_t("Playing a trick"), paragraphs)


def _declarations(rules: Rules) -> str:
    kinds = _t("Napola (or napoletana): Asso, Due and Tre of the same suit, 3 points. "
               "Tris: three Assi, three Due or three Tre, 3 points. Quaterna: all four of "
               "one of them, 4 points.")
    if rules.players == 4:
        scorer = _t("Declarations (accusi, also called buongioco) add whole points to the "
                    "declarer's side in this deal.")
    else:
        scorer = _t("Declarations (accusi, also called buongioco) add whole points to the "
                    "declarer in this deal.")
    paragraphs = [
        f"{scorer} {kinds}",
        _t("A card may count in more than one declaration. In a deal each player scores "
           "each suit's napola at most once, and each rank at most once, as a tris or as a "
           "quaterna. Only cards in the hand count. A declaration is shown to everybody: "
           "the suit of a napola, the missing suit of a tris."),
    ]
    options = [_t("A match may be played without declarations: then only the cards taken "
                  "score.")]
    if rules.variant == "tressette":
        paragraphs.append(_t(
            "You declare in your own turn, before playing your card, and only in your first "
            "turn of the deal (during the first trick): a combination not declared then is "
            "lost."))
    else:
        later = (_t("a card you picked up from your piles") if rules.variant == "mazzetti"
                 else _t("a card you drew"))
        paragraphs.append(_t(
            "You declare in any of your turns, before playing your card: a combination of "
            "your first 10 cards, or one completed later by {later}. It must still be whole "
            "in your hand when you declare it. A declared tris that becomes a quaterna, "
            "because the fourth card arrives while the three are still in your hand, is "
            "upgraded: 1 more point, 4 in all.").format(later=later))
        options.append(_t("A match may count only your first 10 cards: you declare their "
                          "combinations in your first turn, before playing your card."))
    return _section(_t("Declarations"), paragraphs, tuple(options))


def _decima(rules: Rules) -> str:
    if rules.players == 4:
        winner = _t("that player's side wins the match at once")
    else:
        winner = _t("that player wins the match at once")
    return _section(_t("Napoletana decima"), [
        _t("A player who receives ten cards of one suit shows them before the first card "
           "and calls collatondrione (napoletana decima): {winner}, at a stake of 16, and "
           "the deal is not played.").format(winner=winner),
    ], (_t("A match may be played without it: ten cards of one suit are then played "
           "like any other hand."),))


def _redeal() -> str:
    return _section(_t("Asking for a new deal"), [
        _t("After the deal, before the first card is led, every player whose 10 cards are "
           "worth less than one point (fewer than 3 thirds) is asked, in turn order from the "
           "leader, whether to ask for a new deal. The first who asks cancels the deal: it "
           "scores nothing, does not count, and the same dealer deals again."),
    ], (_t("A match may be played without it: a hand worth less than one point is "
           "then played like any other."),))


def _signals() -> str:
    return _section(_t("Signals"), [
        _t("The leader of a trick, and only the leader, may add one signal to the card led, "
           "to tell the partner something. There are no signals in the first trick of a "
           "deal. Signals must be true: the program offers only the true ones."),
        _t("Busso (knock): \u201ctake with your highest and lead this suit back\u201d; "
           "allowed holding at least three cards of the suit, one of them a Tre, Due or "
           "Asso."),
        _t("Striscio (slide): \u201cI have more of this suit\u201d; allowed when you keep "
           "at least one more card of the suit, but not when you lead a figure or a low card "
           "while holding a Tre, Due or Asso of that suit."),
        _t("Volo (fly): \u201cthis is my last card of this suit\u201d. Without a signal the "
           "lead is muta (silent)."),
    ], (_t("A match may be played without signals: every lead is then muta."),))


def _scoring(rules: Rules) -> str:
    four = rules.players == 4
    if four:
        counting = _t("Each side counts the thirds of the cards it took; the side that takes "
                      "the last trick (the {last}th) adds 3 thirds, one point. Each side's card "
                      "points are its thirds divided by 3, rounded down, so the two sides "
                      "always share 11 points. Declarations are added on top.")
        sweeps = _t("Cappotto: one side takes every trick of the deal. Stramazzo: one side "
                    "takes all 32 thirds while the other side takes at least one trick, worth "
                    "nothing; the last-trick point then goes to the side that made the "
                    "stramazzo, so the deal ends 11 to 0.")
    else:
        counting = _t("Each player counts the thirds of the cards they took; the player who "
                      "takes the last trick (the {last}th) adds 3 thirds, one point. Each "
                      "player's card points are their thirds divided by 3, rounded down, so "
                      "the two players always share 11 points. Declarations are added on top.")
        sweeps = _t("Cappotto: one player takes every trick of the deal. Stramazzo: one player "
                    "takes all 32 thirds while the opponent takes at least one trick, worth "
                    "nothing; the last-trick point then goes to the player who made the "
                    "stramazzo, so the deal ends 11 to 0.")
    paragraphs = [counting.format(last=rules.tricks_per_deal)]
    if four:
        sweeps += " " + _t("Cappottone: a single player takes every trick. Stramazzone: a "
                           "single player takes all 32 thirds while the other side takes at "
                           "least one trick.")
    paragraphs.append(sweeps)
    paragraphs.append(_t("These sweeps score like any other deal; the match result "
                         "records them, and each one made by the winners raises the "
                         "standings."))
    stakes = {sweep.value: sweep.stake for sweep in Sweep.of_game(rules.players)}
    if four:
        option = _t("A sweep ends the match: the deal is scored, then the side that "
                    "made it wins whatever the score, at a stake of {cappotto} (cappotto), "
                    "{stramazzo} (stramazzo), {cappottone} (cappottone) or {stramazzone} "
                    "(stramazzone).").format(**stakes)
    else:
        option = _t("A sweep ends the match: the deal is scored, then the player who "
                    "made it wins whatever the score, at a stake of {cappotto} (cappotto) "
                    "or {stramazzo} (stramazzo).").format(**stakes)
    return _section(_t("Scoring a deal"), paragraphs, (option,))


def _match_end(rules: Rules) -> str:
    if rules.players == 4:
        ends = [
            _t("To a target: after a deal, if a side has reached the target, the side with "
               "more points wins; if both have reached it with the same points, another "
               "deal is played."),
            _t("For a number of deals: after the last one, the side with more points wins. "
               "On a tie, up to three spareggi (tie-break deals) are played: the first that "
               "breaks the tie decides. If the third spareggio still ties, the side that "
               "took its last trick loses."),
        ]
        vinco = _t("Vinco subito (I win now), in a match to a target: right after a trick, "
                   "if the side that took it reaches the target counting its match points "
                   "plus this deal as it stands (whole points of its thirds, its "
                   "declarations, and the last-trick point only after the last trick), it "
                   "wins at once and the deal ends there. A declaration alone is not "
                   "enough: the side must take a trick.")
    else:
        ends = [
            _t("To a target: after a deal, if a player has reached the target, the player "
               "with more points wins; if both have reached it with the same points, "
               "another deal is played."),
            _t("For a number of deals: after the last one, the player with more points "
               "wins. On a tie, up to three spareggi (tie-break deals) are played: the "
               "first that breaks the tie decides. If the third spareggio still ties, the "
               "player who took its last trick loses."),
        ]
        vinco = _t("Vinco subito (I win now), in a match to a target: right after a trick, "
                   "if the player who took it reaches the target counting their match "
                   "points plus this deal as it stands (whole points of their thirds, their "
                   "declarations, and the last-trick point only after the last trick), they "
                   "win at once and the deal ends there. A declaration alone is not enough: "
                   "the player must take a trick.")
    paragraphs = [_t("A match is played either to a target of points or for a number of "
                     "deals, as chosen when it starts."), *ends]
    options = (vinco, _t("In a match of a number of deals, a tie may be a draw instead of "
                         "spareggi."))
    return _section(_t("End of the match"), paragraphs, options)


def rules_html(rules: Rules, auto_declare: bool | None = True) -> str:
    """The rules of ``rules.variant`` as HTML for a QTextBrowser: first the options of
    this match (``rules``, and ``auto_declare``: the player's preference; None: no match
    is on the table, no "This match" section), then the rules of the game, every option
    told in a paragraph marked "Option:".

    Sections, in order: the game's name, this match, cards (R1), the deal (R2, R3),
    tricks (R4), declarations (R5), napoletana decima (R5), redeal (R7), signals (R8,
    four players), scoring and sweeps (R6, R9), end of the match (R7). Returns a
    translated HTML string.
    """
    parts = [f"<h2>{escape(game_title(rules.variant))}</h2>",
             _this_match(rules, auto_declare), _cards(), _deal(rules), _trick(rules),
             _declarations(rules), _decima(rules), _redeal()]
    if rules.players == 4:
        parts.append(_signals())
    parts += [_scoring(rules), _match_end(rules)]
    return "".join(parts)
