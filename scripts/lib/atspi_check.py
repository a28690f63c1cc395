#!/usr/bin/python3
"""Reads the Mailto Preview window the way Orca does, through AT-SPI (libatspi via GObject
introspection, the library pyatspi wraps), prints its tree, checks what a screen-reader user
must hear, and presses Cancel through AT-SPI's action interface.

Usage: atspi_check.py PID SECONDS. Exit 0 when every check passed; 1 with the reasons."""
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

pid, deadline = int(sys.argv[1]), time.time() + float(sys.argv[2])


def application():
    """The AT-SPI application of our process, once its tree is published."""
    while time.time() < deadline:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == pid and app.get_child_count():
                frame = app.get_child_at_index(0)
                # The tree fills in over the first frames: wait for the fields.
                if frame is not None and any(n.get_role_name() == "entry" for n, _ in walk(frame)):
                    return app
        time.sleep(0.2)
    sys.exit(f"a11y: no application with pid {pid} on the AT-SPI bus")


def walk(node, depth=0):
    yield node, depth
    for i in range(node.get_child_count()):
        child = node.get_child_at_index(i)
        if child is not None:
            yield from walk(child, depth + 1)


def text_of(node):
    if "Text" in node.get_interfaces():
        return Atspi.Text.get_text(node, 0, -1)
    return ""


app = application()
frame = app.get_child_at_index(0)
nodes = list(walk(frame))
print(f"application {app.get_name()!r} toolkit {app.get_toolkit_name()!r}")
for node, depth in nodes:
    states = ",".join(s.value_nick for s in node.get_state_set().get_states())
    line = f"{'  ' * depth}{node.get_role_name()}: {node.get_name()!r}"
    if text_of(node):
        line += f" text={text_of(node)!r}"
    if node.get_description():
        line += f" description={node.get_description()!r}"
    print(f"{line} [{states}]")

problems = []
if not (frame.get_name() or "").startswith("Send email to "):
    problems.append(f"the window's accessible name is {frame.get_name()!r}, not its title")
for node, _ in nodes:
    role = node.get_role_name()
    if role in ("push button", "entry", "toggle button", "check box", "radio button", "combo box"):
        if not (node.get_name() or "").strip():
            problems.append(f"a {role} has no name (text {text_of(node)!r})")


def entry(name):
    for node, _ in nodes:
        if node.get_role_name() == "entry" and node.get_name() == name:
            return node
    problems.append(f"no entry named {name!r}")
    return None


# Each warning is heard with its field: it is the entry's accessible description.
for name, expected in [
    ("To", "Warning: the name"),
    ("To", "mixes writing systems"),
    ("Bcc (hidden)", "hidden recipient"),
    ("Subject", "<U+202E>"),
]:
    node = entry(name)
    if node is not None and expected not in (node.get_description() or ""):
        problems.append(f"the {name} entry's description lacks {expected!r}: {node.get_description()!r}")

# The sections say whether they are open (AccessKit's expanded state does not reach AT-SPI).
for node, _ in nodes:
    if node.get_role_name() == "toggle button" and node.get_description() not in ("open", "closed"):
        problems.append(f"the section {node.get_name()!r} does not say whether it is open")

if problems:
    print("a11y: FAIL\n  " + "\n  ".join(problems), file=sys.stderr)
    sys.exit(1)

cancel = next(
    (n for n, _ in nodes if n.get_role_name() == "push button" and n.get_name() == "Cancel"), None
)
if cancel is None or "Action" not in cancel.get_interfaces():
    sys.exit("a11y: FAIL no Cancel button with an action")
actions = [cancel.get_action_name(i) for i in range(cancel.get_n_actions())]
print(f"pressing Cancel through AT-SPI (actions {actions})")
Atspi.Action.do_action(cancel, 0)
print("a11y: ok")
