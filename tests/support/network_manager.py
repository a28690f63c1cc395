#!/usr/bin/env python3
"""A stand-in for NetworkManager, for the tests: owns org.freedesktop.NetworkManager on the bus
it is started on (a private one, which the program under test takes for the system bus), with
the two properties a client reads to know whether the computer is online, Connectivity and
State, as NetworkManager's D-Bus API documents them. Starts offline (Connectivity 1 "none",
State 20 "disconnected"); a line "online" on standard input makes it full (4, and 70
"connected global") and a line "offline" takes it back, each change announced with
PropertiesChanged as NetworkManager does. Prints "ready" once it owns the name. Needs
python3-gi."""
import sys

from gi.repository import Gio, GLib

NAME = "org.freedesktop.NetworkManager"
PATH = "/org/freedesktop/NetworkManager"
INTERFACE = """
<node>
  <interface name="org.freedesktop.NetworkManager">
    <property name="Connectivity" type="u" access="read"/>
    <property name="State" type="u" access="read"/>
  </interface>
</node>
"""
state = {"Connectivity": 1, "State": 20}
connection = None


def get_property(conn, sender, path, interface, name):
    return GLib.Variant("u", state[name])


def announce():
    changed = {k: GLib.Variant("u", v) for k, v in state.items()}
    connection.emit_signal(None, PATH, "org.freedesktop.DBus.Properties", "PropertiesChanged",
                           GLib.Variant("(sa{sv}as)", (NAME, changed, [])))


def command(source, condition):
    line = sys.stdin.readline()
    if not line:
        loop.quit()
        return False
    if line.strip() == "online":
        state.update(Connectivity=4, State=70)
    elif line.strip() == "offline":
        state.update(Connectivity=1, State=20)
    announce()
    print("said " + line.strip(), flush=True)
    return True


def bus_up(conn, name):
    global connection
    connection = conn
    node = Gio.DBusNodeInfo.new_for_xml(INTERFACE)
    conn.register_object(PATH, node.interfaces[0], None, get_property, None)


Gio.bus_own_name(Gio.BusType.SESSION, NAME, Gio.BusNameOwnerFlags.NONE, bus_up,
                 lambda *a: print("ready", flush=True), lambda *a: sys.exit(1))
GLib.io_add_watch(GLib.IOChannel.unix_new(sys.stdin.fileno()), GLib.IO_IN | GLib.IO_HUP, command)
loop = GLib.MainLoop()
loop.run()
