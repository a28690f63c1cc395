# Sourced by the end-to-end scripts. kill_in_home SIGNAL PATTERN HOME: sends SIGNAL to this
# user's processes whose command line matches PATTERN (pgrep -f) and whose HOME is HOME, so that
# scripts running side by side (cargo test runs them in parallel) never end each other's
# windows or mail clients.
kill_in_home() {
    local signal=$1 pattern=$2 home=$3 pid uids
    # Also the ordinary user's a script runs the window as (scripts/lib/person.sh).
    uids=$(id -u)
    [[ -n ${person:-} ]] && uids+=,$(id -u "$person")
    for pid in $(pgrep -U "$uids" -f "$pattern" 2>/dev/null); do
        { tr '\0' '\n' <"/proc/$pid/environ"; } 2>/dev/null | grep -qxF "HOME=$home" && kill "-$signal" "$pid" 2>/dev/null
    done
    return 0
}
