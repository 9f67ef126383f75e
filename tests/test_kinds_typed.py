"""A misspelt kind is a type error: the strict type check (``mypy``) catches it before it
runs, for each kind that once was a bare string."""

from __future__ import annotations

from pathlib import Path

from mypy import api

MISSPELT = '''
from spite_gui.engine import Move, Place
from spite_gui.net.protocol import SeatInfo, SeatState
from spite_gui.play import SeatKind, Update, UpdateKind
from spite_gui.play.seating import SeatPlan
from spite_gui.table.piles import PileKey, PileKind

def misspelt(update: Update) -> None:
    Move("hnad", 0, Place.CENTRE, 0)  # line 9
    PileKey("stcok")  # line 10
    Update(0, "strat", update.view)  # line 11
    SeatInfo("Ann", SeatKind.REMOTE, "wiating")  # line 12
    SeatPlan("preson", "Ann")  # line 13
    Place.HNAD  # line 14
    misspelt_more()

def spelt_right(update: Update) -> None:
    Move(Place.HAND, 0, Place.CENTRE, 0)
    PileKey(PileKind.STOCK)
    Update(0, UpdateKind.START, update.view)
    SeatInfo("Ann", SeatKind.REMOTE, SeatState.WAITING)
    SeatPlan(SeatKind.PERSON, "Ann")

from spite_gui.ai.advice import Reason
from spite_gui.engine import Illegal, Refusal
from spite_gui.net.fairness import Verdict, VerdictKind
from spite_gui.net.news import News, NewsKind

def misspelt_more() -> None:
    Refusal(Illegal.ACE_FIRST, source="hnad")  # line 30
    News("jioned")  # line 31
    Verdict(True, "", "verifed")  # line 32
    Reason("empties_hnad")  # line 33 (a Literal: checked as well as an enum)

def spelt_right_too() -> None:
    Refusal(Illegal.ACE_FIRST, source=Place.HAND)
    News(NewsKind.JOINED)
    Verdict(True, "", VerdictKind.VERIFIED)
    Reason("empties_hand")
'''


def test_a_misspelt_kind_fails_the_type_check(tmp_path: Path) -> None:
    snippet = tmp_path / "misspelt.py"
    snippet.write_text(MISSPELT, encoding="utf-8")
    out, err, status = api.run([str(snippet), "--strict", "--config-file=", "--no-error-summary",
                                "--follow-imports=silent", f"--cache-dir={tmp_path / 'cache'}"])
    lines = sorted({int(line.split(":")[1]) for line in out.splitlines() if ": error:" in line})
    assert status == 1, err
    assert lines == [9, 10, 11, 12, 13, 14, 30, 31, 32, 33], out
