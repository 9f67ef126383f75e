"""Hints that explain: built positions, the hint's reasons, and the words a player reads.

Each position is built card by card. The reasons are worked out from the seat's view
alone (:mod:`spite_gui.ai.advice`) and worded by :mod:`spite_gui.table.hint_words`.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.ai import make_player
from spite_gui.ai.advice import Advice, Adviser, Feed, Odds, Reason, explain
from spite_gui.engine import Card, Move, Rules
from spite_gui.table.hint_words import hint_words
from tests.ai.helpers import play_out, reshuffle_hidden
from tests.engine.helpers import cards, position

CLASSIC = Rules.preset("Classic")
NAMES = ["You", "Computer"]
STOCK = "8H 8D 8C TC TH TD JC JH JS 3C 3H 4H 4D"


def _said(game, plan, samples=400):
    view = game.view(0)
    advice = Advice(plan[0], tuple(plan), explain(view, plan, samples))
    return advice, hint_words(view, advice, NAMES)


def _kept_back(opponent_sides):
    """The beginner's position of the issue: the 2♥ 3♦ 4♣ could go on the Ace of centre
    stack 1, and the computer's payoff card is the 7♥."""
    return position(CLASSIC, hands=["2H 3D 4C 8S QC", "5H 5D 9C 9D 6C"],
                    payoffs=["QS JD", "QD 7H"], sides=[["9H", "", "", ""], opponent_sides],
                    centre=["AS", "", "", ""], stock=STOCK)


END_ON_SIDE_2 = (Move("hand", 4, "side", 1),)  # the Q♣ on side stack 2


def test_cards_kept_back_are_named_with_the_payoff_card_they_would_let_go():
    """The computer shows a 6 and a 5 on its side stacks: with the stack at 4 its 7♥ goes."""
    advice, said = _said(_kept_back(["6S", "5S", "", ""]), END_ON_SIDE_2)
    kept = advice.reasons[0]
    assert kept.kind == "kept_back" and kept.cards == cards("2H 3D 4C")
    assert kept.feeds == (Feed(1, Card.parse("7H"), sure=True),)
    assert said == (
        "Hint: end your turn now by placing the Q♣ on side stack 2. Keep the 2♥, 3♦ and 4♣ "
        "back: played now, they would let Computer's payoff card 7♥ go on a centre stack next "
        "turn. The Q♣ is the card in your hand furthest from what the centre stacks need.")
    # a fact of the table, not a judgement: no odds are said
    assert all(reason.kind != "odds" for reason in advice.reasons) and "%" not in said


def test_a_payoff_card_brought_within_one_card_is_said_with_the_odds():
    """Only the 6 shows: the 7♥ would need one card from the computer's hand. That is a
    judgement of chances, and the hint says so, with both chances."""
    advice, said = _said(_kept_back(["6S", "", "", ""]), END_ON_SIDE_2)
    kinds = [reason.kind for reason in advice.reasons]
    assert kinds[:2] == ["kept_back", "odds"]
    assert advice.reasons[0].feeds == (Feed(1, Card.parse("7H"), sure=False),)
    odds = advice.reasons[1].odds
    hinted, other = round(odds.hinted * 100), round(odds.other * 100)
    assert hinted > other  # keeping them back is the better way by the play-outs too
    assert ("Keep the 2♥, 3♦ and 4♣ back: played now, they would bring Computer's payoff card "
            "7♥ within one card of a centre stack. By the odds too: about "
            f"{hinted}% to win this way against {other}% if you play them now.") in said


def test_the_reasons_read_the_seats_view_only():
    """The same table with every hidden card dealt differently gives the same reasons."""
    game = _kept_back(["6S", "", "", ""])
    again = reshuffle_hidden(game, seed=5)
    assert again.state != game.state and again.view(0) == game.view(0)
    assert explain(game.view(0), END_ON_SIDE_2) == explain(again.view(0), END_ON_SIDE_2)


def test_experts_hint_keeps_the_cards_back_and_says_whose_payoff_they_would_feed():
    """The real Expert gives the hint, and the explainer names the cards it keeps back."""
    game = _kept_back(["6S", "5S", "", ""])
    advice = Adviser(make_player("expert", 3, budget=None), seed=3).choose(game.view(0))
    assert advice.move.target == "side"
    assert advice.reasons[0] == Reason("kept_back", cards=cards("2H 3D 4C"),
                                       feeds=(Feed(1, Card.parse("7H"), sure=True),))


def test_the_payoff_card_and_the_way_to_it():
    game = position(CLASSIC, hands=["9C 9D 9H 9S 8C", "5S 5H 5D 5C 6S"],
                    payoffs=["QS AH", "QD QC"], stock=STOCK)
    assert _said(game, (Move("payoff", 0, "centre", 0),))[1] == (
        "Hint: play your payoff card A♥ to centre stack 1. Every payoff card you play brings "
        "you nearer to winning: 1 is left after this one.")
    last = position(CLASSIC, hands=["9C 9D 9H 9S 8C", "5S 5H 5D 5C 6S"],
                    payoffs=["AH", "QD QC"], stock=STOCK)
    assert _said(last, (Move("payoff", 0, "centre", 0),))[1].endswith(
        "It is your last payoff card: playing it wins the game.")
    chain = position(CLASSIC, hands=["AS KD 9C 9H 8D", "5S 5H 5D 5C 6S"],
                     payoffs=["QS 4H", "QD QC"], sides=[["2C", "", "", ""], ["", "", "", ""]],
                     stock=STOCK)
    plan = (Move("hand", 0, "centre", 0), Move("side", 0, "centre", 0),
            Move("hand", 0, "centre", 0), Move("payoff", 0, "centre", 0))
    assert _said(chain, plan)[1] == (
        "Hint: play the A♠ from your hand to centre stack 1. It clears the way for your payoff "
        "card 4♥ this turn: then play 2♣, K♦ as a 3 and 4♥.")


def test_emptying_the_hand_and_nearing_the_payoff_card():
    game = position(CLASSIC, hands=["AS 2S", "5S 5H 5D 5C 6S"], payoffs=["QS JD", "QD QC"],
                    stock=STOCK)
    plan = (Move("hand", 0, "centre", 0), Move("hand", 0, "centre", 0))
    assert _said(game, plan)[1].endswith(
        "It helps you empty your hand this turn: then play 2♠, and you draw 5 new cards.")
    near = position(CLASSIC, hands=["4C 5H QC JH TD", "5S 5D 9C 9D 6S"],
                    payoffs=["QS 8D", "QD QC"], centre=["AS 2S 3S", "", "", ""], stock=STOCK)
    plan = (Move("hand", 0, "centre", 0), Move("hand", 0, "centre", 0), Move("hand", 0, "side", 0))
    advice, said = _said(near, plan)
    assert advice.reasons[0] == Reason("nears_payoff", cards=cards("8D"), number=2, stack=0)
    assert said == ("Hint: play the 4♣ from your hand to centre stack 1. It brings your payoff "
                    "card 8♦ closer: centre stack 1 then needs only a 6 and a 7 before it.")


def test_a_side_stack_card_played_uncovers_the_one_under_it():
    game = position(CLASSIC, hands=["QC JH TD 8H 7H", "5S 5D 9C 9D 6S"],
                    payoffs=["QS 3H", "QD QC"], sides=[["9C 5D", "", "", ""], ["", "", "", ""]],
                    centre=["AS 2S 3S 4S", "", "", ""], stock=STOCK)
    said = _said(game, (Move("side", 0, "centre", 0), Move("hand", 0, "side", 1)))[1]
    assert said == ("Hint: play the 5♦ from side stack 1 to centre stack 1. It uncovers the 9♣ "
                    "on side stack 1 for the plays after it.")


def _discard(hand, side, move):
    game = position(CLASSIC, hands=[hand, "5S 5D 9C 9D 6S"], payoffs=["QS 3H", "QD QC"],
                    sides=[[side, "", "", ""], ["", "", "", ""]],
                    centre=["AS 2S 3S 4S 5S 6S 7S 8S 9S", "", "", ""], stock=STOCK)
    return _said(game, (move,))[1]


def test_the_card_that_ends_the_turn_and_where_it_goes():
    """Nothing goes to the centre (it needs a 10 or an Ace): why this card, on this stack."""
    assert _discard("8S QC JH 7D 6D", "9C", Move("hand", 0, "side", 0)).endswith(
        "On the 9♣ it makes a run down: later you play the 8♠, then the 9♣.")
    assert _discard("8S QC JH 7D 6D", "8C", Move("hand", 0, "side", 0)).endswith(
        "On the 8♣, a card of the same rank, it buries no card you could play sooner.")
    assert _discard("8S QC KH 7D 6D", "", Move("hand", 1, "side", 1)).endswith(
        "Keep the K♥ in your hand: a wild card stands for whatever a centre stack needs.")
    assert _discard("8S QC KH 7D 6D", "", Move("hand", 2, "side", 1)).endswith(
        "On a side stack the K♥ stays wild: you can play it from there whenever it helps.")
    # the 8♦ needs 7 cards on an empty stack before it (A to 7) and 10 on the one at 9
    assert _discard("6S 5C 4H 7D 8D", "", Move("hand", 4, "side", 1)).endswith(
        "The 8♦ is the card in your hand furthest from what the centre stacks need.")
    assert _discard("6S 5C 4H 7D 8D", "", Move("hand", 2, "side", 1)) == (
        "Hint: nothing more goes to the centre; end your turn by placing the 4♥ on side "
        "stack 2.")  # no reason made up: the 4♥ is not the furthest


def _odds_words(hinted, other, kept="2H 3D"):
    game = _kept_back(["", "", "", ""])
    advice = Advice(END_ON_SIDE_2[0], END_ON_SIDE_2,
                    (Reason("kept_back", cards=cards(kept)),
                     Reason("odds", cards=cards(kept), odds=Odds(hinted, other))))
    return hint_words(game.view(0), advice, NAMES)


def test_chances_are_said_as_they_are():
    """Better odds are said as such, a close call as a close call, and chances against the
    hint are not said at all (the player's own judge saw further than these play-outs)."""
    assert _odds_words(0.58, 0.51).endswith(
        "Keep the 2♥ and 3♦ back: by the odds, about 58% to win this way against 51% if you "
        "play them now.")
    assert _odds_words(0.50, 0.52, kept="2H").endswith(
        "Keeping the 2♥ back or playing it is a close call by the odds: about 50% to win this "
        "way, 52% the other.")
    assert _odds_words(0.40, 0.60) == (
        "Hint: end your turn now by placing the Q♣ on side stack 2.")


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), turns=st.integers(0, 30), players=st.integers(2, 4))
def test_every_reason_names_only_cards_the_seat_sees_and_every_reason_is_worded(
        seed, turns, players):
    """Random positions of real games: for every legal move, and for Hard's whole plan,
    the reasons name only cards in the seat's view (its hand, its side stacks, the payoff
    cards on show), an opponent's payoff card fed is that opponent's, and the words come
    out for each."""
    game, _ = play_out(["easy", "medium"], players=players, seed=seed, max_turns=turns)
    if game.is_over:
        return
    view = game.view(game.current_player)
    names = [f"Player {seat + 1}" for seat in range(players)]
    hard = make_player("hard", seed, time_limit=None)
    plans = [(move,) for move in view.legal_moves()]
    plans.append((hard.choose(view), *hard.planned))
    seen = [*view.hand, *(c for stack in view.my_sides for c in stack),
            *(c for c in view.payoff_tops if c is not None)]
    for plan in plans:
        reasons = explain(view, plan, samples=0)
        for reason in reasons:
            assert all(card in seen for card in reason.cards), reason
            for feed in reason.feeds:
                assert feed.seat != view.seat and view.payoff_tops[feed.seat] == feed.card
            words = hint_words(view, Advice(plan[0], plan, (reason,)), names)
            assert words.startswith("Hint: ") and "{" not in words
