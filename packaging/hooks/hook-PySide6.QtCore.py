"""QtCore without Qt's own translation catalogues.

Replaces PyInstaller's hook for ``PySide6.QtCore``, which also collects ``qt_*.qm`` and
``qtbase_*.qm`` for every language (several MB). Those only matter to an application that
installs a QTranslator for Qt's built-in strings; this game does not. If it ever does, delete
this hook (or keep the few languages it ships) and the catalogues come back.
"""

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)
datas = [(src, dest) for src, dest in datas if not src.endswith(".qm")]
