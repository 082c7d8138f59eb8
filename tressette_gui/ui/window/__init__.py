"""The main window and its parts: it only assembles the table, the session and the
dialogs."""
