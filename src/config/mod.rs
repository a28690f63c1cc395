//! Accounts: the TOML configuration file, its location, validation with file/line/key
//! messages, and where passwords come from.
//!
//! The shape is the one msmtp, himalaya and aerc users know: one `[accounts.NAME]` table per
//! account with `email`, `display-name`, `default`, and either SMTP settings (`host`, `port`,
//! `security`, `username`, a `password` source, `tls-ca`) or `sendmail`. See
//! `config/config.example.toml`.

mod edit;
mod msmtp;
mod password;
mod window;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::draft::Draft;
use crate::mailto::parse_address_list;
use crate::message::{Identity, MessageError};

pub use edit::{PreparedAccount, add_account, prepare_account};
pub use msmtp::{ImportError, import_msmtp};
pub use password::{PasswordError, PasswordSource, Secret};
pub use window::{Linger, Renderer, WindowSettings, window_settings};

/// The commented example written by `config init`.
pub const EXAMPLE: &str = include_str!("../../config/config.example.toml");

/// The environment variable that names the config file.
pub const CONFIG_ENV: &str = "MAILTO_PREVIEW_CONFIG";

/// Default seconds to wait for a server at each step.
pub const DEFAULT_TIMEOUT_SECS: u64 = 30;

/// Why the configuration cannot be used. Each says which file, and how to fix it.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// No file at the path.
    #[error(
        "there is no configuration at {path}: run `mailto-preview config init` to write an example, then edit it"
    )]
    NotFound {
        /// Where it was looked for.
        path: PathBuf,
    },
    /// The file could not be read or written.
    #[error("cannot use {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        source: std::io::Error,
    },
    /// A TOML syntax or shape error, with its place.
    #[error("{path}:{line}:{column}: {message}")]
    Syntax {
        /// The file.
        path: PathBuf,
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A value that is well-formed TOML but not usable.
    #[error("{path}:{line}: {key}: {message}")]
    Invalid {
        /// The file.
        path: PathBuf,
        /// 1-based line of the key (or of the account's table).
        line: usize,
        /// The key, as `accounts.NAME.key`.
        key: String,
        /// What is wrong and how to fix it.
        message: String,
    },
    /// No account at all.
    #[error(
        "{path} has no account: add an [accounts.NAME] table (see `mailto-preview config init`)"
    )]
    NoAccounts {
        /// The file.
        path: PathBuf,
    },
    /// No home or config directory could be found.
    #[error(
        "cannot find a configuration directory (is HOME set?): pass --config PATH or set MAILTO_PREVIEW_CONFIG"
    )]
    NoConfigDir,
    /// `config init` would overwrite a file.
    #[error("{path} already exists; it was left as it is")]
    Exists {
        /// The file.
        path: PathBuf,
    },
}

/// How the connection to an SMTP server is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// Implicit TLS from the first byte (usually port 465).
    Tls,
    /// Plain connection upgraded with STARTTLS, which is required (usually port 587).
    Starttls,
    /// No encryption: only for a server on this machine unless `allow-insecure`.
    None,
}

impl Security {
    /// The usual port.
    pub fn default_port(self) -> u16 {
        match self {
            Self::Tls => 465,
            Self::Starttls => 587,
            Self::None => 25,
        }
    }

    /// The config spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Tls => "tls",
            Self::Starttls => "starttls",
            Self::None => "none",
        }
    }
}

/// How an account signs in to its SMTP server.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum AuthMethod {
    /// A password or app password (AUTH PLAIN or LOGIN).
    #[default]
    Password,
    /// An OAuth 2.0 access token (AUTH XOAUTH2), from `oauth2.token-command`.
    Oauth2,
}

/// SMTP settings of an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Smtp {
    /// The server's host name or address.
    pub host: String,
    /// The port.
    pub port: u16,
    /// Connection protection.
    pub security: Security,
    /// The login name, if the server needs one.
    pub username: Option<String>,
    /// How it signs in.
    pub auth: AuthMethod,
    /// Where the password (or, for OAuth 2.0, the access token) comes from.
    pub password: PasswordSource,
    /// Extra CA certificates (PEM) to trust.
    pub tls_ca: Option<PathBuf>,
    /// Plain text to a remote host was explicitly allowed (the window flags it).
    pub allow_insecure: bool,
    /// The wait at each step, DNS and TLS included.
    pub timeout: Duration,
    /// The EHLO name; `None` sends `[127.0.0.1]`.
    pub ehlo_name: Option<String>,
}

/// How an account delivers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transport {
    /// SMTP submission.
    Smtp(Smtp),
    /// A local sendmail-compatible program (an MTA, msmtp).
    Sendmail(PathBuf),
    /// Never sends: hands the reviewed message to a webmail compose page (`webmail = "gmail"`)
    /// or a mail program (`program = "thunderbird"`), by its [`crate::open_with`] target id.
    OpenWith(String),
}

/// One account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    /// The table name, `work` in `[accounts.work]`.
    pub name: String,
    /// The sender address (`None` only for an account that hands messages over, where the
    /// webmail or program knows who you are).
    pub email: Option<String>,
    /// The sender's display name.
    pub display_name: Option<String>,
    /// Whether it is the default account.
    pub default: bool,
    /// How it delivers.
    pub transport: Transport,
    /// Appended to the body after a `-- ` line.
    pub signature: Option<String>,
    /// Send a hidden copy to the account's own address.
    pub bcc_self: bool,
}

impl Account {
    /// The sender identity of this account (From and MAIL FROM).
    pub fn identity(&self) -> Result<Identity, MessageError> {
        let email = self
            .email
            .as_deref()
            .ok_or_else(|| MessageError::NoSender {
                account: self.name.clone(),
            })?;
        Identity::new(self.display_name.as_deref(), email)
    }

    /// The draft as this account sends it: its signature appended to the body after a `-- `
    /// line, and the account's own address added as Bcc when `bcc-self` is set.
    pub fn draft_as_sent(&self, draft: &Draft) -> Draft {
        let mut d = draft.clone();
        if let Some(sig) = self.signature.as_deref().filter(|s| !s.trim().is_empty()) {
            if !d.body.is_empty() && !d.body.ends_with('\n') {
                d.body.push('\n');
            }
            d.body.push_str("-- \n");
            d.body.push_str(sig.trim_end_matches('\n'));
            d.body.push('\n');
        }
        if self.bcc_self
            && let Some(email) = &self.email
        {
            let (mut me, _) = parse_address_list(email, &crate::mailto::Field::Bcc);
            d.bcc.append(&mut me);
        }
        d
    }

    /// A short description of where mail goes: `smtp.example.net:587 (STARTTLS)`.
    pub fn server_description(&self) -> String {
        match &self.transport {
            Transport::Smtp(s) => format!(
                "{}:{} ({})",
                s.host,
                s.port,
                match s.security {
                    Security::Tls => "TLS",
                    Security::Starttls => "STARTTLS",
                    Security::None => "no encryption",
                }
            ),
            Transport::Sendmail(p) => format!("{} (local sendmail)", p.display()),
            Transport::OpenWith(id) => {
                format!("{} (handed over, you send it there)", open_with_label(id))
            }
        }
    }

    /// The webmail or program this account hands messages to, if it does not send itself.
    pub fn open_with(&self) -> Option<&str> {
        match &self.transport {
            Transport::OpenWith(id) => Some(id),
            _ => None,
        }
    }

    /// Whether mail leaves this machine unencrypted.
    pub fn is_plaintext(&self) -> bool {
        matches!(&self.transport, Transport::Smtp(s) if s.security == Security::None)
    }
}

/// The name of a hand-off target for messages: the webmail's name, else the program id.
fn open_with_label(id: &str) -> String {
    crate::open_with::Webmail::by_id(id).map_or_else(|| id.to_string(), |w| w.name.to_string())
}

/// A loaded, validated configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The file it came from.
    pub path: PathBuf,
    /// Accounts in name order.
    pub accounts: Vec<Account>,
    /// Things that work but should be fixed (a plaintext password).
    pub warnings: Vec<String>,
}

impl Config {
    /// The account marked `default`, or the only one.
    pub fn default_account(&self) -> Option<&Account> {
        self.accounts
            .iter()
            .find(|a| a.default)
            .or(if self.accounts.len() == 1 {
                self.accounts.first()
            } else {
                None
            })
    }

    /// The account called `name`.
    pub fn account(&self, name: &str) -> Option<&Account> {
        self.accounts.iter().find(|a| a.name == name)
    }
}

/// The config file to use: `explicit` (from `--config`), else `$MAILTO_PREVIEW_CONFIG`, else
/// `config.toml` in the platform config directory.
pub fn resolve_path(explicit: Option<&Path>) -> Result<PathBuf, ConfigError> {
    if let Some(p) = explicit {
        return Ok(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os(CONFIG_ENV).filter(|p| !p.is_empty()) {
        return Ok(PathBuf::from(p));
    }
    directories::ProjectDirs::from("", "", "mailto-preview")
        .map(|d| d.config_dir().join("config.toml"))
        .ok_or(ConfigError::NoConfigDir)
}

/// Reads and validates the file at `path`.
pub fn load(path: &Path) -> Result<Config, ConfigError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(ConfigError::NotFound {
                path: path.to_path_buf(),
            });
        }
        Err(source) => {
            return Err(ConfigError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let mode = file_mode(path);
    parse(&text, path, mode)
}

#[cfg(unix)]
fn file_mode(path: &Path) -> Option<u32> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).ok().map(|m| m.permissions().mode())
}

#[cfg(not(unix))]
fn file_mode(_: &Path) -> Option<u32> {
    None
}

/// Writes the example to `path` (creating its directory), never over an existing file.
pub fn init(path: &Path) -> Result<(), ConfigError> {
    write_new(path, EXAMPLE)
}

/// Creates `path` with `text`, readable by the owner only; fails if it exists.
pub(crate) fn write_new(path: &Path, text: &str) -> Result<(), ConfigError> {
    let io = |source| ConfigError::Io {
        path: path.to_path_buf(),
        source,
    };
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    let mut file = match options.open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {
            return Err(ConfigError::Exists {
                path: path.to_path_buf(),
            });
        }
        Err(e) => return Err(io(e)),
    };
    std::io::Write::write_all(&mut file, text.as_bytes()).map_err(io)?;
    // On the disk before anyone renames it over the old config.
    file.sync_all().map_err(io)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    #[serde(default)]
    accounts: BTreeMap<String, RawAccount>,
    /// Read by [`window_settings`].
    #[serde(default)]
    #[allow(dead_code)]
    window: Option<toml::Table>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
struct RawAccount {
    email: Option<String>,
    display_name: Option<String>,
    #[serde(default)]
    default: bool,
    host: Option<String>,
    port: Option<u16>,
    security: Option<Security>,
    username: Option<String>,
    password: Option<toml::Value>,
    tls_ca: Option<PathBuf>,
    #[serde(default)]
    allow_insecure: bool,
    sendmail: Option<PathBuf>,
    signature: Option<String>,
    #[serde(default)]
    bcc_self: bool,
    timeout: Option<u64>,
    ehlo_name: Option<String>,
    webmail: Option<String>,
    program: Option<String>,
    auth: Option<AuthMethod>,
    oauth2: Option<toml::Value>,
}

/// Parses and validates config text; `mode` is the file's Unix permission bits, if known.
pub fn parse(text: &str, path: &Path, mode: Option<u32>) -> Result<Config, ConfigError> {
    let raw: RawConfig = toml::from_str(text).map_err(|e| {
        let (line, column) = e.span().map(|s| line_col(text, s.start)).unwrap_or((1, 1));
        ConfigError::Syntax {
            path: path.to_path_buf(),
            line,
            column,
            message: e.message().trim().to_string(),
        }
    })?;
    if raw.accounts.is_empty() {
        return Err(ConfigError::NoAccounts {
            path: path.to_path_buf(),
        });
    }
    let mut accounts = Vec::new();
    let mut warnings = Vec::new();
    for (name, a) in raw.accounts {
        let invalid = |key: &str, message: String| ConfigError::Invalid {
            path: path.to_path_buf(),
            line: locate(text, &name, key),
            key: format!("accounts.{name}.{key}"),
            message,
        };
        if let Some(email) = &a.email
            && let Err(e) = Identity::parse(email)
        {
            return Err(invalid("email", format!("{e}")));
        }
        let open_with = match (&a.webmail, &a.program) {
            (Some(_), Some(_)) => {
                return Err(invalid(
                    "program",
                    "an account hands messages either to webmail or to a program, not both: remove one".into(),
                ));
            }
            (Some(w), None) => match crate::open_with::Webmail::by_id(w.trim()) {
                Some(w) => Some(w.id.to_string()),
                None => {
                    return Err(invalid(
                        "webmail",
                        format!(
                            "\"{w}\" is not a webmail this program knows: use one of {}",
                            crate::open_with::WEBMAIL
                                .iter()
                                .map(|w| format!("\"{}\"", w.id))
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ));
                }
            },
            (None, Some(p)) => {
                let id = p.trim().trim_end_matches(".desktop");
                if id.is_empty() || id.contains(['/', '\\']) || id.chars().any(char::is_control) {
                    return Err(invalid(
                        "program",
                        format!(
                            "\"{p}\" is not a program id: use the name `mailto-preview open-with --list` shows, such as \"thunderbird\""
                        ),
                    ));
                }
                Some(id.to_string())
            }
            (None, None) => None,
        };
        if let Some(target) = open_with {
            for (key, set) in [
                ("host", a.host.is_some()),
                ("sendmail", a.sendmail.is_some()),
                ("port", a.port.is_some()),
                ("security", a.security.is_some()),
                ("username", a.username.is_some()),
                ("password", a.password.is_some()),
                ("tls-ca", a.tls_ca.is_some()),
                ("signature", a.signature.is_some()),
                ("bcc-self", a.bcc_self),
            ] {
                if set {
                    return Err(invalid(
                        key,
                        format!(
                            "does not apply to an account that hands messages to {}: remove it (or remove {})",
                            open_with_label(&target),
                            if a.webmail.is_some() {
                                "webmail"
                            } else {
                                "program"
                            }
                        ),
                    ));
                }
            }
            accounts.push(Account {
                name,
                email: a.email,
                display_name: a.display_name,
                default: a.default,
                transport: Transport::OpenWith(target),
                signature: None,
                bcc_self: false,
            });
            continue;
        }
        if a.email.is_none() {
            return Err(invalid(
                "email",
                "missing: the address mail is sent from, such as email = \"me@example.net\"".into(),
            ));
        }
        let transport = match (&a.host, &a.sendmail) {
            (Some(_), Some(_)) => {
                return Err(invalid(
                    "sendmail",
                    "an account delivers either by SMTP (host) or by sendmail, not both: remove one".into(),
                ));
            }
            (None, None) => {
                return Err(invalid(
                    "host",
                    "missing: set host (with port and security) for SMTP, sendmail = \"/usr/sbin/sendmail\", or hand messages over with webmail = \"gmail\" or program = \"thunderbird\"".into(),
                ));
            }
            (None, Some(program)) => {
                for (key, set) in [
                    ("port", a.port.is_some()),
                    ("security", a.security.is_some()),
                    ("username", a.username.is_some()),
                    ("password", a.password.is_some()),
                    ("tls-ca", a.tls_ca.is_some()),
                ] {
                    if set {
                        return Err(invalid(
                            key,
                            "only applies to SMTP accounts (with host); remove it".into(),
                        ));
                    }
                }
                Transport::Sendmail(program.clone())
            }
            (Some(host), None) => {
                let host = host.trim().to_string();
                if host.is_empty() {
                    return Err(invalid("host", "is empty".into()));
                }
                let security = a.security.unwrap_or(if a.port == Some(465) {
                    Security::Tls
                } else {
                    Security::Starttls
                });
                if security == Security::None && !is_local(&host) && !a.allow_insecure {
                    return Err(invalid(
                        "security",
                        format!(
                            "\"none\" would send your password and mail unencrypted to {host}: use \"starttls\" or \"tls\", or set allow-insecure = true if you really mean it"
                        ),
                    ));
                }
                let auth = a.auth.unwrap_or_default();
                let password = match (auth, &a.password, &a.oauth2) {
                    (AuthMethod::Password, _, Some(_)) => {
                        return Err(invalid(
                            "oauth2",
                            "only applies with auth = \"oauth2\": add that, or remove oauth2"
                                .into(),
                        ));
                    }
                    (AuthMethod::Oauth2, Some(_), _) => {
                        return Err(invalid(
                            "password",
                            "an account with auth = \"oauth2\" signs in with a token, not a password: remove password and set oauth2.token-command".into(),
                        ));
                    }
                    (AuthMethod::Oauth2, None, None) => {
                        return Err(invalid(
                            "oauth2",
                            "missing: with auth = \"oauth2\", set oauth2.provider = \"microsoft\" or \"google\" with oauth2.client-id (the built-in sign-in), or oauth2.token-command = [\"oama\", \"access\", \"me@example.net\"] (a program that prints an access token)".into(),
                        ));
                    }
                    (AuthMethod::Oauth2, None, Some(v)) => password::token_from_toml(
                        v,
                        a.username
                            .as_deref()
                            .or(a.email.as_deref())
                            .unwrap_or_default(),
                    )
                    .map_err(|m| invalid("oauth2", m))?,
                    (AuthMethod::Password, None, None) => PasswordSource::None,
                    (AuthMethod::Password, Some(v), None) => {
                        password::from_toml(v).map_err(|m| invalid("password", m))?
                    }
                };
                if let PasswordSource::Plain(_) = password {
                    if mode.is_some_and(|m| m & 0o077 != 0) {
                        return Err(invalid(
                            "password",
                            format!(
                                "a plain-text password is refused while this file is readable by others: run `chmod 600 {}`, or better use password.command",
                                path.display()
                            ),
                        ));
                    }
                    warnings.push(format!(
                        "{}:{}: accounts.{name}.password is plain text; prefer password.command, password.keyring or password.env",
                        path.display(),
                        locate(text, &name, "password")
                    ));
                }
                match (&a.username, &password) {
                    (Some(_), PasswordSource::None) => {
                        return Err(invalid(
                            "password",
                            "missing: with a username, say where the password comes from (password.command = [...], password.keyring = true or password.env = \"VAR\")".into(),
                        ));
                    }
                    (None, p) if *p != PasswordSource::None => {
                        return Err(invalid(
                            "username",
                            "missing: signing in needs a username (usually the address)".into(),
                        ));
                    }
                    _ => {}
                }
                if let Some(ca) = &a.tls_ca
                    && !ca.is_file()
                {
                    return Err(invalid(
                        "tls-ca",
                        format!(
                            "{} is not a readable file of PEM certificates",
                            ca.display()
                        ),
                    ));
                }
                if a.timeout == Some(0) {
                    return Err(invalid("timeout", "must be at least 1 second".into()));
                }
                Transport::Smtp(Smtp {
                    auth,
                    port: a.port.unwrap_or(security.default_port()),
                    host,
                    security,
                    username: a.username.clone(),
                    password,
                    tls_ca: a.tls_ca.clone(),
                    allow_insecure: a.allow_insecure,
                    timeout: Duration::from_secs(a.timeout.unwrap_or(DEFAULT_TIMEOUT_SECS)),
                    ehlo_name: a.ehlo_name.clone(),
                })
            }
        };
        accounts.push(Account {
            name,
            email: a.email,
            display_name: a.display_name,
            default: a.default,
            transport,
            signature: a.signature,
            bcc_self: a.bcc_self,
        });
    }
    let defaults: Vec<_> = accounts.iter().filter(|a| a.default).collect();
    if defaults.len() > 1 {
        let name = defaults[1].name.clone();
        return Err(ConfigError::Invalid {
            path: path.to_path_buf(),
            line: locate(text, &name, "default"),
            key: format!("accounts.{name}.default"),
            message: format!(
                "more than one account is the default ({}); keep default = true on one",
                defaults
                    .iter()
                    .map(|a| a.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        });
    }
    Ok(Config {
        path: path.to_path_buf(),
        accounts,
        warnings,
    })
}

/// Whether `host` is this machine.
fn is_local(host: &str) -> bool {
    let h = host.trim_start_matches('[').trim_end_matches(']');
    h.eq_ignore_ascii_case("localhost")
        || h.parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// 1-based line and column of byte `offset`.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

/// The line of `key` in `[accounts.NAME]` (or of the table header, or 1).
fn locate(text: &str, account: &str, key: &str) -> usize {
    let header = |l: &str| {
        let l = l.trim();
        l == format!("[accounts.{account}]") || l == format!("[accounts.\"{account}\"]")
    };
    let mut in_table = false;
    let mut table_line = 1;
    for (i, line) in text.lines().enumerate() {
        let t = line.trim_start();
        if t.starts_with('[') {
            in_table = header(t);
            if in_table {
                table_line = i + 1;
            }
            continue;
        }
        if in_table
            && let Some(rest) = t.strip_prefix(key)
            && rest.trim_start().starts_with(['=', '.'])
        {
            return i + 1;
        }
    }
    table_line
}

#[cfg(test)]
mod tests;
