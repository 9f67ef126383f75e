"""Guard against a reference-count bug in some PySide6 builds on Python 3.11.

PySide6 6.12.0 on Python 3.11 gives back ``None`` from every wrapped C++ method
that returns nothing (``setPos``, ``setZValue``, ``update`` …), and ``True`` or
``False`` from a signal's ``emit``, without taking a reference, so each call
lowers that object's reference count by one. After a few thousand calls Python
aborts with "none_dealloc: deallocating None" (or "bool_dealloc"). From Python
3.12 on these objects are immortal and the bug is harmless.

On Python 3.11 and older we therefore give these few singletons an enormous
reference count once, so the count can never run down in a program's lifetime.
They are static objects that are never freed, so a high count changes nothing
else.
"""

from __future__ import annotations

import ctypes
import sys

HEADROOM = 1 << 40  # far more void calls than a program makes in its life


SINGLETONS = (None, True, False, Ellipsis, NotImplemented)


def protect_singletons() -> bool:
    """Raise the singletons' reference counts once where they can run out; True if done."""
    if sys.version_info >= (3, 12) or getattr(sys, "_spite_refcount_guard", False):
        return False
    for singleton in SINGLETONS:
        count = ctypes.c_ssize_t.from_address(id(singleton))
        count.value += HEADROOM
    sys._spite_refcount_guard = True  # type: ignore[attr-defined]  # once per process
    return True
