//! `config import-msmtp`: msmtp's `~/.msmtprc` accounts as ours.
//!
//! msmtp's format is `key value` lines; `defaults` starts settings inherited by the accounts
//! after it, `account NAME [: PARENT, ...]` starts an account (inheriting from its parents),
//! and `account default : NAME` names the default.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use toml_edit::{DocumentMut, Item, Table};

use super::{
    Account, DEFAULT_TIMEOUT_SECS, Login, PasswordSource, Security, Server, Smtp, Transport,
};
use crate::mailto::{Field, parse_address_list};

/// Why an msmtprc could not be imported.
#[derive(Debug, thiserror::Error)]
pub enum ImportError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// A line we cannot understand.
    #[error("{path}:{line}: {message}")]
    Line {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// Evolution's source registry could not be asked.
    #[error(
        "cannot ask evolution-data-server for Evolution's accounts ({detail}): is Evolution installed?"
    )]
    Registry {
        /// What went wrong.
        detail: String,
    },
    /// No account in the file.
    #[error("{path} defines no account")]
    NoAccounts {
        /// The file.
        path: PathBuf,
    },
    /// An account whose `from` is missing or not one address.
    #[error(
        "{path}: account {account} has no usable from address ({from:?}): add one, then import again"
    )]
    NoSender {
        /// The file.
        path: PathBuf,
        account: String,
        /// What `from` says.
        from: String,
    },
}

/// Another program's accounts as ours, and what of its settings had no equivalent.
#[derive(Debug, Clone)]
pub struct Imported {
    /// The file they came from.
    pub source: PathBuf,
    /// The program ("msmtp", "Thunderbird").
    pub program: &'static str,
    /// The command that imports them (`config import-msmtp`).
    pub command: &'static str,
    /// The accounts, in the file's order.
    pub accounts: Vec<Account>,
    /// Per account, the msmtp settings with no equivalent here.
    pub unused: Vec<Vec<String>>,
}

impl Imported {
    /// The import as it ends: the accounts, with what was left out (`skipped`, each a
    /// sentence) noted beside the first; or, with no account at all, why.
    pub(super) fn finished(mut self, skipped: Vec<String>) -> Result<Imported, ImportError> {
        if self.accounts.is_empty() {
            return Err(ImportError::Line {
                path: self.source,
                line: 1,
                message: if skipped.is_empty() {
                    "no account that sends mail is set up here".into()
                } else {
                    skipped.join("; ")
                },
            });
        }
        if let Some(note) = self.unused.first_mut() {
            note.extend(skipped);
        }
        Ok(self)
    }

    /// The accounts as config text (through the one writer), with comments for what had
    /// no equivalent.
    pub fn toml(&self) -> String {
        let mut doc = DocumentMut::new();
        let mut accounts = Table::new();
        accounts.set_implicit(true);
        for (account, unused) in self.accounts.iter().zip(&self.unused) {
            let mut table = super::table_of(account);
            if !unused.is_empty() {
                table.decor_mut().set_prefix(format!(
                    "\n# {} settings with no equivalent here: {}\n",
                    self.program,
                    unused.join(", ")
                ));
            }
            accounts.insert(&account.name, Item::Table(table));
        }
        doc.insert("accounts", Item::Table(accounts));
        format!(
            "# Imported from {} by `mailto-preview {}`.\n\n{doc}",
            self.source.display(),
            self.command
        )
    }
}

type Settings = BTreeMap<String, String>;

/// Reads msmtp's config at `path` and returns its accounts as ours.
pub fn import_msmtp(path: &Path) -> Result<Imported, ImportError> {
    let text = std::fs::read_to_string(path).map_err(|source| ImportError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    convert(&text, path)
}

fn convert(text: &str, path: &Path) -> Result<Imported, ImportError> {
    let mut defaults = Settings::new();
    let mut accounts: Vec<(String, Settings)> = Vec::new();
    let mut default_account: Option<String> = None;
    // None: in `defaults` (or before anything); Some(i): in accounts[i].
    let mut current: Option<usize> = None;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = match line.split_once(char::is_whitespace) {
            Some((k, v)) => (k, unquote(v.trim())),
            None => (line, String::new()),
        };
        match key {
            "defaults" => current = None,
            "account" => {
                let (name, parents) = match value.split_once(':') {
                    Some((n, p)) => (
                        n.trim().to_string(),
                        p.split(',').map(|s| s.trim().to_string()).collect(),
                    ),
                    None => (value.trim().to_string(), Vec::new()),
                };
                if name.is_empty() {
                    return Err(ImportError::Line {
                        path: path.to_path_buf(),
                        line: n + 1,
                        message: "an account line needs a name".into(),
                    });
                }
                if name == "default" {
                    default_account = parents.first().cloned();
                    current = None;
                    continue;
                }
                let mut settings = defaults.clone();
                for parent in &parents {
                    match accounts.iter().find(|(a, _)| a == parent) {
                        Some((_, p)) => settings.extend(p.clone()),
                        None => {
                            return Err(ImportError::Line {
                                path: path.to_path_buf(),
                                line: n + 1,
                                message: format!(
                                    "account {name} inherits from unknown account {parent}"
                                ),
                            });
                        }
                    }
                }
                accounts.push((name, settings));
                current = Some(accounts.len() - 1);
            }
            _ => {
                let target = match current {
                    Some(i) => &mut accounts[i].1,
                    None => &mut defaults,
                };
                target.insert(key.to_string(), value);
            }
        }
    }
    if accounts.is_empty() {
        return Err(ImportError::NoAccounts {
            path: path.to_path_buf(),
        });
    }
    let mut imported = Imported {
        program: "msmtp",
        command: "config import-msmtp",
        source: path.to_path_buf(),
        accounts: Vec::new(),
        unused: Vec::new(),
    };
    for (name, settings) in &accounts {
        let default = default_account.as_deref() == Some(name.as_str());
        imported
            .accounts
            .push(account(name, settings, default, path)?);
        imported.unused.push(
            settings
                .keys()
                .filter(|k| !KNOWN.contains(&k.as_str()))
                .cloned()
                .collect(),
        );
    }
    Ok(imported)
}

fn unquote(v: &str) -> String {
    v.strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .map_or_else(
            || v.to_string(),
            |v| v.replace("\\\"", "\"").replace("\\\\", "\\"),
        )
}

fn on(s: &Settings, key: &str, default: bool) -> bool {
    s.get(key).map_or(default, |v| {
        matches!(v.as_str(), "on" | "" | "yes" | "true")
    })
}

/// One msmtp account as ours.
fn account(name: &str, s: &Settings, default: bool, path: &Path) -> Result<Account, ImportError> {
    let from = s.get("from").cloned().unwrap_or_default();
    let (mut list, _) = parse_address_list(&from, &Field::Header("From".into()));
    let email = match (list.len(), list.first().is_some_and(|a| a.is_valid())) {
        (1, true) => list.remove(0),
        _ => {
            return Err(ImportError::NoSender {
                path: path.to_path_buf(),
                account: name.to_string(),
                from,
            });
        }
    };
    let tls = on(s, "tls", false);
    let starttls = on(s, "tls_starttls", true);
    let security = match (tls, starttls) {
        (false, _) => Security::None,
        (true, true) => Security::Starttls,
        (true, false) => Security::Tls,
    };
    let transport = match s.get("host") {
        Some(host) => {
            let port = s
                .get("port")
                .and_then(|p| p.parse().ok())
                .unwrap_or(if security == Security::Tls { 465 } else { 25 });
            let auth = s.get("auth").map_or("on", String::as_str) != "off";
            let login = match s.get("user").filter(|_| auth) {
                None => Login::None,
                Some(user) => Login::Password {
                    user: user.clone(),
                    source: match (s.get("passwordeval"), s.get("password")) {
                        (Some(cmd), _) => {
                            PasswordSource::Command(vec!["sh".into(), "-c".into(), cmd.clone()])
                        }
                        (None, Some(p)) => PasswordSource::Plain(p.clone()),
                        (None, None) => PasswordSource::Keyring,
                    },
                },
            };
            Transport::Smtp(Smtp {
                server: Server {
                    host: host.clone(),
                    port,
                    security,
                    login,
                    tls_ca: s
                        .get("tls_trust_file")
                        .filter(|f| !f.starts_with("/etc/ssl/certs/"))
                        .map(PathBuf::from),
                    // msmtp had tls off for this server: said so in the file, as it was.
                    allow_insecure: security == Security::None && !super::is_local(host),
                    accept_invalid_certs: false,
                    timeout: Duration::from_secs(DEFAULT_TIMEOUT_SECS),
                },
                ehlo_name: None,
            })
        }
        None => Transport::Sendmail(PathBuf::from("/usr/sbin/sendmail")),
    };
    let mut account = Account::new(name, transport);
    account.email = Some(email);
    account.default = default;
    Ok(account)
}

const KNOWN: &[&str] = &[
    "host",
    "port",
    "from",
    "user",
    "auth",
    "tls",
    "tls_starttls",
    "tls_trust_file",
    "passwordeval",
    "password",
];

#[cfg(test)]
mod tests {
    use super::*;

    const RC: &str = r#"
# msmtp example
defaults
auth on
tls on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile ~/.msmtp.log

account work
host smtp.example.net
port 587
from me@example.net
user me@example.net
passwordeval "pass show mail/work"

account fast : work
host smtp.fast.example
port 465
tls_starttls off

account local
tls off
auth off
host localhost
port 25
from me@localhost.example

account default : work
"#;

    #[test]
    fn converts_accounts_and_the_result_loads() {
        let imported = convert(RC, Path::new("msmtprc")).unwrap();
        let toml = imported.toml();
        assert!(
            toml.contains("[accounts.work]\nemail = \"me@example.net\"\ndefault = true\n"),
            "{toml}"
        );
        assert!(
            toml.contains("password.command = [\"sh\", \"-c\", \"pass show mail/work\"]"),
            "{toml}"
        );
        assert!(toml.contains("[accounts.fast]"), "{toml}");
        assert!(toml.contains("security = \"tls\""), "{toml}");
        assert!(
            toml.contains("# msmtp settings with no equivalent here: logfile"),
            "{toml}"
        );
        let config = crate::config::parse(&toml, Path::new("imported.toml"), Some(0o600)).unwrap();
        assert_eq!(config.accounts.len(), 3);
        assert_eq!(
            config.accounts,
            {
                let mut sorted = imported.accounts.clone();
                sorted.sort_by(|a, b| a.name.cmp(&b.name));
                sorted
            },
            "the text reads back as the accounts"
        );
        assert_eq!(config.default_account().unwrap().name, "work");
        assert!(config.account("local").unwrap().is_plaintext());
    }

    #[test]
    fn reports_bad_input() {
        assert!(matches!(
            convert("defaults\nauth on\n", Path::new("x")),
            Err(ImportError::NoAccounts { .. })
        ));
        assert!(matches!(
            convert("account a : missing\n", Path::new("x")),
            Err(ImportError::Line { line: 1, .. })
        ));
        assert!(matches!(
            convert("account a\nhost h\n", Path::new("x")),
            Err(ImportError::NoSender { .. })
        ));
    }
}
