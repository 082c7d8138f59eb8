"""Game records: versioned JSON of a match, its replay, and the replay CLI.

``to_record``/``from_record`` convert a :class:`~tressette_gui.engine.Match` to
and from a JSON-ready dict; ``dumps``/``loads`` to and from text; ``save``
(atomic) and ``load`` to and from a file; ``read_json`` reads a file's JSON
through the guarded path (regular files, size and depth limits) without
replaying it; ``provenance_of`` and ``save_with_provenance`` read and write when and by
whom a match was played (version 3, the history's export). Every problem is a
:class:`RecordError`. The format is specified
in ``docs/record-format.md``.

Modules: :mod:`.writing` (match to JSON), :mod:`.schema` (the fields checked),
:mod:`.provenance` (the date and the bots of version 3),
:mod:`.record` (reading and replay), :mod:`.report` and :mod:`.cli` (the tool),
:mod:`.undo` (taking back a player's last action against bots, issue 16).
"""

from .provenance import Provenance, save_with_provenance
from .record import from_record, load, loads, provenance_of, read_json, replay
from .schema import RECORD_SEEDS, RecordError
from .writing import FORMAT, VERSION, dumps, save, to_record

__all__ = ["FORMAT", "RECORD_SEEDS", "VERSION", "Provenance", "RecordError", "dumps",
           "from_record", "load", "loads", "provenance_of", "read_json", "replay", "save",
           "save_with_provenance", "to_record"]
