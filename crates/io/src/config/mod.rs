//! Accounts and window settings: the TOML configuration file, its location, and what it
//! says, as types. The file is read once ([`load`], [`load_parts`]); every mistake is reported
//! with its file, line and key, in words that say how to fix it.
//!
//! This module is a leaf: it describes accounts (who sends, through which server, where the
//! password comes from, whether a copy goes to the server's Sent folder) but does nothing with
//! them. Sending ([`crate::send`]), passwords ([`crate::credentials`]), sign-in
//! ([`crate::oauth`]) and hand-off ([`crate::open_with`]) read these types.
//!
//! The shape is the one msmtp, himalaya and aerc users know: one `[accounts.NAME]` table per
//! account with `email`, `display-name`, `default`, and either SMTP settings (`host`, `port`,
//! `security`, `username`, a `password` source, `tls-ca`, an `imap` table for the mailbox),
//! `sendmail`, or a hand-off (`webmail`, `program`); `[window]` for the window. See
//! `config/config.example.toml`.

mod desktop_programs;
mod edit;
mod file;
mod imported_oauth;
mod keyfile;
mod login;
mod msmtp;
mod sending;
mod thunderbird;
mod window;

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde::Deserialize;

use crate::mailto::Address;

pub use desktop_programs::{
    found_in_home, found_on_this_computer, import_evolution, import_evolution_registry,
    import_kmail,
};
pub use edit::{PreparedAccount, add_account, prepare_account, prepare_accounts, table_of};
pub use login::{
    AuthMethod, GoaAccount, GoaPassword, Login, OAuthProvider, PasswordSource, SignIn, TokenSource,
};
pub use msmtp::{ImportError, Imported, import_msmtp};
pub use sending::{DEFAULT_UNDO_SECS, SendSettings};
pub use thunderbird::{import_thunderbird, profile_roots, profiles};
pub use window::{Renderer, Resident, WindowSettings};

/// The commented example written by `config init`.
pub const EXAMPLE: &str = include_str!("../../../../config/config.example.toml");

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

/// How the connection to a server is protected.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Security {
    /// Implicit TLS from the first byte (SMTP 465, IMAP 993).
    Tls,
    /// Plain connection upgraded with STARTTLS, which is required (SMTP 587, IMAP 143).
    Starttls,
    /// No encryption: only for a server on this machine unless `allow-insecure`.
    None,
}

impl Security {
    /// The usual SMTP submission port.
    pub fn default_port(self) -> u16 {
        match self {
            Self::Tls => 465,
            Self::Starttls => 587,
            Self::None => 25,
        }
    }

    /// The usual IMAP port.
    pub fn default_imap_port(self) -> u16 {
        match self {
            Self::Tls => 993,
            Self::Starttls | Self::None => 143,
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

/// Where a server is and how to talk to it: what SMTP submission and IMAP share.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    /// The host name or address.
    pub host: String,
    pub port: u16,
    /// Connection protection.
    pub security: Security,
    /// Who logs in, with what.
    pub login: Login,
    /// Extra CA certificates (PEM) to trust.
    pub tls_ca: Option<PathBuf>,
    /// Plain text to a remote host was explicitly allowed (the window flags it).
    pub allow_insecure: bool,
    /// The server's certificate is not checked: only for an account of GNOME Online Accounts
    /// whose owner chose "accept SSL errors" there (never from a config file; the window says
    /// so).
    pub accept_invalid_certs: bool,
    /// The wait at each step, DNS and TLS included.
    pub timeout: Duration,
}

impl Server {
    /// A server another mail program's settings describe (an import): no extra CA, plain
    /// text allowed only to this machine (elsewhere the window flags it), the usual timeout.
    pub(crate) fn imported(host: &str, port: u16, security: Security, login: Login) -> Server {
        Server {
            host: host.to_string(),
            port,
            security,
            login,
            tls_ca: None,
            allow_insecure: security == Security::None && !is_local(host),
            accept_invalid_certs: false,
            timeout: Duration::from_secs(DEFAULT_TIMEOUT_SECS),
        }
    }

    /// Whether mail or a password would cross the network unencrypted.
    pub fn is_plaintext(&self) -> bool {
        self.security == Security::None
    }
}

/// SMTP submission settings of an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Smtp {
    pub server: Server,
    /// The EHLO name; `None` sends `[127.0.0.1]`.
    pub ehlo_name: Option<String>,
}

/// The person's mailbox over IMAP, where a copy of sent mail (and, when asked, a draft) goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imap {
    /// The server (login as for SMTP unless `imap.username` / `imap.password` say otherwise).
    pub server: Server,
    /// The Sent folder's name when the server does not mark one (`imap.sent-folder`).
    pub sent_folder: Option<String>,
    /// The Drafts folder's name when the server does not mark one (`imap.drafts-folder`).
    pub drafts_folder: Option<String>,
}

/// Whether a copy of each sent message is put in the mailbox's Sent folder (`sent-copy`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SentCopy {
    /// On, unless the provider files SMTP mail in Sent by itself (the provider table says).
    #[default]
    Auto,
    /// Always (needs `imap`).
    On,
    /// Never.
    Off,
}

impl SentCopy {
    /// The config spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Auto => "auto",
            Self::On => "on",
            Self::Off => "off",
        }
    }
}

/// The webmail services an account can hand messages to (`webmail = "gmail"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Webmail {
    /// Gmail.
    Gmail,
    /// Outlook.com (personal accounts).
    Outlook,
    /// Outlook on the web for work or school (Microsoft 365).
    Office365,
    /// Yahoo Mail.
    Yahoo,
    /// Proton Mail.
    Proton,
}

impl Webmail {
    /// Every service, in the order they are offered.
    pub const ALL: [Webmail; 5] = [
        Webmail::Gmail,
        Webmail::Outlook,
        Webmail::Office365,
        Webmail::Yahoo,
        Webmail::Proton,
    ];

    /// The id in the config and on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Self::Gmail => "gmail",
            Self::Outlook => "outlook",
            Self::Office365 => "office365",
            Self::Yahoo => "yahoo",
            Self::Proton => "proton",
        }
    }

    /// The service's name, as on its buttons.
    pub fn name(self) -> &'static str {
        match self {
            Self::Gmail => "Gmail",
            Self::Outlook => "Outlook.com",
            Self::Office365 => "Outlook (work or school)",
            Self::Yahoo => "Yahoo Mail",
            Self::Proton => "Proton Mail",
        }
    }

    /// The service with this id (ASCII case-insensitively).
    pub fn by_id(id: &str) -> Option<Webmail> {
        Self::ALL
            .into_iter()
            .find(|w| w.id().eq_ignore_ascii_case(id.trim()))
    }
}

/// Any case, as people write names (`webmail = "Gmail"`).
impl<'de> Deserialize<'de> for Webmail {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        Webmail::by_id(&id).ok_or_else(|| {
            serde::de::Error::custom(format!(
                "\"{}\" is not a webmail this program knows: use one of {}",
                crate::visible::make_visible(&id, false),
                Webmail::ALL
                    .iter()
                    .map(|w| format!("\"{}\"", w.id()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })
    }
}

/// Where an account that does not send hands the reviewed message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Handoff {
    /// A webmail compose page.
    Webmail(Webmail),
    /// An installed mail program, by its desktop entry id without `.desktop`.
    Program(String),
}

impl Handoff {
    /// The id used in the config and on the command line.
    pub fn id(&self) -> &str {
        match self {
            Handoff::Webmail(w) => w.id(),
            Handoff::Program(p) => p,
        }
    }
}

/// How an account delivers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Transport {
    /// SMTP submission.
    Smtp(Smtp),
    /// A local sendmail-compatible program (an MTA, msmtp).
    Sendmail(PathBuf),
    /// Never sends: hands the reviewed message to webmail or a mail program.
    Handoff(Handoff),
    /// Sends through the account of the desktop's with the same address (GNOME Online
    /// Accounts), as the desktop has it at the time: `desktop = true`. The config keeps only
    /// what is the person's to choose (default, signature, copies); the window puts the
    /// desktop's server and credentials in its place when it finds the account.
    Desktop,
}

/// One account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Account {
    /// The table name, `work` in `[accounts.work]`.
    pub name: String,
    /// The sender address, validated (`None` only for an account that hands messages over,
    /// where the webmail or program knows who you are).
    pub email: Option<Address>,
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
    /// The mailbox over IMAP, if the account has one.
    pub imap: Option<Imap>,
    /// Whether sent mail is copied to the mailbox's Sent folder.
    pub sent_copy: SentCopy,
    /// Whether Save draft also puts the draft in the mailbox's Drafts folder.
    pub server_drafts: bool,
    /// The account's OpenPGP key and how it is used (`[accounts.NAME.openpgp]`).
    pub openpgp: Option<OpenPgp>,
}

/// An account's OpenPGP settings: the key in the person's GnuPG that signs its mail.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenPgp {
    /// `key`: the fingerprint of the secret key that signs.
    pub key: crate::openpgp::Fingerprint,
    /// `sign`: whether a message is signed unless the person turns it off (default on).
    pub sign: bool,
    /// `autocrypt`: whether a signed message carries the key in an Autocrypt header
    /// (default on).
    pub autocrypt: bool,
}

/// What the core's message needs of an account: who sends, and how it signs off.
impl crate::message::SendingAccount for Account {
    fn name(&self) -> &str {
        &self.name
    }

    fn email(&self) -> Option<&Address> {
        self.email.as_ref()
    }

    fn display_name(&self) -> Option<&str> {
        self.display_name.as_deref()
    }

    fn signature(&self) -> Option<&str> {
        self.signature.as_deref()
    }

    fn bcc_self(&self) -> bool {
        self.bcc_self
    }
}

impl Account {
    /// An account called `name` that delivers through `transport`, with nothing else set.
    pub fn new(name: impl Into<String>, transport: Transport) -> Account {
        Account {
            name: name.into(),
            email: None,
            display_name: None,
            default: false,
            transport,
            signature: None,
            bcc_self: false,
            imap: None,
            sent_copy: SentCopy::Auto,
            server_drafts: false,
            openpgp: None,
        }
    }

    /// The sender address as written (`me@example.net`, Unicode domain), if any.
    pub fn address(&self) -> Option<String> {
        self.email.as_ref().map(Address::addr_spec)
    }

    /// The GNOME Online Accounts account this is, if it is one of the desktop's (its
    /// settings and credentials are the daemon's).
    pub fn goa(&self) -> Option<&GoaAccount> {
        self.smtp()?.server.login.goa()
    }

    /// The SMTP settings, if the account sends over SMTP.
    pub fn smtp(&self) -> Option<&Smtp> {
        match &self.transport {
            Transport::Smtp(s) => Some(s),
            _ => None,
        }
    }

    /// Where this account hands messages, if it does not send itself.
    pub fn handoff(&self) -> Option<&Handoff> {
        match &self.transport {
            Transport::Handoff(h) => Some(h),
            _ => None,
        }
    }

    /// Whether mail leaves this machine unencrypted.
    pub fn is_plaintext(&self) -> bool {
        self.smtp().is_some_and(|s| s.server.is_plaintext())
    }

    /// Whether a server of the account is reached without checking its certificate.
    pub fn skips_certificate_check(&self) -> bool {
        self.smtp().is_some_and(|s| s.server.accept_invalid_certs)
            || self
                .imap
                .as_ref()
                .is_some_and(|i| i.server.accept_invalid_certs)
    }

    /// A short description of where mail goes: `smtp.example.net:587 (STARTTLS)`.
    pub fn server_description(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match &self.transport {
            Transport::Smtp(s) => Text::new("server-smtp")
                .arg("host", &s.server.host)
                .arg("port", s.server.port.to_string())
                .arg(
                    "security",
                    Text::new(match s.server.security {
                        Security::Tls => "security-tls",
                        Security::Starttls => "security-starttls",
                        Security::None => "server-no-encryption",
                    }),
                ),
            Transport::Sendmail(p) => Text::new("server-sendmail").arg("program", p),
            Transport::Desktop => Text::new("server-desktop"),
            Transport::Handoff(h) => Text::new("server-handoff").arg(
                "target",
                match h {
                    Handoff::Webmail(w) => w.name(),
                    Handoff::Program(p) => p,
                },
            ),
        }
    }
}

/// A loaded, validated configuration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Config {
    /// The file it came from.
    pub path: PathBuf,
    /// Accounts in name order.
    pub accounts: Vec<Account>,
    /// How the windows are drawn and how long the process stays.
    pub window: WindowSettings,
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

/// A file read once, with its two parts judged apart: a mistake in the accounts does not
/// change how the window is drawn, and a mistake in `[window]` does not stop mail.
#[derive(Debug)]
pub struct Parts {
    /// The file.
    pub path: PathBuf,
    /// `[window]` (the defaults when the file or the table is missing).
    pub window: Result<WindowSettings, ConfigError>,
    /// `[send]` (the defaults when the file or the table is missing).
    pub send: Result<SendSettings, ConfigError>,
    /// The accounts and the warnings about them.
    pub accounts: Result<(Vec<Account>, Vec<String>), ConfigError>,
}

impl Parts {
    /// Both parts, or the first error.
    pub fn into_config(self) -> Result<Config, ConfigError> {
        let window = self.window?;
        self.send?;
        let (accounts, warnings) = self.accounts?;
        Ok(Config {
            path: self.path,
            accounts,
            window,
            warnings,
        })
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

/// Reads and validates the file at `path`: every part must be usable.
pub fn load(path: &Path) -> Result<Config, ConfigError> {
    load_parts(path).into_config()
}

/// Reads the file at `path` once and judges its parts apart. A missing or unreadable file gives
/// the default window settings, and the reason for the accounts.
pub fn load_parts(path: &Path) -> Parts {
    let missing = |e: ConfigError| Parts {
        path: path.to_path_buf(),
        window: Ok(WindowSettings::default()),
        send: Ok(SendSettings::default()),
        accounts: Err(e),
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return missing(ConfigError::NotFound {
                path: path.to_path_buf(),
            });
        }
        // Unreadable: the window still opens, drawn the default way, and says why.
        Err(source) => {
            return missing(ConfigError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    parse_parts(&text, path, file_mode(path))
}

/// Parses config text; `mode` is the file's Unix permission bits, if known.
pub fn parse(text: &str, path: &Path, mode: Option<u32>) -> Result<Config, ConfigError> {
    parse_parts(text, path, mode).into_config()
}

/// [`load_parts`] on text.
pub fn parse_parts(text: &str, path: &Path, mode: Option<u32>) -> Parts {
    file::parse(text, path, mode)
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

/// Whether `host` is this machine.
pub fn is_local(host: &str) -> bool {
    let h = host.trim_start_matches('[').trim_end_matches(']');
    h.eq_ignore_ascii_case("localhost")
        || h.parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback())
}

/// 1-based line and column of byte `offset`.
fn line_col(text: &str, offset: usize) -> (usize, usize) {
    let before = text.get(..offset.min(text.len())).unwrap_or(text);
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, column)
}

#[cfg(test)]
mod tests;
