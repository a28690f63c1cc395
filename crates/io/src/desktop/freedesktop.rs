//! Linux and other freedesktop systems: a desktop entry, the icon in the hicolor theme, and
//! the default in `mimeapps.list`, all under the user's XDG directories.
//!
//! Specifications followed: Desktop Entry Specification 1.4 (the `Exec` key's quoting, string
//! escapes), Association between MIME types and applications 1.0.1 (`mimeapps.list` files,
//! their precedence, desktop-specific `$desktop-mimeapps.list`), Icon Theme Specification
//! (`hicolor`), Base Directory Specification (every path honours the XDG variables).

use std::path::{Path, PathBuf};

use super::{APP_ID, DESKTOP_ID, DesktopError, ICONS, MAILTO_MIME, Registration, Status};

/// The XDG directories and desktop names, read once from the environment (tests build one
/// from temporary directories).
#[derive(Debug, Clone)]
pub struct Xdg {
    /// `$XDG_CONFIG_HOME`, default `~/.config`.
    pub config_home: PathBuf,
    /// `$XDG_DATA_HOME`, default `~/.local/share`.
    pub data_home: PathBuf,
    /// `$XDG_CONFIG_DIRS`, default `/etc/xdg`.
    pub config_dirs: Vec<PathBuf>,
    /// `$XDG_DATA_DIRS`, default `/usr/local/share:/usr/share`.
    pub data_dirs: Vec<PathBuf>,
    /// `$XDG_CURRENT_DESKTOP`, lower-cased, in order.
    pub desktops: Vec<String>,
}

impl Xdg {
    /// From the environment, with the specifications' defaults.
    pub fn from_env() -> Result<Xdg, DesktopError> {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        let home = var("HOME").map(PathBuf::from);
        let home_dir = |name: &str, rel: &str| -> Result<PathBuf, DesktopError> {
            match var(name).map(PathBuf::from).filter(|p| p.is_absolute()) {
                Some(p) => Ok(p),
                None => Ok(home.clone().ok_or(DesktopError::NoHome)?.join(rel)),
            }
        };
        let list = |name: &str, default: &str| -> Vec<PathBuf> {
            let value = var(name).unwrap_or_else(|| default.into());
            std::env::split_paths(&value)
                .filter(|p| p.is_absolute())
                .collect()
        };
        Ok(Xdg {
            config_home: home_dir("XDG_CONFIG_HOME", ".config")?,
            data_home: home_dir("XDG_DATA_HOME", ".local/share")?,
            config_dirs: list("XDG_CONFIG_DIRS", "/etc/xdg"),
            data_dirs: list("XDG_DATA_DIRS", "/usr/local/share:/usr/share"),
            desktops: std::env::var("XDG_CURRENT_DESKTOP")
                .unwrap_or_default()
                .split(':')
                .filter(|d| !d.is_empty())
                .map(str::to_ascii_lowercase)
                .collect(),
        })
    }

    /// Every `mimeapps.list`, most important first (the association spec's lookup order).
    pub fn mimeapps_lists(&self) -> Vec<PathBuf> {
        let mut dirs = vec![self.config_home.clone()];
        dirs.extend(self.config_dirs.iter().cloned());
        dirs.push(self.data_home.join("applications"));
        dirs.extend(self.data_dirs.iter().map(|d| d.join("applications")));
        let mut lists = Vec::new();
        for dir in dirs {
            for desktop in &self.desktops {
                lists.push(dir.join(format!("{desktop}-mimeapps.list")));
            }
            lists.push(dir.join("mimeapps.list"));
        }
        lists
    }

    /// The user's own `mimeapps.list`, where `register` writes.
    pub fn user_list(&self) -> PathBuf {
        self.config_home.join("mimeapps.list")
    }

    /// The user's desktop-specific lists, which win over [`Xdg::user_list`].
    fn user_desktop_lists(&self) -> Vec<PathBuf> {
        self.desktops
            .iter()
            .map(|d| self.config_home.join(format!("{d}-mimeapps.list")))
            .collect()
    }

    /// Where `register` installs the service Send later's timer runs: the user units of
    /// programs installed in the home folder (systemd.unit(5)).
    pub fn queue_service_path(&self) -> PathBuf {
        self.data_home
            .join("systemd/user")
            .join(crate::queue::timer::SERVICE)
    }

    /// Where our desktop entry goes.
    pub fn entry_path(&self) -> PathBuf {
        self.data_home
            .join("applications")
            .join(format!("{APP_ID}.desktop"))
    }

    /// The installed desktop entry with this desktop file id, if any (a `-` in the id may
    /// stand for a subdirectory).
    pub fn find_entry(&self, id: &str) -> Option<PathBuf> {
        let dirs = std::iter::once(&self.data_home).chain(&self.data_dirs);
        for dir in dirs {
            let apps = dir.join("applications");
            let direct = apps.join(id);
            if direct.is_file() {
                return Some(direct);
            }
            if let Some((sub, rest)) = id.split_once('-') {
                let nested = apps.join(sub).join(rest);
                if nested.is_file() {
                    return Some(nested);
                }
            }
        }
        None
    }

    /// The user's hicolor icon theme.
    fn icons_dir(&self) -> PathBuf {
        self.data_home.join("icons").join("hicolor")
    }

    /// Our icon at `size` (`16x16`..., or `scalable` for the SVG) in the user's hicolor theme.
    fn icon_path(&self, size: &str) -> PathBuf {
        let ext = if size == "scalable" { "svg" } else { "png" };
        self.icons_dir()
            .join(size)
            .join("apps")
            .join(format!("{APP_ID}.{ext}"))
    }

    /// Where the login entry of resident mode goes (XDG Autostart specification).
    pub fn autostart_path(&self) -> PathBuf {
        self.config_home
            .join("autostart")
            .join(format!("{APP_ID}.desktop"))
    }

    fn state_path(&self) -> PathBuf {
        self.data_home
            .join("mailto-preview")
            .join("registration.json")
    }
}

/// The desktop entry that runs `exe` for mailto: links (Desktop Entry Specification 1.4).
/// Started from a menu (no link), `--window` opens an empty message. It is the packaged entry
/// (one source for its translated names and comments) with `exe` in Exec and TryExec.
pub fn desktop_entry(exe: &Path) -> Result<String, DesktopError> {
    const PACKAGED: &str =
        include_str!("../../../../packaging/linux/org.mailtopreview.MailtoPreview.desktop");
    let exe_text = exe
        .to_str()
        .filter(|s| !s.chars().any(char::is_control))
        .ok_or_else(|| DesktopError::UnwritablePath(exe.to_path_buf()))?;
    let mut entry = String::with_capacity(PACKAGED.len() + 2 * exe_text.len());
    for line in PACKAGED.lines() {
        if line.starts_with("Exec=") {
            entry.push_str(&format!(
                "Exec={} --window %u",
                escape_string(&quote_exec_arg(exe_text))
            ));
        } else if line.starts_with("TryExec=") {
            entry.push_str(&format!("TryExec={}", escape_string(exe_text)));
        } else {
            entry.push_str(line);
        }
        entry.push('\n');
    }
    Ok(entry)
}

/// The login entry that starts `exe` in the background (XDG Autostart specification), so that
/// the first click of the session opens at once. Hidden from menus; the desktop lists it with
/// the session's startup programs, where it can be turned off too.
pub fn autostart_entry(exe: &Path) -> Result<String, DesktopError> {
    let exe_text = exe
        .to_str()
        .filter(|s| !s.chars().any(char::is_control))
        .ok_or_else(|| DesktopError::UnwritablePath(exe.to_path_buf()))?;
    Ok(format!(
        "[Desktop Entry]\n\
         Type=Application\n\
         Version=1.4\n\
         Name=Mailto Preview (in the background)\n\
         Comment=Keeps Mailto Preview ready so that mailto: links open at once\n\
         Exec={} --resident\n\
         TryExec={}\n\
         Icon={APP_ID}\n\
         Terminal=false\n\
         NoDisplay=true\n\
         X-GNOME-Autostart-enabled=true\n",
        escape_string(&quote_exec_arg(exe_text)),
        escape_string(exe_text),
    ))
}

/// Installs (`on`) or removes the login entry; says what it did.
pub fn set_resident_at_login(
    xdg: &Xdg,
    exe: &Path,
    on: bool,
) -> Result<super::LoginEntry, DesktopError> {
    let path = xdg.autostart_path();
    if on {
        write(&path, autostart_entry(exe)?.as_bytes())?;
        Ok(super::LoginEntry::Written(path))
    } else if remove(&path)? {
        Ok(super::LoginEntry::Removed(path))
    } else {
        Ok(super::LoginEntry::NotThere)
    }
}

/// Whether the login entry is installed.
pub fn is_resident_at_login(xdg: &Xdg) -> bool {
    xdg.autostart_path().is_file()
}

/// Characters that oblige an `Exec` argument to be quoted.
const EXEC_RESERVED: &[char] = &[
    ' ', '\t', '\n', '"', '\'', '\\', '>', '<', '~', '|', '&', ';', '$', '*', '?', '#', '(', ')',
    '`',
];

/// Quotes one `Exec` argument where the spec requires it (a reserved character): in double
/// quotes, with `"`, `` ` ``, `$` and `\` escaped by a backslash; `%` is always doubled (field
/// codes). A plain path stays unquoted, because xdg-utils' `xdg-mime` reads the program as the
/// first word and does not unquote it.
fn quote_exec_arg(arg: &str) -> String {
    if !arg.contains(EXEC_RESERVED) {
        return arg.replace('%', "%%");
    }
    let mut out = String::from("\"");
    for c in arg.chars() {
        match c {
            '"' | '`' | '$' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            '%' => out.push_str("%%"),
            _ => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The string escapes of a desktop entry value (`\\`, and the whitespace escapes).
fn escape_string(s: &str) -> String {
    s.replace('\\', "\\\\")
}

fn unescape_string(s: &str) -> String {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('s') => out.push(' '),
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            // Not a string escape: left for the Exec quoting rules (`\"`, `\$`...).
            Some(other) => {
                out.push('\\');
                out.push(other);
            }
            None => out.push('\\'),
        }
    }
    out
}

/// The program an `Exec` value runs (its first argument, unquoted).
pub fn exec_program(exec: &str) -> Option<String> {
    exec_argv(exec).ok()?.into_iter().next()
}

/// An `Exec` value (as read from the file) split into arguments by the Desktop Entry
/// Specification's rules: string escapes first, then arguments separated by spaces, where a
/// double-quoted argument may hold spaces and escapes `"`, `` ` ``, `$` and `\` with a
/// backslash. Field codes (`%u`...) are left in place for the caller to expand.
pub fn exec_argv(exec: &str) -> Result<Vec<String>, String> {
    let exec = unescape_string(exec);
    let mut args = Vec::new();
    let mut chars = exec.chars().peekable();
    loop {
        while chars.next_if(|c| *c == ' ' || *c == '\t').is_some() {}
        let Some(first) = chars.next() else { break };
        let mut arg = String::new();
        if first == '"' {
            loop {
                match chars.next() {
                    None => return Err("a quoted argument is not closed".into()),
                    Some('"') => break,
                    Some('\\') => match chars.next() {
                        Some(c @ ('"' | '`' | '$' | '\\')) => arg.push(c),
                        _ => {
                            return Err(
                                "a backslash in a quoted argument escapes nothing it may".into()
                            );
                        }
                    },
                    Some(c) => arg.push(c),
                }
            }
            if chars.peek().is_some_and(|c| *c != ' ' && *c != '\t') {
                return Err("a quoted argument runs into the next one".into());
            }
        } else {
            arg.push(first);
            while let Some(c) = chars.next_if(|c| *c != ' ' && *c != '\t') {
                arg.push(c);
            }
        }
        args.push(arg);
    }
    if args.is_empty() {
        return Err("it names no program".into());
    }
    Ok(args)
}

/// The value of `key` in `group` of an INI-style file (desktop entry, mimeapps.list).
pub fn ini_value(text: &str, group: &str, key: &str) -> Option<String> {
    let mut in_group = false;
    for line in text.lines() {
        let line = line.trim();
        if line.starts_with('[') {
            in_group = line == format!("[{group}]");
        } else if in_group
            && let Some((k, v)) = line.split_once('=')
            && k.trim() == key
        {
            return Some(v.trim().to_string());
        }
    }
    None
}

/// `text` with `key` in `group` set to `value` (`None`: removed); every other line is kept
/// as it was. A missing group is added at the end.
pub fn ini_set(text: &str, group: &str, key: &str, value: Option<&str>) -> String {
    let header = format!("[{group}]");
    let mut out: Vec<String> = Vec::new();
    let mut in_group = false;
    let mut group_seen = false;
    let mut done = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if trimmed.starts_with('[') {
            if in_group && !done {
                if let Some(v) = value {
                    insert_before_blank_tail(&mut out, format!("{key}={v}"));
                }
                done = true;
            }
            in_group = trimmed == header;
            group_seen |= in_group;
            out.push(line.to_string());
            continue;
        }
        if in_group
            && trimmed
                .split_once('=')
                .is_some_and(|(k, _)| k.trim() == key)
        {
            if !done && let Some(v) = value {
                out.push(format!("{key}={v}"));
            }
            done = true;
            continue;
        }
        out.push(line.to_string());
    }
    if !done && let Some(v) = value {
        if in_group {
            insert_before_blank_tail(&mut out, format!("{key}={v}"));
        } else if !group_seen {
            if out.last().is_some_and(|l| !l.trim().is_empty()) {
                out.push(String::new());
            }
            out.push(header);
            out.push(format!("{key}={v}"));
        }
    }
    let mut text = out.join("\n");
    text.push('\n');
    text
}

/// Adds `line` to the end of a group, above the blank lines that separate it from the next.
fn insert_before_blank_tail(out: &mut Vec<String>, line: String) {
    let at = out
        .iter()
        .rposition(|l| !l.trim().is_empty())
        .map_or(0, |i| i + 1);
    out.insert(at, line);
}

/// What `register` remembers so that `unregister` can put things back: for each list it
/// changed, the value the mailto default had there before (`None`: it was not set).
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
struct Remembered {
    previous: Vec<(PathBuf, Option<String>)>,
}

impl Remembered {
    /// What an earlier `register` remembered; nothing when it did not run (or its file is
    /// unreadable as JSON, which only means there is nothing to restore).
    fn read(path: &Path) -> Result<Remembered, DesktopError> {
        Ok(read(path)?
            .and_then(|t| serde_json::from_str(&t).ok())
            .unwrap_or_default())
    }
}

/// The mail handler that was the default before `register`, as a desktop file id (the first
/// one remembered that is not ours), if `register` ran and there was one.
pub fn previous_handler(xdg: &Xdg) -> Option<String> {
    let remembered = Remembered::read(&xdg.state_path()).ok()?;
    remembered
        .previous
        .iter()
        .filter_map(|(_, value)| value.as_deref())
        .flat_map(|v| v.split(';'))
        .find(|id| !id.is_empty() && *id != DESKTOP_ID)
        .map(str::to_string)
}

fn read(path: &Path) -> Result<Option<String>, DesktopError> {
    match std::fs::read_to_string(path) {
        Ok(t) => Ok(Some(t)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(source) => Err(DesktopError::Io {
            path: path.to_path_buf(),
            source,
        }),
    }
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), DesktopError> {
    let io = |source| DesktopError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    // A crash never leaves half a mimeapps.list.
    crate::files::replace(path, bytes, false).map_err(io)
}

fn remove(path: &Path) -> Result<bool, DesktopError> {
    match std::fs::remove_file(path) {
        Ok(()) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(source) => Err(DesktopError::Io {
            path: path.to_path_buf(),
            source,
        }),
    }
}

const DEFAULTS: &str = "Default Applications";

/// Makes `exe` the user's mailto: handler.
pub fn register(xdg: &Xdg, exe: &Path) -> Result<Registration, DesktopError> {
    let mut done = Vec::new();
    let entry = xdg.entry_path();
    write(&entry, desktop_entry(exe)?.as_bytes())?;
    done.push(format!("wrote the desktop entry {}", entry.display()));
    if exe.to_str().is_some_and(|e| e.contains(EXEC_RESERVED)) {
        done.push(format!(
            "warning: {} has a space or shell character in its path; it is quoted as the specification says, but xdg-utils' xdg-mime and xdg-open do not unquote it: install the binary under a plain path",
            exe.display()
        ));
    }
    for (size, bytes) in ICONS {
        write(&xdg.icon_path(size), bytes)?;
    }
    done.push(format!(
        "installed the icon in {} ({} sizes)",
        xdg.icons_dir().display(),
        ICONS.len()
    ));
    // The service the queue's timer runs (a package installs it in /usr/lib/systemd/user).
    let service = xdg.queue_service_path();
    write(&service, crate::queue::timer::service_unit(exe).as_bytes())?;
    done.push(format!(
        "installed {} (Send later's timer runs it)",
        service.display()
    ));

    let state_path = xdg.state_path();
    let mut remembered = Remembered::read(&state_path)?;
    // The user's list, and any desktop-specific list of theirs that names a mailto handler
    // (it would win over the plain list, so ours would not count).
    let ours = format!("{DESKTOP_ID};");
    let mut lists = vec![(xdg.user_list(), read(&xdg.user_list())?.unwrap_or_default())];
    for list in xdg.user_desktop_lists() {
        if let Some(text) = read(&list)?
            && ini_value(&text, DEFAULTS, MAILTO_MIME).is_some()
        {
            lists.push((list, text));
        }
    }
    for (list, text) in lists {
        let before = ini_value(&text, DEFAULTS, MAILTO_MIME);
        if before.as_deref() != Some(ours.as_str()) {
            // Registering twice must not forget what was there before the first time.
            if !remembered.previous.iter().any(|(p, _)| p == &list) {
                remembered.previous.push((list.clone(), before.clone()));
            }
            write(
                &list,
                ini_set(&text, DEFAULTS, MAILTO_MIME, Some(&ours)).as_bytes(),
            )?;
        }
        done.push(format!(
            "set {MAILTO_MIME}={DESKTOP_ID} in {} (it was {})",
            list.display(),
            before.as_deref().unwrap_or("unset")
        ));
    }
    let json = serde_json::to_string_pretty(&remembered).unwrap_or_default();
    write(&state_path, json.as_bytes())?;
    done.extend(update_desktop_database(xdg));
    Ok(Registration { done })
}

/// Puts back the mailto default that `register` replaced, and removes what it installed.
pub fn unregister(xdg: &Xdg) -> Result<Registration, DesktopError> {
    let mut done = Vec::new();
    let state_path = xdg.state_path();
    let remembered = Remembered::read(&state_path)?;
    let ours = format!("{DESKTOP_ID};");
    for (list, previous) in &remembered.previous {
        let Some(text) = read(list)? else { continue };
        let now = ini_value(&text, DEFAULTS, MAILTO_MIME);
        if now.as_deref() != Some(ours.as_str()) {
            done.push(format!(
                "left {} alone: the mailto handler there was changed since to {}",
                list.display(),
                now.as_deref().unwrap_or("nothing")
            ));
            continue;
        }
        write(
            list,
            ini_set(&text, DEFAULTS, MAILTO_MIME, previous.as_deref()).as_bytes(),
        )?;
        done.push(match previous {
            Some(p) => format!("restored {MAILTO_MIME}={p} in {}", list.display()),
            None => format!("removed our {MAILTO_MIME} default from {}", list.display()),
        });
    }
    // A default we set without remembering (state lost) is still ours to remove.
    let user = xdg.user_list();
    if !remembered.previous.iter().any(|(p, _)| p == &user)
        && let Some(text) = read(&user)?
        && ini_value(&text, DEFAULTS, MAILTO_MIME).as_deref() == Some(ours.as_str())
    {
        write(
            &user,
            ini_set(&text, DEFAULTS, MAILTO_MIME, None).as_bytes(),
        )?;
        done.push(format!(
            "removed our {MAILTO_MIME} default from {}",
            user.display()
        ));
    }
    if remove(&xdg.entry_path())? {
        done.push(format!(
            "removed the desktop entry {}",
            xdg.entry_path().display()
        ));
    }
    for (size, _) in ICONS {
        remove(&xdg.icon_path(size))?;
    }
    // The service, and the timer the queue set with its own copy of it in the config folder:
    // they would run a program that is going away.
    let units = xdg.config_home.join("systemd/user");
    for unit in [
        xdg.queue_service_path(),
        units.join(crate::queue::timer::TIMER),
        units.join(crate::queue::timer::SERVICE),
    ] {
        if remove(&unit)? {
            done.push(format!("removed {}", unit.display()));
        }
    }
    remove(&state_path)?;
    if remove(&xdg.autostart_path())? {
        done.push(format!(
            "removed the login entry {}",
            xdg.autostart_path().display()
        ));
    }
    if done.is_empty() {
        done.push("Mailto Preview was not registered for this user: nothing to undo".into());
    } else {
        done.extend(update_desktop_database(xdg));
    }
    Ok(Registration { done })
}

/// Refreshes the user's MIME cache when the tool is installed; without it, the lists alone
/// decide (the cache only lists which entries can open what).
fn update_desktop_database(xdg: &Xdg) -> Option<String> {
    let dir = xdg.data_home.join("applications");
    match std::process::Command::new("update-desktop-database")
        .arg(&dir)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .output()
    {
        Ok(out) if out.status.success() => {
            Some(format!("ran update-desktop-database {}", dir.display()))
        }
        Ok(out) => Some(format!(
            "update-desktop-database failed ({}); the default is set all the same",
            String::from_utf8_lossy(&out.stderr).trim()
        )),
        Err(_) => None,
    }
}

/// Which handler the system would start for a mailto: link, and whether it is us.
pub fn status(xdg: &Xdg) -> Result<Status, DesktopError> {
    let mut status = Status::default();
    let mut winner: Option<(PathBuf, String, PathBuf)> = None;
    let mut ours_in: Option<PathBuf> = None;
    for list in xdg.mimeapps_lists() {
        let Some(text) = read(&list)? else { continue };
        let Some(value) = ini_value(&text, DEFAULTS, MAILTO_MIME) else {
            continue;
        };
        for id in value.split(';').map(str::trim).filter(|i| !i.is_empty()) {
            if id == DESKTOP_ID && ours_in.is_none() {
                ours_in = Some(list.clone());
            }
            match xdg.find_entry(id) {
                Some(entry) if winner.is_none() => {
                    winner = Some((list.clone(), id.to_string(), entry));
                }
                None if winner.is_none() => status.problems.push(format!(
                    "{} names {id}, which is not installed (it is skipped)",
                    list.display()
                )),
                _ => {}
            }
        }
    }
    let (source, id, entry) = match winner {
        Some(w) => w,
        None => match cached_handler(xdg) {
            Some((id, entry)) => (
                PathBuf::from("mimeinfo.cache (no default is set)"),
                id,
                entry,
            ),
            None => {
                status
                    .problems
                    .push("no application handles mailto: links".into());
                return Ok(status);
            }
        },
    };
    let text = read(&entry)?.unwrap_or_default();
    let program = ini_value(&text, "Desktop Entry", "Exec").and_then(|e| exec_program(&e));
    status.is_us = id == DESKTOP_ID
        || program.as_deref().is_some_and(|p| {
            Path::new(p)
                .file_name()
                .is_some_and(|n| n == "mailto-preview")
        });
    if let Some(p) = &program {
        let resolved = resolve_program(p);
        match &resolved {
            Some(path) if !is_executable(path) => status.problems.push(format!(
                "{} runs {}, which is not an executable file",
                entry.display(),
                path.display()
            )),
            None => status.problems.push(format!(
                "{} runs {p}, which does not exist (run `mailto-preview register` again from the installed binary)",
                entry.display()
            )),
            _ => {}
        }
        status.program = resolved.or_else(|| Some(PathBuf::from(p)));
    }
    if !status.is_us
        && let Some(list) = ours_in
    {
        status.problems.push(format!(
            "{} names Mailto Preview, but {} comes first and names {id}",
            list.display(),
            source.display()
        ));
    }
    status.handler = Some(id);
    status.source = Some(source.display().to_string());
    status.entry = Some(entry);
    Ok(status)
}

/// The first desktop entry that says it opens mailto: in a `mimeinfo.cache` (what the
/// system falls back to when no list sets a default).
fn cached_handler(xdg: &Xdg) -> Option<(String, PathBuf)> {
    let dirs = std::iter::once(&xdg.data_home).chain(&xdg.data_dirs);
    for dir in dirs {
        let cache = dir.join("applications").join("mimeinfo.cache");
        let Ok(text) = std::fs::read_to_string(&cache) else {
            continue;
        };
        let Some(value) = ini_value(&text, "MIME Cache", MAILTO_MIME) else {
            continue;
        };
        for id in value.split(';').filter(|i| !i.is_empty()) {
            if let Some(entry) = xdg.find_entry(id) {
                return Some((id.to_string(), entry));
            }
        }
    }
    None
}

/// An `Exec` program as a path: absolute as written, else looked up on `PATH`.
pub(crate) fn resolve_program(program: &str) -> Option<PathBuf> {
    let p = Path::new(program);
    if p.is_absolute() {
        return p.exists().then(|| p.to_path_buf());
    }
    std::env::split_paths(&std::env::var_os("PATH")?)
        .map(|dir| dir.join(program))
        .find(|c| c.is_file())
}

pub(crate) fn is_executable(path: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        path.metadata()
            .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
    }
    #[cfg(not(unix))]
    {
        path.is_file()
    }
}

#[cfg(test)]
mod tests;
