"""The real program read by a real accessibility client, as a screen reader reads it.

On a virtual X screen with a window manager, a private D-Bus session and at-spi2-core's
accessibility bus (:func:`.xsession.accessibility_bus`), the game is started as a
player starts it. An AT-SPI client (pyatspi, run with the system Python:
``atspi_client.py``) walks the tree and finds every pile and every card of the hand by
name; presses arrow keys and sees the focus move, in the events and in the tree; plays
the Ace in hand with Enter and hears the move told (the focused card's new description).
"""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess

import pytest

from spite_gui.engine import Game, Rules
from spite_gui.table import speech
from spite_gui.table.piles import PileKey
from spite_gui.table.snapshot import table_snapshot

from .xsession import (
    SYSTEM_PYTHON,
    TOOLS,
    XSessionError,
    accessibility_bus,
    bus_launcher,
    game_command,
    has_pyatspi,
    report_when,
    stop,
    x_session,
)

pytestmark = pytest.mark.slow

CLIENT = pathlib.Path(__file__).with_name("atspi_client.py")
SEED = 9  # deal 9: the human plays first, with an Ace in hand
NAMES = ["You", "Computer"]


def _needs() -> None:
    for tool in (*TOOLS, "dbus-daemon", "dbus-send"):
        if shutil.which(tool) is None:
            pytest.skip(f"{tool} is not installed (the CI script installs it with apt-get)")
    if bus_launcher() is None or not has_pyatspi():
        pytest.skip("at-spi2-core or python3-pyatspi is not installed (the CI script "
                    "installs them with apt-get)")


def _expected_piles(view) -> dict[str, list[str]]:
    """Each pile's words and the names of the cards it lists, from the seat's view."""
    shown = table_snapshot(view, NAMES)
    piles = {}
    for key, faces in shown.piles.items():
        owner = "" if key.seat < 0 else NAMES[key.seat]
        name = speech.pile_words(key, owner, faces, int(shown.counts.get(key) or 0))
        face_up = [f for f in faces if f.face is not None]
        if key == PileKey("hand", 0):  # each card with its place in the hand
            piles[name] = [f"{speech.face_words(f.face, f.badge)}, {i + 1} of {len(face_up)}"
                           for i, f in enumerate(face_up)]
        elif key.kind == "side":
            piles[name] = [speech.face_words(f.face, f.badge) for f in face_up]
        else:
            piles[name] = [speech.face_words(faces[-1].face)] if faces and faces[-1].face else []
    return piles


def test_a_screen_reader_reads_the_table_follows_the_focus_and_hears_the_move(tmp_path):
    _needs()
    view = Game.new(Rules.preset("Classic"), 2, SEED).view(0)
    hand = [speech.card_words(card) for card in view.hand]
    ace = next(i for i, card in enumerate(view.hand) if card.rank == 1)
    report = tmp_path / "report.json"
    command, extra = game_command()
    try:
        with x_session(1366, 768) as screen, accessibility_bus(screen) as env:
            env = {**env, "QT_QPA_PLATFORM": "xcb", "SPITE_GUI_E2E_REPORT": str(report), **extra}
            app = subprocess.Popen([*command, "--seed", str(SEED), "--speed", "fast"], env=env,
                                   cwd=tmp_path, stdout=subprocess.DEVNULL,
                                   stderr=subprocess.DEVNULL)
            try:
                report_when(report, lambda d: d["my_turn"] and not d["busy"]
                            and len(d["hand"]) == 5, 40, "the table")
                # the first arrow shows the ring where the focus is; Left at the row's start
                # stays there
                keys = ["Right", "Right", "Left", "Left", *(["Right"] * ace), "Return"]
                heard = subprocess.run([SYSTEM_PYTHON, str(CLIENT), "Spite and Malice", *keys],
                                       env=env, capture_output=True, text=True, timeout=90)
            finally:
                stop(app)
    except XSessionError as error:
        pytest.skip(f"no accessibility session here: {error}")
    assert heard.returncode == 0, heard.stdout + heard.stderr
    found = json.loads(heard.stdout)

    # every pile and every card of the hand, by name
    table = found["table"]
    assert table["name"] == "Card table"
    piles = {pile["name"]: pile["cards"] for pile in table["piles"]}
    assert piles == _expected_piles(view)
    assert piles["Your hand, 5 cards"] == [f"{card}, {i + 1} of 5" for i, card in enumerate(hand)]
    assert {pile["role"] for pile in table["piles"]} == {"list item"}

    # the focus moves with the keys: in the events, and in the tree
    steps = found["steps"]
    focus_path = [0, 1, 0, None, *range(1, ace + 1)]  # None: the edge, nothing moves
    for step, card in zip(steps, focus_path, strict=False):
        if card is None:
            assert step["focused"] == f"{hand[0]}, 1 of 5", step
            continue
        focused = [e["name"] for e in step["heard"]
                   if e["type"] == "object:state-changed:focused" and e["detail1"] == 1]
        assert focused and focused[-1] == f"{hand[card]}, {card + 1} of 5", step
        assert step["focused"] == f"{hand[card]}, {card + 1} of 5", step

    # the move played with Enter is told: as an announcement, since this client listens
    # for them as Orca 46 and later do (as the focused card's new description where no
    # one does, as for Orca 42 to 45)
    said = [e["data"] for e in steps[-1]["heard"]
            if e["type"] in ("object:announcement",
                             "object:property-change:accessible-description")]
    assert f"You played {speech.card_words(view.hand[ace])} from your hand to centre stack 1." \
        in said, steps[-1]
    assert os.path.exists(report)
