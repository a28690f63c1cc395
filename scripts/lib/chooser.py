#!/usr/bin/python3
"""Watches the desktop portal's file chooser (xdg-desktop-portal-gtk's GtkFileChooserDialog)
through AT-SPI, so that a script driving it with the keyboard waits on what the dialog shows
instead of sleeping.

Usage:
  chooser.py shown SECONDS TITLE            the dialog titled TITLE is on the AT-SPI bus
  chooser.py lists SECONDS TITLE NAME...    its file list shows a row for each NAME
  chooser.py selected SECONDS TITLE COUNT   COUNT rows of its file list are selected
  chooser.py gone SECONDS TITLE             the dialog is gone
Exit 0 when it holds within SECONDS; 1 with what was seen otherwise."""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

what, deadline, title = sys.argv[1], time.time() + float(sys.argv[2]), sys.argv[3]
args = sys.argv[4:]


def walk(node, depth=0):
    if node is None or depth > 40:
        return
    yield node
    for i in range(node.get_child_count()):
        yield from walk(node.get_child_at_index(i), depth + 1)


def dialog():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is None:
            continue
        for j in range(app.get_child_count()):
            window = app.get_child_at_index(j)
            if window is not None and window.get_name() == title:
                return window
    return None


def rows(window):
    """The file list's cells that name files, and whether each is selected."""
    out = {}
    for node in walk(window):
        try:
            role = node.get_role_name()
        except Exception:  # a node that went away while walking
            continue
        if role == "table cell":
            name = node.get_name()
            if name:
                selected = node.get_state_set().contains(Atspi.StateType.SELECTED)
                out[name] = out.get(name, False) or selected
    return out


seen = None
while time.time() < deadline:
    window = dialog()
    if what == "shown" and window is not None:
        sys.exit(0)
    if what == "gone" and window is None:
        sys.exit(0)
    if window is not None and what in ("lists", "selected"):
        seen = rows(window)
        if what == "lists" and all(name in seen for name in args):
            sys.exit(0)
        if what == "selected" and sum(seen.values()) == int(args[0]):
            sys.exit(0)
    time.sleep(0.1)
sys.exit(f"chooser: {what} {args} did not hold; saw {seen}")
