//! Filing in the person's mailbox over IMAP: a copy of a sent message in the Sent folder, a
//! draft in the Drafts folder, with the `async-imap` client on the process's tokio runtime and
//! rustls. Called only after the person approved (Send, or Save draft for an account with
//! `server-drafts`), and for `config check --connect`.
//!
//! The server is hostile input like everything else: every step is bounded in time (the
//! account's timeout), everything it sends is bounded in size (a session reads at most
//! [`MAX_REPLY_BYTES`]), and at most [`MAX_FOLDERS`] folder names are looked at.
//!
//! The folder is the one the server marks `\Sent` or `\Drafts` (RFC 6154 SPECIAL-USE), unless
//! the config names one (`imap.sent-folder`, `imap.drafts-folder`); then one of the names
//! clients commonly use; else the error asks the person to name it.

use std::fmt;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use async_imap::types::NameAttribute;
use base64::Engine as _;
use futures_util::StreamExt as _;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::net::TcpStream;

use crate::config::{Imap, Login, Security, Server};
use crate::credentials::{PasswordError, Secret};
use crate::i18n::{Localize, Rounding, Size, Text};

/// At most this many bytes are read from a server in one session: far more than a folder list
/// and a few replies need, far less than a hostile server could send.
pub const MAX_REPLY_BYTES: u64 = 8 * 1024 * 1024;
/// At most this many folders are looked at when finding Sent or Drafts.
pub const MAX_FOLDERS: usize = 10_000;

/// Which folder a message is filed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Folder {
    /// A copy of a sent message, flagged `\Seen`.
    Sent,
    /// A draft, flagged `\Draft` and `\Seen`, to be finished elsewhere.
    Drafts,
}

impl Folder {
    fn attribute(self) -> NameAttribute<'static> {
        match self {
            Self::Sent => NameAttribute::Sent,
            Self::Drafts => NameAttribute::Drafts,
        }
    }

    fn flags(self) -> &'static str {
        match self {
            Self::Sent => "(\\Seen)",
            Self::Drafts => "(\\Seen \\Draft)",
        }
    }

    /// The names clients commonly give the folder (compared without case, also after an
    /// `INBOX` prefix): English as Dovecot, Courier, Cyrus, Exchange and Gmail name them, and
    /// the localised names of large European providers.
    fn usual_names(self) -> &'static [&'static str] {
        match self {
            Self::Sent => &[
                "Sent",
                "Sent Items",
                "Sent Messages",
                "Sent Mail",
                "Sent Email",
                "Sent E-Mail",
                "[Gmail]/Sent Mail",
                "Gesendet",
                "Gesendete Elemente",
                "Gesendete Objekte",
                "Envoyés",
                "Éléments envoyés",
                "Enviados",
                "Elementos enviados",
                "Posta inviata",
                "Inviata",
                "Verzonden",
                "Verzonden items",
                "Wysłane",
                "Отправленные",
            ],
            Self::Drafts => &[
                "Drafts",
                "Draft",
                "[Gmail]/Drafts",
                "Entwürfe",
                "Brouillons",
                "Borradores",
                "Bozze",
                "Concepten",
                "Kopie robocze",
                "Черновики",
            ],
        }
    }

    /// The config key that names it.
    pub fn config_key(self) -> &'static str {
        match self {
            Self::Sent => "sent-folder",
            Self::Drafts => "drafts-folder",
        }
    }
}

/// A message filed: where it went.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Filed {
    /// The folder, as the person reads its name.
    pub folder: String,
    /// Whether it was there already (a retry after a copy that was filed but not confirmed).
    pub already_there: bool,
}

/// What `config check --connect` learned about the mailbox.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MailboxReport {
    /// The server's capabilities after login.
    pub capabilities: Vec<String>,
    /// Whether the connection is encrypted.
    pub encrypted: bool,
    /// The Sent folder, or why none was found.
    pub sent: Result<String, FileError>,
    /// The Drafts folder, or why none was found.
    pub drafts: Result<String, FileError>,
}

/// Why a message was not filed. Each is a sentence the person can act on.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", Localize::text(self).english())]
pub enum FileError {
    /// The account has no `imap` table.
    NoMailbox { account: String },
    /// DNS could not resolve the server.
    HostNotFound { host: String },
    /// Nothing listens at the address.
    ConnectionRefused { host: String, port: u16 },
    /// A step made no progress in time.
    TimedOut { host: String, seconds: u64 },
    /// The TLS handshake or the certificate check failed.
    Tls { host: String, detail: String },
    /// STARTTLS is required but the server refused it.
    NoStartTls { host: String },
    /// The mailbox has no username and password or token to log in with.
    NoLogin { host: String },
    /// The login was refused.
    LoginRejected { user: String, reply: String },
    /// The OAuth 2.0 token was refused (expired, withdrawn, or without the mailbox's scope).
    SignInRejected {
        host: String,
        user: String,
        reply: String,
    },
    /// The password or token could not be had.
    Password(PasswordError),
    /// No folder is marked or named as the one wanted.
    NoFolder {
        host: String,
        /// Which folder.
        folder: Folder,
        /// Some of the folders there are, to choose from.
        seen: String,
    },
    /// The folder the config names is not in the mailbox.
    NoSuchFolder {
        host: String,
        /// The name in the config.
        name: String,
        /// Which folder it is meant to be.
        folder: Folder,
        /// Some of the folders there are.
        seen: String,
    },
    /// The server refused to store the message.
    Refused {
        folder: String,
        /// The server's words, if any.
        reply: String,
    },
    /// The server sent more than a session may read.
    TooMuch { host: String },
    /// The message is bigger than the server stores (its APPENDLIMIT, RFC 7889): it was not
    /// sent to the server.
    TooBig {
        host: String,
        /// The folder, as the person reads its name.
        folder: String,
        /// The message's size in bytes.
        size: u64,
        /// The server's limit in bytes.
        limit: u64,
    },
    /// An attached file changed or vanished since it was attached (a draft saved to the
    /// server).
    Attachment(crate::attach::ReadError),
    /// The connection broke, or the server answered what IMAP does not allow.
    Connection { host: String, detail: String },
}

impl Localize for FileError {
    fn text(&self) -> Text {
        match self {
            Self::NoMailbox { account } => Text::new("file-no-mailbox").arg("account", account),
            Self::HostNotFound { host } => Text::new("file-host-not-found").arg("host", host),
            Self::ConnectionRefused { host, port } => Text::new("file-connection-refused")
                .arg("host", host)
                .arg("port", *port),
            Self::TimedOut { host, seconds } => Text::new("file-timed-out")
                .arg("host", host)
                .arg("seconds", *seconds),
            Self::Tls { host, detail } => Text::new("file-tls")
                .arg("host", host)
                .arg("detail", detail),
            Self::NoStartTls { host } => Text::new("file-no-starttls").arg("host", host),
            Self::NoLogin { host } => Text::new("file-no-login").arg("host", host),
            Self::SignInRejected { host, user, reply } => Text::new("file-sign-in-rejected")
                .arg("host", host)
                .arg("user", user)
                .arg("reply", reply),
            Self::LoginRejected { user, reply } => Text::new("file-login-rejected")
                .arg("user", user)
                .arg("reply", reply),
            Self::Password(e) => e.text(),
            Self::NoFolder { host, folder, seen } => Text::new(match folder {
                Folder::Sent => "file-no-sent-folder",
                Folder::Drafts => "file-no-drafts-folder",
            })
            .arg("host", host)
            .arg("key", folder.config_key())
            .arg("seen", seen),
            Self::NoSuchFolder {
                host,
                name,
                folder,
                seen,
            } => Text::new("file-no-such-folder")
                .arg("host", host)
                .arg("name", name)
                .arg("key", folder.config_key())
                .arg("seen", seen),
            Self::Refused { folder, reply } if reply.is_empty() => {
                Text::new("file-refused").arg("folder", folder)
            }
            Self::Refused { folder, reply } => Text::new("file-refused-reply")
                .arg("folder", folder)
                .arg("reply", reply),
            Self::TooMuch { host } => Text::new("file-too-much").arg("host", host),
            Self::TooBig {
                host,
                folder,
                size,
                limit,
            } => Text::new("file-too-big")
                .arg("host", host)
                .arg("folder", folder.as_str())
                .arg("size", Size::About(*size, Rounding::Up))
                .arg("limit", Size::About(*limit, Rounding::Down)),
            Self::Attachment(e) => e.text(),
            Self::Connection { host, detail } => Text::new("file-connection")
                .arg("host", host)
                .arg("detail", detail),
        }
    }
}

impl From<PasswordError> for FileError {
    fn from(e: PasswordError) -> Self {
        Self::Password(e)
    }
}

impl FileError {
    /// Whether signing in again in the browser (the built-in OAuth sign-in) can fix it.
    pub fn needs_sign_in(&self) -> bool {
        match self {
            Self::Password(PasswordError::SignIn(e)) => e.needs_sign_in(),
            Self::SignInRejected { .. } => true,
            _ => false,
        }
    }
}

/// Files `bytes` in `folder` of the mailbox. With `message_id`, the folder is searched for it
/// first and nothing is stored when it is there (a retry after a copy that may have been
/// stored before the connection broke).
pub fn file(
    imap: &Imap,
    folder: Folder,
    bytes: &[u8],
    message_id: Option<&str>,
) -> Result<Filed, FileError> {
    let secret = crate::credentials::for_login(&imap.server.login)?;
    let host = imap.server.host.clone();
    run(&imap.server, async {
        let mut session = open(&imap.server, secret.as_ref()).await?;
        let name = find_folder(&mut session, imap, folder).await?;
        let shown = decode_mutf7(&name);
        if let Some(id) = message_id.filter(|id| is_searchable(id)) {
            session.select(&name).await.map_err(|e| failure(&host, e))?;
            let found = session
                .uid_search(format!("HEADER Message-ID \"{id}\""))
                .await
                .map_err(|e| failure(&host, e))?;
            if !found.is_empty() {
                let _ = session.logout().await;
                return Ok(Filed {
                    folder: shown,
                    already_there: true,
                });
            }
        }
        // RFC 7889: a server that says how much it stores is not sent more. A limit per
        // folder (a bare APPENDLIMIT, told by STATUS) is left to the server's own reply:
        // async-imap cannot read that STATUS item.
        let capabilities = session
            .capabilities()
            .await
            .map_err(|e| failure(&host, e))?;
        if let Some(limit) = append_limit(capabilities.iter())
            && bytes.len() as u64 > limit
        {
            let _ = session.logout().await;
            return Err(FileError::TooBig {
                host: host.clone(),
                folder: shown,
                size: bytes.len() as u64,
                limit,
            });
        }
        append(&mut session, &name, folder.flags(), bytes)
            .await
            .map_err(|e| match e {
                async_imap::error::Error::No(reply) | async_imap::error::Error::Bad(reply) => {
                    FileError::Refused {
                        folder: shown.clone(),
                        reply,
                    }
                }
                async_imap::error::Error::Append => FileError::Refused {
                    folder: shown.clone(),
                    reply: String::new(),
                },
                e => failure(&host, e),
            })?;
        let _ = session.logout().await;
        Ok(Filed {
            folder: shown,
            already_there: false,
        })
    })
}

/// Connects, secures, logs in and finds the Sent and Drafts folders, storing nothing.
pub fn check(imap: &Imap) -> Result<MailboxReport, FileError> {
    let secret = crate::credentials::for_login(&imap.server.login)?;
    let host = imap.server.host.clone();
    run(&imap.server, async {
        let mut session = open(&imap.server, secret.as_ref()).await?;
        let capabilities = session
            .capabilities()
            .await
            .map_err(|e| failure(&host, e))?;
        let mut capabilities: Vec<String> = capabilities
            .iter()
            .map(|c| match c {
                async_imap::types::Capability::Imap4rev1 => "IMAP4rev1".to_string(),
                async_imap::types::Capability::Auth(a) => format!("AUTH={a}"),
                async_imap::types::Capability::Atom(a) => a.to_string(),
            })
            .collect();
        capabilities.sort();
        let encrypted = imap.server.security != Security::None;
        let sent = find_folder(&mut session, imap, Folder::Sent)
            .await
            .map(|n| decode_mutf7(&n));
        let drafts = find_folder(&mut session, imap, Folder::Drafts)
            .await
            .map(|n| decode_mutf7(&n));
        let _ = session.logout().await;
        Ok(MailboxReport {
            capabilities,
            encrypted,
            sent,
            drafts,
        })
    })
}

/// Runs a session on the process's runtime, within four times the account's timeout in all
/// (each step also has the timeout on its own).
fn run<T>(
    server: &Server,
    work: impl std::future::Future<Output = Result<T, FileError>>,
) -> Result<T, FileError> {
    let limit = server.timeout * 4;
    let timed_out = || FileError::TimedOut {
        host: server.host.clone(),
        seconds: limit.as_secs().max(1),
    };
    crate::task::block_on(async { tokio::time::timeout(limit, work).await })
        .map_err(|e| FileError::Connection {
            host: server.host.clone(),
            detail: e.to_string(),
        })?
        .map_err(|_| timed_out())?
}

/// The stream a session runs over: plain TCP or TLS, both bounded in what they read.
trait Stream: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug {}
impl<T: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug> Stream for T {}

type Session = async_imap::Session<Box<dyn Stream>>;

/// Resolves, connects, secures and logs in.
async fn open(server: &Server, secret: Option<&Secret>) -> Result<Session, FileError> {
    let host = server.host.trim_start_matches('[').trim_end_matches(']');
    let step = server.timeout;
    let timed_out = |_| FileError::TimedOut {
        host: server.host.clone(),
        seconds: step.as_secs().max(1),
    };
    let addrs: Vec<_> = tokio::time::timeout(step, tokio::net::lookup_host((host, server.port)))
        .await
        .map_err(timed_out)?
        .map_err(|_| FileError::HostNotFound {
            host: server.host.clone(),
        })?
        .collect();
    if addrs.is_empty() {
        return Err(FileError::HostNotFound {
            host: server.host.clone(),
        });
    }
    let tcp = tokio::time::timeout(step, TcpStream::connect(addrs.as_slice()))
        .await
        .map_err(timed_out)?
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::ConnectionRefused => FileError::ConnectionRefused {
                host: server.host.clone(),
                port: server.port,
            },
            _ => FileError::Connection {
                host: server.host.clone(),
                detail: e.to_string(),
            },
        })?;
    let tcp = Limited::new(tcp);
    let mut client = match server.security {
        Security::Tls => {
            let tls = tokio::time::timeout(step, tls_connect(server, tcp))
                .await
                .map_err(timed_out)??;
            async_imap::Client::new(Box::new(tls) as Box<dyn Stream>)
        }
        Security::Starttls => {
            let mut plain = async_imap::Client::new(tcp);
            tokio::time::timeout(step, greeting(&mut plain, server))
                .await
                .map_err(timed_out)??;
            tokio::time::timeout(step, plain.run_command_and_check_ok("STARTTLS", None))
                .await
                .map_err(timed_out)?
                .map_err(|_| FileError::NoStartTls {
                    host: server.host.clone(),
                })?;
            let tls = tokio::time::timeout(step, tls_connect(server, plain.into_inner()))
                .await
                .map_err(timed_out)??;
            async_imap::Client::new(Box::new(tls) as Box<dyn Stream>)
        }
        Security::None => async_imap::Client::new(Box::new(tcp) as Box<dyn Stream>),
    };
    if server.security != Security::Starttls {
        tokio::time::timeout(step, greeting(&mut client, server))
            .await
            .map_err(timed_out)??;
    }
    let (user, secret) = match (server.login.user(), secret) {
        (Some(user), Some(secret)) => (user, secret),
        // An IMAP session always logs in; a mailbox without a login cannot be opened.
        _ => {
            return Err(FileError::NoLogin {
                host: server.host.clone(),
            });
        }
    };
    let login = match server.login {
        Login::OAuth2 { .. } => {
            let xoauth2 = tokio::time::timeout(
                step,
                client.authenticate("XOAUTH2", Bearer::xoauth2(user, secret.expose())),
            )
            .await
            .map_err(timed_out)?;
            match xoauth2 {
                // A server that does not know XOAUTH2 may know its standard form (RFC 7628).
                Err((async_imap::error::Error::No(reply), client))
                | Err((async_imap::error::Error::Bad(reply), client))
                    if reply.to_ascii_lowercase().contains("mechanism") =>
                {
                    let bearer = Bearer::oauthbearer(user, host, server.port, secret.expose());
                    tokio::time::timeout(step, client.authenticate("OAUTHBEARER", bearer)).await
                }
                other => Ok(other),
            }
        }
        _ => tokio::time::timeout(step, client.login(user, secret.expose())).await,
    };
    match login.map_err(timed_out)? {
        Ok(session) => Ok(session),
        Err((async_imap::error::Error::No(reply), _))
        | Err((async_imap::error::Error::Bad(reply), _)) => match &server.login {
            Login::OAuth2 { .. } => {
                // The refused access token is forgotten, so that the next try gets a new one.
                if let Some(s) = server.login.sign_in() {
                    crate::oauth::forget_access_token(&crate::oauth::Settings::new(s, user));
                }
                Err(FileError::SignInRejected {
                    host: server.host.clone(),
                    user: user.to_string(),
                    reply,
                })
            }
            _ => Err(FileError::LoginRejected {
                user: user.to_string(),
                reply,
            }),
        },
        Err((e, _)) => Err(failure(&server.host, e)),
    }
}

/// Reads the server's greeting (`* OK ...`).
async fn greeting<T: AsyncRead + AsyncWrite + Unpin + Send + fmt::Debug>(
    client: &mut async_imap::Client<T>,
    server: &Server,
) -> Result<(), FileError> {
    match client.read_response().await {
        Ok(Some(_)) => Ok(()),
        Ok(None) => Err(FileError::Connection {
            host: server.host.clone(),
            detail: "the server closed the connection without a greeting".into(),
        }),
        Err(e) => Err(io_failure(&server.host, &e)),
    }
}

/// The TLS handshake: the system's trust store (and `tls-ca` when set), with ring.
async fn tls_connect<S: AsyncRead + AsyncWrite + Unpin>(
    server: &Server,
    stream: S,
) -> Result<tokio_rustls::client::TlsStream<S>, FileError> {
    let tls_err = |detail: String| FileError::Tls {
        host: server.host.clone(),
        detail,
    };
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let mut extra = Vec::new();
    if let Some(ca) = &server.tls_ca {
        use rustls::pki_types::pem::PemObject as _;
        let certs = rustls::pki_types::CertificateDer::pem_file_iter(ca)
            .and_then(|i| i.collect::<Result<Vec<_>, _>>())
            .map_err(|e| tls_err(format!("cannot read tls-ca {}: {e}", ca.display())))?;
        extra.extend(certs);
    }
    let verifier: Arc<dyn rustls::client::danger::ServerCertVerifier> =
        if server.accept_invalid_certs {
            Arc::new(unchecked::Unchecked(provider.clone()))
        } else {
            Arc::new(
                rustls_platform_verifier::Verifier::new_with_extra_roots(extra, provider.clone())
                    .map_err(|e| tls_err(e.to_string()))?,
            )
        };
    let config = rustls::ClientConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .map_err(|e| tls_err(e.to_string()))?
        .dangerous()
        .with_custom_certificate_verifier(verifier)
        .with_no_client_auth();
    let name = rustls::pki_types::ServerName::try_from(
        server
            .host
            .trim_start_matches('[')
            .trim_end_matches(']')
            .to_string(),
    )
    .map_err(|e| tls_err(e.to_string()))?;
    tokio_rustls::TlsConnector::from(Arc::new(config))
        .connect(name, stream)
        .await
        .map_err(|e| tls_err(super::smtp::certificate_problem(&e.to_string())))
}

/// APPEND, with a non-synchronizing literal (RFC 7888 LITERAL+) where the server takes one:
/// a server that refuses the message then says why in its tagged reply (Dovecot's
/// "[OVERQUOTA] Quota exceeded"), which async-imap's synchronizing APPEND does not keep.
async fn append(
    session: &mut Session,
    name: &str,
    flags: &str,
    bytes: &[u8],
) -> Result<(), async_imap::error::Error> {
    let literal_plus = session.capabilities().await?.has_str("LITERAL+");
    match std::str::from_utf8(bytes) {
        Ok(text) if literal_plus && !name.contains(['\r', '\n']) => {
            let quoted = name.replace('\\', "\\\\").replace('"', "\\\"");
            let command = format!("APPEND \"{quoted}\" {flags} {{{}+}}\r\n{text}", bytes.len());
            session.run_command_and_check_ok(&command).await
        }
        _ => session.append(name, Some(flags), None, bytes).await,
    }
}

/// The folder to file in: the one named in the config, else the one marked, else a usual
/// name. Returned as the server spells it (modified UTF-7).
async fn find_folder(
    session: &mut Session,
    imap: &Imap,
    folder: Folder,
) -> Result<String, FileError> {
    let host = &imap.server.host;
    let configured = match folder {
        Folder::Sent => imap.sent_folder.as_deref(),
        Folder::Drafts => imap.drafts_folder.as_deref(),
    };
    let special_use = session
        .capabilities()
        .await
        .map_err(|e| failure(host, e))?
        .has_str("SPECIAL-USE");
    // RFC 6154 §5.1: the attributes are returned when asked for; servers without the
    // extension may still send them (Gmail's XLIST heritage), so a plain LIST is read too.
    let pattern = if special_use {
        "\"*\" RETURN (SPECIAL-USE)"
    } else {
        "\"*\""
    };
    let mut names: Vec<(String, bool)> = Vec::new();
    {
        let mut list = session
            .list(Some(""), Some(pattern))
            .await
            .map_err(|e| failure(host, e))?;
        while let Some(item) = list.next().await {
            let name = item.map_err(|e| failure(host, e))?;
            if names.len() < MAX_FOLDERS {
                let marked = name.attributes().contains(&folder.attribute());
                let selectable = !name.attributes().contains(&NameAttribute::NoSelect);
                if selectable {
                    names.push((name.name().to_string(), marked));
                }
            }
        }
    }
    let seen = || {
        let mut seen: Vec<String> = names
            .iter()
            .take(12)
            .map(|(n, _)| decode_mutf7(n))
            .collect();
        if names.len() > seen.len() {
            seen.push("...".into());
        }
        seen.join(", ")
    };
    if let Some(wanted) = configured {
        let encoded = encode_mutf7(wanted);
        return names
            .iter()
            .find(|(n, _)| *n == encoded || decode_mutf7(n) == wanted)
            .map(|(n, _)| n.clone())
            .ok_or_else(|| FileError::NoSuchFolder {
                host: host.clone(),
                name: wanted.to_string(),
                folder,
                seen: seen(),
            });
    }
    if let Some((n, _)) = names.iter().find(|(_, marked)| *marked) {
        return Ok(n.clone());
    }
    for usual in folder.usual_names() {
        let found = names.iter().find(|(n, _)| {
            let decoded = decode_mutf7(n);
            let last = ["INBOX.", "INBOX/"]
                .iter()
                .find_map(|p| {
                    decoded
                        .get(..p.len())
                        .filter(|h| h.eq_ignore_ascii_case(p))
                        .map(|_| &decoded[p.len()..])
                })
                .unwrap_or(&decoded);
            last.to_lowercase() == usual.to_lowercase()
        });
        if let Some((n, _)) = found {
            return Ok(n.clone());
        }
    }
    Err(FileError::NoFolder {
        host: host.clone(),
        folder,
        seen: seen(),
    })
}

/// The server-wide APPENDLIMIT (RFC 7889 `APPENDLIMIT=n`) among `capabilities`, if any.
fn append_limit<'a>(
    capabilities: impl Iterator<Item = &'a async_imap::types::Capability>,
) -> Option<u64> {
    capabilities.into_iter().find_map(|c| match c {
        async_imap::types::Capability::Atom(a) => {
            let (name, value) = a.split_once('=')?;
            if name.eq_ignore_ascii_case("APPENDLIMIT") {
                value.parse().ok()
            } else {
                None
            }
        }
        _ => None,
    })
}

/// Whether a Message-ID can go into a quoted SEARCH string as it is.
fn is_searchable(id: &str) -> bool {
    !id.is_empty()
        && id.len() < 1000
        && id
            .bytes()
            .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\')
}

fn failure(host: &str, e: async_imap::error::Error) -> FileError {
    match e {
        async_imap::error::Error::Io(io) => io_failure(host, &io),
        e => FileError::Connection {
            host: host.to_string(),
            detail: e.to_string(),
        },
    }
}

fn io_failure(host: &str, e: &std::io::Error) -> FileError {
    if e.get_ref().is_some_and(|inner| inner.is::<TooMuch>()) {
        return FileError::TooMuch {
            host: host.to_string(),
        };
    }
    FileError::Connection {
        host: host.to_string(),
        detail: e.to_string(),
    }
}

/// The answers to `AUTHENTICATE XOAUTH2` (Gmail's, Microsoft's, Dovecot's) and `OAUTHBEARER`
/// (RFC 7628): the token first; a refused token comes back as a challenge with the error in
/// JSON, answered so that the server ends with its NO (an empty line for XOAUTH2, `%x01` for
/// OAUTHBEARER, RFC 7628 §3.2.3).
struct Bearer {
    first: Option<String>,
    after_error: &'static str,
}

impl Bearer {
    fn xoauth2(user: &str, token: &str) -> Self {
        Self {
            first: Some(format!("user={user}\x01auth=Bearer {token}\x01\x01")),
            after_error: "",
        }
    }

    fn oauthbearer(user: &str, host: &str, port: u16, token: &str) -> Self {
        // The GS2 header's authzid escapes "," and "=" (RFC 5801 §4).
        let authzid = user.replace('=', "=3D").replace(',', "=2C");
        Self {
            first: Some(format!(
                "n,a={authzid},\x01host={host}\x01port={port}\x01auth=Bearer {token}\x01\x01"
            )),
            after_error: "\x01",
        }
    }
}

impl async_imap::Authenticator for Bearer {
    type Response = String;
    fn process(&mut self, _challenge: &[u8]) -> String {
        self.first
            .take()
            .unwrap_or_else(|| self.after_error.to_string())
    }
}

/// The marker error of a session that read more than [`MAX_REPLY_BYTES`].
#[derive(Debug)]
struct TooMuch;

impl fmt::Display for TooMuch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the server sent more than {MAX_REPLY_BYTES} bytes")
    }
}

impl std::error::Error for TooMuch {}

/// A stream that fails once more than [`MAX_REPLY_BYTES`] were read from it.
#[derive(Debug)]
struct Limited<S> {
    inner: S,
    left: u64,
}

impl<S> Limited<S> {
    fn new(inner: S) -> Self {
        Self {
            inner,
            left: MAX_REPLY_BYTES,
        }
    }
}

impl<S: AsyncRead + Unpin> AsyncRead for Limited<S> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<std::io::Result<()>> {
        if self.left == 0 {
            return Poll::Ready(Err(std::io::Error::other(TooMuch)));
        }
        let before = buf.filled().len();
        let result = Pin::new(&mut self.inner).poll_read(cx, buf);
        let read = (buf.filled().len() - before) as u64;
        self.left = self.left.saturating_sub(read);
        result
    }
}

impl<S: AsyncWrite + Unpin> AsyncWrite for Limited<S> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        Pin::new(&mut self.inner).poll_write(cx, buf)
    }
    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_flush(cx)
    }
    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        Pin::new(&mut self.inner).poll_shutdown(cx)
    }
}

/// A mailbox name from IMAP's modified UTF-7 (RFC 3501 §5.1.3) as text; a name that is not
/// valid modified UTF-7 is shown as it is.
pub fn decode_mutf7(name: &str) -> String {
    let engine = mutf7_engine();
    let mut out = String::new();
    let mut rest = name;
    while let Some(start) = rest.find('&') {
        out.push_str(&rest[..start]);
        let after = &rest[start + 1..];
        let Some(end) = after.find('-') else {
            return name.to_string();
        };
        let chunk = &after[..end];
        if chunk.is_empty() {
            out.push('&');
        } else {
            let Ok(bytes) = engine.decode(chunk) else {
                return name.to_string();
            };
            if bytes.len() % 2 != 0 {
                return name.to_string();
            }
            let units: Vec<u16> = bytes
                .chunks_exact(2)
                .map(|p| u16::from_be_bytes([p[0], p[1]]))
                .collect();
            let Ok(text) = String::from_utf16(&units) else {
                return name.to_string();
            };
            out.push_str(&text);
        }
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

/// Text as a mailbox name in modified UTF-7.
pub fn encode_mutf7(text: &str) -> String {
    let engine = mutf7_engine();
    let mut out = String::new();
    let mut pending: Vec<u16> = Vec::new();
    let flush = |pending: &mut Vec<u16>, out: &mut String| {
        if !pending.is_empty() {
            let bytes: Vec<u8> = pending.iter().flat_map(|u| u.to_be_bytes()).collect();
            out.push('&');
            out.push_str(&engine.encode(bytes));
            out.push('-');
            pending.clear();
        }
    };
    for c in text.chars() {
        if (' '..='~').contains(&c) {
            flush(&mut pending, &mut out);
            if c == '&' {
                out.push_str("&-");
            } else {
                out.push(c);
            }
        } else {
            let mut buf = [0u16; 2];
            pending.extend_from_slice(c.encode_utf16(&mut buf));
        }
    }
    flush(&mut pending, &mut out);
    out
}

fn mutf7_engine() -> base64::engine::GeneralPurpose {
    base64::engine::GeneralPurpose::new(
        &base64::alphabet::IMAP_MUTF7,
        base64::engine::GeneralPurposeConfig::new()
            .with_encode_padding(false)
            .with_decode_padding_mode(base64::engine::DecodePaddingMode::RequireNone),
    )
}

mod unchecked;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modified_utf7_round_trips() {
        for (text, wire) in [
            ("Sent", "Sent"),
            ("Envoyés", "Envoy&AOk-s"),
            ("Entwürfe", "Entw&APw-rfe"),
            ("A&B", "A&-B"),
            ("Отправленные", "&BB4EQgQ,BEAEMAQyBDsENQQ9BD0ESwQ1-"),
            ("送信済み", "&kAFP4W4IMH8-"),
        ] {
            assert_eq!(encode_mutf7(text), wire, "{text}");
            assert_eq!(decode_mutf7(wire), text, "{wire}");
        }
        // Not modified UTF-7: shown as it is.
        assert_eq!(decode_mutf7("Bad&AO"), "Bad&AO");
    }

    #[test]
    fn only_plain_message_ids_are_searched_for() {
        assert!(is_searchable("<a1b2@example.org>"));
        assert!(!is_searchable("<a\"b@example.org>"));
        assert!(!is_searchable("<a b@example.org>"));
        assert!(!is_searchable(""));
    }
}
