"""Test configuration: Qt always runs offscreen, whatever the
caller's environment says (a desktop session may set QT_QPA_PLATFORM=wayland or xcb);
subprocesses inherit it."""

import os

os.environ["QT_QPA_PLATFORM"] = "offscreen"
