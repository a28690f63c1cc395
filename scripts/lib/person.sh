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
