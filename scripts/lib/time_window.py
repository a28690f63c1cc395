#!/usr/bin/env python3
"""Starts a program and times its window, for scripts/bench-startup.

    time_window.py REGEX SETTLE -- CMD [ARG...]

Prints one line: "mapped_ms painted_ms rss_kib pss_kib threads anon_kib" where mapped_ms is the time
from the start of the program to the X server's MapNotify of a window whose name matches
REGEX (event-driven, not polled), painted_ms when that window first shows more than two
colours ("NA" for a window that never does, such as a flat floor), and the memory of the
program and its children SETTLE seconds after the window mapped (anon_kib: the anonymous part
of the RSS, the heap and stacks, which no other program shares and no file backs). The program is then ended
(SIGTERM, then SIGKILL). Needs python3-xlib; the environment is passed on as it is.
"""

import os
import re
import signal
import subprocess
import sys
import time

from Xlib import X, display


def window_name(d, w):
    """The window's title (_NET_WM_NAME, else WM_NAME), or ''."""
    for atom, kind in (
        (d.intern_atom("_NET_WM_NAME"), d.intern_atom("UTF8_STRING")),
        (d.intern_atom("WM_NAME"), X.AnyPropertyType),
    ):
        try:
            p = w.get_full_property(atom, kind)
        except Exception:
            p = None
        if p is not None and p.value:
            v = p.value
            return v.decode("utf-8", "replace") if isinstance(v, (bytes, bytearray)) else str(v)
    return ""


def painted(d, root, w):
    """Whether the window shows more than two colours (a mapped, undrawn window shows one)."""
    try:
        g = w.get_geometry()
        o = w.translate_coords(root, 0, 0)
        x0, y0 = max(-o.x, 0), max(-o.y, 0)
        colours = set()
        for k in range(1, 10):
            y = y0 + (g.height * k) // 10
            img = root.get_image(x0, min(y, y0 + g.height - 2), g.width, 2, X.ZPixmap, 0xFFFFFFFF)
            data = img.data
            colours.update(bytes(data[i : i + 4]) for i in range(0, len(data) - 4, 12))
            if len(colours) > 2:
                return True
    except Exception:
        return False
    return False


def end(proc):
    """Ends the program: SIGTERM, then SIGKILL after 5 s."""
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def memory(pid):
    """RSS and PSS (KiB) of pid and its descendants, their thread count and anonymous RSS."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry))
            except (OSError, ValueError, IndexError):
                pass
    todo, rss, pss, threads, anon = [pid], 0, 0, 0, 0
    while todo:
        p = todo.pop()
        todo.extend(children.get(p, []))
        try:
            with open(f"/proc/{p}/smaps_rollup") as f:
                for line in f:
                    if line.startswith("Rss:"):
                        rss += int(line.split()[1])
                    elif line.startswith("Pss:"):
                        pss += int(line.split()[1])
                    elif line.startswith("Anonymous:"):
                        anon += int(line.split()[1])
            threads += len(os.listdir(f"/proc/{p}/task"))
        except OSError:
            pass
    return rss, pss, threads, anon


def watch():
    """A connection to the X server that hears of every window mapped, and its root window."""
    d = display.Display()
    root = d.screen().root
    root.change_attributes(event_mask=X.SubstructureNotifyMask)
    d.sync()
    return d, root


def wait_for_map(d, regex, deadline):
    """(when, window) of the first window mapped whose name matches regex, or (None, None)."""
    mapped = window = None
    while mapped is None and time.monotonic() < deadline:
        # A launcher that hands its link to a running process exits before the window (of
        # that process) maps: keep waiting for it.
        if not d.pending_events():
            time.sleep(0.0005)
            continue
        ev = d.next_event()
        t = time.monotonic()
        if ev.type == X.MapNotify:
            w = ev.window
            if regex.search(window_name(d, w)):
                mapped, window = t, w
            else:
                # Named later: watch its title.
                w.change_attributes(event_mask=X.PropertyChangeMask)
        elif ev.type == X.PropertyNotify and regex.search(window_name(d, ev.window)):
            mapped, window = t, ev.window
    return mapped, window


def main():
    regex, settle = re.compile(sys.argv[1], re.I), float(sys.argv[2])
    cmd = sys.argv[sys.argv.index("--") + 1 :]
    d, root = watch()
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=sys.stderr)
    mapped, window = wait_for_map(d, regex, start + 30)
    if mapped is None:
        print("NA NA 0 0 0 0")
        proc.kill()
        return 1
    paint = None
    while time.monotonic() < mapped + 2:
        if painted(d, root, window):
            paint = time.monotonic()
            break
        time.sleep(0.005)
    time.sleep(max(0.0, mapped + settle - time.monotonic()))
    rss, pss, threads, anon = memory(proc.pid)
    end(proc)
    ms = lambda t: "%.1f" % ((t - start) * 1000) if t is not None else "NA"
    print(ms(mapped), ms(paint), rss, pss, threads, anon)
    return 0


if __name__ == "__main__":
    sys.exit(main())
