"""The table report that end-to-end tests read from the real program (SPITE_GUI_E2E_REPORT)."""

from __future__ import annotations

import json

from spite_gui.controller.e2e_report import E2EReport

from .helpers import human_first_seed


def _read(path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def test_the_report_shows_a_deal_where_the_human_moves_first(table, qtbot, tmp_path):
    """No computer turn comes first to nudge it: the deal alone must reach the file, soon."""
    window, controller = table
    path = tmp_path / "report.json"
    E2EReport(path, controller, window.view)
    seed = human_first_seed(900_000)  # a big deal number, like the ones players are dealt
    controller.new_game(seed=seed)
    qtbot.waitUntil(lambda: (_read(path) or {}).get("human_to_move") is True, timeout=3000)
    report = _read(path)
    assert report["deal"] == seed
    assert report["moves"] == []
    assert len(report["hand"]) == len(controller.game.seat(0).hand)
    assert set(report["legal"]) == {str(m) for m in controller.human_legal_moves()}
