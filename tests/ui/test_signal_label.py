"""A lead signal (R8) stays in the leader's speech label through the whole trick: the
three following cards do not clear it, at any animation speed (it is the table state's,
not one step's); it goes once the trick is taken."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tests.ui.table_helpers import images
from tressette_gui.engine import Match, Play, Rules, Signal
from tressette_gui.ui.language.seat_names import typed
from tressette_gui.ui.table.steps import steps_for
from tressette_gui.ui.table.table_scene import TableScene, note_text
from tressette_gui.ui.table.table_state import Note, NoteKind, StepKind, from_observation


def test_a_lead_signal_shows_until_the_trick_is_taken(qtbot: QtBot) -> None:
    scene = TableScene(images())
    scene.set_names(typed(("Ada", "East", "North", "West")))
    match = Match(Rules.for_variant("tressette"), seed=3)
    while not any(isinstance(a, Play) and a.signal for a in match.legal_actions()):
        match.apply(match.legal_actions()[0])
    state = from_observation(match.observe(0))
    lead = next(a for a in match.legal_actions() if isinstance(a, Play) and a.signal)
    assert isinstance(lead, Play) and isinstance(lead.signal, Signal)
    leader = match.observe(0).turn
    assert leader is not None
    signal = Note(leader, NoteKind.SIGNAL, lead.signal.value)
    events = list(match.apply(lead))
    for _ in range(3):
        # a table rebuilt from an observation mid-trick (a batch's end) keeps it too
        assert from_observation(match.observe(0)).speech() == signal
        events += match.apply(match.legal_actions()[0])
    said = note_text(signal)
    seen: list[tuple[StepKind, str | bool]] = []
    for step in steps_for(state, events, match.observe(0)):
        scene.show_state(step.state)
        seen.append((step.kind, scene.note_label.isVisible() and scene.note_label.text.text()))
    kinds = [kind for kind, _ in seen]
    assert kinds[:5] == [StepKind.PLAY] * 4 + [StepKind.WINNER]
    # the lead and the three following cards, and while the winner is highlighted
    assert [text for _, text in seen[:5]] == [said] * 5
    # the trick taken: no signal any more (the next trick has none yet)
    assert all(text is False for _, text in seen[5:])
    assert StepKind.COLLECT in kinds[5:]
