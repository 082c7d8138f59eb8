"""Entry point of the frozen app (``build_installer.spec``): ``Tressette [options]``,
the options of ``tressette_gui.app`` (``--smoke-test`` included).

``multiprocessing.freeze_support()`` comes first, or every worker process of a search
bot would start the whole app again.
"""

import multiprocessing
import sys


def launch(argv: list[str]) -> int:
    """Run the app with the command-line arguments ``argv`` (without the program name);
    returns the exit status."""
    multiprocessing.freeze_support()
    from tressette_gui.app import main

    return main(argv)


if __name__ == "__main__":
    sys.exit(launch(sys.argv[1:]))
