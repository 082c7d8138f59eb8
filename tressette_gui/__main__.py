"""``python -m tressette_gui`` starts the app (same as the ``tressette`` command)."""

import sys

from .app import main

sys.exit(main())
