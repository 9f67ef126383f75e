"""Hand-edited documents: each loads as exactly the game it was, or is refused with a reason.

A document loads to the game its deal number, rules and moves make, with every
field's type and range checked: a bool is not a whole number, ``25.0`` is not
25, a field left out is not given a default, and nothing unknown is ignored.
"""

from __future__ import annotations

import copy
import json

import pytest

from spite_gui.engine import MAX_DEAL_NUMBER, Game, Match, Rules, RulesError, SaveError
from spite_gui.engine.deal import RANDOM_DEALS, new_deal_number

from .helpers import position


def _played(seed: int = 12345, moves: int = 40) -> Game:
    game = Game.new(Rules(), 2, seed)
    for _ in range(moves):
        legal = game.legal_moves()
        game.play(legal[len(game.moves) % len(legal)])
    assert not game.is_over
    return game


def _doc() -> dict:
    return json.loads(json.dumps(_played().to_dict()))


# -- a table set up by hand never loads as a dealt game -------------------------------------
def test_an_autosave_with_a_payoff_pile_cut_to_one_card_is_refused():
    """The hand edit the app once loaded as "Deal #12345, turn 24": a `start` table with
    seat 0's payoff pile cut to one card, and the moves replayed from there."""
    game = _played()
    doc = game.to_dict()
    for table in (doc["state"],):
        seat = table["seats"][0]
        table["stock"][:0] = seat["payoff"][:-1]
        seat["payoff"] = seat["payoff"][-1:]
    doc["start"] = copy.deepcopy(doc["state"])
    doc["moves"] = []
    with pytest.raises(SaveError, match="starts from a table set up by hand, not from its deal"):
        Game.from_dict(doc)


def test_a_start_is_refused_even_when_it_is_the_deal_itself():
    doc = Game.new(Rules(), 2, 12345).to_dict()
    doc["start"] = copy.deepcopy(doc["state"])
    with pytest.raises(SaveError, match="set up by hand"):
        Game.from_dict(doc)


# -- every field with its type and range ----------------------------------------------------
def _set(path: str, value: object):
    def change(doc: dict) -> None:
        *parents, last = path.split(".")
        node = doc
        for key in parents:
            node = node[int(key)] if isinstance(node, list) else node[key]
        if isinstance(node, list):
            node[int(last)] = value
        else:
            node[last] = value
    return change


def _drop(path: str):
    def change(doc: dict) -> None:
        *parents, last = path.split(".")
        node = doc
        for key in parents:
            node = node[key]
        del node[last]
    return change


WRONG_FIELDS = {
    "version is a bool": (_set("version", True), "no version number"),
    "version is a float": (_set("version", 1.0), "no version number"),
    "players is a bool": (_set("players", True), "rules are not valid"),
    "players is a float": (_set("players", 2.0), "rules are not valid"),
    "deal number is a float": (_set("seed", 12345.0), "deal number is not a whole number"),
    "deal number is a bool": (_set("seed", True), "deal number is not a whole number"),
    "deal number is text": (_set("seed", "12345"), "deal number is not a whole number"),
    "deal number too large": (_set("seed", MAX_DEAL_NUMBER + 1), "from 0 to 2,147,483,647"),
    "deal number 2**63": (_set("seed", 2**63), "from 0 to 2,147,483,647"),
    "deal number below 0": (_set("seed", -1), "deal number is not a whole number"),
    "first player is a bool": (_set("first_player", False), "first player"),
    "previous starter is a float": (_set("previous_starter", 0.0), "previous first player"),
    "turn is a float": (_set("state.turn", 24.0), "turn number"),
    "current is a bool": (_set("state.current", True), "player to move"),
    "shuffles is a bool": (_set("state.shuffles", False), "shuffle count"),
    "a rule option is a bool": (_set("rules.payoff_size", True), "payoff size must be a whole"),
    "a rule option is a float": (_set("rules.decks", 2.0), "decks must be a whole number"),
    "a rule switch is an int": (_set("rules.wild_may_start", 0), "wild may start option"),
    "a rule mode is a list": (_set("rules.wild", ["kings"]), "Kings or the jokers"),
    "a rule option left out": (_drop("rules.turn_limit"), "leave out: turn_limit"),
    "an unknown rule": (_set("rules.colour", "red"), "Unknown rule options: colour"),
    "moves are text": (_set("moves", "hand:0>side:0"), "list of moves is not valid"),
    "a move is a number": (_set("moves.0", 7), "not a move"),
    "an unknown field": (_set("comment", "hi"), "doesn't know: comment"),
    "an unknown table field": (_set("state.bonus", 1), "table holds what"),
    "an unknown seat field": (_set("state.seats.0.extra", []), "player 1 holds what"),
    "deal algorithm is a bool": (_set("deal_algorithm", True), "method this version"),
    "deal algorithm unknown": (_set("deal_algorithm", 2), "may come from a newer version"),
    "deal algorithm is text": (_set("deal_algorithm", "1"), "method this version"),
}


@pytest.mark.parametrize("change,message", WRONG_FIELDS.values(), ids=WRONG_FIELDS.keys())
def test_a_field_of_the_wrong_type_or_range_is_refused_with_its_reason(change, message):
    doc = _doc()
    Game.from_dict(copy.deepcopy(doc))  # the untouched document loads
    change(doc)
    with pytest.raises(SaveError, match=message):
        Game.from_dict(doc)


def test_a_finished_game_with_a_bool_in_its_result_is_refused():
    game = Game.new(Rules(), 2, seed=22)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    doc = game.to_dict()
    for field, value in (("winner", True), ("scores", [True, 0]), ("reason", 1)):
        bad = copy.deepcopy(doc)
        bad["state"]["outcome"][field] = value
        with pytest.raises(SaveError, match=r"winner|scores|result"):
            Game.from_dict(bad)


def test_a_document_without_its_deal_algorithm_is_dealt_by_algorithm_1():
    doc = _doc()
    assert doc.pop("deal_algorithm") == 1
    game = Game.from_dict(doc)
    assert game.deal_algorithm == 1 and game == _played()


# -- rules changed in the middle of a game -----------------------------------------------------
def test_rules_that_change_the_table_are_refused():
    """A rule changed under the saved table makes another game of the same moves.

    (A rule that has made no difference yet, such as the turn limit early on, can't
    be told from the table: the app refuses the rules it never deals; see save_format.)
    """
    for option, value in (("payoff_size", 19), ("hand_size", 6), ("decks", 3),
                          ("wild", "jokers")):
        doc = _doc()
        doc["rules"][option] = value
        with pytest.raises(SaveError):
            Game.from_dict(doc)


# -- deal numbers ---------------------------------------------------------------------------
def test_games_are_dealt_only_from_deal_numbers():
    assert Game.new(Rules(), 2, MAX_DEAL_NUMBER).seed == MAX_DEAL_NUMBER
    assert Game.new(Rules(), 2, 0).seed == 0
    for bad in (MAX_DEAL_NUMBER + 1, -1, True, 7.0, "7"):
        with pytest.raises(ValueError, match="A deal number is a whole number from 0 to"):
            Game.new(Rules(), 2, bad)
        with pytest.raises(ValueError, match="A deal number"):
            position(hands=["AS", "2S"], payoffs=["3S", "4S"], seed=bad)


def test_new_random_deal_numbers_are_short_enough_to_share():
    assert all(new_deal_number() in RANDOM_DEALS for _ in range(200))
    assert (RANDOM_DEALS.start, RANDOM_DEALS.stop) == (1, 1_000_000)


def test_a_match_that_starts_at_the_largest_deal_number_goes_round_to_0():
    match = Match(Rules(), 2, target=25, seed=MAX_DEAL_NUMBER)
    first = match.next_game()
    while not first.is_over:
        first.play(first.legal_moves()[0])
    match.record(first)
    assert (first.seed, match.next_game().seed) == (MAX_DEAL_NUMBER, 0)


# -- matches ----------------------------------------------------------------------------------
def _match_doc() -> dict:
    return Match(Rules(), 3, target=50, seed=8, totals=[10, 0, 31], games_played=3,
                 last_starter=2, last_winner=2).to_dict()


WRONG_MATCH_FIELDS = {
    "target is a float": (_set("target", 25.0), "target is not a single game, 25, 50 or 100"),
    "target is a bool": (_set("target", True), "target"),
    "target is text": (_set("target", "25"), "target"),
    "target is not offered": (_set("target", 30), "target"),
    "seed is a float": (_set("seed", 8.0), "match's deal number"),
    "seed is too large": (_set("seed", 2**31), "match's deal number"),
    "games played is a float": (_set("games_played", 3.0), "number of games played"),
    "games played is a bool": (_set("games_played", True), "number of games played|first player"),
    "a total is a bool": (_set("totals.0", True), "match scores are not valid"),
    "a total is a float": (_set("totals.0", 10.0), "match scores are not valid"),
    "a total is more than the games could score": (_set("totals.0", 10_000), "match scores"),
    "totals for another table": (_set("totals", [10, 31]), "match scores are not valid"),
    "players is a bool": (_set("players", True), "match's rules are not valid"),
    "last starter is a float": (_set("last_starter", 2.0), "previous first player"),
    "last winner is a bool": (_set("last_winner", True), "previous winner"),
    "last winner has no points": (_set("last_winner", 1), "previous winner has no points"),
    "a starter before any game": (_set("games_played", 0), "match scores|doesn't fit"),
    "a rule left out": (_drop("rules.hand_size"), "leave out: hand_size"),
    "an unknown field": (_set("bonus", 5), "doesn't know: bonus"),
    **{f"{key} left out": (_drop(key), f"lacks {key}") for key in (
        "rules", "players", "target", "seed", "totals", "games_played", "last_starter",
        "last_winner")},
}


@pytest.mark.parametrize("change,message", WRONG_MATCH_FIELDS.values(),
                         ids=WRONG_MATCH_FIELDS.keys())
def test_a_match_field_of_the_wrong_type_range_or_missing_is_refused(change, message):
    doc = _match_doc()
    assert Match.from_dict(copy.deepcopy(doc)).to_dict() == doc
    change(doc)
    with pytest.raises(SaveError, match=message):
        Match.from_dict(doc)


def test_a_match_with_no_games_played_has_no_score_and_no_previous_starter():
    fresh = Match(Rules(), 2, target=25, seed=8).to_dict()
    assert Match.from_dict(copy.deepcopy(fresh)).to_dict() == fresh
    for change in (_set("last_starter", 0), _set("totals", [5, 0]), _set("last_winner", 0)):
        bad = copy.deepcopy(fresh)
        change(bad)
        with pytest.raises(SaveError):
            Match.from_dict(bad)


@pytest.mark.parametrize("data", [None, [], "match", 42, {}])
def test_things_that_are_not_matches_are_refused(data):
    with pytest.raises(SaveError):
        Match.from_dict(data)


def test_rules_read_back_need_every_option_of_its_own_type():
    rules = Rules.preset("Family")
    assert Rules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RulesError, match="leave out: decks, payoff_size"):
        Rules.from_dict({"hand_size": 5})
    with pytest.raises(RulesError, match="Unknown rule options: 7"):
        Rules.from_dict({**rules.to_dict(), 7: "seven"})
    with pytest.raises(RulesError, match="aces must play option is on or off"):
        Rules.from_dict({**rules.to_dict(), "aces_must_play": 1})
