"""Mixing the sounds that play at once: added up, scaled, clipped, never stopping the device."""

from __future__ import annotations

from array import array

from hypothesis import given
from hypothesis import strategies as st

from spite_gui.sound.mixer import MAX_VOICES, Mixer

RATE = 44100


def _mixer(**sounds: list[int]) -> Mixer:
    return Mixer({name: array("h", samples) for name, samples in sounds.items()}, RATE)


def test_nothing_playing_gives_the_device_nothing_to_copy():
    mixer = _mixer(tick=[100, 200])
    assert list(mixer.mix(441)) == []


def test_two_sounds_at_once_are_added_up_at_the_volume():
    mixer = _mixer(tap=[1000, 1000, 1000], chime=[200, -200])
    mixer.volume = 0.5
    mixer.request("tap")
    mixer.request("chime")
    assert list(mixer.mix(4)) == [600, 400, 500]
    assert mixer.playing == 0  # both over
    assert list(mixer.mix(4)) == []


def test_a_sound_asked_for_at_its_own_gain_leaves_the_volume_alone():
    mixer = _mixer(tap=[1000, 1000])
    mixer.volume = 0.25
    mixer.request("tap", 1.0)  # Preferences' Try, at the slider's volume
    mixer.request("tap")
    assert list(mixer.mix(2)) == [1250, 1250]
    assert mixer.volume == 0.25


def test_a_sound_plays_on_across_blocks_from_where_it_was():
    mixer = _mixer(long=list(range(10)))
    mixer.request("long")
    assert list(mixer.mix(4)) == [0, 1, 2, 3]
    mixer.request("long")  # the same sound again, over the first
    assert list(mixer.mix(4)) == [4 + 0, 5 + 1, 6 + 2, 7 + 3]


def test_loud_sounds_together_are_clipped_not_wrapped_round():
    mixer = _mixer(loud=[30000, -30000])
    for _ in range(3):
        mixer.request("loud")
    assert list(mixer.mix(2)) == [32767, -32768]


def test_an_unknown_sound_plays_nothing():
    mixer = _mixer(tick=[5])
    mixer.request("no such sound")
    assert list(mixer.mix(4)) == []


def test_too_many_at_once_cut_the_oldest_short():
    mixer = _mixer(**{f"s{n}": [n + 1] * 4 for n in range(MAX_VOICES + 2)})
    for n in range(MAX_VOICES + 2):
        mixer.request(f"s{n}")
    mixer.mix(1)
    assert mixer.playing == MAX_VOICES


def test_the_device_stream_never_raises(monkeypatch):
    mixer = _mixer(tick=[1, 2, 3])
    stream = mixer.stream()
    next(stream)
    mixer.request("tick")

    def broken(frames):
        raise RuntimeError("a bug")

    monkeypatch.setattr(mixer, "mix", broken)
    assert stream.send(441) == b""  # silence, and the stream goes on
    monkeypatch.undo()
    mixer.request("tick")
    assert list(stream.send(441)) == [1, 2, 3]


@given(st.lists(st.lists(st.integers(-32768, 32767), min_size=1, max_size=50), min_size=1,
                max_size=MAX_VOICES),
       st.floats(0, 1), st.integers(1, 60))
def test_every_sample_of_every_sound_is_mixed_once_within_range(sounds, volume, block):
    mixer = Mixer({f"s{n}": array("h", s) for n, s in enumerate(sounds)}, RATE)
    mixer.volume = volume
    for n in range(len(sounds)):
        mixer.request(f"s{n}")
    out: list[int] = []
    while chunk := mixer.mix(block):
        out += chunk
    assert len(out) == max(len(s) for s in sounds)
    for i, sample in enumerate(out):
        total = sum(s[i] for s in sounds if i < len(s))
        assert -32768 <= sample <= 32767
        if -32768 <= total * volume <= 32767:
            assert abs(sample - total * volume) < 1
