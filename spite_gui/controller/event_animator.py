"""Turns the events a seat is told into how its table moves, one card at a time.

:class:`EventAnimator` turns the events of one update into animation steps for the
:class:`~spite_gui.controller.pacing.StepQueue`. What the piles show at rest comes
from :func:`spite_gui.table.snapshot.table_snapshot`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Card, Place, PlayerView
from ..engine import events as ev
from ..engine.rules import Rules
from ..play import DrewUnseen, SeenEvent
from ..table.card_names import rank_mark
from ..table.moves import source_pile
from ..table.piles import CENTRE, COMPLETED, HAND, PAYOFF, SIDE, STOCK, CardFace, PileKey
from ..table.snapshot import COMPLETED_BACK
from ..view import timing
from ..view.card_item import CardItem
from ..view.table_scene import TableScene

Step = Callable[[], int]
# how many cards the counted piles hold as the table shows them: the stock and the completed
# cards by kind, payoff piles and hands by (kind, seat)
# the events whose card :attr:`EventAnimator.shown` is told of, with the card on the table
ShownEvent = ev.Played | ev.Discarded | ev.Revealed
Counts = dict[str | tuple[str, int], int]
STOCK_PILE, COMPLETED_PILE = PileKey(STOCK), PileKey(COMPLETED)


class EventAnimator:
    """Builds the animation steps for one move's events, card by card.

    ``shown`` (if given) is told each event whose card has just been put where the
    event says, with that card on the table: a play, a discard, a payoff card
    turned up. ``told`` (if given) is told each event when the table has shown it:
    once its cards have arrived (the game log and the screen reader say it then,
    not while the cards are still on their way), at once for the turn passing.
    """

    def __init__(self, scene: TableScene, rules: Rules, seat: int,
                 ms: Callable[[int], int],
                 shown: Callable[[ShownEvent, CardItem], None] | None = None,
                 told: Callable[[SeenEvent], None] | None = None) -> None:
        self.scene = scene
        self.rules = rules
        self.seat = seat  # whose table this is: only its own draws show their faces
        self.ms = ms  # a named duration at the current speed (0 when hurrying)
        self.shown = shown or (lambda _event, _card: None)
        self.told = told or (lambda _event: None)

    def steps(self, events: Sequence[SeenEvent], before: PlayerView,
              on_turn: Callable[[int], None] | None = None) -> list[Step]:
        """The steps that show ``events`` happening to the table that showed ``before``,
        each event told (:attr:`told`) as the table shows it."""
        counts: Counts = {
            STOCK: before.stock_count,
            COMPLETED: before.completed_count,
            **{(PAYOFF, i): n for i, n in enumerate(before.payoff_counts)},
            **{(HAND, i): n for i, n in enumerate(before.hand_counts)},
        }
        steps: list[Step] = []
        for event in events:
            moving = self._event_steps(event, counts, on_turn)
            if moving and not isinstance(event, ev.TurnPassed | ev.Recycled):
                steps += [*moving, self._tell(event)]  # once its cards have arrived
            else:
                steps += [self._tell(event), *moving]
        return steps

    def _event_steps(self, event: SeenEvent, counts: Counts,
                     on_turn: Callable[[int], None] | None) -> list[Step]:
        if isinstance(event, ev.Played):
            return [self._played(event, counts)]
        if isinstance(event, ev.Discarded):
            return [self._discarded(event, counts)]
        if isinstance(event, ev.Revealed):
            return [self._revealed(event, counts)]
        if isinstance(event, ev.Completed):
            return [self._completed(event, counts)]
        if isinstance(event, ev.Drew | DrewUnseen):
            drawn: Sequence[Card | None] = (
                event.cards if isinstance(event, ev.Drew) else [None] * event.number)
            last = len(drawn) - 1
            return [self._drew(event.player, card, counts, i == last)
                    for i, card in enumerate(drawn)]
        if isinstance(event, ev.Recycled):
            return [self._recycled(event, counts)]
        if isinstance(event, ev.TurnPassed):
            return [self._turn_passed(event, on_turn)]
        return []

    def _tell(self, event: SeenEvent) -> Step:
        def step() -> int:
            self.told(event)
            return 0

        return step

    def take_back_steps(self, events: Sequence[SeenEvent]) -> list[Step]:
        """The card of an undone play flies back from its centre stack to where it came from.

        Only a play that revealed nothing can be undone, so at most a completed stack has
        to come back as well; that one simply reappears when the table is next shown.
        """
        played = next((e for e in events if isinstance(e, ev.Played)), None)
        if played is None or any(isinstance(e, ev.Completed) for e in events):
            return []

        def step() -> int:
            move = played.move
            centre = PileKey(CENTRE, number=move.target_index)
            top = len(self.scene.pile(centre).cards) - 1
            target = source_pile(played.player, move)
            at = move.source_index if move.source == Place.HAND else None
            self.scene.move_card(centre, top, target, played.card.text, None,
                                 self.ms(timing.CARD_MOVE_MS), at=at)
            return self.ms(timing.CARD_MOVE_MS)

        return [step]

    def deal_steps(self, undealt: PlayerView, dealt: PlayerView) -> list[Step]:
        """The hands dealt round the table from the stock, one card at a time (this seat's
        face up, the others' face down)."""
        counts: Counts = {STOCK: undealt.stock_count,
                                     **{(HAND, i): 0 for i in range(dealt.players)}}
        order: list[tuple[int, Card | None]] = [
            (seat, dealt.hand[i] if seat == dealt.seat else None)
            for i in range(max(dealt.hand_counts, default=0))
            for seat in range(dealt.players) if i < dealt.hand_counts[seat]]
        return [self._drew(seat, card, counts, n == len(order) - 1, timing.DEAL_STAGGER_MS)
                for n, (seat, card) in enumerate(order)]

    # -- one step per event ----------------------------------------------------------------
    def _hand_count(self, player: int, counts: Counts) -> None:
        if player != self.seat:
            self.scene.labels.set_count(PileKey(HAND, player), str(counts[(HAND, player)]))

    def _played(self, event: ev.Played, counts: Counts) -> Step:
        def step() -> int:
            move = event.move
            key = source_pile(event.player, move)
            pile = self.scene.pile(key)
            index = move.source_index if move.source == Place.HAND else len(pile.cards) - 1
            badge = rank_mark(event.rank) if self.rules.is_wild(event.card) else None
            target = PileKey(CENTRE, number=move.target_index)
            card = self.scene.move_card(key, index, target, event.card.text, badge,
                                        self.ms(timing.CARD_MOVE_MS))
            self.shown(event, card)
            if move.source == Place.PAYOFF:
                counts[(PAYOFF, event.player)] -= 1
                self.scene.labels.set_count(key, str(counts[(PAYOFF, event.player)]))
            elif move.source == Place.HAND:
                counts[(HAND, event.player)] -= 1
                self._hand_count(event.player, counts)
            return self.ms(timing.CARD_MOVE_MS)

        return step

    def _discarded(self, event: ev.Discarded, counts: Counts) -> Step:
        def step() -> int:
            move = event.move
            card = self.scene.move_card(PileKey(HAND, event.player), move.source_index,
                                        PileKey(SIDE, event.player, move.target_index),
                                        event.card.text, None, self.ms(timing.CARD_MOVE_MS))
            self.shown(event, card)
            counts[(HAND, event.player)] -= 1
            self._hand_count(event.player, counts)
            return self.ms(timing.CARD_MOVE_MS)

        return step

    def _revealed(self, event: ev.Revealed, counts: Counts) -> Step:
        def step() -> int:
            key = PileKey(PAYOFF, event.player)
            left = counts[(PAYOFF, event.player)]
            # the pile shows one card back: it is the new top itself if no card lies beneath
            self.scene.reveal_top(key, event.card.text, self.ms(timing.FLIP_MS),
                                  add_card=left > 1)
            self.shown(event, self.scene.pile(key).cards[-1])
            return self.ms(timing.FLIP_MS)

        return step

    def _completed(self, event: ev.Completed, counts: Counts) -> Step:
        def step() -> int:
            self.scene.sweep_pile(PileKey(CENTRE, number=event.stack), COMPLETED_PILE,
                                  self.ms(timing.COMPLETE_MS))
            counts[COMPLETED] += len(event.cards)
            self.scene.set_pile_faces(COMPLETED_PILE, [CardFace(COMPLETED_BACK)])
            self.scene.labels.set_count(COMPLETED_PILE, str(counts[COMPLETED]))
            return self.ms(timing.COMPLETE_MS)

        return step

    def _drew(self, player: int, card: Card | None, counts: Counts, last: bool,
              stagger: int = timing.DRAW_STAGGER_MS) -> Step:
        def step() -> int:
            face = card.text if card is not None else None
            self.scene.spawn_card(STOCK_PILE, PileKey(HAND, player), face,
                                  self.ms(timing.CARD_DRAW_MS))
            counts[STOCK] -= 1
            counts[(HAND, player)] += 1
            self.scene.labels.set_count(STOCK_PILE, str(counts[STOCK]))
            if counts[STOCK] == 0:
                self.scene.set_pile_faces(STOCK_PILE, [])
            self._hand_count(player, counts)
            return self.ms(timing.CARD_DRAW_MS if last else stagger)

        return step

    def _recycled(self, event: ev.Recycled, counts: Counts) -> Step:
        def step() -> int:
            counts[COMPLETED] = 0
            counts[STOCK] = event.stock
            self.scene.set_pile_faces(COMPLETED_PILE, [])
            self.scene.labels.set_count(COMPLETED_PILE, "")
            self.scene.set_pile_faces(STOCK_PILE, [CardFace(None)] if event.stock else [])
            self.scene.labels.set_count(STOCK_PILE, str(event.stock))
            return self.ms(timing.TURN_PAUSE_MS) // 2

        return step

    def _turn_passed(self, event: ev.TurnPassed,
                     on_turn: Callable[[int], None] | None) -> Step:
        def step() -> int:
            if on_turn is not None:
                on_turn(event.next_player)
            return self.ms(timing.TURN_PAUSE_MS)

        return step
