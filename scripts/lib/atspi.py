#!/usr/bin/python3
"""Finds widgets by their accessible names through AT-SPI (libatspi through GObject
introspection, what pyatspi wraps and Orca reads), for the scripts that drive real windows:
waiting on a state the program reports is what tells a script that the program has taken a
focus, where a pause would only guess. Needs the accessibility bus turned on before the
programs start (scripts/lib/session.sh: enable_atspi).

Usage:
  atspi.py active PID SECONDS
      Waits until a window (frame) of process PID is active: it has the keyboard focus, so
      keys sent now reach it.
  atspi.py focus PID ROLE NAME-REGEX SECONDS
      In the windows of process PID, gives the keyboard focus to the ROLE (entry, push
      button, ...) whose name matches NAME-REGEX (whole), and waits until it reports itself
      focused: keys typed next go into it.
  atspi.py state PID ROLE NAME-REGEX STATE SECONDS
      Waits until the ROLE whose name matches NAME-REGEX in the windows of process PID has
      STATE (an AT-SPI state such as enabled): a button the window keeps disabled for a while
      (Send, for half a second after the message shows) takes its shortcut only then.

Exit 0 when done; 1 with a sentence on stderr when the time ran out."""
import re
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

# How often the tree is read again while waiting.
POLL = 0.1


def walk(node):
    """The node and everything below it, depth first."""
    yield node
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            yield from walk(child)


def applications():
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None:
            yield app


def has_state(node, state):
    return node.get_state_set().contains(state)


def retry_until(deadline, find):
    """Calls `find` until it gives something other than None or the time is over. A program
    that ends or rebuilds its tree meanwhile makes a read fail: that read counts as nothing
    found yet."""
    while True:
        try:
            found = find()
        except GLib.GError:
            found = None
        if found is not None:
            return found
        if time.time() >= deadline:
            return None
        time.sleep(POLL)


def active(pid, deadline):
    def find():
        for app in applications():
            if app.get_process_id() != pid:
                continue
            for i in range(app.get_child_count()):
                frame = app.get_child_at_index(i)
                if frame is not None and has_state(frame, Atspi.StateType.ACTIVE):
                    return frame
        return None

    frame = retry_until(deadline, find)
    if frame is None:
        sys.exit(f"atspi: no window of process {pid} became active (took the keyboard focus)")
    print(f"atspi: the window {frame.get_name()!r} of process {pid} is active")


def take_focus(deadline, widget):
    """Asks the widget `widget()` finds for the keyboard focus until it reports it has it."""

    def focused():
        node = widget()
        if node is None:
            return None
        if has_state(node, Atspi.StateType.FOCUSED):
            return node
        Atspi.Component.grab_focus(node)
        return None

    return retry_until(deadline, focused)


def named(pid, role, pattern):
    """A function that finds the ROLE whose name matches `pattern` in process PID's windows."""
    name = re.compile(pattern)

    def widget():
        for app in applications():
            if app.get_process_id() == pid:
                for node in walk(app):
                    if node.get_role_name() == role and name.fullmatch(node.get_name() or ""):
                        return node
        return None

    return widget


def focus(pid, role, pattern, deadline):
    node = take_focus(deadline, named(pid, role, pattern))
    if node is None:
        sys.exit(f"atspi: no {role} named like {pattern!r} in process {pid} took the focus")
    print(f"atspi: the {role} {node.get_name()!r} of process {pid} has the focus")


def state(pid, role, pattern, nick, deadline):
    wanted = {e.value_nick: e for e in Atspi.StateType.__enum_values__.values()}.get(nick)
    if wanted is None:
        sys.exit(f"atspi: no AT-SPI state is called {nick!r}")
    widget = named(pid, role, pattern)

    def in_state():
        node = widget()
        return node if node is not None and has_state(node, wanted) else None

    node = retry_until(deadline, in_state)
    if node is None:
        sys.exit(f"atspi: no {role} named like {pattern!r} in process {pid} became {nick}")
    print(f"atspi: the {role} {node.get_name()!r} of process {pid} is {nick}")


def main(argv):
    try:
        if argv[1] == "active" and len(argv) == 4:
            return active(int(argv[2]), time.time() + float(argv[3]))
        if argv[1] == "focus" and len(argv) == 6:
            return focus(int(argv[2]), argv[3], argv[4], time.time() + float(argv[5]))
        if argv[1] == "state" and len(argv) == 7:
            return state(int(argv[2]), argv[3], argv[4], argv[5], time.time() + float(argv[6]))
    except (IndexError, ValueError):
        pass
    sys.exit(__doc__)


main(sys.argv)
