"""``scripts/screenshot_moments.py`` takes its moments at real window sizes: each main
window PNG is as large as its name says (1024 x 600 and the app's default window), not
squeezed into Qt's 800 x 800 default offscreen screen (it was 796 x 796)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from PIL import Image

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "screenshot_moments.py"
#: The moments that are a dialog's picture, not the window's.
DIALOGS = ("deal_summary", "match_end")
#: The window moments taken at each size.
WINDOW_MOMENTS = 7


def test_every_window_moment_has_its_window_size(tmp_path: Path) -> None:
    out = tmp_path / "moments"
    env = {**os.environ, "TRESSETTE_HOME": str(tmp_path / "home")}
    result = subprocess.run([sys.executable, str(SCRIPT), str(out)], env=env,
                            capture_output=True, text=True, timeout=300, check=False)
    assert result.returncode == 0, result.stderr[-2000:]
    sizes: dict[tuple[int, int], int] = {}
    for path in sorted(out.glob("*.png")):
        found = re.fullmatch(r"(\w+)-(\d+)x(\d+)\.png", path.name)
        assert found is not None, path.name
        name, size = found[1], (int(found[2]), int(found[3]))
        if name in DIALOGS:
            continue
        with Image.open(path) as image:
            assert image.size == size, path.name
        sizes[size] = sizes.get(size, 0) + 1
    assert sizes == {(1024, 600): WINDOW_MOMENTS, (1400, 900): WINDOW_MOMENTS}
