"""The committed card artwork: complete, well-formed, and identical to a fresh generation.

Runs ``scripts/make_cards.py`` (its ``generate``) into a temporary folder and compares every
committed file under ``assets/`` with the fresh one, pixel for pixel.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from tests.script_loader import load_script

REPO = Path(__file__).resolve().parents[1]
ASSETS = REPO / "assets"
RANKS = "A234567FCR"
SUITS = "cdsb"
CODES = [r + s for s in SUITS for r in RANKS]
BACKS = ["back-red", "back-blue"]
SIZES = {1: (110, 180), 2: (220, 360)}


@pytest.fixture(scope="module")
def fresh(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh generation into a temporary assets folder."""
    out = tmp_path_factory.mktemp("assets")
    load_script("make_cards").generate(out)
    return out


def _generated_files(root: Path) -> set[str]:
    files = {p.relative_to(root).as_posix() for p in (root / "cards").rglob("*.png")}
    files |= {name for name in ("icon.png", "icon.ico") if (root / name).exists()}
    return files


def _pixels(path: Path) -> tuple[str, tuple[int, int], bytes]:
    with Image.open(path) as im:
        return im.mode, im.size, im.tobytes()


def _alpha(im: Image.Image, xy: tuple[int, int]) -> int:
    value = im.getchannel("A").getpixel(xy)
    assert isinstance(value, int)
    return value


def test_every_card_in_both_sizes() -> None:
    for scale, size in SIZES.items():
        for code in [*CODES, *BACKS]:
            path = ASSETS / "cards" / f"{scale}x" / f"{code}.png"
            assert path.is_file(), f"missing {path}"
            with Image.open(path) as im:
                assert im.format == "PNG"
                assert im.size == size, f"{path}: {im.size} != {size}"
                assert im.mode == "RGBA"


@pytest.mark.parametrize("scale", [1, 2])
def test_faces_are_distinct(scale: int) -> None:
    seen: dict[bytes, str] = {}
    for code in [*CODES, *BACKS]:
        _, _, data = _pixels(ASSETS / "cards" / f"{scale}x" / f"{code}.png")
        assert data not in seen, f"{code} looks exactly like {seen.get(data)}"
        seen[data] = code
    assert len(seen) == 42


@pytest.mark.parametrize("scale", [1, 2])
def test_transparent_corners_opaque_centre(scale: int) -> None:
    w, h = SIZES[scale]
    for code in [*CODES, *BACKS]:
        with Image.open(ASSETS / "cards" / f"{scale}x" / f"{code}.png") as im:
            for xy in ((0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)):
                assert _alpha(im, xy) == 0, f"{code}@{scale}x corner {xy} not transparent"
            for xy in ((w // 2, h // 2), (w // 4, h // 3), (w - 12 * scale, h // 2)):
                assert _alpha(im, xy) == 255, f"{code}@{scale}x {xy} not opaque"


def test_icon() -> None:
    with Image.open(ASSETS / "icon.png") as im:
        assert im.size == (256, 256)
        assert im.mode == "RGBA"
        assert _alpha(im, (0, 0)) == 0
        assert _alpha(im, (128, 128)) == 255
    with Image.open(ASSETS / "icon.ico") as ico:
        assert (256, 256) in ico.info["sizes"]
        assert (16, 16) in ico.info["sizes"]


def test_contact_sheet_shows_all_cards() -> None:
    with Image.open(ASSETS / "cards" / "contact-sheet.png") as sheet:
        # 10 columns of 110 px cards and 5 rows (4 suits + backs) of 180 px cards
        assert sheet.width >= 10 * 110
        assert sheet.height >= 5 * 180


def test_assets_are_modest() -> None:
    files = [ASSETS / name for name in _generated_files(ASSETS)]
    total = sum(p.stat().st_size for p in files)
    assert total < 4_000_000, f"card artwork takes {total} bytes"


def test_committed_assets_are_up_to_date(fresh: Path) -> None:
    out = fresh
    expected = _generated_files(out)
    assert len(expected) == 2 * 42 + 3
    assert _generated_files(ASSETS) == expected, "run: python scripts/make_cards.py"
    stale = []
    for name in sorted(expected):
        committed, new = ASSETS / name, out / name
        if committed.read_bytes() == new.read_bytes():
            continue
        if name.endswith(".ico"):
            with Image.open(committed) as a, Image.open(new) as b:
                if a.info["sizes"] == b.info["sizes"] and all(
                    a.ico.getimage(s).tobytes() == b.ico.getimage(s).tobytes()  # type: ignore[attr-defined]
                    for s in a.info["sizes"]
                ):
                    continue
        elif _pixels(committed) == _pixels(new):
            continue
        stale.append(name)
    assert not stale, f"out of date (run python scripts/make_cards.py): {stale}"


def test_generation_is_deterministic(fresh: Path, tmp_path: Path) -> None:
    out = fresh
    module = load_script("make_cards")
    module.generate(tmp_path)
    for name in sorted(_generated_files(out)):
        assert (tmp_path / name).read_bytes() == (out / name).read_bytes(), name


def test_cli_takes_an_output_folder(tmp_path: Path) -> None:
    module = load_script("make_cards")
    assert module.main(["--out", str(tmp_path), "--only", "7d"]) == 0
    with Image.open(tmp_path / "cards" / "2x" / "7d.png") as im:
        assert im.size == (220, 360)
