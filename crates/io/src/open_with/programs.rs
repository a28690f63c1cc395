//! Installed mail programs: every desktop entry that opens `mailto:` links other than ours
//! (freedesktop), the apps LaunchServices knows for the scheme (macOS), the programs registered
//! for it (Windows); and the exact command that gives one of them the reviewed message.
//!
//! What a program receives is a canonical `mailto:` URI written by our encoder from the
//! reviewed draft, never the original link: only To, Cc, Bcc, Subject, Body and the reply
//! headers, so a client that would attach a file named by `attach=` or take `from=` never sees
//! them.

use std::path::{Path, PathBuf};

use super::{Action, Handed, Handover, MAX_ARGUMENT, OpenWithError};
use crate::desktop::freedesktop::exec_argv;
use crate::i18n::Text;

#[cfg(all(test, unix, not(target_os = "macos")))]
pub(super) use platform::scan;

/// An installed mail program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Program {
    /// Its id: the desktop file id without `.desktop` (`claws-mail`), a bundle id on macOS, a
    /// registered application's name on Windows.
    pub id: String,
    /// Its name, as on the button.
    pub name: String,
    /// Where it was found (the desktop entry, the bundle, the registry key).
    pub source: String,
    /// How it is started.
    launcher: Launcher,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Launcher {
    /// A desktop entry's `Exec` line (Desktop Entry Specification 1.4).
    #[cfg_attr(any(target_os = "macos", windows), allow(dead_code))]
    DesktopEntry {
        exec: String,
        icon: Option<String>,
        entry: PathBuf,
    },
    /// A macOS app by bundle id, through `open -b`.
    #[cfg_attr(not(target_os = "macos"), allow(dead_code))]
    Bundle,
    /// A Windows `shell\open\command` line with `%1`.
    #[cfg_attr(not(windows), allow(dead_code))]
    Command(String),
}

/// The mail programs installed here, by name.
pub fn installed_programs() -> Vec<Program> {
    platform::installed()
}

/// The id of the mail program that was the default before `register`, if it is known.
pub fn previous_default() -> Option<String> {
    platform::previous()
}

/// Programs in the order a person looks for them: by name, ignoring case.
fn sort_by_name(programs: &mut [Program]) {
    programs.sort_by_cached_key(|p| p.name.to_lowercase());
}

impl Program {
    /// What handing `handed` to this program does.
    pub(super) fn handover(&self, handed: &Handed) -> Result<Handover, OpenWithError> {
        let mut body_left_out = None;
        let mut notes = Vec::new();
        let mut uri = handed.mailto()?;
        if uri.len() > MAX_ARGUMENT && !handed.body.is_empty() {
            let without = Handed {
                body: String::new(),
                ..handed.clone()
            };
            notes.push(
                Text::new("handoff-too-long-program")
                    .arg("target", &self.name)
                    .arg("length", uri.len())
                    .arg("max", MAX_ARGUMENT),
            );
            uri = without.mailto()?;
            body_left_out = Some(handed.body.clone());
        }
        if !handed.bare.bcc.is_empty()
            && DROPS_BCC
                .iter()
                .any(|p| self.id.to_ascii_lowercase().starts_with(p))
        {
            notes.push(
                Text::new("handoff-no-bcc")
                    .arg("target", &self.name)
                    .arg("bcc", handed.bare.bcc.join(", ")),
            );
        }
        let family = Family::of(&self.id);
        if family == Some(Family::Evolution) {
            // Evolution's own syntax: attach= in the link it is given, a file: URL each.
            uri = with_attach_fields(&uri, &handed.files);
        }
        let mut argv = match &self.launcher {
            Launcher::DesktopEntry { exec, icon, entry } => {
                let template = exec_argv(exec).map_err(|detail| OpenWithError::BadEntry {
                    program: self.id.clone(),
                    detail,
                })?;
                expand(&template, &uri, &self.name, icon.as_deref(), entry).map_err(|detail| {
                    OpenWithError::BadEntry {
                        program: self.id.clone(),
                        detail,
                    }
                })?
            }
            Launcher::Bundle => vec!["open".into(), "-b".into(), self.id.clone(), uri.clone()],
            Launcher::Command(command) => expand_windows(&split_windows_command(command), &uri),
        };
        let mut files_left_out = Vec::new();
        if !handed.files.is_empty() {
            match family {
                // `--attach FILE...` after the link (claws-mail --help, sylpheed --help).
                Some(Family::Claws) => {
                    argv.push("--attach".into());
                    argv.extend(handed.files.iter().map(|p| p.display().to_string()));
                }
                // `-compose "...,attachment='file:///a,file:///b'"` (Thunderbird's command
                // line); the link's fields go with it, since -compose takes one argument.
                Some(Family::Thunderbird) => match thunderbird_compose(handed) {
                    Some(compose) => {
                        argv.retain(|a| *a != uri);
                        if argv.last().is_none_or(|a| a != "-compose") {
                            argv.push("-compose".into());
                        }
                        argv.push(compose);
                    }
                    None => {
                        notes.extend(super::files_not_carried(handed, &self.name));
                        files_left_out = handed.files.clone();
                    }
                },
                Some(Family::Evolution) => {}
                None => {
                    notes.extend(super::files_not_carried(handed, &self.name));
                    files_left_out = handed.files.clone();
                }
            }
        }
        Ok(Handover {
            label: self.name.clone(),
            action: Action::Run(argv),
            body_left_out,
            writes: if files_left_out.is_empty() {
                handed.writes.clone()
            } else {
                Vec::new()
            },
            files_left_out,
            notes,
        })
    }
}

/// Mail programs with a documented way to take files when they are started.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Family {
    /// Claws Mail and Sylpheed: `--attach FILE...`.
    Claws,
    /// Thunderbird: `-compose "attachment='URL,URL'"`.
    Thunderbird,
    /// Evolution: `attach=` in the link.
    Evolution,
}

impl Family {
    fn of(id: &str) -> Option<Family> {
        let id = id.to_ascii_lowercase();
        let id = id.rsplit('.').next().unwrap_or(&id).to_string();
        if id.starts_with("claws-mail") || id.starts_with("sylpheed") {
            Some(Family::Claws)
        } else if id.contains("thunderbird") {
            Some(Family::Thunderbird)
        } else if id.starts_with("evolution") {
            Some(Family::Evolution)
        } else {
            None
        }
    }
}

/// The link with an `attach=` field for each file, as Evolution reads them.
fn with_attach_fields(uri: &str, files: &[std::path::PathBuf]) -> String {
    let mut uri = uri.to_string();
    for file in files {
        let Ok(url) = url::Url::from_file_path(file) else {
            continue;
        };
        uri.push(if uri.contains('?') { '&' } else { '?' });
        uri.push_str("attach=");
        uri.extend(percent_encoding::utf8_percent_encode(
            url.as_str(),
            percent_encoding::NON_ALPHANUMERIC,
        ));
    }
    uri
}

/// Thunderbird's `-compose` argument for `handed`, files included: `key='value'` pairs
/// separated by commas. A value with a `'` cannot be quoted there (Thunderbird's parser has no
/// escape for it): `None`, and the files are left to the person.
fn thunderbird_compose(handed: &Handed) -> Option<String> {
    let files: Vec<String> = handed
        .files
        .iter()
        .filter_map(|p| url::Url::from_file_path(p).ok())
        .map(|u| u.to_string())
        .collect();
    let fields = [
        ("to", handed.shown.to.join(",")),
        ("cc", handed.shown.cc.join(",")),
        ("bcc", handed.shown.bcc.join(",")),
        ("subject", handed.subject.clone()),
        ("body", handed.body.clone()),
        ("attachment", files.join(",")),
    ];
    if fields.iter().any(|(_, v)| v.contains('\'')) {
        return None;
    }
    Some(
        fields
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| format!("{k}='{v}'"))
            .collect::<Vec<_>>()
            .join(","),
    )
}

/// Mail programs whose mailto: reader ignores `bcc` (seen with Sylpheed 3.8: it reads only to,
/// cc, subject, in-reply-to and body), by desktop entry id prefix: the person is told, since the
/// hidden recipients they approved would otherwise be lost without a word.
const DROPS_BCC: &[&str] = &["sylpheed"];

/// Expands an Exec line's field codes (Desktop Entry Specification 1.4, "The Exec key"): `%u`
/// and `%U` become the link; `%f` and `%F` (files) nothing, since a link is not a file; `%i`
/// the icon as `--icon NAME` (nothing without one); `%c` the name; `%k` the entry's path; `%%`
/// a percent sign; the deprecated codes nothing. An entry that says no `%u` or `%U` gets the
/// link as its last argument, so that it is never silently opened empty.
///
/// A link inside an argument that was quoted (it holds a space, as in `sh -c "prog %u"`) is
/// refused: the specification leaves that undefined, and it would put the link into another
/// program's syntax (a shell's) that our encoding does not protect against.
fn expand(
    template: &[String],
    uri: &str,
    name: &str,
    icon: Option<&str>,
    entry: &Path,
) -> Result<Vec<String>, String> {
    let mut argv = Vec::new();
    let mut placed = false;
    for arg in template {
        match arg.as_str() {
            "%u" | "%U" => {
                if !placed {
                    argv.push(uri.to_string());
                    placed = true;
                }
                continue;
            }
            "%f" | "%F" | "%d" | "%D" | "%n" | "%N" | "%v" | "%m" => continue,
            "%i" => {
                if let Some(icon) = icon.filter(|i| !i.is_empty()) {
                    argv.push("--icon".into());
                    argv.push(icon.into());
                }
                continue;
            }
            _ => {}
        }
        let mut out = String::new();
        let mut chars = arg.chars();
        while let Some(c) = chars.next() {
            if c != '%' {
                out.push(c);
                continue;
            }
            match chars.next() {
                Some('%') => out.push('%'),
                Some('c') => out.push_str(name),
                Some('k') => out.push_str(&entry.to_string_lossy()),
                Some('u' | 'U') if arg.contains([' ', '\t']) => {
                    return Err(format!(
                        "its Exec line puts the link inside the quoted argument \"{arg}\", which the Desktop Entry Specification leaves undefined"
                    ));
                }
                // Inside a larger argument (`--compose=%u`): one link, once.
                Some('u' | 'U') if !placed => {
                    out.push_str(uri);
                    placed = true;
                }
                // Other codes inside an argument expand to nothing.
                _ => {}
            }
        }
        argv.push(out);
    }
    if !placed {
        argv.push(uri.to_string());
    }
    Ok(argv)
}

/// A Windows command line split into arguments (double quotes group; no escapes in
/// registry command lines of the `"C:\...\app.exe" "%1"` kind).
fn split_windows_command(command: &str) -> Vec<String> {
    let mut args = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    let mut any = false;
    for c in command.chars() {
        match c {
            '"' => {
                quoted = !quoted;
                any = true;
            }
            ' ' | '\t' if !quoted => {
                if any {
                    args.push(std::mem::take(&mut current));
                    any = false;
                }
            }
            _ => {
                current.push(c);
                any = true;
            }
        }
    }
    if any {
        args.push(current);
    }
    args
}

/// `%1` (and `%L`) replaced by the link, which is added last when the command has none.
fn expand_windows(template: &[String], uri: &str) -> Vec<String> {
    let mut placed = false;
    let mut argv: Vec<String> = template
        .iter()
        .map(|a| {
            if a.contains("%1") || a.contains("%L") || a.contains("%l") {
                placed = true;
                a.replace("%1", uri).replace("%L", uri).replace("%l", uri)
            } else {
                a.clone()
            }
        })
        .collect();
    if !placed {
        argv.push(uri.to_string());
    }
    argv
}

#[cfg(all(unix, not(target_os = "macos")))]
mod platform {
    use super::*;
    use crate::desktop::freedesktop::{self, Xdg, ini_value};
    use crate::desktop::{APP_ID, MAILTO_MIME};

    /// Every application entry that opens mailto: links in these XDG directories, ours excepted,
    /// by name. The first entry with an id wins, as the specification says (the user's data
    /// directory first).
    pub fn scan(xdg: &Xdg) -> Vec<Program> {
        let mut seen: Vec<String> = Vec::new();
        let mut programs = Vec::new();
        let dirs = std::iter::once(&xdg.data_home).chain(&xdg.data_dirs);
        for dir in dirs {
            let apps = dir.join("applications");
            let mut entries = Vec::new();
            collect_entries(&apps, &apps, 0, &mut entries);
            entries.sort();
            for (id, path) in entries {
                if seen.contains(&id) {
                    continue;
                }
                seen.push(id.clone());
                if let Some(p) = read_entry(&id, &path) {
                    programs.push(p);
                }
            }
        }
        sort_by_name(&mut programs);
        programs
    }

    /// Desktop entries under `dir`, with their desktop file ids (a subdirectory adds `sub-`).
    fn collect_entries(root: &Path, dir: &Path, depth: usize, out: &mut Vec<(String, PathBuf)>) {
        let Ok(read) = std::fs::read_dir(dir) else {
            return;
        };
        for e in read.flatten() {
            let path = e.path();
            if path.is_dir() && depth < 4 {
                collect_entries(root, &path, depth + 1, out);
            } else if let Some(rel) = path
                .strip_prefix(root)
                .ok()
                .and_then(|r| r.to_str())
                .and_then(|r| r.strip_suffix(".desktop"))
            {
                out.push((rel.replace('/', "-"), path));
            }
        }
    }

    /// The program an entry describes, if it is a usable application that opens mailto: links.
    fn read_entry(id: &str, path: &Path) -> Option<Program> {
        if id == APP_ID {
            return None;
        }
        let text = std::fs::read_to_string(path).ok()?;
        let get = |key: &str| ini_value(&text, "Desktop Entry", key);
        let handles_mailto = get("MimeType").is_some_and(|m| {
            m.split(';')
                .any(|t| t.trim().eq_ignore_ascii_case(MAILTO_MIME))
        });
        if !handles_mailto
            || get("Type").as_deref() != Some("Application")
            || get("Hidden").as_deref() == Some("true")
        {
            return None;
        }
        // TryExec names a program that must be installed for the entry to count.
        if let Some(try_exec) = get("TryExec")
            && !freedesktop::resolve_program(&try_exec)
                .is_some_and(|p| freedesktop::is_executable(&p))
        {
            return None;
        }
        let exec = get("Exec")?;
        let program = exec_argv(&exec).ok()?.into_iter().next()?;
        let path = freedesktop::resolve_program(&program)?;
        // Ourselves under another id (a packaged entry beside the one `register` wrote).
        let same = |a: &Path, b: &Path| dunce::canonicalize(a).ok() == dunce::canonicalize(b).ok();
        if std::env::current_exe().is_ok_and(|me| same(&me, &path)) {
            return None;
        }
        Some(Program {
            id: id.to_string(),
            name: get("Name").unwrap_or_else(|| id.to_string()),
            source: path.display().to_string(),
            launcher: Launcher::DesktopEntry {
                exec,
                icon: get("Icon"),
                entry: path.to_path_buf(),
            },
        })
    }

    /// Inside a Flatpak sandbox the host's programs cannot be started (and the portal would
    /// give a mailto: link back to its default handler, which may be us).
    pub fn installed() -> Vec<Program> {
        if crate::open_with::sandboxed() {
            return Vec::new();
        }
        Xdg::from_env().map(|x| scan(&x)).unwrap_or_default()
    }

    pub fn previous() -> Option<String> {
        let xdg = Xdg::from_env().ok()?;
        freedesktop::previous_handler(&xdg).map(|id| id.trim_end_matches(".desktop").to_string())
    }
}

#[cfg(target_os = "macos")]
mod platform {
    use super::*;
    use crate::desktop::APP_ID;

    /// Every app LaunchServices knows for `mailto:`, ours excepted.
    pub fn installed() -> Vec<Program> {
        let mut programs: Vec<Program> = crate::desktop::macos_ffi::all_mailto_handlers()
            .into_iter()
            .filter(|id| !id.eq_ignore_ascii_case(APP_ID))
            .map(|id| Program {
                name: id.rsplit('.').next().unwrap_or(&id).to_string(),
                source: format!("LaunchServices ({id})"),
                id,
                launcher: Launcher::Bundle,
            })
            .collect();
        sort_by_name(&mut programs);
        programs
    }

    pub fn previous() -> Option<String> {
        crate::desktop::macos::previous_handler()
    }
}

#[cfg(windows)]
mod platform {
    use super::*;
    use winreg::RegKey;
    use winreg::enums::{HKEY_CLASSES_ROOT, HKEY_CURRENT_USER, HKEY_LOCAL_MACHINE};

    /// Every application in `RegisteredApplications` (per user, then per machine) whose
    /// capabilities name a ProgID for `mailto`, with that ProgID's open command.
    pub fn installed() -> Vec<Program> {
        let mut programs: Vec<Program> = Vec::new();
        for root in [HKEY_CURRENT_USER, HKEY_LOCAL_MACHINE] {
            let root = RegKey::predef(root);
            let Ok(apps) = root.open_subkey(r"Software\RegisteredApplications") else {
                continue;
            };
            for (name, value) in apps.enum_values().flatten() {
                let caps = value.to_string();
                let Ok(assoc) = root.open_subkey(format!(r"{caps}\URLAssociations")) else {
                    continue;
                };
                let Ok(prog_id) = assoc.get_value::<String, _>("mailto") else {
                    continue;
                };
                if prog_id == crate::desktop::windows::PROG_ID
                    || programs.iter().any(|p| p.id == name)
                {
                    continue;
                }
                let classes = RegKey::predef(HKEY_CLASSES_ROOT);
                let Ok(command) = classes
                    .open_subkey(format!(r"{prog_id}\shell\open\command"))
                    .and_then(|k| k.get_value::<String, _>(""))
                else {
                    continue;
                };
                programs.push(Program {
                    id: name.clone(),
                    name,
                    source: format!(r"registry: {prog_id}"),
                    launcher: Launcher::Command(command),
                });
            }
        }
        sort_by_name(&mut programs);
        programs
    }

    pub fn previous() -> Option<String> {
        None
    }
}

#[cfg(not(any(unix, windows)))]
mod platform {
    use super::*;

    pub fn installed() -> Vec<Program> {
        Vec::new()
    }

    pub fn previous() -> Option<String> {
        None
    }
}

/// A program from a desktop entry with `Icon=` the id, for tests.
#[cfg(test)]
pub(super) fn desktop_program(id: &str, name: &str, exec: &str) -> Program {
    desktop_program_with_icon(id, name, exec, Some(id))
}

/// A program from a desktop entry with this `Icon=`, for tests.
#[cfg(test)]
pub(super) fn desktop_program_with_icon(
    id: &str,
    name: &str,
    exec: &str,
    icon: Option<&str>,
) -> Program {
    Program {
        id: id.into(),
        name: name.into(),
        source: format!("/usr/share/applications/{id}.desktop"),
        launcher: Launcher::DesktopEntry {
            exec: exec.into(),
            icon: icon.map(str::to_string),
            entry: PathBuf::from(format!("/usr/share/applications/{id}.desktop")),
        },
    }
}
