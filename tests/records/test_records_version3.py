"""Record format version 3 (docs/record-format.md): the optional ``played_at`` and
``bots`` say when and by whom a match was played, so an exported match keeps its date
and its bots; they are checked as strictly as every other field, and the match itself
(and its record of version 2) does not depend on them."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from tests.records.records_support import run_record, valid_record
from tressette_gui.record_tool import main
from tressette_gui.records import (
    Provenance,
    RecordError,
    from_record,
    load,
    provenance_of,
    save_with_provenance,
    to_record,
)

PLAYED = datetime(2026, 12, 2, 14, 58, 26, tzinfo=UTC)


def version_3(**fields: object) -> dict[str, Any]:
    """A valid record of Tressette for four as version 3, with ``fields`` changed."""
    return {**valid_record("tressette"), "version": 3, **fields}


def test_the_date_and_the_bots_are_written_and_read_back(tmp_path: Path) -> None:
    match = from_record(valid_record("tressette"))
    path = tmp_path / "m.json"
    bots = (None, "intermedio", "intermedio", "esperto")
    save_with_provenance(match, Provenance(PLAYED, bots), path)
    text = path.read_text(encoding="utf-8")
    assert '"played_at": "2026-12-02T14:58:26Z"' in text
    assert '"bots": [null, "intermedio", "intermedio", "esperto"]' in text
    assert provenance_of(load_json(path)) == Provenance(PLAYED, bots)
    assert to_record(load(path)) == to_record(match)  # the match as it was: version 2
    assert main(["replay", str(path)]) == 0


def load_json(path: Path) -> object:
    return json.loads(path.read_text(encoding="utf-8"))


def test_both_fields_are_optional_and_older_records_say_nothing() -> None:
    assert provenance_of(version_3()) == Provenance()
    assert provenance_of(version_3(bots=[None, None, None, "x-1"])).played_at is None
    assert provenance_of(valid_record("spizzichino")) == Provenance()


@pytest.mark.parametrize(("fields", "message"), [
    ({"version": 2, "played_at": "2026-12-02T14:58:26Z"},
     "unknown field 'played_at' in a version-2 record"),
    ({"played_at": "2026-12-02 14:58:26"}, "field 'played_at': expected a date like"),
    ({"played_at": "2026-02-30T10:00:00Z"}, "field 'played_at': no such date"),
    ({"played_at": "1969-12-31T23:59:59Z"}, "field 'played_at': \"1969-12-31T23:59:59Z\" "
                                            "is before 1970"),
    ({"played_at": "\uff12\uff10\uff12\uff16-12-02T14:58:26Z"},  # full-width digits
     "field 'played_at': expected a date like"),
    ({"played_at": 1796223506}, "field 'played_at': expected a date like"),
    ({"played_at": None}, "field 'played_at': expected a date like"),
    ({"bots": [None, "intermedio"]}, "field 'bots': expected a list of 4 entries"),
    ({"bots": "intermedio"}, "field 'bots': expected a list of 4 entries"),
    ({"bots": [None, "Intermedio", None, None]}, "field 'bots': expected null (a person)"),
    ({"bots": [None, "\x1b[31m", None, None]}, "field 'bots': expected null (a person)"),
    ({"bots": [None, "a" * 21, None, None]}, "field 'bots': expected null (a person)"),
    ({"bots": [None, True, None, None]}, "field 'bots': expected null (a person)"),
    ({"bots": [None, ["intermedio"], None, None]}, "field 'bots': expected null (a person)"),
    ({"where": "home"}, "unknown field \"where\" in the record"),
])
def test_bad_fields_are_refused_by_name(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                        fields: dict[str, object], message: str) -> None:
    record = version_3(**fields)
    with pytest.raises(RecordError) as refused:
        from_record(record)
    assert str(refused.value).startswith(message)
    assert run_record(tmp_path, capsys, record).startswith(message)  # printable, no trace
