"""A saved table loads only as a table this game could have saved, or is refused with a reason."""

from __future__ import annotations

import copy
import json

import pytest

from spite_gui.engine import Game, Match, Rules
from spite_gui.play import Seating
from spite_gui.play.rules_settings import rules_from_settings
from spite_gui.play.save_format import read_table, table_document
from spite_gui.storage import Settings
from spite_gui.table.rule_problems import saved_rules_words


def _game(previous_starter: int | None = None, rules: Rules | None = None) -> Game:
    game = Game.new(rules or Rules(), 2, 12345, previous_starter=previous_starter)
    for _ in range(40):
        legal = game.legal_moves()
        game.play(legal[len(game.moves) % len(legal)])
    assert not game.is_over
    return game


def _match(**changes) -> Match:
    options = {"totals": [0, 12], "games_played": 1, "last_starter": 1, "last_winner": 1,
               **changes}
    return Match(Rules(), 2, 50, seed=48213, **options)


def _document(game: Game | None = None, match: Match | None = None,
              levels: tuple[str, ...] = ("hard",)) -> dict:
    seating = Seating.against_computers(len(levels) + 1, list(levels))
    return json.loads(json.dumps(table_document(game, match, seating)))


def test_a_game_in_a_match_and_a_match_between_games_load_as_they_were():
    game, match = _game(previous_starter=1), _match()
    table = read_table(_document(game, match))
    assert table.game == game and table.match.to_dict() == match.to_dict()
    between = read_table(_document(None, match))
    assert between.game is None and between.match.to_dict() == match.to_dict()


def _turn_limit_raised(doc: dict) -> None:
    doc["game"]["rules"]["turn_limit"] = 300  # every saved move still fits


def _both_turn_limits_raised(doc: dict) -> None:
    _turn_limit_raised(doc)
    doc["match"]["rules"]["turn_limit"] = 300


def _match_left_out(doc: dict) -> None:
    del doc["match"]


def _game_left_out(doc: dict) -> None:
    del doc["game"]


def _something_unknown(doc: dict) -> None:
    doc["notes"] = "hi"


def _single_game_target(doc: dict) -> None:
    doc["match"]["target"] = 0


def _float_target(doc: dict) -> None:
    doc["match"]["target"] = 50.0


def _other_previous_starter(doc: dict) -> None:
    doc["match"]["last_starter"] = 0


def _match_rules_differ(doc: dict) -> None:
    doc["match"]["rules"]["no_ace_discard"] = True


def _a_seat_too_many(doc: dict) -> None:
    doc["seats"].append(dict(doc["seats"][-1], name="West"))


def _a_computer_first(doc: dict) -> None:
    doc["seats"].reverse()


def _a_level_unknown(doc: dict) -> None:
    doc["seats"][1]["level"] = "grandmaster"


def _a_name_with_a_line_break(doc: dict) -> None:
    doc["seats"][0] = {"kind": "person", "name": "Anna\nBen", "level": ""}


@pytest.mark.parametrize(("change", "message"), [
    (_turn_limit_raised, "the game does not belong to its match"),
    (_both_turn_limits_raised, "rules are not ones this game deals .the turn limit is always 250"),
    (_match_left_out, "not a whole table"),
    (_game_left_out, "not a whole table"),
    (_something_unknown, "not a whole table"),
    (_single_game_target, "a match has a target of 25, 50 or 100 points"),
    (_float_target, "target is not a single game, 25, 50 or 100"),
    (_other_previous_starter, "the game does not belong to its match"),
    (_match_rules_differ, "the game does not belong to its match"),
    (_a_seat_too_many, "the seats are not the game's"),
    (_a_computer_first, "the seats are not the game's"),
    (_a_level_unknown, "the seats are not valid"),
    (_a_name_with_a_line_break, "the seats are not valid"),
])
def test_a_tampered_table_in_a_match_is_refused(change, message):
    doc = _document(_game(previous_starter=1), _match())
    read_table(copy.deepcopy(doc))
    change(doc)
    with pytest.raises(ValueError, match=message):
        read_table(doc)


def test_a_single_game_with_a_raised_turn_limit_is_refused():
    """The moves fit the new limit as well as the old, but no game is dealt with it."""
    doc = _document(_game())
    read_table(copy.deepcopy(doc))
    _turn_limit_raised(doc)
    with pytest.raises(ValueError, match="the turn limit is always 250 turns each"):
        read_table(doc)


def test_a_single_game_that_claims_to_follow_another_is_refused():
    with pytest.raises(ValueError, match="a single game can't follow an earlier one"):
        read_table(_document(_game(previous_starter=0)))


def test_the_settings_never_deal_rules_a_save_would_refuse():
    stored = Rules(turn_limit=300).to_dict()
    rules, note = rules_from_settings(Settings(rules=stored))
    assert rules == Rules() and note is not None
    assert "The turn limit is always 250 turns each." in saved_rules_words(note, "Classic")


def test_a_table_saved_before_seats_were_kept_has_the_person_first_and_computers_after():
    """Version 2 kept only the computers' levels: the person sat in the first seat."""
    doc = _document(_game(previous_starter=1), _match(), levels=("hard",))
    doc["version"] = 2
    doc["levels"] = ["expert"]
    del doc["seats"]
    saved = read_table(doc)
    assert saved.seating == Seating.against_computers(2, "expert")


def test_who_sat_where_comes_back_people_and_computers_alike():
    seating = Seating.build(["person", "person", "computer"], ["Anna", "Ben"],
                            ["", "", "hard"])
    game = Game.new(Rules.preset("Classic", 3), 3, 12)
    saved = read_table(json.loads(json.dumps(table_document(game, None, seating))))
    assert saved.seating == seating and saved.seating.names == ("Anna", "Ben", "East")


def _seats_changed(**seat) -> dict:
    doc = _document(_game(), None, levels=("hard",))
    doc["seats"][1].update(seat)
    return doc


def test_a_save_that_gives_a_seat_to_a_friend_over_the_network_is_refused():
    """A friend's seat would wait for a friend who never comes ("Bob is playing…")."""
    with pytest.raises(ValueError, match="a seat to a friend over the network"):
        read_table(_seats_changed(kind="remote", name="Bob", level=""))


@pytest.mark.parametrize("level", ["x" * (4 * 1024 * 1024), "hard", " "])
def test_a_person_who_plays_at_a_level_is_refused(level):
    """Only computers play at a level: anything else in a person's seat is junk, which
    would be written back with every autosave."""
    doc = _document(_game(), None, levels=("hard",))
    doc["seats"][0]["level"] = level
    with pytest.raises(ValueError, match="the seats are not valid"):
        read_table(doc)
