"""The card table: a QGraphicsScene of cards and piles that knows nothing of the rules.

Who owns each item, animation and callback of the table, and when Qt frees it, is
written down in :mod:`.lifetimes`: read it before adding an item, an animation or a
signal connection.
"""

from ..refcount_guard import protect_singletons

protect_singletons()
