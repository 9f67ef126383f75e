"""Dialog tests."""
