#!/usr/bin/env python3
"""A notification service for the tests: owns org.freedesktop.Notifications on the session
bus it is started on (a private one), as a desktop's notification daemon does, and writes each
Notify call it receives as one JSON line to the file named by its argument. Prints "ready"
once it owns the name. Needs python3-gi."""
import json
import sys

from gi.repository import Gio, GLib

INTERFACE = """
<node>
  <interface name="org.freedesktop.Notifications">
    <method name="Notify">
      <arg type="s" direction="in"/><arg type="u" direction="in"/><arg type="s" direction="in"/>
      <arg type="s" direction="in"/><arg type="s" direction="in"/><arg type="as" direction="in"/>
      <arg type="a{sv}" direction="in"/><arg type="i" direction="in"/>
      <arg type="u" direction="out"/>
    </method>
    <method name="GetCapabilities"><arg type="as" direction="out"/></method>
    <method name="GetServerInformation">
      <arg type="s" direction="out"/><arg type="s" direction="out"/>
      <arg type="s" direction="out"/><arg type="s" direction="out"/>
    </method>
  </interface>
</node>
"""

log = open(sys.argv[1], "a", encoding="utf-8")
count = 0


def call(connection, sender, path, interface, method, parameters, invocation):
    global count
    if method == "Notify":
        app, _replaces, icon, summary, body, _actions, hints, _timeout = parameters.unpack()
        count += 1
        log.write(json.dumps({"app": app, "icon": icon, "summary": summary, "body": body,
                              "desktop-entry": hints.get("desktop-entry")}) + "\n")
        log.flush()
        invocation.return_value(GLib.Variant("(u)", (count,)))
    elif method == "GetCapabilities":
        invocation.return_value(GLib.Variant("(as)", (["body"],)))
    else:
        invocation.return_value(GLib.Variant("(ssss)", ("test", "tests", "1", "1.2")))


def acquired(connection, name):
    print("ready", flush=True)


def bus_up(connection, name):
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
    connection.register_object("/org/freedesktop/Notifications", node.interfaces[0], call, None, None)


Gio.bus_own_name(Gio.BusType.SESSION, "org.freedesktop.Notifications",
                 Gio.BusNameOwnerFlags.NONE, bus_up, acquired, lambda *a: sys.exit(1))
GLib.MainLoop().run()
