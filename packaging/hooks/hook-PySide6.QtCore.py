"""QtCore with Qt's own translation catalogues for the game's languages only.

Replaces PyInstaller's hook for ``PySide6.QtCore``, which collects ``qt_*.qm`` and
``qtbase_*.qm`` for every language (several MB). The game speaks German, French and
Spanish besides English, and installs ``qtbase_<lang>.qm`` for those (the standard
buttons, the colour and file dialogs): only those three are kept. A language added to the
game (``spite_gui/language.py``) is added here too.
"""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

GAME_LANGUAGES = ("de", "fr", "es")
KEPT = {f"qtbase_{language}.qm" for language in GAME_LANGUAGES}

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
datas = [(src, dest) for src, dest in datas
         if not src.endswith(".qm") or src.replace("\\", "/").rsplit("/", 1)[-1] in KEPT]
