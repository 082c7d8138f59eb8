"""Package layout that pyproject.toml cannot express: the top-level ``assets/`` folder
(the one source of the artwork) is installed as the package ``tressette_gui.assets``, so
every distribution (wheel, sdist, editable, PyInstaller) carries it and the app finds it
with ``importlib.resources`` (docs/installing.md). Everything else is in pyproject.toml.
"""

from setuptools import find_namespace_packages, setup

setup(
    packages=[*find_namespace_packages(include=["tressette_gui", "tressette_gui.*"],
                                       exclude=["*.__pycache__"]),
              "tressette_gui.assets"],
    package_dir={"tressette_gui.assets": "assets"},
)
