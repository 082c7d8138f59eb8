"""Game records: versioned JSON of a match, its replay, and the replay CLI.

``to_record``/``from_record`` convert a :class:`~tressette_gui.engine.Match` to
and from a JSON-ready dict; ``dumps``/``loads`` to and from text; ``save``
(atomic) and ``load`` to and from a file. Every problem is a
:class:`RecordError`. The format is specified in ``docs/record-format.md``.
"""

from .record import (
    FORMAT,
    VERSION,
    RecordError,
    dumps,
    from_record,
    load,
    loads,
    replay,
    save,
    to_record,
)

__all__ = ["FORMAT", "VERSION", "RecordError", "dumps", "from_record", "load", "loads",
           "replay", "save", "to_record"]
