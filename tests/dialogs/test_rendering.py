"""Each dialog renders to a picture at a sensible size without clipping its buttons."""

from __future__ import annotations

from spite_gui.dialogs.preferences import PreferencesDialog
from spite_gui.dialogs.reveal import RevealDialog
from spite_gui.dialogs.statistics import StatisticsDialog
from spite_gui.engine import Game, Rules
from spite_gui.storage import Settings, StatsStore


def rendered(qtbot, dialog, path):
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    picture = dialog.grab()
    assert not picture.isNull()
    assert picture.save(str(path))
    hint = dialog.minimumSizeHint()
    assert dialog.width() >= hint.width() and dialog.height() >= hint.height()
    return picture


def test_preferences_renders(qtbot, tmp_path):
    dialog = PreferencesDialog(Settings(players=3))
    rendered(qtbot, dialog, tmp_path / "preferences.png")
    dialog.tabs.setCurrentIndex(1)
    rendered(qtbot, dialog, tmp_path / "display.png")


def test_statistics_renders(qtbot, tmp_path):
    rendered(qtbot, StatisticsDialog(StatsStore(tmp_path / "s.sqlite")), tmp_path / "stats.png")


def test_reveal_renders(qtbot, tmp_path):
    game = Game.new(Rules(), 2, seed=3)
    while not game.is_over:
        game.play(game.legal_moves()[0])
    rendered(qtbot, RevealDialog(game, ["You", "West"]), tmp_path / "reveal.png")
