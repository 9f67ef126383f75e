"""Tests of the storage layer."""
