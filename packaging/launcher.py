"""Entry point of the frozen app (``build_installer.spec``): ``Tressette [options]``.

``multiprocessing.freeze_support()`` comes first, or every worker process of a search
bot would start the whole app again (DESIGN.md section 6). ``--smoke-test`` (alone)
runs :func:`tressette_gui.ui.smoke.run_smoke_test`; anything else goes to
``tressette_gui.app.main``.
"""

import multiprocessing
import sys


def launch(argv: list[str]) -> int:
    """Run the app with the command-line arguments ``argv`` (without the program name);
    returns the exit status."""
    multiprocessing.freeze_support()
    if argv == ["--smoke-test"]:
        from tressette_gui.ui.smoke import run_smoke_test

        return run_smoke_test()
    from tressette_gui.app import main

    return main(argv)


if __name__ == "__main__":
    sys.exit(launch(sys.argv[1:]))
