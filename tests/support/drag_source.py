#!/usr/bin/env python3
"""A real X11 drag source, as a file manager is one: a GTK 3 window titled "drag source"
whose whole area can be dragged, offering the files named on the command line as
`text/uri-list` (file:// URIs), the way Nautilus and Thunar offer dropped files. A test moves
the pointer onto it with xdotool, presses, moves onto the window to drop on, and releases;
GTK speaks XDND to the target like any file manager.

Prints "ready" once the window is mapped, "accepted" each time the window under the pointer
says it takes the drop (XdndStatus with an action: a test releases the button only then, since
a busy target may answer after the pointer arrived), "failed REASON" when the drag ended
without a drop, and "dropped" when the drag ended."""
import sys
import urllib.parse

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("Gdk", "3.0")
from gi.repository import Gdk, Gtk  # noqa: E402

uris = ["file://" + urllib.parse.quote(path) for path in sys.argv[1:]]

window = Gtk.Window(title="drag source")
window.set_default_size(240, 160)
window.move(900, 40)
area = Gtk.EventBox()
area.add(Gtk.Label(label="Drag these files"))
window.add(area)
area.drag_source_set(
    Gdk.ModifierType.BUTTON1_MASK,
    [Gtk.TargetEntry.new("text/uri-list", 0, 0)],
    Gdk.DragAction.COPY,
)


def on_get(_widget, _context, selection, _info, _time):
    selection.set_uris(uris)


def on_action(context, action):
    if action:
        print("accepted", flush=True)


def on_begin(_widget, context):
    context.connect("action-changed", on_action)


def on_failed(_widget, _context, result):
    print(f"failed {result.value_nick}", flush=True)
    return False


def on_end(_widget, _context):
    print("dropped", flush=True)


def on_mapped(*_args):
    print("ready", flush=True)


area.connect("drag-data-get", on_get)
area.connect("drag-begin", on_begin)
area.connect("drag-failed", on_failed)
area.connect("drag-end", on_end)
window.connect("map-event", on_mapped)
window.connect("destroy", Gtk.main_quit)
window.show_all()
Gtk.main()
