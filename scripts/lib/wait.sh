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

# gone PID [SECONDS]: waits until the process has ended. Default 10 s.
gone() {
    local pid=$1 until=$((SECONDS + ${2:-10}))
    while ((SECONDS < until)); do
        kill -0 "$pid" 2>/dev/null || return 0
        sleep 0.05
    done
    return 1
}

# no_window NAME-REGEX [SECONDS]: waits until no visible window has that name. Default 10 s.
no_window() {
    local until=$((SECONDS + ${2:-10}))
    while ((SECONDS < until)); do
        xdotool search --onlyvisible --name "$1" >/dev/null 2>&1 || return 0
        sleep 0.05
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
