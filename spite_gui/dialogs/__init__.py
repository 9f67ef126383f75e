"""dialogs."""
