"""Observation contents (R3, R5, R8): what one seat may know, and nothing more."""

from __future__ import annotations

from tests.engine.engine_positions import layout_from, match_from, play
from tressette_gui.engine import (
    ChoosePiles,
    Declaration,
    DeclarationKind,
    Declare,
    Match,
    Phase,
    PickUp,
    PileView,
    Play,
    Rules,
    Signal,
    Suit,
    parse_cards,
)

FOUR = Rules.for_variant("tressette", redeal_under_one_point=False)


def test_observation_of_a_tressette_trick_in_progress() -> None:
    match = match_from(FOUR, dealer=3, hands="3c 2c Ac 4d 5d 6d 7d 4s 5s 6s | Rc 4b | Cc 5b")
    match.apply(Declare(Declaration(DeclarationKind.NAPOLA, suit=Suit.COPPE)))
    play(match, "4d")
    obs = match.observe(2)
    assert (obs.seat, obs.players, obs.phase, obs.turn) == (2, 4, Phase.PLAY, 1)
    assert (obs.dealer, obs.leader, obs.deal_number, obs.trick_number) == (3, 0, 1, 0)
    assert obs.names == ("Player 1", "Player 2", "Player 3", "Player 4")
    assert obs.hand == tuple(sorted(match.deal.hands[2], key=lambda c: (c.suit, -c.rank)))
    assert obs.hand_sizes == (9, 10, 10, 10)
    assert obs.trick == ((0, parse_cards("4d")[0]),) and obs.trick_signal is None
    assert obs.legal_actions == ()  # not seat 2's turn
    assert match.observe(1).legal_actions == tuple(match.legal_actions())
    assert [d.cards for d in obs.declarations] == [tuple(parse_cards("Ac 2c 3c"))]
    assert obs.piles == ((), (), (), ()) and obs.stock_size == 0 and obs.free_piles == ()
    assert obs.scores == (0, 0) and obs.captured_thirds == (0, 0) and obs.result is None
    visible = obs.visible_cards()
    assert set(match.deal.hands[1]).isdisjoint(visible)
    assert set(parse_cards("Ac 2c 3c 4d")) <= visible


def test_observation_after_tricks_counts_captures_and_keeps_signals() -> None:
    match = match_from(FOUR.replace(declarations=False), dealer=3,
                       hands="3d 4d 5d 6d 7c 4s 5s 6s 7s 4b | Rd | Cd | Fd")
    play(match, "3d Rd Cd Fd")
    match.apply(Play(parse_cards("4d")[0], signal=Signal.STRISCIO))
    obs = match.observe(3)
    assert obs.tricks_taken == (1, 0, 0, 0) and obs.captured_thirds == (4, 0)
    assert obs.tricks[0].winner == 0 and obs.trick_signal is Signal.STRISCIO
    assert obs.trick_number == 1 and obs.leader == 0


def test_observation_of_mazzetti_piles_and_the_pile_choice() -> None:
    rules = Rules.for_variant("mazzetti")
    match = Match(rules, 0, dealer=1, layouts=[layout_from(rules, 1, piles="3d 2c 6s")])
    first = match.observe(0)
    assert first.phase is Phase.CHOOSE_PILES and first.free_piles == tuple(range(8))
    assert len(first.legal_actions) == 420 and match.observe(1).legal_actions == ()
    assert first.hand == () and first.piles == ((), ())
    match.apply(ChoosePiles((0, 1), (2, 3)))
    second = match.observe(1)
    assert second.free_piles == (4, 5, 6, 7)
    assert second.piles[0] == (PileView(parse_cards("3d")[0], 5),
                               PileView(match.deal.piles[0][1][-1], 5))
    match.apply(ChoosePiles((4, 5), (6, 7)))
    match.apply(PickUp(0))
    obs = match.observe(1)
    assert obs.free_piles == () and obs.piles[0][0] == PileView(parse_cards("2c")[0], 4)
    assert obs.picked == ((0, 0, parse_cards("3d")[0]),)
    assert obs.hand_sizes == (11, 10)
    hidden = {c for p in match.deal.piles[0] for c in p[:-1]}
    assert hidden.isdisjoint(obs.visible_cards())


def test_observation_of_spizzichino_shows_draws_not_the_stock() -> None:
    rules = Rules.for_variant("spizzichino")
    match = match_from(rules, dealer=1, hands="4c | Rc", stock="Ad Ab 7s")
    play(match, "4c Rc")
    obs = match.observe(0)
    assert obs.stock_size == 18 and parse_cards("7s")[0] not in obs.visible_cards()
    assert obs.draws == ((0, 1, parse_cards("Ad")[0]), (0, 0, parse_cards("Ab")[0]))


def test_observation_at_the_end_holds_the_result() -> None:
    match = Match(FOUR, 3)
    match.resign(0)
    obs = match.observe(2)
    assert obs.result is match.result and obs.turn is None and obs.legal_actions == ()
