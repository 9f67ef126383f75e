"""The game's other windows read by a real Orca, opened and walked with keys as a blind
player does: the Game Over box, the game review and the Learn to Play lesson.

Orca 43 (Debian 12's) and a current Orca (Debian 13's, where ``.ci/current-orca`` could
make its root) listen, their speech written down (:mod:`.orca_session`); the test waits
on the speech file for what a player must hear, never on the clock.

- The Game Over box: who won (its headline) and the scores, as a table a reader walks
  with the column headers.
- The review (Review This Game, from the Game Over box): its title and the game it
  reviews, a turn stepped to, and the finished review's accuracy.
- The lesson (Shift+F1): a step's title and instruction, the result of the move it asks
  for (made with keys) and the focus on Next, and the next step reached with Space.
"""

from __future__ import annotations

import contextlib
import pathlib
import re
import subprocess
from collections.abc import Iterator

import pytest

from spite_gui.ai import make_player
from spite_gui.engine import Game, Rules
from spite_gui.play import Seating
from spite_gui.play.save_format import table_document
from spite_gui.storage import AppPaths, write_autosave
from spite_gui.table.lesson import lesson_steps

from .test_keyboard_x import Keyboard
from .test_orca_speech import (
    HEAR,
    Player,
    _needs,
    _orca_root,
    game_heard_by_orca,
    words,
)
from .xsession import report_when

pytestmark = pytest.mark.slow

WHICH = ["debian12", "current"]
DEAL = 8  # a Quick game the computer wins
REVIEWED = 600  # seconds for the review of its 40 turns (under a minute on a quiet machine)


def _last_move_to_come(home: pathlib.Path) -> None:
    """An autosave under ``home``: a Quick game of deal 8 played by easy computers, all but
    its last move, the computer's payoff card that wins it."""
    game = Game.new(Rules.preset("Quick"), 2, DEAL)
    seats = [make_player("easy", DEAL + seat) for seat in range(2)]
    while not game.is_over:
        game.play(seats[game.current_player].choose(game.view(game.current_player)))
    assert game.outcome is not None and game.outcome.winner == 1
    game.undo()
    assert game.current_player == 1 and len(game.seat(1).payoff) == 1
    write_autosave(AppPaths.under(home), table_document(
        game, None, Seating.against_computers(2, ["easy"])))


@contextlib.contextmanager
def game_over_heard(tmp_path: pathlib.Path, which: str) -> Iterator[tuple[Player, str]]:
    """The game resumed with Enter and ended by the computer, Orca (``which``) listening:
    the player, and what was said from Enter on."""
    _needs()
    root = _orca_root(which)
    _last_move_to_come(tmp_path / "home")
    with game_heard_by_orca(tmp_path, root, "--speed", "instant") as (env, spoken, report):
        player = Player(env, spoken, report)
        # the box that asks, up (a reader just started can miss a window shown at once)
        subprocess.run(["xdotool", "search", "--sync", "--name", "Resume"], env=env,
                       check=True, timeout=HEAR, capture_output=True)
        mark = player.key("Return")  # Resume: the computer plays its last card
        heard = player.hear("Game Over", "Computer won", since=mark)
        yield player, heard


@pytest.mark.parametrize("which", WHICH)
def test_the_game_over_box_says_who_won_and_reads_the_scores_as_a_table(tmp_path, which):
    """The box opens with its title, who won and the button Enter presses (a current Orca,
    the box opening on the scores, read their first row alone); Shift+Tab reaches the
    scores, a table the arrows walk cell by cell with its column headers."""
    with game_over_heard(tmp_path, which) as (player, _heard):
        player.hear("Game Over", "Computer won, emptied the payoff pile", "New Game",
                    "button", since=0)
        player.spoken.wait_quiet(1.0, HEAR)
        player.hear("Scores", "table with 2 rows 4 columns", since=player.hold("shift", "Tab"))
        # the arrows walk the cells: a new row read whole, a new column with its header
        # (Orca 43 reads "+9" as "plus 9": the signs are left out here)
        player.press_and_hear("Right", "You", "4")
        player.press_and_hear("Right", "This game column header", "0")
        player.press_and_hear("Down", "Computer", "9")
        player.press_and_hear("Left", "Payoff cards left column header 0")
        player.press_and_hear("Tab", "New Game", "button")  # out of the table


@pytest.mark.parametrize("which", WHICH)
def test_the_review_is_heard_with_its_title_its_turns_and_its_score(tmp_path, which):
    """Review This Game (Alt+R in the Game Over box): the window is heard with its title and
    the game it reviews (the deal's "·" not read as "middle dot"); Right steps a turn and
    it is told, its cards in words; the finished review is told with its accuracy and
    the turn it then shows."""
    with game_over_heard(tmp_path, which) as (player, _heard):
        spoken = player.spoken
        spoken.wait_quiet(1.0, HEAR)
        mark = player.hold("alt", "r")
        heard = player.hear("Game Review", "Deal 8", "You against Computer", since=mark)
        assert "middle dot" not in words(heard)
        spoken.wait_quiet(1.0, HEAR)
        # Right steps a turn: the turn is told, its cards in words (Orca 43, which ignores
        # announcements, heard nothing the review said)
        heard = player.press_and_hear("Right", "Turn 2", "Computer's turn", "Computer played")
        assert re.search(r"\bof (hearts|diamonds|clubs|spades)\b", words(heard)), heard
        # the finished review is told with its accuracy, then the turn it shows
        heard = player.hear("Review ready", "Accuracy", since=mark, timeout=REVIEWED)
        assert re.search(r"accuracy \d+ turn \d+", words(heard)), heard
        spoken.wait_quiet(1.0, HEAR)
        player.press_and_hear("Home", "Turn 1", "your turn")  # the player's own turn
        spoken.wait_quiet(1.0, HEAR)
        stops = _tab_cycle(player)
        # the turn's box is said with the turn shown: Orca 43 says a read-only text's name
        # and role alone ("This turn label" was all it said of it), so its name has the
        # turn in words; Orca 48 reads the text itself
        assert any(re.match(r"(this turn )?turn 1 your turn", words(stop)) for stop in stops), stops
        # the tabs: Left and Right go from tab to tab, each told with what its page holds
        # (the turn shown in the list of the player's turns, the costliest turns' grades)
        for _ in range(len(stops)):
            if "page tab" in words(_next_stop(player, "Tab")):
                break
        _press_and_match(player, "Right", rf"your turns page tab.*turn 1 {GRADE}")
        _press_and_match(player, "Left", rf"costliest turns page tab.*turn \d+ {GRADE} cost \d+")
        # C: the chart, its words for the turn shown (turn 1, the player's: with its grade)
        _press_and_match(player, "c", rf"chance to win through the game turn 1 chance to win "
                                      rf"\d+( percent)? your play {GRADE}")
        # on the chart Right and Left step a turn: the turn is told, its grade with it
        _press_and_match(player, "Right", r"turn 2 computer s turn")
        _press_and_match(player, "Left", rf"turn 1 your turn {GRADE}")


def _press_and_match(player: Player, key: str, pattern: str) -> str:
    """Press ``key`` and wait until what is said from then on matches ``pattern`` (in
    :func:`words`: lower case, no punctuation)."""
    mark = player.key(key)
    return player.spoken.wait_for(lambda text: re.search(pattern, words(text)) is not None,
                                  HEAR, f"{pattern!r} after {key}", mark)

GRADE = "(best|good|inaccuracy|mistake|blunder)"
# what a reader says after a control's name: a stop that says only this is unnamed
ROLES = ("push button", "button", "check box", "page tab", "label", "filler", "panel",
         "list", "layered pane", "scroll pane", "text", "progress bar")


def _next_stop(player: Player, key: str) -> str:
    """What the reader says of the control ``key`` moves the focus to (all it says until
    it is quiet)."""
    mark = player.key(key)
    player.spoken.wait_for(lambda text: bool(text.strip()), HEAR, f"a stop after {key}", mark)
    player.spoken.wait_quiet(1.0, HEAR)
    return player.spoken.text(mark)


def _tab_cycle(player: Player) -> list[str]:
    """Tab round the whole window once: what was said at each stop. Every stop is said
    with its name (never a role alone, never an unnamed "layered pane" on the way)."""
    stops: list[str] = []
    for _ in range(25):
        said = _next_stop(player, "Tab")
        plain = words(said)
        assert "layered pane" not in plain, stops + [said]
        assert not any(plain == role or plain.startswith(role + " ") for role in ROLES), (
            "an unnamed stop", stops + [said])
        # round again: a stop heard before (the first may have more with it: the words
        # the key before lent to the control the focus was on)
        if any(plain.split()[:6] == words(stop).split()[:6] for stop in stops[1:]):
            return stops
        stops.append(said)
    raise AssertionError(f"Tab never came round: {stops}")


def _step_said(index: int) -> tuple[str, str]:
    step = lesson_steps()[index]
    return step.title(), step.text()


@pytest.mark.parametrize("which", WHICH)
def test_the_lesson_is_heard_step_by_step_and_walked_with_keys(tmp_path, which):
    """Shift+F1: the first step's title and instruction are heard; the move it asks for,
    made with keys (the payoff Ace with Enter), is heard with "Well done!" and the focus
    goes to Next; Space on Next brings the second step, heard too."""
    _needs()
    root = _orca_root(which)
    with game_heard_by_orca(tmp_path, root, "--seed", "9", "--speed", "instant") as (
            env, spoken, report):
        player = Player(env, spoken, report)
        player.ready()
        player.hear("Your turn")
        spoken.wait_quiet(1.0, HEAR)
        title, text = _step_said(0)
        player.hear(title, text, since=player.hold("shift", "F1"))
        report_when(report, lambda d: d["my_turn"] and not d["busy"], 60, "the lesson's table")
        spoken.wait_quiet(1.0, HEAR)
        Keyboard(env, report).focus_on("payoff:0:0", -1)
        player.hear("Well done", "Next", "button", since=player.key("Return"))
        spoken.wait_quiet(1.0, HEAR)
        title, text = _step_said(1)
        player.hear(title, text, since=player.key("space"))

