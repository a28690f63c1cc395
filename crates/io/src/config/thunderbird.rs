//! `config import-thunderbird`: the sending accounts of a Thunderbird profile as ours.
//!
//! Thunderbird keeps its settings in the profile's `prefs.js`, one `user_pref("name", value);`
//! a line, written by Thunderbird itself (`modules/libpref/Preferences.cpp`): a string in double
//! quotes with JavaScript escapes, an integer, or `true`/`false`. The file is JavaScript in
//! form only: it is read line by line, never evaluated, and a line that is not such a call is
//! skipped (comments) or, when it starts like one and is not, refused with its line number.
//! The profiles are listed in `profiles.ini` in `~/.thunderbird` (also
//! `~/.var/app/org.mozilla.Thunderbird/.thunderbird` for the Flatpak and
//! `~/snap/thunderbird/common/.thunderbird` for the Snap).
//!
//! An account is an identity (`mail.identity.idN`: `useremail`, `fullName`, `smtpServer`,
//! `htmlSigText`) of an account of `mail.accountmanager.accounts`, its SMTP server
//! (`mail.smtpserver.smtpN`: `hostname`, `port`, `try_ssl` 0 none, 2 STARTTLS, 3 TLS,
//! `username`, `authMethod` 1 none, 3 and 4 a password, 10 OAuth 2.0) and the account's IMAP
//! server (`mail.server.serverN`: `type`, `hostname`, `port`, `socketType`, `userName`).
//! Passwords stay where Thunderbird keeps them: the imported account asks the system keyring,
//! where the person types it once (`mailto-preview config password`). Thunderbird's client id
//! and tokens are Thunderbird's: an account that signs in with OAuth 2.0 is taken as
//! [`super::imported_oauth`] says (the person signs in again, or uses an app password, or is
//! pointed to GNOME Online Accounts).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use super::msmtp::{ImportError, Imported};
use super::{Account, Imap, Login, PasswordSource, Security, Server, Smtp, Transport};
use crate::mailto::{Field, parse_address_list};

/// The largest prefs.js read: Thunderbird's own are tens of kilobytes.
pub const MAX_PREFS_BYTES: u64 = 8 * 1024 * 1024;

/// A preference's value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Pref {
    /// A string.
    Text(String),
    /// An integer.
    Int(i64),
    /// A boolean.
    Bool(bool),
}

type Prefs = BTreeMap<String, Pref>;

/// The folders Thunderbird keeps its profiles in, under `home`, with a `profiles.ini`.
pub fn profile_roots(home: &Path) -> Vec<PathBuf> {
    [
        ".thunderbird",
        ".var/app/org.mozilla.Thunderbird/.thunderbird",
        "snap/thunderbird/common/.thunderbird",
    ]
    .iter()
    .map(|p| home.join(p))
    .filter(|p| p.join("profiles.ini").is_file())
    .collect()
}

/// The profiles `profiles.ini` in `root` lists, the default one first.
pub fn profiles(root: &Path) -> Result<Vec<PathBuf>, ImportError> {
    let ini_path = root.join("profiles.ini");
    let text = read_bounded(&ini_path)?;
    let mut found: Vec<(bool, PathBuf)> = Vec::new();
    let mut installed_default: Option<String> = None;
    let (mut path, mut relative, mut default) = (None::<String>, true, false);
    let mut flush = |path: &mut Option<String>, relative: bool, default: bool| {
        if let Some(p) = path.take() {
            let dir = if relative {
                root.join(&p)
            } else {
                PathBuf::from(&p)
            };
            found.push((default, dir));
        }
    };
    let mut section = String::new();
    for line in text.lines().map(str::trim) {
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            flush(&mut path, relative, default);
            (relative, default) = (true, false);
            section = name.to_string();
            continue;
        }
        let Some((key, value)) = line.split_once('=') else {
            continue;
        };
        let (key, value) = (key.trim(), value.trim());
        match (
            section.starts_with("Profile"),
            section.starts_with("Install"),
            key,
        ) {
            (true, _, "Path") => path = Some(value.to_string()),
            (true, _, "IsRelative") => relative = value != "0",
            (true, _, "Default") => default = value == "1",
            // Thunderbird 68 and later: the default of each installation.
            (_, true, "Default") => installed_default = Some(value.to_string()),
            _ => {}
        }
    }
    flush(&mut path, relative, default);
    if let Some(d) = installed_default {
        let d = root.join(d);
        for (default, dir) in &mut found {
            *default = *dir == d;
        }
    }
    found.sort_by_key(|(default, _)| !*default);
    Ok(found.into_iter().map(|(_, dir)| dir).collect())
}

/// Reads the profile's `prefs.js` and returns its sending accounts as ours.
pub fn import_thunderbird(profile: &Path) -> Result<Imported, ImportError> {
    let path = profile.join("prefs.js");
    let text = read_bounded(&path)?;
    let prefs = read_prefs(&text, &path)?;
    convert(&prefs, &path)
}

/// A settings file's text, refused when it is larger than a mail program's settings are.
pub(super) fn read_bounded(path: &Path) -> Result<String, ImportError> {
    let read_error = |source| ImportError::Read {
        path: path.to_path_buf(),
        source,
    };
    let size = std::fs::metadata(path).map_err(read_error)?.len();
    if size > MAX_PREFS_BYTES {
        return Err(ImportError::Line {
            path: path.to_path_buf(),
            line: 1,
            message: format!(
                "the file is {size} bytes, more than a mail program's settings hold ({MAX_PREFS_BYTES}): nothing was imported"
            ),
        });
    }
    std::fs::read_to_string(path).map_err(read_error)
}

/// The `user_pref` lines of a prefs.js, read as data.
pub fn read_prefs(text: &str, path: &Path) -> Result<Prefs, ImportError> {
    let mut prefs = Prefs::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        let Some(rest) = line.strip_prefix("user_pref(") else {
            continue;
        };
        let refuse = |message: &str| ImportError::Line {
            path: path.to_path_buf(),
            line: n + 1,
            message: format!("{message}; nothing was imported"),
        };
        let (name, rest) = string(rest).ok_or_else(|| refuse("the name is not a string"))?;
        let rest = rest
            .trim_start()
            .strip_prefix(',')
            .ok_or_else(|| refuse("a ',' must follow the name"))?
            .trim_start();
        let (value, rest) = if rest.starts_with('"') {
            let (s, rest) = string(rest).ok_or_else(|| refuse("an unterminated string"))?;
            (Pref::Text(s), rest)
        } else {
            let end = rest
                .find(')')
                .ok_or_else(|| refuse("no ')' ends the line"))?;
            let token = rest[..end].trim();
            let value =
                match token {
                    "true" => Pref::Bool(true),
                    "false" => Pref::Bool(false),
                    t => Pref::Int(t.parse().map_err(|_| {
                        refuse("the value is not a string, a number, true or false")
                    })?),
                };
            (value, &rest[end..])
        };
        if rest.trim() != ");" {
            return Err(refuse("the line must end with ');'"));
        }
        prefs.insert(name, value);
    }
    Ok(prefs)
}

/// A JavaScript string literal at the start of `s` (after white space), and what follows.
fn string(s: &str) -> Option<(String, &str)> {
    let s = s.trim_start().strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = s.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, &s[i + 1..])),
            '\\' => {
                let (_, e) = chars.next()?;
                match e {
                    'n' => out.push('\n'),
                    't' => out.push('\t'),
                    'r' => out.push('\r'),
                    'u' => {
                        let hex: String = (0..4)
                            .filter_map(|_| chars.next().map(|(_, h)| h))
                            .collect();
                        let unit = u16::from_str_radix(&hex, 16).ok()?;
                        // A surrogate pair: the next \uXXXX completes it.
                        let c = match char::from_u32(unit.into()) {
                            Some(c) => c,
                            None => {
                                let (_, b) = chars.next()?;
                                let (_, u) = chars.next()?;
                                if (b, u) != ('\\', 'u') {
                                    return None;
                                }
                                let low: String = (0..4)
                                    .filter_map(|_| chars.next().map(|(_, h)| h))
                                    .collect();
                                let low = u16::from_str_radix(&low, 16).ok()?;
                                char::decode_utf16([unit, low]).next()?.ok()?
                            }
                        };
                        out.push(c);
                    }
                    other => out.push(other),
                }
            }
            c => out.push(c),
        }
    }
    None
}

fn text<'p>(prefs: &'p Prefs, key: &str) -> Option<&'p str> {
    match prefs.get(key)? {
        Pref::Text(s) => Some(s.as_str()).filter(|s| !s.trim().is_empty()),
        _ => None,
    }
}

fn int(prefs: &Prefs, key: &str) -> Option<i64> {
    match prefs.get(key)? {
        Pref::Int(i) => Some(*i),
        Pref::Text(s) => s.trim().parse().ok(),
        Pref::Bool(_) => None,
    }
}

fn convert(prefs: &Prefs, path: &Path) -> Result<Imported, ImportError> {
    let mut imported = Imported {
        source: path.to_path_buf(),
        program: "Thunderbird",
        command: "config import-thunderbird",
        accounts: Vec::new(),
        unused: Vec::new(),
    };
    let mut skipped = Vec::new();
    let default_identity = text(prefs, "mail.accountmanager.defaultaccount")
        .and_then(|a| text(prefs, &format!("mail.account.{a}.identities")))
        .and_then(|ids| ids.split(',').next().map(str::trim).map(str::to_string));
    let accounts = text(prefs, "mail.accountmanager.accounts").unwrap_or_default();
    for account in accounts.split(',').map(str::trim).filter(|a| !a.is_empty()) {
        let ids = text(prefs, &format!("mail.account.{account}.identities")).unwrap_or_default();
        let server = text(prefs, &format!("mail.account.{account}.server"));
        for id in ids.split(',').map(str::trim).filter(|i| !i.is_empty()) {
            let name = format!("thunderbird-{}", imported.accounts.len() + 1);
            match identity(prefs, id, server, &name) {
                Ok((mut a, note)) => {
                    a.default = default_identity.as_deref() == Some(id);
                    imported.accounts.push(a);
                    imported.unused.push(note.into_iter().collect());
                }
                Err(why) => skipped.push(why),
            }
        }
    }
    imported.finished(skipped)
}

/// One identity with its SMTP server (and its account's IMAP server) as one of our accounts,
/// with a note on what the person does next; `Err` says why it is left out.
fn identity(
    prefs: &Prefs,
    id: &str,
    server: Option<&str>,
    name: &str,
) -> Result<(Account, Option<String>), String> {
    let key = |k: &str| format!("mail.identity.{id}.{k}");
    let from = text(prefs, &key("useremail")).unwrap_or_default();
    let (mut list, _) = parse_address_list(from, &Field::Header("From".into()));
    let email = match (list.len(), list.first().is_some_and(|a| a.is_valid())) {
        (1, true) => list.remove(0),
        _ => return Err(format!("identity {id} has no usable address ({from:?})")),
    };
    let smtp_id = text(prefs, &key("smtpServer"))
        .or_else(|| text(prefs, "mail.smtp.defaultserver"))
        .ok_or_else(|| format!("{from} has no outgoing server"))?;
    let s = |k: &str| format!("mail.smtpserver.{smtp_id}.{k}");
    let host = text(prefs, &s("hostname"))
        .ok_or_else(|| format!("{from}'s outgoing server has no host name"))?;
    let security = match int(prefs, &s("try_ssl")).unwrap_or(0) {
        3 => Security::Tls,
        1 | 2 => Security::Starttls,
        _ => Security::None,
    };
    let auth = int(prefs, &s("authMethod")).unwrap_or(3);
    let user = text(prefs, &s("username")).unwrap_or(from);
    let port = int(prefs, &s("port"))
        .and_then(|p| u16::try_from(p).ok())
        .filter(|p| *p != 0)
        .unwrap_or(security.default_port());
    let (login, note) = match auth {
        1 => (Login::None, None),
        10 => {
            let (login, note) =
                super::imported_oauth::login(from, "Thunderbird", host, port, user)?;
            (login, Some(note))
        }
        _ => (
            Login::Password {
                user: user.to_string(),
                source: PasswordSource::Keyring,
            },
            None,
        ),
    };
    let mut account = Account::new(
        name,
        Transport::Smtp(Smtp {
            server: Server::imported(host, port, security, login.clone()),
            ehlo_name: None,
        }),
    );
    account.email = Some(email);
    account.display_name = text(prefs, &key("fullName")).map(str::to_string);
    // A plain-text signature only: an HTML one would be sent as its markup.
    if !matches!(prefs.get(&key("htmlSigFormat")), Some(Pref::Bool(true))) {
        account.signature = text(prefs, &key("htmlSigText")).map(str::to_string);
    }
    account.imap = server.and_then(|srv| {
        let k = |x: &str| format!("mail.server.{srv}.{x}");
        if text(prefs, &k("type")) != Some("imap") {
            return None;
        }
        let host = text(prefs, &k("hostname"))?;
        let security = match int(prefs, &k("socketType")).unwrap_or(0) {
            3 => Security::Tls,
            2 => Security::Starttls,
            _ => Security::None,
        };
        let port = int(prefs, &k("port"))
            .and_then(|p| u16::try_from(p).ok())
            .filter(|p| *p != 0)
            .unwrap_or(security.default_imap_port());
        let user = text(prefs, &k("userName")).unwrap_or(user).to_string();
        // The mailbox signs in as the SMTP server does (one sign-in, or one app password).
        let login = match &login {
            Login::OAuth2 { source, .. } => Login::OAuth2 {
                user,
                source: source.clone(),
            },
            _ => Login::Password {
                user,
                source: PasswordSource::Keyring,
            },
        };
        Some(Imap {
            server: Server::imported(host, port, security, login),
            sent_folder: None,
            drafts_folder: None,
        })
    });
    Ok((account, note))
}

#[cfg(test)]
mod tests;
