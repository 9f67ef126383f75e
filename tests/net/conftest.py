"""Fixtures shared by the network tests: ``local_relays`` and ``twisted_net`` live in the
top-level conftest, since the window's tests use the same ones (a process has one reactor)."""
