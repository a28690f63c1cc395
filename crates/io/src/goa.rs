//! GNOME Online Accounts: the mail accounts the person already signed in to in GNOME Settings →
//! Online Accounts, read live from the daemon each time (never copied), and their credentials,
//! asked for only when a message is sent.
//!
//! The daemon's D-Bus API (`GNOME/gnome-online-accounts data/dbus-interfaces.xml`): bus name
//! `org.gnome.OnlineAccounts`, the standard ObjectManager at `/org/gnome/OnlineAccounts` lists
//! the accounts; each has `org.gnome.OnlineAccounts.Account` (`ProviderType`,
//! `PresentationIdentity`, `MailDisabled`, `EnsureCredentials`), `...Mail` (`EmailAddress`,
//! `Name`, `SmtpSupported`, `SmtpHost`, `SmtpUseSsl`, `SmtpUseTls`, `SmtpUseAuth`,
//! `SmtpUserName`, `SmtpAuthXoauth2`, `SmtpAuthPlain`, `SmtpAuthLogin`, and the `Imap*` set), and
//! `...PasswordBased` (`GetPassword("smtp-password")`) or `...OAuth2Based` (`GetAccessToken`).
//! The daemon refreshes tokens with GNOME's own client id: no client id of ours is involved.
//!
//! Listing never starts the daemon: the bus would activate it on the first call, so the name's
//! owner is asked for first (`NameHasOwner`), and a desktop without a running daemon simply has
//! no such accounts. Credentials are asked for as Geary asks (`goa-mediator.vala`):
//! `EnsureCredentials` first, which refreshes a sign-in or says it must be renewed. A password
//! or a token is returned to the caller and never written anywhere.

use std::time::Duration;

use crate::config::{self, GoaAccount, GoaPassword};

/// How long one exchange with the daemon may take.
pub const WAIT: Duration = Duration::from_secs(20);

/// Why GNOME Online Accounts could not be used. Each says what the person can do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", crate::i18n::Localize::text(self).english())]
pub enum GoaError {
    /// The account is gone from Online Accounts (removed, or re-added under another id).
    Gone {
        /// The address.
        account: String,
    },
    /// The sign-in expired or was refused: the person must sign in again in Settings.
    SignInAgain {
        /// The address.
        account: String,
        /// What the daemon said, or the mail server's reply when it refused what the daemon
        /// gave (its host, when it gave no words).
        detail: String,
    },
    /// The daemon or the bus failed.
    Bus {
        /// What went wrong.
        detail: String,
    },
    /// This system has no GNOME Online Accounts.
    Unsupported,
}

impl crate::i18n::Localize for GoaError {
    fn text(&self) -> crate::i18n::Text {
        use crate::i18n::Text;
        match self {
            Self::Gone { account } => Text::new("goa-gone").arg("account", account),
            Self::SignInAgain { account, detail } => Text::new("goa-sign-in-again")
                .arg("account", account)
                .arg("detail", detail),
            Self::Bus { detail } => Text::new("goa-bus").arg("detail", detail),
            Self::Unsupported => Text::new("goa-unsupported"),
        }
    }
}

impl GoaError {
    /// Whether the person can put it right in Settings → Online Accounts.
    pub fn is_sign_in(&self) -> bool {
        matches!(self, Self::SignInAgain { .. } | Self::Gone { .. })
    }
}

/// How a server's connection is protected, as the account says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Security {
    /// TLS from the first byte (`*UseSsl`).
    Tls,
    /// STARTTLS (`*UseTls`).
    StartTls,
    /// Neither.
    None,
}

/// How the account signs in to a server.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Auth {
    /// No authentication.
    None,
    /// A password the daemon keeps, for this user name.
    Password {
        /// The login name.
        user: String,
    },
    /// An OAuth 2.0 access token from the daemon (XOAUTH2), for this user name.
    XOAuth2 {
        /// The login name.
        user: String,
    },
}

/// A mail server of an account.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Server {
    /// The host name, without the port.
    pub host: String,
    /// The port: the one the account gives, else the usual one for its security.
    pub port: u16,
    /// How the connection is protected.
    pub security: Security,
    /// How the account signs in.
    pub auth: Auth,
    /// Whether the person told GOA to accept certificate errors (we do not: said so).
    pub accepts_certificate_errors: bool,
}

/// A mail account of GNOME Online Accounts that can send.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailAccount {
    /// The daemon's id for it (changes when the account is added again: remember the
    /// address), its address, and the bus it was read from.
    pub account: GoaAccount,
    /// The provider (`google`, `ms_graph`, `imap_smtp`...).
    pub provider: String,
    /// The sender's name, if the account has one.
    pub name: Option<String>,
    /// The SMTP server.
    pub smtp: Server,
    /// The IMAP server, for the copy in Sent.
    pub imap: Option<Server>,
}

impl MailAccount {
    /// The account as a sender like the config's: its settings as the daemon gave them now,
    /// its password or token the daemon's, asked for when a connection is made. `None` for an
    /// address that is not one.
    pub fn sender(&self) -> Option<config::Account> {
        let (mut list, _) = crate::mailto::parse_address_list(
            &self.account.email,
            &crate::mailto::Field::Header("From".into()),
        );
        if list.len() != 1 || list[0].problem.is_some() {
            return None;
        }
        let email = list.remove(0);
        let server = |server: &Server, which: GoaPassword| config::Server {
            host: server.host.clone(),
            port: server.port,
            security: match server.security {
                Security::Tls => config::Security::Tls,
                Security::StartTls => config::Security::Starttls,
                Security::None => config::Security::None,
            },
            login: match &server.auth {
                Auth::None => config::Login::None,
                Auth::Password { user } => config::Login::Password {
                    user: user.clone(),
                    source: config::PasswordSource::Goa(self.account.clone(), which),
                },
                Auth::XOAuth2 { user } => config::Login::OAuth2 {
                    user: user.clone(),
                    source: config::TokenSource::Goa(self.account.clone()),
                },
            },
            tls_ca: None,
            // The person chose a server without encryption in Online Accounts: said in the
            // window, as for our own accounts.
            allow_insecure: server.security == Security::None,
            // As the person set it in Online Accounts (a server with a certificate of its own
            // making); the window says so.
            accept_invalid_certs: server.accepts_certificate_errors,
            timeout: Duration::from_secs(config::DEFAULT_TIMEOUT_SECS),
        };
        Some(config::Account {
            name: self.account.email.clone(),
            email: Some(email),
            display_name: self.name.clone(),
            default: false,
            transport: config::Transport::Smtp(config::Smtp {
                server: server(&self.smtp, GoaPassword::Smtp),
                ehlo_name: None,
            }),
            signature: None,
            bcc_self: false,
            imap: self.imap.as_ref().map(|imap| config::Imap {
                server: server(imap, GoaPassword::Imap),
                sent_folder: None,
                drafts_folder: None,
            }),
            sent_copy: config::SentCopy::Auto,
            server_drafts: false,
            openpgp: None,
        })
    }
}

/// The accounts that can send, on the session bus (or the bus at `address`), each address
/// once; none when the daemon is not running (it is not started for this), nor on a system
/// without GNOME Online Accounts.
pub fn mail_accounts(address: Option<&str>) -> Result<Vec<MailAccount>, GoaError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::mail_accounts(address);
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        let _ = address;
        Ok(Vec::new())
    }
}

/// The password GNOME Online Accounts keeps for `account`'s server, asked for when a
/// connection is about to be made and never kept.
pub fn password(account: &GoaAccount, which: GoaPassword) -> Result<String, GoaError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::password(account, which);
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        let _ = (account, which);
        Err(GoaError::Unsupported)
    }
}

/// A fresh OAuth 2.0 access token for `account` (the daemon refreshes it), never kept.
pub fn access_token(account: &GoaAccount) -> Result<String, GoaError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::access_token(account);
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        let _ = account;
        Err(GoaError::Unsupported)
    }
}

/// Asks the daemon to renew `account`'s sign-in (`EnsureCredentials`), after a server refused
/// what it gave: it refreshes a token, or checks a password by logging in and, when that
/// fails, marks the account in Settings for the person and says [`GoaError::SignInAgain`].
pub fn renew(account: &GoaAccount) -> Result<(), GoaError> {
    #[cfg(all(unix, not(target_os = "macos")))]
    return bus::renew(account);
    #[cfg(not(all(unix, not(target_os = "macos"))))]
    {
        let _ = account;
        Err(GoaError::Unsupported)
    }
}

/// `host`, `host:port` or `[v6]:port`, checked: a host with white space, a control character
/// or a bad port is no server. (The daemon's answers are read on Linux and the BSDs only.)
#[cfg_attr(not(all(unix, not(target_os = "macos"))), allow(dead_code))]
fn host_and_port(value: &str, default_port: u16) -> Option<(String, u16)> {
    let value = value.trim();
    let (host, port) = if let Some(rest) = value.strip_prefix('[') {
        let (host, after) = rest.split_once(']')?;
        match after.strip_prefix(':') {
            Some(port) => (host, Some(port)),
            None if after.is_empty() => (host, None),
            None => return None,
        }
    } else {
        match value.rsplit_once(':') {
            Some((host, port)) if !host.contains(':') => (host, Some(port)),
            Some(_) => (value, None),
            None => (value, None),
        }
    };
    let port = match port {
        Some(p) => p.parse::<u16>().ok().filter(|p| *p != 0)?,
        None => default_port,
    };
    let usable = !host.is_empty()
        && host.len() <= 253
        && !host
            .chars()
            .any(|c| c.is_whitespace() || c.is_control() || c == '/');
    usable.then(|| (host.to_string(), port))
}

/// Opens GNOME Settings at Online Accounts, where the person signs in again, and waits until
/// it is closed (call it from a worker thread).
pub fn open_settings() -> std::io::Result<()> {
    std::process::Command::new("gnome-control-center")
        .arg("online-accounts")
        .stdin(std::process::Stdio::null())
        .status()
        .map(drop)
}

#[cfg(all(unix, not(target_os = "macos")))]
mod bus;

#[cfg(all(test, unix, not(target_os = "macos")))]
mod tests;
