#!/usr/bin/python3
"""Watches a window through AT-SPI (the desktop portal's file chooser, or ours), so that a
script driving it with the keyboard waits on what the window shows instead of sleeping.

Usage:
  chooser.py shown SECONDS TITLE            the dialog titled TITLE is on the AT-SPI bus
  chooser.py entry SECONDS TITLE TEXT       a text field of it that has the focus holds TEXT
  chooser.py fill SECONDS TITLE TEXT        puts TEXT into that field (AT-SPI's EditableText, as
                                            an on-screen keyboard does) and waits until it holds
  chooser.py lists SECONDS TITLE NAME...    its file list shows a row for each NAME
  chooser.py selected SECONDS TITLE COUNT   COUNT rows of its file list are selected
  chooser.py gone SECONDS TITLE             the dialog is gone
  chooser.py has SECONDS TITLE NAME...      the window titled TITLE has a node named each NAME
  chooser.py press SECONDS TITLE NAME       presses the button NAME of that window (its action)
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


def focused_field(window):
    """The text field that has the keyboard focus, if one has."""
    for node in walk(window):
        try:
            states = node.get_state_set()
            if node.get_role_name() == "text" and states.contains(Atspi.StateType.FOCUSED):
                return node
        except Exception:
            continue
    return None


def focused_text(window):
    """The text of the field that has the keyboard focus, if one has."""
    field = focused_field(window)
    try:
        return None if field is None else field.get_text(0, -1)
    except Exception:  # the field went away
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
    if window is not None and what == "press":
        for node in walk(window):
            try:
                if node.get_name() == args[0] and node.get_role_name() == "push button":
                    if node.get_n_actions() > 0:
                        node.do_action(0)
                        sys.exit(0)
            except Exception:
                continue
    if window is not None and what == "has":
        names = set()
        for node in walk(window):
            try:
                names.add(node.get_name())
            except Exception:
                continue
        seen = sorted(n for n in names if n)
        if all(name in names for name in args):
            sys.exit(0)
    if window is not None and what == "fill":
        # Set, not typed: xdotool types a character missing from the keymap (ü) by remapping a
        # key for a moment, and a busy client may read the keymap after it was put back.
        field = focused_field(window)
        try:
            if field is not None and field.get_text(0, -1) != args[0]:
                field.set_text_contents(args[0])
        except Exception:
            pass
        seen = focused_text(window)
        if seen == args[0]:
            sys.exit(0)
    if window is not None and what == "entry":
        seen = focused_text(window)
        if seen == args[0]:
            sys.exit(0)
    if window is not None and what in ("lists", "selected"):
        seen = rows(window)
        if what == "lists" and all(name in seen for name in args):
            sys.exit(0)
        if what == "selected" and sum(seen.values()) == int(args[0]):
            sys.exit(0)
    time.sleep(0.1)
sys.exit(f"chooser: {what} {args} did not hold; saw {seen}")
