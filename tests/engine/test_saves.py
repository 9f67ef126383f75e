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


def test_a_game_read_back_has_the_history_of_a_game_played_here():
    """The replay that checks the saved moves keeps their events and the undo stack: the
    game log can tell the game again and the last plays can be taken back."""
    game = _played(moves=40)
    again = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert again.events == game.events
    while game.moves:
        assert again.undo() == game.undo()
        assert again.state == game.state and again.events == game.events
    with pytest.raises(IndexError):
        again.undo()


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
    for key in set(doc) - {"deal_algorithm"}:  # left out by the first files: algorithm 1
        cut = copy.deepcopy(doc)
        del cut[key]
        with pytest.raises(SaveError):
            Game.from_dict(cut)
    for key in list(doc["state"]):
        cut = copy.deepcopy(doc)
        del cut["state"][key]
        with pytest.raises(SaveError):
            Game.from_dict(cut)


# -- the history: a document must be the game its deal and moves make --------------------
def _finished():
    game = Game.new(Rules(), 2, seed=22)
    while not game.is_over:
        game.play(game.legal_moves()[0])  # plays to the centre first
    assert game.outcome.reason == "payoff_emptied" and game.outcome.winner == 1
    return game


def _in_progress():
    game = _played(moves=40)
    assert not game.is_over and game.turn > 20
    return game


def _drop_moves(doc):
    doc["moves"] = []


def _drop_last_move(doc):
    doc["moves"].pop()


def _swap_moves(doc):
    moves = doc["moves"]
    i = next(i for i in range(len(moves) - 1) if moves[i] != moves[i + 1])
    moves[i], moves[i + 1] = moves[i + 1], moves[i]


def _change_a_move(doc):
    moves = doc["moves"]
    i = next(i for i, m in enumerate(moves) if m.startswith("hand") and m.endswith("side:0"))
    moves[i] = moves[i][:-1] + "1"  # the same discard, to another side stack


def _move_after_the_end(doc):
    doc["moves"].append("hand:0>side:0")


def _other_first_player(doc):
    doc["first_player"] = 1 - doc["first_player"]


def _other_seed(doc):
    doc["seed"] += 1


def _swap_stock_cards(doc):
    stock = doc["state"]["stock"]
    j = next(j for j in range(1, len(stock)) if stock[j] != stock[0])
    stock[0], stock[j] = stock[j], stock[0]


def _swap_hands(doc):
    seats = doc["state"]["seats"]
    seats[0]["hand"], seats[1]["hand"] = seats[1]["hand"], seats[0]["hand"]


def _more_turns(doc):
    doc["state"]["turn"] += 2


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_drop_moves, "don't lead to the saved table"),
        (_drop_last_move, "don't lead to the saved table"),
        (_swap_moves, "saved moves"),
        (_change_a_move, "don't lead to the saved table"),
        (_other_first_player, "first player is not the one the deal gives"),
        (_other_seed, "first player|saved moves"),
        (_swap_stock_cards, "don't lead to the saved table"),
        (_swap_hands, "don't lead to the saved table"),
        (_more_turns, "don't lead to the saved table"),
    ],
)
def test_a_game_in_progress_whose_history_was_changed_is_refused(change, message):
    doc = _in_progress().to_dict()
    Game.from_dict(copy.deepcopy(doc))  # the untouched document loads
    change(doc)
    with pytest.raises(SaveError, match=message):
        Game.from_dict(doc)


def _no_result(doc):
    doc["state"]["outcome"] = None


def _other_winner(doc):
    outcome = doc["state"]["outcome"]
    outcome["winner"] = 1 - outcome["winner"]
    outcome["scores"].reverse()


def _more_points(doc):
    doc["state"]["outcome"]["scores"][doc["state"]["outcome"]["winner"]] += 1


def _a_draw(doc):
    doc["state"]["outcome"] = {"winner": None, "reason": "turn_limit", "scores": [0, 0]}


def _stock_ran_out(doc):
    doc["state"]["outcome"]["reason"] = "stock_exhausted"


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_no_result, "has won but the game isn't over"),
        (_other_winner, "result is not how the saved moves end the game"),
        (_more_points, "result is not how the saved moves end the game"),
        (_a_draw, "result is not how the saved moves end the game"),
        (_stock_ran_out, "result is not how the saved moves end the game"),
        (_move_after_the_end, "move .* can't be played: game_over"),
        (_drop_last_move, "result is not how the saved moves end the game"),
    ],
)
def test_a_finished_game_whose_result_or_history_was_changed_is_refused(change, message):
    doc = _finished().to_dict()
    change(doc)
    with pytest.raises(SaveError, match=message):
        Game.from_dict(doc)


def test_a_result_on_a_game_that_goes_on_is_refused():
    game = _in_progress()
    doc = game.to_dict()
    counts = [len(seat.payoff) for seat in game.state.seats]
    fewest = counts.index(min(counts))
    scores = [0, 0]
    scores[fewest] = max(counts) - min(counts)
    doc["state"]["outcome"] = {"winner": fewest, "reason": "stock_exhausted", "scores": scores}
    with pytest.raises(SaveError, match="result is not how the saved moves end"):
        Game.from_dict(doc)


def test_an_illegal_move_in_the_history_is_refused_with_its_number():
    doc = _in_progress().to_dict()
    doc["moves"].insert(0, "side:3>centre:0")
    reason = r"move 1 \(side:3>centre:0\) can.t be played: side_stack_empty$"
    with pytest.raises(SaveError, match=reason):
        Game.from_dict(doc)


def test_the_previous_first_player_decides_a_tie_and_cant_be_changed():
    seed = 2  # deal 2 turns up a Ten of spades on both payoff piles: a tie
    tops = [seat.payoff[-1].text for seat in Game.new(Rules(), 2, seed).state.seats]
    assert tops == ["TS", "TS"]
    game = Game.new(Rules(), 2, seed, previous_starter=0)
    assert game.first_player == 1, "a tie goes to the seat after the previous first player"
    doc = game.to_dict()
    assert Game.from_dict(copy.deepcopy(doc)) == game
    doc["previous_starter"] = 1
    with pytest.raises(SaveError, match="first player is not the one the deal gives"):
        Game.from_dict(doc)


def test_a_game_replayed_on_loading_still_round_trips_for_every_preset_and_table_size():
    for name in ("Classic", "Traditional", "Quick", "Family", "Jokers to King"):
        for players in (2, 3, 4):
            game = _played(rules=Rules.preset(name, players), players=players, moves=10_000)
            assert game.is_over
            assert Game.from_dict(json.loads(json.dumps(game.to_dict()))) == game


# -- positions set up card by card (not dealt from their seed) -----------------------------
def _set_up_position():
    """A whole-deck position that no deal makes: seat 0's payoff pile is a single Ace."""
    dealt = Game.new(Rules(), 2, seed=5)
    s = dealt.state
    ace = next(c for c in s.stock if c.rank == 1)
    stock = list(s.stock)
    stock.remove(ace)
    stock += s.seats[0].payoff
    seat = s.seats[0]._replace(payoff=(ace,))
    state = s._replace(seats=(seat, s.seats[1]), stock=tuple(stock), current=0)
    return Game(dealt.rules, 2, dealt.seed, state, first_player=0)


def test_a_position_set_up_card_by_card_says_so_and_is_not_loaded():
    game = _set_up_position()
    game.play(game.legal_moves()[-1])
    doc = game.to_dict()
    assert len(doc["start"]["seats"][0]["payoff"]) == 1
    with pytest.raises(SaveError, match="set up by hand, not from its deal"):
        Game.from_dict(json.loads(json.dumps(doc)))
    cut = copy.deepcopy(doc)
    del cut["start"]
    with pytest.raises(SaveError, match=r"first player|don.t lead to the saved table"):
        Game.from_dict(cut)
