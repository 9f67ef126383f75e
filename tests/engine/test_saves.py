"""Saving and loading: a good document round-trips, a bad one is refused whole."""

import copy
import json

import pytest

from spite_gui.engine import Game, Rules, SaveError


def _played(seed=21, moves=30, rules=None, players=2):
    game = Game.new(rules or Rules(), players, seed)
    for _ in range(moves):
        if game.is_over:
            break
        legal = game.legal_moves()
        game.play(legal[len(game.moves) % len(legal)])
    return game


def test_a_game_round_trips_through_json():
    for name in ("Classic", "Family", "Jokers to King"):
        game = _played(rules=Rules.preset(name, 3), players=3)
        doc = json.loads(json.dumps(game.to_dict()))
        again = Game.from_dict(doc)
        assert again == game
        assert again.legal_moves() == game.legal_moves()


def test_a_finished_game_round_trips_with_its_result():
    game = _played(moves=10_000)
    assert game.is_over
    assert Game.from_dict(game.to_dict()).outcome == game.outcome


def _broken(change):
    doc = _played().to_dict()
    change(doc)
    return doc


def _set(path, value):
    def change(doc):
        node = doc
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = value
    return change


def _extra_card(doc):
    doc["state"]["stock"].append("QH")


def _swap_card(doc):
    doc["state"]["stock"][0] = "JK"


def _lose_card(doc):
    doc["state"]["stock"].pop()


def _centre_out_of_order(doc):
    doc["state"]["centre"][0] = ["2S"]
    doc["state"]["stock"].remove("2S")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_set(["format"], "chess/game"), "not a saved Spite and Malice game"),
        (_set(["version"], 99), "newer version"),
        (_set(["version"], "1"), "no version number"),
        (_set(["players"], 7), "rules are not valid"),
        (_set(["rules", "payoff_size"], 3), "rules are not valid"),
        (_set(["rules", "colour"], "red"), "rules are not valid"),
        (_set(["state", "current"], 5), "player to move"),
        (_set(["state", "turn"], -1), "turn number"),
        (_set(["state", "seats"], []), "place for every player"),
        (_set(["state", "centre"], [[], []]), "number of centre stacks"),
        (_set(["state", "stock"], "QH KH"), "not a list of cards"),
        (_set(["state", "stock"], [1, 2, 3]), "not a card"),
        (_set(["state", "stock"], ["QH"] * 200_000), "not a list of cards"),
        (_set(["state", "outcome"], {"winner": 9, "reason": "payoff_emptied", "scores": [0, 0]}),
         "winner"),
        (_set(["moves"], ["hand:0>centre:0", "__import__('os')"]), "not a move"),
        (_extra_card, "don't add up"),
        (_swap_card, "don't add up"),
        (_lose_card, "don't add up"),
        (_centre_out_of_order, "out of order"),
    ],
)
def test_bad_documents_are_refused_with_a_clear_message(change, message):
    with pytest.raises(SaveError, match=message):
        Game.from_dict(_broken(change))


@pytest.mark.parametrize("doc", [None, [], "game", 42, {"format": "spite-and-malice/game"}])
def test_documents_that_are_not_games_at_all_are_refused(doc):
    with pytest.raises(SaveError):
        Game.from_dict(doc)


def test_a_truncated_document_is_refused_key_by_key():
    doc = _played().to_dict()
    for key in list(doc):
        cut = copy.deepcopy(doc)
        del cut[key]
        with pytest.raises(SaveError):
            Game.from_dict(cut)
    for key in list(doc["state"]):
        cut = copy.deepcopy(doc)
        del cut["state"][key]
        with pytest.raises(SaveError):
            Game.from_dict(cut)
