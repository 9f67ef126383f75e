"""openskill (the ratings) ships compiled with mypyc: its modules load a shared runtime
module of a made-up name at the top of site-packages, which PyInstaller cannot see being
imported. pyinstaller-hooks-contrib finds it from the package's file list, as it does for
charset_normalizer."""

from _pyinstaller_hooks_contrib.utils.mypy import find_mypyc_module_for_dist

hiddenimports = find_mypyc_module_for_dist("openskill")
