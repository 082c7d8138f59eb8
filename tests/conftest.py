"""Test configuration: Qt always runs offscreen (DESIGN.md section 5)."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
