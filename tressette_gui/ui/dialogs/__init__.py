"""The dialogs: new match, deal summary, end of match, score sheet and chart, rules."""
