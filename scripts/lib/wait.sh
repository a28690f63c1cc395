# Sourced by the scripts that drive real windows: waits on what can be observed, instead of
# sleeping for a time that a busy machine may exceed. Each returns non-zero when its time runs
# out, so the caller fails with its own words.

# settled WINDOW [SECONDS]: waits until the window is painted and still: its capture has more
# than a few colours (the first frame drew text and fields, not the clear colour) and two
# captures in a row are the same (fonts, emoji and the first layout passes are done). Default
# 20 s.
settled() {
    local win=$1 until=$((SECONDS + ${2:-20})) last= now colours
    while ((SECONDS < until)); do
        colours=$(import -window "$win" -format %k info: 2>/dev/null || echo 0)
        if ((colours > 8)); then
            now=$(import -window "$win" rgba:- 2>/dev/null | md5sum)
            [[ $now == "$last" ]] && return 0
            last=$now
        fi
        sleep 0.1
    done
    return 1
}

# ended PID: the process has ended: it is gone, or a zombie its parent has not reaped yet (our
# window started by a browser's opener is the opener's child, not the script's).
ended() {
    local stat
    stat=$(cat "/proc/$1/stat" 2>/dev/null) || return 0
    # The state follows the command name, which is in parentheses and may hold spaces.
    stat=${stat##*) }
    [[ -z $stat || ${stat%% *} == Z ]]
}

# gone PID [SECONDS]: waits until the process has ended. Default 10 s.
gone() {
    local pid=$1 until=$((SECONDS + ${2:-10}))
    while :; do
        ended "$pid" && return 0
        ((SECONDS < until)) || return 1
        sleep 0.05
    done
}

# windows SEARCH-ARGS...: the ids of the windows `xdotool search SEARCH-ARGS` finds, one a line;
# status 1 when there are none. Debian 12's xdotool (3.20160805) ends its search with "X Error of
# failed request: BadWindow" when any window is destroyed while it reads the window list (fixed
# upstream in 2021, xdotool pull request 335): a window closing elsewhere on the display would
# look like "no such window". Such a search is made again.
windows() {
    local out attempt
    for attempt in $(seq 50); do
        out=$(xdotool search "$@" 2>&1) || true
        [[ $out == *"X Error of failed request"* ]] && continue
        grep -E '^[0-9]+$' <<<"$out" && return 0
        return 1
    done
    echo "$(basename "$0"): xdotool search $* kept failing: $out" >&2
    return 2
}

# window_named NAME-REGEX [SECONDS]: waits until a visible window has that name and prints its
# id. Default 20 s.
window_named() {
    local until=$((SECONDS + ${2:-20})) w
    while ((SECONDS < until)); do
        w=$(windows --onlyvisible --name "$1") && { echo "${w%%$'\n'*}"; return 0; }
        sleep 0.05
    done
    return 1
}

# no_window NAME-REGEX [SECONDS]: waits until no visible window has that name. Default 10 s.
no_window() {
    local until=$((SECONDS + ${2:-10})) status
    while ((SECONDS < until)); do
        windows --onlyvisible --name "$1" >/dev/null && status=0 || status=$?
        ((status == 1)) && return 0
        sleep 0.05
    done
    return 1
}

# wait_for SECONDS COMMAND...: runs COMMAND until it succeeds (every 0.1 s); status 1 when the
# time runs out first.
wait_for() {
    local until=$((SECONDS + $1))
    shift
    while ((SECONDS < until)); do
        "$@" && return 0
        sleep 0.1
    done
    "$@"
}

# never SECONDS COMMAND...: for a check that something does not happen: runs COMMAND (which
# succeeds when the thing happened) every 0.1 s for SECONDS (a fraction is fine); status 1 as
# soon as it succeeds, 0 when it never did. The caller states why SECONDS is long enough.
never() {
    local until
    until=$(awk -v now="$EPOCHREALTIME" -v s="$1" 'BEGIN { printf "%.3f", now + s }')
    shift
    while :; do
        "$@" && return 1
        awk -v now="$EPOCHREALTIME" -v until="$until" 'BEGIN { exit !(now < until) }' || return 0
        sleep 0.1
    done
}

# shortcut WINDOW PID MODIFIER KEY SECONDS DONE...: presses MODIFIER+KEY in WINDOW (of process
# PID) the way a person does, and waits until the command DONE succeeds. The window is given the
# keyboard focus, and the key is pressed once the program reports its window active through
# AT-SPI (scripts/lib/atspi.py): without a window manager a key sent before is lost. MODIFIER is
# held until DONE succeeds, as a person holds Ctrl until the window has reacted: the window
# reads a shortcut with the modifiers held when it draws its next frame, which a busy machine
# may draw after a quick release. If DONE has not happened after SECONDS, the keys are pressed
# again, three times in all. Needs the accessibility bus on before the program started
# (scripts/lib/session.sh: enable_atspi); AT-SPI is read as the user the session is of
# (scripts/lib/person.sh's person_cmd, when the script sourced it: its bus takes no one else).
shortcut() {
    local win=$1 pid=$2 modifier=$3 key=$4 seconds=$5 attempt status
    shift 5
    for attempt in 1 2 3; do
        xdotool windowfocus --sync "$win" 2>/dev/null || return 1
        ${person_cmd[@]+"${person_cmd[@]}"} /usr/bin/python3 "$(dirname "${BASH_SOURCE[0]}")/atspi.py" \
            active "$pid" 20 >/dev/null || return 1
        xdotool keydown "$modifier" key "$key"
        wait_for "$seconds" "$@" && status=0 || status=1
        xdotool keyup "$modifier"
        ((status == 0)) && return 0
        echo "$(basename "$0"): $modifier+$key in window $win: nothing after $seconds s (attempt $attempt)" >&2
    done
    return 1
}

# settled_shot SHOOT OUT [SECONDS]: for displays without X (Wayland): runs `SHOOT FILE` (a
# command that writes a PNG screenshot to FILE) until the picture has more than a few colours
# and two in a row are the same, and keeps the last as OUT. Default 30 s.
settled_shot() {
    local shoot=$1 out=$2 until=$((SECONDS + ${3:-30})) last= now
    while ((SECONDS < until)); do
        if "$shoot" "$out.next.png" 2>/dev/null &&
            (($(convert "$out.next.png" -format %k info: 2>/dev/null || echo 0) > 8)); then
            now=$(convert "$out.next.png" rgba:- 2>/dev/null | md5sum)
            if [[ $now == "$last" ]]; then
                mv "$out.next.png" "$out"
                return 0
            fi
            last=$now
        fi
        sleep 0.2
    done
    rm -f "$out.next.png"
    return 1
}
