"""The table in words for screen readers and the read-out keys: what a sighted player sees,
and never a card the seat may not see."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from spite_gui.engine import Game, Rules
from spite_gui.table import speech
from spite_gui.table.piles import CardFace, PileKey
from spite_gui.table.snapshot import table_snapshot
from tests.engine.helpers import position

CLASSIC = Rules.preset("Classic")
NAMES = ["You", "West", "North"]


def faces(text: str) -> list[CardFace]:
    return [CardFace(t) for t in text.split()]


@pytest.mark.parametrize(("key", "owner", "shown", "count", "words"), [
    (PileKey("payoff", 0), "You", [CardFace(None), CardFace("7C")], 14,
     "Your payoff pile, 7 of clubs, 14 cards"),
    (PileKey("payoff", 1), "West", [CardFace("QD")], 1,
     "West's payoff pile, Queen of diamonds, 1 card"),
    (PileKey("payoff", 1), "West", [], 0, "West's payoff pile, empty"),
    (PileKey("centre", number=1), "", faces("AS 2H 3D 4C 5S 6H"), None,
     "Centre stack 2 at 6, needs a 7"),
    (PileKey("centre", number=0), "", [], None, "Centre stack 1, empty, needs an Ace"),
    (PileKey("centre", number=2), "", [*faces("AS 2H 3D 4C 5S 6H 7D"), CardFace("KS", "8")],
     None, "Centre stack 3 at 8, a wild King, needs a 9"),
    (PileKey("centre", number=3), "", faces("AS 2H 3D 4C 5S 6H 7D 8S 9C TD"), None,
     "Centre stack 4 at 10, needs a Jack"),
    (PileKey("side", 2, 2), "North", faces("3S 8D 2C QH"), None,
     "North's side stack 3, Queen of hearts, 4 cards"),
    (PileKey("side", 0, 0), "You", [], None, "Your side stack 1, empty"),
    (PileKey("hand", 0), "You", faces("7C AH 9D 4S QC"), None, "Your hand, 5 cards"),
    (PileKey("hand", 1), "West", [CardFace(None)] * 4, 4, "West's hand, 4 cards"),
    (PileKey("stock"), "", [CardFace(None)], 54, "Stock, 54 cards"),
    (PileKey("completed"), "", [CardFace("other-back")], 24, "Completed pile, 24 cards"),
    (PileKey("completed"), "", [], 0, "Completed pile, empty"),
])
def test_every_pile_is_named_as_a_sighted_player_sees_it(key, owner, shown, count, words):
    assert speech.pile_words(key, owner, shown, count) == words


def test_cards_are_named_in_full_and_backs_name_no_card():
    assert [speech.face_words(t) for t in ("AH", "TD", "JS", "QC", "KD", "JK")] == [
        "Ace of hearts", "10 of diamonds", "Jack of spades", "Queen of clubs",
        "King of diamonds", "Joker"]
    assert speech.face_words(None) == speech.face_words("back-2") == "face-down card"
    assert speech.face_words("JK", "A") == "Joker, as an Ace"


def test_the_logs_card_labels_are_spoken_in_words():
    assert speech.spoken("You placed 10♦ on side stack 1; A♠, J♣ and K♥ drew") == (
        "You placed 10 of diamonds on side stack 1, Ace of spades, Jack of clubs and "
        "King of hearts drew")
    assert speech.spoken("Centre stack 2 is complete: 12 cards go") == (
        "Centre stack 2 is complete, 12 cards go")


def test_no_mark_a_screen_reader_reads_aloud_is_left_in_the_words():
    """Orca at its usual punctuation level said "colon", "middle dot", "em dash" and "left
    paren" in the middle of the game's sentences."""
    said = speech.spoken("Score: You 12 · West 5 (match to 50) — Deal #7… Hint: play 7♥; go")
    assert not set(said) & set(":;·—–()#…♥"), said
    assert said == "Score, You 12, West 5, match to 50, Deal 7, Hint, play 7 of hearts, go"


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.sampled_from([2, 3, 4]))
def test_the_words_of_a_seat_never_name_a_card_it_cannot_see(seed, players):
    """Every card named in the table's words is a card the seat's view shows."""
    game = Game.new(Rules.preset("Classic", players), players, seed)
    while game.turn < 2 * players and not game.is_over:  # a few turns in: sides, centre
        moves = game.legal_moves()
        game.play(next((m for m in moves if m.target == "centre"), moves[-1]))
    view = game.view(0)
    names = ["You", *(f"P{n}" for n in range(1, players))]
    said = " ".join([speech.table_words(view, names), speech.hand_words(view),
                     speech.next_player_words(view, names)])
    shown = table_snapshot(view, names)
    for key, pile in shown.piles.items():
        said += " " + speech.pile_words(key, names[key.seat] if key.seat >= 0 else "", pile,
                                        int(shown.counts.get(key) or 0))
    visible = {speech.card_words(card) for card in view.visible_cards()}
    hidden = {speech.card_words(card) for card in view.unseen_cards()} - visible
    assert not [name for name in hidden if f"{name}," in said or f"{name}." in said
                or f"{name} " in said]


def test_the_whole_table_in_a_few_sentences():
    game = position(CLASSIC, hands=["5D 3S KC", "2H 3H 4H 5H 6H"], payoffs=["9S 4H", "8C"],
                    centre=["AS 2S 3S", "AH 2H 3H 4H 5H 6H", "", ""],
                    sides=[["QH 3C", "", "", ""], ["", "", "", ""]], stock="2C 3C")
    words = speech.table_words(game.view(0), ["You", "West"])
    assert words == (
        "Your turn. Centre stacks: 1 at 3, 2 at 6, 3 empty, 4 empty. "
        "You: payoff card 4 of hearts, 2 cards in the pile; side stacks 1: 3 of clubs "
        "(2 cards), 2: empty, 3: empty, 4: empty; hand: 5 of diamonds, 3 of spades and "
        "King of clubs. "
        "West: payoff card 8 of clubs, 1 card in the pile; side stacks empty; 5 cards in hand. "
        "Stock: 2 cards.")
    assert "2 of hearts" not in words  # West's hand stays hidden


def test_the_hand_says_which_cards_go_to_the_centre_on_your_turn():
    game = position(CLASSIC, hands=["5D 4S KC", "2H"], payoffs=["9S", "8C"],
                    centre=["AS 2S 3S", "", "", ""], stock="2C")
    assert speech.hand_words(game.view(0)) == (
        "Your hand: 5 of diamonds, 4 of spades and King of clubs. "
        "To a centre stack now: 4 of spades and King of clubs.")
    assert speech.hand_words(game.view(1)) == "Your hand: 2 of hearts."  # not its turn


@pytest.mark.parametrize(("payoff", "centre", "said"), [
    ("8C", ["AS 2S 3S", "AH 2H 3H 4H 5H 6H 7H", "", ""],
     "It can go on centre stack 2 now."),
    ("8C", ["AS 2S 3S", "AH 2H 3H 4H 5H 6H", "", ""],
     "It needs a centre stack at 7; none is. The nearest is centre stack 2, at 6, 1 card short."),
    ("AC", ["AS", "", "AD", ""], "It can go on centre stacks 2 and 4 now."),
    ("KC", ["", "", "", ""], "It is wild: it can go on any started centre stack."),
    ("3C", ["AS 2S 3S", "", "", ""], "It needs a centre stack at 2; every stack below that is "
                                     "empty."),
    ("2C", ["AS 2S 3S", "AS 2S", "AS 2S 3S 4S", "AS 2S 3S"],
     "It needs a centre stack at Ace; every stack is past that now."),
])
def test_the_next_players_payoff_card_and_what_it_needs(payoff, centre, said):
    game = position(CLASSIC, hands=["5D", "2H"], payoffs=["9S", f"7D {payoff}"], centre=centre,
                    stock="2C")
    words = speech.next_player_words(game.view(0), ["You", "West"])
    card = speech.face_words(payoff)
    assert words == (f"West plays next. West's payoff card is the {card}, 2 cards in the pile. "
                     f"{said}")


def test_the_score_and_the_payoff_cards_left():
    assert speech.score_words(["You", "West"], [23, 17], [4, 9], "Match to 50 · game 2") == (
        "Match to 50, game 2: You 23, West 17. Payoff cards left: you 4, West 9.")


def test_why_a_key_cannot_pick_a_card_up():
    game = position(CLASSIC, hands=["5D", "2H"], payoffs=["9S", "8C"], stock="2C")
    mine, theirs = game.view(0), game.view(1)
    assert speech.why_not_pick(theirs, PileKey("hand", 1), "You") == "Wait for your turn."
    assert speech.why_not_pick(mine, PileKey("side", 1, 0), "West") == speech.OWN_CARDS()
    assert speech.why_not_pick(mine, PileKey("centre", number=0), "") == speech.OWN_CARDS()
    assert speech.why_not_pick(mine, PileKey("side", 0, 2), "You") == (
        "Your side stack 3 is empty.")
    assert speech.why_not_pick(None, PileKey("hand", 0), "You") == "There is no game."
    assert speech.why_not_peek(PileKey("centre", number=0), "") == speech.PEEK_HERE()
    assert speech.why_not_peek(PileKey("side", 1, 3), "West") == "West's side stack 4 is empty."
