"""Turns the engine's state and events into what the table shows and how it moves.

:func:`table_snapshot` describes a whole table for a state (only the human's hand
face up). :class:`EventAnimator` turns the events of one move into animation
steps for the :class:`~spite_gui.controller.pacing.StepQueue`: one card at a time.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import State
from ..engine import events as ev
from ..engine.rules import Rules
from ..table.piles import CardFace, PileKey, SeatInfo, TableSnapshot
from ..view import timing
from ..view.card_art import OTHER_BACK
from ..view.table_scene import TableScene

RANK_MARKS = {1: "A", 11: "J", 12: "Q", 13: "K"}
STOCK, COMPLETED = PileKey("stock"), PileKey("completed")
COMPLETED_BACK = OTHER_BACK  # completed cards lie face down in another colour than the stock


def rank_mark(rank: int) -> str:
    """The short mark of a rank for a badge: "A", "7", "Q"."""
    return RANK_MARKS.get(rank, str(rank))


def payoff_faces(payoff: Sequence) -> list[CardFace]:
    """A payoff pile shows its top card face up, on a card back if more lie beneath."""
    faces = [CardFace(None)] if len(payoff) > 1 else []
    if payoff:
        faces.append(CardFace(payoff[-1].text))
    return faces


def centre_faces(rules: Rules, stack: Sequence) -> list[CardFace]:
    """A centre stack, each wild card marked with the rank it stands for."""
    return [CardFace(card.text, rank_mark(pos + 1) if rules.is_wild(card) else None)
            for pos, card in enumerate(stack)]


def table_snapshot(state: State, rules: Rules, human: int, names: Sequence[str],
                   thinking: int | None = None) -> TableSnapshot:
    """Everything the human at seat ``human`` sees for ``state``."""
    piles: dict[PileKey, list[CardFace]] = {}
    counts: dict[PileKey, str] = {}
    for number, seat in enumerate(state.seats):
        piles[PileKey("payoff", number)] = payoff_faces(seat.payoff)
        counts[PileKey("payoff", number)] = str(len(seat.payoff))
        mine = number == human
        piles[PileKey("hand", number)] = [CardFace(c.text if mine else None) for c in seat.hand]
        if not mine:
            counts[PileKey("hand", number)] = str(len(seat.hand))
        for i, stack in enumerate(seat.sides):
            piles[PileKey("side", number, i)] = [CardFace(c.text) for c in stack]
    for i, stack in enumerate(state.centre):
        piles[PileKey("centre", -1, i)] = centre_faces(rules, stack)
    piles[STOCK] = [CardFace(None)] if state.stock else []
    counts[STOCK] = str(len(state.stock))
    piles[COMPLETED] = [CardFace(COMPLETED_BACK)] if state.completed else []
    counts[COMPLETED] = str(len(state.completed)) if state.completed else ""
    seats = {
        number: SeatInfo(names[number], number == state.current and state.outcome is None,
                         "thinking…" if number == thinking else "")
        for number in range(len(state.seats))
    }
    return TableSnapshot(piles, counts, seats)


def source_pile(player: int, move) -> PileKey:
    """The pile a move takes its card from."""
    if move.source == "payoff":
        return PileKey("payoff", player)
    if move.source == "hand":
        return PileKey("hand", player)
    return PileKey("side", player, move.source_index)


class EventAnimator:
    """Builds the animation steps for one move's events, card by card.

    ``shown`` (if given) is told each event whose card has just been put where the
    event says, with that card on the table: a play, a discard, a payoff card
    turned up.
    """

    def __init__(self, scene: TableScene, rules: Rules, human: int,
                 ms: Callable[[int], int],
                 shown: Callable[[object, object], None] | None = None) -> None:
        self.scene = scene
        self.rules = rules
        self.human = human
        self.ms = ms  # a named duration at the current speed (0 when hurrying)
        self.shown = shown or (lambda _event, _card: None)

    def steps(self, events: Sequence, before: State,
              on_turn: Callable[[int], None] | None = None) -> list[Callable[[], int]]:
        """The steps that show ``events`` happening to the table that showed ``before``."""
        counts = {
            "stock": len(before.stock),
            "completed": len(before.completed),
            **{("payoff", i): len(s.payoff) for i, s in enumerate(before.seats)},
            **{("hand", i): len(s.hand) for i, s in enumerate(before.seats)},
        }
        steps: list[Callable[[], int]] = []
        for event in events:
            if isinstance(event, ev.Played):
                steps.append(self._played(event, counts))
            elif isinstance(event, ev.Discarded):
                steps.append(self._discarded(event, counts))
            elif isinstance(event, ev.Revealed):
                steps.append(self._revealed(event, counts))
            elif isinstance(event, ev.Completed):
                steps.append(self._completed(event, counts))
            elif isinstance(event, ev.Drew):
                last = len(event.cards) - 1
                steps.extend(self._drew(event.player, card, counts, i == last)
                             for i, card in enumerate(event.cards))
            elif isinstance(event, ev.Recycled):
                steps.append(self._recycled(event, counts))
            elif isinstance(event, ev.TurnPassed):
                steps.append(self._turn_passed(event, on_turn))
        return steps

    def take_back_steps(self, events: Sequence) -> list[Callable[[], int]]:
        """The card of an undone play flies back from its centre stack to where it came from.

        Only a play that revealed nothing can be undone, so at most a completed stack has
        to come back as well; that one simply reappears when the table is next shown.
        """
        played = next((e for e in events if isinstance(e, ev.Played)), None)
        if played is None or any(isinstance(e, ev.Completed) for e in events):
            return []

        def step() -> int:
            move = played.move
            centre = PileKey("centre", -1, move.target_index)
            top = len(self.scene.pile(centre).cards) - 1
            target = source_pile(played.player, move)
            at = move.source_index if move.source == "hand" else None
            self.scene.move_card(centre, top, target, played.card.text, None,
                                 self.ms(timing.CARD_MOVE_MS), at=at)
            return self.ms(timing.CARD_MOVE_MS)

        return [step]

    def deal_steps(self, undealt: State, dealt: State) -> list[Callable[[], int]]:
        """The hands dealt round the table from the stock, one card at a time."""
        counts = {"stock": len(undealt.stock),
                  **{("hand", i): 0 for i in range(len(dealt.seats))}}
        order = [(seat, card) for i in range(max(len(s.hand) for s in dealt.seats))
                 for seat, s in enumerate(dealt.seats) if i < len(s.hand)
                 for card in (s.hand[i],)]
        return [self._drew(seat, card, counts, n == len(order) - 1, timing.DEAL_STAGGER_MS)
                for n, (seat, card) in enumerate(order)]

    # -- one step per event ----------------------------------------------------------------
    def _hand_count(self, player: int, counts: dict) -> None:
        if player != self.human:
            self.scene.set_count(PileKey("hand", player), str(counts[("hand", player)]))

    def _played(self, event: ev.Played, counts: dict) -> Callable[[], int]:
        def step() -> int:
            move = event.move
            key = source_pile(event.player, move)
            pile = self.scene.pile(key)
            index = move.source_index if move.source == "hand" else len(pile.cards) - 1
            badge = rank_mark(event.rank) if self.rules.is_wild(event.card) else None
            target = PileKey("centre", -1, move.target_index)
            card = self.scene.move_card(key, index, target, event.card.text, badge,
                                        self.ms(timing.CARD_MOVE_MS))
            self.shown(event, card)
            if move.source == "payoff":
                counts[("payoff", event.player)] -= 1
                self.scene.set_count(key, str(counts[("payoff", event.player)]))
            elif move.source == "hand":
                counts[("hand", event.player)] -= 1
                self._hand_count(event.player, counts)
            return self.ms(timing.CARD_MOVE_MS)

        return step

    def _discarded(self, event: ev.Discarded, counts: dict) -> Callable[[], int]:
        def step() -> int:
            move = event.move
            card = self.scene.move_card(PileKey("hand", event.player), move.source_index,
                                        PileKey("side", event.player, move.target_index),
                                        event.card.text, None, self.ms(timing.CARD_MOVE_MS))
            self.shown(event, card)
            counts[("hand", event.player)] -= 1
            self._hand_count(event.player, counts)
            return self.ms(timing.CARD_MOVE_MS)

        return step

    def _revealed(self, event: ev.Revealed, counts: dict) -> Callable[[], int]:
        def step() -> int:
            key = PileKey("payoff", event.player)
            left = counts[("payoff", event.player)]
            # the pile shows one card back: it is the new top itself if no card lies beneath
            self.scene.reveal_top(key, event.card.text, self.ms(timing.FLIP_MS),
                                  add_card=left > 1)
            self.shown(event, self.scene.pile(key).cards[-1])
            return self.ms(timing.FLIP_MS)

        return step

    def _completed(self, event: ev.Completed, counts: dict) -> Callable[[], int]:
        def step() -> int:
            self.scene.sweep_pile(PileKey("centre", -1, event.stack), COMPLETED,
                                  self.ms(timing.COMPLETE_MS))
            counts["completed"] += len(event.cards)
            self.scene.set_pile_faces(COMPLETED, [CardFace(COMPLETED_BACK)])
            self.scene.set_count(COMPLETED, str(counts["completed"]))
            return self.ms(timing.COMPLETE_MS)

        return step

    def _drew(self, player: int, card, counts: dict, last: bool,
              stagger: int = timing.DRAW_STAGGER_MS) -> Callable[[], int]:
        def step() -> int:
            face = card.text if player == self.human else None
            self.scene.spawn_card(STOCK, PileKey("hand", player), face,
                                  self.ms(timing.CARD_DRAW_MS))
            counts["stock"] -= 1
            counts[("hand", player)] += 1
            self.scene.set_count(STOCK, str(counts["stock"]))
            if counts["stock"] == 0:
                self.scene.set_pile_faces(STOCK, [])
            self._hand_count(player, counts)
            return self.ms(timing.CARD_DRAW_MS if last else stagger)

        return step

    def _recycled(self, event: ev.Recycled, counts: dict) -> Callable[[], int]:
        def step() -> int:
            counts["completed"] = 0
            counts["stock"] = event.stock
            self.scene.set_pile_faces(COMPLETED, [])
            self.scene.set_count(COMPLETED, "")
            self.scene.set_pile_faces(STOCK, [CardFace(None)] if event.stock else [])
            self.scene.set_count(STOCK, str(event.stock))
            return self.ms(timing.TURN_PAUSE_MS) // 2

        return step

    def _turn_passed(self, event: ev.TurnPassed,
                     on_turn: Callable[[int], None] | None) -> Callable[[], int]:
        def step() -> int:
            if on_turn is not None:
                on_turn(event.next_player)
            return self.ms(timing.TURN_PAUSE_MS)

        return step
