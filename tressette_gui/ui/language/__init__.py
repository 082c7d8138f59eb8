"""Words for the player: log lines, refusal reasons, the score conventions, the rules
text, and the translator (no widgets)."""
