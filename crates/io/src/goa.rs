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

use std::collections::HashMap;
use std::time::Duration;

use zbus::zvariant::{OwnedObjectPath, OwnedValue};

/// The daemon's bus name.
pub const BUS_NAME: &str = "org.gnome.OnlineAccounts";
const MANAGER_PATH: &str = "/org/gnome/OnlineAccounts";
const ACCOUNT: &str = "org.gnome.OnlineAccounts.Account";
const MAIL: &str = "org.gnome.OnlineAccounts.Mail";
const PASSWORD_BASED: &str = "org.gnome.OnlineAccounts.PasswordBased";
const OAUTH2_BASED: &str = "org.gnome.OnlineAccounts.OAuth2Based";

/// How long one exchange with the daemon may take.
pub const WAIT: Duration = Duration::from_secs(20);

/// Why GNOME Online Accounts could not be used. Each says what the person can do.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GoaError {
    /// The account is gone from Online Accounts (removed, or re-added under another id).
    #[error(
        "the account {account} is no longer in GNOME Online Accounts: add it again in Settings → Online Accounts, or choose another sender"
    )]
    Gone {
        /// The address.
        account: String,
    },
    /// The sign-in expired or was refused: the person must sign in again in Settings.
    #[error("sign in to {account} again in Settings → Online Accounts, then try again ({detail})")]
    SignInAgain {
        /// The address.
        account: String,
        /// What the daemon said.
        detail: String,
    },
    /// The daemon or the bus failed.
    #[error("GNOME Online Accounts did not answer: {detail}")]
    Bus {
        /// What went wrong.
        detail: String,
    },
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
    /// The daemon's id for it (changes when the account is added again: remember the address).
    pub id: String,
    /// The provider (`google`, `ms_graph`, `imap_smtp`...).
    pub provider: String,
    /// The sender address.
    pub email: String,
    /// The sender's name, if the account has one.
    pub name: Option<String>,
    /// The SMTP server.
    pub smtp: Server,
    /// The IMAP server, for the copy in Sent.
    pub imap: Option<Server>,
}

type Managed = HashMap<OwnedObjectPath, HashMap<String, HashMap<String, OwnedValue>>>;

/// The accounts that can send, on the session bus (or the bus at `address`), each address
/// once; none when the daemon is not running (it is not started for this).
pub fn mail_accounts(address: Option<&str>) -> Result<Vec<MailAccount>, GoaError> {
    block_on(async {
        let conn = connect(address).await?;
        let dbus = zbus::fdo::DBusProxy::new(&conn).await.map_err(bus)?;
        let name = zbus::names::BusName::try_from(BUS_NAME).map_err(bus)?;
        if !dbus.name_has_owner(name).await.map_err(bus)? {
            return Ok(Vec::new());
        }
        let reply = conn
            .call_method(
                Some(BUS_NAME),
                MANAGER_PATH,
                Some("org.freedesktop.DBus.ObjectManager"),
                "GetManagedObjects",
                &(),
            )
            .await
            .map_err(bus)?;
        let managed: Managed = reply.body().deserialize().map_err(bus)?;
        Ok(from_managed(&managed))
    })
}

/// The accounts in the daemon's answer that can send, sorted by address, each address once.
fn from_managed(managed: &Managed) -> Vec<MailAccount> {
    let mut found: Vec<MailAccount> = managed
        .iter()
        .filter_map(|(path, interfaces)| account(path, interfaces))
        .collect();
    found.sort_by(|a, b| (a.email.to_lowercase(), &a.id).cmp(&(b.email.to_lowercase(), &b.id)));
    found.dedup_by(|a, b| a.email.eq_ignore_ascii_case(&b.email));
    found
}

fn account(
    path: &OwnedObjectPath,
    interfaces: &HashMap<String, HashMap<String, OwnedValue>>,
) -> Option<MailAccount> {
    let account = interfaces.get(ACCOUNT)?;
    let mail = interfaces.get(MAIL)?;
    if flag(account, "MailDisabled") || !flag(mail, "SmtpSupported") {
        return None;
    }
    let email = text(mail, "EmailAddress").filter(|e| e.contains('@'))?;
    let smtp = server(mail, "Smtp", 465, 587, 25)?;
    let imap = flag(mail, "ImapSupported")
        .then(|| server(mail, "Imap", 993, 143, 143))
        .flatten();
    let id = text(account, "Id").unwrap_or_else(|| {
        path.as_str()
            .rsplit('/')
            .next()
            .unwrap_or_default()
            .to_string()
    });
    Some(MailAccount {
        id,
        provider: text(account, "ProviderType").unwrap_or_default(),
        email,
        name: text(mail, "Name").filter(|n| !n.trim().is_empty()),
        smtp,
        imap,
    })
}

/// A server from the `prefix` (`Smtp`, `Imap`) properties: the host may carry `:port`; without
/// one the port is the usual one for its security, as Evolution takes it.
fn server(
    props: &HashMap<String, OwnedValue>,
    prefix: &str,
    tls_port: u16,
    starttls_port: u16,
    plain_port: u16,
) -> Option<Server> {
    let key = |k: &str| format!("{prefix}{k}");
    let security = if flag(props, &key("UseSsl")) {
        Security::Tls
    } else if flag(props, &key("UseTls")) {
        Security::StartTls
    } else {
        Security::None
    };
    let default_port = match security {
        Security::Tls => tls_port,
        Security::StartTls => starttls_port,
        Security::None => plain_port,
    };
    let (host, port) = host_and_port(&text(props, &key("Host"))?, default_port)?;
    let user = text(props, &key("UserName")).unwrap_or_default();
    // SMTP says whether it authenticates; IMAP always does.
    let authenticates = prefix != "Smtp" || flag(props, &key("UseAuth"));
    let auth = if !authenticates {
        Auth::None
    } else if flag(props, &key("AuthXoauth2")) {
        Auth::XOAuth2 { user }
    } else {
        Auth::Password { user }
    };
    Some(Server {
        host,
        port,
        security,
        auth,
        accepts_certificate_errors: flag(props, &key("AcceptSslErrors")),
    })
}

/// `host`, `host:port` or `[v6]:port`, checked: a host with white space, a control character
/// or a bad port is no server.
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

fn flag(props: &HashMap<String, OwnedValue>, key: &str) -> bool {
    props
        .get(key)
        .and_then(|v| bool::try_from(v).ok())
        .unwrap_or(false)
}

fn text(props: &HashMap<String, OwnedValue>, key: &str) -> Option<String> {
    props
        .get(key)
        .and_then(|v| v.try_clone().ok())
        .and_then(|v| String::try_from(v).ok())
}

/// Which password of an account.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Secret {
    /// For sending.
    Smtp,
    /// For the mailbox.
    Imap,
}

/// The password the daemon keeps for `account`'s server: asked for only at Send (or Test
/// connection), never kept.
pub fn password(
    account: &MailAccount,
    which: Secret,
    address: Option<&str>,
) -> Result<String, GoaError> {
    let id = match which {
        Secret::Smtp => "smtp-password",
        Secret::Imap => "imap-password",
    };
    block_on(async {
        let conn = connect(address).await?;
        let path = ensure(&conn, account).await?;
        let reply = conn
            .call_method(
                Some(BUS_NAME),
                path.as_str(),
                Some(PASSWORD_BASED),
                "GetPassword",
                &(id,),
            )
            .await
            .map_err(|e| refused(account, e))?;
        reply.body().deserialize::<String>().map_err(bus)
    })
}

/// A fresh OAuth 2.0 access token for `account` (the daemon refreshes it), never kept.
pub fn access_token(account: &MailAccount, address: Option<&str>) -> Result<String, GoaError> {
    block_on(async {
        let conn = connect(address).await?;
        let path = ensure(&conn, account).await?;
        let reply = conn
            .call_method(
                Some(BUS_NAME),
                path.as_str(),
                Some(OAUTH2_BASED),
                "GetAccessToken",
                &(),
            )
            .await
            .map_err(|e| refused(account, e))?;
        let (token, _expires_in): (String, i32) = reply.body().deserialize().map_err(bus)?;
        Ok(token)
    })
}

/// The account's object, after `EnsureCredentials` (which renews a sign-in or says it must be
/// renewed by the person).
async fn ensure(
    conn: &zbus::Connection,
    account: &MailAccount,
) -> Result<OwnedObjectPath, GoaError> {
    let path = format!("{MANAGER_PATH}/Accounts/{}", account.id);
    let path = OwnedObjectPath::try_from(path).map_err(|_| GoaError::Gone {
        account: account.email.clone(),
    })?;
    conn.call_method(
        Some(BUS_NAME),
        path.as_str(),
        Some(ACCOUNT),
        "EnsureCredentials",
        &(),
    )
    .await
    .map_err(|e| match &e {
        zbus::Error::MethodError(name, _, _)
            if name.as_str() == "org.freedesktop.DBus.Error.UnknownObject"
                || name.as_str() == "org.freedesktop.DBus.Error.UnknownMethod" =>
        {
            GoaError::Gone {
                account: account.email.clone(),
            }
        }
        _ => refused(account, e),
    })?;
    Ok(path)
}

/// The daemon refused: a sign-in to renew (`org.gnome.OnlineAccounts.Error.NotAuthorized`),
/// or another failure.
fn refused(account: &MailAccount, e: zbus::Error) -> GoaError {
    match &e {
        zbus::Error::MethodError(name, detail, _)
            if name.as_str().starts_with("org.gnome.OnlineAccounts.Error") =>
        {
            GoaError::SignInAgain {
                account: account.email.clone(),
                detail: detail.clone().unwrap_or_else(|| name.to_string()),
            }
        }
        _ => bus(e),
    }
}

async fn connect(address: Option<&str>) -> Result<zbus::Connection, GoaError> {
    let builder = match address {
        Some(a) => zbus::connection::Builder::address(a).map_err(bus)?,
        None => zbus::connection::Builder::session().map_err(bus)?,
    };
    builder.build().await.map_err(bus)
}

fn bus(e: impl std::fmt::Display) -> GoaError {
    GoaError::Bus {
        detail: e.to_string(),
    }
}

/// Runs `call` on the process's async runtime, for at most [`WAIT`]; call from a worker thread.
fn block_on<T>(
    call: impl std::future::Future<Output = Result<T, GoaError>>,
) -> Result<T, GoaError> {
    let timed = async {
        tokio::time::timeout(WAIT, call).await.unwrap_or_else(|_| {
            Err(GoaError::Bus {
                detail: format!("no answer within {} seconds", WAIT.as_secs()),
            })
        })
    };
    crate::task::block_on(timed).unwrap_or_else(|e| Err(bus(e)))
}

#[cfg(test)]
mod tests;
