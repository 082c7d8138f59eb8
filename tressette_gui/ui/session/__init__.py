"""A match on the table: the controller and its phases, the bot thread, the match
set-up, the preferences, the autosave and the smoke test."""
