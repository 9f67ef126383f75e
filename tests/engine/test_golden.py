"""Saves outlive the code: a deal number always deals the same cards, and old files still load.

The cards below were written down from the first version of the game. If one of
these tests fails, the deal has changed and every saved game and shared deal
number would change with it: give the new way of dealing a new algorithm number
in ``spite_gui.engine.deal`` instead, and keep algorithm 1 dealing as it does here.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from spite_gui.engine import Game, Match, Move, Rules
from spite_gui.engine.deal import DEAL_ALGORITHMS, MAX_DEAL_NUMBER, Shuffler, deal
from spite_gui.play import Seating
from spite_gui.play.save_format import read_table
from spite_gui.storage import read_save

DATA = Path(__file__).parent / "data"

GOLDEN_DEALS = {
    ("Classic", 2, 48213): {
        "first": 1,
        "payoffs": ["KS TS QC 6D JC 5H 2C 2D AH 7H 3H JH 9D AS 9H KC TC 3S QD AD",
                    "5S 6H 6C 8H 6C AH 8C 7S QS JS TC 8C AC KH 6H 5S AD 2H QH 7S"],
        "hands": ["7D 9S 9C 7D 6S", "KS 3D TS QC JC"],
        "stock": "7C 8D 4D 8H 5C 2D KD KC KH JD 5C 7C 6D 2S 6S 5D 3D 4S 5H QD 7H 3S JH 2H "
                 "3C 3H 4S 8S QS KD AS 4C 4C 8D TH 4D 9H 9C AC 4H 2S 4H 2C 3C 8S TH QH 5D "
                 "9D TD JD JS 9S TD",
    },
    ("Jokers to King", 3, MAX_DEAL_NUMBER): {
        "first": 0,
        "payoffs": ["KD 4S JK KC 9D 5S 8H 2H 5H 5H 9C 3C JC "
                    "4D TD 6D 2S AC TC 2C 5D 7H KH 9H KS QH",
                    "6D KH 2D QS TS 9S 4H 7S TS KD 2D 5C 9S "
                    "KS 8C QC 9D 5H JD 2S 5D 6H 7D AC 8S QH",
                    "3S 4S AS QC 4D JH 9D 6S 9C AS TC 3D JS "
                    "AH 3H TS 3C 6S QH 4C 5S 8C JS AS 7C 9C"],
        "hands": ["AC 6H QD 8D AD", "7H 2H 8H 9H QS", "7H 7D 8C 2C 6D"],
        "stock": "JD TD QC TH 4C TH JH 8S 5C 3S 8D JS 5D QD KH 8H TD AD 4S KS AH 4H 4H 7C 2H "
                 "4C JC 6C QD 6S 7C JK 9H 2C JK JK 5C TH 3D JK 3D AD AH 3H JC 2D 6C 3S 3H JK "
                 "8S 9S KC QS 2S KD 6H KC 8D 4D 7S TC 7D 5S 3C 6C JD JH 7S",
    },
    ("Traditional", 4, 0): {
        "first": 1,
        "payoffs": ["JC JC 6D 8D QD TS 6H AH KC 3D QH QD 8S "
                    "AC AH TH 2H TD 4H AC JH KS 6H 6S AH 2S",
                    "9S 6S KH 4S TD 2C KS 4C QS 4H JC 7C 6S "
                    "7D 8S QD JS TC 6C JD QC 4H 3S TH 6C 7H",
                    "TS 5S 5S 2D TC 4C 4C 9S 2D TS KH QS 6H "
                    "7C QC 9D AH 5D 5C 2S KS 8S 8C 9H AD 5H",
                    "5D 7H AC QH 3S KS 6D 5H TH 7C 9C 7S 5S "
                    "3H QS 2C 4D 5C KD 5C 9C 4S 8H 6C JS AS"],
        "hands": ["3C QC 7S 2D 4D", "3D 3D 9D 8C 2C", "8H 7H 3D 7H 3C", "7D 3C 4D 9H 9H"],
        "stock": "3H JH 7D 2H 7D KC 6S 6H 5D AS JC 2D 2S KC 9H 7S 9C 4C 5C TD KH TD 8H 5H 7S "
                 "6C JS 5D 3H 9C 3S QH AS 4D AD 9S 8S 7C TC 6D JH 3S 9D 2C AD TS 8D 3H QD 2H "
                 "6D 8D 8C 5H JD 2H KC 2S JH JD 9S 4S 9D 5S AD JS 8H 8C TC KD KH JD AS 4H KD "
                 "8D QH AC QS 3C TH KD 4S QC",
    },
}


def _texts(cards) -> str:
    return " ".join(card.text for card in cards)


def test_fixed_deal_numbers_deal_the_cards_they_always_dealt():
    for (preset, players, seed), expected in GOLDEN_DEALS.items():
        state = Game.new(Rules.preset(preset, players), players, seed).state
        assert state.current == expected["first"]
        assert [_texts(seat.payoff) for seat in state.seats] == expected["payoffs"]
        assert [_texts(seat.hand) for seat in state.seats] == expected["hands"]
        assert _texts(state.stock) == expected["stock"]


def test_the_completed_cards_go_back_into_the_stock_in_the_order_they_always_did():
    cards = list(Rules().deck()[:24])
    Shuffler(48213).recycle(cards, shuffles=2)
    assert _texts(cards) == ("8S TS 7S 4S AH 6H 7H 3S 5S 3H 9S AS JH QS TH 5H "
                             "8H JS 4H 2S KS 6S 2H 9H")


@given(seed=st.integers(0, MAX_DEAL_NUMBER), size=st.integers(0, 120))
def test_algorithm_1_shuffles_as_python_3_11_does(seed, size):
    """Algorithm 1 is written out so that it can't change with Python; today they agree."""
    mine, python = list(range(size)), list(range(size))
    Shuffler(seed).deal(mine)
    random.Random(f"deal/{seed}").shuffle(python)
    assert mine == python


def test_every_deal_algorithm_deals_whole_decks():
    rules = Rules.preset("Classic")
    for algorithm in DEAL_ALGORITHMS:
        state = deal(rules, 2, 7, algorithm=algorithm)
        cards = list(state.stock)
        for seat in state.seats:
            cards += seat.payoff + seat.hand
        assert sorted(cards) == sorted(rules.deck())


def test_a_version_1_save_still_loads_as_the_game_it_was(tmp_path):
    """``data/version-1.spite`` was written by the first version: a match to 50 after one
    game, the second game at turn 38 after a recycle, against a Hard computer."""
    path = tmp_path / "version-1.spite"
    shutil.copyfile(DATA / "version-1.spite", path)  # a refused file would be moved aside
    saved = read_save(path, read_table)
    table = read_table(saved.game)
    game, match = table.game, table.match
    assert table.seating == Seating.against_computers(2, "hard")
    assert "deal_algorithm" not in saved.game["game"]  # the first files don't name it
    assert game.deal_algorithm == 1
    assert (game.seed, game.players, game.rules, game.turn) == (731_406, 2, Rules(), 38)
    assert game.current_player == 0 and game.state.shuffles == 1 and not game.is_over
    assert len(game.moves) == 59 and game.moves[0] == Move.parse("hand:1>centre:0")
    assert _texts(game.seat(0).hand) == "3D 3D JC 4C 2C"
    assert game == Game.replay(Rules(), 2, 731_406, game.moves, previous_starter=1)
    assert match.to_dict() == Match(Rules(), 2, 50, seed=48213, totals=[0, 12],
                                    games_played=1, last_starter=1, last_winner=1).to_dict()
