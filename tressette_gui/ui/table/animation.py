"""The animation director: turns table steps into Qt animations.

A batch of :class:`~.table_state.Step` values becomes one
QSequentialAnimationGroup with one part per step: a QParallelAnimationGroup of
QPropertyAnimations (pos, rotation, scale, opacity, z, flip of every card that
moves), then a QPauseAnimation when the step holds (a trick's winner, a
declaration on show). Animations have no start values: each takes the card's
value when its step begins, so the whole batch is built at once.

Durations are the named constants of :mod:`.timing`, in milliseconds, multiplied by
the speed factor (:data:`~.timing.SPEEDS`); speed "off" runs nothing and still emits
``idle``. :meth:`AnimationDirector.skip` (a click on the table) jumps to the end.
:meth:`AnimationDirector.hold` pauses the table while a modal dialog is open: the
batch under way stops where it is (a trick's pause too) and ``idle`` waits.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)

from .card_ids import CardId
from .card_item import CardItem
from .layout import SMALL, Place, compass, hand_centre, place_cards
from .table_scene import TableScene
from .table_state import Step, StepKind
from .timing import APPEAR_MS, DEAL_INTERVAL_MS, MOVE_MS, SPEEDS, hold_ms

#: z added to a card while it flies, so it passes over the others.
FLYING_Z = 1000.0


class AnimationDirector(QObject):
    """Plays steps on a :class:`TableScene`; emits ``idle`` when a batch is done.

    ``stepStarted(Step)`` is emitted for every step, in order, as it begins (all
    at once when skipped or with speed "off"); the window updates the last-trick
    view and the score panel from it. ``speed`` is a key of
    :data:`SPEEDS`; setting an unknown one raises ValueError. While held
    (:meth:`hold`) nothing moves and ``idle`` is not emitted.
    """

    idle = Signal()
    stepStarted = Signal(object)

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._scene = scene
        self._speed = "normal"
        self._group: QSequentialAnimationGroup | None = None
        self._steps: list[Step] = []
        self._finals: dict[CardItem, tuple[Place, float]] = {}
        self._doomed: list[CardItem] = []
        self._generation = 0
        self._started = -1
        self._busy = False
        self._held = False

    @property
    def speed(self) -> str:
        """The speed setting: "slow", "normal", "fast" or "off"."""
        return self._speed

    def set_speed(self, speed: str) -> None:
        """Set the speed; raises ValueError for a name not in :data:`SPEEDS`."""
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}: expected one of "
                             + ", ".join(SPEEDS))
        self._speed = speed

    @property
    def factor(self) -> float:
        """The duration factor of the current speed."""
        return SPEEDS[self._speed]

    @property
    def busy(self) -> bool:
        """True from :meth:`run` until ``idle`` is emitted."""
        return self._busy

    def hold(self, held: bool) -> None:
        """With ``held`` True, pause the batch under way (and any batch run meanwhile)
        and keep ``idle`` back; with False, go on from where it stopped (``idle`` of a
        batch finished meanwhile follows)."""
        self._held = held
        group = self._group
        if group is not None:
            if held:
                group.pause()
            elif group.state() is QAbstractAnimation.State.Paused:
                group.resume()
        elif not held and self._busy:
            QTimer.singleShot(0, lambda g=self._generation: self._emit_idle(g))

    # ------------------------------------------------------------------ run
    def run(self, steps: Sequence[Step]) -> None:
        """Animate ``steps`` in order; a running batch is finished first (without
        its ``idle``). ``idle`` is always emitted later, never from inside ``run``."""
        if self._busy:
            self._finish_now(emit=False)
        self._busy = True
        self._generation += 1
        self._steps = list(steps)
        self._started = -1
        group = self._build(self._steps, animated=self.factor > 0.0 and bool(self._steps))
        if group is None:
            self._finish_now(emit=True)
            return
        self._group = group
        group.currentAnimationChanged.connect(self._on_part)
        group.finished.connect(self._on_finished)
        self._start_step(0)
        group.start()
        if self._held:
            group.pause()

    def skip(self) -> None:
        """Jump the running batch to its end (``idle`` follows)."""
        if self._busy and self._group is not None:
            self._finish_now(emit=True)

    # ------------------------------------------------------------ internals
    def _ms(self, value: float) -> int:
        return max(1, round(value * self.factor))

    def _build(self, steps: Sequence[Step], *,
               animated: bool) -> QSequentialAnimationGroup | None:
        """Create, rename and drop the card items of ``steps`` and record where each
        must end (``_finals``, ``_doomed``); with ``animated`` also the animation group
        that moves them there, else None (speed "off": no animation object is made,
        the batch is only jumped to its end)."""
        scene = self._scene
        cards = scene.cards
        self._finals = {item: (_place_of(item), item.flip_value) for item in cards.values()}
        self._doomed = []
        outer = QSequentialAnimationGroup(self) if animated else None
        for step in steps:
            part = QSequentialAnimationGroup(outer) if outer is not None else None
            moves = QParallelAnimationGroup(part) if part is not None else None
            move_ms = self._ms(MOVE_MS[step.kind])
            for old, new in step.renames:
                item = cards.pop(old, None)
                if item is not None:
                    self._drop(cards.pop(new, None), moves, move_ms)
                    cards[new] = item
            places = place_cards(step.state)
            for key in [k for k in cards if k not in places]:
                self._drop(cards.pop(key), moves, move_ms)
            order = {key: i for i, key in enumerate(step.order)}
            for key, place in places.items():
                item = cards.get(key)
                created = item is None
                if item is None:
                    item = self._create(key, place, step)
                elif place.card is not None and item.card != place.card:
                    item.set_card(place.card)
                delay = self._ms(order[key] * DEAL_INTERVAL_MS) if key in order else 0
                self._animate(item, place, moves, move_ms, delay, created)
            if outer is not None and part is not None and moves is not None:
                part.addAnimation(moves)
                hold = hold_ms(step.kind, self.factor)
                if step.kind is StepKind.NOTE and step.state.note is None:
                    hold = 0
                part.addAnimation(QPauseAnimation(max(hold, 1), part))
                outer.addAnimation(part)
        return outer

    def _create(self, key: CardId, place: Place, step: Step) -> CardItem:
        if step.origin is not None:
            state = step.state
            x, y = hand_centre(compass(step.origin, state.me, state.players))
            start = Place(x, y, place.rotation, place.z, False, SMALL, place.card)
        else:
            start = place
        item = self._scene.add_card(key, start)
        item.setOpacity(0.0)
        self._finals[item] = (start, item.flip_value)
        return item

    def _drop(self, item: CardItem | None, moves: QParallelAnimationGroup | None,
              ms: int) -> None:
        if item is None:
            return
        if moves is not None:
            fade = QPropertyAnimation(item, b"opacity", moves)
            fade.setDuration(ms)
            fade.setEndValue(0.0)
            moves.addAnimation(fade)
        self._doomed.append(item)
        self._finals.pop(item, None)

    def _animate(self, item: CardItem, place: Place, moves: QParallelAnimationGroup | None,
                 ms: int, delay: int, created: bool) -> None:
        before, flip_before = self._finals[item]
        flip = 1.0 if place.face_up else -1.0
        self._finals[item] = (place, flip)
        if moves is None:
            return
        anims: list[QPropertyAnimation] = []

        def add(prop: bytes, end: object, duration: int = ms) -> QPropertyAnimation:
            anim = QPropertyAnimation(item, prop)
            anim.setDuration(duration)
            anim.setEndValue(end)
            anim.setEasingCurve(QEasingCurve.Type.InOutQuad)
            anims.append(anim)
            return anim

        if created:
            add(b"opacity", 1.0, min(ms, self._ms(APPEAR_MS)))
        if (before.x, before.y) != (place.x, place.y):
            add(b"pos", QPointF(place.x, place.y))
            z = add(b"z", place.z)
            z.setEasingCurve(QEasingCurve.Type.Linear)
            z.setKeyValueAt(0.0, FLYING_Z + place.z)
            z.setKeyValueAt(0.99, FLYING_Z + place.z)
        elif before.z != place.z:
            add(b"z", place.z, 1)
        if before.rotation != place.rotation:
            add(b"rotation", place.rotation)
        if before.scale != place.scale:
            add(b"scale", place.scale)
        if flip_before != flip:
            add(b"flip", flip)
        if not anims:
            return
        if delay:
            seq = QSequentialAnimationGroup(moves)
            seq.addPause(delay)
            par = QParallelAnimationGroup(seq)
            for anim in anims:
                anim.setParent(par)
                par.addAnimation(anim)
            seq.addAnimation(par)
            moves.addAnimation(seq)
        else:
            for anim in anims:
                anim.setParent(moves)
                moves.addAnimation(anim)

    def _on_part(self, part: QAbstractAnimation) -> None:
        group = self._group
        if group is None:
            return
        index = group.indexOfAnimation(part)
        for skipped in range(self._started + 1, min(index + 1, len(self._steps))):
            self._start_step(skipped)

    def _start_step(self, index: int) -> None:
        self._started = index
        step = self._steps[index]
        self._scene.show_state(step.state)
        self._scene.highlight_winner(step.state)
        self.stepStarted.emit(step)

    def _on_finished(self) -> None:
        self._finish_now(emit=True)

    def _finish_now(self, *, emit: bool) -> None:
        group = self._group
        self._group = None
        if group is not None:
            group.currentAnimationChanged.disconnect(self._on_part)
            group.finished.disconnect(self._on_finished)
            group.stop()
            group.deleteLater()
        for item, (place, flip) in self._finals.items():
            if place.card is None and item.card is not None:
                item.set_card(None)  # a card gone face down into a hidden hand
            item.setPos(place.x, place.y)
            item.setRotation(place.rotation)
            item.setScale(place.scale)
            item.setZValue(place.z)
            item.set_flip(flip)
            item.setOpacity(1.0)
        for item in self._doomed:
            if item.scene() is not None:
                self._scene.removeItem(item)
        self._finals = {}
        self._doomed = []
        for index in range(self._started + 1, len(self._steps)):
            self._start_step(index)
        if emit:
            generation = self._generation
            QTimer.singleShot(0, lambda: self._emit_idle(generation))

    def _emit_idle(self, generation: int) -> None:
        if generation == self._generation and self._busy and self._group is None \
                and not self._held:
            self._busy = False
            self.idle.emit()


def _place_of(item: CardItem) -> Place:
    return Place(item.x(), item.y(), item.rotation(), item.zValue(),
                 item.face_up, item.scale(), item.card)
