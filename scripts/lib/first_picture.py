#!/usr/bin/env python3
"""Whether a program's window is mapped with its first frame on it, for scripts/screenshot.

    first_picture.py REGEX -- CMD [ARG...]

Starts CMD, waits (event-driven) for the X server's MapNotify of a window whose name matches
REGEX, and looks at the window at once: it must show more than two colours (the frame), not
the empty window. The program draws its first frame before the window exists and maps the
window with it; a picture left in the connection's buffer shows the empty window until the
next request goes out. Exit status 0 when the frame was there, 1 when the window was empty,
2 when no window mapped within 30 s. The program is then ended. Needs python3-xlib.
"""

import re
import subprocess
import sys
import time

import time_window
from Xlib import X


def colours_now(w):
    """How many colours the window shows (sampled on a grid), looked at with one request."""
    g = w.get_geometry()
    data = w.get_image(0, 0, g.width, g.height, X.ZPixmap, 0xFFFFFFFF).data
    return len({bytes(data[i : i + 3]) for i in range(0, len(data) - 4, 4 * 7)})


def main():
    regex = re.compile(sys.argv[1], re.I)
    cmd = sys.argv[sys.argv.index("--") + 1 :]
    d, _ = time_window.watch()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=sys.stderr)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if not d.pending_events():
                time.sleep(0.0002)
                continue
            ev = d.next_event()
            if ev.type != X.MapNotify:
                continue
            # Looked at before anything else is asked (its name is asked after).
            try:
                colours = colours_now(ev.window)
            except Exception:
                continue
            if not regex.search(time_window.window_name(d, ev.window)):
                continue
            if colours > 2:
                print("the window mapped with its first frame on it (%d colours)" % colours)
                return 0
            print("the window mapped empty (%d colours): its first frame came later" % colours)
            return 1
        print("no window matching %r mapped" % regex.pattern)
        return 2
    finally:
        time_window.end(proc)


if __name__ == "__main__":
    sys.exit(main())
