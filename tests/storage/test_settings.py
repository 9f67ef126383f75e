"""Settings a player would notice: kept, defaulted, repaired."""

from __future__ import annotations

import json
import re
import string
import tempfile

import pytest
from hypothesis import HealthCheck, given
from hypothesis import settings as run_with
from hypothesis import strategies as st

from spite_gui.levels import LEVELS
from spite_gui.storage.files import StorageProblem
from spite_gui.storage.paths import AppPaths
from spite_gui.storage.settings import (
    ANIMATION_SPEEDS,
    CARD_BACKS,
    CARD_FACES,
    MATCH_TARGETS,
    TABLE_THEMES,
    ZOOM_STEPS,
    Settings,
    load_settings,
    save_settings,
)


def write_raw(paths, payload):
    paths.settings_file.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(payload, bytes):
        paths.settings_file.write_bytes(payload)
    else:
        paths.settings_file.write_text(json.dumps(payload), encoding="utf-8")


def document(settings_dict):
    return {"format": "spite-and-malice/settings", "version": 1, "settings": settings_dict}


def test_first_run_gives_defaults_without_a_message(paths):
    loaded, message = load_settings(paths)
    assert loaded == Settings()
    assert message is None
    assert not paths.config_dir.exists()  # reading creates nothing


def test_defaults_are_what_the_game_promises():
    s = Settings()
    assert s.rules == {"preset": "Classic"}
    assert s.players == 2
    assert s.levels == ["medium", "medium", "medium"]
    assert s.match_target == 0
    assert s.card_back == "back-1"
    assert s.wild_kings_as_jokers is False
    assert s.animation_speed == "normal"
    assert s.highlight_targets is True
    assert re.fullmatch(r"#[0-9a-f]{6}", s.table_colour)
    # the comfort options: the whole table fits, the usual faces and felt, and the
    # desktop's wish for reduced motion is followed
    assert s.zoom == 100
    assert s.card_faces == "standard" and s.four_colour_suits is False
    assert s.table_theme == "felt"
    assert s.follow_desktop_motion is True


def test_comfort_options_round_trip_through_the_file(paths):
    chosen = Settings(zoom=175, card_faces="large-print", four_colour_suits=True,
                      table_theme="high-contrast", follow_desktop_motion=False)
    save_settings(paths, chosen)
    assert load_settings(paths) == (chosen, None)


@pytest.mark.parametrize(("field", "bad"), [
    ("zoom", 300), ("zoom", 150.0), ("zoom", "200"), ("zoom", True), ("zoom", 110),
    ("card_faces", "huge"), ("card_faces", 1),
    ("four_colour_suits", "yes"), ("four_colour_suits", 1),
    ("table_theme", "pink"), ("table_theme", None),
    ("follow_desktop_motion", 0),
    ("save_folder", "relative/games"), ("save_folder", "/games\nand more"),
    ("save_folder", "/" + "x" * 5000), ("save_folder", 7),
])
def test_a_bad_comfort_option_falls_back_alone_and_is_named(paths, field, bad):
    good = Settings(zoom=150, card_faces="large-print", four_colour_suits=True,
                    table_theme="dark", follow_desktop_motion=False,
                    save_folder="/home/anna/Games").to_dict()
    write_raw(paths, document({**good, field: bad}))
    loaded, message = load_settings(paths)
    assert getattr(loaded, field) == getattr(Settings(), field)
    kept = {k: v for k, v in good.items() if k != field}
    assert {k: v for k, v in loaded.to_dict().items() if k != field} == kept
    assert message is not None and "back to their defaults" in message


def test_settings_round_trip_through_the_file(paths):
    chosen = Settings(
        rules={"preset": "House", "stock_size": 30, "kings_wild": True},
        players=4,
        levels=["easy", "hard", "expert"],
        match_target=50,
        card_back="back-3",
        wild_kings_as_jokers=True,
        animation_speed="instant",
        highlight_targets=False,
        table_colour="#102030",
    )
    save_settings(paths, chosen)
    assert load_settings(paths) == (chosen, None)


def test_saving_again_keeps_the_previous_file_as_bak(paths):
    save_settings(paths, Settings(players=3))
    save_settings(paths, Settings(players=4))
    bak = json.loads(paths.settings_file.with_name("settings.json.bak").read_text("utf-8"))
    assert bak["settings"]["players"] == 3


def test_one_bad_field_keeps_the_others(paths):
    good = Settings(players=3, card_back="back-2", table_colour="#abcdef").to_dict()
    good["animation_speed"] = "ludicrous"
    good["players"] = "three"
    good["unknown_future_option"] = 42
    write_raw(paths, document(good))

    loaded, message = load_settings(paths)

    assert loaded.card_back == "back-2"
    assert loaded.table_colour == "#abcdef"
    assert loaded.players == 2  # the default
    assert loaded.animation_speed == "normal"
    assert "number of players" in message and "animation speed" in message
    assert paths.settings_file.exists()  # holding the values that were kept


def test_a_file_with_a_bad_value_is_moved_aside_before_it_is_rewritten(paths):
    chosen = Settings(players=3, card_back="back-2", match_target=50).to_dict()
    chosen["animation_speed"] = "ludicrous"
    write_raw(paths, document(chosen))
    original = paths.settings_file.read_bytes()

    loaded, message = load_settings(paths)

    assert (loaded.players, loaded.card_back, loaded.match_target) == (3, "back-2", 50)
    moved = sorted(paths.config_dir.glob("settings.corrupt-*.json"))
    assert len(moved) == 1
    assert re.fullmatch(r"settings\.corrupt-\d{8}-\d{6}\.json", moved[0].name)
    assert moved[0].read_bytes() == original  # the player's file, untouched
    assert "animation speed" in message and f"moved to '{moved[0]}'" in message
    # what was kept is in place: the next start says nothing and gets the same settings
    assert load_settings(paths) == (loaded, None)
    save_settings(paths, Settings(players=4))
    assert moved[0].read_bytes() == original
    assert sorted(paths.config_dir.glob("settings.corrupt-*.json")) == moved


def test_wrong_types_fall_back_per_field():
    loaded, reset = Settings.parse(
        {
            "players": True,
            "levels": ["medium", "impossible"],
            "match_target": 30,
            "wild_kings_as_jokers": "yes",
            "highlight_targets": 1,
            "table_colour": "green",
            "rules": ["Classic"],
            "card_back": "back-2",
        }
    )
    assert loaded == Settings(card_back="back-2")
    assert sorted(reset) == sorted(
        [
            "players",
            "levels",
            "match_target",
            "wild_kings_as_jokers",
            "highlight_targets",
            "table_colour",
            "rules",
        ]
    )


def test_who_sits_where_is_kept_and_a_bad_seat_falls_back():
    kept = Settings.from_dict({"seat_kinds": ["person", "computer", "person"],
                               "names": ["Anna", "Ben", "", "Dora"]})
    assert kept.seat_kinds == ["person", "computer", "person"]
    assert kept.names == ["Anna", "Ben", "", "Dora"]
    for bad in ({"seat_kinds": ["person", "robot", "computer"]}, {"seat_kinds": ["person"]},
                {"names": ["Anna"]}, {"names": ["Anna\nBen", "", "", ""]},
                {"names": ["x" * 25, "", "", ""]}, {"names": [1, "", "", ""]}):
        loaded, reset = Settings.parse(bad)
        assert loaded == Settings() and reset == list(bad), bad


def test_short_level_list_is_padded():
    assert Settings.from_dict({"levels": ["expert"]}).levels == ["expert", "medium", "medium"]


def test_to_dict_is_a_copy():
    s = Settings()
    d = s.to_dict()
    d["rules"]["preset"] = "changed"
    d["levels"].append("easy")
    assert s == Settings()


def test_file_that_is_not_json_is_moved_aside_and_defaults_used(paths):
    write_raw(paths, b"{ this is not json")
    loaded, message = load_settings(paths)
    assert loaded == Settings()
    assert "Your settings could not be read (the file is damaged)" in message
    assert "default settings" in message
    moved = [p.name for p in paths.config_dir.iterdir()]
    assert len(moved) == 1 and re.fullmatch(r"settings\.corrupt-\d{8}-\d{6}\.json", moved[0])
    # The next save writes a fresh file.
    save_settings(paths, Settings(players=3))
    assert load_settings(paths) == (Settings(players=3), None)


def test_damaged_file_falls_back_on_the_previous_settings(paths):
    save_settings(paths, Settings(players=3))
    save_settings(paths, Settings(players=4))
    write_raw(paths, b"\x00\x00\x00")  # e.g. a power cut on a careless file system
    loaded, message = load_settings(paths)
    assert loaded == Settings(players=3)
    assert "the previous copy was used instead" in message
    assert load_settings(paths) == (Settings(players=3), None)


def test_file_without_settings_object_is_moved_aside(paths):
    write_raw(paths, {"format": "spite-and-malice/settings", "version": 1, "settings": [1]})
    loaded, message = load_settings(paths)
    assert loaded == Settings()
    assert "no settings in it" in message
    assert not paths.settings_file.exists()


def test_settings_from_a_newer_game_are_left_in_place_and_never_written_over(paths):
    newer = json.dumps({"format": "spite-and-malice/settings", "version": 99,
                        "settings": {"players": 3, "new_option": True}}).encode()
    write_raw(paths, newer)
    loaded, message = load_settings(paths)
    assert loaded == Settings()
    assert "newer version of the game" in message and "damaged" not in message
    assert "does not save over it" in message
    with pytest.raises(StorageProblem) as caught:
        save_settings(paths, Settings(players=4))
    assert caught.value.reason == "newer"
    assert paths.settings_file.read_bytes() == newer
    assert sorted(p.name for p in paths.config_dir.iterdir()) == ["settings.json"]


@pytest.mark.parametrize("rules", [
    {"preset": ["Classic"]},
    {"preset": {"name": "Classic"}},
    {"preset": 3},
    {"preset": "Classic" * 100_000},
    {"decks": 2, "wild": "x" * 1000},
])
def test_rules_with_a_preset_that_is_not_a_short_name_are_reset(paths, rules):
    write_raw(paths, document({"rules": rules, "players": 3}))
    loaded, message = load_settings(paths)
    assert loaded == Settings(players=3)
    assert "rules" in message
    assert len(message) < 400


def test_text_that_cannot_be_written_back_is_refused_and_settings_save_again(paths):
    save_settings(paths, Settings(players=3))
    save_settings(paths, Settings(players=4))
    paths.settings_file.write_text(
        '{"format": "spite-and-malice/settings", "version": 1,'
        ' "settings": {"rules": {"preset": "Classic \\ud800"}, "players": 2}}', "ascii")
    loaded, message = load_settings(paths)
    assert loaded == Settings(players=3)  # the previous copy
    assert "not valid" in message
    save_settings(paths, Settings(players=2, card_back="back-2"))
    assert load_settings(paths) == (Settings(players=2, card_back="back-2"), None)


def test_settings_that_cannot_be_written_are_reported_not_raised(paths):
    with pytest.raises(StorageProblem) as caught:
        save_settings(paths, Settings(rules={"preset": "\ud800"}))
    assert caught.value.reason == "write-failed"


def test_save_failure_is_reported_for_the_player(paths, monkeypatch):
    save_settings(paths, Settings(players=3))

    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("spite_gui.storage.files.os.fsync", full)
    try:
        save_settings(paths, Settings(players=4))
    except StorageProblem as problem:
        assert "could not be saved (the disk is full)" in problem.message
    else:
        raise AssertionError("expected a StorageProblem")
    monkeypatch.undo()
    assert load_settings(paths) == (Settings(players=3), None)


# ----------------------------------------------------------------- properties

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=10),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)
    ),
    max_leaves=12,
)

valid_settings = st.builds(
    Settings,
    rules=st.dictionaries(st.text(max_size=8), json_values, max_size=5),
    players=st.sampled_from([2, 3, 4]),
    levels=st.lists(st.sampled_from(LEVELS), min_size=3, max_size=3),
    seat_kinds=st.lists(st.sampled_from(["person", "computer"]), min_size=3, max_size=3),
    names=st.lists(st.text(st.characters(categories=["L", "N"], include_characters=" "),
                           max_size=24),
                   min_size=4, max_size=4),
    match_target=st.sampled_from(MATCH_TARGETS),
    card_back=st.sampled_from(CARD_BACKS),
    wild_kings_as_jokers=st.booleans(),
    animation_speed=st.sampled_from(ANIMATION_SPEEDS),
    highlight_targets=st.booleans(),
    table_colour=st.text("0123456789abcdef", min_size=6, max_size=6).map("#".__add__),
    zoom=st.sampled_from(ZOOM_STEPS),
    card_faces=st.sampled_from(CARD_FACES),
    four_colour_suits=st.booleans(),
    table_theme=st.sampled_from(TABLE_THEMES),
    follow_desktop_motion=st.booleans(),
)


@given(valid_settings)
def test_any_valid_settings_round_trip_in_memory(s):
    assert Settings.parse(s.to_dict()) == (s, [])


@run_with(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(valid_settings)
def test_any_valid_settings_round_trip_through_a_file(s):
    with tempfile.TemporaryDirectory() as home:
        paths = AppPaths.under(home)
        save_settings(paths, s)
        assert load_settings(paths) == (s, None)


@given(
    st.dictionaries(
        st.sampled_from(list(Settings().to_dict())) | st.text(string.ascii_letters), json_values
    )
)
def test_any_dict_gives_settings_that_then_round_trip(data):
    s = Settings.from_dict(data)
    assert Settings.parse(s.to_dict()) == (s, [])


@run_with(max_examples=150, deadline=None)
@given(st.binary(max_size=300) | json_values.map(lambda v: json.dumps(v).encode()))
def test_random_bytes_never_crash_the_loader(raw):
    with tempfile.TemporaryDirectory() as home:
        paths = AppPaths.under(home)
        paths.config_dir.mkdir(parents=True)
        paths.settings_file.write_bytes(raw)
        loaded, message = load_settings(paths)
        assert isinstance(loaded, Settings)
        assert message is None or isinstance(message, str)


def test_the_sound_and_the_new_tables_and_backs_are_kept_and_a_bad_value_falls_back():
    kept = Settings.from_dict({"sound": False, "sound_volume": 35, "turn_chime": False,
                               "table_theme": "burgundy", "card_back": "back-7"})
    assert (kept.sound, kept.sound_volume, kept.turn_chime) == (False, 35, False)
    assert (kept.table_theme, kept.card_back) == ("burgundy", "back-7")
    assert Settings().sound and Settings().turn_chime  # on unless the player turns it off
    for bad in ({"sound_volume": 101}, {"sound_volume": -1}, {"sound_volume": 50.0},
                {"sound_volume": True}, {"sound": "on"}, {"turn_chime": 1},
                {"table_theme": "purple"}, {"card_back": "back-8"}):
        loaded, reset = Settings.parse(bad)
        assert loaded == Settings() and reset == list(bad), bad
