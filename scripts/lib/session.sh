# Sourced by the scripts that give the programs they drive a D-Bus session of their own, and by
# every script that works in a scratch folder.
#
# A private session bus starts what it is asked for on demand: on a desktop machine that is the
# XDG desktop portal (our window asks it for the colour scheme), which starts the document
# portal, which mounts a FUSE folder at $XDG_RUNTIME_DIR/doc; the accessibility bus; dconf; a
# keyring. None of these is a child of the script, and they outlive a bus that is killed (a
# browser's dbus-run-session ended with the browser leaves them running), so `rm -rf` of the
# scratch folder fails on the mounted doc folder. end_scratch ends them all.

# start_session_bus [PREFIX...]: starts a private session bus with this script's environment
# (set HOME and XDG_RUNTIME_DIR first: what the bus starts keeps its state there, and
# end_scratch finds it by them), exports DBUS_SESSION_BUS_ADDRESS and sets session_bus_pid.
# PREFIX (scripts/lib/person.sh's person_cmd) runs the bus as another user: a session bus takes
# connections only from the user it runs as, so it is the user of the programs on it, and what
# it starts runs as that user too.
start_session_bus() {
    local out
    out=$("$@" dbus-daemon --session --fork --print-address=1 --print-pid=1) || return 1
    export DBUS_SESSION_BUS_ADDRESS=${out%%$'\n'*}
    session_bus_pid=${out##*$'\n'}
}

# enable_atspi [PREFIX...]: turns accessibility on for the programs started from now on, as Orca
# (or GNOME's accessibility switch) does: AccessKit, Chromium and Firefox publish their trees
# when the accessibility bus says IsEnabled (older AccessKit versions read ScreenReaderEnabled).
# Needs the session bus; PREFIX as for start_session_bus (the bus's user).
enable_atspi() {
    local property
    for property in IsEnabled ScreenReaderEnabled; do
        "$@" dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
            org.freedesktop.DBus.Properties.Set string:org.a11y.Status "string:$property" \
            variant:boolean:true >/dev/null || return 1
    done
}

# scratch_processes DIR: the PIDs of this user's processes (and, as root, those of the user the
# window runs as: scripts/lib/person.sh) whose HOME or XDG_RUNTIME_DIR lies in DIR, except this
# shell and its parents.
scratch_processes() {
    local dir=$1 pid env keep=" " p=$BASHPID uids
    uids=$(id -u)
    [[ -n ${person:-} ]] && uids+=,$(id -u "$person")
    # This shell, its parents (the script, when this runs in a subshell) and their parents.
    while [[ $p =~ ^[0-9]+$ ]] && ((p > 1)); do
        keep+="$p "
        p=$(cat "/proc/$p/stat" 2>/dev/null) || break
        # The parent's PID is the second field after the command name (in parentheses).
        p=${p##*) } p=${p#* } p=${p%% *}
    done
    keep+="$$ "
    for pid in $(pgrep -U "$uids" 2>/dev/null); do
        [[ $keep == *" $pid "* ]] && continue
        env=$'\n'$({ tr '\0' '\n' <"/proc/$pid/environ"; } 2>/dev/null)$'\n'
        if [[ $env == *$'\n'"HOME=$dir"[/$'\n']* || $env == *$'\n'"XDG_RUNTIME_DIR=$dir"[/$'\n']* ]]; then
            echo "$pid"
        fi
    done
    return 0
}

# running PID...: the PIDs given that are still running (a zombie has ended).
running() {
    local pid stat
    for pid in "$@"; do
        stat=$(cat "/proc/$pid/stat" 2>/dev/null) || continue
        # The state follows the command name, which is in parentheses and may hold spaces.
        stat=${stat##*) }
        [[ -n $stat && ${stat%% *} != Z ]] && echo "$pid"
    done
    return 0
}

# end_processes PID...: SIGTERM, then SIGKILL to what still runs after 5 s; returns once they
# have ended (2 s more at most).
end_processes() {
    local left until
    (($#)) || return 0
    kill -TERM "$@" 2>/dev/null
    until=$((SECONDS + 5))
    while left=$(running "$@") && [[ -n $left ]] && ((SECONDS < until)); do sleep 0.1; done
    [[ -n $left ]] || return 0
    kill -KILL $left 2>/dev/null
    until=$((SECONDS + 2))
    while left=$(running $left) && [[ -n $left ]] && ((SECONDS < until)); do sleep 0.1; done
    return 0
}

# end_scratch DIR: the end of a run, for the script's EXIT trap. Ends every process of this run
# (scratch_processes: what the script started and what its buses started on demand), unmounts
# what is still mounted in DIR (the document portal's doc folder: with fusermount3, fusermount,
# or lazily), and removes DIR. It never fails and never ends the script: what it could not end,
# unmount or remove is named on stderr, and the script keeps the exit status its checks gave.
end_scratch() {
    local - dir=$1 mount attempt
    set +e +o pipefail
    [[ -n $dir && -d $dir ]] || return 0
    for attempt in 1 2; do
        # A process that was starting while the first ones ended (a browser's helper) is
        # found the second time.
        end_processes $(scratch_processes "$dir")
        # Deepest first; /proc/mounts writes a space in a path as \040.
        for mount in $(awk -v d="$dir" 'index($2, d "/") == 1 { print $2 }' /proc/mounts | sort -r); do
            mount=${mount//\\040/ }
            fusermount3 -u "$mount" 2>/dev/null || fusermount -u "$mount" 2>/dev/null ||
                umount "$mount" 2>/dev/null || fusermount3 -uz "$mount" 2>/dev/null ||
                umount -l "$mount" 2>/dev/null ||
                echo "$(basename "$0"): cleanup: could not unmount $mount" >&2
        done
        rm -rf "$dir" 2>/dev/null && return 0
    done
    echo "$(basename "$0"): cleanup: could not remove $dir: $(rm -rf "$dir" 2>&1 | head -3)" >&2
    return 0
}
