"""Italian euphony before a name: the translated "a"/"e" written right before a name's
placeholder become "ad"/"ed" when the name starts with a vowel ("tocca ad Ada", "contro
Bo ed Ugo"; "tocca a Gino" as it is). Used where such a template is filled with a name.
"""

from __future__ import annotations

import re

#: The letters a name may start with that call for "ad"/"ed" (either case, accented too).
VOWELS = frozenset("aeiouàáèéìíòóùúAEIOUÀÁÈÉÌÍÒÓÙÚ")


def euphonic(template: str, placeholder: str, name: str) -> str:
    """``template`` (a translated text, not yet filled) with each whole word "a" or "e"
    (either case) followed by one space and ``placeholder`` (e.g. "%1", "{name}") written
    "ad"/"ed" when ``name`` starts with the same vowel, as current Italian usage has it
    ("ad Ada", "ed Elena", but "a Ugo", "e Ovest"); otherwise ``template`` unchanged. Only
    a lone "a"/"e" right before the placeholder is touched, so English texts (which have
    none there) are unaffected."""
    if not name or name[0] not in VOWELS:
        return template
    initial = name[0].lower()
    return re.sub(rf"(?<!\w)([aeAE]) (?={re.escape(placeholder)})",
                  lambda m: f"{m[1]}d " if m[1].lower() == initial else m[0], template)
