"""Who owns each item, animation and callback of the table, and when Qt frees it.

PySide frees a Qt object the moment Python drops the last reference to it,
unless Qt owns it (an item in a scene, a QObject with a parent). Left to that,
the moment an object is freed depends on which variable, list or closure happens
to let go last, and that can be in the middle of Qt's own work on it. The table
once crashed so: a refused card's shake (an animation group, a child of the
card, deleted by Qt when it stopped) had a callback holding the card's pile; a
new deal had taken the pile and the card off the table, so that callback held
the last reference to them. Deleting the group released the callback, the pile
and then the card went, and the card deleted its child — the group — a second
time, while the group was still being deleted. The view therefore keeps three
rules:

1. **Items belong to the scene, then to its retirement.** Every card and pile on
   the table belongs to the scene (``addItem``). An item leaves the table only
   through :meth:`Retirement.retire`: its movement ends, it leaves the scene and
   becomes a child of the scene's :class:`Retirement`, and Qt deletes it from the
   event loop (``deleteLater``), after whatever callback is running has
   returned. Python's references to it (a variable, a list, a closure) decide
   nothing; using one afterwards raises an error instead of touching freed
   memory, so whoever kept one forgets it when the item leaves (the scene does,
   for the cards it tracks). Plain ``QGraphicsItem`` s (badges, name plates) hold
   nothing that runs and simply leave the scene.
2. **An animation belongs to what it moves.** An animation is a child of the item
   it moves, or of the long-lived object that runs it (the messages, the
   celebration), and is started with ``DeleteWhenStopped``: Qt deletes it once
   it stops. Python keeps its wrapper only while it runs, letting go before it
   stops or finishes it and in its ``finished`` handler, and never calls it
   afterwards.
3. **A callback holds nothing alive.** A function connected to a signal holds no
   strong reference to a table item, nor to anything that owns the object
   sending the signal: PySide frees the function when the sender is deleted, and
   must not free anything with it. Connect a bound method (PySide holds its
   object weakly) or a :func:`weak_call`; a ``lambda`` or ``partial`` may hold
   plain data only.

``tests/view/test_lifetimes.py`` holds the sequence that crashed, run in a process
of its own with the allocator's checks on, and a test of rules 1 and 3 each;
``python -m tests.e2e.storm`` storms the whole window with random input to catch
what these rules miss.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsScene


class Retirement(QObject):
    """The owner of the items that have left a scene, until Qt deletes them (rule 1)."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)  # its scene's, found as its parent: no reference kept

    def retire(self, item: QGraphicsItem) -> None:
        """Take ``item`` off the table for good: out of the scene and into Qt's hands, to
        be deleted once the event loop runs again. Safe inside the item's own callbacks."""
        if not shiboken6.isValid(item):
            return
        stop = getattr(item, "stop_motion", None)
        if stop is not None:
            stop()
        scene = item.scene()
        if scene is not None and scene is self.parent():
            scene.removeItem(item)
        if isinstance(item, QGraphicsObject):
            item.setParent(self)  # Qt owns it from here: no Python reference frees it
            item.deleteLater()


def weak_call(method: Callable[..., Any], *args: Any) -> Callable[..., None]:
    """``method(*args)`` as a callback that keeps ``method``'s object alive no more than a
    bound method does (rule 3): once that object is gone, or its Qt side deleted, the
    call does nothing. ``args`` are held as they are: give plain data (a pile's key, a
    number, a ``weakref``), never a Qt object."""
    target = weakref.WeakMethod(method)

    def call(*_ignored: Any) -> None:
        bound = target()
        if bound is not None and shiboken6.isValid(getattr(bound, "__self__", None)):
            bound(*args)

    return call
