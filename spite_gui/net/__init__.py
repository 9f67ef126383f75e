"""Playing with friends over a network: the protocol, and the ways tables find each other.

The host's program owns the game (a :class:`~spite_gui.play.GameHost`); each friend's
program sees only its own seat, as at one computer, but over a connection.

- :mod:`.server`: :class:`~.server.TableServer`, the hosting side: a friend's seat is a seat
  driver that sends its updates over the friend's connection; drops, waits, computers
  standing in, rejoining, chat, play again, keeping the table across a restart; its
  rooms :mod:`.door` (who may sit down), :mod:`.talk` (table talk) and
  :mod:`.turn_clock` (the turn clock).
- :mod:`.client`: :class:`~.client.TableClient`, one seat at a table hosted elsewhere, with
  ``submit``/``undo``/``attach`` as a GameHost has for that seat; its dialing again is
  :mod:`.redial`.
- :mod:`.protocol` (the messages and their checks), :mod:`.codec` (a seat's update as
  JSON), :mod:`.channel` (one peer's messages: compression, keep-alive, refusal).
- :mod:`.fairness`: the deal promised before dealing and checked after.
- Ways to connect, all giving a :class:`~.transport.Link`: :mod:`.tcp` (address and
  port), :mod:`.invite` (invite codes with magic-wormhole), found on the local network
  with :mod:`.discovery` (DNS-SD).
- :mod:`.runtime`: the network thread and the owner thread of the tables; :mod:`.qt`:
  the GUI thread as that owner (the only module here that uses Qt).
- :mod:`.cli`: ``python -m spite_gui.net host|join``, the same without a window.
"""
