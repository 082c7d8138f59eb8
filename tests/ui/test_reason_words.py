"""The evaluator's typed reasons worded in both languages (issue 16), from their fields."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication

from tests.bots.bot_positions import position
from tressette_gui.analysis import ActionValue, Reason, ReasonKind, reasons_for
from tressette_gui.bots.knowledge import Knowledge
from tressette_gui.engine import Declaration, DeclarationKind, Declare, Play, Signal, parse_cards
from tressette_gui.ui.language.i18n import install_translator
from tressette_gui.ui.language.reason_words import hint_text, reason_text

TRE, ASSO, QUATTRO, RE_S = parse_cards("3c Ac 4c Rs")
RE_C, CINQUE, TRE_B, TRE_S, ASSO_S = parse_cards("Rc 5s 3b 3s As")
NAPOLA = Declaration(DeclarationKind.NAPOLA, suit=TRE.suit)


@pytest.fixture
def italian(qapp: QApplication) -> Iterator[None]:
    assert install_translator(qapp, "it") == "it"
    yield
    install_translator(qapp, "en")


EVERY = [Reason(ReasonKind.DECLARES, (ASSO, TRE), declaration=NAPOLA, count=3),
         Reason(ReasonKind.FORGOES_DECLARATION, (ASSO, TRE), declaration=NAPOLA, count=3),
         Reason(ReasonKind.ANSWERS_SIGNAL, (QUATTRO, ASSO), signal=Signal.BUSSO),
         Reason(ReasonKind.ANSWERS_SIGNAL, (QUATTRO, ASSO), signal=Signal.STRISCIO),
         Reason(ReasonKind.LEADS_LONG, (QUATTRO,), count=5),
         Reason(ReasonKind.DISCARDS, (ASSO,)), Reason(ReasonKind.DISCARDS, (RE_S,)),
         Reason(ReasonKind.DISCARDS, (QUATTRO,)),
         *(Reason(kind, (TRE, ASSO)) for kind in (
             ReasonKind.TAKES, ReasonKind.MAY_TAKE, ReasonKind.LOADS,
             ReasonKind.KEEPS_GUARDED, ReasonKind.SAVES, ReasonKind.RISKS)),
         *(Reason(kind, (TRE,)) for kind in (
             ReasonKind.TAKES, ReasonKind.ONLY_CARD, ReasonKind.GIVES, ReasonKind.PLAYS_LOW,
             ReasonKind.LEADS_MASTER, ReasonKind.LEADS)),
         Reason(ReasonKind.SECURES, (ASSO, RE_C)), Reason(ReasonKind.OVERTAKES, (ASSO, RE_C)),
         Reason(ReasonKind.LEAST, (RE_S,)), Reason(ReasonKind.SPARES, (CINQUE, TRE_B, ASSO)),
         Reason(ReasonKind.DRAWS, (RE_S, TRE_S, ASSO_S))]


def test_every_kind_is_worded_in_english(qapp: QApplication) -> None:
    assert {r.kind for r in EVERY} == set(ReasonKind)
    words = [reason_text(r) for r in EVERY]
    assert all(w and "%" not in w for w in words)
    assert reason_text(Reason(ReasonKind.TAKES, (TRE, ASSO))) == \
        "takes the Asso with the Tre di coppe"
    assert reason_text(Reason(ReasonKind.TAKES, (TRE, RE_S))) == \
        "takes the Re di spade with the Tre di coppe"
    assert reason_text(EVERY[5]) == "discards the Asso di coppe, worth a point"


def test_every_kind_is_worded_in_italian(italian: None) -> None:
    words = [reason_text(r) for r in EVERY]
    assert all(w and "%" not in w and "the " not in w for w in words)
    assert reason_text(Reason(ReasonKind.TAKES, (TRE, ASSO))) == \
        "prende l'Asso con il Tre di coppe"
    assert reason_text(EVERY[2]) == "torna a coppe, come chiedeva il busso del compagno"
    # the Tre is held by an opponent, not the Tre holding one (the Italian playtest)
    assert reason_text(EVERY[-1]) == ("esce con il Re di spade per far cadere il Tre, in mano "
                                      "a un avversario, tenendo l'Asso per dopo")


def test_a_hint_names_the_card_and_its_main_reason(qapp: QApplication) -> None:
    value = ActionValue(Play(TRE), 12.0, (Reason(ReasonKind.TAKES, (TRE, ASSO)),))
    assert hint_text(value) == "Hint: play the Tre di coppe (to take the Asso)"
    declare = ActionValue(Declare(NAPOLA), 15.0, (EVERY[0],))
    assert hint_text(declare) == "Hint: declare the napola di coppe (points: 3)"
    assert hint_text(ActionValue(Play(TRE), 1.0, ())) == "Hint: play the Tre di coppe"
    lead = ActionValue(Play(ASSO), 1.0, (Reason(ReasonKind.LEADS, (ASSO,)),))
    assert hint_text(lead) == "Hint: play the Asso di coppe"


@pytest.mark.parametrize(("language", "why"), [
    ("en", "worth only a third of a point if it is taken"),
    ("it", "vale solo un terzo di punto se viene preso")])
def test_a_spizzichino_hint_for_a_plain_lead_says_why(qapp: QApplication, language: str,
                                                      why: str) -> None:
    """The playtest's "Hint: play the Cavallo di spade" with no why, a lead with nothing
    else to say (no higher card kept, not the long suit, not a sure trick): it says what
    the card gives the opponent at most (R1); a cartina, nothing."""
    match = position("spizzichino", "Cs 4s 4c 5c 6c 5d 6d 4b 5b 6b | 3s 2s As Rs")
    obs = match.observe(0)
    know = Knowledge.from_observation(obs)
    cavallo, cinque = parse_cards("Cs 5d")
    reasons = reasons_for(obs, know, Play(cavallo))
    assert [r.kind for r in reasons] == [ReasonKind.LEADS]
    try:
        install_translator(qapp, language)
        assert hint_text(ActionValue(Play(cavallo), 1.0, tuple(reasons))).endswith(f"({why})")
        plain = reasons_for(obs, know, Play(cinque))
        assert [r.kind for r in plain] == [ReasonKind.LEADS]
        lisci = ActionValue(Play(cinque), 1.0, tuple(plain))
        assert hint_text(lisci) != hint_text(ActionValue(Play(cinque), 1.0, ()))
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize("language", ["en", "it"])
def test_a_hint_never_names_its_card_twice(qapp: QApplication, language: str) -> None:
    """"play the Cinque di denari (plays the Cinque di denari and ...)" no more: the why
    of every kind leaves the played card out, and says something."""
    try:
        install_translator(qapp, language)
        for reason in EVERY:
            card = reason.cards[0]
            action = Declare(NAPOLA) if reason.kind is ReasonKind.DECLARES else Play(card)
            text = hint_text(ActionValue(action, 1.0, (reason,)))
            assert text.count(f"{card.rank.italian} di {card.suit.italian}") <= 1, text
            assert "%" not in text and text.endswith(")"), text
    finally:
        install_translator(qapp, "en")


@pytest.mark.parametrize(("language", "words"), [
    ("en", ["Hint: play the Cinque di spade (the partner surely wins the trick with the Tre "
            "di bastoni; keeping the Asso di coppe for later)",
            "Hint: play the Asso di coppe (so that your side surely wins the trick)",
            "Hint: play the Re di spade (no card you may play is worth less)",
            "Hint: play the Re di spade (to draw out the Tre, which an opponent holds, keeping "
            "the Asso for later)",
            "Hint: play the Re di coppe (a sure trick for your points: the partner wins it "
            "with the Tre)"]),
    ("it", ["Suggerimento: gioca il Cinque di spade (il compagno vince di sicuro la presa con "
            "il Tre di bastoni; tenendo l'Asso di coppe per dopo)",
            "Suggerimento: gioca l'Asso di coppe (perché la presa sia di sicuro della tua "
            "coppia)",
            "Suggerimento: gioca il Re di spade (nessuna carta che puoi giocare vale meno)",
            "Suggerimento: gioca il Re di spade (per far cadere il Tre, in mano a un "
            "avversario, tenendo l'Asso per dopo)",
            "Suggerimento: gioca il Re di coppe (una presa sicura per i tuoi punti: il "
            "compagno la vince con il Tre)"])])
def test_the_playtests_hints_say_why_truthfully(qapp: QApplication, language: str,
                                                words: list[str]) -> None:
    """The newcomer's playtest: a liscio on the partner's sure trick said "(worth
    nothing)", the Asso over the partner's Fante "(to take the Fante)", the cheapest
    card given "(worth a third of a point)", the Re led under a declared Tre only
    "(keeping the Asso for later)"; now each says why, in both languages."""
    reasons = [Reason(ReasonKind.SPARES, (CINQUE, TRE_B, ASSO)),
               Reason(ReasonKind.SECURES, (ASSO, parse_cards("Fc")[0])),
               Reason(ReasonKind.LEAST, (RE_S,)),
               Reason(ReasonKind.DRAWS, (RE_S, TRE_S, ASSO_S)),
               Reason(ReasonKind.LOADS, (RE_C, TRE))]
    try:
        install_translator(qapp, language)
        assert [hint_text(ActionValue(Play(r.cards[0]), 1.0, (r,))) for r in reasons] == words
    finally:
        install_translator(qapp, "en")
