# Sourced by the scripts that open real windows. start_xvfb DIR [WxHxD]: starts a private Xvfb
# (it picks a free display itself and tells which through -displayfd: no races with other
# servers), exports DISPLAY, sets xvfb_pid for the caller's cleanup, and fails if the server
# does not answer. DIR is a scratch directory of the caller's.
start_xvfb() {
    local dir=$1 screen=${2:-1280x800x24}
    # -noreset: by default an X server resets when its last client leaves, and refuses
    # connections meanwhile; a desktop session always has clients (window manager, panel), so
    # a test that closes every window must not meet a reset the desktop never does.
    Xvfb -displayfd 3 -screen 0 "$screen" -nolisten tcp -noreset 3>"$dir/display" >"$dir/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 100); do [[ -s $dir/display ]] && break; sleep 0.05; done
    export DISPLAY=":$(cat "$dir/display")"
    for _ in $(seq 100); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
    xdpyinfo >/dev/null 2>&1 || { echo "$(basename "$0"): Xvfb did not start on $DISPLAY" >&2; return 1; }
}
