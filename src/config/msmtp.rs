//! `config import-msmtp`: msmtp's `~/.msmtprc` accounts as our TOML.
//!
//! msmtp's format is `key value` lines; `defaults` starts settings inherited by the accounts
//! after it, `account NAME [: PARENT, ...]` starts an account (inheriting from its parents),
//! and `account default : NAME` names the default.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

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
    /// No account in the file.
    #[error("{path} defines no account")]
    NoAccounts {
        /// The file.
        path: PathBuf,
    },
}

type Settings = BTreeMap<String, String>;

/// Reads msmtp's config at `path` and returns our TOML for its accounts, with comments for
/// what had no equivalent.
pub fn import_msmtp(path: &Path) -> Result<String, ImportError> {
    let text = std::fs::read_to_string(path).map_err(|source| ImportError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    convert(&text, path)
}

fn convert(text: &str, path: &Path) -> Result<String, ImportError> {
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
    let mut out = format!(
        "# Imported from {} by `mailto-preview config import-msmtp`.\n",
        path.display()
    );
    for (name, s) in &accounts {
        out.push('\n');
        out.push_str(&account_toml(
            name,
            s,
            default_account.as_deref() == Some(name.as_str()),
        ));
    }
    Ok(out)
}

fn unquote(v: &str) -> String {
    v.strip_prefix('"')
        .and_then(|v| v.strip_suffix('"'))
        .map_or_else(
            || v.to_string(),
            |v| v.replace("\\\"", "\"").replace("\\\\", "\\"),
        )
}

fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

fn on(s: &Settings, key: &str, default: bool) -> bool {
    s.get(key).map_or(default, |v| {
        matches!(v.as_str(), "on" | "" | "yes" | "true")
    })
}

fn account_toml(name: &str, s: &Settings, default: bool) -> String {
    let key = if name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        name.to_string()
    } else {
        toml_str(name)
    };
    let mut out = format!("[accounts.{key}]\n");
    let mut line = |k: &str, v: String| out.push_str(&format!("{k} = {v}\n"));
    line("email", toml_str(s.get("from").map_or("", String::as_str)));
    if default {
        line("default", "true".into());
    }
    let mut unused: Vec<&str> = Vec::new();
    for k in s.keys() {
        if !KNOWN.contains(&k.as_str()) {
            unused.push(k);
        }
    }
    let tls = on(s, "tls", false);
    let starttls = on(s, "tls_starttls", true);
    let security = match (tls, starttls) {
        (false, _) => "none",
        (true, true) => "starttls",
        (true, false) => "tls",
    };
    if let Some(host) = s.get("host") {
        line("host", toml_str(host));
        let port = s.get("port").cloned().unwrap_or_else(|| {
            if security == "tls" {
                "465".into()
            } else {
                "25".into()
            }
        });
        line("port", port);
        line("security", toml_str(security));
        if security == "none" && !matches!(host.as_str(), "localhost" | "127.0.0.1" | "::1") {
            line(
                "allow-insecure",
                "true # msmtp had tls off for this remote server".into(),
            );
        }
        let auth = s.get("auth").map_or("on", String::as_str) != "off";
        if auth && let Some(user) = s.get("user") {
            line("username", toml_str(user));
            if let Some(cmd) = s.get("passwordeval") {
                line(
                    "password.command",
                    format!("[\"sh\", \"-c\", {}]", toml_str(cmd)),
                );
            } else if let Some(p) = s.get("password") {
                line("password", toml_str(p));
            } else {
                line("password.keyring", "true".into());
            }
        }
        if let Some(ca) = s
            .get("tls_trust_file")
            .filter(|f| !f.starts_with("/etc/ssl/certs/"))
        {
            line("tls-ca", toml_str(ca));
        }
    } else {
        line("sendmail", toml_str("/usr/sbin/sendmail"));
    }
    if !unused.is_empty() {
        out.push_str(&format!(
            "# msmtp settings with no equivalent here: {}\n",
            unused.join(", ")
        ));
    }
    out
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
        let toml = convert(RC, Path::new("msmtprc")).unwrap();
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
    }
}
