"""Medium: a greedy player that follows the usual rules of thumb, one move at a time.

In order of preference:

1. play the payoff top card whenever it fits a centre stack;
2. play a wild card (from a side top, then the hand) when that lets the payoff
   card go at once;
3. empty the hand when every card in it can go to the centre (new cards follow);
4. play ordinary (non-wild) cards to the centre, side stack tops first (that
   uncovers the card below), then the hand, lowest rank first;
5. end the turn with a sensible discard: a card on a side stack showing the
   same rank or one rank higher (a descending run), else the highest card on an
   empty side stack, else the highest card on the stack it hurts least; wild
   cards stay in the hand.

It does not think about what its plays give the next player.
"""

from __future__ import annotations

from ..engine import Move, PlayerView
from ..engine.moves import HAND, PAYOFF, SIDE
from .base import Player, legal_moves, plays_and_discards, source_card
from .turn import Line, LineKey, centre_plays, play


class MediumPlayer(Player):
    level = "medium"

    def choose(self, view: PlayerView) -> Move:
        moves = legal_moves(view)
        if len(moves) == 1:
            return moves[0]
        plays, ends = plays_and_discards(moves)
        rules = view.rules
        wild = rules.wild_rank
        for move in plays:
            if move.source == PAYOFF:
                return move
        top = view.payoff_top
        if top is not None:
            bridge = self._wild_bridge(view, plays)
            if bridge is not None:
                return bridge
        emptying = self._empty_hand(view)
        if emptying is not None:
            return emptying
        plain = [m for m in plays if source_card(view, m).rank != wild]
        if plain:
            plain.sort(key=lambda m: (m.source != SIDE, source_card(view, m).rank))
            return plain[0]
        if not ends:
            return plays[0]
        return self._discard(view, ends)

    def _wild_bridge(self, view: PlayerView, plays: list[Move]) -> Move | None:
        """A wild play after which the payoff top card fits the stack it went on."""
        rules = view.rules
        line = Line.of(view)
        for move in sorted(plays, key=lambda m: m.source == HAND):
            if source_card(view, move).rank != rules.wild_rank:
                continue
            after = play(rules, line, move)
            if any(m.source == PAYOFF for m in centre_plays(rules, after)):
                return move
        return None

    def _empty_hand(self, view: PlayerView) -> Move | None:
        """The first play of a sequence that sends the whole hand to the centre, if any."""
        rules = view.rules
        start = Line.of(view)
        seen: set[LineKey] = set()

        def search(line: Line, depth: int) -> list[Move] | None:
            if not line.hand:
                return []
            if depth > 12 or line.key() in seen:
                return None
            seen.add(line.key())
            for move in centre_plays(rules, line):
                if move.source == PAYOFF:
                    continue
                rest = search(play(rules, line, move), depth + 1)
                if rest is not None:
                    return [move, *rest]
            return None

        found = search(start, 0)
        return found[0] if found else None

    def _discard(self, view: PlayerView, ends: list[Move]) -> Move:
        rules = view.rules
        best, best_score = ends[0], None
        for move in ends:
            if not move.is_discard:
                score = -1000.0
            else:
                card = view.hand[move.source_index]
                stack = view.my_sides[move.target_index]
                score = card.rank / 100
                if card.rank == rules.wild_rank:
                    score -= 50
                if not stack:
                    score += 2 + card.rank / 10
                elif stack[-1].rank == card.rank:
                    score += 4
                elif stack[-1].rank == card.rank + 1:
                    score += 3.5
                else:
                    gap = card.rank - stack[-1].rank
                    score -= 1 + (gap if gap > 0 else -gap / 4)
            if best_score is None or score > best_score:
                best, best_score = move, score
        return best
