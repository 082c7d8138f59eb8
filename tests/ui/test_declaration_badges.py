"""An opponent's declaration stays on the table (a newcomer's playtest, R5): East's napola
said in a speech label that went with East's card, two seconds at normal speed while
the bots played on, and the player found it only in the score panel. A badge by the
declarer's seat now keeps it until the player has played a card."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF
from pytestqt.qtbot import QtBot

from tests.bots.bot_positions import position
from tests.ui.table_helpers import images
from tressette_gui.engine import (
    Card,
    Declaration,
    DeclarationKind,
    Declare,
    Event,
    Match,
    Play,
    Rank,
    Suit,
    parse_cards,
)
from tressette_gui.ui.language.seat_names import typed
from tressette_gui.ui.table.layout import CARD_HEIGHT, CARD_WIDTH, place_cards
from tressette_gui.ui.table.scene_items import Label
from tressette_gui.ui.table.steps import steps_for
from tressette_gui.ui.table.table_scene import TableScene
from tressette_gui.ui.table.table_state import (
    Note,
    NoteKind,
    StepKind,
    TableState,
    from_observation,
)
from tressette_gui.ui.table.timing import HOLD_MS, MOVE_MS

#: East (seat 1) leads the first trick holding the napola di spade; the player (seat 0)
#: plays last to it.
HANDS = ("4c 5c 6c 7c Fc Cc Rc 4d 5d 7s | As 2s 3s 6s 4b 5b 6b 7b Fb Cb | "
         "5s 4s Ad 2d 3d 6d Fd Cd Rd Ab | Fs Cs Rs 2b 3b Rb Ac 2c 3c 7d")
NAPOLA = "+3 (napola di spade)"


def play(match: Match, code: str) -> list[Event]:
    return list(match.apply(Play(Card.from_code(code))))


def shown_after(scene: TableScene, state: TableState, events: list[Event],
                final: Match) -> tuple[list[tuple[StepKind, dict[int, str], bool]], TableState]:
    """Each step of ``events`` shown: its kind, the badges' words by seat, whether a
    speech label shows; and the last state."""
    seen = []
    for step in steps_for(state, events, final.observe(0)):
        scene.show_state(step.state)
        seen.append((step.kind, scene.declaration_badges.shown(), scene.note_label.isVisible()))
        state = step.state
    return seen, state


def test_an_opponent_s_declaration_stays_until_the_player_plays(qtbot: QtBot) -> None:
    scene = TableScene(images())
    scene.set_names(typed(("Ada", "East", "North", "West")))
    match = position("tressette", HANDS, dealer=0)
    state = from_observation(match.observe(0))
    events = list(match.apply(next(a for a in match.legal_actions() if isinstance(a, Declare))))
    for code in ("6s", "5s", "Fs"):  # East leads after declaring; North and West follow
        events += play(match, code)
    seen, state = shown_after(scene, state, events, match)
    kinds = [kind for kind, _badges, _speech in seen]
    assert kinds == [StepKind.SHOW, StepKind.HIDE, StepKind.PLAY, StepKind.PLAY,
                     StepKind.PLAY, StepKind.SETTLE]
    # while the speech label says it (about 2 s at normal speed), no badge repeats it
    assert all(speech and not badges for _kind, badges, speech in seen[:2])
    assert sum(MOVE_MS[k] + HOLD_MS.get(k, 0) for k in kinds[:2]) < 2_500
    # from East's card on, the badge: through North's and West's cards, at the player's turn
    assert all(badges == {1: NAPOLA} and not speech for _kind, badges, speech in seen[2:])
    badge = scene.declaration_badges.badge(1)
    assert badge is not None and scene.sceneRect().contains(badge.sceneBoundingRect())
    for key, place in place_cards(state).items():  # it covers no card: hands, trick
        w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
        card = QRectF(place.x - w / 2, place.y - h / 2, w, h)
        assert not badge.sceneBoundingRect().intersects(card), key
    seen, state = shown_after(scene, state, play(match, "7s"), match)  # the player's card
    assert [badges for _kind, badges, _speech in seen] == [{}] * len(seen)
    assert state.declarations == ()


def test_the_player_s_own_declaration_needs_no_badge(qtbot: QtBot) -> None:
    """The player declares and plays at once: the speech label, then nothing left."""
    scene = TableScene(images())
    scene.set_names(typed(("Ada", "East", "North", "West")))
    match = position("tressette", HANDS.replace("As 2s 3s 6s", "7s 5d 4d 6s").replace(
        "4c 5c 6c 7c Fc Cc Rc 4d 5d 7s", "As 2s 3s 4c 5c 6c 7c Fc Cc Rc"))
    state = from_observation(match.observe(0))
    events = list(match.apply(next(a for a in match.legal_actions() if isinstance(a, Declare))))
    events += play(match, "4c")
    seen, _state = shown_after(scene, state, events, match)
    assert all(not badges for _kind, badges, _speech in seen)


@pytest.mark.parametrize("players", [4, 2])
def test_every_seat_s_badge_covers_no_card(qtbot: QtBot, players: int) -> None:
    """The longest badges (two declarations) of each other seat, a trick on the table
    and full hands: on the table, over no card, clear of the plates."""
    scene = TableScene(images())
    scene.set_names(typed(("Ada", "East", "North", "West")[:players]))
    hand = tuple(parse_cards("Ac Ad As Ab 2c 2d 2s 2b 3c 3d"))
    trick = tuple((seat, Card.from_code(c)) for seat, c in zip(
        range(1, players), ("4c", "5c", "6c"), strict=False))
    napola = Declaration(DeclarationKind.NAPOLA, suit=Suit.SPADE)
    quaterna = Declaration(DeclarationKind.QUATERNA, rank=Rank.ASSO)
    for seat in range(1, players):
        notes = tuple(Note(seat, NoteKind.DECLARATION, str(d), points, d)
                      for d, points in ((napola, 3), (quaterna, 4)))
        state = replace(TableState.empty(players), deal_number=1, hand=hand,
                        hidden=(0, *(10,) * (players - 1)), trick=trick,
                        declarations=notes)
        scene.show_state(state)
        assert scene.declaration_badges.shown() == {
            seat: "+3 (napola di spade)\n+4 (quaterna di Assi)"}
        badge = scene.declaration_badges.badge(seat)
        assert badge is not None
        rect = badge.sceneBoundingRect()
        assert scene.sceneRect().contains(rect)
        for key, place in place_cards(state).items():
            w, h = CARD_WIDTH * place.scale, CARD_HEIGHT * place.scale
            assert not rect.intersects(QRectF(place.x - w / 2, place.y - h / 2, w, h)), key
        plates = [item for item in scene.items() if isinstance(item, Label)
                  and item is not badge and item.isVisible()]
        assert plates and not any(rect.intersects(p.sceneBoundingRect()) for p in plates)
