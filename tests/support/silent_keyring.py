#!/usr/bin/env python3
"""A Secret Service that never answers: it owns org.freedesktop.secrets on the session bus
(DBUS_SESSION_BUS_ADDRESS) and takes every call to the Service and Collection interfaces
without ever replying, as a keyring stuck behind an unlock prompt nobody sees would.

Used by the window test that checks the window keeps drawing, and can be cancelled, while
the keyring does not answer."""
import sys

from gi.repository import Gio, GLib

XML = """
<node>
  <interface name="org.freedesktop.Secret.Service">
    <method name="OpenSession">
      <arg type="s" direction="in"/><arg type="v" direction="in"/>
      <arg type="v" direction="out"/><arg type="o" direction="out"/>
    </method>
    <method name="SearchItems">
      <arg type="a{ss}" direction="in"/>
      <arg type="ao" direction="out"/><arg type="ao" direction="out"/>
    </method>
    <method name="ReadAlias">
      <arg type="s" direction="in"/><arg type="o" direction="out"/>
    </method>
    <method name="Unlock">
      <arg type="ao" direction="in"/>
      <arg type="ao" direction="out"/><arg type="o" direction="out"/>
    </method>
  </interface>
</node>
"""

# Kept, so that no invocation is finalised (which could send an error back).
unanswered = []


def on_call(connection, sender, path, interface, method, params, invocation):
    unanswered.append(invocation)
    print(f"silent-keyring: {interface}.{method} (not answered)", flush=True)


def on_bus(connection, name):
    info = Gio.DBusNodeInfo.new_for_xml(XML)
    for iface in info.interfaces:
        connection.register_object("/org/freedesktop/secrets", iface, on_call, None, None)


def on_name(connection, name):
    print("silent-keyring: ready", flush=True)


def on_lost(connection, name):
    sys.exit("silent-keyring: could not own org.freedesktop.secrets")


Gio.bus_own_name(
    Gio.BusType.SESSION,
    "org.freedesktop.secrets",
    Gio.BusNameOwnerFlags.NONE,
    on_bus,
    on_name,
    on_lost,
)
GLib.MainLoop().run()
