"""The card table: a QGraphicsScene of cards and piles that knows nothing of the rules."""

from ._refcount_guard import protect_singletons

protect_singletons()
