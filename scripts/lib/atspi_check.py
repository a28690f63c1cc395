#!/usr/bin/python3
"""Reads the Mailto Preview window the way Orca does, through AT-SPI (libatspi via GObject
introspection, the library pyatspi wraps), prints its tree, checks what a screen-reader user
must hear, and presses Cancel through AT-SPI's action interface.

Usage: atspi_check.py PID SECONDS [LANGUAGE]. The names and descriptions expected are read from
the window's catalogue for LANGUAGE (default en), i18n/LANGUAGE/mailto_preview.ftl, so that the
check proves the screen reader hears that language. Exit 0 when every check passed; 1 with the
reasons."""
import os
import re
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

pid, deadline = int(sys.argv[1]), time.time() + float(sys.argv[2])
language = sys.argv[3] if len(sys.argv) > 3 else "en"


def catalogue(tag):
    """The single-line messages of a Fluent catalogue: id -> text."""
    path = os.path.join(os.path.dirname(__file__), "..", "..", "i18n", tag, "mailto_preview.ftl")
    out = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"^([a-z][a-z0-9-]*) = (.*)$", line.rstrip("\n"))
            if m:
                out[m.group(1)] = m.group(2)
    return out


words = catalogue(language)


def before_argument(message_id):
    """The message's text up to its first argument: what any instance of it starts with."""
    return words[message_id].split("{")[0]


class Node:
    """What is read of one accessible: the checks below work on these, not on the live
    tree, which the window may replace while they run."""

    def __init__(self, node, depth):
        self.node, self.depth = node, depth
        self.role = node.get_role_name()
        self.name = node.get_name() or ""
        self.description = node.get_description() or ""
        self.text = text_of(node)
        self.states = ",".join(s.value_nick for s in node.get_state_set().get_states())
        self.actions = "Action" in node.get_interfaces()


def snapshot():
    """Our process's AT-SPI application and every node of its window, read once the tree is
    published with the fields; None before. The tree fills in over the first frames, and a
    node read while the window replaces it is gone ("Unknown object"): such a read is made
    again."""
    try:
        desktop = Atspi.get_desktop(0)
        for i in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(i)
            if app is not None and app.get_process_id() == pid and app.get_child_count():
                frame = app.get_child_at_index(0)
                if frame is None:
                    return None
                nodes = [Node(node, depth) for node, depth in walk(frame)]
                if any(n.role == "entry" for n in nodes):
                    return app.get_name(), app.get_toolkit_name(), nodes
    except GLib.GError:
        pass
    return None


def application():
    """See snapshot: waits for it until the deadline."""
    while time.time() < deadline:
        found = snapshot()
        if found is not None:
            return found
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


app_name, toolkit, nodes = application()
frame = nodes[0]
print(f"application {app_name!r} toolkit {toolkit!r}")
for node in nodes:
    line = f"{'  ' * node.depth}{node.role}: {node.name!r}"
    if node.text:
        line += f" text={node.text!r}"
    if node.description:
        line += f" description={node.description!r}"
    print(f"{line} [{node.states}]")

problems = []
if not frame.name.startswith(before_argument("window-title")):
    problems.append(f"the window's accessible name is {frame.name!r}, not its title")
for node in nodes:
    if node.role in ("push button", "entry", "toggle button", "check box", "radio button", "combo box"):
        if not node.name.strip():
            problems.append(f"a {node.role} has no name (text {node.text!r})")


def entry(name):
    for node in nodes:
        if node.role == "entry" and node.name == name:
            return node
    problems.append(f"no entry named {name!r}")
    return None


# Each warning is heard with its field, in the window's language: it is the entry's
# accessible description, and starts with the language's "Warning:".
warning = before_argument("field-warning")
for name, expected in [
    (words["field-to"], warning),
    (words["field-to"], "xn--pple-43d.com"),
    (words["field-bcc"], warning),
    (words["field-bcc"], "spy@evil.example"),
    (words["field-subject"], warning),
    (words["field-subject"], "<U+202E>"),
]:
    node = entry(name)
    if node is not None and expected not in node.description:
        problems.append(f"the {name} entry's description lacks {expected!r}: {node.description!r}")

# The sections say whether they are open (AccessKit's expanded state does not reach AT-SPI).
for node in nodes:
    states = (words["section-open"], words["section-closed"])
    if node.role == "toggle button" and node.description not in states:
        problems.append(f"the section {node.name!r} does not say whether it is open")

if problems:
    print("a11y: FAIL\n  " + "\n  ".join(problems), file=sys.stderr)
    sys.exit(1)

cancel = next(
    (n for n in nodes if n.role == "push button" and n.name == words["action-cancel"]),
    None,
)
if cancel is None or not cancel.actions:
    sys.exit(f"a11y: FAIL no {words['action-cancel']!r} button with an action")
actions = [Atspi.Action.get_action_name(cancel.node, i) for i in range(cancel.node.get_n_actions())]
print(f"pressing {words['action-cancel']!r} through AT-SPI (actions {actions})")
Atspi.Action.do_action(cancel.node, 0)
print("a11y: ok")
