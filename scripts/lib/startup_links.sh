# Sourced by the scripts that measure or profile a start (bench-startup): the
# links a start is measured on, and what a person's HOME holds.
#
# The links, each field percent-encoded as a browser would: a plain one; an Arabic subject and
# body (opened in an Arabic window); a Japanese one (in a Japanese window).
encode() { python3 -c 'import sys, urllib.parse; print(urllib.parse.quote(sys.argv[1], safe=""))' "$1"; }
plain='mailto:a@example.org?subject=Hi%20there&body=Hello%20from%20the%20startup%20benchmark'
arabic="mailto:ar@example.org?subject=$(encode 'استفسار عن الطلب رقم ١٢٣٤')&body=$(encode 'مرحباً، أود أن أستفسر عن الطلب رقم ١٢٣٤. شكراً لكم.')"
japanese="mailto:ja@example.org?subject=$(encode '来週の会議について')&body=$(encode 'こんにちは。来週の会議の時間を確認させてください。よろしくお願いします。')"

# seed_ours HOME [LANGUAGE]: what our program finds in HOME: an account (so that the window
# opens on the message, not on the first-run setup) and the window's language, if given.
seed_ours() {
    local home=$1 language=${2:-}
    mkdir -p "$home/.config/mailto-preview" "$home/run"
    chmod 700 "$home/run"
    {
        [[ -n $language ]] && printf '[window]\nlanguage = "%s"\n\n' "$language"
        printf '[accounts.work]\nemail = "me@example.net"\nhost = "smtp.example.net"\nport = 587\nsecurity = "starttls"\nusername = "me@example.net"\npassword.command = ["pass", "show", "mail/work"]\n'
    } >"$home/.config/mailto-preview/config.toml"
    chmod 600 "$home/.config/mailto-preview/config.toml"
}

# home_env HOME: sets env_prefix, the environment prefix of a program started in HOME.
home_env() {
    env_prefix=(env HOME="$1" XDG_CONFIG_HOME="$1/.config" XDG_DATA_HOME="$1/.local/share"
        XDG_CACHE_HOME="$1/.cache" XDG_RUNTIME_DIR="$1/run")
}
