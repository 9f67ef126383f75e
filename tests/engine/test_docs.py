"""The examples in the engine's docstrings run as written."""

import doctest
import importlib
import pkgutil

import pytest

import spite_gui.engine

MODULES = ["spite_gui.engine"] + [
    f"spite_gui.engine.{m.name}" for m in pkgutil.iter_modules(spite_gui.engine.__path__)
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0
