"""The computer players' levels, weakest first.

Only the names: settings, saves and the command line check a level against them
without loading the players themselves (:mod:`spite_gui.ai` loads when one first plays).
"""

LEVELS = ("easy", "medium", "hard", "expert")
