"""Lines of the game log, kept apart from the panel that shows them (no Qt here).

A line is a sentence and a kind: a plain move, a TURN change, a HEADING (a deal,
the end of the game) or a NOTE (the game resumed, a play taken back).
"""

from __future__ import annotations

from typing import NamedTuple

MOVE, TURN, HEADING, NOTE = "", "turn", "heading", "note"


class LogLine(NamedTuple):
    text: str
    kind: str = MOVE
