# Sourced by the scripts that start the real window under X11. A desktop session is a person's,
# never root's, and libX11 treats root apart (it keeps no compiled Compose table for root:
# README, "Startup"), so a script that runs as root (as CI does) starts the window as an
# ordinary user, the way people start it.
#
# person_prepare DIR...: as root, makes the user MAILTO_PREVIEW_E2E_USER (default mailto-e2e,
# created without a home or a login shell when missing) and gives it DIR... (the scratch HOME
# the window runs in); as anyone else, does nothing.
# person_binary BIN DIR: prints BIN, or a copy of it in DIR when the user cannot run it where
# it is (a clone in a folder only root may enter).
# as_person CMD...: runs CMD as that user (setpriv: the same process, so its pid is CMD's and a
# signal reaches it), or as this user when not root. The environment is passed on as it is.
# person_cmd: that prefix as an array, for a command started in the background ("${person_cmd[@]}"
# CMD &: then $! is CMD's pid, where a function run in the background would be a subshell's)
# or by another program.
# person_checkout DIR PATH...: for a script whose helpers (files of the checkout, PATH...
# relative to the current folder) run as that user: when the user cannot read them where they
# are (a clone in a folder only root may enter), copies them into DIR, which the user must be
# able to enter, and goes on from there (cd DIR), so that the same relative paths reach the
# copies. What the script writes into the checkout (pictures under target/) it names by an
# absolute path before.
# person_user PID: prints the user the process PID runs as, and fails when that is root or, after
# person_prepare as root, another user than the one it made: the check that the window runs the
# way a desktop starts it. A command just started in the background ("${person_cmd[@]}" CMD &) is
# still root until setpriv has run: check once its window is there.
person=
person_cmd=()
person_prepare() {
    [[ $EUID == 0 ]] || return 0
    person=${MAILTO_PREVIEW_E2E_USER:-mailto-e2e}
    id -u "$person" >/dev/null 2>&1 ||
        useradd --system --no-create-home --shell /usr/sbin/nologin "$person"
    person_cmd=(setpriv --reuid="$person" --regid="$(id -g "$person")" --init-groups --)
    (($#)) && chown -R "$person:" "$@"
    return 0
}

person_binary() {
    local bin=$1 dir=$2
    if [[ -z $person ]] || as_person test -x "$bin"; then
        echo "$bin"
        return
    fi
    install -m 755 "$bin" "$dir/$(basename "$bin")"
    chown "$person:" "$dir/$(basename "$bin")"
    echo "$dir/$(basename "$bin")"
}

as_person() {
    "${person_cmd[@]}" "$@"
}

person_checkout() {
    local dir=$1 path unreadable
    shift
    [[ -n $person ]] || return 0
    # find reads the folders and tells what the user may not read (or enter); it fails when it
    # cannot reach a path at all.
    if unreadable=$(as_person find "$@" \( ! -readable -o -type d ! -executable \) -print -quit 2>/dev/null) &&
        [[ -z $unreadable ]]; then
        return 0
    fi
    for path in "$@"; do
        mkdir -p "$dir/$(dirname "$path")"
        cp -r "$path" "$dir/$path"
    done
    chown -R "$person:" "$dir"
    cd "$dir"
}

person_user() {
    local real effective
    read -r real effective < <(awk '/^Uid:/ { print $2, $3 }' "/proc/$1/status" 2>/dev/null) || return 1
    id -nu "$real" 2>/dev/null || echo "$real"
    ((real != 0 && effective == real)) && [[ -z $person || $real == "$(id -u "$person")" ]]
}
