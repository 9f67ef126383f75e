"""What hosting and joining a table with friends share with the Play with Friends window.

:class:`FriendsDesk` is the narrow side of :class:`~.friends.Friends` that the host's
flow (:mod:`.friends_hosting`) and the guest's (:mod:`.friends_joining`) are handed
when they are made: the dialog, where they say how things stand, and the table with
friends the window is at. :class:`NetworkOptions` is how the network is used here
(tests narrow it to loopback and quick retries).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from ..net.backoff import Backoff
from .friends_table import TableTalk


@dataclass
class NetworkOptions:
    """Where tables are announced and looked for, and how the network is tried again."""

    deals: Callable[[], int] | None = None  # where hosted deals come from (tests)
    interfaces: list[str] | None = None  # where tables are announced and looked for
    invite_retry: Backoff | None = None  # how invite codes are tried again (tests)
    redial: Backoff | None = None  # how a table gone away is dialed again (tests)


class FriendsDesk(Protocol):
    """The Play with Friends window as hosting and joining see it."""

    @property
    def dialog(self) -> Any:
        """The FriendsDialog, or None before it is first shown."""

    def say(self, text: str, problem: bool = False) -> None:
        """Say in the dialog how things stand (``problem``: something went wrong)."""

    def remember_name(self, name: str) -> None:
        """Keep the name the player goes by at friends' tables."""

    def current(self) -> TableTalk | None:
        """The table with friends the window is at (None: none, or it is gone)."""

    def set_company(self, company: TableTalk) -> None:
        """The window is at ``company`` now (Leave the Table applies to it)."""

    def leave_quietly(self) -> None:
        """Leave the table with friends the window is at, without asking."""

    def tell_changed(self) -> None:
        """What the end-to-end report says may have changed."""
