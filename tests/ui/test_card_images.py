"""CardImages: loads the committed card artwork as QPixmaps, by device pixel ratio."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from tressette_gui.ui.table import card_images
from tressette_gui.ui.table.card_images import (
    ALL_CODES,
    CARD_HEIGHT,
    CARD_WIDTH,
    CardAssetError,
    CardImages,
    assets_dir,
)

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def assets_copy(tmp_path: Path) -> Path:
    """A private copy of the assets folder that a test may damage."""
    root = tmp_path / "assets"
    shutil.copytree(assets_dir() / "cards", root / "cards")
    return root


def test_assets_dir_is_the_repo_assets() -> None:
    """The editable install maps the package tressette_gui.assets to the repository's
    top-level assets/ folder, the one source of the artwork."""
    assert assets_dir() == REPO / "assets"
    assert (assets_dir() / "cards" / "1x" / "Ac.png").is_file()


def test_assets_dir_names_a_missing_package(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(card_images, "ASSETS_PACKAGE", "tressette_gui.no_such_assets")
    with pytest.raises(CardAssetError, match=r"tressette_gui\.no_such_assets is not installed"):
        assets_dir()


def test_deck_codes() -> None:
    assert len(ALL_CODES) == 40
    assert len(set(ALL_CODES)) == 40
    assert {"Ac", "3d", "Cs", "Rb"} <= set(ALL_CODES)


def test_check_passes_on_committed_assets() -> None:
    CardImages().check()


def test_face_at_ratio_1_and_2(qapp: QApplication) -> None:
    images = CardImages()
    one = images.face("7d", 1.0)
    assert (one.width(), one.height()) == (CARD_WIDTH, CARD_HEIGHT)
    assert one.devicePixelRatio() == 1.0
    two = images.face("7d", 2.0)
    assert (two.width(), two.height()) == (2 * CARD_WIDTH, 2 * CARD_HEIGHT)
    assert two.devicePixelRatio() == 2.0
    logical = two.deviceIndependentSize()
    assert (logical.width(), logical.height()) == (CARD_WIDTH, CARD_HEIGHT)
    # fractional ratios above 1 use the 2x image
    assert images.face("7d", 1.25).width() == 2 * CARD_WIDTH
    assert images.face("7d", 1.0).width() == CARD_WIDTH


def test_pixmaps_are_cached(qapp: QApplication) -> None:
    images = CardImages()
    assert images.face("Rb", 2.0).cacheKey() == images.face("Rb", 1.5).cacheKey()
    assert images.face("Rb", 1.0).cacheKey() != images.face("Rb", 2.0).cacheKey()


def test_a_card_drawn_small_is_a_copy_shrunk_to_that_size(qapp: QApplication) -> None:
    images = CardImages()
    small = images.face("5c", 1.0, 0.335)  # a played card at 1024 x 600
    assert (small.width(), small.height()) == (39, 63)  # 0.35 of the card, the next step
    assert images.face("5c", 1.0, 0.34).cacheKey() == small.cacheKey()  # the same step
    assert images.face("5c", 2.0, 0.335).width() == 72  # 0.67 on a 2x screen: 0.65
    assert images.back("red", 1.0, 0.5).width() == 55
    assert images.face("5c", 1.0, 0.95).width() == CARD_WIDTH  # near full size: the file
    for code in ALL_CODES:  # every card at every small size: the oldest copies go
        for step in range(1, 18):
            images.face(code, 1.0, step * card_images.SHRINK_STEP)
    assert len(images._shrunk) == card_images.SHRUNK_KEPT


def test_backs(qapp: QApplication) -> None:
    images = CardImages()
    red = images.back()
    assert (red.width(), red.height()) == (CARD_WIDTH, CARD_HEIGHT)
    blue = images.back("blue", 2.0)
    assert blue.width() == 2 * CARD_WIDTH
    assert blue.devicePixelRatio() == 2.0
    assert red.toImage() != images.back("blue").toImage()


def test_faces_differ(qapp: QApplication) -> None:
    images = CardImages()
    assert images.face("6d").toImage() != images.face("7d").toImage()


def test_unknown_code(qapp: QApplication) -> None:
    images = CardImages()
    with pytest.raises(ValueError, match="8d"):
        images.face("8d")
    with pytest.raises(ValueError, match="green"):
        images.back("green")


def test_missing_file_raises(assets_copy: Path) -> None:
    gone = assets_copy / "cards" / "2x" / "Cs.png"
    gone.unlink()
    with pytest.raises(CardAssetError) as info:
        CardImages(assets_copy)
    assert info.value.path == gone
    assert str(gone) in str(info.value)
    assert "missing" in str(info.value)


def test_missing_back_raises(assets_copy: Path) -> None:
    gone = assets_copy / "cards" / "1x" / "back-blue.png"
    gone.unlink()
    with pytest.raises(CardAssetError, match=r"back-blue\.png"):
        CardImages(assets_copy)


def test_garbage_file_raises(assets_copy: Path) -> None:
    bad = assets_copy / "cards" / "1x" / "4b.png"
    bad.write_bytes(b"this is not a PNG file\x00\x01\x02" * 10)
    with pytest.raises(CardAssetError) as info:
        CardImages(assets_copy)
    assert info.value.path == bad
    assert "4b.png" in str(info.value)


def test_wrong_size_raises(assets_copy: Path) -> None:
    small = assets_copy / "cards" / "1x" / "Ac.png"
    shutil.copy(assets_copy / "cards" / "2x" / "Ac.png", small)
    with pytest.raises(CardAssetError, match="220x360"):
        CardImages(assets_copy)


def test_lazy_provider_raises_on_use(qapp: QApplication, assets_copy: Path) -> None:
    gone = assets_copy / "cards" / "1x" / "Fd.png"
    gone.unlink()
    images = CardImages(assets_copy, check=False)
    assert images.face("Fc").width() == CARD_WIDTH
    with pytest.raises(CardAssetError, match=r"Fd\.png"):
        images.face("Fd")
