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
from gi.repository import Atspi  # noqa: E402

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
if not (frame.get_name() or "").startswith(before_argument("window-title")):
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
    if node is not None and expected not in (node.get_description() or ""):
        problems.append(f"the {name} entry's description lacks {expected!r}: {node.get_description()!r}")

# The sections say whether they are open (AccessKit's expanded state does not reach AT-SPI).
for node, _ in nodes:
    states = (words["section-open"], words["section-closed"])
    if node.get_role_name() == "toggle button" and node.get_description() not in states:
        problems.append(f"the section {node.get_name()!r} does not say whether it is open")

if problems:
    print("a11y: FAIL\n  " + "\n  ".join(problems), file=sys.stderr)
    sys.exit(1)

cancel = next(
    (
        n
        for n, _ in nodes
        if n.get_role_name() == "push button" and n.get_name() == words["action-cancel"]
    ),
    None,
)
if cancel is None or "Action" not in cancel.get_interfaces():
    sys.exit(f"a11y: FAIL no {words['action-cancel']!r} button with an action")
actions = [cancel.get_action_name(i) for i in range(cancel.get_n_actions())]
print(f"pressing {words['action-cancel']!r} through AT-SPI (actions {actions})")
Atspi.Action.do_action(cancel, 0)
print("a11y: ok")
