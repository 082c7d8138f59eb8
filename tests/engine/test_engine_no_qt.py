"""The engine and the bots import without Qt."""

from __future__ import annotations

import subprocess
import sys

IMPORTS = "import tressette_gui.engine, tressette_gui.bots\n"
CHECK_NO_QT = (
    "import sys\n"
    "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6'))\n"
    "assert not loaded, loaded\n"
    "print('ok')\n"
)
BLOCK_QT = (
    "import sys\n"
    "class NoQt:\n"
    "    def find_spec(self, name, path=None, target=None):\n"
    "        if name.split('.')[0] in ('PySide6', 'shiboken6'):\n"
    "            raise ImportError(f'{name} is blocked by this test')\n"
    "        return None\n"
    "sys.meta_path.insert(0, NoQt())\n"
)
PLAY_A_MATCH = (
    "import random\n"
    "from tressette_gui.engine import Match, Rules\n"
    "from tressette_gui.bots import make_bot\n"
    "match = Match(Rules.for_variant('spizzichino', target=5), seed=1)\n"
    "bot, rng = make_bot('principiante'), random.Random(1)\n"
    "while match.result is None:\n"
    "    obs = match.observe(match.seat_to_act())\n"
    "    match.apply(bot.choose(obs, rng).action)\n"
)


def _run(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          timeout=60, check=False)


def test_engine_and_bots_do_not_load_qt() -> None:
    done = _run(IMPORTS + PLAY_A_MATCH + CHECK_NO_QT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_engine_and_bots_work_when_qt_cannot_be_imported() -> None:
    blocked = _run(BLOCK_QT + "import PySide6\n")
    assert blocked.returncode != 0 and "blocked by this test" in blocked.stderr
    done = _run(BLOCK_QT + IMPORTS + PLAY_A_MATCH + CHECK_NO_QT)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
