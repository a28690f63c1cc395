//! The D-Bus side of [`super`]: the daemon's ObjectManager read, and the calls for credentials.

use std::collections::HashMap;

use zbus::zvariant::{OwnedObjectPath, OwnedValue};

use super::{Auth, GoaError, MailAccount, Security, Server, WAIT, host_and_port};
use crate::config::{GoaAccount, GoaPassword};

/// The daemon's bus name.
const BUS_NAME: &str = "org.gnome.OnlineAccounts";
const MANAGER_PATH: &str = "/org/gnome/OnlineAccounts";
const ACCOUNT: &str = "org.gnome.OnlineAccounts.Account";
const MAIL: &str = "org.gnome.OnlineAccounts.Mail";
const PASSWORD_BASED: &str = "org.gnome.OnlineAccounts.PasswordBased";
const OAUTH2_BASED: &str = "org.gnome.OnlineAccounts.OAuth2Based";

type Managed = HashMap<OwnedObjectPath, HashMap<String, HashMap<String, OwnedValue>>>;

/// The accounts that can send, on the session bus (or the bus at `address`), each address
/// once; none when the daemon is not running (it is not started for this).
pub(super) fn mail_accounts(address: Option<&str>) -> Result<Vec<MailAccount>, GoaError> {
    block_on(async {
        let conn = connect(address).await?;
        let dbus = zbus::fdo::DBusProxy::new(&conn).await.map_err(bus)?;
        let name = zbus::names::BusName::try_from(BUS_NAME).map_err(bus)?;
        if !dbus.name_has_owner(name).await.map_err(bus)? {
            return Ok(Vec::new());
        }
        // The daemon may have gone in between: NO_AUTO_START still never starts it.
        let managed: Managed = call(
            &conn,
            MANAGER_PATH,
            "org.freedesktop.DBus.ObjectManager",
            "GetManagedObjects",
            &(),
        )
        .await
        .map_err(bus)?;
        Ok(from_managed(&managed, address))
    })
}

/// The accounts in the daemon's answer that can send, sorted by address, each address once.
fn from_managed(managed: &Managed, bus: Option<&str>) -> Vec<MailAccount> {
    let mut found: Vec<MailAccount> = managed
        .iter()
        .filter_map(|(path, interfaces)| account(path, interfaces, bus))
        .collect();
    let key = |a: &MailAccount| (a.account.email.to_lowercase(), a.account.id.clone());
    found.sort_by_key(key);
    found.dedup_by(|a, b| a.account.email.eq_ignore_ascii_case(&b.account.email));
    found
}

fn account(
    path: &OwnedObjectPath,
    interfaces: &HashMap<String, HashMap<String, OwnedValue>>,
    bus: Option<&str>,
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
        account: GoaAccount {
            id,
            email,
            bus: bus.map(str::to_string),
        },
        provider: text(account, "ProviderType").unwrap_or_default(),
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

/// The password GNOME Online Accounts keeps for `account`'s server: asked for only at Send (or
/// Test connection), never kept. A password account's password is asked for first: the
/// `imap_smtp` provider's `EnsureCredentials` logs in to both servers, so calling it first would
/// fail a send whenever the IMAP server is down; it is called after a refusal, to renew.
pub(super) fn password(account: &GoaAccount, which: GoaPassword) -> Result<String, GoaError> {
    let id = match which {
        GoaPassword::Smtp => "smtp-password",
        GoaPassword::Imap => "imap-password",
    };
    block_on(async {
        let conn = connect(account.bus.as_deref()).await?;
        let path = object(account)?;
        let body = (id,);
        let get = || call::<_, String>(&conn, path.as_str(), PASSWORD_BASED, "GetPassword", &body);
        match get().await {
            Ok(password) => Ok(password),
            Err(_) => {
                ensure(&conn, account, &path).await?;
                get().await.map_err(|e| refused(account, e))
            }
        }
    })
}

/// A fresh OAuth 2.0 access token for `account` (the daemon refreshes it), never kept.
pub(super) fn access_token(account: &GoaAccount) -> Result<String, GoaError> {
    block_on(async {
        let conn = connect(account.bus.as_deref()).await?;
        let path = object(account)?;
        ensure(&conn, account, &path).await?;
        let (token, _expires_in): (String, i32) =
            call(&conn, path.as_str(), OAUTH2_BASED, "GetAccessToken", &())
                .await
                .map_err(|e| refused(account, e))?;
        Ok(token)
    })
}

/// `EnsureCredentials` for `account`, after a server refused what the daemon gave.
pub(super) fn renew(account: &GoaAccount) -> Result<(), GoaError> {
    block_on(async {
        let conn = connect(account.bus.as_deref()).await?;
        let path = object(account)?;
        ensure(&conn, account, &path).await
    })
}

/// The account's object path.
fn object(account: &GoaAccount) -> Result<OwnedObjectPath, GoaError> {
    OwnedObjectPath::try_from(format!("{MANAGER_PATH}/Accounts/{}", account.id)).map_err(|_| {
        GoaError::Gone {
            account: account.email.clone(),
        }
    })
}

/// `EnsureCredentials`, which renews a sign-in or says it must be renewed by the person.
async fn ensure(
    conn: &zbus::Connection,
    account: &GoaAccount,
    path: &OwnedObjectPath,
) -> Result<(), GoaError> {
    call::<_, i32>(conn, path.as_str(), ACCOUNT, "EnsureCredentials", &())
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
    Ok(())
}

/// The daemon refused: a sign-in to renew (`org.gnome.OnlineAccounts.Error.NotAuthorized`),
/// or another failure.
fn refused(account: &GoaAccount, e: zbus::Error) -> GoaError {
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

/// A call to the daemon that never starts it (D-Bus `NO_AUTO_START`): the person's desktop
/// session starts it, never a window a link opened.
async fn call<B, R>(
    conn: &zbus::Connection,
    path: &str,
    interface: &str,
    method: &str,
    body: &B,
) -> zbus::Result<R>
where
    B: serde::Serialize + zbus::zvariant::DynamicType,
    R: for<'d> zbus::zvariant::DynamicDeserialize<'d>,
{
    let proxy: zbus::Proxy<'_> = zbus::proxy::Builder::new(conn)
        .destination(BUS_NAME)?
        .path(path)?
        .interface(interface)?
        .cache_properties(zbus::proxy::CacheProperties::No)
        .build()
        .await?;
    proxy
        .call_with_flags(method, zbus::proxy::MethodFlags::NoAutoStart.into(), body)
        .await?
        .ok_or_else(|| zbus::Error::Failure(format!("{method}: no reply")))
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
