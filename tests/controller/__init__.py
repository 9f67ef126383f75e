"""Controller tests."""
