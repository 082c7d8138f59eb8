"""Reading the files a user can hold (game records, the autosave, the settings' match
set-up): one guarded path (:mod:`.guarded`: regular files only, a size limit, UTF-8, JSON
with a depth limit and no duplicate keys), then a schema check of every value
(:mod:`.names` for player names, :mod:`.app_files` for the app's own files; the records
check theirs in :mod:`tressette_gui.records`). No Qt: the app, the records and the tools
share it.

The submodules are imported by name (``from tressette_gui.user_files.guarded import
...``): :mod:`.app_files` reads records, which read through :mod:`.guarded`.
"""
