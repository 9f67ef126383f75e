"""A room of the table scene: one part of its work (the pointer, the peek, the focus …).

The :class:`~.table_scene.TableScene` is the piles and their layout; everything
else the table does has a room of its own, made by the scene when it is made and
kept for its life. A room is a child of its scene (``QObject`` parent): Qt deletes
it with the scene, and it finds the scene as its parent, keeping no reference of
its own, so that no cycle of Python references holds a scene alive (see
:mod:`.lifetimes`). Each room's docstring says which items and timers it owns.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from .table_scene import TableScene


class Room(QObject):
    """One job of a :class:`~.table_scene.TableScene`, done for the scene's life."""

    def __init__(self, scene: TableScene) -> None:
        super().__init__(scene)

    @property
    def scene(self) -> TableScene:
        """The table this room works for."""
        return cast("TableScene", self.parent())
