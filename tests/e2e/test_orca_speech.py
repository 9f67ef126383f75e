"""A blind player's two turns, by keys alone, with a real Orca whose speech is written down.

On a virtual X screen with the accessibility bus, Orca runs with speech-dispatcher as
its voice, and the voice writes each utterance to a file (:mod:`.orca_session`). The
game is started as a player starts it; the test presses keys with xdotool and waits
on the speech file — never on the clock — for what a player must hear: "Your turn",
the place the focus goes to at every arrow, the result of each move, a refusal, the
computer's turn in one sentence, and the Read keys (T, C, N, S, L, R). Every message
the game sent must have been spoken. Orca 43 (Debian 12's, as ``.ci/run`` installs
it) and a current Orca (Debian 13's, in the root ``.ci/current-orca`` makes) at
Normal and at Instant speed.
"""

from __future__ import annotations

import contextlib
import pathlib
import re
import shutil
import subprocess
from collections.abc import Iterator

import pytest

from spite_gui.engine import Card, Game, Rules
from spite_gui.table import speech

from .orca_session import (
    CURRENT_ORCA_ROOT,
    Spoken,
    captured_speech,
    needs_speech,
    orca,
    orca_version,
)
from .xsession import (
    TOOLS,
    XSessionError,
    accessibility_bus,
    bus_launcher,
    game_command,
    read_report,
    report_when,
    stop,
    x_session,
)

pytestmark = pytest.mark.slow

SEED = 9  # deal 9: the human plays first, with an Ace in hand
HEAR = 30  # seconds for a thing to be heard (a computer's turn at Normal speed included)


def words(text: str) -> str:
    """``text`` as a voice says it, for comparing: lower case, letters and digits."""
    return " ".join(re.sub(r"[^a-z0-9 ]+", " ", text.lower()).split())


def _orca_root(which: str) -> pathlib.Path | None:
    if which == "debian12":
        if orca_version() is None:
            pytest.skip("Orca is not installed (the CI script installs it with apt-get)")
        return None
    if orca_version(CURRENT_ORCA_ROOT) is None:
        pytest.skip(f"no current Orca in {CURRENT_ORCA_ROOT} (.ci/current-orca makes it "
                    "from Debian 13's packages where the package mirror has them)")
    return CURRENT_ORCA_ROOT


def _needs() -> None:
    for tool in (*TOOLS, "dbus-daemon", "dbus-send"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (the CI script installs it with apt-get)")
    if bus_launcher() is None:
        pytest.skip("at-spi2-core is not installed (the CI script installs it)")
    why = needs_speech()
    if why:
        pytest.skip(why)


class Player:
    """Presses keys on the game and listens to what Orca says."""

    def __init__(self, env: dict[str, str], spoken: Spoken, report: pathlib.Path) -> None:
        self.env, self.spoken, self.report = env, spoken, report
        self.heard_at_keys: list[tuple[str, str]] = []

    def key(self, name: str) -> int:
        mark = self.spoken.mark()
        subprocess.run(["xdotool", "key", name], env=self.env, check=True, timeout=10)
        return mark

    def hear(self, *phrases: str, since: int = 0, timeout: float = HEAR) -> str:
        """Wait until every phrase has been said since ``since``; what was said."""
        want = [words(p) for p in phrases]
        return self.spoken.wait_for(lambda text: all(w in words(text) for w in want),
                                    timeout, " and ".join(repr(p) for p in phrases), since)

    def hold(self, modifier: str, key: str) -> int:
        """``modifier``+``key`` as a person types it, the modifier held a moment (typed at
        xdotool's speed, the keys reach the game and the reader each in their own time: a
        quick Alt+G's release reached the menu bar before the G and closed the menu)."""
        mark = self.spoken.mark()
        subprocess.run(["xdotool", "keydown", modifier, "sleep", "0.3", "key", key, "sleep",
                        "0.3", "keyup", modifier], env=self.env, check=True, timeout=10)
        return mark

    def press_and_hear(self, key: str, *phrases: str) -> str:
        heard = self.hear(*phrases, since=self.key(key))
        self.heard_at_keys.append((key, heard))
        return heard

    def state(self) -> dict:
        return report_when(self.report, lambda _d: True, 10, "the report")

    def ready(self) -> dict:
        return report_when(self.report, lambda d: d["my_turn"] and not d["busy"], 120,
                           "the player's turn")


def _card_name(face: str) -> str:
    return speech.card_words(Card.parse(face))


def _play_two_turns(player: Player, speed: str) -> dict:
    """The two turns; returns the last report."""
    start = player.ready()
    hand = [c["face"] for c in start["hand"]]
    player.hear("Your turn", "F1 lists every key")
    # the first arrow says where the focus is: the first card of the hand, 1 of 5
    player.press_and_hear("Right", f"{_card_name(hand[0])}, 1 of 5")
    ace = next(i for i, face in enumerate(hand) if face.startswith("A"))
    for index in range(1, ace + 1):  # every focus move is heard
        player.press_and_hear("Right", f"{_card_name(hand[index])}, {index + 1} of 5")
    player.press_and_hear("Return", f"You played {_card_name(hand[ace])} from your hand to "
                                    "centre stack 1")
    state = player.ready()
    # a refusal: a card no centre stack takes, played with Enter
    hand = [c["face"] for c in state["hand"]]
    legal = set(state["legal"])
    stuck = next(i for i, face in enumerate(hand)
                 if not any(m.startswith(f"hand:{i}>centre") for m in legal))
    here = state["focus"][1]
    for _ in range(abs(stuck - here)):
        player.key("Left" if stuck < here else "Right")
    report_when(player.report, lambda d: d["focus"][1] == stuck, 10, "the focus on the card")
    player.press_and_hear("Return", f"No centre stack takes the {_card_name(hand[stuck])} now")
    # the Read keys
    player.press_and_hear("t", "Your turn", "Centre stacks")
    player.press_and_hear("c", "Your hand")
    player.press_and_hear("n", "Computer plays next")
    player.press_and_hear("s", "Score")
    player.press_and_hear("r", "Score")
    # end the turn on side stack 1: the computer plays, and its turn is told in one sentence
    mark = player.key("1")
    player.hear(f"You placed {_card_name(hand[stuck])} on side stack 1", since=mark)
    player.hear("Computer played", "Your turn", since=player.spoken.mark() - 1)
    state = player.ready()
    player.press_and_hear("l", "Computer played", "Your turn")
    # the second turn: straight to a side stack
    hand = [c["face"] for c in state["hand"]]
    here = state["focus"][1]
    mark = player.key("2")
    player.hear(f"You placed {_card_name(hand[here])} on side stack 2", since=mark)
    player.hear("Computer played", "Your turn", since=mark, timeout=HEAR * 2)
    return player.ready()


@contextlib.contextmanager
def game_heard_by_orca(tmp_path: pathlib.Path, root: pathlib.Path | None, *args: str
                       ) -> Iterator[tuple[dict[str, str], Spoken, pathlib.Path]]:
    """The game started with ``args`` on an X screen where Orca (in ``root``, or this
    system's) listens, its speech written down: the environment, the speech, the game's
    report file."""
    report = tmp_path / "report.json"
    command, extra = game_command()
    try:
        with x_session(1366, 768) as screen, accessibility_bus(screen) as env, \
                captured_speech(tmp_path / "speech", env) as (env, spoken), \
                orca(env, tmp_path / "orca", spoken, root):
            game_env = {**env, "QT_QPA_PLATFORM": "xcb", "SPITE_GUI_E2E_REPORT": str(report),
                        "SPITE_GUI_HOME": str(tmp_path / "home"), **extra}
            app = subprocess.Popen([*command, *args], env=game_env, cwd=tmp_path,
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            try:
                yield env, spoken, report
            finally:
                stop(app)
    except XSessionError as error:
        pytest.skip(f"no accessibility session here: {error}")


@contextlib.contextmanager
def first_turn_heard(tmp_path: pathlib.Path, which: str) -> Iterator[Player]:
    """Deal :data:`SEED` with Orca (``which``) listening, once "Your turn" has been heard
    and the reader is quiet: the player."""
    _needs()
    root = _orca_root(which)
    with game_heard_by_orca(tmp_path, root, "--seed", str(SEED)) as (env, spoken, report):
        player = Player(env, spoken, report)
        player.ready()
        player.hear("Your turn")
        spoken.wait_quiet(1.0, HEAR)
        yield player


@pytest.mark.parametrize("speed", ["normal", "instant"])
@pytest.mark.parametrize("which", ["debian12", "current"])
def test_a_blind_player_hears_two_whole_turns_played_by_keys(tmp_path, which, speed):
    _needs()
    root = _orca_root(which)
    view = Game.new(Rules.preset("Classic"), 2, SEED).view(0)
    assert view.my_turn and any(card.rank == 1 for card in view.hand)
    with game_heard_by_orca(tmp_path, root, "--seed", str(SEED), "--speed", speed) as (
            env, spoken, report):
        final = _play_two_turns(Player(env, spoken, report), speed)
        spoken.wait_quiet(1.5, 30)
        final = read_report(report) or final
    heard = words(spoken.text())
    sent = [text for text, _channel in final["said"]]
    lost = [text for text in sent if words(text) not in heard]
    whole = words(" ".join(spoken.finished()))
    cut = [text for text in sent if words(text) in heard and words(text) not in whole]
    print(f"orca {which} at {speed}: {len(sent)} messages sent, {len(sent) - len(lost)} "
          f"begun, {len(sent) - len(lost) - len(cut)} spoken to the end; lost: {lost}; "
          f"cut off by a later key or message: {cut}")
    assert sent and not lost, f"sent {len(sent)}, not spoken: {lost}"


@pytest.mark.parametrize("which", ["debian12", "current"])
def test_news_that_reaches_a_held_up_reader_all_at_once_is_all_spoken(tmp_path, which):
    """The end of the player's turn, the computer's turn and "Your turn", told while the
    reader is held up (as on a busy desktop), reach it all at once: each is spoken. A
    current Orca dropped an announcement that reached it within a tenth of a second of
    the last, and the player never heard that their turn had come."""
    with first_turn_heard(tmp_path, which) as player:
        spoken, report = player.spoken, player.report
        start = player.state()
        mark = player.key("1")  # (Orca 43 has the keys pass through it: not held up yet)
        report_when(report, lambda d: len(d["moves"]) > len(start["moves"]), 60, "the discard")
        with spoken.reader_held_up():
            report_when(report, lambda d: d["my_turn"] and not d["busy"] and any(
                "Your turn. You drew" in text for text, _channel in d["said"]),
                120, "the computer's turn over and the player's told")
        placed = _card_name(start["hand"][start["focus"][1]]["face"])
        player.hear(f"You placed {placed} on side stack 1", "Computer played", "Your turn",
                    "You drew", since=mark)


@pytest.mark.parametrize("which", ["debian12", "current"])
def test_menu_items_are_read_with_their_keys(tmp_path, which):
    """A menu item is read with its shortcut ("New Game, Ctrl+N": Orca 43 said none of
    them)."""
    with first_turn_heard(tmp_path, which) as player:
        spoken = player.spoken

        def keys_heard(said: str, since: int) -> str:
            # (Orca 43's speech service reads the "+" of Ctrl+N aloud)
            pattern = re.compile(said.replace(" ", r" (plus )?"))
            return spoken.wait_for(lambda text: bool(pattern.search(words(text))), HEAR,
                                   repr(said), since)

        keys_heard("new game ctrl n", player.hold("alt", "g"))
        keys_heard("new game with deal number shift ctrl n", player.key("Down"))
        player.press_and_hear("Escape", "Game")
        player.press_and_hear("Escape", "of")  # back on the table: a card of the hand


# Why the current Orca's check stays an xfail. Orca 48 stops all speech at every key press
# it takes in (``KeyboardEvent._present`` calls ``presentationInterrupt()`` for each
# pressed key), and it takes in key presses and the program's events by two roads: the
# keys as they come from the keyboard device, the window's events from a queue it works
# through when idle. The title is said as part of the first focus in the new window
# ("Preferences dialog, Rules page tab"). On a busy machine Orca can take in the press of
# the very key that opened the window (the comma of Ctrl+comma) only after it has begun
# saying that focus, and that press cuts it off (2 runs in 6 here). What the game can do
# it does: it builds the window without a word to the reader and answers the reader's
# question about the active window before the new one shows (``answer_readers``), so
# that Orca takes the key in first whenever it is not held up; a delay before showing
# would only move the race, and no name or description of the window is spoken after
# the interrupt. With Orca 43 the title has been heard in every run here.
# The Game Over box (tests/e2e/test_orca_windows.py) opens on its own, with no key
# pressed at that moment, and its title is heard by both.
@pytest.mark.parametrize("which", ["debian12", pytest.param("current", marks=pytest.mark.xfail(
    reason="on a busy machine Orca 48 can take in the key that opened the window after it "
    "began saying the window's title, and every key press it takes in stops its speech",
    strict=False))])
def test_a_dialog_is_read_with_its_title_as_it_opens(tmp_path, which):
    """Preferences and Statistics are read with their titles as they open (Preferences'
    never was with Orca 43; a current Orca, which asks the game which window is active as
    it takes in a key, said it and cut it off at once when the answer came after the
    dialog was up), then the control that has the focus."""
    with first_turn_heard(tmp_path, which) as player:
        player.hear("Preferences dialog", "Rules page tab", since=player.hold("ctrl", "comma"))
        player.press_and_hear("Tab", "Preset", "combo box", "Classic")
        player.press_and_hear("Escape", "of")  # back on the table: a card of the hand
        player.hear("Statistics dialog", since=player.hold("ctrl", "t"))
        player.press_and_hear("Escape", "of")


def test_a_whole_game_played_by_keys_with_speech_alone(tmp_path):
    """A whole game to its end with Orca 43, by keys alone: each of the player's turns
    begins with "Your turn" heard, each computer turn is heard in one sentence, every
    move's result is heard, and so is the end of the game. The test chooses the moves
    (a plain player's choice) from the legal moves the game reports; what a player
    needs to know is in what Orca said."""
    from .test_keyboard_x import Keyboard, _choose, _source_stop

    _needs()
    _orca_root("debian12")
    turns = 0
    with game_heard_by_orca(tmp_path, None, "--seed", "2024", "--preset", "Quick", "--level",
                            "easy", "--speed", "instant") as (env, spoken, report):
        keyboard, player = Keyboard(env, report), Player(env, spoken, report)
        mark = 0
        while True:
            data = report_when(report, lambda d: d["over"] or (
                d["my_turn"] and not d["busy"]), 120, "the player's turn or the end")
            if data["over"]:
                break
            player.hear("Your turn", since=mark)  # heard before every turn's moves
            turns += 1
            while True:  # the moves of the turn, to the one that ends it
                move = _choose(data["legal"])
                source, target = move.split(">")
                pile, card = _source_stop(source)
                keyboard.focus_on(pile, card)
                count = len(data["moves"])
                mark = spoken.mark()
                key = str(int(target.split(":")[1]) + 1) if target.startswith(
                    "side:") else "Return"
                keyboard.key(key)
                data = report_when(report, lambda d, n=count: len(d["moves"]) > n
                                   and (d["over"] or not d["busy"]), 60, "the move")
                made = data["moves"][count]
                verb = "placed" if ">side:" in made else "played"
                if data["over"]:  # the Game Over box has the focus and says the end
                    break
                player.hear(f"You {verb}", since=mark)  # its result, heard
                if ">side:" in made:  # the turn ended: the computer's, heard, then "Your turn"
                    player.hear("Computer played", "Your turn", since=mark,
                                timeout=HEAR * 2)
                    break
            mark = spoken.mark() if data["over"] else mark
        # the end of the game, heard: who won and why
        final = spoken.wait_for(lambda text: " won " in f" {words(text)} "
                                or "draw" in words(text), HEAR, "the end", mark)
        outcome = data["status"].split(" Press ")[0].replace("+", "plus ")  # as said
        assert words(outcome) in words(final), (outcome, final)
    assert turns >= 3
